import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The app's real route table, for tests that walk it (security checks 2, 5 and 6 in docs/security.md, and the fuzz suite).
 *
 * A test file mocks fastify's factory with `collectRoutes`, so every Fastify instance the app creates
 * gets an onRoute hook before any plugin registers; every route (whoever added it, with or without a
 * schema) lands in `routeTable`, with the zod schemas fastify-type-provider-zod validates with:
 *
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('<path>/test/route-table')).collectRoutes(await importOriginal()));
 */
export interface CollectedRoute {
  method: string;
  url: string;
  /** The route's schema as registered: zod objects for body, querystring and params when it has them. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean };
  websocket: boolean;
}

export const routeTable: CollectedRoute[] = [];

type FastifyModule = typeof import('fastify');

export function collectRoutes(mod: FastifyModule): FastifyModule {
  const original = mod.default;
  const wrapped = ((opts?: Parameters<typeof original>[0]) => {
    const app = original(opts) as FastifyInstance;
    app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
      for (const method of [route.method].flat()) {
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema as CollectedRoute['schema'],
          websocket: Boolean(route.websocket),
        });
      }
    });
    return app;
  }) as unknown as typeof original;
  return { ...mod, default: wrapped, fastify: wrapped } as FastifyModule;
}

/** The routes a client can call: no HEAD twins, no CORS preflight. */
export function callableRoutes(): CollectedRoute[] {
  const seen = new Set<string>();
  return routeTable.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || r.method === 'OPTIONS' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The `:name` parameters of a route path, in order. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}
