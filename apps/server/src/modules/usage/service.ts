import { sql } from 'drizzle-orm';
import { PLANS } from '@soe/shared';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';

/** Monthly periods in UTC: a question asked on the 1st at 00:00 UTC counts toward the new month. */
export function currentPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

export function queryLimitMessage(user: CurrentUser) {
  const plan = PLANS[user.subscriptionTier];
  return `You've used all ${plan.maxQueries} questions included in the ${plan.displayName} plan this month. Upgrade your plan to ask more.`;
}

/** One counter of answered questions per user and month, for /api/ask and /api/messages alike. */
export class UsageService {
  constructor(private readonly db: Db) {}

  /**
   * Takes one question from the month's allowance, atomically: the counter only
   * moves while under the limit, so parallel requests can't overshoot it.
   */
  async consume(user: CurrentUser, tx: Tx | Db = this.db): Promise<void> {
    const max = PLANS[user.subscriptionTier].maxQueries;
    const period = currentPeriod().key;
    const result = await tx.execute<{ queries: number }>(sql`
      insert into ${schema.usageCounters} (user_id, period_start, queries) values (${user.id}, ${period}, 1)
      on conflict (user_id, period_start) do update set queries = ${schema.usageCounters.queries} + 1
      where ${max} < 0 or ${schema.usageCounters.queries} < ${max}
      returning queries`);
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
    if (max >= 0 && rows.length === 0) throw new AppError('payment_required', queryLimitMessage(user));
  }

  async used(userId: number): Promise<number> {
    const result = await this.db.execute<{ queries: number }>(
      sql`select queries from ${schema.usageCounters} where user_id = ${userId} and period_start = ${currentPeriod().key}`,
    );
    const rows =
      (result as unknown as { rows?: Array<{ queries: number }> }).rows ??
      (result as unknown as Array<{ queries: number }>);
    return rows[0]?.queries ?? 0;
  }
}
