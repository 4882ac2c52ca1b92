import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  conversationsOf,
  EVAL_DIR,
  readBaselines,
  readEvalSet,
  readWrongAsFactCeilings,
  useEvalDataset,
} from './testing/eval-set';
import { loadStance, printSummary, scoreConversations } from './testing/score-set';

// Every development set in eval/sets/ (Chinook has its own test, which asks for all 30), each over its
// dataset in one PGlite, asked of SOE Local as a connected PostgreSQL system. A set must score at least
// its baseline in eval/baseline.json: the tests guard what the engine answers today while it improves.
const SETS = readdirSync(new URL('sets/', EVAL_DIR))
  .filter((f) => f.endsWith('.json') && f !== 'chinook.json')
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const BASELINES = readBaselines();
const WRONG_AS_FACT = readWrongAsFactCeilings();

// A question's id names it in notes, baselines and reports without its set: two sets never share one.
it('gives every question an id no other set uses', () => {
  const owner = new Map<string, string>();
  const shared: string[] = [];
  for (const name of [...SETS, 'chinook'])
    for (const c of conversationsOf(readEvalSet(name))) {
      if (owner.has(c.id)) shared.push(`${c.id}: ${owner.get(c.id)} and ${name}`);
      owner.set(c.id, name);
    }
  expect(shared).toEqual([]);
});

describe.each(SETS)('SOE Local on the %s evaluation set', (name) => {
  const set = readEvalSet(name);
  const data = useEvalDataset(set.dataset, set.system, 100 + SETS.indexOf(name));

  it('stores the expected answers its SQL returns (eval/fill-expected.mjs writes them)', async () => {
    const round = (v: number) => (Number.isInteger(v) ? v : Math.round(v * 1e6) / 1e6);
    for (const t of conversationsOf(set).flatMap((c) => c.turns)) {
      const sql = (t as { sql?: string }).sql;
      expect(sql, `${t.id} has no SQL`).toBeTypeOf('string');
      const rows = (await data.db.query<unknown[]>(sql!, [], { rowMode: 'array' })).rows;
      const stored = t.kind === 'scalar' ? t.value : t.kind === 'list' ? t.labels : t.rows;
      const derived =
        t.kind === 'scalar'
          ? round(Number(rows[0][0]))
          : t.kind === 'list'
            ? rows.map((r) => String(r[0]))
            : rows.map((r) => [String(r[0]), round(Number(r[1]))]);
      expect(stored, t.id).toEqual(derived);
    }
  });

  it('scores at least its baseline', async () => {
    const only = process.env.SOE_ONLY?.split(',');
    const conversations = conversationsOf(set).filter((c) => !only || only.includes(c.id));
    const results = await scoreConversations(data.engine, data.system, conversations, new Date(set.now));
    printSummary(set.title, results);
    if (only) return;
    expect(BASELINES[name], `eval/baseline.json has no baseline for ${name}`).toBeTypeOf('number');
    expect(results.filter((r) => r.pass).length).toBeGreaterThanOrEqual(BASELINES[name]);
    // A wrong figure stated as fact is the costliest miss (nothing tells the reader to doubt it): at most the ceiling.
    const stance = await loadStance();
    const asFact = results.filter((r) => !r.pass && stance(r.text) === 'fact');
    expect(WRONG_AS_FACT[name], `eval/baseline.json has no wrongAsFact for ${name}`).toBeTypeOf('number');
    expect(asFact.map((r) => r.id).length, asFact.map((r) => `${r.id}: ${r.question}`).join('\n')).toBeLessThanOrEqual(
      WRONG_AS_FACT[name]!,
    );
  });
});
