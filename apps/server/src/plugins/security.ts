import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/** Stripe.js and its card frames, allowed only when billing is configured (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * The security headers every response carries, worked out once: the same set helmet's
 * defaults give (its CSP directives joined the same way), with SOE's CSP. Set on each
 * reply in one call rather than by helmet's per-request middleware, which was a
 * measurable share of a signed-in API call (docs/benchmarks.md). A route may still
 * replace one (downloads set their own CSP).
 */
export function securityHeaders(options: { publicUrl?: string; stripe?: boolean }): Record<string, string> {
  const stripe = (sources: string[]) => (options.stripe ? sources : []);
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...stripe(STRIPE_SCRIPTS)]],
    // Radix positions popovers with style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'ws:', 'wss:', ...stripe(STRIPE_API)]],
    ...(options.stripe ? [['frame-src', STRIPE_FRAMES] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return {
    'content-security-policy': csp.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The spec's landing page links out; referrers stay on the origin.
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.publicUrl?.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Headers and the cross-site request check (security checks 23 and 17, docs/security.md).
 * Browsers send Origin on every state-changing fetch; one that names another site is
 * refused. Requests without Origin (curl, server-to-server) carry no ambient browser
 * credentials worth forging and are let through; a route with a body schema still
 * refuses a form's text/plain or urlencoded body. Sign-out has no body, and a forced
 * sign-out is the classic cross-site nuisance, so it requires a same-origin Origin.
 * Other bodiless routes (confirming a write, deleting a conversation) do not yet:
 * docs/security.md, check 17.
 */
export async function registerSecurity(app: FastifyInstance, options: { publicUrl?: string; stripe?: boolean }) {
  const headers = securityHeaders(options);
  // Callback hooks, not async ones: no promise per request on every route.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowed = new Set<string>();
  if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);

  app.addHook('onRequest', (request, _reply, done) => done(crossSiteError(request, allowed)));
}

function crossSiteError(request: FastifyRequest, allowed: Set<string>): AppError | undefined {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
  if (request.url.startsWith('/api/subscription/webhook')) return undefined; // signed by the payment provider instead
  // Apple posts its answer from its own site (form_post); that route only re-issues it as a GET, where the sealed flow state is checked.
  if (/^\/auth\/[a-z]+\/callback(\?|$)/.test(request.url)) return undefined;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return crossSite();
  if (!origin) return ORIGIN_REQUIRED.test(request.url) ? crossSite() : undefined;
  if (origin === 'null' || !isSameOrigin(request, origin, allowed)) return crossSite();
  return undefined;
}

/** Sign-out, under both its paths: state-changing with nothing else to check. */
const ORIGIN_REQUIRED = /^\/(?:auth|api)\/logout(?:\?|$)/;

const crossSite = () => new AppError('forbidden', 'Cross-site requests are not allowed');

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
