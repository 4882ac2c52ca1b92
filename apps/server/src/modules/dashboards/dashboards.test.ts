import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LIMIT_MESSAGE, SHARED_EDIT_MESSAGE, type AnswerQuery } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';

/*
 * Dashboards over the API (issue 35): pins keep the query and never the figures, boards are their owner's unless
 * shared with the workspace, plans limit how many and whether the workspace may edit, and another user's
 * dashboard, tile or message answers exactly as a missing one.
 */

const MISSING = 999_999;

interface Answer {
  id: number;
  content: string;
  status: string;
  queries?: AnswerQuery[];
}

describe('dashboards', () => {
  let t: TestApp;
  let staff: TestClient;
  let alice: TestClient;
  let bob: TestClient;
  let eve: TestClient;
  let aliceId: number;
  let eveId: number;

  const patch = (c: TestClient, url: string, body: unknown) => c.request('PATCH', url, body);
  const setTier = async (id: number, subscriptionTier: string) =>
    expect((await staff.put(`/api/admin/users/${id}`, { subscriptionTier })).status).toBe(200);
  const ask = async (c: TestClient, content: string): Promise<Answer> => {
    const conversationId = (await c.post('/api/conversations', { title: 'Pins' })).json.id;
    const res = await c.post('/api/messages', { content, conversationId });
    expect(res.status, res.body).toBe(200);
    return res.json.assistantMessage as Answer;
  };
  const board = async (c: TestClient, name: string): Promise<number> => {
    const res = await c.post('/api/dashboards', { name });
    expect(res.status, res.body).toBe(201);
    return res.json.id;
  };
  const pin = (c: TestClient, dashboardId: number, messageId: number, form = 'table', extra = {}) =>
    c.post(`/api/dashboards/${dashboardId}/tiles`, { messageId, form, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    staff = new TestClient(t.app);
    await staff.register('dash-staff');
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    eve = new TestClient(t.app);
    aliceId = (await alice.register('dash-alice')).id;
    await bob.register('dash-bob');
    eveId = (await eve.register('dash-eve')).id;
    await setTier(aliceId, 'pro');
    // Bob joins Alice's workspace; Eve is a stranger (on the free plan).
    const invite = await alice.post('/api/team/invitations', {});
    expect(invite.status, invite.body).toBe(201);
    expect((await bob.post(`/api/invitations/${invite.json.token}/accept`)).status).toBe(200);
  });
  afterAll(async () => t?.destroy());

  it("pins an answer's structured query and the question it answered, never its figures", async () => {
    const answer = await ask(alice, 'Top 5 customers by revenue');
    const table = JSON.parse(/\[TABLE:(\{.*?\})\](?=\s*(\n|$|\[CHART))/s.exec(answer.content)![1]!) as {
      rows: Array<Record<string, string | number>>;
    };
    const first = table.rows[0]!;
    const res = await alice.post('/api/dashboards/pins', {
      messageId: answer.id,
      form: 'table',
      newDashboardName: 'Sales',
    });
    expect(res.status, res.body).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Top 5 customers by revenue',
      question: 'Top 5 customers by revenue',
      systemName: 'Demo Company',
      form: 'table',
      period: null,
      position: 0,
      width: 2,
      height: 2,
    });
    expect(res.json.query).toEqual(answer.queries![0]!.structured);

    const [row] = await t.ctx.database.db
      .select()
      .from(schema.dashboardTiles)
      .where(eq(schema.dashboardTiles.id, res.json.id));
    const stored = JSON.stringify(row);
    for (const value of Object.values(first)) expect(stored).not.toContain(String(value));
    expect(stored).not.toContain('SELECT');
    // SOE Local's reading, for a follow-up in a new conversation.
    expect(row!.reading).toMatchObject({ version: 1, systemName: 'Demo Company' });

    // Opened, the board runs the query now and shows the figures the answer showed.
    const results = await alice.get(`/api/dashboards/${res.json.dashboardId}/results`);
    expect(results.status, results.body).toBe(200);
    const [tile] = results.json.tiles;
    expect(tile).toMatchObject({ tileId: res.json.id, status: 'ok', truncated: false });
    expect(tile.rows).toHaveLength(5);
    expect(Object.values(tile.rows[0])).toEqual(Object.values(first));
    expect(tile.columns.map((c: { role: string }) => c.role)).toEqual(['label', 'measure']);
    expect(Date.parse(tile.asOf)).toBeGreaterThan(Date.now() - 60_000);
    expect(tile.statement).toMatch(/^SELECT /);
  });

  it('keeps a period the question said relatively, and a named year as the query has it', async () => {
    const id = await board(alice, 'Periods');
    const thisMonth = await pin(alice, id, (await ask(alice, 'revenue this month')).id, 'figure');
    expect(thisMonth.status, thisMonth.body).toBe(201);
    expect(thisMonth.json).toMatchObject({ period: { relative: 'this_month' }, width: 1, height: 1 });
    const year = new Date().getUTCFullYear() - 1;
    const named = await pin(alice, id, (await ask(alice, `revenue by month in ${year}`)).id, 'line');
    expect(named.status, named.body).toBe(201);
    expect(named.json.period).toBeNull();
  });

  it('refuses to pin what has no query: a question, an answer without data', async () => {
    const id = await board(alice, 'Nothing');
    const answer = await ask(alice, 'hello there');
    expect(answer.queries ?? []).toEqual([]);
    for (const messageId of [answer.id, answer.id - 1]) {
      const res = await pin(alice, id, messageId);
      expect(res.status, res.body).toBe(400);
      expect(res.json.message).toBe('This answer has no query to pin.');
    }
    const beyond = await pin(alice, id, (await ask(alice, 'how many customers are there')).id, 'figure', {
      queryIndex: 3,
    });
    expect(beyond.status).toBe(400);
    expect((await pin(alice, id, 1, 'chart')).status).toBe(400);
  });

  it('renames, edits tiles, reorders them (every tile once) and deletes', async () => {
    const id = await board(alice, 'Layout');
    const messages = [
      await ask(alice, 'how many customers are there'),
      await ask(alice, 'number of orders by status'),
      await ask(alice, 'how many products are there'),
    ];
    const tiles: number[] = [];
    for (const m of messages) tiles.push((await pin(alice, id, m.id, 'figure')).json.id);

    const renamed = await patch(alice, `/api/dashboards/${id}`, { name: 'Layout 2' });
    expect(renamed.status, renamed.body).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Layout 2', isOwner: true, canEdit: true, tileCount: 3 });

    const edited = await patch(alice, `/api/dashboards/${id}/tiles/${tiles[1]}`, {
      title: 'Orders by status',
      form: 'pie',
      width: 3,
      height: 2,
    });
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Orders by status', form: 'pie', width: 3, height: 2 });
    for (const bad of [{ width: 5 }, { height: 0 }, { title: '' }, { form: 'donut' }, { position: 1 }])
      expect((await patch(alice, `/api/dashboards/${id}/tiles/${tiles[1]}`, bad)).status, JSON.stringify(bad)).toBe(
        400,
      );

    const order = (tileIds: number[]) => alice.put(`/api/dashboards/${id}/tiles/order`, { tileIds });
    const elsewhere = (await pin(alice, await board(alice, 'Other'), messages[0]!.id, 'figure')).json.id;
    for (const wrong of [
      [tiles[0]!, tiles[1]!],
      [tiles[0]!, tiles[1]!, tiles[1]!],
      [tiles[0]!, tiles[1]!, tiles[2]!, tiles[2]!],
      [tiles[0]!, tiles[1]!, elsewhere],
      [tiles[0]!, tiles[1]!, tiles[2]!, elsewhere],
    ]) {
      const res = await order(wrong);
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.json.message).toBe('List every tile of the dashboard once, in the new order.');
    }
    const reordered = await order([tiles[2]!, tiles[0]!, tiles[1]!]);
    expect(reordered.status, reordered.body).toBe(200);
    expect(reordered.json.tiles.map((x: { id: number }) => x.id)).toEqual([tiles[2], tiles[0], tiles[1]]);
    expect((await alice.get(`/api/dashboards/${id}`)).json.tiles.map((x: { id: number }) => x.id)).toEqual([
      tiles[2],
      tiles[0],
      tiles[1],
    ]);

    expect((await alice.delete(`/api/dashboards/${id}/tiles/${tiles[0]}`)).status).toBe(204);
    expect((await alice.delete(`/api/dashboards/${id}/tiles/${tiles[0]}`)).status).toBe(404);
    // A tile of another board is not this board's.
    expect((await alice.delete(`/api/dashboards/${id}/tiles/${elsewhere}`)).status).toBe(404);
    expect((await alice.delete(`/api/dashboards/${id}`)).status).toBe(204);
    expect((await alice.get(`/api/dashboards/${id}`)).status).toBe(404);
    const left = await t.ctx.database.db
      .select()
      .from(schema.dashboardTiles)
      .where(eq(schema.dashboardTiles.dashboardId, id));
    expect(left).toEqual([]);
  });

  it("limits the Free plan to one dashboard, and keeps a downgraded user's boards", async () => {
    const first = await eve.post('/api/dashboards', { name: 'Mine' });
    expect(first.status, first.body).toBe(201);
    const second = await eve.post('/api/dashboards', { name: 'Another' });
    expect(second.status).toBe(402);
    expect(second.json).toEqual({ code: 'payment_required', message: DASHBOARD_LIMIT_MESSAGE });
    const answer = await ask(eve, 'how many customers are there');
    const byPin = await eve.post('/api/dashboards/pins', {
      messageId: answer.id,
      form: 'figure',
      newDashboardName: 'X',
    });
    expect(byPin.status).toBe(402);
    expect(byPin.json.message).toBe(DASHBOARD_LIMIT_MESSAGE);
    expect((await eve.get('/api/dashboards')).json.own).toHaveLength(1);
    // Pinning to the board she has is within the plan.
    const pinned = await eve.post('/api/dashboards/pins', {
      messageId: answer.id,
      form: 'figure',
      dashboardId: first.json.id,
    });
    expect(pinned.status, pinned.body).toBe(201);

    // Pro: any number. Back on Free: the boards stay and work, no new one.
    await setTier(eveId, 'pro');
    expect((await eve.post('/api/dashboards', { name: 'Another' })).status).toBe(201);
    expect((await eve.post('/api/dashboards', { name: 'Third' })).status).toBe(201);
    await setTier(eveId, 'free');
    const list = await eve.get('/api/dashboards');
    expect(list.json.own.map((d: { name: string }) => d.name)).toEqual(['Mine', 'Another', 'Third']);
    expect((await eve.post('/api/dashboards', { name: 'Fourth' })).status).toBe(402);
    const results = await eve.get(`/api/dashboards/${first.json.id}/results`);
    expect(results.json.tiles[0]).toMatchObject({ status: 'ok', rows: [{ accounts_count: 120 }] });
  });

  it('shares a board with the workspace read-only, and for editing on Enterprise only', async () => {
    const id = await board(alice, 'Team board');
    const own = await pin(alice, id, (await ask(alice, 'how many customers are there')).id, 'figure');
    const tileUrl = `/api/dashboards/${id}/tiles/${own.json.id}`;
    expect((await bob.get('/api/dashboards')).json.workspace).toEqual([]);
    expect((await bob.get(`/api/dashboards/${id}`)).status).toBe(404);

    // Pro cannot share for editing.
    const edit = await patch(alice, `/api/dashboards/${id}`, { share: 'edit' });
    expect(edit.status).toBe(402);
    expect(edit.json).toEqual({ code: 'payment_required', message: SHARED_EDIT_MESSAGE });
    expect((await patch(alice, `/api/dashboards/${id}`, { share: 'read' })).json.share).toBe('read');

    const listed = (await bob.get('/api/dashboards')).json;
    expect(listed.own).toEqual([]);
    expect(listed.workspace).toEqual([
      expect.objectContaining({
        id,
        name: 'Team board',
        share: 'read',
        ownerName: 'dash-alice',
        isOwner: false,
        canEdit: false,
      }),
    ]);
    expect((await bob.get(`/api/dashboards/${id}`)).json).toMatchObject({
      canEdit: false,
      tiles: [{ id: own.json.id }],
    });
    // Bob cannot read Alice's Demo Company: he sees the tile's title, not its query (its filters may name data).
    expect((await bob.get(`/api/dashboards/${id}`)).json.tiles[0].query).toBeNull();
    expect((await alice.get(`/api/dashboards/${id}`)).json.tiles[0].query).toMatchObject({ from: expect.any(String) });
    expect((await bob.get(`/api/dashboards/${id}/results`)).status).toBe(200);
    const bobAnswer = await ask(bob, 'how many products are there');
    const readOnly = `Team board is shared with you read-only.`;
    for (const res of [
      await pin(bob, id, bobAnswer.id, 'figure'),
      await patch(bob, tileUrl, { title: 'Mine now' }),
      await bob.put(`/api/dashboards/${id}/tiles/order`, { tileIds: [own.json.id] }),
      await bob.delete(tileUrl),
      await patch(bob, `/api/dashboards/${id}`, { period: { relative: 'this_year' } }),
    ]) {
      expect(res.status, res.body).toBe(403);
      expect(res.json.message).toBe(readOnly);
    }
    const ownerOnly = 'Only the owner of Team board can rename, share or delete it.';
    for (const res of [
      await patch(bob, `/api/dashboards/${id}`, { name: 'Taken' }),
      await patch(bob, `/api/dashboards/${id}`, { share: 'none' }),
      await bob.delete(`/api/dashboards/${id}`),
    ]) {
      expect(res.status, res.body).toBe(403);
      expect(res.json.message).toBe(ownerOnly);
    }
    // Eve is in no one's workspace: the board does not exist for her.
    expect((await eve.get(`/api/dashboards/${id}`)).status).toBe(404);
    expect((await eve.get('/api/dashboards')).json.workspace).toEqual([]);

    // Enterprise: the workspace may edit tiles, layout and period, not rename, share or delete.
    await setTier(aliceId, 'enterprise');
    expect((await patch(alice, `/api/dashboards/${id}`, { share: 'edit' })).status).toBe(200);
    expect((await bob.get(`/api/dashboards/${id}`)).json.canEdit).toBe(true);
    const bobs = await pin(bob, id, bobAnswer.id, 'figure');
    expect(bobs.status, bobs.body).toBe(201);
    expect((await patch(bob, tileUrl, { title: 'Customers' })).status).toBe(200);
    expect((await patch(bob, `/api/dashboards/${id}`, { period: { relative: 'this_year' } })).json.period).toEqual({
      relative: 'this_year',
    });
    expect((await bob.put(`/api/dashboards/${id}/tiles/order`, { tileIds: [bobs.json.id, own.json.id] })).status).toBe(
      200,
    );
    expect((await patch(bob, `/api/dashboards/${id}`, { name: 'Taken' })).status).toBe(403);
    expect((await bob.delete(`/api/dashboards/${id}`)).status).toBe(403);
    // A member pins only their own answers.
    const alicesAnswer = await ask(alice, 'how many products are there');
    expect((await pin(bob, id, alicesAnswer.id, 'figure')).body).toBe((await pin(bob, id, MISSING, 'figure')).body);

    // Back on Pro, the edit share reads as a read share.
    await setTier(aliceId, 'pro');
    expect((await bob.get(`/api/dashboards/${id}`)).json.canEdit).toBe(false);
    expect((await patch(bob, tileUrl, { title: 'Again' })).status).toBe(403);
    expect((await alice.get(`/api/dashboards/${id}`)).json.canEdit).toBe(true);
  });

  it("answers another user's dashboard, tile and message ids exactly as missing ones, on every route", async () => {
    const id = await board(alice, 'Private');
    const answer = await ask(alice, 'how many customers are there');
    const tile = (await pin(alice, id, answer.id, 'figure')).json.id;
    const eveBoard: number = (await eve.get('/api/dashboards')).json.own[0]?.id ?? (await board(eve, 'Eve'));
    const eveAnswer = await ask(eve, 'how many customers are there');
    const before = (await alice.get(`/api/dashboards/${id}`)).json;
    const calls = (d: number, x: number, m: number): Array<[string, string, unknown?]> => [
      ['GET', `/api/dashboards/${d}`],
      ['PATCH', `/api/dashboards/${d}`, { name: 'Taken' }],
      ['PATCH', `/api/dashboards/${d}`, { period: { relative: 'today' } }],
      ['DELETE', `/api/dashboards/${d}`],
      ['POST', `/api/dashboards/${d}/tiles`, { messageId: eveAnswer.id, form: 'figure' }],
      ['PUT', `/api/dashboards/${d}/tiles/order`, { tileIds: [x] }],
      ['PATCH', `/api/dashboards/${d}/tiles/${x}`, { title: 'Taken' }],
      ['DELETE', `/api/dashboards/${d}/tiles/${x}`],
      ['GET', `/api/dashboards/${d}/results`],
      ['GET', `/api/dashboards/${d}/tiles/${x}/result`],
      ['POST', `/api/dashboards/${d}/tiles/${x}/conversation`],
      ['POST', '/api/dashboards/pins', { messageId: eveAnswer.id, form: 'figure', dashboardId: d }],
      // Eve's own board, Alice's message or tile.
      ['POST', `/api/dashboards/${eveBoard}/tiles`, { messageId: m, form: 'figure' }],
      ['POST', '/api/dashboards/pins', { messageId: m, form: 'figure', dashboardId: eveBoard }],
      ['GET', `/api/dashboards/${eveBoard}/tiles/${x}/result`],
      ['PATCH', `/api/dashboards/${eveBoard}/tiles/${x}`, { title: 'Taken' }],
      ['DELETE', `/api/dashboards/${eveBoard}/tiles/${x}`],
      ['POST', `/api/dashboards/${eveBoard}/tiles/${x}/conversation`],
    ];
    const withAlices = calls(id, tile, answer.id);
    const withMissing = calls(MISSING, MISSING, MISSING);
    for (const [i, [method, url, body]] of withAlices.entries()) {
      const a = await eve.request(method, url, body);
      const [, missingUrl, missingBody] = withMissing[i]!;
      const m = await eve.request(method, missingUrl, missingBody);
      expect(a.status, `${method} ${url}: ${a.body}`).toBe(404);
      expect(a.body, `${method} ${url}`).toBe(m.body);
      expect(a.body).not.toMatch(/Private|dash-alice/);
    }
    expect((await alice.get(`/api/dashboards/${id}`)).json).toEqual(before);
  });

  it('validates every input with a clear 400', async () => {
    const id = await board(alice, 'Inputs');
    const cases: Array<[string, string, unknown?]> = [
      ['POST', '/api/dashboards', { name: '' }],
      ['POST', '/api/dashboards', { name: 'x'.repeat(81) }],
      ['PATCH', `/api/dashboards/${id}`, { share: 'everyone' }],
      ['PATCH', `/api/dashboards/${id}`, { period: { from: '2025-02-01', to: '2025-01-01' } }],
      ['PATCH', `/api/dashboards/${id}`, { period: { relative: 'next_week' } }],
      ['POST', '/api/dashboards/pins', { messageId: 1, form: 'figure' }],
      ['POST', '/api/dashboards/pins', { messageId: 1, form: 'figure', dashboardId: id, newDashboardName: 'Both' }],
      ['POST', `/api/dashboards/${id}/tiles`, { messageId: 'x', form: 'figure' }],
      ['PUT', `/api/dashboards/${id}/tiles/order`, { tileIds: 'all' }],
      ['GET', `/api/dashboards/${id}/results?tz=Mars/Olympus`],
      ['GET', `/api/dashboards/${id}/results?period=notjson`],
      ['GET', `/api/dashboards/${id}/results?period=${encodeURIComponent('{"relative":"someday"}')}`],
      ['GET', '/api/dashboards/abc'],
    ];
    for (const [method, url, body] of cases) {
      const res = await alice.request(method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });

  it('opens a tile in a new conversation whose next question SOE Local reads as a follow-up', async () => {
    const id = await board(alice, 'Follow-ups');
    const answer = await ask(alice, 'Top 5 customers by revenue');
    const tile = (await pin(alice, id, answer.id, 'bar', { title: 'Best customers' })).json.id;
    const opened = await alice.post(`/api/dashboards/${id}/tiles/${tile}/conversation`);
    expect(opened.status, opened.body).toBe(201);
    const conversationId = opened.json.conversationId;
    const messages = (await alice.get(`/api/conversations/${conversationId}/messages`)).json as Answer[];
    expect(messages.map((m) => m.content.slice(0, 60))).toEqual([
      'Top 5 customers by revenue',
      expect.stringMatching(/^Best customers, from Demo Company \(5 rows\)/),
    ]);
    expect(messages[1]!.content).toContain('[CHART:{"type":"bar"');
    expect(messages[1]!.content).toContain('[TABLE:');
    expect(messages[1]!.queries).toEqual([
      expect.objectContaining({
        systemName: 'Demo Company',
        language: 'sql',
        structured: answer.queries![0]!.structured,
      }),
    ]);
    const next = await alice.post('/api/messages', { content: 'just the top 3', conversationId });
    expect(next.status, next.body).toBe(200);
    expect(next.json.assistantMessage.content).toMatch(/^Same as before, top 3/);

    // With the board's period, the answer and SOE Local's reading of the follow-up keep the board's dates.
    await patch(alice, `/api/dashboards/${id}`, { period: { from: '2025-01-01', to: '2025-04-01' } });
    const dated = (await alice.post(`/api/dashboards/${id}/tiles/${tile}/conversation`)).json.conversationId;
    const [, first] = (await alice.get(`/api/conversations/${dated}/messages`)).json as Answer[];
    expect(first!.content).toMatch(/^Best customers for 2025-01-01 to 2025-03-31, from Demo Company/);
    const narrowed = await alice.post('/api/messages', { content: 'just the top 3', conversationId: dated });
    expect(narrowed.json.assistantMessage.content).toMatch(/^Same as before, top 3/);
    expect(narrowed.json.assistantMessage.content).toContain('2025-01-01 to 2025-03-31');

    // A member who may see the board but not the tile's system gets no conversation and no figures.
    await patch(alice, `/api/dashboards/${id}`, { share: 'read' });
    const refused = await bob.post(`/api/dashboards/${id}/tiles/${tile}/conversation`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You have no access to Demo Company.');
  });
});
