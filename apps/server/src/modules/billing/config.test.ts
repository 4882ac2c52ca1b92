import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../config/env';
import { stripeConfigured } from './stripe-config';

const FULL = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
};

describe('billing configuration', () => {
  it('is off without STRIPE_* and on with all of them', () => {
    expect(stripeConfigured({ ...parseEnv({}) } as never)).toBe(false);
    expect(stripeConfigured({ ...parseEnv(FULL) } as never)).toBe(true);
  });

  it('refuses half a Stripe setup at boot, naming what is missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_ENTERPRISE: _price, ...partial } = FULL;
    expect(() => parseEnv(partial)).toThrow(ConfigError);
    expect(() => parseEnv(partial)).toThrow(/STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ENTERPRISE: billing needs/);
  });

  it('refuses keys of the wrong kind (a publishable key as the secret key)', () => {
    expect(() => parseEnv({ ...FULL, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_test_/,
    );
    expect(() => parseEnv({ ...FULL, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE must be a URL/);
  });
});
