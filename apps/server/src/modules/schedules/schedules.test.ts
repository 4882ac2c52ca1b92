import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_CAP_MESSAGE,
  MAX_ALERTS_PER_USER,
  MAX_SCHEDULES_PER_USER,
  SCHEDULE_CAP_MESSAGE,
  SCHEDULES_MESSAGE,
  WEBHOOKS_MESSAGE,
  type RealtimeEvent,
  type StructuredQuery,
} from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { jobId } from '../jobs/queue';
import { EMAIL_NOT_SET_UP } from './channels/email';
import { DELIVERY_QUEUE } from './due-scan';
import { nextRun } from './next-run';

/*
 * Scheduled deliveries and alerts through the API, on the embedded database (and on PostgreSQL and Redis when
 * DATABASE_URL and REDIS_URL are set): plan gates, ownership, "Send now", the due-scan and the queue running each
 * due time once, alerts that fire when their condition starts to hold, and "alert me when …" in the chat.
 */

let t: TestApp;
let owner: TestClient;
let a: TestClient;
let b: TestClient;
let aId: number;
let bId: number;
/** A's Demo Company and the structured query of "total revenue" on it, with the figure the chat gave. */
let demo: { id: number; name: string };
let revenue: StructuredQuery;
let revenueText: string;
let revenueMessageId: number;

const db = () => t.ctx.database.db;
const patch = (c: TestClient, url: string, body: unknown) => c.request('PATCH', url, body);

async function setTier(userId: number, subscriptionTier: string) {
  const res = await owner.put(`/api/admin/users/${userId}`, { subscriptionTier });
  expect(res.status, res.body).toBe(200);
}

/** A board of `userId` with tiles on A's Demo Company (the dashboards module's own routes are not needed here). */
async function board(
  userId: number,
  name: string,
  tiles: Array<{ title: string; query: StructuredQuery }>,
  system: { id: number; name: string } = demo,
) {
  const [row] = await db().insert(schema.dashboards).values({ userId, name }).returning();
  const inserted = tiles.length
    ? await db()
        .insert(schema.dashboardTiles)
        .values(
          tiles.map((tile, position) => ({
            dashboardId: row!.id,
            title: tile.title,
            question: tile.title,
            systemId: system.id,
            systemName: system.name,
            form: 'figure' as const,
            query: tile.query,
            position,
          })),
        )
        .returning()
    : [];
  return { id: row!.id, tileIds: inserted.map((r) => r.id) };
}

/** Makes a schedule or alert due now (its time passed `minutesAgo` minutes ago: another due time each). */
/**
 * Makes a source due `minutesAgo` minutes before the current minute, or before `from` when given: a test that makes
 * one source due several times passes one `from`, so its due times stay distinct across a minute's turn.
 */
async function makeDue(kind: 'schedule' | 'alert', id: number, minutesAgo = 1, from?: Date) {
  const table = kind === 'schedule' ? schema.schedules : schema.alerts;
  const base = from ? sql`${from.toISOString()}::timestamptz` : sql`date_trunc('minute', now())`;
  const [row] = await db()
    .update(table)
    .set({ nextRunAt: sql`${base} - make_interval(mins => ${minutesAgo})` })
    .where(eq(table.id, id))
    .returning({ nextRunAt: table.nextRunAt });
  return row!.nextRunAt!;
}

async function notificationsOf(c: TestClient) {
  const res = await c.get('/api/notifications');
  expect(res.status, res.body).toBe(200);
  return res.json as {
    items: Array<{ id: number; title: string; body: string; link: string; read: boolean; kind: string }>;
    unread: number;
  };
}

const deliveriesOf = (kind: 'schedule' | 'alert', sourceId: number) =>
  db()
    .select()
    .from(schema.deliveries)
    .where(and(eq(schema.deliveries.kind, kind), eq(schema.deliveries.sourceId, sourceId)));

