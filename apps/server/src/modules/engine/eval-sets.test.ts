import { readdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { connectedPglite, conversationsOf, EVAL_DIR, readBaselines, readEvalSet } from './testing/eval-set';
import { pgliteFromScript } from './testing/pglite-system';
import { printSummary, scoreConversations } from './testing/score-set';

// Every development set in eval/sets/ (Chinook has its own test, which asks for all 30), each over its
// dataset in one PGlite, asked of SOE Local as a connected PostgreSQL system. A set must score at least
// its baseline in eval/baseline.json: the tests guard what the engine answers today while it improves.
const SETS = readdirSync(new URL('sets/', EVAL_DIR))
  .filter((f) => f.endsWith('.json') && f !== 'chinook.json')
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const BASELINES = readBaselines();

describe.each(SETS)('SOE Local on the %s evaluation set', (name) => {
  const set = readEvalSet(name);
  const engine = new SoeLocal();
  let db: PGlite;
  let system: EngineSystem;

  beforeAll(async () => {
    db = await pgliteFromScript(new URL(`datasets/${set.dataset}.sql`, EVAL_DIR).pathname);
    system = await connectedPglite(db, set.system, 100 + SETS.indexOf(name));
    await engine.prepare(system);
  });
  afterAll(async () => db?.close());

  it('scores at least its baseline', async () => {
    const only = process.env.SOE_ONLY?.split(',');
    const conversations = conversationsOf(set).filter((c) => !only || only.includes(c.id));
    const results = await scoreConversations(engine, system, conversations, new Date(set.now));
    printSummary(set.title, results);
    if (only) return;
    expect(BASELINES[name], `eval/baseline.json has no baseline for ${name}`).toBeTypeOf('number');
    expect(results.filter((r) => r.pass).length).toBeGreaterThanOrEqual(BASELINES[name]);
  });
});
