import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PLANS, SCHEDULES_MESSAGE, WEBHOOKS_MESSAGE, type PeriodSpec, type TileResult } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { DeliveryPayload, DeliveryTargets } from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';
import { toCurrentUser, type CurrentUser, type UserRow } from '../auth/session-user';
import type { NetworkPolicy } from '../connectors/net';
import type { NotificationsService } from '../notifications/service';
import { boardAccess } from './board-access';
import { EMAIL_NOT_SET_UP, type Mailer } from './channels/email';
import { PermanentDeliveryError, sendWebhook } from './channels/webhook';
import {
  alertTitle,
  cellText,
  figureName,
  figureOf,
  holds,
  opWords,
  periodText,
  sectionOf,
  thresholdText,
} from './payload';

/*
 * One run of a schedule or an alert for one due time (ADR 047). Whatever the number of instances, attempts and
 * crashes, a run notifies once: its `deliveries` row is unique per (kind, source, due time); the attempt that holds
 * the row's lease is the only one that acts, and it renews the lease before each channel; the in-app notification is
 * written in the same transaction that marks that channel done (and unique per delivery besides). The figures are
 * read once, by the first attempt, and kept with the row, so a retry sends the same message. A webhook or an email
 * sent just before a crash, with its "sent" mark not yet written, is sent again by the next attempt with the same
 * idempotency key or Message-ID: those channels are at least once.
 */

export interface DeliveryJob {
  kind: 'schedule' | 'alert';
  sourceId: number;
  /** ISO instant the run was due. */
  dueAt: string;
}

type DeliveryRow = typeof schema.deliveries.$inferSelect;
type ScheduleRow = typeof schema.schedules.$inferSelect;
type AlertRow = typeof schema.alerts.$inferSelect;

type TileRow = typeof schema.dashboardTiles.$inferSelect;

/**
 * The dashboards module's runner (dashboards/run.ts, given by app.ts): tiles run as `viewer`, with their access now;
 * `period` is the board's, applied to every tile with a date column (null: each tile's own).
 */
export type RunTiles = (
  viewer: CurrentUser,
  tiles: TileRow[],
  options: { period: PeriodSpec | null; timeZone: string; now: Date },
) => Promise<TileResult[]>;

export interface DeliveryDeps {
  db: Db;
  notifications: NotificationsService;
  policy: Pick<NetworkPolicy, 'contextFor'>;
  mailer: Mailer | null;
  secrets: SecretBox;
  runTiles: RunTiles;
  /** The address users reach SOE at, for links back. */
  baseUrl: string;
  /** How long an attempt holds a run before another may take over (the job's expiry). */
  leaseSeconds: number;
  log: FastifyBaseLogger;
}

/** Another attempt holds this run and may still be alive: this one is retried later. */
export class DeliveryBusy extends Error {
  override name = 'DeliveryBusy';
}

/** A channel failed in a way a later attempt may fix: already recorded; the job is retried with backoff. */
export class DeliveryRetry extends Error {
  override name = 'DeliveryRetry';
}

export type Outcome = 'delivered' | 'failed' | 'skipped' | 'gone' | 'finished-before';

const FREQUENCY_WORDS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;
/** Sum and count read 0 over no rows; other aggregations have no value then. */
const ZERO_WHEN_EMPTY = new Set(['sum', 'count', 'count_distinct']);

interface Loaded {
  userId: number;
  owner: UserRow;
  targets: DeliveryTargets;
  /** Why the run is skipped, when it is (the owner's plan, account or access changed). */
  skip?: string;
  /** Reads the figures (outside any transaction: queries on connected systems take their time). */
  read: (now: Date) => Promise<Reading>;
}

type Reading =
  | { payload: DeliveryPayload }
  | { alert: { value: number; held: boolean; build: (fire: boolean) => DeliveryPayload } }
  | { fail: string };

export class DeliveryRunner {
  constructor(private readonly deps: DeliveryDeps) {}

