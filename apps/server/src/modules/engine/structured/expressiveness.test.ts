import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { checkReadOnlySql } from '../../assistant/sql/read-only-sql';
import { ResultStore } from '../../assistant/results';
import type { ToolContext } from '../../assistant/tools';
import { queryDataTool } from '../../assistant/tools/query-data';
import { structuredQuerySchema, type StructuredQueryInput } from '@soe/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SoeLocal } from '../soe-local';
import { northwindData } from '../testing/northwind/dataset';
import type { SqlQuestion } from '../testing/sql-question-set';
import { connectedPglite, conversationsOf, EVAL_DIR, readEvalSet, type OpenDataset } from '../testing/eval-set';
import { loadScorer, type ExpectedAnswer } from '../testing/score-set';

/**
 * How much the structured query (query_data) can express: every question of every evaluation set, and of the
 * Northwind set, is written in eval/structured/<set>.json as a structured query, or as read-only SQL with the reason
 * the structured query cannot say it. Each is run on the set's dataset, its result shown as the answer's table, and
 * scored by the evaluation's scorer against the question's expected answer, with no more rows than the answer has.
 * eval/structured/README.md lists the forms left to SQL and why.
 */

/**
 * A structured query, or read-only SQL with the reason. `goldError` with `sqlAsMeant`: the question's expected answer
 * is wrong (the reason), so the query is checked against what `sqlAsMeant` (the gold SQL as its question means it)
 * returns on the same data.
 */
type Entry =
  | { id: string; query: StructuredQueryInput; goldError?: string; sqlAsMeant?: string }
  | { id: string; sql: string; why: string };
type Table = { headers: string[]; rows: Array<Array<string | number | null>> };

/** At least this share of all questions must be structured queries; the rest read-only SQL (run_sql). */
const MIN_STRUCTURED_SHARE = 0.95;

const STRUCTURED_DIR = new URL('structured/', EVAL_DIR);
const readEntries = (name: string): Entry[] =>
  JSON.parse(readFileSync(new URL(`${name}.json`, STRUCTURED_DIR), 'utf8')) as Entry[];

// The Northwind questions live in northwind.test.ts, which registers its own suite when imported: its registering
// helper is replaced here so that importing it only hands over the questions.
const northwind = vi.hoisted(() => ({ questions: [] as SqlQuestion[] }));
vi.mock('../testing/sql-question-set', () => ({
  describeSqlQuestionSet: (options: { questions: SqlQuestion[] }) => northwind.questions.push(...options.questions),
}));
await import('../northwind.test');

const SETS = readdirSync(new URL('sets/', EVAL_DIR))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

/**
 * Twelve datasets in one file: a fresh PGlite takes seconds to start on a busy machine, a clone of one started
 * already a fraction of that, so each dataset opens in a clone of one empty instance. Structured queries need the
 * system's catalog only, which the first query builds: no SOE Local preparation (suggestions, value index) is waited
 * for.
 */
let empty: Promise<PGlite> | null = null;
afterAll(async () => (await empty)?.close());

function useDataset(script: () => string, name: string, id: number): OpenDataset {
  const open = { engine: new SoeLocal() } as OpenDataset;
  beforeAll(async () => {
    empty ??= PGlite.create();
    open.db = (await (await empty).clone()) as PGlite;
    await open.db.exec(script());
    open.system = await connectedPglite(open.db, name, id);
  }, 120_000);
  afterAll(async () => open.db?.close());
  return open;
}

/** An evaluation dataset's script as psql would run it, without its database switching lines (as eval/sets.mjs). */
const datasetScript = (dataset: string) =>
  readFileSync(new URL(`datasets/${dataset}.sql`, EVAL_DIR), 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(DROP DATABASE|CREATE DATABASE|\\c )/i.test(l))
    .join('\n');

/** A cell as the answer shows it: SQL results as they come, numbers as numbers, padded text trimmed. */
function plainCell(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return String(v).trimEnd();
}

