import { setMaxListeners } from 'node:events';
import { inArray, sql } from 'drizzle-orm';
import type { PeriodSpec, ResultColumn, StructuredQuery, TileResult } from '@soe/shared';
import type { QueryResult } from '../connectors/query';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { visibleSystems } from '../access';
import { labelOf } from '../assistant/results';
import type { CurrentUser } from '../auth/session-user';
import type { EngineSystem, SoeLocal } from '../engine';
import { shownRows } from '../engine/answer/format';
import type { PlannedColumn } from '../engine/plan/plan-types';
import { StructuredQueryError, type CompiledQuery } from '../engine/structured/compile';
import { connectorMessage, type SystemsService } from '../systems/service';
import { withPeriod } from './dated';
import { resolvePeriod } from './period';

export type TileRow = typeof schema.dashboardTiles.$inferSelect;

/** What running tiles needs of the app (its AppContext has all of it): the database, the systems as the viewer sees them, SOE Local. */
export interface RunContext {
  database: Pick<Database, 'db'>;
  systems: Pick<SystemsService, 'engineSystems'>;
  engine: Pick<SoeLocal, 'runStructured' | 'catalogOf'>;
}

export interface RunOptions {
  /** The board's period (or a view's override) for every tile with a date column; absent or null: each tile's own. */
  period?: PeriodSpec | null;
  /** The IANA time zone relative periods are read in ('this month' where the viewer is). */
  timeZone: string;
  now?: Date;
  /** Stops the tiles' running queries (the viewer left, a delivery was cancelled). */
  signal?: AbortSignal;
}

/**
 * Runs tiles against the live systems for one viewer, all at once: each system's fair queue and connection pool
 * bound how many reach it together. A tile reads its system only through the viewer's own access (their systems
 * and those shared with their workspace): without it the tile is 'no_access', or 'unavailable' when the system is
 * gone, and carries no figures. A tile that fails says why and never fails the others.
 */
export async function runTiles(
  ctx: RunContext,
  viewer: CurrentUser,
  tiles: TileRow[],
  options: RunOptions,
): Promise<TileResult[]> {
  const now = options.now ?? new Date();
  // Every tile's query listens to the signal: one signal of this run's own, stopped with the caller's, carries them
  // all without Node warning of a listener leak at the eleventh.
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const forward = () => stop.abort(options.signal?.reason);
  if (options.signal?.aborted) forward();
  else options.signal?.addEventListener('abort', forward, { once: true });
  try {
    const reached = await reachTiles(ctx, viewer, tiles, stop.signal);
    return await Promise.all(
      reached.map(async (r) => {
        if ('refused' in r) return r.refused;
        try {
          return tileResult(r.tile, await runTileQuery(ctx, r.tile, r.system, { ...options, now }));
        } catch (error) {
          return { tileId: r.tile.id, status: 'failed' as const, message: tileFailure(error) };
        }
      }),
    );
  } finally {
    options.signal?.removeEventListener('abort', forward);
  }
}

/** Each tile with its system as the viewer reaches it, or the result that says why the viewer cannot. */
export async function reachTiles(
  ctx: RunContext,
  viewer: CurrentUser,
  tiles: TileRow[],
  signal?: AbortSignal,
): Promise<Array<{ tile: TileRow; system: EngineSystem } | { tile: TileRow; refused: TileResult }>> {
  if (!tiles.length) return [];
  const ids = [...new Set(tiles.map((t) => t.systemId))];
  const systems = await ctx.systems.engineSystems(viewer, ids, signal);
  const byId = new Map(systems.map((s) => [Number(s.id), s]));
  const unseen = ids.filter((id) => !byId.has(id));
  const rows = unseen.length ? await systemRows(ctx, viewer, unseen) : [];
  return tiles.map((tile) => {
    const system = byId.get(tile.systemId);
    return system
      ? { tile, system }
      : {
          tile,
          refused: without(
            tile,
            rows.find((r) => r.id === tile.systemId),
          ),
        };
  });
}

