import type { SqlExecutor } from '../connector';
import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { pgFieldType } from '../sql-discovery/field-types';
import { groupForeignKeyRows, uniqueRelationNames, type ForeignKeyColumnRow } from '../sql-discovery/relations';
import type { StagedSource, TableDetails } from '../sql-discovery/staged';
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
// never partitions nor the children of an inheritance parent (the parent stands for them: a query on it reads
// theirs), nor system schemas.
const VISIBLE = `
  c.relkind IN ('r', 'p', 'v', 'm', 'f')
  AND NOT c.relispartition
  AND NOT EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid)
  AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
  AND has_table_privilege(c.oid, 'SELECT')
  AND ($1::text[] IS NULL OR n.nspname = ANY($1::text[]))`;

// The privilege check runs once per table, in TABLES_SQL; the other queries are given the tables it found.
// Checking it per joined row (tens of thousands of columns), and catalog functions per row, took seconds on a
// 10,000-table schema.
const OF_TABLES = `WITH visible AS (SELECT unnest($1::int8[])::oid AS oid)`;

// A table split into partitions (or inheritance children) holds its rows in them: its estimate is theirs, summed
// over the whole tree (-1 while none of them has been analysed).
const TREE = (parent: string) => `
  WITH RECURSIVE tree(oid) AS (
    SELECT ${parent} UNION ALL SELECT i.inhrelid FROM pg_inherits i JOIN tree t ON i.inhparent = t.oid)`;
const TABLES_SQL = `
SELECT c.oid::int8 AS oid, n.nspname AS schema, c.relname AS name,
       CASE WHEN c.relhassubclass THEN 'p' ELSE c.relkind::text END AS kind,
       (CASE WHEN c.relhassubclass THEN (${TREE('c.oid')}
          SELECT CASE WHEN max(pc.reltuples) < 0 THEN -1 ELSE sum(greatest(pc.reltuples, 0)) END
          FROM tree JOIN pg_class pc ON pc.oid = tree.oid WHERE pc.relkind = 'r')
        ELSE c.reltuples END)::float8 AS estimate,
       d.description AS comment
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0
WHERE ${VISIBLE}
ORDER BY n.nspname, c.relname`;

// pg_relation_size opens the table's files (and waits for a lock another transaction holds on it): it is read
// only for tables never analysed (the exact-count rule), and only for the tables being read in full.
const SIZES_SQL = `${OF_TABLES}
SELECT v.oid::int8 AS oid, (${TREE('v.oid')} SELECT sum(pg_relation_size(tree.oid)) FROM tree)::float8 AS bytes
FROM visible v`;

// Which table points at which, for every foreign key: a wide schema's core is chosen from it (staged.ts).
const LINKS_SQL = `
SELECT con.conrelid::int8 AS from_oid, con.confrelid::int8 AS to_oid FROM pg_constraint con WHERE con.contype = 'f'`;

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

// Foreign keys of partitions (declared on each partition, or cloned from the parent's: those have a conparentid)
// and foreign keys pointing at a partition are read as their tree's root's, once.
const ROOT = (rel: string) => `(SELECT CASE WHEN r.relispartition THEN pg_partition_root(r.oid) ELSE r.oid END
  FROM pg_class r WHERE r.oid = ${rel})`;
const FOREIGN_KEYS_SQL = `${OF_TABLES}, fk AS (
  SELECT con.conname, con.conrelid, con.confrelid, con.conkey, con.confkey,
         ${ROOT('con.conrelid')} AS from_oid, ${ROOT('con.confrelid')} AS to_oid
  FROM pg_constraint con WHERE con.contype = 'f' AND con.conparentid = 0)
SELECT constraint_name, from_schema, from_table, to_schema, to_table, from_column, to_column FROM (
  SELECT DISTINCT ON (c.oid, fc.oid, fk.conkey::text, fk.confkey::text, k.ord)
         fk.conname AS constraint_name, n.nspname AS from_schema, c.relname AS from_table,
         fn.nspname AS to_schema, fc.relname AS to_table, a.attname AS from_column, fa.attname AS to_column, k.ord
  FROM fk
  JOIN visible v ON v.oid = fk.from_oid
  JOIN pg_class c ON c.oid = fk.from_oid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_class fc ON fc.oid = fk.to_oid
  JOIN pg_namespace fn ON fn.oid = fc.relnamespace
  CROSS JOIN LATERAL unnest(fk.conkey, fk.confkey) WITH ORDINALITY AS k(from_num, to_num, ord)
  JOIN pg_attribute a ON a.attrelid = fk.conrelid AND a.attnum = k.from_num
  JOIN pg_attribute fa ON fa.attrelid = fk.confrelid AND fa.attnum = k.to_num
  ORDER BY c.oid, fc.oid, fk.conkey::text, fk.confkey::text, k.ord, fk.conname) keys
ORDER BY from_schema, from_table, constraint_name, ord`;

