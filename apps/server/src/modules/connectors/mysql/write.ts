import type { Pool, PoolConnection, ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { ConnectorError, type InvokeOptions } from '../connector';
import type { ErrorContext } from '../postgres/errors';
import type { DiscoveredSchema } from '../schema';
import {
  parseRecordWrite,
  performRecordWrite,
  WRITE_NOT_ALLOWED,
  type RecordWriteResult,
  type WriteDialect,
} from '../sql-write';
import { mapMysqlError } from './errors';
import { quoteMysqlIdent, timeoutStatement, type ServerFlavour } from './read';

const mysqlDialect: WriteDialect = {
  quote: quoteMysqlIdent,
  param: () => '?',
  returning: false,
  // mysql2 writes a Date in the connection's time zone (UTC here); ISO text with 'Z' is not a DATETIME literal.
  bind: ({ field, value }) => (field.type === 'timestamp' && typeof value === 'string' ? new Date(value) : value),
};

/**
 * A record write on MySQL / MariaDB. The pool's sessions are READ ONLY; a
 * write opens its own START TRANSACTION READ WRITE on one connection, with the
 * server's statement timeout (MariaDB) and a lock wait timeout (both), and
 * rolls back on any error.
 */
export async function writeRecordMysql(
  db: () => Promise<{ pool: Pool; flavour: ServerFlavour }>,
  schema: () => Promise<DiscoveredSchema>,
  operationId: string,
  input: Record<string, unknown>,
  options: InvokeOptions,
  errors: ErrorContext = {},
): Promise<RecordWriteResult> {
  if (!options.allowWrite) throw new ConnectorError(WRITE_NOT_ALLOWED, 'forbidden');
  if (options.signal?.aborted) throw new ConnectorError('The write was cancelled', 'timeout');
  let conn: PoolConnection | undefined;
  let broken = false;
  try {
    const write = parseRecordWrite(await schema(), operationId, input);
    const { pool, flavour } = await db();
    conn = await pool.getConnection();
    const c = conn;
    const timeoutMs = Math.max(1, Math.round(options.timeoutMs));
    await c.query(timeoutStatement(flavour, timeoutMs));
    // Numbers only, computed here: nothing from outside reaches this text.
    await c.query(`SET SESSION innodb_lock_wait_timeout = ${Math.max(1, Math.ceil(timeoutMs / 1000))}`);
    await c.query('START TRANSACTION READ WRITE');
    const result = await performRecordWrite(
      {
        async run(sql, params) {
          // A client-side backstop for MySQL, whose MAX_EXECUTION_TIME covers SELECT only.
          const [res] = await c.query<RowDataPacket[] | ResultSetHeader>({
            sql,
            values: params,
            timeout: timeoutMs + 5000,
          });
          if (Array.isArray(res)) return { rows: res as Record<string, unknown>[], affected: res.length };
          return { rows: [], affected: res.affectedRows, insertId: res.insertId || undefined };
        },
      },
      mysqlDialect,
      write,
    );
    await c.query('COMMIT');
    return result;
  } catch (err) {
    if (conn) await conn.query('ROLLBACK').catch(() => (broken = true));
    throw mapMysqlError(err, { ...errors, timeoutMs: options.timeoutMs });
  } finally {
    if (conn) {
      if (broken) conn.destroy();
      else conn.release();
    }
  }
}