/** One tile's query as it ran: the query with its period applied, how its columns read, and the rows read. */
export interface TileRun {
  query: StructuredQuery;
  compiled: CompiledQuery;
  result: QueryResult;
  period?: { from: string; to: string; column: string };
  /** The board's period was asked for but the query has no date column to apply it to. */
  periodNotApplied?: true;
}

/**
 * Runs a tile's query on the system as the viewer reaches it: the board's period (else the tile's own relative one)
 * on its date column. Throws what the run throws (StructuredQueryError, ConnectorError): see tileFailure.
 */
export async function runTileQuery(
  ctx: RunContext,
  tile: TileRow,
  system: EngineSystem,
  options: RunOptions,
): Promise<TileRun> {
  let query: StructuredQuery = tile.query;
  let period: TileRun['period'];
  let periodNotApplied: true | undefined;
  const spec = options.period ?? tile.period;
  if (spec) {
    const range = resolvePeriod(spec, options.timeZone, options.now ?? new Date());
    const dated = withPeriod(query, await ctx.engine.catalogOf(system), range);
    if (dated) {
      query = dated.query;
      period = { ...range, column: dated.column };
    } else if (options.period) periodNotApplied = true;
  }
  const { compiled, result } = await ctx.engine.runStructured(system, query);
  return { query, compiled, result, ...(period ? { period } : {}), ...(periodNotApplied ? { periodNotApplied } : {}) };
}

/** Systems the viewer's engine list left out: whether each still exists and whether the viewer may see it. */
async function systemRows(ctx: RunContext, viewer: CurrentUser, ids: number[]) {
  const s = schema.systems;
  return ctx.database.db
    .select({ id: s.id, name: s.name, visible: sql<boolean>`coalesce(${visibleSystems(viewer)}, false)` })
    .from(s)
    .where(inArray(s.id, ids));
}

/** A tile whose system the viewer cannot read: why, and nothing of its figures. */
function without(tile: TileRow, row: { name: string; visible: boolean } | undefined): TileResult {
  if (!row)
    return { tileId: tile.id, status: 'unavailable', message: `The system ${tile.systemName} is no longer connected.` };
  if (!row.visible)
    return { tileId: tile.id, status: 'no_access', message: `You have no access to ${tile.systemName}.` };
  // Visible but without a schema: its discovery failed or has not run.
  return { tileId: tile.id, status: 'failed', message: `${row.name} has not been read yet; refresh it and try again.` };
}

function tileResult(tile: TileRow, run: TileRun): TileResult {
  const { compiled, result } = run;
  return {
    tileId: tile.id,
    status: 'ok',
    columns: compiled.columns.map(resultColumn),
    rows: shownRows(result.rows, compiled.columns),
    truncated: result.truncated,
    asOf: result.readAt ?? new Date().toISOString(),
    ...(result.cached ? { cached: true } : {}),
    ...(run.period ? { period: run.period } : {}),
    ...(run.periodNotApplied ? { periodNotApplied: true } : {}),
    ...(result.statement ? { statement: result.statement.text } : {}),
  };
}

/** Why a tile has no figures, in the words the chat would use: the query's own fault or the system's. */
export function tileFailure(error: unknown): string {
  if (error instanceof StructuredQueryError) return `This query no longer fits the system: ${error.message}`;
  return connectorMessage(error);
}

function resultColumn(c: PlannedColumn): ResultColumn {
  const numeric = c.format === 'money' || c.format === 'integer' || c.format === 'number' || c.format === 'percent';
  const role: ResultColumn['role'] =
    c.role === 'measure'
      ? 'measure'
      : c.format === 'period' || c.format === 'date'
        ? 'date'
        : c.role === 'detail' && numeric
          ? 'value'
          : 'label';
  return {
    key: c.key,
    label: labelOf(c.label),
    role,
    ...(numeric ? { format: c.format as ResultColumn['format'] } : {}),
  };
}
