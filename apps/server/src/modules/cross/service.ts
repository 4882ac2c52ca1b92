import { and, eq, or } from 'drizzle-orm';
import {
  CROSS_SYSTEM_MESSAGE,
  isStaff,
  planAllowsCrossSystem,
  type CreateSystemLinkRequest,
  type LinkSourcesResponse,
  type SystemLink,
  type SystemLinksResponse,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { DocumentSource } from '../assistant/sources';
import type { CurrentUser } from '../auth/session-user';
import type { EngineSystem } from '../engine';
import type { SystemsService } from '../systems/service';
import { combinedSystems, sourceKeyOf, type LinkRef } from './combined';
import type { JoinEngine } from './duck';
import { findLinks, measureLink } from './find-links';

type LinkRow = typeof schema.systemLinks.$inferSelect;

export interface CrossSystemDeps {
  db: Db;
  systems: SystemsService;
  documents?: DocumentSource;
  engine: JoinEngine;
  /** Rows one system may hand over for a join (SOE_ROW_CAP, as for any answer). */
  rowCap: number;
}

/** Whether the user's plan includes answers that combine two systems (decisions §3: advanced analytics). */
export const mayCombine = (user: CurrentUser): boolean => planAllowsCrossSystem(user.subscriptionTier) || isStaff(user);

/**
 * Cross-System Analysis: the links between a user's sources (stored per user and pair, found by SOE or added by
 * the user) and the combined systems SOE Local reads two-system questions on.
 */
export class CrossSystemService {
  constructor(private readonly deps: CrossSystemDeps) {}

  /** The combined systems of the sources in an answer's scope, locked when the user's plan does not include them. */
  async withCrossSystems(user: CurrentUser, systems: EngineSystem[], signal?: AbortSignal): Promise<EngineSystem[]> {
    if (systems.length < 2) return [];
    const rows = await this.rows(user);
    if (!rows.length) return [];
    return combinedSystems(systems, rows.map(linkRef), {
      engine: this.deps.engine,
      rowCap: this.deps.rowCap,
      locked: mayCombine(user) ? undefined : CROSS_SYSTEM_MESSAGE,
      signal,
    });
  }

  async list(user: CurrentUser): Promise<SystemLinksResponse> {
    const sources = await this.sources(user);
    const names = new Map(sources.map((s) => [sourceKeyOf(s), s]));
    const links = (await this.rows(user))
      .filter((r) => names.has(r.sourceA) && names.has(r.sourceB))
      .map((r) => toLink(r, names));
    return { links, allowed: mayCombine(user) };
  }

  async listSources(user: CurrentUser): Promise<LinkSourcesResponse> {
    const sources = await this.sources(user);
    return {
      sources: sources.map((s) => ({
        source: sourceKeyOf(s),
        name: s.name,
        tables: s.schema.entities.map((e) => ({
          entity: e.name,
          table: e.label ?? e.table,
          columns: e.fields.map((f) => f.name),
        })),
      })),
    };
  }

  /** Looks for links between two sources again: the links SOE found before are replaced, the user's own kept. */
  async find(user: CurrentUser, keys: [string, string]): Promise<SystemLinksResponse> {
    this.requirePlan(user);
    const [x, y] = await this.pair(user, keys);
    const found = await findLinks(x, y);
    const [kx, ky] = [sourceKeyOf(x), sourceKeyOf(y)];
    await this.deps.db.transaction(async (tx) => {
      await tx
        .delete(schema.systemLinks)
        .where(and(eq(schema.systemLinks.userId, user.id), eq(schema.systemLinks.origin, 'found'), pairIs(kx, ky)));
      for (const f of found)
        await tx
          .insert(schema.systemLinks)
          .values({
            userId: user.id,
            sourceA: kx,
            entityA: f.a.entity,
            columnA: f.a.column,
            sourceB: ky,
            entityB: f.b.entity,
            columnB: f.b.column,
            method: f.method,
            origin: 'found',
            matched: f.matched,
            distinctA: f.distinctA,
            distinctB: f.distinctB,
          })
          // The user added this very link before: theirs stays.
          .onConflictDoNothing();
    });
    return this.list(user);
  }

  /** A link the user names: checked against both schemas, and measured on the data. */
  async create(user: CurrentUser, input: CreateSystemLinkRequest): Promise<SystemLink> {
    this.requirePlan(user);
    const [x, y] = await this.pair(user, [input.a.source, input.b.source]);
    checkColumn(x, input.a, 'a');
    checkColumn(y, input.b, 'b');
    const measured = await measureLink(x, input.a, y, input.b, input.method);
    const values = {
      userId: user.id,
      sourceA: input.a.source,
      entityA: input.a.entity,
      columnA: input.a.column,
      sourceB: input.b.source,
      entityB: input.b.entity,
      columnB: input.b.column,
      method: input.method,
      origin: 'person' as const,
      ...measured,
      updatedAt: new Date(),
    };
    const [row] = await this.deps.db
      .insert(schema.systemLinks)
      .values(values)
      .onConflictDoUpdate({
        target: [
          schema.systemLinks.userId,
          schema.systemLinks.sourceA,
          schema.systemLinks.entityA,
          schema.systemLinks.columnA,
          schema.systemLinks.sourceB,
          schema.systemLinks.entityB,
          schema.systemLinks.columnB,
        ],
        set: { method: values.method, origin: 'person', ...measured, updatedAt: values.updatedAt },
      })
      .returning();
    return toLink(row, new Map([x, y].map((s) => [sourceKeyOf(s), s])));
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    const deleted = await this.deps.db
      .delete(schema.systemLinks)
      .where(and(eq(schema.systemLinks.id, id), eq(schema.systemLinks.userId, user.id)))
      .returning({ id: schema.systemLinks.id });
    if (!deleted.length) throw notFound('Link');
  }

  private requirePlan(user: CurrentUser): void {
    if (!mayCombine(user)) throw new AppError('payment_required', CROSS_SYSTEM_MESSAGE);
  }

  private rows(user: CurrentUser): Promise<LinkRow[]> {
    return this.deps.db
      .select()
      .from(schema.systemLinks)
      .where(eq(schema.systemLinks.userId, user.id))
      .orderBy(schema.systemLinks.id)
      .limit(500);
  }

  /** The user's systems and spreadsheets; another user's source is as missing as one that does not exist. */
  private async sources(user: CurrentUser): Promise<EngineSystem[]> {
    const systems = await this.deps.systems.engineSystems(user);
    const documents = this.deps.documents ? await this.deps.documents.engineSystems(user, { all: true }) : [];
    return [...systems, ...documents];
  }

  private async pair(user: CurrentUser, keys: [string, string]): Promise<[EngineSystem, EngineSystem]> {
    const sources = new Map((await this.sources(user)).map((s) => [sourceKeyOf(s), s]));
    const [x, y] = keys.map((k) => sources.get(k));
    if (!x || !y) throw notFound('System');
    return [x, y];
  }
}

function pairIs(x: string, y: string) {
  return or(
    and(eq(schema.systemLinks.sourceA, x), eq(schema.systemLinks.sourceB, y)),
    and(eq(schema.systemLinks.sourceA, y), eq(schema.systemLinks.sourceB, x)),
  )!;
}

function checkColumn(system: EngineSystem, side: { entity: string; column: string }, which: 'a' | 'b'): void {
  const entity = system.schema.entities.find((e) => e.name === side.entity);
  if (!entity) throw new AppError('validation_failed', `${which}.entity: ${system.name} has no table ${side.entity}`);
  if (!entity.fields.some((f) => f.name === side.column))
    throw new AppError(
      'validation_failed',
      `${which}.column: ${entity.label ?? entity.table} in ${system.name} has no column ${side.column}`,
    );
}

function linkRef(r: LinkRow): LinkRef {
  return {
    id: r.id,
    method: r.method,
    a: { source: r.sourceA, entity: r.entityA, column: r.columnA },
    b: { source: r.sourceB, entity: r.entityB, column: r.columnB },
  };
}

function toLink(r: LinkRow, sources: Map<string, EngineSystem>): SystemLink {
  const side = (source: string, entity: string, column: string) => {
    const system = sources.get(source)!;
    const e = system.schema.entities.find((x) => x.name === entity);
    return { source, entity, column, sourceName: system.name, table: e?.label ?? e?.table ?? entity };
  };
  return {
    id: r.id,
    a: side(r.sourceA, r.entityA, r.columnA),
    b: side(r.sourceB, r.entityB, r.columnB),
    method: r.method,
    origin: r.origin,
    matched: r.matched,
    distinctA: r.distinctA,
    distinctB: r.distinctB,
    updatedAt: r.updatedAt.toISOString(),
  };
}
