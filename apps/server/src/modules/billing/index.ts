import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { BillingService } from './service';
import { StripeGateway, stripeConfigured } from './stripe-gateway';

export { billingRoutes } from './routes';
export { BillingService } from './service';
export { stripeConfigured } from './stripe-gateway';

/** Billing with Stripe when the whole STRIPE_* setup is given; otherwise plans only, tiers set by staff (decisions §6). */
export function createBilling(config: Config, db: Db, log: ConstructorParameters<typeof BillingService>[2]): BillingService {
  return new BillingService(db, stripeConfigured(config) ? new StripeGateway(config) : null, log);
}
