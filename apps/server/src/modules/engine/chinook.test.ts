import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { discoverPglite, pgliteFromScript, pgliteSystem } from './testing/pglite-system';
import { printSummary, scoreSet, type ExpectedAnswer } from './testing/score-set';

const SHARED = new URL('../../../../../../shared/', import.meta.url);
const NOW = new Date('2026-11-22T12:00:00Z');

describe('SOE Local over Chinook (shared evaluation set)', () => {
  let db: PGlite;
  let system: EngineSystem;
  const engine = new SoeLocal();

  beforeAll(async () => {
    db = await pgliteFromScript(new URL('datasets/chinook.sql', SHARED).pathname);
    system = pgliteSystem(db, await discoverPglite(db), 'Chinook');
    await engine.prepare(system);
  });
  afterAll(async () => db?.close());

  it('answers at least 28 of the 30 questions', async () => {
    const set = JSON.parse(readFileSync(new URL('eval/chinook.expected.json', SHARED), 'utf8')) as ExpectedAnswer[];
    const only = process.env.SOE_ONLY?.split(',');
    const results = await scoreSet(engine, system, only ? set.filter((e) => only.includes(e.id)) : set, NOW);
    printSummary('Chinook', results);
    if (!only) expect(results.filter((r) => r.pass).length).toBeGreaterThanOrEqual(28);
  });
});