beforeAll(async () => {
  // The queue runs here; the tick is called by the tests (an hour apart on its own).
  t = await createTestApp({ SOE_JOBS: 'on', SOE_JOBS_TICK_MS: '3600000', SOE_JOBS_RETRY_DELAY_S: '1' });
  owner = new TestClient(t.app);
  await owner.register('sched-owner');
  a = new TestClient(t.app);
  b = new TestClient(t.app);
  aId = (await a.register('sched-alice')).id;
  bId = (await b.register('sched-bob')).id;
  await setTier(aId, 'pro');
  await setTier(bId, 'pro');
  demo = (await a.get('/api/systems')).json.find((s: { name: string }) => s.name === 'Demo Company');
  const conversation = await a.post('/api/conversations', { title: 'Figures' });
  const asked = await a.post('/api/messages', { content: 'total revenue', conversationId: conversation.json.id });
  expect(asked.status, asked.body).toBe(200);
  revenue = asked.json.assistantMessage.queries[0].structured;
  revenueMessageId = asked.json.assistantMessage.id;
  revenueText = /\*\*([\d,.]+)\*\*/.exec(asked.json.assistantMessage.content)![1]!;
  expect(revenue.measures?.[0]?.agg).toBe('sum');
});
afterAll(async () => t?.destroy());

