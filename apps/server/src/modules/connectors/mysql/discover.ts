import type { Pool } from 'mysql2/promise';
import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { mysqlFieldType } from '../sql-discovery/field-types';
import { groupForeignKeys } from '../sql-discovery/relations';
import { mysqlReadOnly, quoteMysqlIdent, type ServerFlavour } from './read';

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

type Row = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? '' : Buffer.isBuffer(v) ? v.toString('utf8') : String(v));

export async function discoverMysql(
  pool: Pool,
  flavour: ServerFlavour,
  options: MysqlDiscoverOptions = {},
): Promise<DiscoveredSchema> {
  const db = options.database ?? null;
  const filter = [db, db];
  const maxRows = options.exactCountMaxRows ?? 100_000;
  const maxBytes = options.exactCountMaxBytes ?? 16 * 1024 * 1024;
  return mysqlReadOnly(pool, flavour, options.timeoutMs ?? 30_000, async (tx) => {
    const tables = await tx.query(TABLES_SQL, filter);
    const columns = await tx.query(COLUMNS_SQL, filter);
    const keys = await tx.query(KEYS_SQL, filter);

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
      }));
    const relations = groupForeignKeys(fkRows, new Set(entities.map((e) => e.name)));
    return { entities, relations, discoveredAt: new Date().toISOString() };
  });
}