interface TableRow {
  oid: number | string;
  schema: string;
  name: string;
  kind: string;
  estimate: number;
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
  const counts = countBudget(options);
  return readOnlyTransaction(db, options.timeoutMs ?? 30_000, async (tx) => {
    const tables = (await tx.query<TableRow>(TABLES_SQL, [options.schemas ?? null])).rows;
    const read = await readTables(tx, tables, new Set(tables.map(entityName)), counts);
    return {
      entities: read.entities,
      relations: uniqueRelationNames(read.relations),
      discoveredAt: new Date().toISOString(),
    };
  });
}

/**
 * The two steps of a wide schema's discovery (sql-discovery/staged.ts) on PostgreSQL: the list of tables with
 * their estimates and foreign keys, then the full details of some of them, each step a read-only transaction.
 */
export function pgStagedSource(db: SqlExecutor, options: PgDiscoverOptions = {}): StagedSource {
  const counts = countBudget(options);
  const timeoutMs = options.timeoutMs ?? 30_000;
  let listed = new Map<string, TableRow>();
  return {
    list: (signal) =>
      readOnlyTransaction(
        db,
        timeoutMs,
        async (tx) => {
          const tables = (await tx.query<TableRow>(TABLES_SQL, [options.schemas ?? null])).rows;
          const byOid = new Map(tables.map((t) => [String(t.oid), entityName(t)]));
          const links = (await tx.query<{ from_oid: string | number; to_oid: string | number }>(LINKS_SQL)).rows
            .map((l) => ({ from: byOid.get(String(l.from_oid)), to: byOid.get(String(l.to_oid)) }))
            .filter((l): l is { from: string; to: string } => l.from !== undefined && l.to !== undefined);
          listed = new Map(tables.map((t) => [entityName(t), t]));
          return {
            tables: tables.map((t) => ({
              name: entityName(t),
              rowEstimate: t.kind === 'v' || Number(t.estimate) < 0 ? null : Math.round(Number(t.estimate)),
            })),
            links,
          };
        },
        signal,
      ),
    details: (names, known, signal) =>
      readOnlyTransaction(
        db,
        timeoutMs,
        (tx) =>
          readTables(
            tx,
            names.map((n) => listed.get(n)).filter((t): t is TableRow => t !== undefined),
            known,
            counts,
          ),
        signal,
      ),
  };
}

const entityName = (t: Pick<TableRow, 'schema' | 'name'>) => `${t.schema}.${t.name}`;

/** How many never-analysed tables may still be counted exactly: shared by every step of one discovery. */
function countBudget(options: PgDiscoverOptions) {
  let left = options.exactCountMaxTables ?? 500;
  return { maxBytes: options.exactCountMaxBytes ?? 8 * 1024 * 1024, take: () => left-- > 0 };
}

/** Columns, keys and outgoing foreign keys of `tables` (relations to tables outside `known` are left out). */
async function readTables(
  tx: Pick<SqlExecutor, 'query'>,
  tables: TableRow[],
  known: Set<string>,
  counts: ReturnType<typeof countBudget>,
): Promise<TableDetails> {
  const oids = [tables.map((t) => String(t.oid))];
  const columns = (await tx.query<ColumnRow>(COLUMNS_SQL, oids)).rows;
  const pks = (await tx.query<KeyRow>(PRIMARY_KEYS_SQL, oids)).rows;
  const fks = (await tx.query<FkRow>(FOREIGN_KEYS_SQL, oids)).rows;
  const neverAnalysed = tables
    .filter((t) => Number(t.estimate) < 0 && (t.kind === 'r' || t.kind === 'p'))
    .map((t) => String(t.oid));
  const sizes = new Map(
    neverAnalysed.length
      ? (await tx.query<{ oid: string | number; bytes: number }>(SIZES_SQL, [neverAnalysed])).rows.map((r) => [
          String(r.oid),
          Number(r.bytes),
        ])
      : [],
  );

  const byOid = new Map<string, SchemaEntity>();
  const entities: SchemaEntity[] = [];
  for (const t of tables) {
    const entity: SchemaEntity = {
      name: entityName(t),
      table: t.name,
      namespace: t.schema,
      ...(t.comment ? { description: t.comment } : {}),
      fields: [],
      primaryKey: [],
      rowCount: await rowCount(tx, t, sizes.get(String(t.oid)) ?? null, counts),
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
  return { entities, relations: groupForeignKeyRows(fkRows, known) };
}

/**
 * The planner's estimate (pg_class.reltuples) costs nothing; it is -1 until the
 * table is first analysed, and then only small tables are counted exactly.
 * Views have no estimate and are never counted (that would run the view).
 */
async function rowCount(
  tx: Pick<SqlExecutor, 'query'>,
  t: TableRow,
  bytes: number | null,
  counts: ReturnType<typeof countBudget>,
): Promise<number | null> {
  const estimate = Number(t.estimate);
  if (t.kind === 'v') return null;
  if (estimate >= 0) return Math.round(estimate);
  if ((t.kind !== 'r' && t.kind !== 'p') || Number(bytes) > counts.maxBytes || !counts.take()) return null;
  const { rows } = await tx.query<{ n: number | string }>(
    `SELECT count(*)::int8 AS n FROM ${quotePgIdent(t.schema)}.${quotePgIdent(t.name)}`,
  );
  return Number(rows[0].n);
}
