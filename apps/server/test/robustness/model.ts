import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { wordsOf } from './words';

/**
 * What a dataset is, whatever its physical spelling: tables and columns as words, each column's logical kind, keys
 * and its rows in a canonical form (flags as booleans, dates as 'YYYY-MM-DD'). Read from the loaded original.
 */
export interface LogicalColumn {
  name: string;
  words: string[];
  /** flag: a yes/no (boolean, or one character 'Y'/'N'); date: a day (date, or a timestamp always at midnight). */
  kind: 'flag' | 'date' | 'plain';
  /** The column's type as PostgreSQL writes it (format_type), kept for plain columns. */
  sqlType: string;
  notNull: boolean;
  /** How the original stores a flag, to read it as a boolean. */
  flagForm?: 'boolean' | 'yn';
}

export interface LogicalTable {
  schema: string;
  name: string;
  words: string[];
  columns: LogicalColumn[];
  primaryKey: string[];
  uniques: string[][];
  rowCount: number;
}

export interface LogicalForeignKey {
  from: LogicalTable;
  columns: string[];
  to: LogicalTable;
  refColumns: string[];
}

export interface LogicalModel {
  tables: LogicalTable[];
  foreignKeys: LogicalForeignKey[];
  /** The main fact table: the largest table with a date column (not null), and that column. */
  fact: { table: LogicalTable; column: LogicalColumn } | null;
}

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
export const qualified = (schema: string, table: string) => `${q(schema)}.${q(table)}`;
export { q as quoteIdent };

export async function readModel(db: PGlite): Promise<LogicalModel> {
  const cols = await db.query<{ schema: string; table: string; column: string; type: string; notnull: boolean }>(
    `SELECT n.nspname AS schema, c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS notnull
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY n.nspname, c.relname, a.attnum`,
  );
  const cons = await db.query<{
    type: string;
    schema: string;
    table: string;
    cols: string[];
    ref_schema: string | null;
    ref_table: string | null;
    ref_cols: string[] | null;
  }>(
    `SELECT con.contype::text AS type, n.nspname AS schema, rel.relname AS table,
       ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS cols,
       fn.nspname AS ref_schema, frel.relname AS ref_table,
       ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS ref_cols
     FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace n ON n.oid = rel.relnamespace
     LEFT JOIN pg_class frel ON frel.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = frel.relnamespace
     WHERE con.contype IN ('p', 'u', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
     ORDER BY con.conname`,
  );
  const tables = new Map<string, LogicalTable>();
  for (const c of cols.rows) {
    const key = `${c.schema}.${c.table}`;
    let t = tables.get(key);
    if (!t) {
      t = {
        schema: c.schema,
        name: c.table,
        words: wordsOf(c.table, true),
        columns: [],
        primaryKey: [],
        uniques: [],
        rowCount: 0,
      };
      tables.set(key, t);
    }
    t.columns.push({ name: c.column, words: wordsOf(c.column), kind: 'plain', sqlType: c.type, notNull: c.notnull });
  }
  for (const t of tables.values()) {
    const from = qualified(t.schema, t.name);
    t.rowCount = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`)).rows[0].n;
    for (const c of t.columns) {
      if (c.sqlType === 'boolean') Object.assign(c, { kind: 'flag', flagForm: 'boolean' });
      else if (c.sqlType === 'date') c.kind = 'date';
      else if (/^timestamp/.test(c.sqlType) && t.rowCount > 0) {
        const r = await db.query<{ midnight: boolean | null }>(
          `SELECT bool_and(${q(c.name)}::time = '00:00') AS midnight FROM ${from}`,
        );
        if (r.rows[0].midnight) c.kind = 'date';
      } else if (/^character(?: varying)?\(1\)$/.test(c.sqlType) && t.rowCount > 0) {
        const r = await db.query<{ yn: boolean | null }>(
          `SELECT bool_and(${q(c.name)} IN ('Y', 'N')) AND count(DISTINCT ${q(c.name)}) = 2 AS yn FROM ${from}`,
        );
        if (r.rows[0].yn) Object.assign(c, { kind: 'flag', flagForm: 'yn' });
      }
    }
  }
  const foreignKeys: LogicalForeignKey[] = [];
  for (const c of cons.rows) {
    const t = tables.get(`${c.schema}.${c.table}`)!;
    if (c.type === 'p') t.primaryKey = c.cols;
    else if (c.type === 'u') t.uniques.push(c.cols);
    else
      foreignKeys.push({
        from: t,
        columns: c.cols,
        to: tables.get(`${c.ref_schema}.${c.ref_table}`)!,
        refColumns: c.ref_cols ?? [],
      });
  }
  const list = [...tables.values()];
  // A table's first not-null day or time column is its date (clinic's appointment time, not its booking day).
  const fact = list
    .flatMap((t) => {
      const column = t.columns.find((c) => c.notNull && (c.kind === 'date' || /^timestamp/.test(c.sqlType)));
      return column ? [{ table: t, column }] : [];
    })
    .sort((a, b) => b.table.rowCount - a.table.rowCount)[0];
  return { tables: list, foreignKeys, fact: fact ?? null };
}

/** The SQL reading one column of the original in its canonical form (flag → boolean, date → 'YYYY-MM-DD' text). */
export function canonicalOfOriginal(c: LogicalColumn): string {
  const col = q(c.name);
  if (c.kind === 'flag') return c.flagForm === 'yn' ? `(${col} = 'Y')` : col;
  if (c.kind === 'date') return `to_char(${col}, 'YYYY-MM-DD')`;
  return `${col}::text`;
}

/** A table's rows, canonical, as JSON text: an array of arrays in the logical column order. */
export async function dumpRows(db: PGlite, from: string, exprs: string[]): Promise<string> {
  const r = await db.query<{ j: string }>(
    `SELECT coalesce(jsonb_agg(jsonb_build_array(${exprs.join(', ')})), '[]')::text AS j FROM ${from}`,
  );
  return r.rows[0].j;
}

/** A table's row count and a checksum of its canonical rows, whatever their physical order. */
export function checksumOf(dump: string): { rows: number; sha256: string } {
  const rows = (JSON.parse(dump) as unknown[]).map((r) => JSON.stringify(r)).sort();
  return { rows: rows.length, sha256: createHash('sha256').update(rows.join('\n')).digest('hex') };
}
