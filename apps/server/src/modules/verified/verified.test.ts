import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import type { CurrentUser } from '../auth/session-user';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

/** The rows of the answer's [TABLE:…] block. */
function tableRows(text: string): Array<Record<string, unknown>> {
  const start = text.indexOf('[TABLE:');
  if (start < 0) return [];
  for (let end = text.indexOf(']', start); end > 0; end = text.indexOf(']', end + 1)) {
    try {
      return JSON.parse(text.slice(start + 7, end)).rows;
    } catch {
      // not the block's closing bracket yet
    }
  }
  return [];
}

/** The figure column of a two-column table, in the table's order. */
const figures = (text: string) => tableRows(text).map((r) => Number(Object.values(r)[1]));

describe('corrections that stick: thumbs feedback and verified questions', () => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let anonymous: TestClient;
  let aliceId: number;
  let bobId: number;
  const sql = async (q: string) => (await t.ctx.database.sql.query(q)).rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp();
    // The first account is the instance owner; alice and bob are ordinary accounts of their own workspaces.
    const owner = new TestClient(t.app);
    await owner.register('verify-owner');
    alice = new TestClient(t.app);
    aliceId = (await alice.register('verify-alice')).id;
    // More questions than the Free plan's ten a month.
    expect((await owner.put(`/api/admin/users/${aliceId}`, { subscriptionTier: 'pro' })).status).toBe(200);
    bob = new TestClient(t.app);
    bobId = (await bob.register('verify-bob')).id;
    anonymous = new TestClient(t.app);
  });
  afterAll(async () => t?.destroy());

  async function ask(client: TestClient, prompt: string, conversationId?: number) {
    const res = await client.post('/api/ask', { prompt, ...(conversationId ? { conversationId } : {}) });
    expect(res.status, res.body).toBe(200);
    return res.json as {
      response: string;
      conversationId: number;
      messageId: number;
      reading: { alternatives: unknown[]; correctable: boolean; readAs?: string } | null;
    };
  }

  it('carries the reading to the client: correctable, with its alternatives, on /api/ask and the messages', async () => {
    const answer = await ask(alice, 'Revenue by month in 2025');
    expect(answer.messageId).toBeGreaterThan(0);
    expect(answer.reading).toMatchObject({ correctable: true });
    expect(Array.isArray(answer.reading!.alternatives)).toBe(true);
    const messages = await alice.get(`/api/conversations/${answer.conversationId}/messages`);
    const stored = messages.json.find((m: { id: number }) => m.id === answer.messageId);
    expect(stored.reading).toEqual(answer.reading);
    expect(messages.json.find((m: { role: string }) => m.role === 'user').reading).toBeUndefined();
  });

  it('asks what an unknown acronym means, offers to define it, and reads it once it is a business term', async () => {
    const asked = await ask(alice, 'What is our ARR by month in 2025?');
    expect(asked.response).toMatch(/What does "ARR" mean in Demo Company\?/);
    expect(asked.response).not.toContain('[TABLE:');
    const term = (asked.reading as { unknownTerm?: { phrase: string; systemId: number } } | null)?.unknownTerm;
    expect(term).toMatchObject({ phrase: 'ARR', systemName: 'Demo Company' });
    const messages = await alice.get(`/api/conversations/${asked.conversationId}/messages`);
    expect(messages.json.find((m: { id: number }) => m.id === asked.messageId).reading.unknownTerm).toEqual(term);

    // The owner saves what ARR means (here: the drafted revenue measure under another name); the next question reads it.
    const terms = (await alice.get(`/api/systems/${term!.systemId}/terms`)).json.terms as Array<{
      phrases: string[];
      measure?: unknown;
    }>;
    const revenue = terms.find((x) => x.phrases.includes('revenue') && x.measure)!;
    const saved = await alice.put(`/api/systems/${term!.systemId}/terms`, {
      terms: [...terms, { ...revenue, phrases: ['ARR'], description: 'Annual recurring revenue' }],
    });
    expect(saved.status, saved.body).toBe(200);
    const again = await ask(alice, 'What is our ARR by month in 2025?');
    expect(again.response).toContain('[TABLE:');
    expect(again.reading?.readAs).toBeUndefined();
    expect((again.reading as { unknownTerm?: unknown } | null)?.unknownTerm).toBeUndefined();
    const same = await ask(alice, 'Revenue by month in 2025');
    expect(figures(again.response)).toEqual(figures(same.response));
  });

  it('signed out: 401; another user’s answer or system: 404; a bad body or choice: 400 with a code', async () => {
    const answer = await ask(alice, 'Revenue by month in 2025');
    const systemId = (await alice.get(`/api/messages/${answer.messageId}/reading`)).json.systemId;
    expect((await anonymous.get(`/api/messages/${answer.messageId}/reading`)).status).toBe(401);
    expect((await anonymous.post(`/api/messages/${answer.messageId}/feedback`, { verdict: 'up' })).status).toBe(401);
    expect((await anonymous.get(`/api/systems/${systemId}/verified-questions`)).status).toBe(401);

    for (const res of [
      await bob.get(`/api/messages/${answer.messageId}/reading`),
      await bob.post(`/api/messages/${answer.messageId}/feedback`, { verdict: 'up' }),
      await bob.get(`/api/systems/${systemId}/verified-questions`),
      await bob.delete(`/api/systems/${systemId}/verified-questions/1`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe('not_found');
    }

    const bad = [
      await alice.post(`/api/messages/${answer.messageId}/feedback`, { verdict: 'sideways' }),
      await alice.post(`/api/messages/abc/feedback`, { verdict: 'up' }),
      await alice.post(`/api/messages/${answer.messageId}/feedback`, { verdict: 'down' }),
      await alice.post(`/api/messages/${answer.messageId}/feedback`, { verdict: 'down', alternative: 'Not offered' }),
      await alice.post(`/api/messages/${answer.messageId}/feedback`, {
        verdict: 'down',
        reading: { measure: 'sum:demo.invoices.status', groupings: [], keepFilters: [], dateColumn: null },
      }),
      await alice.post(`/api/messages/${answer.messageId}/feedback`, {
        verdict: 'down',
        reading: { measure: 'revenue', groupings: ['x', 'y', 'z'], keepFilters: [], dateColumn: null },
      }),
    ];
    for (const res of bad) {
      expect(res.status, res.body).toBe(400);
      expect(['bad_request', 'validation_failed']).toContain(res.json.code);
    }
    // The question itself is not an answer.
    const messages = await alice.get(`/api/conversations/${answer.conversationId}/messages`);
    const question = messages.json.find((m: { role: string }) => m.role === 'user');
    expect((await alice.get(`/api/messages/${question.id}/reading`)).status).toBe(404);
  });

  it('a corrected reading answers the question again, and its rewording, with SQL’s figures; a new year is another question', async () => {
    const first = await ask(alice, 'Revenue by month in 2025');
    const options = (await alice.get(`/api/messages/${first.messageId}/reading`)).json;
    expect(options.question).toBe('Revenue by month in 2025');
    expect(options.current).toMatchObject({ measure: 'revenue', groupings: ['time:month'] });
    const paid = options.dateColumns.find((c: { id: string }) => c.id === 'demo.invoices.paid_date');
    expect(paid, JSON.stringify(options.dateColumns)).toBeTruthy();

    // Revenue counts when it is paid, in this company: dated by the paid date, not the invoice date.
    const saved = await alice.post(`/api/messages/${first.messageId}/feedback`, {
      verdict: 'down',
      reading: { ...options.current, dateColumn: paid.id },
    });
    expect(saved.status, saved.body).toBe(201);
    expect(saved.json).toMatchObject({
      question: 'Revenue by month in 2025',
      readingText: 'Revenue by month, in 2025',
      verifiedBy: 'verify-alice',
      systemId: options.systemId,
    });

    const expected = (
      await sql(
        `SELECT to_char(paid_date, 'YYYY-MM') AS m, sum(total)::float AS v FROM demo.invoices
         WHERE paid_date >= '2025-01-01' AND paid_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
      )
    ).map((r) => Number(r.v));
    const byInvoiceDate = (
      await sql(
        `SELECT sum(total)::float AS v FROM demo.invoices
         WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' GROUP BY to_char(invoice_date, 'YYYY-MM') ORDER BY to_char(invoice_date, 'YYYY-MM')`,
      )
    ).map((r) => Number(r.v));
    expect(expected).not.toEqual(byInvoiceDate);
    expect(figures(first.response)).toEqual(byInvoiceDate.map((v) => expect.closeTo(v, 2)));

    const today = new Date().toISOString().slice(0, 10);
    for (const prompt of ['Revenue by month in 2025', 'Show me monthly revenue for 2025']) {
      const again = await ask(alice, prompt);
      expect(again.response.startsWith(`Answered as verified on ${today}:`), again.response).toBe(true);
      expect(figures(again.response)).toEqual(expected.map((v) => expect.closeTo(v, 2)));

      // Follow-ups still edit the stored reading: the corrected date column carries over to 2024.
      if (prompt.startsWith('Revenue')) {
        const followUp = await ask(alice, 'what about 2024?', again.conversationId);
        expect(followUp.response).toMatch(/^Same as before, for 2024/);
        const paid2024 = await sql(
          `SELECT sum(total)::float AS v FROM demo.invoices WHERE paid_date >= '2024-01-01' AND paid_date < '2025-01-01'
           GROUP BY to_char(paid_date, 'YYYY-MM') ORDER BY to_char(paid_date, 'YYYY-MM')`,
        );
        expect(figures(followUp.response)).toEqual(paid2024.map((r) => expect.closeTo(Number(r.v), 2)));
        // A follow-up means nothing on its own: it cannot become a verified question.
        const partial = await alice.post(`/api/messages/${followUp.messageId}/feedback`, { verdict: 'up' });
        expect(partial.status).toBe(400);
        expect(partial.json.message).toMatch(/only makes sense after the one before it/);
      }
    }
    const otherYear = await ask(alice, 'Revenue by month in 2024');
    expect(otherYear.response).not.toMatch(/verified/);
    // Bob's Demo Company is another system: alice's correction is not his.
    expect((await ask(bob, 'Revenue by month in 2025')).response).not.toMatch(/verified/);

    const list = await alice.get(`/api/systems/${options.systemId}/verified-questions`);
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({ question: 'Revenue by month in 2025', verifiedBy: 'verify-alice' });

    // The owner deletes it: the question is read afresh again.
    const id = list.json[0].id;
    expect((await alice.delete(`/api/systems/${options.systemId}/verified-questions/${id}`)).status).toBe(204);
    expect((await alice.delete(`/api/systems/${options.systemId}/verified-questions/${id}`)).status).toBe(404);
    expect((await ask(alice, 'Revenue by month in 2025')).response).not.toMatch(/verified/);
  });

  it('a thumbs up verifies the reading as it was', async () => {
    const first = await ask(alice, 'Top 5 customers by revenue');
    const up = await alice.post(`/api/messages/${first.messageId}/feedback`, { verdict: 'up' });
    expect(up.status, up.body).toBe(201);
    const again = await ask(alice, 'top 5 customers by revenue?');
    expect(again.response).toMatch(/^Answered as verified on \d{4}-\d{2}-\d{2}: /);
    expect(tableRows(again.response)).toEqual(tableRows(first.response));
  });

  it('gives a language model the verified questions closest to its question, as structured queries that run', async () => {
    // 'Top 5 customers by revenue' is verified on alice's Demo Company (above).
    const user = { id: aliceId, isAdmin: false, subscriptionTier: 'pro' } as CurrentUser;
    const systems = await t.ctx.systems.engineSystems(user);
    const examples = await t.ctx.verified.examples('Which 3 customers bought the most?', systems, new Date());
    const example = examples.find((e) => /top 5 customers by revenue/i.test(e.question));
    expect(example, JSON.stringify(examples)).toBeDefined();
    expect(example!.query).toMatchObject({ from: 'demo.invoices', limit: 5 });
    expect(example!.query.orderBy?.[0]).toMatchObject({ dir: 'desc' });
    const demo = systems.find((s) => s.id === example!.systemId)!;
    const { result } = await t.ctx.engine.runStructured(demo, example!.query);
    const top = await sql(
      'SELECT a.name, sum(i.total)::float AS revenue FROM demo.invoices i JOIN demo.accounts a ON a.id = i.account_id GROUP BY a.id, a.name ORDER BY revenue DESC LIMIT 5',
    );
    expect(result.rows.map((r) => Object.values(r)[0])).toEqual(top.map((r) => r.name));
    // Nothing in common, no example; another user's systems, none of alice's examples.
    expect(await t.ctx.verified.examples('Headcount of the warehouse', systems, new Date())).toEqual([]);
    const other = { id: bobId, isAdmin: false, subscriptionTier: 'free' } as CurrentUser;
    expect(
      await t.ctx.verified.examples('Top customers by revenue', await t.ctx.systems.engineSystems(other), new Date()),
    ).toEqual([]);
  });

  it('picking one of the other readings offered with the answer stores that reading, read on the same system', async () => {
    const first = await ask(alice, 'Revenue by month in 2025');
    // The engine's other readings, stored with the answer as the chat service stores them.
    const alternative = { label: 'Number of invoices by month', question: 'How many invoices by month in 2025' };
    await t.ctx.database.db
      .update(schema.messages)
      .set({ readingNotes: { readAs: 'revenue by month in 2025', alternatives: [alternative] } })
      .where(eq(schema.messages.id, first.messageId));
    const messages = await alice.get(`/api/conversations/${first.conversationId}/messages`);
    expect(messages.json.find((m: { id: number }) => m.id === first.messageId).reading).toEqual({
      readAs: 'revenue by month in 2025',
      alternatives: [alternative],
      correctable: true,
    });
    expect((await alice.get(`/api/messages/${first.messageId}/reading`)).json.alternatives).toEqual([alternative]);

    const saved = await alice.post(`/api/messages/${first.messageId}/feedback`, {
      verdict: 'down',
      alternative: alternative.question,
    });
    expect(saved.status, saved.body).toBe(201);
    expect(saved.json.readingText).toBe('Number of invoices by month, in 2025');
    const again = await ask(alice, 'revenue by month in 2025');
    expect(again.response).toMatch(/^Answered as verified on /);
    const counts = await sql(
      `SELECT count(*)::int AS v FROM demo.invoices WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01'
       GROUP BY to_char(invoice_date, 'YYYY-MM') ORDER BY to_char(invoice_date, 'YYYY-MM')`,
    );
    expect(figures(again.response)).toEqual(counts.map((r) => Number(r.v)));
  });
});