  /**
   * Runs (or resumes) the delivery. Throws DeliveryBusy when another live attempt holds it, and an Error when a
   * channel failed in a way a later attempt may fix (unless `final`: then the failure is recorded and kept).
   */
  async run(job: DeliveryJob, { final = false, now = new Date() } = {}): Promise<Outcome> {
    const source = job.kind === 'schedule' ? await this.loadSchedule(job.sourceId) : await this.loadAlert(job.sourceId);
    if (!source) return 'gone';
    const dueAt = new Date(job.dueAt);
    const claimed = await this.claim(job, dueAt, source.userId);
    if (!claimed) {
      const [row] = await this.deps.db
        .select({ status: schema.deliveries.status })
        .from(schema.deliveries)
        .where(this.key(job, dueAt));
      if (row && row.status !== 'running') return 'finished-before';
      throw new DeliveryBusy('Another attempt is running this delivery.');
    }
    try {
      if (source.skip) return await this.finish(job, claimed, 'skipped', source.skip);
      const delivery = await this.withPayload(job, claimed, source, now);
      if (!delivery.payload) return await this.finish(job, delivery, 'failed', delivery.readError ?? 'Not read.');
      if (!delivery.payload.send) return await this.finish(job, delivery, 'skipped', null);
      await this.inApp(job, delivery, source);
      const transient = [
        await this.external(delivery, 'webhook', source.targets.webhookSealed !== null, () =>
          this.webhook(source, delivery),
        ),
        await this.external(delivery, 'email', source.targets.email, () => this.email(source, delivery)),
      ].filter((e): e is string => e !== null);
      if (transient.length && !final) {
        await this.retryLater(job, delivery, transient.join(' '));
        throw new DeliveryRetry(transient.join(' '));
      }
      const channels = await this.channelsOf(delivery.id);
      const problems = Object.entries(channels)
        .filter(([, state]) => state !== 'sent')
        .map(([channel, state]) => `${channel === 'email' ? 'Email' : 'Webhook'}: ${state.replace(/^\w+: /, '')}`);
      return await this.finish(job, delivery, problems.length ? 'failed' : 'delivered', problems.join(' ') || null);
    } catch (error) {
      if (error instanceof DeliveryBusy || error instanceof DeliveryRetry) throw error;
      // Not a channel's failure (the database, a bug): let another attempt take over at once, or end here.
      const message = error instanceof Error ? error.message : String(error);
      if (final) return this.finish(job, claimed, 'failed', message);
      await this.retryLater(job, claimed, message).catch(() => {});
      throw error;
    }
  }

  private key(job: DeliveryJob, dueAt: Date) {
    return and(
      eq(schema.deliveries.kind, job.kind),
      eq(schema.deliveries.sourceId, job.sourceId),
      eq(schema.deliveries.dueAt, dueAt),
    );
  }

  private lease() {
    return sql`now() + make_interval(secs => ${this.deps.leaseSeconds})`;
  }

  /** The run's row, held by this attempt: new, or one whose previous attempt let go or ran out of lease. */
  private async claim(job: DeliveryJob, dueAt: Date, userId: number): Promise<DeliveryRow | undefined> {
    const [row] = await this.deps.db
      .insert(schema.deliveries)
      .values({
        kind: job.kind,
        sourceId: job.sourceId,
        userId,
        dueAt,
        status: 'running',
        attempts: 1,
        leaseUntil: this.lease(),
      })
      .onConflictDoUpdate({
        target: [schema.deliveries.kind, schema.deliveries.sourceId, schema.deliveries.dueAt],
        set: { attempts: sql`${schema.deliveries.attempts} + 1`, leaseUntil: this.lease(), updatedAt: sql`now()` },
        setWhere: sql`${schema.deliveries.status} = 'running' and ${schema.deliveries.leaseUntil} < now()`,
      })
      .returning();
    return row;
  }

  /** Renews this attempt's lease before it acts; a lost lease (it ran past it, another took over) stops it. */
  private async hold(delivery: DeliveryRow): Promise<void> {
    const held = await this.deps.db
      .update(schema.deliveries)
      .set({ leaseUntil: this.lease(), updatedAt: sql`now()` })
      .where(this.mine(delivery))
      .returning({ id: schema.deliveries.id });
    if (!held.length) throw new DeliveryBusy('This attempt lost its hold on the delivery.');
  }

  private mine(delivery: DeliveryRow) {
    return and(
      eq(schema.deliveries.id, delivery.id),
      eq(schema.deliveries.attempts, delivery.attempts),
      eq(schema.deliveries.status, 'running'),
    );
  }

