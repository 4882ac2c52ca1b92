import type { FastifyInstance } from 'fastify';

/** /healthz: the process is up. /readyz: it can serve (database reachable, not shutting down). */
export async function healthRoutes(app: FastifyInstance, options: { isShuttingDown: () => boolean }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (options.isShuttingDown()) return reply.code(503).send({ status: 'shutting_down' });
    try {
      await Promise.race([
        app.ctx.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database_unavailable' });
    }
  });
}
