import Stripe from 'stripe';
import type { StripeConfigured } from './stripe-config';
import {
  GatewayError,
  type PaidTier,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderSubscription,
} from './gateway';

/** STRIPE_API_BASE → the SDK's host/port/protocol options (tests point it at fakes/stripe). */
function endpoint(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const id = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The official SDK behind PaymentGateway; the only file that imports stripe. */
export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;
  readonly publishableKey: string;
  private readonly prices: Record<PaidTier, string>;

  constructor(private readonly config: StripeConfigured) {
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      ...endpoint(config.STRIPE_API_BASE),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'SOE - System Of Everything' },
    });
    this.publishableKey = config.STRIPE_PUBLISHABLE_KEY;
    this.prices = { pro: config.STRIPE_PRICE_PRO, enterprise: config.STRIPE_PRICE_ENTERPRISE };
  }

  private tierOf(priceId: string | null): PaidTier | null {
    if (priceId === this.prices.pro) return 'pro';
    if (priceId === this.prices.enterprise) return 'enterprise';
    return null;
  }

  private toSubscription(sub: Stripe.Subscription): ProviderSubscription {
    const item = sub.items.data[0];
    return {
      id: sub.id,
      customerId: id(sub.customer)!,
      status: sub.status,
      tier: this.tierOf(item?.price.id ?? null),
      itemId: item?.id ?? null,
      // Since API version 2025-03-31 the period lives on the item.
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      defaultPaymentMethod: id(sub.default_payment_method),
    };
  }

  /** Every SDK failure becomes a GatewayError; card messages are written by Stripe for the customer. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new GatewayError('card', error.message);
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError
      ) {
        throw new GatewayError('unavailable', error.message);
      }
      if (error instanceof Stripe.errors.StripeError) throw new GatewayError('invalid', error.message);
      throw error;
    }
  }

  createCustomer(input: { userId: number; email: string; name: string }) {
    return this.call(async () => {
      // One customer per account even when two requests race: same key, same customer.
      const customer = await this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { soeUserId: String(input.userId) } },
        { idempotencyKey: `soe-customer-${input.userId}` },
      );
      return customer.id;
    });
  }

  createSetupIntent(customerId: string) {
    return this.call(async () => {
      const intent = await this.stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
      });
      if (!intent.client_secret) throw new GatewayError('invalid', 'The payment provider returned no client secret');
      return { clientSecret: intent.client_secret };
    });
  }

  paymentMethodOwner(paymentMethodId: string) {
    return this.call(async () => {
      try {
        return id((await this.stripe.paymentMethods.retrieve(paymentMethodId)).customer);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    });
  }

  createSubscription(input: { userId: number; customerId: string; tier: PaidTier; paymentMethodId: string }) {
    return this.call(async () => {
      await this.stripe.customers.update(input.customerId, {
        invoice_settings: { default_payment_method: input.paymentMethodId },
      });
      const sub = await this.stripe.subscriptions.create({
        customer: input.customerId,
        items: [{ price: this.prices[input.tier] }],
        default_payment_method: input.paymentMethodId,
        // A declined first payment is an error now, not a subscription left incomplete.
        payment_behavior: 'error_if_incomplete',
        metadata: { soeUserId: String(input.userId) },
      });
      return this.toSubscription(sub);
    });
  }

  changeSubscription(subscription: ProviderSubscription, change: { tier: PaidTier; paymentMethodId?: string }) {
    return this.call(async () => {
      const params: Stripe.SubscriptionUpdateParams = { cancel_at_period_end: false };
      if (subscription.tier !== change.tier && subscription.itemId) {
        params.items = [{ id: subscription.itemId, price: this.prices[change.tier] }];
        params.proration_behavior = 'create_prorations';
      }
      if (change.paymentMethodId) params.default_payment_method = change.paymentMethodId;
      return this.toSubscription(await this.stripe.subscriptions.update(subscription.id, params));
    });
  }

  cancelAtPeriodEnd(subscriptionId: string) {
    return this.call(async () =>
      this.toSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
    );
  }

  retrieveSubscription(subscriptionId: string) {
    return this.call(async () => this.toSubscription(await this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new GatewayError('signature', 'Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      throw new GatewayError('signature', error instanceof Error ? error.message : 'Invalid signature');
    }
    return toProviderEvent(event);
  }
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        id: event.id,
        kind: 'subscription',
        type: event.type,
        subscriptionId: sub.id,
        customerId: id(sub.customer)!,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        id: event.id,
        kind: 'invoice',
        type: event.type,
        subscriptionId: id(invoice.parent?.subscription_details?.subscription),
        customerId: id(invoice.customer)!,
        paid: event.type === 'invoice.paid',
      };
    }
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      return {
        id: event.id,
        kind: 'setup',
        type: event.type,
        customerId: id(intent.customer),
        paymentMethodId: id(intent.payment_method),
      };
    }
    default:
      return { id: event.id, kind: 'other', type: event.type };
  }
}
