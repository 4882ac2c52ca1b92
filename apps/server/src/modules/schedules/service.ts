import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALERT_CAP_MESSAGE,
  MAX_ALERTS_PER_USER,
  MAX_SCHEDULES_PER_USER,
  PLANS,
  SCHEDULE_CAP_MESSAGE,
  SCHEDULES_MESSAGE,
  WEBHOOKS_MESSAGE,
  structuredQuerySchema,
  type Alert,
  type AlertCheck,
  type AlertOp,
  type CreateAlertRequest,
  type CreateScheduleRequest,
  type DeliveryChannels,
  type PeriodSpec,
  type ResultColumn,
  type Schedule,
  type ScheduledJobsResponse,
  type StructuredQuery,
  type Tier,
  type UpdateAlertRequest,
  type UpdateScheduleRequest,
} from '@soe/shared';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema';
import type { DeliveryTargets } from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { found, ownedRow } from '../access';
import type { CurrentUser } from '../auth/session-user';
import { ConnectorError } from '../connectors/connector';
import type { SqlExecutor } from '../connectors/connector';
import type { NetworkPolicy } from '../connectors/net';
import { boardAccess } from './board-access';
import { EMAIL_NOT_SET_UP, type Mailer } from './channels/email';
import { readAlertFigure, type AlertRow, type DeliveryRunner, type RunTiles, type ScheduleRow } from './deliver';
import { DELIVERY_QUEUE } from './due-scan';
import { alertRecurrence, nextRun, type Recurrence } from './next-run';
import { alertTitle } from './payload';

type CreateSchedule = z.output<typeof CreateScheduleRequest>;
type UpdateSchedule = z.output<typeof UpdateScheduleRequest>;
type CreateAlert = z.output<typeof CreateAlertRequest>;
type UpdateAlert = z.output<typeof UpdateAlertRequest>;
type ChannelsInput = { email: boolean; webhookUrl?: string | null };

/** What an alert watches: a query of one system, and the question it came from. */
export interface WatchedFigure {
  question: string;
  systemId: number;
  systemName: string;
  query: StructuredQuery;
  tileId?: number | null;
}

export interface AlertOptions {
  measure?: string;
  op: AlertOp;
  threshold: number;
  check: AlertCheck;
  period: PeriodSpec | null;
  timeZone: string;
  channels: ChannelsInput;
}

export interface SchedulesDeps {
  db: Db;
  sql: Pick<SqlExecutor, 'query'>;
  secrets: SecretBox;
  policy: Pick<NetworkPolicy, 'check'>;
  mailer: Mailer | null;
  runner: DeliveryRunner;
  runTiles: RunTiles;
}

/**
 * Schedules and alerts: set up, changed and removed by their owner only (another user's id is a 404, as a missing
 * one), behind the plan's gates (402 with the plan's words); "Send now"; and the staff's view of every job.
 */
export class SchedulesService {
  constructor(private readonly deps: SchedulesDeps) {}

  // ---- Schedules ----

  async listSchedules(user: CurrentUser): Promise<Schedule[]> {
    const rows = await this.scheduleRows(eq(schema.schedules.userId, user.id));
    return rows.map(toSchedule);
  }

  async createSchedule(user: CurrentUser, input: CreateSchedule): Promise<Schedule> {
    requireSchedules(user);
    const { board } = await this.schedulableBoard(user, input.dashboardId);
    if (input.tileId !== undefined) await this.tileOfBoard(input.tileId, board.id);
    const targets = await this.targets(user, input.channels);
    const recurrence = recurrenceOf(input);
    const row = await this.capped(user, 'schedules', (tx) =>
      tx
        .insert(schema.schedules)
        .values({
          userId: user.id,
          dashboardId: board.id,
          tileId: input.tileId ?? null,
          frequency: input.frequency,
          time: input.time,
          weekday: input.frequency === 'weekly' ? input.weekday! : null,
          monthDay: input.frequency === 'monthly' ? input.monthDay! : null,
          timeZone: input.timeZone,
          targets,
          nextRunAt: nextRun(recurrence, new Date()),
        })
        .returning(),
    );
    return this.schedule(user, row!.id);
  }