describe('plan gates', () => {
  it('Free gets 402 with the plan wording for schedules and alerts; Pro gets it for webhooks; email needs SMTP', async () => {
    const free = new TestClient(t.app);
    const freeId = (await free.register('sched-free')).id;
    const freeBoard = await board(freeId, 'Free board', [{ title: 'Revenue', query: revenue }]);
    const schedule = await free.post('/api/schedules', {
      dashboardId: freeBoard.id,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'Europe/Paris',
    });
    expect(schedule.status).toBe(402);
    expect(schedule.json).toMatchObject({ code: 'payment_required', message: SCHEDULES_MESSAGE });
    const alert = await free.post('/api/alerts', {
      tileId: freeBoard.tileIds[0],
      op: '<',
      threshold: 5,
      timeZone: 'UTC',
    });
    expect(alert.status).toBe(402);
    expect(alert.json.message).toBe(SCHEDULES_MESSAGE);

    const aBoard = await board(aId, 'Gates', [{ title: 'Revenue', query: revenue }]);
    const webhook = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: 'https://hooks.slack.com/services/T000/B000/XXXX' },
    });
    expect(webhook.status).toBe(402);
    expect(webhook.json.message).toBe(WEBHOOKS_MESSAGE);
    const email = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { email: true },
    });
    expect(email.status).toBe(400);
    expect(email.json.message).toBe(EMAIL_NOT_SET_UP);
    expect((await a.get('/api/schedules')).json).toEqual([]);
  });

  it('keeps at most the cap of schedules and of alerts per account, also when two requests arrive at once', async () => {
    const c = new TestClient(t.app);
    const cId = (await c.register('sched-carol')).id;
    await setTier(cId, 'pro');
    const own = (await c.get('/api/systems')).json.find((s: { name: string }) => s.name === 'Demo Company');
    const cBoard = await board(cId, 'Many', [{ title: 'Revenue', query: revenue }], own);
    const daily = { dashboardId: cBoard.id, frequency: 'daily', time: '09:00', timeZone: 'UTC' };
    const alert = { tileId: cBoard.tileIds[0], op: '<', threshold: 5, timeZone: 'UTC' };
    const first = await c.post('/api/schedules', daily);
    const firstAlert = await c.post('/api/alerts', alert);
    expect([first.status, firstAlert.status], first.body + firstAlert.body).toEqual([201, 201]);
    // Copies of the first, up to one below the cap (through the API they would take a minute).
    for (const [table, id, max] of [
      [schema.schedules, first.json.id, MAX_SCHEDULES_PER_USER],
      [schema.alerts, firstAlert.json.id, MAX_ALERTS_PER_USER],
    ] as const) {
      const [row] = await db().select().from(table).where(eq(table.id, id));
      const { id: _id, ...copy } = row!;
      await db()
        .insert(table)
        .values(Array.from({ length: max - 2 }, () => copy));
    }
    const schedules = await Promise.all([c.post('/api/schedules', daily), c.post('/api/schedules', daily)]);
    expect(schedules.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(schedules.find((r) => r.status === 409)!.json).toMatchObject({
      code: 'conflict',
      message: SCHEDULE_CAP_MESSAGE,
    });
    const alerts = await Promise.all([c.post('/api/alerts', alert), c.post('/api/alerts', alert)]);
    expect(alerts.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(alerts.find((r) => r.status === 409)!.json.message).toBe(ALERT_CAP_MESSAGE);
    expect((await c.get('/api/schedules')).json).toHaveLength(MAX_SCHEDULES_PER_USER);
    expect((await c.get('/api/alerts')).json).toHaveLength(MAX_ALERTS_PER_USER);
    // Another account is not held by this one's cap.
    expect(
      (
        await a.post('/api/alerts', {
          ...alert,
          tileId: (await board(aId, 'Own', [{ title: 'Revenue', query: revenue }])).tileIds[0],
        })
      ).status,
    ).toBe(201);
  });

  it('validates schedules with clear 400s', async () => {
    const aBoard = await board(aId, 'Validation', []);
    const cases = [
      { frequency: 'weekly', time: '09:00', timeZone: 'UTC' },
      { frequency: 'monthly', time: '09:00', timeZone: 'UTC' },
      { frequency: 'daily', time: '25:00', timeZone: 'UTC' },
      { frequency: 'daily', time: '09:00', timeZone: 'Mars/Olympus' },
      { frequency: 'daily', time: '09:00', timeZone: 'UTC', monthDay: 31 },
    ];
    for (const c of cases) {
      const res = await a.post('/api/schedules', { dashboardId: aBoard.id, ...c });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });
});

describe('schedules', () => {
  it('computes the next run in the time zone, and "Send now" delivers the figures in-app, pushed over the socket', async () => {
    const aBoard = await board(aId, 'Sales board', [
      { title: 'Revenue', query: revenue },
      {
        title: 'Revenue by year',
        query: { ...revenue, dimensions: [{ column: 'demo.invoices.invoice_date', bucket: 'year', name: 'year' }] },
      },
    ]);
    const created = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'weekly',
      weekday: 1,
      time: '08:30',
      timeZone: 'America/New_York',
    });
    expect(created.status, created.body).toBe(201);
    const expected = nextRun(
      { frequency: 'weekly', weekday: 1, time: '08:30', timeZone: 'America/New_York' },
      new Date(),
    );
    expect(Math.abs(new Date(created.json.nextRunAt).getTime() - expected.getTime())).toBeLessThan(60_000);
    expect(created.json).toMatchObject({
      title: 'Sales board',
      channels: { inApp: true, email: false, webhookHost: null },
      enabled: true,
      lastRunAt: null,
      lastStatus: null,
    });

    const events: RealtimeEvent[] = [];
    const stop = await t.ctx.realtime.subscribe(aId, (m) => m.kind === 'event' && events.push(m.event));
    const before = (await notificationsOf(a)).unread;
    const sent = await a.post(`/api/schedules/${created.json.id}/run`);
    expect(sent.status, sent.body).toBe(200);
    expect(sent.json).toMatchObject({ lastStatus: 'ok', lastError: null });
    expect(sent.json.lastRunAt).toEqual(expect.any(String));

    const list = await notificationsOf(a);
    expect(list.unread).toBe(before + 1);
    expect(list.items[0]).toMatchObject({
      kind: 'schedule',
      title: 'Sales board',
      link: `/app/dashboards/${aBoard.id}`,
      read: false,
    });
    expect(list.items[0]!.body).toMatch(/^Weekly delivery of Sales board, \w+day,? \d+ \w+ \d{4}\.$/);
    // The figures travel with the delivery, formatted; each tile is a section.
    const [delivery] = await deliveriesOf('schedule', created.json.id);
    expect(delivery).toMatchObject({ status: 'delivered', channels: { inApp: 'sent' } });
    expect(delivery!.payload!.sections.map((s) => s.title)).toEqual(['Revenue', 'Revenue by year']);
    expect(delivery!.payload!.sections[0]!.rows).toEqual([[revenueText]]);
    expect(delivery!.payload!.sections[1]!.columns).toEqual(['Year', 'Revenue']);
    expect(delivery!.payload!.link).toBe(`http://localhost:3000/app/dashboards/${aBoard.id}`);
    await expect
      .poll(() => events.find((e) => e.type === 'notification'), { timeout: 5_000 })
      .toMatchObject({ type: 'notification', payload: { unread: before + 1, notification: { title: 'Sales board' } } });
    stop();

    // Read: one, then all.
    const read = await a.post('/api/notifications/read', { ids: [list.items[0]!.id] });
    expect(read.status).toBe(200);
    expect(read.json.unread).toBe(before);
    expect((await a.post('/api/notifications/read', { all: true })).json.unread).toBe(0);
    expect((await a.post('/api/notifications/read', {})).status).toBe(400);
  });

  it('runs a due schedule once per due time, however often it is ticked or its job sent, and moves it to its next time', async () => {
    const aBoard = await board(aId, 'Daily numbers', [{ title: 'Revenue', query: revenue }]);
    const created = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '07:00',
      timeZone: 'Asia/Tokyo',
    });
    expect(created.status, created.body).toBe(201);
    const id = created.json.id as number;
    const due = await makeDue('schedule', id);
    const before = (await notificationsOf(a)).items.length;

    // Two ticks at once (as two instances would): one claims the schedule, the other finds nothing due.
    const queued = await Promise.all([t.deliveries.tick(), t.deliveries.tick()]);
    expect(queued.reduce((x, y) => x + y, 0)).toBe(1);
    // The same job sent again is not stored again.
    expect(
      await t.deliveries.queue!.send(DELIVERY_QUEUE, jobId('schedule', id, due.toISOString()), {
        kind: 'schedule',
        sourceId: id,
        dueAt: due.toISOString(),
      }),
    ).toBeNull();
    await expect
      .poll(async () => (await deliveriesOf('schedule', id))[0]?.status, { timeout: 30_000 })
      .toBe('delivered');
    // The run again by hand (a retry after it finished) finds it done.
    expect(await t.deliveries.runner.run({ kind: 'schedule', sourceId: id, dueAt: due.toISOString() })).toBe(
      'finished-before',
    );
    expect((await notificationsOf(a)).items.length).toBe(before + 1);
    expect(await deliveriesOf('schedule', id)).toHaveLength(1);

    const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, id));
    expect(row!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(row!.nextRunAt!.toISOString()).toMatch(/T22:00:00\.000Z$/); // 07:00 in Tokyo
    expect(row).toMatchObject({ lastStatus: 'ok', failures: 0 });
    expect(await t.deliveries.tick()).toBe(0);
  });

  it('pauses a schedule whose time zone the server cannot read, and runs the others', async () => {
    const aBoard = await board(aId, 'Odd zone', [{ title: 'Revenue', query: revenue }]);
    const odd = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '07:00',
      timeZone: 'UTC',
    });
    const fine = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '07:00',
      timeZone: 'UTC',
    });
    await db()
      .update(schema.schedules)
      .set({ timeZone: 'Nowhere/Atlantis' })
      .where(eq(schema.schedules.id, odd.json.id));
    await makeDue('schedule', odd.json.id);
    await makeDue('schedule', fine.json.id);
    expect(await t.deliveries.tick()).toBe(2);
    const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, odd.json.id));
    expect(row).toMatchObject({
      enabled: false,
      lastStatus: 'failed',
      lastError: 'Paused: its time zone Nowhere/Atlantis is not known to this server.',
    });
    await expect
      .poll(async () => (await deliveriesOf('schedule', fine.json.id))[0]?.status, { timeout: 30_000 })
      .toBe('delivered');
    expect(await deliveriesOf('schedule', odd.json.id)).toEqual([]);
  });

  it('three attempts of one run at once make one notification', async () => {
    const aBoard = await board(aId, 'Raced', [{ title: 'Revenue', query: revenue }]);
    const created = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '07:00',
      timeZone: 'UTC',
    });
    const job = { kind: 'schedule' as const, sourceId: created.json.id as number, dueAt: '2026-01-01T07:00:00.000Z' };
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => t.deliveries.runner.run(job)));
    const delivered = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'delivered');
    expect(delivered).toHaveLength(1);
    // The others found it held (and would be retried) or already finished.
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as Error).name).toBe('DeliveryBusy');
      else expect(['delivered', 'finished-before']).toContain(o.value);
    const [delivery] = await deliveriesOf('schedule', job.sourceId);
    const notes = await db()
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.deliveryId, delivery!.id));
    expect(notes).toHaveLength(1);
  });

  it('pauses, resumes at the next time from now, changes time, and deletes; a downgraded owner may only pause', async () => {
    const aBoard = await board(aId, 'Lifecycle', [{ title: 'Revenue', query: revenue }]);
    const created = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'monthly',
      monthDay: 15,
      time: '10:00',
      timeZone: 'UTC',
    });
    const id = created.json.id;
    const paused = await patch(a, `/api/schedules/${id}`, { enabled: false });
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ enabled: false, nextRunAt: null });
    await makeDue('schedule', id);
    expect(await t.deliveries.tick()).toBe(0);
    const resumed = await patch(a, `/api/schedules/${id}`, { enabled: true, frequency: 'weekly', weekday: 5 });
    expect(resumed.status, resumed.body).toBe(200);
    expect(new Date(resumed.json.nextRunAt).getUTCDay()).toBe(5);
    expect(new Date(resumed.json.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    // Monthly again needs its day (the weekly schedule has none).
    const noDay = await patch(a, `/api/schedules/${id}`, { frequency: 'monthly' });
    expect(noDay.status).toBe(400);
    expect(noDay.json.message).toBe('Choose a day of the month');
    expect((await patch(a, `/api/schedules/${id}`, { frequency: 'monthly', monthDay: 3 })).json.monthDay).toBe(3);

    await setTier(aId, 'free');
    expect((await patch(a, `/api/schedules/${id}`, { time: '11:00' })).json.message).toBe(SCHEDULES_MESSAGE);
    expect((await patch(a, `/api/schedules/${id}`, { enabled: false })).status).toBe(200);
    expect((await a.post(`/api/schedules/${id}/run`)).status).toBe(402);
    await setTier(aId, 'pro');

    expect((await a.delete(`/api/schedules/${id}`)).status).toBe(204);
    expect((await a.delete(`/api/schedules/${id}`)).status).toBe(404);
  });

  it("skips a due run when the owner's plan no longer has schedules, and says why", async () => {
    const aBoard = await board(aId, 'Downgraded', [{ title: 'Revenue', query: revenue }]);
    const created = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '06:00',
      timeZone: 'UTC',
    });
    const before = (await notificationsOf(a)).items.length;
    await setTier(aId, 'free');
    try {
      const job = { kind: 'schedule' as const, sourceId: created.json.id as number, dueAt: '2026-02-01T06:00:00.000Z' };
      expect(await t.deliveries.runner.run(job)).toBe('skipped');
      const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, job.sourceId));
      expect(row).toMatchObject({ lastStatus: 'failed', lastError: SCHEDULES_MESSAGE, failures: 1 });
      expect((await notificationsOf(a)).items.length).toBe(before);
    } finally {
      await setTier(aId, 'pro');
    }
  });
});

