import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DASHBOARD_LIMIT_MESSAGE,
  PLANS,
  PeriodSpec,
  SHARED_EDIT_MESSAGE,
  structuredQuerySchema,
  titleFromQuestion,
  type CreateDashboardRequest,
  type Dashboard,
  type DashboardList,
  type DashboardSummary,
  type PinTileRequest,
  type ReorderTilesRequest,
  type Tier,
  type Tile,
  type TileForm,
  type TileResult,
  type UpdateDashboardRequest,
  type UpdateTileRequest,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ownedRow, visibleSystems, workspaceMemberIds } from '../access';
import { displayUsername, type CurrentUser } from '../auth/session-user';
import { toConversation, toMessage } from '../chat/service';
import type { RealtimeHub } from '../realtime/hub';
import { dateRangeOf } from './dated';
import { followUpAnswer } from './follow-up';
import { relativePeriodOf } from './period';
import { reachTiles, runTiles, type RunContext, type TileRow } from './run';

type BoardRow = typeof schema.dashboards.$inferSelect;

/** What a dashboard needs of the app: running tiles, and the socket for a follow-up conversation's events. */
export interface DashboardsContext extends RunContext {
  realtime?: Pick<RealtimeHub, 'publish'>;
}

/** Tiles a board holds at most: each one runs every time the board opens. */
export const MAX_TILES = 100;

/** The time zone relative periods are read in when the viewer gives none; SOE Local reads questions' dates in UTC. */
const DEFAULT_TIME_ZONE = 'UTC';

/** A board as one viewer reaches it. */
interface Reached {
  row: BoardRow;
  ownerName: string;
  isOwner: boolean;
  canEdit: boolean;
}

/** What a viewer needs of a board: to see it, to change its tiles, layout and period, or to own it. */
type Need = 'view' | 'edit' | 'own';

/**
 * Dashboards (issue 35): boards of pinned answers, each tile a structured query run live for whoever looks.
 *
 * Who may do what: the owner does everything. A board shared with the workspace is seen by its members (read:
 * view and results; a follow-up conversation is the member's own); an 'edit' share also lets them pin to it, change
 * its tiles, layout and period, while renaming, sharing and deleting stay the owner's. An 'edit' share needs the
 * owner's plan to allow it: after a downgrade it reads as a read share. Anyone else's board answers 404 exactly as a
 * missing id.
 */
export class DashboardsService {
  private readonly db: Db;

  constructor(private readonly ctx: DashboardsContext) {
    this.db = ctx.database.db;
  }

  async list(user: CurrentUser): Promise<DashboardList> {
    const rows = await this.boards(user, undefined);
    const summaries = rows.map((r) => this.summaryOf(user, r));
    return { own: summaries.filter((s) => s.isOwner), workspace: summaries.filter((s) => !s.isOwner) };
  }

  async create(user: CurrentUser, input: z.infer<typeof CreateDashboardRequest>): Promise<Dashboard> {
    const row = await this.db.transaction(async (tx) => this.insertBoard(tx, user, input.name));
    return this.get(user, row.id);
  }

  async get(user: CurrentUser, id: number): Promise<Dashboard> {
    const board = await this.reach(user, id, 'view');
    const tiles = await this.tilesOf(id);
    return {
      ...summary(board, tiles.length),
      period: board.row.period ?? null,
      tiles: await this.shownTo(user, tiles),
    };
  }

