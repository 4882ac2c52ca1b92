import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { BillingService } from './service';
import { stripeConfigured } from './stripe-config';

export { billingRoutes } from './routes';
export { BillingService } from './service';
export { stripeConfigured } from './stripe-config';

/**
 * Billing with Stripe when the whole STRIPE_* setup is given; otherwise plans only, tiers set by staff
 * (decisions §6). The Stripe SDK is loaded only then: an instance without billing starts without it.
 */
export async function createBilling(
  config: Config,
  db: Db,
  log: ConstructorParameters<typeof BillingService>[2],
): Promise<BillingService> {
  if (!stripeConfigured(config)) return new BillingService(db, null, log);
  const { StripeGateway } = await import('./stripe-gateway');
  return new BillingService(db, new StripeGateway(config), log);
}