describe('ownership', () => {
  it("answers B's calls on A's schedules, alerts, boards, tiles and answers exactly as missing ones, and changes nothing", async () => {
    const aBoard = await board(aId, 'Private board', [{ title: 'Revenue', query: revenue }]);
    const schedule = await a.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
    });
    const alert = await a.post('/api/alerts', { tileId: aBoard.tileIds[0], op: '<', threshold: 1, timeZone: 'UTC' });
    expect(alert.status, alert.body).toBe(201);
    const MISSING = 999_999;
    const pairs: Array<[string, string, unknown, string]> = [
      ['PATCH', `/api/schedules/${schedule.json.id}`, { time: '10:00' }, `/api/schedules/${MISSING}`],
      ['DELETE', `/api/schedules/${schedule.json.id}`, undefined, `/api/schedules/${MISSING}`],
      ['POST', `/api/schedules/${schedule.json.id}/run`, {}, `/api/schedules/${MISSING}/run`],
      ['PATCH', `/api/alerts/${alert.json.id}`, { threshold: 5 }, `/api/alerts/${MISSING}`],
      ['DELETE', `/api/alerts/${alert.json.id}`, undefined, `/api/alerts/${MISSING}`],
    ];
    for (const [method, url, body, missing] of pairs) {
      const mine = await b.request(method, url, body);
      const none = await b.request(method, missing.replace(/\/run$/, '') + (url.endsWith('/run') ? '/run' : ''), body);
      expect(mine.status, `${method} ${url}`).toBe(404);
      expect(mine.body).toBe(none.body);
    }
    const intoBoard = await b.post('/api/schedules', {
      dashboardId: aBoard.id,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
    });
    const intoMissing = await b.post('/api/schedules', {
      dashboardId: MISSING,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
    });
    expect(intoBoard.status).toBe(404);
    expect(intoBoard.body).toBe(intoMissing.body);
    const onTile = await b.post('/api/alerts', { tileId: aBoard.tileIds[0], op: '<', threshold: 1, timeZone: 'UTC' });
    expect(onTile.status).toBe(404);
    expect(onTile.body).toBe(
      (await b.post('/api/alerts', { tileId: MISSING, op: '<', threshold: 1, timeZone: 'UTC' })).body,
    );
    const onAnswer = await b.post('/api/alerts', {
      messageId: revenueMessageId,
      op: '<',
      threshold: 1,
      timeZone: 'UTC',
    });
    expect(onAnswer.status).toBe(404);
    expect(onAnswer.body).toBe(
      (await b.post('/api/alerts', { messageId: MISSING, op: '<', threshold: 1, timeZone: 'UTC' })).body,
    );
    // A tile of A's own board scheduled by B through B's board: the tile must belong to the board.
    const bBoard = await board(bId, 'Bob board', []);
    const foreignTile = await b.post('/api/schedules', {
      dashboardId: bBoard.id,
      tileId: aBoard.tileIds[0],
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
    });
    expect(foreignTile.status).toBe(404);

    expect((await b.get('/api/schedules')).json.map((s: { id: number }) => s.id)).not.toContain(schedule.json.id);
    expect((await b.get('/api/alerts')).json.map((s: { id: number }) => s.id)).not.toContain(alert.json.id);
    // A's rows are as they were.
    const [row] = await db()
      .select()
      .from(schema.schedules)
      .where(eq(schema.schedules.id, schema.schedules.id && schedule.json.id));
    expect(row).toMatchObject({ time: '09:00', lastRunAt: null });
    expect((await a.get('/api/alerts')).json.find((x: { id: number }) => x.id === alert.json.id)).toMatchObject({
      threshold: 1,
    });
    // B's bell never hears of A's notifications; marking A's ids read changes nothing.
    const aNote = (await notificationsOf(a)).items[0];
    if (aNote) {
      await b.post('/api/notifications/read', { ids: [aNote.id] });
      const [note] = await db().select().from(schema.notifications).where(eq(schema.notifications.id, aNote.id));
      expect(note!.readAt === null).toBe(!aNote.read);
    }
    expect((await notificationsOf(b)).items.every((n) => !/Private board/.test(n.title))).toBe(true);
  });

  it('lets a workspace editor schedule a shared board, not a read-only viewer, who may still watch a tile', async () => {
    // B joins A's workspace; A's board is shared with it, read-only first.
    const [aRow] = await db().select().from(schema.user).where(eq(schema.user.id, aId));
    const [bRow] = await db().select().from(schema.user).where(eq(schema.user.id, bId));
    await db()
      .update(schema.user)
      .set({ tenantId: aRow!.tenantId, isWorkspaceOwner: false })
      .where(eq(schema.user.id, bId));
    try {
      const shared = await board(aId, 'Team board', [{ title: 'Revenue', query: revenue }]);
      await db().update(schema.dashboards).set({ share: 'read' }).where(eq(schema.dashboards.id, shared.id));
      const body = { dashboardId: shared.id, frequency: 'daily', time: '09:00', timeZone: 'UTC' };
      const asViewer = await b.post('/api/schedules', body);
      expect(asViewer.status).toBe(403);
      expect(asViewer.json.message).toBe("Only the dashboard's owner or an editor can schedule it.");
      const watch = await b.post('/api/alerts', { tileId: shared.tileIds[0], op: '>', threshold: 1, timeZone: 'UTC' });
      // The viewer reads the figure with their own access: A's Demo Company is not B's, so it cannot be read.
      expect(watch.status).toBe(400);
      expect(watch.json.message).toMatch(/^The figure cannot be read: You no longer have access to Demo Company\.$/);
      // An 'edit' share counts while the owner's plan has shared editing (Enterprise); on Pro it reads only.
      await db().update(schema.dashboards).set({ share: 'edit' }).where(eq(schema.dashboards.id, shared.id));
      expect((await b.post('/api/schedules', body)).status).toBe(403);
      await setTier(aId, 'enterprise');
      const asEditor = await b.post('/api/schedules', body);
      expect(asEditor.status, asEditor.body).toBe(201);
      // Run as B: B cannot read A's Demo Company, so the tile says so instead of showing A's figures.
      const sent = await b.post(`/api/schedules/${asEditor.json.id}/run`);
      expect(sent.status).toBe(200);
      const [delivery] = await deliveriesOf('schedule', asEditor.json.id);
      expect(delivery!.payload!.sections[0]).toMatchObject({
        note: 'You no longer have access to Demo Company.',
        rows: [],
      });
      expect(JSON.stringify(delivery!.payload)).not.toContain(revenueText);
    } finally {
      await setTier(aId, 'pro');
      await db()
        .update(schema.user)
        .set({ tenantId: bRow!.tenantId, isWorkspaceOwner: bRow!.isWorkspaceOwner })
        .where(eq(schema.user.id, bId));
    }
  });
});

