import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StructuredQuery } from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { webhookBody } from './channels/webhook';
import { startMailSink, startWebhookReceiver, type MailSink, type WebhookReceiver } from './testing';

/*
 * Where deliveries go besides the bell: incoming webhooks (through the network policy, like every connector: security
 * checks 18–20, docs/security.md) and email through the operator's SMTP server (a real one, in process).
 */

let t: TestApp;
let staff: TestClient;
let e: TestClient;
let eId: number;
let receiver: WebhookReceiver;
let mail: MailSink;
let revenue: StructuredQuery;
let revenueText: string;
let demoId: number;

const db = () => t.ctx.database.db;

async function allowLoopback(allowed: boolean) {
  const res = await staff.put('/api/admin/network-access', { entries: allowed ? ['127.0.0.1'] : [] });
  expect(res.status, res.body).toBe(200);
  // The list is read again within its 2 s cache; wait until the policy sees the change.
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    const { entries } = await t.ctx.networkAccess.current();
    if (entries.length === (allowed ? 1 : 0)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function board(name: string) {
  const [row] = await db().insert(schema.dashboards).values({ userId: eId, name }).returning();
  await db().insert(schema.dashboardTiles).values({
    dashboardId: row!.id,
    title: 'Revenue',
    question: 'total revenue',
    systemId: demoId,
    systemName: 'Demo Company',
    form: 'figure',
    query: revenue,
  });
  return row!.id;
}

const deliveryOf = async (scheduleId: number) =>
  (
    await db()
      .select()
      .from(schema.deliveries)
      .where(and(eq(schema.deliveries.kind, 'schedule'), eq(schema.deliveries.sourceId, scheduleId)))
  )[0];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  mail = await startMailSink();
  t = await createTestApp({
    // Nothing private is listed: loopback is refused until a staff admin lists it in Settings → Network access.
    SOE_ALLOWED_PRIVATE_HOSTS: '',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    SMTP_FROM: 'SOE Reports <reports@soe.test>',
    SOE_JOBS: 'on',
    SOE_JOBS_TICK_MS: '3600000',
    SOE_JOBS_RETRY_DELAY_S: '1',
  });
  staff = new TestClient(t.app);
  await staff.register('chan-owner');
  e = new TestClient(t.app);
  eId = (await e.register('chan-enterprise')).id;
  expect((await staff.put(`/api/admin/users/${eId}`, { subscriptionTier: 'enterprise' })).status).toBe(200);
  demoId = (await e.get('/api/systems')).json.find((s: { name: string }) => s.name === 'Demo Company').id;
  const conversation = await e.post('/api/conversations', { title: 'Figures' });
  const asked = await e.post('/api/messages', { content: 'total revenue', conversationId: conversation.json.id });
  revenue = asked.json.assistantMessage.queries[0].structured;
  revenueText = /\*\*([\d,.]+)\*\*/.exec(asked.json.assistantMessage.content)![1]!;
});
afterAll(async () => {
  await t?.destroy();
  await receiver?.close();
  await mail?.close();
});

