import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlExecutor } from '../../connectors/connector';
import { discoverPostgres } from '../../connectors/postgres/discover';
import { queryPostgres } from '../../connectors/postgres/read';
import { afterAll, beforeAll } from 'vitest';
import { SoeLocal, type EngineSystem } from '../soe-local';
import { pgliteFromScript } from './pglite-system';
import type { Conversation, ExpectedAnswer } from './score-set';

/** The evaluation folder at the repository's root: question sets, datasets, scorer, baselines. */
export const EVAL_DIR = new URL('../../../../../../eval/', import.meta.url);

type SetTurn = Omit<ExpectedAnswer, 'id'> & { follow?: string; sql?: string };
type SetQuestion = (ExpectedAnswer & { form?: string; sql?: string }) | { id: string; form?: string; turns: SetTurn[] };

/** An evaluation set as stored in eval/sets/<name>.json (the format is described in eval/sets.mjs). */
export interface EvalSet {
  name: string;
  title: string;
  dataset: string;
  system: string;
  now: string;
  questions: SetQuestion[];
}

export function readEvalSet(name: string): EvalSet {
  return JSON.parse(readFileSync(new URL(`sets/${name}.json`, EVAL_DIR), 'utf8')) as EvalSet;
}

/** The passed counts each set must reach (eval/baseline.json); raised as the engine improves. */
export function readBaselines(): Record<string, number> {
  return Object.fromEntries(Object.entries(baselineSets()).map(([k, v]) => [k, v.passed]));
}

/**
 * The most failed answers a set may state as fact (eval/baseline.json `wrongAsFact`): answers that give a wrong
 * figure without "I read this as …" or a refusal. Lowered as the engine improves; never raised to let a change in.
 */
export function readWrongAsFactCeilings(): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(baselineSets()).map(([k, v]) => [k, v.wrongAsFact]));
}

function baselineSets(): Record<string, { passed: number; wrongAsFact?: number }> {
  return (
    JSON.parse(readFileSync(new URL('baseline.json', EVAL_DIR), 'utf8')) as {
      sets: Record<string, { passed: number; wrongAsFact?: number }>;
    }
  ).sets;
}

/** A set's conversations: a single question is a conversation of one turn; turn n of question q is `q.n`. */
export function conversationsOf(set: EvalSet): Conversation[] {
  return set.questions.map((q) => {
    if ('turns' in q) {
      return {
        id: q.id,
        turns: q.turns.map((t, i) => ({
          ...t,
          id: `${q.id}.${i + 1}`,
          form: i === 0 ? q.form : `follow-up:${t.follow ?? 'other'}`,
        })),
      };
    }
    return { id: q.id, turns: [q] };
  });
}

/** PGlite as a SqlExecutor, passing result type oids on as node-postgres does. */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  const on = (q: Pick<PGlite, 'query'>): Pick<SqlExecutor, 'query'> => ({
    async query(text, params) {
      const r = await q.query(text, params);
      return { rows: r.rows as never[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
    },
  });
  return { ...on(db), transaction: (fn) => db.transaction((tx) => fn(on(tx))) };
}

/**
 * A PGlite database as SOE sees a connected PostgreSQL system: discovered with the connector's own
 * discovery (every schema) and read through its read path (read-only transaction, row cap).
 */
export async function connectedPglite(db: PGlite, name: string, id: number): Promise<EngineSystem> {
  const exec = pgliteExecutor(db);
  const schema = await discoverPostgres(exec);
  return { id, name, schema, run: (spec) => queryPostgres(exec, spec, { timeoutMs: 10_000, rowCap: 10_000 }) };
}

/** An evaluation dataset open in PGlite, connected as a PostgreSQL system, with SOE Local prepared on it. */
export interface OpenDataset {
  engine: SoeLocal;
  db: PGlite;
  system: EngineSystem;
}

/**
 * Registers, in the enclosing describe, the hooks that open eval/datasets/<dataset>.sql in PGlite, connect it as
 * system `name` (`id` keeps systems of one engine apart in its caches) and prepare SOE Local on it, and close it
 * after. The returned object is filled in before the first test runs.
 */
export function useEvalDataset(dataset: string, name: string, id: number): OpenDataset {
  return useOpened(() => pgliteFromScript(new URL(`datasets/${dataset}.sql`, EVAL_DIR).pathname), name, id);
}

/**
 * As useEvalDataset, for a schema a test writes itself: the SQL script runs in a fresh PGlite, which is then
 * connected as system `name` and prepared.
 */
export function useScriptSystem(script: string, name: string, id: number): OpenDataset {
  return useOpened(
    async () => {
      const db = new PGlite();
      await db.exec(script);
      return db;
    },
    name,
    id,
  );
}

/** The hooks both share: open the database, connect it, prepare SOE Local; close it after. */
function useOpened(openDb: () => Promise<PGlite>, name: string, id: number): OpenDataset {
  const open = { engine: new SoeLocal() } as OpenDataset;
  beforeAll(async () => {
    open.db = await openDb();
    open.system = await connectedPglite(open.db, name, id);
    await open.engine.prepare(open.system);
  }, 120_000);
  afterAll(async () => open.db?.close());
  return open;
}

/**
 * A test's questions to an open dataset and its checks: the answer text at a fixed `now`, and the rows or the single
 * figure of SQL run on the same data (the expected answer). The dataset is read when called, after its hooks ran.
 */
export function askerOf(open: OpenDataset, now: Date) {
  const rows = async (sql: string) => (await open.db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows;
  return {
    ask: async (q: string) => (await open.engine.answer(q, [open.system], { now })).text,
    rows,
    figure: async (sql: string) => Number((await rows(sql))[0][0]),
    /** The first column of the rows, as text. */
    column: async (sql: string) => (await rows(sql)).map((r) => String(r[0])),
    /** Label → figure of two-column rows, as pairsOf reads an answer's table. */
    pairs: async (sql: string) => Object.fromEntries((await rows(sql)).map((r) => [String(r[0]), Number(r[1])])),
  };
}
