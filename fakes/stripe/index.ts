export { startStripeFake, makeEvent, type StripeFake, type StripeFakeOptions, type RecordedRequest } from './server';
export type { StripeEvent, Delivery } from './webhooks';
export { FAKE_STRIPE_JS } from './stripe-js';
