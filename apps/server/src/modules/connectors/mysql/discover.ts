import type { Pool } from 'mysql2/promise';
import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { mysqlFieldType } from '../sql-discovery/field-types';
import { groupForeignKeyRows, uniqueRelationNames } from '../sql-discovery/relations';
import type { StagedSource, TableDetails } from '../sql-discovery/staged';
import { mysqlReadOnly, quoteMysqlIdent, type MysqlTx, type QueryCancel, type ServerFlavour } from './read';

export interface MysqlDiscoverOptions {
  /** The database named in the URL; without one, every non-system database the user can see. */
  database?: string;
  /** information_schema row counts are estimates (and cached by MySQL 8): small tables are counted exactly. */
  exactCountMaxRows?: number;
  exactCountMaxBytes?: number;
  timeoutMs?: number;
}

const SYSTEM = `('mysql', 'information_schema', 'performance_schema', 'sys')`;
// Column names aliased in lower case: MySQL 8 returns information_schema names in upper case.
const FILTER = `TABLE_SCHEMA NOT IN ${SYSTEM} AND (? IS NULL OR TABLE_SCHEMA = ?)`;

const TABLES_SQL = `
SELECT TABLE_SCHEMA AS table_schema, TABLE_NAME AS table_name, TABLE_TYPE AS table_type,
       TABLE_ROWS AS table_rows, DATA_LENGTH AS data_length, TABLE_COMMENT AS table_comment
FROM information_schema.TABLES
WHERE ${FILTER} AND TABLE_TYPE IN ('BASE TABLE', 'VIEW')
ORDER BY TABLE_SCHEMA, TABLE_NAME`;

const COLUMNS_SQL = `
SELECT TABLE_SCHEMA AS table_schema, TABLE_NAME AS table_name, COLUMN_NAME AS column_name,
       DATA_TYPE AS data_type, COLUMN_TYPE AS column_type, IS_NULLABLE AS is_nullable, COLUMN_COMMENT AS column_comment
FROM information_schema.COLUMNS
WHERE ${FILTER}
ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION`;

const KEYS_SQL = `
SELECT TABLE_SCHEMA AS table_schema, TABLE_NAME AS table_name, CONSTRAINT_NAME AS constraint_name,
       COLUMN_NAME AS column_name, REFERENCED_TABLE_SCHEMA AS ref_schema, REFERENCED_TABLE_NAME AS ref_table,
       REFERENCED_COLUMN_NAME AS ref_column
FROM information_schema.KEY_COLUMN_USAGE
WHERE ${FILTER} AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
ORDER BY TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`;

// Which table points at which: a wide schema's core is chosen from it (staged.ts). One row per key, not per column.
const LINKS_SQL = `
SELECT CONSTRAINT_SCHEMA AS table_schema, TABLE_NAME AS table_name,
       UNIQUE_CONSTRAINT_SCHEMA AS ref_schema, REFERENCED_TABLE_NAME AS ref_table
FROM information_schema.REFERENTIAL_CONSTRAINTS
WHERE CONSTRAINT_SCHEMA NOT IN ${SYSTEM} AND (? IS NULL OR CONSTRAINT_SCHEMA = ?)`;

type Row = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? '' : Buffer.isBuffer(v) ? v.toString('utf8') : String(v));
const entityName = (r: Row) => `${s(r.table_schema)}.${s(r.table_name)}`;

interface Limits {
  maxRows: number;
  maxBytes: number;
}

export async function discoverMysql(
  pool: Pool,
  flavour: ServerFlavour,
  options: MysqlDiscoverOptions = {},
): Promise<DiscoveredSchema> {
  const db = options.database ?? null;
  const filter = [db, db];
  return mysqlReadOnly(pool, flavour, options.timeoutMs ?? 30_000, async (tx) => {
    const tables = await tx.query(TABLES_SQL, filter);
    const columns = await tx.query(COLUMNS_SQL, filter);
    const keys = await tx.query(KEYS_SQL, filter);
    const read = await buildTables(tx, tables, columns, keys, new Set(tables.map(entityName)), limitsOf(options));
    return {
      entities: read.entities,
      relations: uniqueRelationNames(read.relations),
      discoveredAt: new Date().toISOString(),
    };
  });
}

/**
 * The two steps of a wide schema's discovery (sql-discovery/staged.ts) on MySQL and MariaDB: the list of tables
 * with their estimates and foreign keys, then the full details of some of them, each step a read-only transaction.
 */