describe('alerts', () => {
  it('fires when the condition starts to hold, stays quiet while it holds, and resets silently', async () => {
    const created = await a.post('/api/alerts', {
      messageId: revenueMessageId,
      op: '>',
      threshold: 1000,
      check: 'hourly',
      timeZone: 'UTC',
    });
    expect(created.status, created.body).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({
      title: 'Revenue above 1,000',
      question: 'total revenue',
      measure: 'Revenue',
      systemName: 'Demo Company',
      triggered: false,
      check: 'hourly',
    });
    expect(created.json.lastValue).toBeCloseTo(Number(revenueText.replaceAll(',', '')), 2);
    expect(new Date(created.json.nextRunAt).getUTCMinutes()).toBe(0);
    const count = async () => (await notificationsOf(a)).items.filter((n) => n.kind === 'alert').length;
    const before = await count();
    const from = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const check = async (minutesAgo: number) => {
      const due = await makeDue('alert', id, minutesAgo, from);
      expect(await t.deliveries.tick()).toBe(1);
      const ran = async () => (await deliveriesOf('alert', id)).find((d) => d.dueAt.getTime() === due.getTime());
      await expect.poll(async () => (await ran())?.status, { timeout: 30_000 }).toMatch(/^(delivered|skipped|failed)$/);
      return (await ran())!;
    };
    const state = async () => (await a.get('/api/alerts')).json.find((x: { id: number }) => x.id === id);

    // Holds for the first time: fires.
    expect((await check(1)).status).toBe('delivered');
    expect(await count()).toBe(before + 1);
    const [note] = (await notificationsOf(a)).items;
    expect(note).toMatchObject({ kind: 'alert', title: 'Alert: Revenue above 1,000', link: '/app/dashboards#alerts' });
    expect(note!.body).toContain(`Revenue is ${revenueText}, above 1,000`);
    expect(await state()).toMatchObject({ triggered: true, lastStatus: 'ok' });

    // Still holds: quiet.
    expect((await check(2)).status).toBe('skipped');
    expect(await count()).toBe(before + 1);
    expect(await state()).toMatchObject({ triggered: true });

    // Stops holding: quiet, and no longer triggered.
    await db().update(schema.alerts).set({ threshold: 1e15 }).where(eq(schema.alerts.id, id));
    expect((await check(3)).status).toBe('skipped');
    expect(await count()).toBe(before + 1);
    expect(await state()).toMatchObject({ triggered: false, lastStatus: 'ok' });

    // Holds again: fires again.
    await db().update(schema.alerts).set({ threshold: 1000 }).where(eq(schema.alerts.id, id));
    expect((await check(4)).status).toBe('delivered');
    expect(await count()).toBe(before + 2);

    // A changed condition starts afresh.
    const raised = await patch(a, `/api/alerts/${id}`, { threshold: 1e15, op: '>=' });
    expect(raised.json).toMatchObject({ triggered: false, title: 'Revenue at or above 1,000,000,000,000,000' });
    expect((await a.delete(`/api/alerts/${id}`)).status).toBe(204);
  });

  it('refuses an answer without a query, and a figure whose period cannot apply', async () => {
    const conversation = await a.post('/api/conversations', { title: 'No query' });
    const chat = await a.post('/api/messages', { content: 'hello there', conversationId: conversation.json.id });
    const res = await a.post('/api/alerts', {
      messageId: chat.json.assistantMessage.id,
      op: '<',
      threshold: 1,
      timeZone: 'UTC',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('This answer has no query an alert can watch.');
    const both = await a.post('/api/alerts', {
      messageId: revenueMessageId,
      tileId: 1,
      op: '<',
      threshold: 1,
      timeZone: 'UTC',
    });
    expect(both.status).toBe(400);
  });
});

describe('"alert me when …" in the chat', () => {
  it('sets up the alert from the figure SOE Local answers, says so with the figure now, and keeps it as the answer', async () => {
    const conversation = await a.post('/api/conversations', { title: 'Alerts' });
    const sent = await a.post('/api/messages', {
      content: 'Alert me when total revenue drops below 50k',
      conversationId: conversation.json.id,
    });
    expect(sent.status, sent.body).toBe(200);
    const answer = sent.json.assistantMessage;
    expect(answer.content).toBe(
      `I'll tell you when Revenue drops below 50,000 — checked daily. It is ${revenueText} now.`,
    );
    expect(answer.systemSources).toEqual(['Demo Company']);
    expect(answer.queries[0]).toMatchObject({ systemName: 'Demo Company', structured: { from: 'demo.invoices' } });
    const alerts = (await a.get('/api/alerts')).json as Array<{
      question: string;
      op: string;
      threshold: number;
      check: string;
      period: unknown;
    }>;
    expect(alerts.at(-1)).toMatchObject({
      question: 'Alert me when total revenue drops below 50k',
      op: '<',
      threshold: 50_000,
      check: 'daily',
      period: null,
    });

    // A period from the words: "weekly" reads the last 7 days; the value is read over them.
    const weekly = await a.post('/api/messages', {
      content: 'notify me when weekly revenue exceeds 1.2m',
      conversationId: conversation.json.id,
    });
    expect(weekly.json.assistantMessage.content).toMatch(
      /^I'll tell you when Revenue \(last 7 days\) exceeds 1,200,000 — checked daily\. It is [\d,.]+ now\.$/,
    );
    expect((await a.get('/api/alerts')).json.at(-1)).toMatchObject({ period: { relative: 'last_7_days' }, op: '>' });

    // Not read: guidance, nothing set up. Other questions are answered as before.
    const count = (await a.get('/api/alerts')).json.length;
    const vague = await a.post('/api/messages', {
      content: 'alert me when things look bad',
      conversationId: conversation.json.id,
    });
    expect(vague.json.assistantMessage.content).toMatch(/^To set an alert, say which figure to watch/);
    const plain = await a.post('/api/messages', { content: 'total revenue', conversationId: conversation.json.id });
    expect(plain.json.assistantMessage.content).toContain(revenueText);
    expect((await a.get('/api/alerts')).json.length).toBe(count);
  });

  it("reads the alert's days in the time zone the question came with; an unknown zone is refused", async () => {
    const conversation = await a.post('/api/conversations', { title: 'Alerts in Tokyo' });
    const sent = await a.post('/api/messages', {
      content: 'Alert me when weekly revenue drops below 10',
      conversationId: conversation.json.id,
      timeZone: 'Asia/Tokyo',
    });
    expect(sent.status, sent.body).toBe(200);
    expect((await a.get('/api/alerts')).json.at(-1)).toMatchObject({
      question: 'Alert me when weekly revenue drops below 10',
      timeZone: 'Asia/Tokyo',
      period: { relative: 'last_7_days' },
    });
    // Without one (an API client), UTC, as before.
    await a.post('/api/messages', {
      content: 'Alert me when weekly revenue drops below 20',
      conversationId: conversation.json.id,
    });
    expect((await a.get('/api/alerts')).json.at(-1)).toMatchObject({ threshold: 20, timeZone: 'UTC' });
    const bad = await a.post('/api/messages', {
      content: 'Alert me when weekly revenue drops below 30',
      conversationId: conversation.json.id,
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/Unknown time zone/);
  });

  it('answers a Free user with the upgrade wording and sets nothing up', async () => {
    const free = new TestClient(t.app);
    await free.register('sched-free-chat');
    const conversation = await free.post('/api/conversations', { title: 'Alerts' });
    const sent = await free.post('/api/messages', {
      content: 'tell me when revenue goes above 5',
      conversationId: conversation.json.id,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.assistantMessage.content).toBe(SCHEDULES_MESSAGE);
    expect((await free.get('/api/alerts')).json).toEqual([]);
    const asked = await free.post('/api/ask', { prompt: 'tell me when revenue goes above 5' });
    expect(asked.status).toBe(402);
    expect(asked.json.message).toBe(SCHEDULES_MESSAGE);
  });
});

describe("the staff's view of the jobs", () => {
  it('lists every schedule and alert with its owner, runs and failures, and the queue; 403 for others', async () => {
    const res = await owner.get('/api/admin/scheduled-jobs');
    expect(res.status, res.body).toBe(200);
    const jobs = res.json.jobs as Array<{ kind: string; ownerEmail: string; title: string; failures: number }>;
    expect(
      jobs.some(
        (j) => j.kind === 'schedule' && j.ownerEmail === 'sched-alice@example.com' && j.title === 'Daily numbers',
      ),
    ).toBe(true);
    expect(jobs.some((j) => j.kind === 'alert' && j.title === 'Revenue below 50,000')).toBe(true);
    expect(jobs.find((j) => j.title === 'Downgraded')?.failures).toBe(1);
    expect(res.json.queue).toEqual({
      queued: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
    });
    expect((await a.get('/api/admin/scheduled-jobs')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/scheduled-jobs')).status).toBe(401);
  });
});
