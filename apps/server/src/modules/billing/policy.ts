import type { Tier } from '@soe/shared';
import type { ProviderSubscription } from './gateway';

/**
 * Which tier a subscription gives (docs/decisions — billing ADR):
 * - active / trialing: the tier its price buys;
 * - past_due: still that tier — Stripe is retrying the failed payment, and the
 *   customer is told to update their card; when Stripe gives up it cancels the
 *   subscription (deleted → free) or marks it unpaid (→ free);
 * - anything else (incomplete, incomplete_expired, unpaid, canceled, paused): free.
 */
export function tierForSubscription(sub: Pick<ProviderSubscription, 'status' | 'tier'>): Tier {
  if (!sub.tier) return 'free';
  return ['active', 'trialing', 'past_due'].includes(sub.status) ? sub.tier : 'free';
}

/** A subscription that still bills or may bill again: a new one must not be started beside it. */
export function isLive(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}
