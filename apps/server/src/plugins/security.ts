import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { AppError } from '../lib/errors';

/**
 * Headers (quality-bar 23) and the cross-site request check (17). Browsers
 * send Origin on every state-changing fetch; one that names another site is
 * refused. Requests without Origin (curl, server-to-server) carry no ambient
 * browser credentials worth forging and are let through.
 */
export async function registerSecurity(app: FastifyInstance, options: { publicUrl?: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The spec's landing page links out; referrers stay on the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.publicUrl?.startsWith('https://') ? { maxAge: 15552000 } : false,
  });

  const allowed = new Set<string>();
  if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    if (request.url.startsWith('/api/subscription/webhook')) return; // signed by the payment provider instead
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('forbidden', 'Cross-site requests are not allowed');
    if (!origin) return;
    if (origin === 'null' || !isSameOrigin(request, origin, allowed)) {
      throw new AppError('forbidden', 'Cross-site requests are not allowed');
    }
  });
}

export function isSameOrigin(request: FastifyRequest, origin: string, allowed: Set<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    const from = new URL(origin);
    // Parse the Host header the same way so default ports compare equal ('localhost:80' = 'localhost').
    const served = new URL(`${from.protocol}//${request.host}`);
    return from.host === served.host;
  } catch {
    return false;
  }
}
