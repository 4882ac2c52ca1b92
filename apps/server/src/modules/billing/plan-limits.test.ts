import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { currentPeriod } from '../usage/service';
import { NOT_CONFIGURED } from './service';

const PG = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Plan limits and the plan screens' calls on a server without billing (decisions §3, §6). */
describe('plans without a payment provider', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('limits-owner'); // the first account is the owner: the free users below are never first
  });
  afterAll(async () => t?.destroy());

  const freeUser = async (name: string) => {
    const c = new TestClient(t.app);
    const me = await c.register(name);
    expect(me.subscriptionTier).toBe('free');
    return { c, id: me.id as number };
  };

  it('serves the plan table to anyone, and says payment is not configured', async () => {
    const guest = new TestClient(t.app);
    const plans = await guest.get('/api/subscription/plans');
    expect(plans.status).toBe(200);
    expect(plans.json).toEqual(JSON.parse(JSON.stringify(PLANS)));
    expect(plans.json.pro).toMatchObject({ maxSystems: 5, canWrite: true, maxQueries: 1000, price: 29 });
    expect((await guest.get('/api/subscription/config')).json).toEqual({ configured: false, publishableKey: null });
    expect((await guest.get('/api/subscription/current')).status).toBe(401);
  });

  it('answers the payment calls with a clear 400, never a 500', async () => {
    const { c } = await freeUser('no-billing');
    for (const [path, body] of [
      ['/api/subscription/create-setup-intent', undefined],
      ['/api/subscription/create', { planId: 'pro', paymentMethodId: 'pm_123' }],
    ] as const) {
      const res = await c.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.json.message).toBe(NOT_CONFIGURED);
    }
    expect((await c.post('/api/subscription/create', { planId: 'staff_admin' })).status).toBe(400);
    expect(await c.post('/api/subscription/cancel')).toMatchObject({
      status: 200,
      json: { tier: 'free', cancelAt: null },
    });
    expect((await c.get('/api/subscription/current')).json).toEqual({
      tier: 'free',
      status: 'active',
      currentPeriodEnd: null,
      cancelAt: null,
      cancelAtPeriodEnd: false,
      billed: false,
    });
    expect(
      (await c.post('/api/subscription/webhook', { id: 'evt_1', type: 'customer.subscription.deleted' })).status,
    ).toBe(400);
  });

  it('refuses a second system on free with 402 and the limit text', async () => {
    const { c } = await freeUser('one-system');
    const first = await c.post('/api/systems', {
      name: 'Warehouse',
      type: 'analytics',
      connectionDetails: { url: PG },
    });
    expect(first.status).toBe(201);
    const second = await c.post('/api/systems', { name: 'Second', type: 'analytics', connectionDetails: { url: PG } });
    expect(second.status).toBe(402);
    expect(second.json.message).toBe(
      "You've reached your system connection limit. Upgrade your plan to connect more systems.",
    );
    const usage = (await c.get('/api/usage')).json;
    expect(usage).toMatchObject({ tier: 'free', systemsUsed: 1, maxSystems: 1, canWrite: false });
  });

  it('refuses the 11th question of a free month with 402, on /api/ask and /api/messages, and a new month starts again', async () => {
    const { c, id } = await freeUser('ten-questions');
    const { db } = t.ctx.database;
    // Nine questions this month already; the last month was used up, which must not count.
    const last = currentPeriod(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15))).key;
    await db.insert(schema.usageCounters).values([
      { userId: id, periodStart: currentPeriod().key, queries: 9 },
      { userId: id, periodStart: last, queries: 10 },
    ]);
    const tenth = await c.post('/api/ask', { prompt: 'How many products do we have?' });
    expect(tenth.status).toBe(200);
    expect((await c.get('/api/usage')).json).toMatchObject({ queriesUsed: 10, maxQueries: 10 });

    const eleventh = await c.post('/api/ask', { prompt: 'How many customers do we have?' });
    expect(eleventh.status).toBe(402);
    expect(eleventh.json.message).toBe(
      "You've used all 10 questions included in the Free plan this month. Upgrade your plan to ask more.",
    );
    const conversation = (await c.post('/api/conversations', { title: 'Limits' })).json;
    const message = await c.post('/api/messages', {
      content: 'Top 3 products by revenue',
      conversationId: conversation.id,
    });
    expect(message.status).toBe(402);
    expect((await c.get('/api/usage')).json.queriesUsed).toBe(10);
  });

  it('keeps usage history for the plans with advanced analytics', async () => {
    const { c } = await freeUser('history-free');
    const refused = await c.get('/api/usage/history');
    expect(refused.status).toBe(402);
    expect(refused.json.message).toMatch(/Pro and Enterprise/);
    const history = await owner.get('/api/usage/history');
    expect(history.status).toBe(200);
    expect(history.json.periods).toHaveLength(6);
    expect(history.json.periods.at(-1)).toEqual({ period: currentPeriod().key, queries: 0 });
  });
});
