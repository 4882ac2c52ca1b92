/**
 * The structured read query every connector understands. SOE Local (and the
 * model tools) produce a QuerySpec; SQL connectors compile it to one statement
 * with quoted identifiers and bound parameters; API connectors translate it to
 * their own filter/sort/aggregate parameters. Nothing here carries SQL text, so
 * no user word can ever become SQL.
 */
import type { AnswerQuery } from '@soe/shared';

/** A column of a table in the query, by the alias the query gave the table. */
export interface ColumnRef {
  kind: 'column';
  table: string;
  column: string;
}

export type Literal = string | number | boolean | null;

export type AggregateFn = 'count' | 'count_distinct' | 'sum' | 'avg' | 'min' | 'max' | 'median';
/** Window functions: a rank within a partition, or an aggregate over it (e.g. a share of the whole). */
export type WindowFn = 'row_number' | 'rank' | 'dense_rank' | 'sum' | 'avg' | 'count' | 'lag';
export type TimeUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

export type Expr =
  | ColumnRef
  | { kind: 'literal'; value: Literal }
  /** count with arg null is count(*). */
  | { kind: 'agg'; fn: AggregateFn; arg: Expr | null }
  | { kind: 'arith'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  /** 'trunc' gives the start of the period (a date); 'part' gives the number (year 2024, quarter 1-4, month 1-12). */
  | { kind: 'time'; unit: TimeUnit; mode: 'trunc' | 'part'; arg: Expr }
  | { kind: 'coalesce'; args: Expr[] }
  /** Text concatenation of the parts (nulls skipped), e.g. first + ' ' + last name. */
  | { kind: 'concat'; args: Expr[]; separator: string }
  /** CASE WHEN … THEN … ELSE … END: a conditional value, e.g. a measure counted only in one period. */
  | { kind: 'case'; when: Condition; then: Expr; else: Expr | null }
  /** fn(arg) OVER (PARTITION BY … ORDER BY …). */
  | {
      kind: 'window';
      fn: WindowFn;
      arg: Expr | null;
      partitionBy?: Expr[];
      orderBy?: Array<{ expr: Expr; direction: 'asc' | 'desc' }>;
    }
  /** Whole days from `from` to `to` (dates or timestamps). */
  | { kind: 'days_between'; from: Expr; to: Expr }
  /** ISO day of the week: 1 = Monday … 7 = Sunday. */
  | { kind: 'weekday'; arg: Expr }
  /** The hour of the day of a timestamp: 0 … 23. */
  | { kind: 'hour'; arg: Expr }
  /** Text holding ISO dates ('2025-03-14', '2025-03-14 09:30') read as a point in time, for periods and days. */
  | { kind: 'as_time'; arg: Expr }
  /** Text holding a number with its unit ('12km', '13.4 km') read as the number it starts with; NULL when none. */
  | { kind: 'as_number'; arg: Expr };

export type Condition =
  | { kind: 'cmp'; op: '=' | '<>' | '<' | '<=' | '>' | '>='; left: Expr; right: Expr }
  | { kind: 'in'; expr: Expr; values: Literal[] }
  /** Case-insensitive equality (the engine matched the value against real data already). */
  | { kind: 'eq_ci'; expr: Expr; value: string }
  /** Case-insensitive substring match. */
  | { kind: 'contains'; expr: Expr; value: string }
  | { kind: 'is_null'; expr: Expr; negate: boolean }
  | { kind: 'and' | 'or'; conditions: Condition[] }
  | { kind: 'not'; condition: Condition }
  /** Case-insensitive text pattern: starts with, ends with or contains the value (no wildcards of its own). */
  | { kind: 'text'; expr: Expr; mode: 'starts' | 'ends' | 'contains'; value: string }
  /** EXISTS (subquery); the subquery may refer to the outer query's aliases (a correlated anti-join when negated). */
  | { kind: 'exists'; query: QuerySpec; negate: boolean };

export interface Join {
  entity: string;
  alias: string;
  type: 'inner' | 'left';
  on: Array<{ left: ColumnRef; right: ColumnRef }>;
}

export interface QuerySpec {
  /**
   * A table; or, with `query`, a derived table (the subquery's selected aliases are its columns, and `entity`
   * names the subquery's own base table, for connectors that read table names).
   */
  from: {
    entity: string;
    alias: string;
    query?: QuerySpec;
    /**
     * Read a sample of the table instead of all of it (value indexes of large tables): about
     * `percent` of its pages where the source can sample (PostgreSQL TABLESAMPLE SYSTEM), else its
     * first `rows` rows. Sources that cannot bound a read ignore it and read the whole table.
     */
    sample?: { percent: number; rows: number };
  };
  joins?: Join[];
  select: Array<{ alias: string; expr: Expr }>;
  where?: Condition;
  groupBy?: Expr[];
  having?: Condition;
  orderBy?: Array<{ expr: Expr; direction: 'asc' | 'desc' }>;
  limit?: number;
  distinct?: boolean;
}

export interface QueryResult {
  /** Column aliases in select order. */
  columns: string[];
  /** Values keyed by alias; numbers as JS numbers where exact (decimals may arrive as strings and are converted by the connector). */
  rows: Array<Record<string, Literal | Date>>;
  /** True when the row cap cut the result. */
  truncated: boolean;
  /** Time the source took, in milliseconds. */
  elapsedMs: number;
  /**
   * How the answer was computed when the source could not do all of it, for the
   * answer to say (e.g. months grouped by SOE over the rows read).
   */
  note?: string;
  /**
   * The exact statement the source ran, for the user to read and copy (the answer's "Query"): display only,
   * never run back. SQL with its bound values written in as literals, an OData URL relative to the service
   * root, SOQL, or an API request (method, path, JSON body) — never a credential. Several requests (pages,
   * one per table) show the main one, or their texts joined by a blank line.
   */
  statement?: Statement;
  /**
   * Which system ran which statement: set above the connector, by the app's run of a system
   * (systems/service.ts), where the system is known; a cross-system result lists each system's part.
   */
  queries?: AnswerQuery[];
  /** When the source was asked for these rows (ISO time), set by the systems' runner (systems/result-cache.ts). */
  readAt?: string;
  /** The system's result cache served these rows: `readAt` is when they were first read, not now. */
  cached?: boolean;
}

export interface Statement {
  language: AnswerQuery['language'];
  text: string;
}

export const col = (table: string, column: string): ColumnRef => ({ kind: 'column', table, column });
export const lit = (value: Literal): Expr => ({ kind: 'literal', value });

/** Connectors that compile a QuerySpec to SQL and so run every form of it (subqueries, windows, EXISTS). */
export const SQL_CONNECTORS = new Set(['postgres', 'mysql', 'demo']);