async function run(open: OpenDataset, entry: Entry): Promise<Table> {
  if ('query' in entry) {
    // Through the query_data tool, as a model calls it: the table scored is the one the chat would show.
    const ctx = toolContext(open);
    const out = (await queryDataTool(ctx).execute!(
      { systemId: open.system.id, query: structuredQuerySchema.parse(entry.query) },
      { toolCallId: entry.id, messages: [] },
    )) as { resultId?: string; error?: string };
    if (!out.resultId) throw new Error(out.error ?? 'query_data gave no result');
    const block = JSON.parse(ctx.results.expand('TABLE', out.resultId)!.slice('[TABLE:'.length, -1)) as {
      headers: Array<{ key: string }>;
      rows: Array<Record<string, unknown>>;
    };
    const headers = block.headers.map((h) => h.key);
    // Cells as the table shows them (text stays text: a zip code '02647' is not a number).
    const cell = (v: unknown) => (typeof v === 'string' ? v.trimEnd() : ((v ?? null) as number | null));
    return { headers, rows: block.rows.map((r) => headers.map((h) => cell(r[h]))) };
  }
  // The read-only SQL goes through run_sql's checks (assistant/sql) against the catalog, and what runs is the
  // statement the check wrote again, as run_sql runs it.
  const checked = checkReadOnlySql(entry.sql, 'postgres', open.system.schema);
  if (!checked.ok) throw new Error(`${entry.id}: run_sql refuses it: ${checked.message}`);
  const res = await open.db.query<unknown[]>(checked.sql, [], { rowMode: 'array' });
  return { headers: res.fields.map((f) => f.name), rows: res.rows.map((r) => r.map(plainCell)) };
}

const norm = (s: unknown) => String(s).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Why a table does not answer the expected result, or null when it does: the evaluation's scorer reads it as the
 * answer's table, and the table may not hide the answer among more rows than it has (one row for a figure, which is
 * its last column; as many rows as the expected list or rows).
 */
async function mismatch(expected: ExpectedAnswer, table: Table): Promise<string | null> {
  const score = await loadScorer();
  // As the chat's table block (assistant/results.ts): rows keyed by column, so cells never run together.
  const keyed = table.rows.map((r) => Object.fromEntries(table.headers.map((h, i) => [h, r[i]])));
  const text = `[TABLE:${JSON.stringify({ headers: table.headers.map((h) => ({ key: h, label: h })), rows: keyed })}]`;
  const scored = score(expected, text);
  if (!scored.pass) return scored.why ?? 'scorer failed';
  const rows = table.rows;
  switch (expected.kind) {
    case 'scalar': {
      if (rows.length !== 1) return `${rows.length} rows for one figure`;
      const figure = score(expected, String(rows[0].at(-1)));
      return figure.pass ? null : `the figure (last column) is ${String(rows[0].at(-1))}, not ${expected.value}`;
    }
    case 'list': {
      const labels = expected.labels!.map(norm);
      if (rows.length !== labels.length && rows.length !== new Set(labels).size)
        return `${rows.length} rows for ${labels.length} items`;
      const stray = rows.find((r) => !labels.some((l) => norm(r.join(' ')).includes(l)));
      return stray ? `row ${JSON.stringify(stray)} is none of the items` : null;
    }
    default:
      return rows.length === expected.rows!.length ? null : `${rows.length} rows for ${expected.rows!.length}`;
  }
}

