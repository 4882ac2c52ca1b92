import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, startStripeFake, type StripeFake } from '@soe/fakes/stripe';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

const PG = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const GOOD_CARD = '4242424242424242';

/**
 * Billing end to end against the protocol-level Stripe fake: the server uses the
 * official SDK (pointed at the fake by STRIPE_API_BASE), the fake delivers
 * webhooks signed with the SDK's own helper to the listening server.
 */
describe('billing with Stripe', () => {
  let fake: StripeFake;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_PRO: fake.prices.pro,
      STRIPE_PRICE_ENTERPRISE: fake.prices.enterprise,
      STRIPE_API_BASE: fake.url,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/subscription/webhook`;
    await new TestClient(t.app).register('billing-owner'); // the owner; every user below is an ordinary free account
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  const signUp = async (name: string) => {
    const c = new TestClient(t.app);
    const me = await c.register(name);
    return { c, id: me.id as number };
  };

  /** What Stripe.js does in the browser with the publishable key: create the card, confirm the setup intent. */
  async function stripeJs(path: string, params: Record<string, string>) {
    const res = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, key: fake.publishableKey }),
    });
    return { status: res.status, json: (await res.json()) as any };
  }
  async function saveCard(c: TestClient, number = GOOD_CARD): Promise<string> {
    const setup = await c.post('/api/subscription/create-setup-intent');
    expect(setup.status).toBe(200);
    const { clientSecret } = setup.json as { clientSecret: string };
    const pm = await stripeJs('/v1/payment_methods', {
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
    });
    expect(pm.status).toBe(200);
    const confirmed = await stripeJs(`/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      payment_method: pm.json.id,
      client_secret: clientSecret,
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    return pm.json.id;
  }
  async function subscribe(c: TestClient, planId: 'pro' | 'enterprise' = 'pro') {
    const res = await c.post('/api/subscription/create', { planId, paymentMethodId: await saveCard(c) });
    expect(res.status, res.body).toBe(200);
    await fake.flush();
    return res.json;
  }
  const userRow = async (id: number) =>
    (await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.id, id)))[0]!;
  const accountRow = async (id: number) =>
    (await t.ctx.database.db.select().from(schema.billingAccounts).where(eq(schema.billingAccounts.userId, id)))[0]!;

  it('tells the client billing is configured, with the publishable key only', async () => {
    const config = await new TestClient(t.app).get('/api/subscription/config');
    expect(config.json).toEqual({ configured: true, publishableKey: fake.publishableKey });
    expect(config.body).not.toContain(fake.secretKey);
    expect(config.body).not.toContain(fake.webhookSecret);
  });

  it('upgrade free → pro unlocks 5 systems and write', async () => {
    const { c, id } = await signUp('upgrader');
    expect(
      (await c.post('/api/systems', { name: 'One', type: 'analytics', connectionDetails: { url: PG } })).status,
    ).toBe(201);
    expect(
      (await c.post('/api/systems', { name: 'Two', type: 'analytics', connectionDetails: { url: PG } })).status,
    ).toBe(402);
    expect((await c.get('/api/usage')).json).toMatchObject({ maxSystems: 1, canWrite: false, maxQueries: 10 });

    const result = await subscribe(c, 'pro');
    expect(result).toMatchObject({ tier: 'pro', status: 'active', billed: true, cancelAt: null });
    expect(new Date(result.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);

    // The server created one customer and one subscription at the pro price, for this account.
    const account = await accountRow(id);
    const created = fake
      .requestsTo('POST', /^\/v1\/subscriptions$/)
      .filter((r) => r.form.customer === account.customerId);
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      items: [{ price: fake.prices.pro }],
      payment_behavior: 'error_if_incomplete',
    });
    expect(created[0]!.auth).toBe('secret');
    expect(fake.store.customer(account.customerId).metadata).toEqual({ soeUserId: String(id) });
    // Every webhook the fake sent was accepted.
    expect(fake.deliveries.filter((d) => d.status !== 200)).toEqual([]);

    expect(await c.get('/api/user')).toMatchObject({ json: { subscriptionTier: 'pro', accessLevel: 'write' } });
    expect((await c.get('/api/usage')).json).toMatchObject({
      tier: 'pro',
      maxSystems: 5,
      canWrite: true,
      maxQueries: 1000,
    });
    for (const name of ['Two', 'Three', 'Four', 'Five']) {
      expect(
        (await c.post('/api/systems', { name, type: 'analytics', connectionDetails: { url: PG } })).status,
        name,
      ).toBe(201);
    }
    expect(
      (await c.post('/api/systems', { name: 'Six', type: 'analytics', connectionDetails: { url: PG } })).status,
    ).toBe(402);
  });

  it('cancel keeps the plan until the period ends, then the tier drops to free', async () => {
    const { c, id } = await signUp('canceller');
    await subscribe(c, 'pro');
    const { subscriptionId, currentPeriodEnd } = await accountRow(id);

    const cancel = await c.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.json).toEqual({ tier: 'pro', cancelAt: currentPeriodEnd!.toISOString() });
    expect(fake.requestsTo('POST', new RegExp(`^/v1/subscriptions/${subscriptionId}$`)).at(-1)!.form).toEqual({
      cancel_at_period_end: 'true',
    });
    await fake.flush();
    expect((await c.get('/api/subscription/current')).json).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: true,
      cancelAt: currentPeriodEnd!.toISOString(),
    });
    expect((await userRow(id)).subscriptionTier).toBe('pro');

    await fake.endPeriod(subscriptionId!);
    expect(fake.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
    expect((await userRow(id)).subscriptionTier).toBe('free');
    expect((await c.get('/api/subscription/current')).json).toMatchObject({ tier: 'free', billed: false });
    // The downgrade holds on the very next request.
    expect((await c.get('/api/usage')).json).toMatchObject({ tier: 'free', maxSystems: 1, canWrite: false });
  });

  it('a forged signature gets 400 and changes nothing; the genuine event then applies', async () => {
    const { c, id } = await signUp('forgery-target');
    await subscribe(c, 'pro');
    const { subscriptionId } = await accountRow(id);
    // Stripe ends the subscription, but its webhook has not arrived yet.
    const url = fake.webhookUrl;
    fake.webhookUrl = undefined;
    fake.store.cancelSubscription(subscriptionId!);
    fake.webhookUrl = url;
    const deleted = fake.events.findLast(
      (e) => e.type === 'customer.subscription.deleted' && e.data.object.id === subscriptionId,
    )!;

    const forged = await fake.send(deleted, { secret: 'whsec_not_the_real_secret' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ code: 'bad_request', message: 'Invalid webhook signature' });
    const unsigned = await fetch(fake.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(deleted),
    });
    expect(unsigned.status).toBe(400);
    // A valid signature over other bytes: the body was changed after signing.
    const tampered = makeEvent('customer.subscription.deleted', { ...deleted.data.object });
    const goodHeader = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: JSON.stringify(deleted),
      secret: fake.webhookSecret,
    });
    const swapped = await fetch(fake.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': goodHeader },
      body: JSON.stringify(tampered),
    });
    expect(swapped.status).toBe(400);

    expect((await userRow(id)).subscriptionTier).toBe('pro');
    expect(
      await t.ctx.database.db.select().from(schema.billingEvents).where(eq(schema.billingEvents.eventId, deleted.id)),
    ).toEqual([]);

    expect((await fake.redeliver(deleted.id)).status).toBe(200);
    expect((await userRow(id)).subscriptionTier).toBe('free');
  });

  it('a replayed event applies once, however many copies arrive at once', async () => {
    const { c, id } = await signUp('replayed');
    await subscribe(c, 'pro');
    const { subscriptionId } = await accountRow(id);
    const event = makeEvent('customer.subscription.updated', fake.store.subscription(subscriptionId!));
    fake.events.push(event);
    const retrieves = () => fake.requestsTo('GET', new RegExp(`^/v1/subscriptions/${subscriptionId}$`)).length;
    const before = retrieves();

    const copies = await Promise.all(Array.from({ length: 5 }, () => fake.redeliver(event.id)));
    expect(copies.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(copies.filter((d) => JSON.parse(d.body).duplicate === false)).toHaveLength(1);
    expect(
      await t.ctx.database.db.select().from(schema.billingEvents).where(eq(schema.billingEvents.eventId, event.id)),
    ).toHaveLength(1);

    const afterFirst = retrieves();
    const replay = await fake.redeliver(event.id);
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });
    // A replay is recognised before anything is read or written.
    expect(retrieves()).toBe(afterFirst);
    expect(afterFirst - before).toBeGreaterThanOrEqual(1);
  });

  it('a failed renewal makes the plan past_due, then free when Stripe gives up', async () => {
    const { c, id } = await signUp('late-payer');
    await subscribe(c, 'enterprise');
    const { subscriptionId } = await accountRow(id);
    fake.failFutureCharges(subscriptionId!);
    await fake.endPeriod(subscriptionId!);
    expect(fake.deliveries.some((d) => d.type === 'invoice.payment_failed' && d.status === 200)).toBe(true);
    expect((await c.get('/api/subscription/current')).json).toMatchObject({
      tier: 'enterprise',
      status: 'past_due',
      billed: true,
    });

    await fake.exhaustRetries(subscriptionId!);
    expect((await c.get('/api/subscription/current')).json).toMatchObject({
      tier: 'free',
      status: 'active',
      billed: false,
    });
  });

  it('changes plan without a new card, and refuses a plan the caller already has', async () => {
    const { c, id } = await signUp('plan-changer');
    await subscribe(c, 'pro');
    const again = await c.post('/api/subscription/create', { planId: 'pro' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You're already on the Pro plan.");
    const up = await c.post('/api/subscription/create', { planId: 'enterprise' });
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ tier: 'enterprise', billed: true });
    await fake.flush();
    const sub = fake.store.subscription((await accountRow(id)).subscriptionId!);
    expect(sub.items.data[0].price.id).toBe(fake.prices.enterprise);
    expect((await userRow(id)).subscriptionTier).toBe('enterprise');
  });

  it("never touches another account: B cannot pay with A's card or name A's customer", async () => {
    const a = await signUp('card-owner');
    const aCard = await saveCard(a.c);
    const b = await signUp('card-thief');
    await b.c.post('/api/subscription/create-setup-intent');
    const subsBefore = fake.requestsTo('POST', /^\/v1\/subscriptions$/).length;
    const stolen = await b.c.post('/api/subscription/create', {
      planId: 'enterprise',
      paymentMethodId: aCard,
      customerId: (await accountRow(a.id)).customerId,
      userId: a.id,
      subscriptionTier: 'enterprise',
    });
    expect(stolen.status).toBe(400);
    expect(stolen.json.message).toBe('That card is not saved to your account. Enter your card details again.');
    const unknown = await b.c.post('/api/subscription/create', { planId: 'pro', paymentMethodId: 'pm_doesnotexist' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(stolen.json.message);
    expect(fake.requestsTo('POST', /^\/v1\/subscriptions$/).length).toBe(subsBefore);
    expect((await userRow(a.id)).subscriptionTier).toBe('free');
    expect((await userRow(b.id)).subscriptionTier).toBe('free');
    expect((await b.c.post('/api/subscription/create', { planId: 'pro' })).json.message).toBe(
      'Enter your card details to subscribe.',
    );
  });

  it('a card declined at the first charge gets 402 with the card message; the tier stays free', async () => {
    const { c, id } = await signUp('declined');
    const pm = await saveCard(c, '4000000000000341');
    const res = await c.post('/api/subscription/create', { planId: 'pro', paymentMethodId: pm });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe('Your card was declined.');
    expect((await userRow(id)).subscriptionTier).toBe('free');
  });

  it('staff accounts are not billed, and the webhook refuses a body without a signature', async () => {
    const owner = new TestClient(t.app);
    await owner.post('/api/login', { username: 'billing-owner', password: 'password-123' });
    const res = await owner.post('/api/subscription/create-setup-intent');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/not billed/);
    expect((await owner.post('/api/subscription/webhook', 'not json', { 'content-type': 'text/plain' })).status).toBe(
      400,
    );
  });
});
