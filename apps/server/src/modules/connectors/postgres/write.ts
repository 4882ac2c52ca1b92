import { ConnectorError, type InvokeOptions, type SqlExecutor } from '../connector';
import type { DiscoveredSchema } from '../schema';
import {
  parseRecordWrite,
  performRecordWrite,
  WRITE_NOT_ALLOWED,
  type RecordWriteResult,
  type WriteDialect,
  type WriteTx,
} from '../sql-write';
import { mapPgError, type ErrorContext } from './errors';
import { quotePgIdent } from './read';

const pgDialect: WriteDialect = { quote: quotePgIdent, param: (n) => `$${n}`, returning: true };

/**
 * A record write on PostgreSQL: refused without allowWrite before anything is
 * read, checked against the schema, then run in one READ WRITE transaction
 * with a statement and lock timeout; any error rolls it back.
 */
export async function writeRecordPostgres(
  db: () => Promise<SqlExecutor>,
  schema: () => Promise<DiscoveredSchema>,
  operationId: string,
  input: Record<string, unknown>,
  options: InvokeOptions,
  errors: ErrorContext = {},
): Promise<RecordWriteResult> {
  if (!options.allowWrite) throw new ConnectorError(WRITE_NOT_ALLOWED, 'forbidden');
  if (options.signal?.aborted) throw new ConnectorError('The write was cancelled', 'timeout');
  try {
    const write = parseRecordWrite(await schema(), operationId, input);
    const executor = await db();
    const ms = Math.max(1, Math.round(options.timeoutMs));
    return await executor.transaction(async (tx) => {
      // The transaction's first statement; an app database may default to read-only sessions.
      await tx.query('SET TRANSACTION READ WRITE');
      // The lock wait gives up first, so a row someone else holds gets its own clear message.
      await tx.query(`SELECT set_config('statement_timeout', $1, true), set_config('lock_timeout', $2, true)`, [
        String(ms),
        String(Math.max(1, Math.floor(ms * 0.75))),
      ]);
      const run: WriteTx['run'] = async (sql, params) => {
        // Every write statement returns its rows, so their number is the number of rows affected.
        const { rows } = await tx.query(sql, params);
        return { rows, affected: rows.length };
      };
      return performRecordWrite({ run }, pgDialect, write);
    });
  } catch (err) {
    throw mapPgError(err, { ...errors, timeoutMs: options.timeoutMs });
  }
}