/** The expected answer of `q`'s kind that `sql` returns on the open dataset. */
async function expectedOf(open: OpenDataset, q: ExpectedAnswer, sql: string): Promise<ExpectedAnswer> {
  const rows = (await open.db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows;
  if (q.kind === 'scalar') return { ...q, value: Number(rows[0][0]) };
  if (q.kind === 'list') return { ...q, labels: rows.map((r) => String(r[0])) };
  return { ...q, rows: rows.map((r) => [String(r[0]), Number(r[1])]) };
}

/** Runs every question's entry and returns what failed, each with its reason. */
async function check(open: OpenDataset, questions: ExpectedAnswer[], entries: Entry[]): Promise<string[]> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const failures: string[] = [];
  for (const q of questions) {
    const entry = byId.get(q.id);
    if (!entry) {
      failures.push(`${q.id}: no entry ("${q.question}")`);
      continue;
    }
    try {
      const meant = 'sqlAsMeant' in entry && entry.sqlAsMeant ? await expectedOf(open, q, entry.sqlAsMeant) : q;
      const why = await mismatch(meant, await run(open, entry));
      if (why) failures.push(`${q.id}: ${why} ("${q.question}")`);
    } catch (error) {
      failures.push(`${q.id}: ${(error as Error).message} ("${q.question}")`);
    }
  }
  const known = new Set(questions.map((q) => q.id));
  for (const e of entries) if (!known.has(e.id)) failures.push(`${e.id}: an entry for no question`);
  if (failures.length) console.log(failures.join('\n'));
  return failures;
}

describe.each(SETS)('the %s set written as structured queries', (name) => {
  const set = readEvalSet(name);
  const open = useDataset(() => datasetScript(set.dataset), set.system, 300 + SETS.indexOf(name));

  it('answers every question, each as expected', async () => {
    const failures = await check(
      open,
      conversationsOf(set).flatMap((c) => c.turns),
      readEntries(name),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('the Northwind set written as structured queries', () => {
  const open = useDataset(
    () => readFileSync(new URL('../testing/northwind/schema.sql', import.meta.url), 'utf8') + northwindData(),
    'Northwind Trading',
    399,
  );

  it('answers every question, each as the SQL of northwind.test.ts', async () => {
    // Northwind's expected answers are its hand-written SQL run on the same data, as in sql-question-set.ts.
    const questions: ExpectedAnswer[] = [];
    for (const q of northwind.questions) {
      const rows = (await open.db.query<unknown[]>(q.sql, [], { rowMode: 'array' })).rows;
      questions.push(
        q.kind === 'scalar'
          ? { id: q.id, question: q.question, kind: 'scalar', value: Number(rows[0][0]) }
          : q.kind === 'list'
            ? { id: q.id, question: q.question, kind: 'list', labels: rows.map((r) => String(r[0])) }
            : { id: q.id, question: q.question, kind: q.kind, rows: rows.map((r) => [String(r[0]), Number(r[1])]) },
      );
    }
    const failures = await check(open, questions, readEntries('northwind'));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

it(`writes at least ${MIN_STRUCTURED_SHARE * 100} % of all questions as structured queries`, () => {
  const entries = [...SETS, 'northwind'].flatMap(readEntries);
  const structured = entries.filter((e) => 'query' in e).length;
  expect(structured / entries.length).toBeGreaterThanOrEqual(MIN_STRUCTURED_SHARE);
  for (const e of entries.filter((x) => 'goldError' in x || 'sqlAsMeant' in x)) {
    expect(e, `${e.id} says why its expected answer is wrong, and what the question means`).toMatchObject({
      goldError: expect.stringMatching(/\w{3}/),
      sqlAsMeant: expect.stringMatching(/^\s*select\b/i),
    });
  }
  for (const e of entries.filter((x) => 'sql' in x)) {
    expect(e.sql, `${e.id} is one SELECT`).toMatch(/^\s*select\b[^;]*$/i);
    expect(e.why, `${e.id} says why it is SQL`).toMatch(/\w{3}/);
  }
});

/** What the query_data tool works with for one answer: the dataset as the user's one system, read-only. */
function toolContext(open: OpenDataset): ToolContext {
  return {
    user: { id: 1 } as ToolContext['user'],
    conversationId: 1,
    mode: 'internal',
    canWrite: false,
    now: new Date(),
    signal: new AbortController().signal,
    // The one service method the tool reads: the user's systems (here the dataset alone).
    systems: { engineSystems: async () => [open.system] } as unknown as ToolContext['systems'],
    engine: open.engine,
    results: new ResultStore(),
    touched: new Set(),
    proposals: [],
    queries: [],
  };
}
