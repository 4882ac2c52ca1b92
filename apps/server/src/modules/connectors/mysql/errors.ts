import { ConnectorError, StatementTimeout } from '../connector';
import { redact, type ErrorContext } from '../postgres/errors';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
]);

/** Turns a mysql2 error into a ConnectorError with the server's own reason where it names no SQL (security check 28, docs/security.md). */
export function mapMysqlError(err: unknown, ctx: ErrorContext = {}): ConnectorError {
  if (err instanceof StatementTimeout) return err;
  if (err instanceof ConnectorError) return new ConnectorError(redact(err.message, ctx.secrets), err.code);
  const e = (err ?? {}) as { code?: string; errno?: number; message?: string; fatal?: boolean };
  const code = typeof e.code === 'string' ? e.code : '';
  const raw = redact(typeof e.message === 'string' ? e.message : 'Unknown database error', ctx.secrets);
  const where = ctx.host ? `${ctx.host}${ctx.port ? `:${ctx.port}` : ''}` : 'the database server';

  if (NETWORK_CODES.has(code)) {
    const suffix =
      code === 'ETIMEDOUT'
        ? ' (timed out)'
        : code === 'ECONNRESET' || code === 'PROTOCOL_CONNECTION_LOST'
          ? ' (connection closed)'
          : '';
    return new ConnectorError(`Could not reach ${where}${suffix}`, 'network');
  }
  if (code === 'PROTOCOL_SEQUENCE_TIMEOUT')
    return ctx.timeoutMs
      ? new StatementTimeout(ctx.timeoutMs)
      : new ConnectorError('The database did not answer in time', 'timeout');
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT')
    return new ConnectorError(`${where} does not support secure connections`, 'config');
  if (/certificate|SSL|TLS/i.test(raw) && !e.errno)
    return new ConnectorError(`Secure connection to ${where} failed: ${raw}`, 'config');
  switch (e.errno) {
    case 1045: // Access denied for user 'x'@'h' (using password: YES)
    case 1044: // Access denied for user 'x'@'%' to database 'y'
    case 1130: // Host 'h' is not allowed to connect to this server
    case 1251: // client does not support authentication protocol
    case 1698:
      return new ConnectorError(raw, 'auth');
    case 1049: // Unknown database 'y'
      return new ConnectorError(raw, 'config');
    case 1969: // MariaDB: max_statement_time exceeded
    case 3024: // MySQL: maximum statement execution time exceeded
    case 1317: // query interrupted
    case 1028: // sort aborted (interrupted)
      return ctx.timeoutMs
        ? new StatementTimeout(ctx.timeoutMs)
        : new ConnectorError('The query was cancelled', 'timeout');
    case 1792: // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
      return new ConnectorError('The query tried to change data; SOE only reads from this system.', 'forbidden');
    case 1142: // SELECT command denied to user … for table 't'
    case 1143: // column-level denial
    case 1227: // access denied; you need the X privilege
      return new ConnectorError(raw, 'forbidden');
    case 1040:
    case 1203:
      return new ConnectorError(`${where} has too many connections; try again shortly`, 'rate_limited');
    case 1129:
      return new ConnectorError(raw, 'network');
    case 1064: // parse error: its message quotes the SQL
    case 1149:
      return new ConnectorError('The database could not run this query.', 'query');
    case 1146: // Table 'db.t' doesn't exist
    case 1054: // Unknown column 'x' in 'field list'
    case 1052: // Column 'x' in field list is ambiguous
    case 1055: // not in GROUP BY
    case 1366: // Incorrect integer value …
    case 1292: // Truncated incorrect … value
    case 1365: // Division by 0
      return new ConnectorError(raw, 'query');
  }
  if (e.errno) return new ConnectorError(`The database reported an error (code ${e.errno}).`, 'query');
  return new ConnectorError(`The database request failed: ${raw}`, 'query');
}
