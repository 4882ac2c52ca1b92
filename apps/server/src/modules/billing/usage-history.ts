import { and, inArray } from 'drizzle-orm';
import type { Tier, UsageHistoryResponse } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import { currentPeriod } from '../usage/service';
import { ownedBy } from '../access';

/** Advanced analytics (decisions §3): pro, enterprise and staff_admin. */
const ADVANCED_ANALYTICS: Tier[] = ['pro', 'enterprise', 'staff_admin'];
export const HISTORY_NEEDS_PLAN =
  'Usage history is part of advanced analytics, included in the Pro and Enterprise plans.';

/** The keys ('2025-03') of the last `months` monthly periods, oldest first, ending with the current one. */
export function lastPeriods(months: number, now = new Date()): string[] {
  const keys: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    keys.push(currentPeriod(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))).key);
  }
  return keys;
}

/** Questions per month for the caller, months without questions included as 0. */
export async function usageHistory(
  db: Db,
  user: { id: number; subscriptionTier: Tier },
  months = 6,
): Promise<UsageHistoryResponse> {
  if (!ADVANCED_ANALYTICS.includes(user.subscriptionTier)) throw new AppError('payment_required', HISTORY_NEEDS_PLAN);
  const keys = lastPeriods(months);
  const rows = await db
    .select({ period: schema.usageCounters.periodStart, queries: schema.usageCounters.queries })
    .from(schema.usageCounters)
    .where(and(ownedBy(schema.usageCounters.userId, user), inArray(schema.usageCounters.periodStart, keys)));
  const byPeriod = new Map(rows.map((row) => [row.period, row.queries]));
  return { periods: keys.map((period) => ({ period, queries: byPeriod.get(period) ?? 0 })) };
}