  /** The figures: those a previous attempt read, or read now and kept (an alert's state moves with them). */
  private async withPayload(
    job: DeliveryJob,
    delivery: DeliveryRow,
    source: Loaded,
    now: Date,
  ): Promise<DeliveryRow & { readError?: string }> {
    if (delivery.payload) return delivery;
    const reading = await source.read(now);
    if ('fail' in reading) return { ...delivery, readError: reading.fail };
    return this.deps.db.transaction(async (tx) => {
      let payload: DeliveryPayload;
      if ('alert' in reading) {
        // The alert's state is read under its lock: two due times of one alert never both fire on one change.
        const [alert] = await tx
          .select({ triggered: schema.alerts.triggered })
          .from(schema.alerts)
          .where(eq(schema.alerts.id, job.sourceId))
          .for('update');
        const fire = reading.alert.held && !alert?.triggered;
        payload = reading.alert.build(fire);
        await tx
          .update(schema.alerts)
          .set({ lastValue: reading.alert.value, triggered: reading.alert.held, updatedAt: now })
          .where(eq(schema.alerts.id, job.sourceId));
      } else payload = reading.payload;
      const [row] = await tx
        .update(schema.deliveries)
        .set({ payload, updatedAt: sql`now()` })
        .where(and(this.mine(delivery), sql`${schema.deliveries.payload} is null`))
        .returning();
      if (!row) throw new DeliveryBusy('This attempt lost its hold on the delivery.');
      return row;
    });
  }

