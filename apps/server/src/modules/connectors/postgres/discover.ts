import type { SqlExecutor } from '../connector';
import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { pgFieldType } from '../sql-discovery/field-types';
import { groupForeignKeys, type ForeignKeyColumnRow } from '../sql-discovery/relations';
import { quotePgIdent, readOnlyTransaction } from './read';

export interface PgDiscoverOptions {
  /** Only these schemas (the demo pins 'demo'); default: every user schema. */
  schemas?: string[];
  /** Tables the planner has never analysed are counted exactly when smaller than this (bytes). */
  exactCountMaxBytes?: number;
  /**
   * At most this many tables are counted exactly (default 500). Each count holds a lock until the
   * discovery's transaction ends: a never-analysed schema of thousands of tables ran the server out of
   * lock slots ("out of shared memory") and took a query per table. Beyond it the row count is unknown.
   */
  exactCountMaxTables?: number;
  timeoutMs?: number;
}

// Relations SOE can read: tables, partitioned tables, views, materialized views, foreign tables;
// never partitions (their parent stands for them) nor system schemas.
const VISIBLE = `
  c.relkind IN ('r', 'p', 'v', 'm', 'f')
  AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
  AND has_table_privilege(c.oid, 'SELECT')
  AND ($1::text[] IS NULL OR n.nspname = ANY($1::text[]))`;

// The privilege check runs once per table, in TABLES_SQL; the other queries are given the tables it found.
// Checking it per joined row (tens of thousands of columns), and catalog functions per row, took seconds on a
// 10,000-table schema.
const OF_TABLES = `WITH visible AS (SELECT unnest($1::int8[])::oid AS oid)`;

// pg_relation_size opens the table's files: it is read only for tables never analysed (the exact-count rule).
const TABLES_SQL = `
SELECT c.oid::int8 AS oid, n.nspname AS schema, c.relname AS name, c.relkind::text AS kind,
       c.reltuples::float8 AS estimate,
       CASE WHEN c.reltuples < 0 AND c.relkind = 'r' THEN pg_relation_size(c.oid)::float8 END AS bytes,
       d.description AS comment
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0
WHERE ${VISIBLE}
ORDER BY n.nspname, c.relname`;

const COLUMNS_SQL = `${OF_TABLES}
SELECT a.attrelid::int8 AS oid, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS native,
       COALESCE(bt.typname, t.typname) AS typname, COALESCE(bt.typtype, t.typtype)::text AS typtype,
       a.attnotnull AS notnull, d.description AS comment
FROM visible v
JOIN pg_attribute a ON a.attrelid = v.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_type bt ON t.typtype = 'd' AND bt.oid = t.typbasetype
LEFT JOIN pg_description d ON d.objoid = a.attrelid AND d.classoid = 'pg_class'::regclass AND d.objsubid = a.attnum
ORDER BY a.attrelid, a.attnum`;

const PRIMARY_KEYS_SQL = `${OF_TABLES}
SELECT con.conrelid::int8 AS oid, a.attname AS name
FROM visible v
JOIN pg_constraint con ON con.conrelid = v.oid AND con.contype = 'p'
CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
ORDER BY con.conrelid, k.ord`;

const FOREIGN_KEYS_SQL = `${OF_TABLES}
SELECT con.conname AS constraint_name, n.nspname AS from_schema, c.relname AS from_table,
       fn.nspname AS to_schema, fc.relname AS to_table, a.attname AS from_column, fa.attname AS to_column
FROM visible v
JOIN pg_class c ON c.oid = v.oid
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_constraint con ON con.conrelid = c.oid AND con.contype = 'f'
JOIN pg_class fc ON fc.oid = con.confrelid
JOIN pg_namespace fn ON fn.oid = fc.relnamespace
CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(from_num, to_num, ord)
JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.from_num
JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = k.to_num
ORDER BY n.nspname, c.relname, con.conname, k.ord`;

