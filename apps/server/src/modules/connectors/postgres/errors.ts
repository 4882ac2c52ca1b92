import { ConnectorError, StatementTimeout } from '../connector';

export interface ErrorContext {
  /** The host as the user wrote it (we dial its checked IP, which the driver would name instead). */
  host?: string;
  port?: number;
  timeoutMs?: number;
  /** Strings that must never appear in a message (the password). */
  secrets?: string[];
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** Removes secrets and anything after the first line (drivers sometimes append the statement). */
export function redact(message: string, secrets: string[] = []): string {
  let out = message.split('\n')[0];
  // Very short secrets would garble every message; drivers never quote passwords anyway.
  for (const s of secrets) if (s && s.length >= 3) out = out.split(s).join('***');
  return out;
}

/**
 * Turns a pg / PGlite error into a ConnectorError whose message is the
 * database's own clear reason where it names no SQL, and a plain sentence
 * otherwise (security check 28, docs/security.md). Already-mapped errors pass through.
 */
export function mapPgError(err: unknown, ctx: ErrorContext = {}): ConnectorError {
  if (err instanceof StatementTimeout) return err;
  if (err instanceof ConnectorError) return new ConnectorError(redact(err.message, ctx.secrets), err.code);
  const e = (err ?? {}) as { code?: string; message?: string };
  const code = typeof e.code === 'string' ? e.code : '';
  const raw = redact(typeof e.message === 'string' ? e.message : 'Unknown database error', ctx.secrets);
  const where = ctx.host ? `${ctx.host}${ctx.port ? `:${ctx.port}` : ''}` : 'the database server';

  if (NETWORK_CODES.has(code)) {
    const suffix = code === 'ETIMEDOUT' ? ' (timed out)' : code === 'ECONNRESET' ? ' (connection reset)' : '';
    return new ConnectorError(`Could not reach ${where}${suffix}`, 'network');
  }
  if (/Query read timeout/i.test(raw)) {
    return ctx.timeoutMs
      ? new StatementTimeout(ctx.timeoutMs)
      : new ConnectorError('The database did not answer in time', 'timeout');
  }
  if (/timeout expired|Connection terminated due to connection timeout/i.test(raw)) {
    return new ConnectorError(`Could not reach ${where} (timed out)`, 'network');
  }
  if (/Connection terminated unexpectedly/i.test(raw))
    return new ConnectorError(`The connection to ${where} was closed unexpectedly`, 'network');
  if (/does not support SSL|self[- ]signed certificate|certificate|SSL/i.test(raw) && !/^[0-9A-Z]{5}$/.test(code)) {
    return new ConnectorError(`Secure connection to ${where} failed: ${raw}`, 'config');
  }
  switch (code) {
    case '28P01': // invalid_password: 'password authentication failed for user "x"'
    case '28000': // invalid_authorization_specification (pg_hba), e.g. 'no pg_hba.conf entry for host …'
      return new ConnectorError(raw, 'auth');
    case '3D000': // 'database "y" does not exist'
      return new ConnectorError(raw, 'config');
    case '57014': // query_canceled: statement_timeout or a cancel
      return ctx.timeoutMs
        ? new StatementTimeout(ctx.timeoutMs)
        : new ConnectorError('The query was cancelled', 'timeout');
    case '55P03': // lock_not_available: a write waited past lock_timeout for a row another session holds
      return new ConnectorError(
        'The record is being changed by someone else right now; nothing was changed. Try again shortly.',
        'timeout',
      );
    case '25006': // read_only_sql_transaction
      return new ConnectorError('The query tried to change data; SOE only reads from this system.', 'forbidden');
    case '42501': // insufficient_privilege: 'permission denied for table x'
      return new ConnectorError(raw, 'forbidden');
    case '53300':
      return new ConnectorError(`${where} has too many connections; try again shortly`, 'rate_limited');
    case '57P01':
    case '57P02':
    case '57P03':
      return new ConnectorError(`${where} is shutting down or starting up; try again shortly`, 'network');
    case '42601': // syntax_error: its message quotes the SQL near the error
    case '0A000': // feature_not_supported: ditto ('cannot insert multiple commands into a prepared statement')
      return new ConnectorError('The database could not run this query.', 'query');
  }
  // Remaining classes name objects or values, never the statement: undefined table/column (42P01, 42703),
  // data exceptions (22xxx), and so on.
  if (/^(22|23|42)/.test(code)) return new ConnectorError(raw, 'query');
  if (code) return new ConnectorError(`The database reported an error (SQLSTATE ${code}).`, 'query');
  return new ConnectorError(`The database request failed: ${raw}`, 'query');
}
