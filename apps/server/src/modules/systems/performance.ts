import { eq } from 'drizzle-orm';
import type { SystemPerformance, UpdateSystemPerformanceRequest } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { CurrentUser } from '../auth/session-user';
import type { SystemsService } from './service';

type SystemRow = typeof schema.systems.$inferSelect;

/**
 * A system's performance settings (issue 20), for staff admins (the routes check): its own statement timeout and
 * pool size, and its short result cache. A change applies to the next query without a restart: the timeout and
 * the cache are read from the row each question, and a new pool size opens a new pool (sessions.ts keys on it).
 */
export class SystemPerformanceService {
  constructor(
    private readonly db: Db,
    private readonly systems: SystemsService,
  ) {}

  async view(user: CurrentUser, id: number): Promise<SystemPerformance> {
    return this.toView(await this.systems.get(user, id));
  }

  async update(user: CurrentUser, id: number, input: UpdateSystemPerformanceRequest): Promise<SystemPerformance> {
    const row = await this.systems.get(user, id);
    const [updated] = await this.db
      .update(schema.systems)
      .set({
        statementTimeoutMs: input.statementTimeoutSeconds === null ? null : input.statementTimeoutSeconds * 1000,
        poolSize: input.poolSize,
        cacheSeconds: input.cacheSeconds,
        updatedAt: new Date(),
      })
      .where(eq(schema.systems.id, row.id))
      .returning();
    // Turning the cache off, or shortening its window, must not leave older answers being served from this instance.
    if (input.cacheSeconds !== row.cacheSeconds) this.systems.runner.cache.clear(row.id);
    return this.toView(updated!);
  }

  /** "Clear cache": the stored time moves on, so no instance serves an entry made before it. */
  async clearCache(user: CurrentUser, id: number): Promise<SystemPerformance> {
    const row = await this.systems.get(user, id);
    const [updated] = await this.db
      .update(schema.systems)
      .set({ cacheClearedAt: new Date(), updatedAt: new Date() })
      .where(eq(schema.systems.id, row.id))
      .returning();
    this.systems.runner.cache.clear(row.id);
    return this.toView(updated!);
  }

  private toView(row: SystemRow): SystemPerformance {
    const runner = this.systems.runner;
    return {
      statementTimeoutSeconds: row.statementTimeoutMs === null ? null : row.statementTimeoutMs / 1000,
      poolSize: row.poolSize,
      cacheSeconds: row.cacheSeconds,
      cacheClearedAt: row.cacheClearedAt?.toISOString() ?? null,
      defaults: {
        statementTimeoutSeconds: runner.timeoutMs({ statementTimeoutMs: null }) / 1000,
        poolSize: runner.poolSize({ poolSize: null }),
      },
    };
  }
}
