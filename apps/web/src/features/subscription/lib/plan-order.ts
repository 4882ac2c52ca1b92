import type { Tier } from '@soe/shared';

export const FOR_SALE = ['free', 'pro', 'enterprise'] as const satisfies readonly Tier[];
export type PaidTier = 'pro' | 'enterprise';

const ORDER: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2, staff_admin: 3 };

/** The label of a plan's button for someone on `current` (spec: Current Plan, Upgrade, Downgrade). */
export function planAction(current: Tier, target: Tier): 'current' | 'upgrade' | 'downgrade' {
  if (current === target) return 'current';
  return ORDER[target] > ORDER[current] ? 'upgrade' : 'downgrade';
}

export const PAYMENT_NOT_CONFIGURED = 'Payment is not configured on this server. A staff administrator sets plans.';