  async updateSchedule(user: CurrentUser, id: number, input: UpdateSchedule): Promise<Schedule> {
    const row = found(
      (
        await this.deps.db
          .select()
          .from(schema.schedules)
          .where(ownedRow(schema.schedules, id, user))
      )[0],
      'Schedule',
    );
    // Pausing is always allowed; any other change needs the plan (a downgraded account may only turn it off).
    if (!(Object.keys(input).length === 1 && input.enabled === false)) requireSchedules(user);
    const merged = {
      frequency: input.frequency ?? row.frequency,
      time: input.time ?? row.time,
      weekday: input.weekday ?? row.weekday,
      monthDay: input.monthDay ?? row.monthDay,
      timeZone: input.timeZone ?? row.timeZone,
    };
    if (merged.frequency === 'weekly' && merged.weekday === null)
      throw new AppError('validation_failed', 'Choose a day of the week');
    if (merged.frequency === 'monthly' && merged.monthDay === null)
      throw new AppError('validation_failed', 'Choose a day of the month');
    const enabled = input.enabled ?? row.enabled;
    // A schedule turned back on runs at its next time from now, not for the times it missed while off.
    const timing = ['frequency', 'time', 'weekday', 'monthDay', 'timeZone'].some((k) => k in input);
    const resumed = enabled && !row.enabled;
    await this.deps.db
      .update(schema.schedules)
      .set({
        ...merged,
        weekday: merged.frequency === 'weekly' ? merged.weekday : null,
        monthDay: merged.frequency === 'monthly' ? merged.monthDay : null,
        enabled,
        ...(input.channels ? { targets: await this.targets(user, input.channels, row.targets) } : {}),
        ...(timing || resumed ? { nextRunAt: nextRun(recurrenceOf(merged), new Date()) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(schema.schedules.id, row.id));
    return this.schedule(user, row.id);
  }

  async deleteSchedule(user: CurrentUser, id: number): Promise<void> {
    const deleted = await this.deps.db
      .delete(schema.schedules)
      .where(ownedRow(schema.schedules, id, user))
      .returning({ id: schema.schedules.id });
    if (!deleted.length) throw notFound('Schedule');
  }

  /** "Send now": one delivery at once, in this request, through the same once-only run as the scheduled ones. */
  async runSchedule(user: CurrentUser, id: number): Promise<Schedule> {
    const row = found(
      (
        await this.deps.db
          .select()
          .from(schema.schedules)
          .where(ownedRow(schema.schedules, id, user))
      )[0],
      'Schedule',
    );
    requireSchedules(user);
    await this.deps.runner.run(
      { kind: 'schedule', sourceId: row.id, dueAt: new Date().toISOString() },
      { final: true },
    );
    return this.schedule(user, row.id);
  }

  private async schedule(user: CurrentUser, id: number): Promise<Schedule> {
    const [row] = await this.scheduleRows(and(eq(schema.schedules.id, id), eq(schema.schedules.userId, user.id)));
    return toSchedule(found(row, 'Schedule'));
  }

  private scheduleRows(where: SQL | undefined) {
    return this.deps.db
      .select({
        schedule: schema.schedules,
        boardName: schema.dashboards.name,
        tileTitle: schema.dashboardTiles.title,
      })
      .from(schema.schedules)
      .innerJoin(schema.dashboards, eq(schema.dashboards.id, schema.schedules.dashboardId))
      .leftJoin(schema.dashboardTiles, eq(schema.dashboardTiles.id, schema.schedules.tileId))
      .where(where)
      .orderBy(asc(schema.schedules.id));
  }

  /** The board, when the user may schedule it: its owner, or an editor of a board shared with their workspace. */
  private async schedulableBoard(user: CurrentUser, dashboardId: number) {
    const [row] = await this.deps.db
      .select({
        board: schema.dashboards,
        owner: { tenantId: schema.user.tenantId, tier: schema.user.subscriptionTier },
      })
      .from(schema.dashboards)
      .innerJoin(schema.user, eq(schema.user.id, schema.dashboards.userId))
      .where(eq(schema.dashboards.id, dashboardId));
    const access = row ? boardAccess(row.board, row.owner, user) : null;
    if (!row || !access) throw notFound('Dashboard');
    if (access === 'read') throw new AppError('forbidden', "Only the dashboard's owner or an editor can schedule it.");
    return row;
  }

  private async tileOfBoard(tileId: number, dashboardId: number) {
    const [tile] = await this.deps.db
      .select()
      .from(schema.dashboardTiles)
      .where(and(eq(schema.dashboardTiles.id, tileId), eq(schema.dashboardTiles.dashboardId, dashboardId)));
    return found(tile, 'Tile');
  }

  // ---- Alerts ----

  async listAlerts(user: CurrentUser): Promise<Alert[]> {
    const rows = await this.deps.db
      .select()
      .from(schema.alerts)
      .where(eq(schema.alerts.userId, user.id))
      .orderBy(asc(schema.alerts.id));
    return rows.map(toAlert);
  }

  async createAlert(user: CurrentUser, input: CreateAlert): Promise<Alert> {
    requireSchedules(user);
    const figure = input.tileId !== undefined ? await this.tileFigure(user, input.tileId) : null;
    const watched = figure ?? (await this.answerFigure(user, input.messageId!, input.queryIndex));
    const period = input.period !== undefined ? input.period : (figure?.period ?? null);
    const { alert } = await this.watch(user, watched, {
      measure: input.measure,
      op: input.op,
      threshold: input.threshold,
      check: input.check,
      period,
      timeZone: input.timeZone,
      channels: input.channels,
    });
    return alert;
  }

  /**
   * Reads the figure once (so an alert that can never read it is refused now, with why) and stores the alert.
   * Also what the chat's "alert me when …" calls.
   */
  async watch(
    user: CurrentUser,
    watched: WatchedFigure,
    options: AlertOptions,
  ): Promise<{ alert: Alert; value: number; column: ResultColumn }> {
    requireSchedules(user);
    const targets = await this.targets(user, options.channels);
    const now = new Date();
    const measure = options.measure ?? watched.query.measures?.[0]?.name ?? '';
    const reading = await readAlertFigure(
      this.deps.runTiles,
      user,
      { id: 0, ...watched, measure, period: options.period, timeZone: options.timeZone },
      now,
    );
    if ('error' in reading) throw new AppError('bad_request', `The figure cannot be read: ${reading.error}`);
    const row = await this.capped(user, 'alerts', (tx) =>
      tx
        .insert(schema.alerts)
        .values({
          userId: user.id,
          tileId: watched.tileId ?? null,
          question: watched.question,
          systemId: watched.systemId,
          systemName: watched.systemName,
          query: watched.query,
          // Named as the result heads it ("Revenue"): what the alert's title and messages say.
          measure: reading.column.label,
          op: options.op,
          threshold: options.threshold,
          check: options.check,
          period: options.period,
          timeZone: options.timeZone,
          targets,
          lastValue: reading.value,
          nextRunAt: nextRun(alertRecurrence(options.check, options.timeZone), now),
        })
        .returning(),
    );
    return { alert: toAlert(row!), value: reading.value, column: reading.column };
  }

  /**
   * Inserts a schedule or an alert unless the user already keeps the most one account may (409 with why). The
   * user's row is locked for the count and the insert, so requests sent at once cannot pass the cap together.
   */
  private async capped<T>(
    user: CurrentUser,
    kind: 'schedules' | 'alerts',
    insert: (tx: Tx) => Promise<T[]>,
  ): Promise<T | undefined> {
    const [table, max, message] =
      kind === 'schedules'
        ? [schema.schedules, MAX_SCHEDULES_PER_USER, SCHEDULE_CAP_MESSAGE]
        : [schema.alerts, MAX_ALERTS_PER_USER, ALERT_CAP_MESSAGE];
    return this.deps.db.transaction(async (tx) => {
      await tx.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.id, user.id)).for('update');
      const [kept] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, user.id));
      if ((kept?.n ?? 0) >= max) throw new AppError('conflict', message);
      const [row] = await insert(tx);
      return row;
    });
  }

  async updateAlert(user: CurrentUser, id: number, input: UpdateAlert): Promise<Alert> {
    const row = found(
      (
        await this.deps.db
          .select()
          .from(schema.alerts)
          .where(ownedRow(schema.alerts, id, user))
      )[0],
      'Alert',
    );
    if (!(Object.keys(input).length === 1 && input.enabled === false)) requireSchedules(user);
    const enabled = input.enabled ?? row.enabled;
    const check = input.check ?? row.check;
    const [updated] = await this.deps.db
      .update(schema.alerts)
      .set({
        op: input.op ?? row.op,
        threshold: input.threshold ?? row.threshold,
        check,
        enabled,
        // A new condition starts afresh: it fires at the next check where it holds.
        ...(input.op !== undefined || input.threshold !== undefined ? { triggered: false } : {}),
        ...(input.channels ? { targets: await this.targets(user, input.channels, row.targets) } : {}),
        ...(input.check !== undefined || (enabled && !row.enabled)
          ? { nextRunAt: nextRun(alertRecurrence(check, row.timeZone), new Date()) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(schema.alerts.id, row.id))
      .returning();
    return toAlert(updated!);
  }

  async deleteAlert(user: CurrentUser, id: number): Promise<void> {
    const deleted = await this.deps.db
      .delete(schema.alerts)
      .where(ownedRow(schema.alerts, id, user))
      .returning({ id: schema.alerts.id });
    if (!deleted.length) throw notFound('Alert');
  }

  /** A pinned tile the user can see (their board, or one shared with their workspace). */
  private async tileFigure(user: CurrentUser, tileId: number): Promise<WatchedFigure & { period: PeriodSpec | null }> {
    const [row] = await this.deps.db
      .select({
        tile: schema.dashboardTiles,
        board: schema.dashboards,
        owner: { tenantId: schema.user.tenantId, tier: schema.user.subscriptionTier },
      })
      .from(schema.dashboardTiles)
      .innerJoin(schema.dashboards, eq(schema.dashboards.id, schema.dashboardTiles.dashboardId))
      .innerJoin(schema.user, eq(schema.user.id, schema.dashboards.userId))
      .where(eq(schema.dashboardTiles.id, tileId));
    if (!row || !boardAccess(row.board, row.owner, user)) throw notFound('Tile');
    const { tile } = row;
    return {
      question: tile.question,
      systemId: tile.systemId,
      systemName: tile.systemName,
      query: tile.query,
      tileId: tile.id,
      period: tile.period ?? null,
    };
  }

  /** One of the user's answers, by the query it ran on a system. */
  private async answerFigure(user: CurrentUser, messageId: number, queryIndex: number): Promise<WatchedFigure> {
    const [message] = await this.deps.db
      .select()
      .from(schema.messages)
      .where(ownedRow(schema.messages, messageId, user));
    if (!message || message.role !== 'assistant') throw notFound('Message');
    const ran = message.queries?.[queryIndex];
    const query = structuredQuerySchema.safeParse(ran?.structured);
    if (!ran || ran.systemId === undefined || !query.success)
      throw new AppError('bad_request', 'This answer has no query an alert can watch.');
    const [question] = message.replyTo
      ? await this.deps.db
          .select({ content: schema.messages.content })
          .from(schema.messages)
          .where(eq(schema.messages.id, message.replyTo))
      : [];
    return {
      question: question?.content ?? message.content,
      systemId: ran.systemId,
      systemName: ran.systemName,
      query: query.data,
    };
  }

  // ---- Channels ----

  /** Where deliveries go: email only when this server sends email; a webhook on Enterprise, at an allowed address. */
  private async targets(user: CurrentUser, input: ChannelsInput, previous?: DeliveryTargets): Promise<DeliveryTargets> {
    if (input.email && !this.deps.mailer) throw new AppError('bad_request', EMAIL_NOT_SET_UP);
    let webhookSealed = previous?.webhookSealed ?? null;
    let webhookHost = previous?.webhookHost ?? null;
    if (input.webhookUrl === null) webhookSealed = webhookHost = null;
    else if (input.webhookUrl !== undefined) {
      if (!PLANS[user.subscriptionTier].webhooks) throw new AppError('payment_required', WEBHOOKS_MESSAGE);
      const url = new URL(input.webhookUrl);
      if (url.username || url.password)
        throw new AppError('bad_request', 'A webhook address cannot carry a user name or password.');
      // Checked now as every delivery checks it (the network policy), so a refused address is said at once.
      try {
        await this.deps.policy.check(
          url.hostname,
          { port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80) },
          {
            staff: false,
          },
        );
      } catch (error) {
        if (error instanceof ConnectorError) throw new AppError('bad_request', error.message);
        throw error;
      }
      webhookSealed = this.deps.secrets.seal(url.toString());
      webhookHost = url.hostname;
    }
    return { email: input.email, webhookSealed, webhookHost };
  }

  // ---- Staff ----

  /** Every schedule and alert with its owner, last and next run and failures, and the queue's state. */
  async adminJobs(): Promise<ScheduledJobsResponse> {
    const schedules = await this.deps.db
      .select({
        schedule: schema.schedules,
        boardName: schema.dashboards.name,
        tileTitle: schema.dashboardTiles.title,
        email: schema.user.email,
      })
      .from(schema.schedules)
      .innerJoin(schema.user, eq(schema.user.id, schema.schedules.userId))
      .innerJoin(schema.dashboards, eq(schema.dashboards.id, schema.schedules.dashboardId))
      .leftJoin(schema.dashboardTiles, eq(schema.dashboardTiles.id, schema.schedules.tileId))
      .orderBy(desc(schema.schedules.failures), asc(schema.schedules.nextRunAt))
      .limit(1000);
    const alerts = await this.deps.db
      .select({ alert: schema.alerts, email: schema.user.email })
      .from(schema.alerts)
      .innerJoin(schema.user, eq(schema.user.id, schema.alerts.userId))
      .orderBy(desc(schema.alerts.failures), asc(schema.alerts.nextRunAt))
      .limit(1000);
    return {
      jobs: [
        ...schedules.map(({ schedule, boardName, tileTitle, email }) => ({
          kind: 'schedule' as const,
          id: schedule.id,
          title: tileTitle ?? boardName,
          ownerEmail: email,
          enabled: schedule.enabled,
          failures: schedule.failures,
          ...runState(schedule),
        })),
        ...alerts.map(({ alert, email }) => ({
          kind: 'alert' as const,
          id: alert.id,
          title: alertTitle(alert.measure, alert.period, alert.op, alert.threshold),
          ownerEmail: email,
          enabled: alert.enabled,
          failures: alert.failures,
          ...runState(alert),
        })),
      ],
      queue: await this.queueCounts(),
    };
  }

  /** The queue's jobs by state, read from pg-boss's tables (none yet: an instance never started the queue). */
  private async queueCounts(): Promise<ScheduledJobsResponse['queue']> {
    const { rows: installed } = await this.deps.sql.query<{ name: string | null }>(
      `SELECT to_regclass('pgboss.job')::text AS name`,
    );
    if (!installed[0]?.name) return { queued: 0, active: 0, failed: 0 };
    const { rows } = await this.deps.sql.query<{ state: string; n: number | string }>(
      `SELECT state::text AS state, count(*) AS n FROM pgboss.job WHERE name = $1 GROUP BY state`,
      [DELIVERY_QUEUE],
    );
    const n = (...states: string[]) =>
      rows.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
    return { queued: n('created', 'retry'), active: n('active'), failed: n('failed') };
  }
}

function requireSchedules(user: Pick<CurrentUser, 'subscriptionTier'>) {
  if (!PLANS[user.subscriptionTier as Tier]?.schedules) throw new AppError('payment_required', SCHEDULES_MESSAGE);
}

function recurrenceOf(s: {
  frequency: 'daily' | 'weekly' | 'monthly';
  time: string;
  weekday?: number | null;
  monthDay?: number | null;
  timeZone: string;
}): Recurrence {
  return { frequency: s.frequency, time: s.time, weekday: s.weekday, monthDay: s.monthDay, timeZone: s.timeZone };
}

function channelsOf(targets: DeliveryTargets): DeliveryChannels {
  return { inApp: true, email: targets.email, webhookHost: targets.webhookHost };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function runState(row: Pick<ScheduleRow, 'lastRunAt' | 'nextRunAt' | 'lastStatus' | 'lastError' | 'enabled'>) {
  return {
    lastRunAt: iso(row.lastRunAt),
    nextRunAt: row.enabled ? iso(row.nextRunAt) : null,
    lastStatus: row.lastStatus ?? null,
    lastError: row.lastError ?? null,
  };
}

function toSchedule(row: { schedule: ScheduleRow; boardName: string; tileTitle: string | null }): Schedule {
  const s = row.schedule;
  return {
    id: s.id,
    dashboardId: s.dashboardId,
    tileId: s.tileId,
    title: row.tileTitle ?? row.boardName,
    frequency: s.frequency,
    time: s.time,
    weekday: s.weekday,
    monthDay: s.monthDay,
    timeZone: s.timeZone,
    channels: channelsOf(s.targets),
    enabled: s.enabled,
    ...runState(s),
  };
}

function toAlert(a: AlertRow): Alert {
  return {
    id: a.id,
    title: alertTitle(a.measure, a.period, a.op, a.threshold),
    question: a.question,
    systemId: a.systemId,
    systemName: a.systemName,
    query: a.query,
    measure: a.measure,
    op: a.op,
    threshold: a.threshold,
    check: a.check,
    period: a.period ?? null,
    timeZone: a.timeZone,
    channels: channelsOf(a.targets),
    enabled: a.enabled,
    lastValue: a.lastValue,
    triggered: a.triggered,
    ...runState(a),
  };
}