describe('webhooks', () => {
  it('refuses internal and metadata addresses when the schedule is set up, as every connector does', async () => {
    await allowLoopback(false);
    const dashboardId = await board('Refused');
    for (const url of [
      receiver.url,
      'http://localhost:9/hook',
      'http://[::ffff:127.0.0.1]:9/hook',
      'http://2130706433/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://metadata.google.internal/computeMetadata',
    ]) {
      const res = await e.post('/api/schedules', {
        dashboardId,
        frequency: 'daily',
        time: '09:00',
        timeZone: 'UTC',
        channels: { webhookUrl: url },
      });
      expect(res.status, url).toBe(400);
      expect(res.json.message, url).toMatch(/are not allowed/);
    }
    const withCredentials = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: 'https://user:pass@hooks.example.com/x' },
    });
    expect(withCredentials.status).toBe(400);
    expect((await e.get('/api/schedules')).json).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
  });

  it('posts Slack-compatible JSON with the figures and the link to a receiver the access list allows; the address stays sealed', async () => {
    await allowLoopback(true);
    const dashboardId = await board('Webhook board');
    const created = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: receiver.url },
    });
    expect(created.status, created.body).toBe(201);
    expect(created.json.channels).toEqual({ inApp: true, email: false, webhookHost: '127.0.0.1' });
    // Only its host ever leaves the server; at rest it is sealed.
    expect(JSON.stringify((await e.get('/api/schedules')).json)).not.toContain('secret-path');
    const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, created.json.id));
    expect(JSON.stringify(row!.targets)).not.toContain('secret-path');

    receiver.requests.length = 0;
    const sent = await e.post(`/api/schedules/${created.json.id}/run`);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ lastStatus: 'ok', lastError: null });
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    const delivery = await deliveryOf(created.json.id);
    expect(request!.path).toBe('/services/T000/B000/secret-path');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['idempotency-key']).toBe(`soe-delivery-${delivery!.id}`);
    const body = request!.body as { text: string; blocks: Array<{ type: string; text?: { text: string } }> };
    expect(body.text).toContain('Webhook board');
    expect(body.text).toContain(revenueText);
    expect(body.text).toContain(`http://localhost:3000/app/dashboards/${dashboardId}`);
    expect(body.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Webhook board' } });
    expect(body.blocks.some((b) => b.type === 'section' && b.text!.text.includes(revenueText))).toBe(true);
    expect(body.blocks.at(-1)).toMatchObject({
      type: 'actions',
      elements: [{ url: `http://localhost:3000/app/dashboards/${dashboardId}` }],
    });
    expect(delivery).toMatchObject({ status: 'delivered', channels: { inApp: 'sent', webhook: 'sent' } });
  });

  it('refuses at delivery time too when the access list no longer allows it; the bell still gets it', async () => {
    await allowLoopback(true);
    const dashboardId = await board('Later refused');
    const created = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: receiver.url },
    });
    expect(created.status).toBe(201);
    await allowLoopback(false);
    receiver.requests.length = 0;
    const sent = await e.post(`/api/schedules/${created.json.id}/run`);
    expect(sent.json.lastStatus).toBe('failed');
    expect(sent.json.lastError).toMatch(/^Webhook: Connections to 127\.0\.0\.1 are not allowed \(loopback address\)/);
    expect(receiver.requests).toHaveLength(0);
    expect(await deliveryOf(created.json.id)).toMatchObject({
      status: 'failed',
      channels: { inApp: 'sent', webhook: expect.stringMatching(/^refused: /) },
    });
  });

  it('retries a webhook that failed for now (503) with backoff, sends it once when it answers, and resends nothing else', async () => {
    await allowLoopback(true);
    const dashboardId = await board('Retried');
    const created = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: receiver.url },
    });
    const id = created.json.id as number;
    receiver.requests.length = 0;
    receiver.answer([503]);
    await db()
      .update(schema.schedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.schedules.id, id));
    expect(await t.deliveries.tick()).toBe(1);
    await expect.poll(async () => (await deliveryOf(id))?.status, { timeout: 60_000, interval: 200 }).toBe('delivered');
    const delivery = (await deliveryOf(id))!;
    expect(receiver.requests).toHaveLength(2);
    expect(new Set(receiver.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`soe-delivery-${delivery.id}`]),
    );
    expect(delivery.attempts).toBe(2);
    const notes = await db()
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.deliveryId, delivery.id));
    expect(notes).toHaveLength(1);
    const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, id));
    expect(row).toMatchObject({ lastStatus: 'ok', failures: 0, lastError: null });
  });

  it('does not retry a webhook the receiver refused for good (404)', async () => {
    await allowLoopback(true);
    const dashboardId = await board('Gone webhook');
    const created = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'daily',
      time: '09:00',
      timeZone: 'UTC',
      channels: { webhookUrl: receiver.url },
    });
    receiver.requests.length = 0;
    receiver.answer([404]);
    const sent = await e.post(`/api/schedules/${created.json.id}/run`);
    expect(sent.json).toMatchObject({
      lastStatus: 'failed',
      lastError: 'Webhook: The webhook at 127.0.0.1 answered 404.',
    });
    expect(receiver.requests).toHaveLength(1);
    const [row] = await db().select().from(schema.schedules).where(eq(schema.schedules.id, created.json.id));
    expect(row!.failures).toBe(1);
  });

  it("speaks Teams Workflows' Adaptive Card to their hosts, Slack's blocks with plain text to the others", () => {
    const payload = {
      send: true,
      title: 'Sales <b>',
      summary: 'Daily delivery of Sales.',
      sections: [{ title: 'Revenue', columns: ['Revenue'], rows: [['1,234.50']] }],
      link: 'https://soe.example.com/app/dashboards/1',
      path: '/app/dashboards/1',
    };
    const teams = webhookBody(payload, 'prod-12.westus.logic.azure.com') as { type: string; attachments: any[] };
    expect(teams.type).toBe('message');
    expect(teams.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(JSON.stringify(teams.attachments[0].content.body)).toContain('1,234.50');
    expect(teams.attachments[0].content.actions[0]).toMatchObject({ type: 'Action.OpenUrl', url: payload.link });
    const slack = webhookBody(payload, 'hooks.slack.com') as { text: string; blocks: any[] };
    expect(slack.text).toContain('1,234.50');
    // Slack's markup characters in names and figures are escaped, never read as links or mentions.
    expect(slack.blocks.some((b) => b.type === 'section' && b.text.text.includes('1,234.50'))).toBe(true);
    const escaped = webhookBody({ ...payload, summary: '<!channel> & co' }, 'hooks.slack.com') as { blocks: any[] };
    expect(escaped.blocks[1].text.text).toBe('&lt;!channel&gt; &amp; co');
  });
});

describe('email', () => {
  it('arrives at the SMTP server, to the owner, with the figures as text and as an HTML table', async () => {
    const dashboardId = await board('Emailed board');
    const created = await e.post('/api/schedules', {
      dashboardId,
      frequency: 'monthly',
      monthDay: 1,
      time: '08:00',
      timeZone: 'Europe/London',
      channels: { email: true },
    });
    expect(created.status, created.body).toBe(201);
    expect(created.json.channels).toEqual({ inApp: true, email: true, webhookHost: null });
    mail.mails.length = 0;
    const sent = await e.post(`/api/schedules/${created.json.id}/run`);
    expect(sent.json).toMatchObject({ lastStatus: 'ok' });
    await expect.poll(() => mail.mails.length, { timeout: 10_000 }).toBe(1);
    const [message] = mail.mails;
    const delivery = await deliveryOf(created.json.id);
    expect(message!.to).toMatchObject({ text: 'chan-enterprise@example.com' });
    expect(message!.from).toMatchObject({ text: '"SOE Reports" <reports@soe.test>' });
    expect(message!.subject).toBe('Emailed board');
    expect(message!.messageId).toBe(`<soe-delivery-${delivery!.id}@localhost>`);
    expect(message!.text).toContain('Monthly delivery of Emailed board');
    expect(message!.text).toContain(revenueText);
    expect(message!.text).toContain(`http://localhost:3000/app/dashboards/${dashboardId}`);
    expect(message!.html).toMatch(new RegExp(`<table[^>]*>.*<th[^>]*>Revenue</th>.*<td[^>]*>${revenueText}</td>`));
    expect(delivery).toMatchObject({ status: 'delivered', channels: { inApp: 'sent', email: 'sent' } });
  });
});
