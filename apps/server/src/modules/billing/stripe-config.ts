import type { Config } from '../../config/env';

/** The whole Stripe setup (env.ts refuses half of one). Kept apart from the gateway so checking it never loads the SDK. */
export type StripeConfigured = Config & {
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PRICE_PRO: string;
  STRIPE_PRICE_ENTERPRISE: string;
};

/** Billing runs only with the whole Stripe setup (env.ts refuses half of one). */
export function stripeConfigured(config: Config): config is StripeConfigured {
  return Boolean(
    config.STRIPE_SECRET_KEY &&
    config.STRIPE_PUBLISHABLE_KEY &&
    config.STRIPE_WEBHOOK_SECRET &&
    config.STRIPE_PRICE_PRO &&
    config.STRIPE_PRICE_ENTERPRISE,
  );
}
