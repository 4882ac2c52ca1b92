import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/**
 * The one error handler: clear `{message}` for the user; the full error goes
 * to the log; nothing internal (stack, SQL, driver text) in a 5xx body.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || String(v.params?.issue ? '' : ''),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return reply.code(400).send({
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
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseDown(error);
    return reply.code(unavailable ? 503 : 500).send({ message: unavailable ? 'The service is temporarily unavailable. Please try again shortly.' : GENERIC_5XX });
  });
}

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(String(code));
}
