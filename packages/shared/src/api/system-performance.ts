import { z } from 'zod';

/*
 * A system's performance settings (issue 20), set by staff admins: its own
 * statement timeout and connection pool size (the server's defaults when
 * unset), and an optional short result cache. Staff-only; the server checks.
 */

export const SYSTEM_PERFORMANCE_LIMITS = {
  /** Statement timeout, in seconds. */
  timeout: { min: 1, max: 600 },
  /** Connections the system's pool may open. */
  pool: { min: 1, max: 100 },
  /** The result cache's freshness window, in seconds (the spec's data freshness is 30 s). */
  cache: { min: 1, max: 3600, default: 30 },
} as const;

const L = SYSTEM_PERFORMANCE_LIMITS;
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const SystemPerformance = z.object({
  /** Null: the server's default applies (`defaults`). */
  statementTimeoutSeconds: z.number().nullable(),
  poolSize: z.number().int().nullable(),
  /** Null: answers are never cached. */
  cacheSeconds: z.number().int().nullable(),
  cacheClearedAt: z.string().nullable(),
  /** What applies when a setting is unset (the server's environment). */
  defaults: z.object({ statementTimeoutSeconds: z.number(), poolSize: z.number().int() }),
});
export type SystemPerformance = z.infer<typeof SystemPerformance>;

export const UpdateSystemPerformanceRequest = z.strictObject({
  statementTimeoutSeconds: whole('The statement timeout', L.timeout.min, L.timeout.max).nullable(),
  poolSize: whole('The pool size', L.pool.min, L.pool.max).nullable(),
  cacheSeconds: whole('The cache freshness window', L.cache.min, L.cache.max).nullable(),
});
export type UpdateSystemPerformanceRequest = z.infer<typeof UpdateSystemPerformanceRequest>;
