import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { AppError } from '../lib/errors';

/**
 * Headers (quality-bar 23) and the cross-site request check (17). Browsers
 * send Origin on every state-changing fetch; one that names another site is
 * refused. Requests without Origin (curl, server-to-server) carry no ambient
 * browser credentials worth forging and are let through.
 */
/** Stripe.js and its card frames, allowed only when billing is configured (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

export async function registerSecurity(app: FastifyInstance, options: { publicUrl?: string; stripe?: boolean }) {
  const stripe = (sources: string[]) => (options.stripe ? sources : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE_SCRIPTS)],
        // Radix positions popovers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...stripe(STRIPE_API)],
        ...(options.stripe ? { frameSrc: STRIPE_FRAMES } : {}),
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
    // Apple posts its answer from its own site (form_post); that route only re-issues it as a GET, where the sealed flow state is checked.
    if (/^\/auth\/[a-z]+\/callback(\?|$)/.test(request.url)) return;
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
