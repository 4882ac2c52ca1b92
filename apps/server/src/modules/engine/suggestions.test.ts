import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { demoSystem } from './testing/demo-system';
import { EVAL_DIR } from './testing/eval-set';
import { discoverPglite, pgliteFromScript, pgliteSystem } from './testing/pglite-system';
import { rowsOf } from './testing/answer-text';

/** The Demo Company's day: 'last year' is 2025. */
const NOW = new Date('2026-11-22T12:00:00Z');

const money = (v: unknown) => Math.round(Number(v) * 100);

describe('suggested questions: only those each system answers as asked', () => {
  const engine = new SoeLocal();
  let demo: Awaited<ReturnType<typeof demoSystem>>;
  let db: PGlite;
  let chinook: EngineSystem;

  beforeAll(async () => {
    demo = await demoSystem(1);
    db = await pgliteFromScript(new URL('datasets/chinook.sql', EVAL_DIR).pathname);
    chinook = pgliteSystem(db, await discoverPglite(db), 'Chinook', 2);
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await db?.close();
  });

  async function askAll(system: EngineSystem) {
    const questions = await engine.suggest(system, NOW);
    expect(questions.length, `${system.name} has suggestions`).toBeGreaterThanOrEqual(2);
    const answers = [];
    for (const q of questions) {
      // A chip asks its own system (the chat sends the system with it).
      const a = await engine.answer(q, [system], { now: NOW });
      expect(a.understood, `${system.name}: ${q}\n${a.text}`).toBe(true);
      expect(a.text, q).not.toMatch(/I could not map|Not used from the question|no figure to give/);
      expect(a.systemSources).toEqual([system.name]);
      answers.push({ q, a });
    }
    return answers;
  }

  it('every Demo Company suggestion is answered with the figures SQL gives on the demo data', async () => {
    const answers = await askAll(demo.system);
    const checked = new Set<string>();
    for (const { q, a } of answers) {
      const rows = rowsOf(a.text);
      if (q === 'Top 5 accounts by revenue') {
        const expected = await demo.sql(
          `SELECT a.name, sum(i.total)::float AS v FROM demo.invoices i JOIN demo.accounts a ON a.id = i.account_id
           GROUP BY a.id, a.name ORDER BY v DESC LIMIT 5`,
        );
        expect(rows.map((r) => [r.account, money(r.revenue)])).toEqual(expected.map((r) => [r.name, money(r.v)]));
      } else if (q === 'Total revenue by status') {
        const expected = await demo.sql(
          `SELECT status, sum(total)::float AS v FROM demo.invoices GROUP BY status ORDER BY v DESC`,
        );
        expect(rows.map((r) => [r.status, money(r.revenue)])).toEqual(expected.map((r) => [r.status, money(r.v)]));
      } else if (q === 'Monthly revenue last year') {
        const expected = await demo.sql(
          `SELECT to_char(invoice_date, 'YYYY-MM') AS m, sum(total)::float AS v FROM demo.invoices
           WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' GROUP BY m ORDER BY m`,
        );
        expect(rows.map((r) => [r.month, money(r.revenue)])).toEqual(expected.map((r) => [r.m, money(r.v)]));
      } else {
        throw new Error(`a new Demo Company suggestion needs its SQL check here: ${q}`);
      }
      checked.add(q);
    }
    expect(checked.size).toBe(answers.length);
  });

  it('every Chinook suggestion is understood, every word used, from Chinook', async () => {
    const answers = await askAll(chinook);
    // Revenue on Chinook is what was invoiced: a suggested ranking of customers adds up their invoices.
    const top = answers.find(({ q }) => q === 'Top 5 customers by revenue');
    if (top) {
      const expected = await db.query<{ name: string; v: number }>(
        `SELECT c.first_name || ' ' || c.last_name AS name, sum(i.total)::float AS v FROM invoice i
         JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, name ORDER BY v DESC, name LIMIT 5`,
      );
      const rows = rowsOf(top.a.text);
      expect(rows.map((r) => money(r.revenue))).toEqual(expected.rows.map((r) => money(r.v)));
    }
  });

  it('a question no system answers offers the same checked questions', async () => {
    const a = await engine.answer('What is the weather on Mars?', [demo.system], { now: NOW });
    expect(a.understood).toBe(false);
    const offered = await engine.suggest(demo.system, NOW);
    expect(a.text).toContain(`Questions I can answer here:\n${offered.map((q) => `- ${q}`).join('\n')}`);
    // The catalog's first guess at revenue (the deals) would have offered revenue by deal stage: invoices joined
    // to deals through their account, each invoice counted once per deal.
    expect(a.text).not.toMatch(/by stage/);
  });

  it('a breakdown offered is answered as a breakdown', async () => {
    // A chip promising a breakdown ('Total revenue by billing state', where 'billing' is also a money word) must
    // not give a single figure.
    for (const system of [demo.system, chinook]) {
      const offered = await engine.suggest(system, NOW);
      for (const q of offered.filter((x) => / by |monthly/i.test(x))) {
        const a = await engine.answer(q, [system], { now: NOW });
        expect(rowsOf(a.text).length, q).toBeGreaterThan(1);
      }
    }
  });
});
