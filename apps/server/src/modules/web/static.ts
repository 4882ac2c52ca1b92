import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web client. Client-side routes (/app, /auth, …) get
 * index.html; API paths keep their JSON 404.
 */
export async function webRoutes(app: FastifyInstance, options: { distDir: string }) {
  const index = path.join(options.distDir, 'index.html');
  const hasDist = fs.existsSync(index);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      // Looked up per request (not listed at start), so a rebuilt client is served without a restart;
      // a path that is not a file falls through to the not-found handler below.
      wildcard: true,
      index: 'index.html',
      // Hashed asset names never change content: cache them for a year.
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      const isApi = /^\/(api|ws)(\/|$)/.test(request.url);
      if (wantsHtml && !isApi) {
        if (!hasDist) {
          return reply.code(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ code: 'not_found', message: 'Not found' });
    },
  );
}