export function mysqlStagedSource(
  pool: Pool,
  flavour: ServerFlavour,
  options: MysqlDiscoverOptions = {},
  kill?: QueryCancel['kill'],
): StagedSource {
  // A stopped read ends its running statement with KILL QUERY (mysqlReadOnly).
  const cancel = (signal?: AbortSignal) => (kill && signal ? { signal, kill } : undefined);
  const db = options.database ?? null;
  const filter = [db, db];
  const timeoutMs = options.timeoutMs ?? 30_000;
  let listed = new Map<string, Row>();
  return {
    list: (signal) =>
      mysqlReadOnly(
        pool,
        flavour,
        timeoutMs,
        async (tx) => {
          const tables = await tx.query(TABLES_SQL, filter);
          const links = await tx.query(LINKS_SQL, filter);
          listed = new Map(tables.map((t) => [entityName(t), t]));
          return {
            tables: tables.map((t) => ({
              name: entityName(t),
              rowEstimate: s(t.table_type) === 'VIEW' || t.table_rows === null ? null : Number(t.table_rows),
            })),
            links: links.map((l) => ({ from: entityName(l), to: `${s(l.ref_schema)}.${s(l.ref_table)}` })),
          };
        },
        cancel(signal),
      ),
    details: (names, known, signal) =>
      mysqlReadOnly(
        pool,
        flavour,
        timeoutMs,
        async (tx) => {
          const tables = names.map((n) => listed.get(n)).filter((t): t is Row => t !== undefined);
          if (!tables.length) return { entities: [], relations: [] };
          // Each schema's tables by name: information_schema looks a table up by its schema and name.
          const bySchema = new Map<string, Row[]>();
          for (const t of tables) {
            const group = bySchema.get(s(t.table_schema));
            if (group) group.push(t);
            else bySchema.set(s(t.table_schema), [t]);
          }
          const columns: Row[] = [];
          const keys: Row[] = [];
          for (const [schema, group] of bySchema) {
            const inList = `TABLE_SCHEMA = ? AND TABLE_NAME IN (${group.map(() => '?').join(', ')})`;
            const params = [schema, ...group.map((t) => s(t.table_name))];
            columns.push(...(await tx.query(COLUMNS_SQL.replace(FILTER, inList), params)));
            keys.push(...(await tx.query(KEYS_SQL.replace(FILTER, inList), params)));
          }
          return buildTables(tx, tables, columns, keys, known, limitsOf(options));
        },
        cancel(signal),
      ),
  };
}

function limitsOf(options: MysqlDiscoverOptions): Limits {
  return { maxRows: options.exactCountMaxRows ?? 100_000, maxBytes: options.exactCountMaxBytes ?? 16 * 1024 * 1024 };
}

/** Entities and outgoing relations of `tables` from their column and key rows (relations outside `known` left out). */
async function buildTables(
  tx: MysqlTx,
  tables: Row[],
  columns: Row[],
  keys: Row[],
  known: Set<string>,
  { maxRows, maxBytes }: Limits,
): Promise<TableDetails> {
  const byName = new Map<string, SchemaEntity>();
  const entities: SchemaEntity[] = [];
  for (const t of tables) {
    const schema = s(t.table_schema);
    const table = s(t.table_name);
    const isView = s(t.table_type) === 'VIEW';
    const comment = s(t.table_comment);
    let rowCount: number | null = isView || t.table_rows === null ? null : Number(t.table_rows);
    if (!isView && (rowCount === null || rowCount < maxRows) && Number(t.data_length ?? 0) <= maxBytes) {
      const [row] = await tx.query(`SELECT COUNT(*) AS n FROM ${quoteMysqlIdent(schema)}.${quoteMysqlIdent(table)}`);
      rowCount = Number((row as Row).n);
    }
    const entity: SchemaEntity = {
      name: `${schema}.${table}`,
      table,
      namespace: schema,
      // MySQL puts 'VIEW' in a view's comment; that describes nothing.
      ...(comment && !(isView && comment === 'VIEW') ? { description: comment } : {}),
      fields: [],
      primaryKey: [],
      rowCount,
    };
    byName.set(entity.name, entity);
    entities.push(entity);
  }
  for (const k of keys) {
    if (s(k.constraint_name) === 'PRIMARY')
      byName.get(`${s(k.table_schema)}.${s(k.table_name)}`)?.primaryKey.push(s(k.column_name));
  }
  for (const c of columns) {
    const entity = byName.get(`${s(c.table_schema)}.${s(c.table_name)}`);
    if (!entity) continue;
    const name = s(c.column_name);
    const comment = s(c.column_comment);
    entity.fields.push({
      name,
      type: mysqlFieldType(s(c.data_type), s(c.column_type)),
      nativeType: s(c.column_type),
      nullable: s(c.is_nullable) === 'YES',
      isPrimaryKey: entity.primaryKey.includes(name),
      ...(comment ? { description: comment } : {}),
    });
  }
  const fkRows = keys
    .filter((k) => s(k.constraint_name) !== 'PRIMARY' && k.ref_table !== null)
    .map((k) => ({
      constraintName: s(k.constraint_name),
      fromEntity: `${s(k.table_schema)}.${s(k.table_name)}`,
      toEntity: `${s(k.ref_schema)}.${s(k.ref_table)}`,
      fromColumn: s(k.column_name),
      toColumn: s(k.ref_column),
    }))
    .filter((k) => byName.has(k.fromEntity));
  return { entities, relations: groupForeignKeyRows(fkRows, known) };
}
