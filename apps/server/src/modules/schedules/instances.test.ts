import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent, StructuredQuery } from '@soe/shared';
import { createTestDatabase, TestClient, testEnv } from '../../../test/helpers';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import type { DeliveryRunner } from './deliver';
import { startWebhookReceiver, type WebhookReceiver } from './testing';

/*
 * Two instances on one PostgreSQL database and one Redis, each with its job queue and due-scan tick running: every
 * schedule due in the same minute delivers once (one notification, one webhook call), whichever instance takes it,
 * and an instance that stops abruptly mid-run (its queue gone without finishing, its attempts hanging as a dead
 * process's would) loses nothing and doubles nothing: the other takes its runs over once their leases lapse.
 * The same with real processes and SIGKILL: reliability/deliveries-instance-kill.test.ts.
 */
describe.runIf(process.env.DATABASE_URL)('deliveries on two instances', () => {
  let database: Database;
  let receiver: WebhookReceiver;
  const apps: BuiltApp[] = [];
  const dirs: string[] = [];
  const prefix = `soe-test:deliveries-${process.pid}-${Date.now().toString(36)}:`;
  let users: Array<{ client: TestClient; id: number; demoId: number }>;
  let revenue: StructuredQuery;

  async function instance(): Promise<BuiltApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-test-'));
    dirs.push(dataDir);
    const config = loadConfig({
      ...testEnv(dataDir),
      REDIS_KEY_PREFIX: prefix,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      SOE_JOBS: 'on',
      SOE_JOBS_TICK_MS: '250',
      SOE_JOBS_EXPIRE_S: '4',
      SOE_JOBS_RETRY_DELAY_S: '1',
    });
    const built = await buildApp(config, { database, logger: false });
    apps.push(built);
    return built;
  }

  /** Counts the runs each instance's workers make. */
  function countRuns(app: BuiltApp) {
    const runner = app.deliveries.runner as DeliveryRunner;
    const run = runner.run.bind(runner);
    const counted = { runs: 0 };
    runner.run = (...args) => {
      counted.runs++;
      return run(...args);
    };
    return counted;
  }

  /** `n` schedules per user, each of a board of its own with one tile, delivering to the webhook too. */
  async function schedules(on: BuiltApp[], perUser: number, name: string): Promise<number[]> {
    const ids: number[] = [];
    for (const [u, user] of users.entries()) {
      for (let i = 0; i < perUser; i++) {
        const [board] = await database.db
          .insert(schema.dashboards)
          .values({ userId: user.id, name: `${name} ${u}-${i}` })
          .returning();
        await database.db.insert(schema.dashboardTiles).values({
          dashboardId: board!.id,
          title: 'Revenue',
          question: 'total revenue',
          systemId: user.demoId,
          systemName: 'Demo Company',
          form: 'figure',
          query: revenue,
        });
        // Set up through either instance.
        const client = new TestClient(on[i % on.length]!.app);
        client.cookies = new Map(user.client.cookies);
        const created = await client.post('/api/schedules', {
          dashboardId: board!.id,
          frequency: 'daily',
          time: '06:00',
          timeZone: 'Europe/Berlin',
          channels: { webhookUrl: receiver.url },
        });
        expect(created.status, created.body).toBe(201);
        ids.push(created.json.id);
      }
    }
    return ids;
  }

  /** Every one of `ids` due in the same minute, at once. */
  const dueNow = (ids: number[]) =>
    database.db
      .update(schema.schedules)
      .set({ nextRunAt: sql`date_trunc('minute', now())` })
      .where(inArray(schema.schedules.id, ids));

  async function settled(ids: number[], timeout: number) {
    await expect
      .poll(
        async () => {
          const rows = await database.db
            .select({ status: schema.deliveries.status })
            .from(schema.deliveries)
            .where(inArray(schema.deliveries.sourceId, ids));
          return rows.filter((r) => r.status === 'delivered').length;
        },
        { timeout, interval: 250 },
      )
      .toBe(ids.length);
  }

  /** One delivery, one notification and one webhook call per schedule. */
  async function exactlyOnce(ids: number[]) {
    const deliveries = await database.db
      .select()
      .from(schema.deliveries)
      .where(inArray(schema.deliveries.sourceId, ids));
    expect(deliveries.filter((d) => d.kind === 'schedule')).toHaveLength(ids.length);
    expect(new Set(deliveries.map((d) => d.sourceId)).size).toBe(ids.length);
    const notes = await database.db
      .select()
      .from(schema.notifications)
      .where(
        inArray(
          schema.notifications.deliveryId,
          deliveries.map((d) => d.id),
        ),
      );
    expect(notes).toHaveLength(ids.length);
    const keys = deliveries.map((d) => `soe-delivery-${d.id}`);
    const calls = receiver.requests.filter((r) => keys.includes(String(r.headers['idempotency-key'])));
    expect(calls).toHaveLength(ids.length);
    expect(new Set(calls.map((r) => r.headers['idempotency-key'])).size).toBe(ids.length);
    return deliveries;
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    database = await createTestDatabase();
    const [a] = [await instance(), await instance()];
    // The first account is the owner; it promotes the others to Enterprise (webhooks).
    const owner = new TestClient(a!.app);
    await owner.register('two-owner');
    users = [];
    for (let i = 0; i < 4; i++) {
      const client = new TestClient(a!.app);
      const id = (await client.register(`two-user-${i}`)).id as number;
      expect((await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'enterprise' })).status).toBe(200);
      const demoId = (await client.get('/api/systems')).json.find(
        (s: { name: string }) => s.name === 'Demo Company',
      ).id;
      users.push({ client, id, demoId });
    }
    const conversation = await users[0]!.client.post('/api/conversations', { title: 'Figures' });
    const asked = await users[0]!.client.post('/api/messages', {
      content: 'total revenue',
      conversationId: conversation.json.id,
    });
    revenue = asked.json.assistantMessage.queries[0].structured;
  });

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await database?.close();
    await receiver?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('100 schedules due in the same minute each deliver exactly once, shared by both instances, pushed to the owner on either', async () => {
    const [a, b] = apps as [BuiltApp, BuiltApp];
    const runsA = countRuns(a);
    const runsB = countRuns(b);
    // Each webhook call takes a moment: the runs overlap and both instances' workers have some to take.
    receiver.answer([], 150);
    const ids = await schedules([a, b], 25, 'Minute');
    const events: RealtimeEvent[] = [];
    const stop = await b.ctx.realtime.subscribe(users[0]!.id, (m) => m.kind === 'event' && events.push(m.event));
    await dueNow(ids);
    await settled(ids, 120_000);
    await exactlyOnce(ids);
    expect(runsA.runs).toBeGreaterThan(0);
    expect(runsB.runs).toBeGreaterThan(0);
    // The bell of the first user heard each of their 25 deliveries once, through Redis, whichever instance ran it.
    await expect.poll(() => events.filter((e) => e.type === 'notification').length, { timeout: 10_000 }).toBe(25);
    const notified = events.flatMap((e) => (e.type === 'notification' ? [e.payload.notification.id] : []));
    expect(new Set(notified).size).toBe(25);
    stop();
    // Every schedule moved on to tomorrow's 06:00 in Berlin, and nothing is due any more.
    const rows = await database.db.select().from(schema.schedules).where(inArray(schema.schedules.id, ids));
    for (const row of rows) {
      expect(row.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
      expect(row.lastStatus).toBe('ok');
    }
  });

  it('an instance stopped abruptly mid-run loses no delivery and doubles none: the other takes its runs over', async () => {
    const [a, b] = apps as [BuiltApp, BuiltApp];
    receiver.answer([], 300);
    // A stands still from its first webhook on, as a dead process would: its attempts hold their runs and never end.
    const hung = { calls: 0 };
    const runnerA = a.deliveries.runner as unknown as { external: (...args: unknown[]) => Promise<unknown> };
    runnerA.external = () => {
      hung.calls++;
      return new Promise(() => {});
    };
    // B's queue is off while A claims, so A holds runs when it stops.
    await b.deliveries.stop();
    const ids = await schedules([a], 5, 'Abrupt');
    await dueNow(ids);
    await expect.poll(() => hung.calls, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // A's queue stops without waiting for its runs; its process "dies" (nothing of it runs again).
    await a.deliveries.stop({ graceful: false });
    const held = await database.db.select().from(schema.deliveries).where(inArray(schema.deliveries.sourceId, ids));
    expect(held.some((d) => d.status === 'running' && d.channels.inApp === 'sent')).toBe(true);
    // B comes back and finishes everything once A's leases (4 s) lapse.
    await b.deliveries.start();
    await settled(ids, 120_000);
    const deliveries = await exactlyOnce(ids);
    // Those A had taken were taken over: a second attempt, the notification A wrote kept, the webhook sent by B once.
    expect(deliveries.some((d) => d.attempts >= 2)).toBe(true);
    for (const d of deliveries) expect(d.channels).toEqual({ inApp: 'sent', webhook: 'sent' });
    const [row] = await database.db.select().from(schema.schedules).where(eq(schema.schedules.id, ids[0]!));
    expect(row!.lastStatus).toBe('ok');
  });
});
