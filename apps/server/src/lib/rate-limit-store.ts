import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './kv';

/**
 * Route rate limits counted in the app's CounterStore, so that with REDIS_URL
 * every instance behind the load balancer shares one count per client (a
 * client cannot multiply its allowance by the number of instances), and
 * without it the count is kept in process. Counting through CounterStore also
 * gives these limits the store's behaviour when Redis is unavailable.
 */
export function counterRateLimitStore(counters: CounterStore, namespace = 'rl:'): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const windowSeconds = Math.max(1, Math.ceil(timeWindow / 1000));
      const counted = prefix + key;
      counters
        .hit(counted, windowSeconds)
        .then(async (current) => callback(null, { current, ttl: Math.max(1, await counters.ttl(counted)) * 1000 }))
        .catch((error: Error) => callback(error));
    },
    child(routeOptions) {
      // Per-route limits (`config.rateLimit`) carry their route; a handler made with app.rateLimit() carries none,
      // so its count is named by its limit to keep it apart from the others.
      const { routeInfo, max, timeWindow } = routeOptions as unknown as {
        routeInfo?: { method?: string; url?: string };
        max?: unknown;
        timeWindow?: unknown;
      };
      const name = routeInfo?.url
        ? `${routeInfo.method}${routeInfo.url}`
        : `limit-${String(max)}-${String(timeWindow)}`;
      return make(`${prefix}${name}:`);
    },
  });
  // The plugin instantiates the store class itself (`new Store(globalParams)`).
  return class {
    constructor() {
      return make(namespace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
