import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { discoverPglite, pgliteFromScript, pgliteSystem } from './testing/pglite-system';
import { conversationsOf, EVAL_DIR, readEvalSet } from './testing/eval-set';
import { printSummary, scoreSet, type ExpectedAnswer } from './testing/score-set';

const SET = readEvalSet('chinook');
const NOW = new Date(SET.now);

describe('SOE Local over Chinook (evaluation set in eval/)', () => {
  let db: PGlite;
  let system: EngineSystem;
  const engine = new SoeLocal();

  beforeAll(async () => {
    db = await pgliteFromScript(new URL(`datasets/${SET.dataset}.sql`, EVAL_DIR).pathname);
    system = pgliteSystem(db, await discoverPglite(db), 'Chinook');
    await engine.prepare(system);
  });
  afterAll(async () => db?.close());

  it('answers all 30 questions', async () => {
    const set: ExpectedAnswer[] = conversationsOf(SET).flatMap((c) => c.turns);
    const only = process.env.SOE_ONLY?.split(',');
    const results = await scoreSet(engine, system, only ? set.filter((e) => only.includes(e.id)) : set, NOW);
    printSummary('Chinook', results);
    if (!only) expect(results.filter((r) => r.pass).length).toBe(30);
  });
});
