// The 'pure' entry injects Stripe.js only when loadStripe is called (the default entry does it on import).
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Loads Stripe.js from js.stripe.com once per key — only when the server says billing is configured. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      loaded.delete(publishableKey); // a later attempt may succeed
      throw error;
    });
    loaded.set(publishableKey, promise);
  }
  return promise;
}