  /**
   * Tiles as this viewer may see them: a tile on a system the viewer cannot read keeps its title and question (the
   * board's owner shared those) but not its query, whose filters may name the system's data.
   */
  private async shownTo(user: CurrentUser, rows: TileRow[]): Promise<Tile[]> {
    const ids = [...new Set(rows.map((r) => r.systemId))];
    const s = schema.systems;
    const readable = ids.length
      ? new Set(
          (
            await this.db
              .select({ id: s.id })
              .from(s)
              .where(and(inArray(s.id, ids), visibleSystems(user)))
          ).map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((r) => ({ ...toTile(r), query: readable.has(r.systemId) ? r.query : null }));
  }

  async update(user: CurrentUser, id: number, input: z.infer<typeof UpdateDashboardRequest>): Promise<Dashboard> {
    const renames = input.name !== undefined || input.share !== undefined;
    const board = await this.reach(user, id, renames ? 'own' : 'edit');
    if (input.share === 'edit' && !PLANS[user.subscriptionTier].sharedEditDashboards)
      throw new AppError('payment_required', SHARED_EDIT_MESSAGE);
    await this.db
      .update(schema.dashboards)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.share !== undefined ? { share: input.share } : {}),
        ...(input.period !== undefined ? { period: input.period } : {}),
        updatedAt: new Date(),
      })
      .where(eq(schema.dashboards.id, board.row.id));
    return this.get(user, id);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    const board = await this.reach(user, id, 'own');
    await this.db.delete(schema.dashboards).where(eq(schema.dashboards.id, board.row.id));
  }

  /** Pins an answer's query to a board the user may edit. */
  async pin(user: CurrentUser, dashboardId: number, input: PinTileRequest): Promise<Tile> {
    await this.reach(user, dashboardId, 'edit');
    const values = await this.pinned(user, input);
    return this.db.transaction(async (tx) => this.insertTile(tx, dashboardId, values));
  }

  /** Pins an answer's query to a board, or to a new one it creates (within the plan's dashboard limit). */
  async pinTo(
    user: CurrentUser,
    target: { dashboardId?: number; newDashboardName?: string },
    input: PinTileRequest,
  ): Promise<Tile> {
    if (target.dashboardId !== undefined) return this.pin(user, target.dashboardId, input);
    const values = await this.pinned(user, input);
    return this.db.transaction(async (tx) => {
      const board = await this.insertBoard(tx, user, target.newDashboardName!);
      return this.insertTile(tx, board.id, values);
    });
  }

  async updateTile(
    user: CurrentUser,
    id: number,
    tileId: number,
    input: z.infer<typeof UpdateTileRequest>,
  ): Promise<Tile> {
    await this.reach(user, id, 'edit');
    const t = schema.dashboardTiles;
    const [row] = await this.db
      .update(t)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(t.id, tileId), eq(t.dashboardId, id)))
      .returning();
    if (!row) throw notFound('Tile');
    await this.touch(id);
    return (await this.shownTo(user, [row]))[0];
  }

  /** Puts the board's tiles in the order given: every tile of the board once, nothing else. */
  async reorder(user: CurrentUser, id: number, input: z.infer<typeof ReorderTilesRequest>): Promise<Dashboard> {
    await this.reach(user, id, 'edit');
    const t = schema.dashboardTiles;
    await this.db.transaction(async (tx) => {
      const held = await tx.select({ id: t.id }).from(t).where(eq(t.dashboardId, id)).for('update');
      const ids = new Set(held.map((r) => r.id));
      const given = new Set(input.tileIds);
      if (given.size !== input.tileIds.length || given.size !== ids.size || input.tileIds.some((x) => !ids.has(x)))
        throw new AppError('bad_request', 'List every tile of the dashboard once, in the new order.');
      for (const [position, tileId] of input.tileIds.entries())
        await tx.update(t).set({ position }).where(eq(t.id, tileId));
    });
    await this.touch(id);
    return this.get(user, id);
  }

  async removeTile(user: CurrentUser, id: number, tileId: number): Promise<void> {
    await this.reach(user, id, 'edit');
    const t = schema.dashboardTiles;
    const [row] = await this.db
      .delete(t)
      .where(and(eq(t.id, tileId), eq(t.dashboardId, id)))
      .returning({ id: t.id });
    if (!row) throw notFound('Tile');
    await this.touch(id);
  }

  /** Every tile run now for this viewer, with the board's period or the view's own. */
  async results(
    user: CurrentUser,
    id: number,
    view: { tz?: string; period?: string },
    signal?: AbortSignal,
  ): Promise<TileResult[]> {
    const board = await this.reach(user, id, 'view');
    return runTiles(this.ctx, user, await this.tilesOf(id), this.runOptions(board, view, signal));
  }

  async tileResult(
    user: CurrentUser,
    id: number,
    tileId: number,
    view: { tz?: string; period?: string },
    signal?: AbortSignal,
  ): Promise<TileResult> {
    const board = await this.reach(user, id, 'view');
    const tile = await this.tileOf(id, tileId);
    const [result] = await runTiles(this.ctx, user, [tile], this.runOptions(board, view, signal));
    return result!;
  }

  /**
   * A new conversation of the viewer's own for a follow-up on a tile: the tile's question, answered by running its
   * query now (as the board shows it), with SOE Local's reading of it stored so the next question reads as an edit
   * of it. A tile the viewer cannot read opens nothing.
   */
  async followUp(user: CurrentUser, id: number, tileId: number, view: { tz?: string }): Promise<number> {
    const board = await this.reach(user, id, 'view');
    const tile = await this.tileOf(id, tileId);
    const [reached] = await reachTiles(this.ctx, user, [tile]);
    if ('refused' in reached!)
      throw new AppError(
        reached.refused.status === 'no_access' ? 'forbidden' : 'bad_request',
        reached.refused.message!,
      );
    const answer = await followUpAnswer(this.ctx, tile, reached.system, this.runOptions(board, view));
    const { conversation, messages } = await this.db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(schema.conversations)
        .values({ userId: user.id, title: titleFromQuestion(tile.question) })
        .returning();
      const [question] = await tx
        .insert(schema.messages)
        .values({ conversationId: conversation!.id, userId: user.id, role: 'user', content: tile.question })
        .returning();
      const [reply] = await tx
        .insert(schema.messages)
        .values({
          conversationId: conversation!.id,
          userId: user.id,
          role: 'assistant',
          replyTo: question!.id,
          ...answer,
        })
        .returning();
      return { conversation: conversation!, messages: [question!, reply!] };
    });
    this.emitConversation(user.id, conversation, messages);
    return conversation.id;
  }

  // ——— access ———

  /** The board, when the user may do what they need with it: 404 when they cannot see it, 403 when they may not. */
  private async reach(user: CurrentUser, id: number, need: Need): Promise<Reached> {
    const [found] = await this.boards(user, eq(schema.dashboards.id, id));
    if (!found) throw notFound('Dashboard');
    const board = this.reachedOf(user, found);
    if (need === 'own' && !board.isOwner)
      throw new AppError('forbidden', `Only the owner of ${board.row.name} can rename, share or delete it.`);
    if (need === 'edit' && !board.canEdit)
      throw new AppError('forbidden', `${board.row.name} is shared with you read-only.`);
    return board;
  }

  /** The boards the user sees: their own, and those members of their workspace shared with it. */
  private async boards(user: CurrentUser, where: SQL | undefined) {
    const d = schema.dashboards;
    const u = schema.user;
    const visible = user.tenantId
      ? or(eq(d.userId, user.id), and(ne(d.share, 'none'), sql`${d.userId} in ${workspaceMemberIds(user)}`))
      : eq(d.userId, user.id);
    return this.db
      .select({
        row: d,
        owner: { username: u.username, displayUsername: u.displayUsername, email: u.email, tier: u.subscriptionTier },
        tileCount: sql<number>`(select count(*)::int from ${schema.dashboardTiles} where ${schema.dashboardTiles.dashboardId} = ${d.id})`,
      })
      .from(d)
      .innerJoin(u, eq(u.id, d.userId))
      .where(and(visible, where))
      .orderBy(asc(d.id));
  }

  private reachedOf(user: CurrentUser, found: Awaited<ReturnType<DashboardsService['boards']>>[number]): Reached {
    const isOwner = found.row.userId === user.id;
    // An 'edit' share lasts as long as the owner's plan allows it; after a downgrade members only read.
    const editShare = found.row.share === 'edit' && PLANS[found.owner.tier as Tier].sharedEditDashboards;
    return { row: found.row, ownerName: displayUsername(found.owner), isOwner, canEdit: isOwner || editShare };
  }

  private summaryOf(user: CurrentUser, found: Awaited<ReturnType<DashboardsService['boards']>>[number]) {
    return summary(this.reachedOf(user, found), found.tileCount);
  }

  // ——— writes ———

  /** A new board of the user's, within their plan's dashboard limit (checked under a lock on the user). */
  private async insertBoard(tx: Pick<Db, 'execute' | 'select' | 'insert'>, user: CurrentUser, name: string) {
    const max = PLANS[user.subscriptionTier].maxDashboards;
    if (max >= 0) {
      await tx.execute(sql`select id from ${schema.user} where id = ${user.id} for update`);
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.dashboards)
        .where(eq(schema.dashboards.userId, user.id));
      if ((counted?.n ?? 0) >= max) throw new AppError('payment_required', DASHBOARD_LIMIT_MESSAGE);
    }
    const [row] = await tx.insert(schema.dashboards).values({ userId: user.id, name }).returning();
    return row!;
  }

  /** The tile an answer makes: its query and system, the question it answered, its reading and relative period. */
  private async pinned(user: CurrentUser, input: PinTileRequest): Promise<Omit<TileInsert, 'dashboardId'>> {
    const m = schema.messages;
    const [message] = await this.db
      .select()
      .from(m)
      .where(ownedRow(m, input.messageId, user))
      .limit(1);
    if (!message) throw notFound('Message');
    const ran = message.status === 'complete' ? message.queries?.[input.queryIndex ?? 0] : undefined;
    const query = structuredQuerySchema.safeParse(ran?.structured);
    if (!ran || typeof ran.systemId !== 'number' || !query.success)
      throw new AppError('bad_request', 'This answer has no query to pin.');
    const [asked] = message.replyTo
      ? await this.db
          .select({ content: m.content })
          .from(m)
          .where(ownedRow(m, message.replyTo, user))
      : [];
    const question = asked?.content ?? ran.systemName;
    const [system] = await this.ctx.systems.engineSystems(user, [ran.systemId]);
    if (!system)
      throw new AppError('bad_request', `${ran.systemName} is no longer connected, so this answer cannot be pinned.`);
    // The dates the answer read, as the period they were on the day it was asked ("this month" stays this month),
    // when the question said them so: "in 2025" asked in 2026 stays 2025, not "last year". SOE Local and the models
    // read a question's dates in UTC.
    const dates = dateRangeOf(query.data, await this.ctx.engine.catalogOf(system));
    const period =
      dates?.from && dates.to && speaksRelatively(question)
        ? relativePeriodOf(dates.from, dates.to, message.createdAt, DEFAULT_TIME_ZONE)
        : null;
    const reading = message.query as { version?: number; systemId?: unknown } | null;
    return {
      title: input.title ?? titleFromQuestion(question),
      question,
      systemId: ran.systemId,
      systemName: system.name,
      form: input.form,
      query: query.data,
      period,
      reading: reading?.version === 1 && reading.systemId === ran.systemId ? reading : null,
      ...sizeFor(input.form),
    };
  }

  private async insertTile(
    tx: Pick<Db, 'select' | 'insert' | 'update'>,
    dashboardId: number,
    values: Omit<TileInsert, 'dashboardId'>,
  ) {
    const t = schema.dashboardTiles;
    // The board's row is locked so two pins at once take two positions and the tile limit holds.
    const [locked] = await tx
      .select({ id: schema.dashboards.id })
      .from(schema.dashboards)
      .where(eq(schema.dashboards.id, dashboardId))
      .for('update');
    // Deleted by its owner since it was checked.
    if (!locked) throw notFound('Dashboard');
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${t.position}), -1)::int` })
      .from(t)
      .where(eq(t.dashboardId, dashboardId));
    if ((held?.n ?? 0) >= MAX_TILES)
      throw new AppError('bad_request', `A dashboard holds ${MAX_TILES} tiles at most: remove one to pin another.`);
    const [row] = await tx
      .insert(t)
      .values({ ...values, dashboardId, position: (held?.last ?? -1) + 1 })
      .returning();
    await tx.update(schema.dashboards).set({ updatedAt: new Date() }).where(eq(schema.dashboards.id, dashboardId));
    return toTile(row!);
  }

  private async touch(id: number) {
    await this.db.update(schema.dashboards).set({ updatedAt: new Date() }).where(eq(schema.dashboards.id, id));
  }

  // ——— reads ———

  private tilesOf(dashboardId: number): Promise<TileRow[]> {
    const t = schema.dashboardTiles;
    return this.db.select().from(t).where(eq(t.dashboardId, dashboardId)).orderBy(asc(t.position), asc(t.id));
  }

  private async tileOf(dashboardId: number, tileId: number): Promise<TileRow> {
    const t = schema.dashboardTiles;
    const [row] = await this.db
      .select()
      .from(t)
      .where(and(eq(t.id, tileId), eq(t.dashboardId, dashboardId)));
    if (!row) throw notFound('Tile');
    return row;
  }

  /** The view's period (JSON of a PeriodSpec) over the board's, and the viewer's time zone. */
  private runOptions(board: Reached, view: { tz?: string; period?: string }, signal?: AbortSignal) {
    return {
      period: view.period ? parsePeriod(view.period) : (board.row.period ?? null),
      timeZone: view.tz ?? DEFAULT_TIME_ZONE,
      signal,
    };
  }

  /** Fire and forget, as the chat's own events: the client also refetches. */
  private emitConversation(
    userId: number,
    conversation: typeof schema.conversations.$inferSelect,
    messages: Array<typeof schema.messages.$inferSelect>,
  ) {
    const realtime = this.ctx.realtime;
    if (!realtime) return;
    const send = (event: Parameters<typeof realtime.publish>[1]) => {
      try {
        realtime.publish(userId, event).catch(() => {});
      } catch {}
    };
    send({ type: 'conversation_updated', payload: { conversation: toConversation(conversation), action: 'created' } });
    for (const message of messages)
      send({ type: 'message_updated', payload: { conversationId: conversation.id, message: toMessage(message) } });
  }
}

type TileInsert = typeof schema.dashboardTiles.$inferInsert;

function parsePeriod(text: string): PeriodSpec {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The period is not valid JSON.');
  }
  const parsed = PeriodSpec.safeParse(json);
  if (!parsed.success)
    throw new AppError('bad_request', `The period is not valid: ${parsed.error.issues[0]?.message ?? 'unknown form'}.`);
  return parsed.data;
}

/** A question that places its dates relative to when it is asked ('this month', 'the last 30 days'), naming no year. */
function speaksRelatively(question: string): boolean {
  const text = question.toLowerCase();
  return /\b(this|current|last|past|previous|prior|today)\b/.test(text) && !/\b\d{4}\b/.test(text);
}

/** A new tile's size by its form: a figure takes one cell, a table or a chart two by two. */
function sizeFor(form: TileForm): { width: number; height: number } {
  return form === 'figure' ? { width: 1, height: 1 } : { width: 2, height: 2 };
}

function summary(board: Reached, tileCount: number): DashboardSummary {
  return {
    id: board.row.id,
    name: board.row.name,
    share: board.row.share,
    ownerName: board.ownerName,
    isOwner: board.isOwner,
    canEdit: board.canEdit,
    tileCount,
    updatedAt: board.row.updatedAt.toISOString(),
  };
}

function toTile(row: TileRow): Tile {
  return {
    id: row.id,
    dashboardId: row.dashboardId,
    title: row.title,
    question: row.question,
    systemId: row.systemId,
    systemName: row.systemName,
    form: row.form,
    query: row.query,
    period: row.period ?? null,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}
