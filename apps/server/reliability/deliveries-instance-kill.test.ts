/**
 * Reliability check 14 (docs/reliability.md): an instance killed (SIGKILL) in the middle of scheduled deliveries
 * loses none and doubles none. SOE runs as real processes on one PostgreSQL database and one Redis; the deliveries
 * post to a webhook receiver that answers slowly, so the doomed instance is mid-run on several when it dies. Another
 * instance then takes every run over (after the dead one's leases lapse) and finishes it: one notification per run;
 * every webhook delivered, a second time only for runs whose call was in flight at the kill (same idempotency key:
 * webhooks are at least once, ADR 047).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createDatabase,
  poll,
  randomId,
  REDIS_URL,
  startSoe,
  type SoeProcess,
  type TestDatabase,
} from './support';

const SCHEDULES = 20;
const JOBS_ENV = {
  SOE_JOBS: 'on',
  SOE_JOBS_TICK_MS: '250',
  SOE_JOBS_EXPIRE_S: '4',
  SOE_JOBS_RETRY_DELAY_S: '1',
  // The webhook receiver below listens on loopback: listed, as an operator would list an internal chat server.
  SOE_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
};

let db: TestDatabase;
let doomed: SoeProcess;
let survivor: SoeProcess | undefined;
let receiver: http.Server;
let receiverUrl: string;
let answerAfterMs = 3_000;
const calls: Array<{ key: string; at: number }> = [];
let open = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    open++;
    // Answered, or its connection gone (the caller killed): no longer in flight.
    res.on('close', () => open--);
    calls.push({ key: String(req.headers['idempotency-key']), at: Date.now() });
    req.resume();
    req.on('end', () => setTimeout(() => res.writeHead(200).end('ok'), answerAfterMs));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/deliveries`;
  db = await createDatabase('sched_rel');
  doomed = await startSoe({
    databaseUrl: db.url,
    redisUrl: REDIS_URL,
    redisKeyPrefix: `sched-rel:${randomId()}:`,
    env: JOBS_ENV,
  });
});

afterAll(async () => {
  await doomed?.stop();
  await survivor?.stop();
  await db?.drop();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('an instance killed mid-delivery', () => {
  it('loses no delivery and doubles no notification; another instance finishes every run', async () => {
    const owner = new ApiClient(doomed.baseURL);
    await owner.register(`sched_owner_${randomId(3)}`);
    const user = new ApiClient(doomed.baseURL);
    const { id: userId } = await user.register(`sched_user_${randomId(3)}`);
    expect((await owner.request('PUT', `/api/admin/users/${userId}`, { subscriptionTier: 'enterprise' })).status).toBe(
      200,
    );
    const demo = (await user.get('/api/systems')).json.find((s: { name: string }) => s.name === 'Demo Company');
    const conversation = await user.post('/api/conversations', { title: 'Figures' });
    const asked = await user.post('/api/messages', { content: 'total revenue', conversationId: conversation.json.id });
    const query = asked.json.assistantMessage.queries[0].structured;

    const ids: number[] = [];
    for (let i = 0; i < SCHEDULES; i++) {
      const [board] = await db.query<{ id: number }>(
        'INSERT INTO dashboards (user_id, name) VALUES ($1, $2) RETURNING id',
        [userId, `Board ${i}`],
      );
      await db.query(
        `INSERT INTO dashboard_tiles (dashboard_id, title, question, system_id, system_name, form, query)
         VALUES ($1, 'Revenue', 'total revenue', $2, 'Demo Company', 'figure', $3)`,
        [board!.id, demo.id, JSON.stringify(query)],
      );
      const created = await user.post('/api/schedules', {
        dashboardId: board!.id,
        frequency: 'daily',
        time: '07:00',
        timeZone: 'UTC',
        channels: { webhookUrl: receiverUrl },
      });
      expect(created.status, created.text).toBe(201);
      ids.push(created.json.id);
    }

    // All due in the same minute: the doomed instance (the only one) claims them and starts on the first few.
    await db.query(`UPDATE schedules SET next_run_at = date_trunc('minute', now()) WHERE id = ANY($1)`, [ids]);
    await poll('webhook calls in flight', () => open >= 2, { timeoutMs: 60_000 });
    const killedAt = Date.now();
    doomed.child.kill('SIGKILL');
    expect((await doomed.exit).signal).toBe('SIGKILL');
    const held = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deliveries WHERE status = 'running' AND source_id = ANY($1)`,
      [ids],
    );
    expect(held[0]!.n).toBeGreaterThanOrEqual(2);
    // Every call the doomed instance made, read only now: a request it wrote just before the kill can reach the
    // receiver's event loop after the signal (a CI run saw one), and it was in flight at the kill all the same.
    // Until the survivor starts, no other instance calls the receiver; a moment lets written bytes be read.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const inFlight = new Set(calls.map((c) => c.key));

    // Another instance comes up; the receiver answers at once from now on.
    answerAfterMs = 0;
    survivor = await startSoe({
      databaseUrl: db.url,
      redisUrl: REDIS_URL,
      redisKeyPrefix: `sched-rel:${randomId()}:`,
      env: JOBS_ENV,
    });
    const survivorReadyAt = Date.now();
    await poll(
      'every delivery finished',
      async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM deliveries WHERE status = 'delivered' AND kind = 'schedule' AND source_id = ANY($1)`,
            [ids],
          )
        )[0]!.n === SCHEDULES,
      { timeoutMs: 150_000, intervalMs: 250 },
    );

    const finishedAt = Date.now();
    const deliveries = await db.query<{
      id: number;
      source_id: number;
      attempts: number;
      channels: Record<string, string>;
    }>(`SELECT id, source_id, attempts, channels FROM deliveries WHERE kind = 'schedule' AND source_id = ANY($1)`, [
      ids,
    ]);
    expect(deliveries).toHaveLength(SCHEDULES);
    expect(new Set(deliveries.map((d) => d.source_id)).size).toBe(SCHEDULES);
    for (const d of deliveries) expect(d.channels).toEqual({ inApp: 'sent', webhook: 'sent' });
    // The runs the doomed instance held were taken over by another attempt.
    expect(deliveries.filter((d) => d.attempts >= 2).length).toBeGreaterThanOrEqual(2);
    // One notification per run, whatever happened.
    const notes = await db.query<{ delivery_id: number }>(
      'SELECT delivery_id FROM notifications WHERE delivery_id = ANY($1)',
      [deliveries.map((d) => d.id)],
    );
    expect(notes).toHaveLength(SCHEDULES);
    expect(new Set(notes.map((n) => n.delivery_id)).size).toBe(SCHEDULES);
    // Every run reached the webhook; a second call only for a run whose first was in flight at the kill.
    const keys = deliveries.map((d) => `soe-delivery-${d.id}`);
    const byKey = new Map<string, number>();
    for (const c of calls) byKey.set(c.key, (byKey.get(c.key) ?? 0) + 1);
    for (const key of keys) expect(byKey.get(key), key).toBeGreaterThanOrEqual(1);
    for (const [key, n] of byKey) if (n > 1) expect(inFlight.has(key), `${key} sent ${n} times`).toBe(true);
    expect(calls.length - byKey.size).toBeLessThanOrEqual(inFlight.size);
    console.log(
      `[reliability 14] ${JSON.stringify({
        heldAtKill: held[0]!.n,
        webhookCallsInFlightAtKill: inFlight.size,
        webhookCallsSentTwice: calls.length - byKey.size,
        takenOver: deliveries.filter((d) => d.attempts >= 2).length,
        survivorStartMs: survivorReadyAt - killedAt,
        allDeliveredAfterSurvivorMs: finishedAt - survivorReadyAt,
      })}`,
    );
  });
});
