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

export const PAID_PLANS_NEED_PAYMENT = 'Paid plans need card payments, which this server does not take.';

export const SET_BY_STAFF = 'Your plan was set by a staff administrator. Ask them to change it.';

export interface PlanChoice {
  kind: 'current' | 'included' | 'upgrade' | 'downgrade';
  /** The button's words: Current Plan, Included, Upgrade or Downgrade. */
  label: string;
  /** Only what the server will do is offered. */
  enabled: boolean;
  /** Why it is not offered, when it is a plan change the server refuses here. */
  reason?: string;
}

/**
 * What a plan's button offers someone on `current`: a staff account includes every plan (nothing to buy); moving
 * to Free cancels a billed subscription, which a plan set by a staff administrator does not have; a paid plan
 * needs the server to take payments.
 */
export function planChoice(
  current: Tier,
  target: Tier,
  { canPay, billed }: { canPay: boolean; billed: boolean },
): PlanChoice {
  const action = planAction(current, target);
  if (action === 'current') return { kind: 'current', label: 'Current Plan', enabled: false };
  if (current === 'staff_admin') return { kind: 'included', label: 'Included', enabled: false };
  const label = action === 'upgrade' ? 'Upgrade' : 'Downgrade';
  if (target === 'free')
    return billed
      ? { kind: action, label, enabled: true }
      : { kind: action, label, enabled: false, reason: SET_BY_STAFF };
  return canPay
    ? { kind: action, label, enabled: true }
    : { kind: action, label, enabled: false, reason: PAID_PLANS_NEED_PAYMENT };
}