  /** The notification and the in-app mark, in one transaction: one notification per run, however many attempts. */
  private async inApp(job: DeliveryJob, delivery: DeliveryRow, source: Loaded): Promise<void> {
    const payload = delivery.payload!;
    const item = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(schema.deliveries)
        .where(eq(schema.deliveries.id, delivery.id))
        .for('update');
      if (!row || row.attempts !== delivery.attempts || row.status !== 'running')
        throw new DeliveryBusy('This attempt lost its hold on the delivery.');
      if (row.channels.inApp === 'sent') return null;
      const inserted = await this.deps.notifications.insert(tx, {
        userId: source.userId,
        kind: job.kind,
        title: payload.title,
        body: payload.summary,
        link: payload.path,
        deliveryId: delivery.id,
      });
      await tx
        .update(schema.deliveries)
        .set({ channels: sql`${schema.deliveries.channels} || ${JSON.stringify({ inApp: 'sent' })}::jsonb` })
        .where(eq(schema.deliveries.id, delivery.id));
      return inserted;
    });
    // The list holds it now; the bell's push is best effort (an open tab that misses it reads the list on reconnect).
    if (item)
      await this.deps.notifications
        .publish(source.userId, item)
        .catch((error: Error) => this.deps.log.warn({ err: error.message }, 'notification event not published'));
  }

  /**
   * One external channel, unless already sent or refused for good. Returns the failure a later attempt may fix,
   * or null.
   */
  private async external(
    delivery: DeliveryRow,
    channel: 'webhook' | 'email',
    wanted: boolean,
    send: () => Promise<void>,
  ): Promise<string | null> {
    if (!wanted) return null;
    const state = (await this.channelsOf(delivery.id))[channel];
    if (state === 'sent' || state?.startsWith('refused')) return null;
    await this.hold(delivery);
    try {
      await send();
      await this.mark(delivery.id, channel, 'sent');
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentDeliveryError) {
        await this.mark(delivery.id, channel, `refused: ${message}`);
        return null;
      }
      await this.mark(delivery.id, channel, `failed: ${message}`);
      return message;
    }
  }

  private async webhook(source: Loaded, delivery: DeliveryRow): Promise<void> {
    if (!PLANS[source.owner.subscriptionTier as keyof typeof PLANS]?.webhooks)
      throw new PermanentDeliveryError(WEBHOOKS_MESSAGE);
    const url = this.deps.secrets.open(source.targets.webhookSealed!);
    await sendWebhook(this.deps.policy, url, delivery.payload!, `soe-delivery-${delivery.id}`);
  }

  private async email(source: Loaded, delivery: DeliveryRow): Promise<void> {
    if (!this.deps.mailer) throw new PermanentDeliveryError(EMAIL_NOT_SET_UP);
    await this.deps.mailer.send(source.owner.email, delivery.payload!, `soe-delivery-${delivery.id}`);
  }

  private async channelsOf(id: number): Promise<Record<string, string>> {
    const [row] = await this.deps.db
      .select({ channels: schema.deliveries.channels })
      .from(schema.deliveries)
      .where(eq(schema.deliveries.id, id));
    return row?.channels ?? {};
  }

  private async mark(id: number, channel: string, state: string): Promise<void> {
    await this.deps.db
      .update(schema.deliveries)
      .set({
        channels: sql`${schema.deliveries.channels} || ${JSON.stringify({ [channel]: state.slice(0, 500) })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(schema.deliveries.id, id));
  }

  /** A failed attempt: counted on the source, and the run let go so the retry need not wait for the lease. */
  private async retryLater(job: DeliveryJob, delivery: DeliveryRow, error: string): Promise<void> {
    await this.deps.db
      .update(schema.deliveries)
      .set({ leaseUntil: sql`now()`, error: error.slice(0, 1000), updatedAt: sql`now()` })
      .where(this.mine(delivery));
    await this.updateSource(job, { lastStatus: 'failed', lastError: error.slice(0, 1000), failed: true });
  }

  private async finish(
    job: DeliveryJob,
    delivery: DeliveryRow,
    status: 'delivered' | 'failed' | 'skipped',
    error: string | null,
  ): Promise<Outcome> {
    await this.deps.db
      .update(schema.deliveries)
      .set({ status, error: error?.slice(0, 1000) ?? null, leaseUntil: null, updatedAt: sql`now()` })
      .where(this.mine(delivery));
    const failed = status === 'failed' || (status === 'skipped' && error !== null);
    await this.updateSource(job, {
      lastStatus: failed ? 'failed' : 'ok',
      lastError: error?.slice(0, 1000) ?? null,
      failed,
      ran: true,
    });
    return status;
  }

  private async updateSource(
    job: DeliveryJob,
    change: { lastStatus: 'ok' | 'failed'; lastError: string | null; failed: boolean; ran?: boolean },
  ): Promise<void> {
    const values = {
      lastStatus: change.lastStatus,
      lastError: change.lastError,
      ...(change.ran ? { lastRunAt: new Date() } : {}),
      updatedAt: new Date(),
    };
    if (job.kind === 'schedule')
      await this.deps.db
        .update(schema.schedules)
        .set({ ...values, failures: change.failed ? sql`${schema.schedules.failures} + 1` : 0 })
        .where(eq(schema.schedules.id, job.sourceId));
    else
      await this.deps.db
        .update(schema.alerts)
        .set({ ...values, failures: change.failed ? sql`${schema.alerts.failures} + 1` : 0 })
        .where(eq(schema.alerts.id, job.sourceId));
  }

  private link(path: string) {
    return `${this.deps.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private async ownerOf(userId: number): Promise<UserRow | undefined> {
    const [owner] = await this.deps.db.select().from(schema.user).where(eq(schema.user.id, userId));
    return owner;
  }

  /** Why the owner's run is skipped now, if it is. */
  private ownerSkip(owner: UserRow): string | undefined {
    if (!owner.isActive) return 'The account is disabled.';
    if (!PLANS[owner.subscriptionTier as keyof typeof PLANS]?.schedules) return SCHEDULES_MESSAGE;
    return undefined;
  }

  private async loadSchedule(id: number): Promise<Loaded | null> {
    const [row] = await this.deps.db
      .select({
        schedule: schema.schedules,
        board: schema.dashboards,
        boardOwner: { tenantId: schema.user.tenantId, tier: schema.user.subscriptionTier },
      })
      .from(schema.schedules)
      .innerJoin(schema.dashboards, eq(schema.dashboards.id, schema.schedules.dashboardId))
      .innerJoin(schema.user, eq(schema.user.id, schema.dashboards.userId))
      .where(eq(schema.schedules.id, id));
    if (!row) return null;
    const owner = await this.ownerOf(row.schedule.userId);
    if (!owner) return null;
    const { schedule, board } = row;
    const access = boardAccess(board, row.boardOwner, owner);
    const skip =
      this.ownerSkip(owner) ??
      (access === 'owner' || access === 'edit' ? undefined : 'You no longer have access to this dashboard.');
    return {
      userId: schedule.userId,
      owner,
      targets: schedule.targets,
      skip,
      read: async (now) => {
        const tiles = await this.deps.db
          .select()
          .from(schema.dashboardTiles)
          .where(
            and(
              eq(schema.dashboardTiles.dashboardId, board.id),
              schedule.tileId === null ? undefined : inArray(schema.dashboardTiles.id, [schedule.tileId]),
            ),
          )
          .orderBy(asc(schema.dashboardTiles.position), asc(schema.dashboardTiles.id));
        const results = tiles.length
          ? await this.deps.runTiles(toCurrentUser(owner, 0), tiles, {
              period: board.period ?? null,
              timeZone: schedule.timeZone,
              now,
            })
          : [];
        const path = `/app/dashboards/${board.id}`;
        const title = schedule.tileId === null ? board.name : (tiles[0]?.title ?? board.name);
        return {
          payload: {
            send: true,
            title,
            summary: `${FREQUENCY_WORDS[schedule.frequency]} delivery of ${title}, ${dayText(now, schedule.timeZone)}.${
              tiles.length ? '' : ' The dashboard has no tiles.'
            }`,
            sections: tiles.map((tile, i) =>
              sectionOf(tile, results[i] ?? { tileId: tile.id, status: 'failed', message: 'Not run.' }),
            ),
            link: this.link(path),
            path,
          },
        };
      },
    };
  }

  private async loadAlert(id: number): Promise<Loaded | null> {
    const [alert] = await this.deps.db.select().from(schema.alerts).where(eq(schema.alerts.id, id));
    if (!alert) return null;
    const owner = await this.ownerOf(alert.userId);
    if (!owner) return null;
    return {
      userId: alert.userId,
      owner,
      targets: alert.targets,
      skip: this.ownerSkip(owner),
      read: async (now) => {
        const reading = await readAlertFigure(this.deps.runTiles, toCurrentUser(owner, 0), alert, now);
        if ('error' in reading) return { fail: reading.error };
        const path = await this.alertPath(alert);
        const name = figureName(alert.measure, alert.period);
        const valueText = cellText(reading.value, reading.column);
        return {
          alert: {
            value: reading.value,
            held: holds(reading.value, alert.op, alert.threshold),
            build: (fire) => ({
              send: fire,
              title: `Alert: ${alertTitle(alert.measure, alert.period, alert.op, alert.threshold)}`,
              summary: `${name} is ${valueText}, ${opWords(alert.op)} ${thresholdText(alert.threshold)} (${dayText(now, alert.timeZone)}).`,
              sections: [{ title: name, columns: [reading.column.label], rows: [[valueText]] }],
              link: this.link(path),
              path,
            }),
          },
        };
      },
    };
  }

  /** An alert on a tile leads to its dashboard; one set from the chat to the alerts list on the dashboards page. */
  private async alertPath(alert: AlertRow): Promise<string> {
    if (alert.tileId !== null) {
      const [tile] = await this.deps.db
        .select({ dashboardId: schema.dashboardTiles.dashboardId })
        .from(schema.dashboardTiles)
        .where(eq(schema.dashboardTiles.id, alert.tileId));
      if (tile) return `/app/dashboards/${tile.dashboardId}`;
    }
    return '/app/dashboards#alerts';
  }
}

/** An alert's query as a tile of its own, run like any tile: with the owner's access now, over the alert's period. */
export async function readAlertFigure(
  runTiles: RunTiles,
  viewer: CurrentUser,
  alert: Pick<AlertRow, 'id' | 'question' | 'systemId' | 'systemName' | 'query' | 'measure' | 'period' | 'timeZone'>,
  now: Date,
) {
  const tile: TileRow = {
    id: 0,
    dashboardId: 0,
    title: alert.measure,
    question: alert.question,
    systemId: alert.systemId,
    systemName: alert.systemName,
    form: 'figure',
    query: alert.query,
    period: alert.period,
    reading: null,
    position: 0,
    width: 1,
    height: 1,
    createdAt: now,
    updatedAt: now,
  };
  const [result] = await runTiles(viewer, [tile], { period: alert.period ?? null, timeZone: alert.timeZone, now });
  if (!result) return { error: 'The figure could not be read.' };
  if (result.periodNotApplied) return { error: `the answer has no date to read ${periodText(alert.period)} over.` };
  if (result.status === 'no_access') return { error: `You no longer have access to ${alert.systemName}.` };
  if (result.status === 'unavailable') return { error: `${alert.systemName} is no longer connected.` };
  const measure = alert.query.measures?.find((m) => m.name === alert.measure) ?? alert.query.measures?.[0];
  // A measure with neither aggregation nor formula counts rows.
  return figureOf(result, alert.measure, ZERO_WHEN_EMPTY.has(measure?.agg ?? (measure?.formula ? '' : 'count')));
}

/** "Monday 19 January 2026" in the owner's time zone. */
function dayText(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);
}

export type { ScheduleRow, AlertRow };
