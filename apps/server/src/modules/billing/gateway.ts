/**
 * What SOE needs from a payment provider, in SOE's own terms. Only
 * stripe-gateway.ts knows Stripe; the billing service and everything else talk
 * to this interface.
 */
export type PaidTier = 'pro' | 'enterprise';

/** A provider subscription as billing reads it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  /** The tier its price buys; null for a price this server does not sell. */
  tier: PaidTier | null;
  itemId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  defaultPaymentMethod: string | null;
}

/** A verified webhook event, reduced to what billing acts on. */
export type ProviderEvent =
  | { id: string; kind: 'subscription'; type: string; subscriptionId: string; customerId: string }
  | { id: string; kind: 'invoice'; type: string; subscriptionId: string | null; customerId: string; paid: boolean }
  | { id: string; kind: 'setup'; type: string; customerId: string | null; paymentMethodId: string | null }
  | { id: string; kind: 'other'; type: string };

/**
 * A refusal from the provider. `card`: the customer's card was declined (the
 * message is written for the customer); `invalid`: the request or the setup is
 * wrong; `unavailable`: the provider could not be reached.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'card' | 'invalid' | 'unavailable' | 'signature',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly publishableKey: string;
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  createSetupIntent(customerId: string): Promise<{ clientSecret: string }>;
  /** The customer a payment method is attached to (null: none, or no such method). */
  paymentMethodOwner(paymentMethodId: string): Promise<string | null>;
  createSubscription(input: {
    userId: number;
    customerId: string;
    tier: PaidTier;
    paymentMethodId: string;
  }): Promise<ProviderSubscription>;
  /** Moves an existing subscription to another plan and/or card, and withdraws a pending cancellation. */
  changeSubscription(
    subscription: ProviderSubscription,
    change: { tier: PaidTier; paymentMethodId?: string },
  ): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Verifies the signature over the exact bytes received; throws GatewayError('signature') otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
