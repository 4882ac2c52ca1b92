import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Literal, QueryResult, QuerySpec } from '../../connectors/query';
import type { DiscoveredSchema, FieldType, SchemaEntity, SchemaRelation } from '../../connectors/schema';
import { compileSql } from '../../connectors/sql';
import type { EngineSystem } from '../soe-local';

/** Loads a PostgreSQL script (psql's database switching lines removed) into a fresh in-memory PGlite. */
export async function pgliteFromScript(path: string): Promise<PGlite> {
  const sql = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(DROP DATABASE|CREATE DATABASE|\\c )/i.test(l))
    .join('\n');
  const db = new PGlite();
  await db.exec(sql);
  return db;
}

const TYPE_MAP: Array<[RegExp, FieldType]> = [
  [/^(smallint|integer|bigint|int2|int4|int8)$/, 'integer'],
  [/^(numeric|real|double precision|decimal|money|float4|float8)/, 'decimal'],
  [/^(text|character varying|character|varchar|char|citext|name|uuid)/, 'text'],
  [/^date$/, 'date'],
  [/^timestamp/, 'timestamp'],
  [/^boolean$/, 'boolean'],
  [/^jsonb?$/, 'json'],
];

/** Discovers tables, columns, keys and row counts the way a PostgreSQL connector would. */
export async function discoverPglite(db: PGlite, schemaName = 'public'): Promise<DiscoveredSchema> {
  const cols = await db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = $1 ORDER BY c.table_name, c.ordinal_position`,
    [schemaName],
  );
  const cons = await db.query<{
    conname: string;
    contype: string;
    table_name: string;
    cols: string[];
    ref_table: string | null;
    ref_cols: string[] | null;
  }>(
    `SELECT con.conname, con.contype, rel.relname AS table_name,
            ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS cols,
            frel.relname AS ref_table,
            ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS ref_cols
     FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
     LEFT JOIN pg_class frel ON frel.oid = con.confrelid
     WHERE ns.nspname = $1 AND con.contype IN ('p', 'f')`,
    [schemaName],
  );
  const entities = new Map<string, SchemaEntity>();
  const pk = new Map<string, string[]>();
  for (const c of cons.rows) if (c.contype === 'p') pk.set(c.table_name, c.cols);
  for (const c of cols.rows) {
    const name = `${schemaName}.${c.table_name}`;
    let e = entities.get(name);
    if (!e) {
      e = {
        name,
        table: c.table_name,
        namespace: schemaName,
        fields: [],
        primaryKey: pk.get(c.table_name) ?? [],
        rowCount: null,
      };
      entities.set(name, e);
    }
    const type = TYPE_MAP.find(([re]) => re.test(c.data_type))?.[1] ?? 'other';
    e.fields.push({
      name: c.column_name,
      type,
      nativeType: c.data_type,
      nullable: c.is_nullable === 'YES',
      isPrimaryKey: (pk.get(c.table_name) ?? []).includes(c.column_name),
    });
  }
  for (const e of entities.values()) {
    const r = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${schemaName}"."${e.table.replace(/"/g, '""')}"`,
    );
    e.rowCount = r.rows[0].n;
  }
  const relations: SchemaRelation[] = cons.rows
    .filter((c) => c.contype === 'f' && c.ref_table)
    .map((c) => ({
      name: c.conname,
      fromEntity: `${schemaName}.${c.table_name}`,
      fromFields: c.cols,
      toEntity: `${schemaName}.${c.ref_table}`,
      toFields: c.ref_cols ?? [],
    }));
  return { entities: [...entities.values()], relations, discoveredAt: new Date(0).toISOString() };
}

/** Numeric and bigint results arrive as strings/bigints from the driver; the engine gets numbers. */
function toLiteral(v: unknown): Literal | Date {
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v;
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

const NUMERIC_OIDS = new Set([20, 21, 23, 700, 701, 1700]);

/** An EngineSystem over a PGlite database, compiling specs with the real PostgreSQL compiler. */
export function pgliteSystem(
  db: PGlite,
  schema: DiscoveredSchema,
  name: string,
  id = 1,
  log?: (sql: string, params: unknown[]) => void,
): EngineSystem {
  return {
    id,
    name,
    schema,
    async run(spec: QuerySpec): Promise<QueryResult> {
      const { sql, params } = compileSql(spec, 'postgres');
      log?.(sql, params);
      const t0 = performance.now();
      const res = await db.query<Record<string, unknown>>(sql, params);
      const numeric = new Set(res.fields.filter((f) => NUMERIC_OIDS.has(f.dataTypeID)).map((f) => f.name));
      const rows = res.rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            numeric.has(k) && v !== null && v !== undefined ? Number(v) : toLiteral(v),
          ]),
        ),
      );
      return { columns: res.fields.map((f) => f.name), rows, truncated: false, elapsedMs: performance.now() - t0 };
    },
  };
}