interface TableRow {
  oid: number | string;
  schema: string;
  name: string;
  kind: string;
  estimate: number;
  bytes: number | null;
  comment: string | null;
}
interface ColumnRow {
  oid: number | string;
  name: string;
  native: string;
  typname: string;
  typtype: string;
  notnull: boolean;
  comment: string | null;
}
interface KeyRow {
  oid: number | string;
  name: string;
}
interface FkRow {
  constraint_name: string;
  from_schema: string;
  from_table: string;
  to_schema: string;
  to_table: string;
  from_column: string;
  to_column: string;
}

/** Reads a PostgreSQL catalog (server or PGlite) into a DiscoveredSchema, inside a read-only transaction. */
export async function discoverPostgres(db: SqlExecutor, options: PgDiscoverOptions = {}): Promise<DiscoveredSchema> {
  const schemas = options.schemas ?? null;
  const exactMax = options.exactCountMaxBytes ?? 8 * 1024 * 1024;
  let countsLeft = options.exactCountMaxTables ?? 500;
  return readOnlyTransaction(db, options.timeoutMs ?? 30_000, async (tx) => {
    const tables = (await tx.query<TableRow>(TABLES_SQL, [schemas])).rows;
    const oids = [tables.map((t) => String(t.oid))];
    const columns = (await tx.query<ColumnRow>(COLUMNS_SQL, oids)).rows;
    const pks = (await tx.query<KeyRow>(PRIMARY_KEYS_SQL, oids)).rows;
    const fks = (await tx.query<FkRow>(FOREIGN_KEYS_SQL, oids)).rows;

    const byOid = new Map<string, SchemaEntity>();
    const entities: SchemaEntity[] = [];
    for (const t of tables) {
      const entity: SchemaEntity = {
        name: `${t.schema}.${t.name}`,
        table: t.name,
        namespace: t.schema,
        ...(t.comment ? { description: t.comment } : {}),
        fields: [],
        primaryKey: [],
        rowCount: await rowCount(tx, t, exactMax, () => countsLeft-- > 0),
      };
      byOid.set(String(t.oid), entity);
      entities.push(entity);
    }
    for (const k of pks) byOid.get(String(k.oid))?.primaryKey.push(k.name);
    for (const c of columns) {
      const entity = byOid.get(String(c.oid));
      if (!entity) continue;
      entity.fields.push({
        name: c.name,
        type: pgFieldType(c.typname, c.typtype),
        nativeType: c.native,
        nullable: !c.notnull,
        isPrimaryKey: entity.primaryKey.includes(c.name),
        ...(c.comment ? { description: c.comment } : {}),
      });
    }
    const fkRows: ForeignKeyColumnRow[] = fks.map((r) => ({
      constraintName: r.constraint_name,
      fromEntity: `${r.from_schema}.${r.from_table}`,
      toEntity: `${r.to_schema}.${r.to_table}`,
      fromColumn: r.from_column,
      toColumn: r.to_column,
    }));
    const relations = groupForeignKeys(fkRows, new Set(entities.map((e) => e.name)));
    return { entities, relations, discoveredAt: new Date().toISOString() };
  });
}

/**
 * The planner's estimate (pg_class.reltuples) costs nothing; it is -1 until the
 * table is first analysed, and then only small tables are counted exactly.
 * Views have no estimate and are never counted (that would run the view).
 */
async function rowCount(
  tx: Pick<SqlExecutor, 'query'>,
  t: TableRow,
  exactMax: number,
  mayCount: () => boolean,
): Promise<number | null> {
  const estimate = Number(t.estimate);
  if (t.kind === 'v') return null;
  if (estimate >= 0) return Math.round(estimate);
  if (t.kind !== 'r' || Number(t.bytes) > exactMax || !mayCount()) return null;
  const { rows } = await tx.query<{ n: number | string }>(
    `SELECT count(*)::int8 AS n FROM ${quotePgIdent(t.schema)}.${quotePgIdent(t.name)}`,
  );
  return Number(rows[0].n);
}
