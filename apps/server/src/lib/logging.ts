import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';

/**
 * Where the server's log lines go: a caller's stream (tests); pretty, coloured
 * lines when stdout is a terminal (someone ran `npm start`); otherwise JSON,
 * one object a line, for log collectors. pino-pretty is loaded only for a
 * terminal, so production never loads it.
 */
export async function logDestination(
  stream?: NodeJS.WritableStream,
): Promise<NodeJS.WritableStream | pino.DestinationStream> {
  if (stream) return stream;
  if (process.stdout.isTTY) {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      // A request as a person reads it: "POST /api/login → 400 (19 ms)".
      messageFormat: (log, messageKey) => {
        const req = log.req as { method?: string; url?: string } | undefined;
        const res = log.res as { statusCode?: number } | undefined;
        const message = String(log[messageKey] ?? '');
        return req?.method && res?.statusCode
          ? `${req.method} ${req.url} → ${res.statusCode} (${Math.round(Number(log.responseTime ?? 0))} ms) ${message === 'request completed' ? '' : message}`.trim()
          : message;
      },
    });
  }
  // Written asynchronously, so a request never waits on a write of its log lines, and lines logged while
  // a write is under way go out together in the next; pino flushes what is left when the process exits
  // (docs/benchmarks.md: ~0.03 ms per request at info).
  return pino.destination({ dest: 1, sync: false });
}

/** Health checks and load balancers' probes. */
const HEALTH = new Set(['/healthz', '/readyz']);

/**
 * The level a finished request is logged at. Reads that succeed — the web client's polling of
 * conversations, usage and systems every few seconds, and health checks — are debug: at info a
 * quiet instance wrote thousands of lines an hour. Changes and failures stay at info.
 */
export function requestLogLevel(method: string, url: string, statusCode: number): 'debug' | 'info' {
  const path = url.split('?')[0]!;
  if (HEALTH.has(path)) return 'debug';
  if ((method === 'GET' || method === 'HEAD' || method === 'OPTIONS') && statusCode < 400) return 'debug';
  return 'info';
}

/**
 * One line per finished request (not Fastify's two), at requestLogLevel; a request that failed
 * with an error is logged at error as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    reply.log[requestLogLevel(request.method, request.url, reply.statusCode)](
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  }
}
