import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBAppender, DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { Literal, QuerySpec } from '../connectors/query';
import { compileSql } from '../connectors/sql';

/** Rows read from one system for a cross-system answer, loaded into DuckDB as one table. */
export interface Part {
  /** The table's name in the statement (the spec's `from.entity` or a join's `entity`). */
  name: string;
  columns: string[];
  rows: Array<Record<string, Literal | Date>>;
  /** Columns whose type is known whatever their values (a sum with no rows is all nulls, still a number). */
  types?: Record<string, ColumnType>;
}

export interface JoinEngineOptions {
  /** DuckDB's memory limit ('256MB'): past it, joins and groupings spill to `tempDirectory`. */
  memoryLimit?: string;
  tempDirectory?: string;
  threads?: number;
}

export type ColumnType = 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMP' | 'VARCHAR';

/**
 * The join step of cross-system answers: DuckDB, in process, fed the parts each system computed (never attached
 * databases: extensions cannot be downloaded here, and the systems' own limits and credentials stay where they
 * are). One in-memory instance per process, bounded in memory and spilling to disk; each answer gets its own
 * connection and temporary tables, dropped with the connection.
 */
export class JoinEngine {
  private instance: Promise<DuckDBInstance> | null = null;

  constructor(private readonly options: JoinEngineOptions = {}) {}

  private open(): Promise<DuckDBInstance> {
    if (!this.instance) {
      const temp = this.options.tempDirectory ?? join(tmpdir(), 'soe-join');
      mkdirSync(temp, { recursive: true });
      // Loaded on the first cross-system answer: DuckDB's native library is tens of megabytes an idle server
      // without linked systems should not hold.
      this.instance = import('@duckdb/node-api').then(({ DuckDBInstance }) =>
        DuckDBInstance.create(':memory:', {
          memory_limit: this.options.memoryLimit ?? '256MB',
          threads: String(this.options.threads ?? 2),
          temp_directory: temp,
          // Only the parts SOE hands over are read: no files, no network, no extensions.
          enable_external_access: 'false',
        }),
      );
    }
    return this.instance;
  }

  /** Loads the parts and runs the spec over them; `signal` interrupts DuckDB when the user stops the answer. */
  async run(
    spec: QuerySpec,
    parts: Part[],
    signal?: AbortSignal,
  ): Promise<{ columns: string[]; rows: Array<Record<string, Literal | Date>> }> {
    const connection = await (await this.open()).connect();
    const stop = () => connection.interrupt();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const { DuckDBTimestampValue } = await import('@duckdb/node-api');
      for (const part of parts) await load(connection, part, DuckDBTimestampValue);
      const { sql, params } = compileSql(spec, 'duckdb');
      const prepared = await connection.prepare(sql);
      params.forEach((value, i) => bind(prepared, i + 1, value));
      const reader = await prepared.runAndReadAll();
      const columns = spec.select.map((s) => s.alias);
      const rows = reader.getRowObjectsJS().map((row) => {
        const out: Record<string, Literal | Date> = {};
        for (const c of columns) out[c] = toLiteral(row[c]);
        return out;
      });
      return { columns, rows };
    } finally {
      signal?.removeEventListener('abort', stop);
      connection.closeSync();
    }
  }

  close(): void {
    void this.instance?.then((i) => i.closeSync()).catch(() => {});
    this.instance = null;
  }
}

type TimestampValue = typeof import('@duckdb/node-api').DuckDBTimestampValue;

async function load(connection: DuckDBConnection, part: Part, Timestamp: TimestampValue): Promise<void> {
  const types = part.columns.map((c) => part.types?.[c] ?? columnType(part.rows, c));
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await connection.run(
    `CREATE TEMP TABLE ${quote(part.name)} (${part.columns.map((c, i) => `${quote(c)} ${types[i]}`).join(', ')})`,
  );
  // Temporary tables live in the connection's own 'temp' catalog, schema 'main'.
  const appender = await connection.createAppender(part.name, 'main', 'temp');
  try {
    for (const row of part.rows) {
      part.columns.forEach((c, i) => append(appender, types[i], row[c], Timestamp));
      appender.endRow();
    }
  } finally {
    appender.closeSync();
  }
}

/** One type per column, from its values: numbers, booleans and dates keep their type, anything mixed is text. */
function columnType(rows: Array<Record<string, Literal | Date>>, column: string): ColumnType {
  let type: ColumnType | null = null;
  for (const row of rows) {
    const v = row[column];
    if (v === null || v === undefined) continue;
    const t: ColumnType =
      typeof v === 'number'
        ? 'DOUBLE'
        : typeof v === 'boolean'
          ? 'BOOLEAN'
          : v instanceof Date
            ? 'TIMESTAMP'
            : 'VARCHAR';
    if (type && type !== t) return 'VARCHAR';
    type = t;
  }
  return type ?? 'VARCHAR';
}

function append(
  appender: DuckDBAppender,
  type: ColumnType,
  v: Literal | Date | undefined,
  Timestamp: TimestampValue,
): void {
  if (v === null || v === undefined) return appender.appendNull();
  switch (type) {
    case 'DOUBLE':
      // Exact decimals some drivers hand over as text are numbers here.
      return appender.appendDouble(typeof v === 'number' ? v : Number(v));
    case 'BOOLEAN':
      return appender.appendBoolean(v as boolean);
    case 'TIMESTAMP':
      return appender.appendTimestamp(new Timestamp(BigInt((v as Date).getTime()) * 1000n));
    case 'VARCHAR':
      return appender.appendVarchar(v instanceof Date ? v.toISOString() : String(v));
  }
}

function bind(prepared: Awaited<ReturnType<DuckDBConnection['prepare']>>, index: number, value: unknown): void {
  if (value === null || value === undefined) prepared.bindNull(index);
  else if (typeof value === 'number') prepared.bindDouble(index, value);
  else if (typeof value === 'boolean') prepared.bindBoolean(index, value);
  else prepared.bindVarchar(index, String(value));
}

function toLiteral(v: unknown): Literal | Date {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || v instanceof Date) return v;
  return String(v);
}
