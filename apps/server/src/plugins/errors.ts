import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/**
 * The one error handler: a stable `code` (the shared ERROR_CODES) and a clear
 * `message` for the user; the full error goes to the log; nothing internal
 * (stack, SQL, driver text) in a 5xx body.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path:
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || String(v.params?.issue ? '' : ''),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return reply.code(400).send({
        code: 'validation_failed',
        message: first ? `${first.path ? `${first.path}: ` : ''}${first.message}${where}` : 'Invalid request',
        issues,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type; send application/json'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty; send a JSON object'
              : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? 'The request body is not valid JSON'
                : error.message;
      return reply.code(status).send({ code: codeForStatus(status), message });
    }
    // Text PostgreSQL cannot store (a NUL character) came from the caller: a 400 that says so, not a 500.
    if (isUnstorableText(error)) return reply.code(400).send({ code: 'bad_request', message: UNSTORABLE_TEXT });
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseDown(error);
    return reply
      .code(unavailable ? 503 : 500)
      .send(
        unavailable
          ? { code: 'unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' }
          : { code: 'internal', message: GENERIC_5XX },
      );
  });
}

const UNSTORABLE_TEXT = 'The text contains a character that cannot be stored (NUL). Remove it and try again.';
/** invalid byte sequence (0x00 in text) and untranslatable character (\u0000 in JSON), at any depth of the `cause` chain. */
function isUnstorableText(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 6; depth++, current = current.cause as typeof current) {
    if (current.code === '22021' || current.code === '22P05') return true;
  }
  return false;
}

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
/** node-postgres reports a lost, silent or unobtainable connection with these messages and no code (57014: a statement over the app's timeout). */
const DATABASE_DOWN_MESSAGES =
  /Query read timeout|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/**
 * A database that is unreachable or dropped the connection is a temporary
 * outage (503), not a bug (500). Libraries wrap the driver's error (drizzle's
 * query error, better-auth's APIError), so the whole `cause` chain is checked.
 */
function isDatabaseDown(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 6; depth++, current = current.cause as typeof current) {
    if (DATABASE_DOWN_CODES.has(String(current.code))) return true;
    if (typeof current.message === 'string' && DATABASE_DOWN_MESSAGES.test(current.message)) return true;
  }
  return false;
}
