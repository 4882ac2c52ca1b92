import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from '../index';
import { discoverPglite, pgliteSystem } from './pglite-system';
import { printSummary, scoreSet, type ExpectedAnswer } from './score-set';

/** A question of our own whose expected answer is computed by hand-written SQL on the same data. */
export interface SqlQuestion {
  id: string;
  question: string;
  kind: ExpectedAnswer['kind'];
  sql: string;
}

async function expectedFrom(db: PGlite, q: SqlQuestion): Promise<ExpectedAnswer> {
  const res = await db.query<Record<string, unknown>>(q.sql, [], { rowMode: 'array' } as never);
  const rows = res.rows as unknown as unknown[][];
  if (q.kind === 'scalar') return { id: q.id, question: q.question, kind: 'scalar', value: Number(rows[0][0]) };
  if (q.kind === 'list') return { id: q.id, question: q.question, kind: 'list', labels: rows.map((r) => String(r[0])) };
  return {
    id: q.id,
    question: q.question,
    kind: q.kind,
    rows: rows.map((r) => [String(r[0]), Number(r[1])] as [string, number]),
  };
}

/**
 * Runs a question set through SOE Local over a generated PGlite database and
 * scores it with the evaluation scorer (eval/score.mjs). `SOE_ONLY=id,id` runs a subset (no threshold then).
 */
export function describeSqlQuestionSet(options: {
  title: string;
  summary: string;
  open: () => Promise<PGlite>;
  systemName: string;
  systemId: number;
  questions: SqlQuestion[];
  now: Date;
  /** How many must pass (default: all but two). */
  minPassed?: number;
}) {
  describe(options.title, () => {
    let db: PGlite;
    let system: EngineSystem;
    const engine = new SoeLocal();

    beforeAll(async () => {
      db = await options.open();
      system = pgliteSystem(db, await discoverPglite(db), options.systemName, options.systemId);
      await engine.prepare(system);
    });
    afterAll(async () => db?.close());

    it('answers the set', async () => {
      const only = process.env.SOE_ONLY?.split(',');
      const set = await Promise.all(
        options.questions.filter((q) => !only || only.includes(q.id)).map((q) => expectedFrom(db, q)),
      );
      const results = await scoreSet(engine, system, set, options.now);
      printSummary(options.summary, results);
      if (!only)
        expect(results.filter((r) => r.pass).length).toBeGreaterThanOrEqual(
          options.minPassed ?? options.questions.length - 2,
        );
    });
  });
}
