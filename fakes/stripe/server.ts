import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeApiError, missing } from './errors';
import { decodeForm, str, type FormObject } from './form';
import { StripeStore, type PriceSeed } from './store';
import { FAKE_STRIPE_JS } from './stripe-js';
import { deliver, makeEvent, type Delivery, type StripeEvent } from './webhooks';

export interface StripeFakeOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (settable later); none: events are only recorded. */
  webhookUrl?: string;
  prices?: PriceSeed[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: FormObject;
  form: FormObject;
  /** Which key authorised it. */
  auth: 'secret' | 'publishable';
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

type Handler = (match: RegExpMatchArray, form: FormObject, query: FormObject) => unknown;
interface Route {
  method: string;
  pattern: RegExp;
  /** Callable with the publishable key (what Stripe.js uses from the browser). */
  publishable?: boolean;
  handler: Handler;
}

export interface StripeFake {
  /** e.g. http://127.0.0.1:12345 — give it to the server as STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { pro: string; enterprise: string };
  store: StripeStore;
  requests: RecordedRequest[];
  events: StripeEvent[];
  deliveries: Delivery[];
  webhookUrl: string | undefined;
  /** Waits until every event emitted so far has been delivered (in order). */
  flush(): Promise<void>;
  /** Sends an already-sent event again, as Stripe does on retries. */
  redeliver(eventId: string, options?: { secret?: string }): Promise<Delivery>;
  /** Sends any event body, signed with `secret` (default: the real one) — for forged-signature tests. */
  send(event: StripeEvent, options?: { secret?: string }): Promise<Delivery>;
  /** Advances a subscription to the end of its billing period. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** Makes the subscription's card fail from now on (the next renewal fails). */
  failFutureCharges(subscriptionId: string): void;
  /** Stripe stops retrying a failed renewal and cancels the subscription. */
  exhaustRetries(subscriptionId: string): Promise<void>;
  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A protocol-level fake of the Stripe REST API (the endpoints SOE calls), written
 * from Stripe's API reference: form-encoded bodies, bearer keys, Stripe's error
 * shape, idempotency keys, and signed webhook deliveries. It also serves a
 * Stripe.js stand-in at /v3 and /<release>/stripe.js for browser tests.
 */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? `sk_test_soe_${crypto.randomBytes(8).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_soe_${crypto.randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${crypto.randomBytes(16).toString('hex')}`;
  const prices = options.prices ?? [
    { id: 'price_soe_pro_monthly', unitAmount: 2900, nickname: 'Pro' },
    { id: 'price_soe_enterprise_monthly', unitAmount: 9900, nickname: 'Enterprise' },
  ];
  const requests: RecordedRequest[] = [];
  const events: StripeEvent[] = [];
  const deliveries: Delivery[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  // Deliveries go out one at a time, in the order the events happened.
  let queue: Promise<void> = Promise.resolve();

  const fake = {} as StripeFake;
  const sendSigned = async (event: StripeEvent, secret = webhookSecret): Promise<Delivery> => {
    if (!fake.webhookUrl) throw new Error('the Stripe fake has no webhookUrl');
    const delivery = await deliver(fake.webhookUrl, secret, event);
    deliveries.push(delivery);
    return delivery;
  };
  const store = new StripeStore(prices, (type, object, previous) => {
    const event = makeEvent(type, object, previous);
    events.push(event);
    if (fake.webhookUrl) queue = queue.then(() => sendSigned(event).then(() => undefined));
  });

  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, handler: (_m, form) => store.createCustomer(form) },
    { method: 'GET', pattern: /^\/v1\/customers\/([\w-]+)$/, handler: (m) => store.customer(m[1]!) },
    { method: 'POST', pattern: /^\/v1\/customers\/([\w-]+)$/, handler: (m, form) => store.updateCustomer(m[1]!, form) },
    { method: 'POST', pattern: /^\/v1\/setup_intents$/, handler: (_m, form) => store.createSetupIntent(form) },
    {
      method: 'GET',
      pattern: /^\/v1\/setup_intents\/([\w-]+)$/,
      publishable: true,
      handler: (m) => store.setupIntent(m[1]!),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents\/([\w-]+)\/confirm$/,
      publishable: true,
      handler: (m, form) => store.confirmSetupIntent(m[1]!, form),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods$/,
      publishable: true,
      handler: (_m, form) => store.createPaymentMethod(form),
    },
    { method: 'GET', pattern: /^\/v1\/payment_methods\/([\w-]+)$/, handler: (m) => store.paymentMethod(m[1]!) },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([\w-]+)\/attach$/,
      handler: (m, form) => store.attachPaymentMethod(m[1]!, str(form, 'customer') ?? ''),
    },
    { method: 'GET', pattern: /^\/v1\/prices\/([\w-]+)$/, handler: (m) => store.price(m[1]!) },
    { method: 'POST', pattern: /^\/v1\/subscriptions$/, handler: (_m, form) => store.createSubscription(form) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([\w-]+)$/, handler: (m) => store.subscription(m[1]!) },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
      handler: (m, form) => store.updateSubscription(m[1]!, form),
    },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([\w-]+)$/, handler: (m) => store.cancelSubscription(m[1]!) },
  ];

  function authorise(
    req: http.IncomingMessage,
    form: FormObject,
    route: Route | undefined,
    match: RegExpMatchArray | null,
  ): 'secret' | 'publishable' {
    const header = req.headers.authorization ?? '';
    const bearer = /^Bearer (.+)$/i.exec(header)?.[1];
    const basic = /^Basic (.+)$/i.exec(header)?.[1];
    const key =
      bearer ?? (basic ? Buffer.from(basic, 'base64').toString().replace(/:$/, '') : undefined) ?? str(form, 'key');
    if (!key) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key === secretKey) return 'secret';
    if (key === publishableKey && route?.publishable) {
      // With a publishable key a setup intent is reachable only with its client secret.
      if (/setup_intents/.test(route.pattern.source) && match) {
        const intent = store.setupIntents.get(match[1]!);
        if (!intent || str(form, 'client_secret') !== intent.client_secret)
          throw missing('setup_intent', match[1]!, 'intent');
      }
      return 'publishable';
    }
    if (key === publishableKey) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
        'secret_key_required',
      );
    }
    throw new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    );
  }

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'request-id': `req_${crypto.randomBytes(7).toString('hex')}`,
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    try {
      const url = new URL(req.url ?? '/', 'http://stripe.fake');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, DELETE',
          'access-control-allow-headers': 'authorization, content-type, stripe-version',
        });
        return res.end();
      }
      if (req.method === 'GET' && /^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(url.pathname)) {
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        });
        return res.end(FAKE_STRIPE_JS);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = decodeForm(raw);
      const query = decodeForm(url.search.slice(1));
      let match: RegExpMatchArray | null = null;
      const route = routes.find((r) => r.method === req.method && (match = url.pathname.match(r.pattern)));
      const auth = authorise(req, form, route, match);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        form,
        auth,
        idempotencyKey,
        stripeVersion: (req.headers['stripe-version'] as string | undefined) ?? null,
      });
      if (!route || !match)
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        );
      delete form.key;
      delete form.client_secret;

      // Idempotent requests (POST): the same key replays the first answer; other params under it are an error.
      const fingerprint = `${req.method} ${url.pathname} ${raw.replace(/(^|&)key=[^&]*/, '')}`;
      const scope = idempotencyKey ? `${auth}:${idempotencyKey}` : null;
      if (scope && req.method === 'POST') {
        const seen = idempotent.get(scope);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            throw new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            );
          }
          return send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
        }
      }
      let status = 200;
      let body: unknown;
      try {
        body = route.handler(match, form, query);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        body = error.toBody();
      }
      if (scope && req.method === 'POST') idempotent.set(scope, { fingerprint, status, body: structuredClone(body) });
      return send(status, body);
    } catch (error) {
      if (error instanceof StripeApiError) return send(error.status, error.toBody());
      return send(500, { error: { type: 'api_error', message: `Fake Stripe failed: ${(error as Error).message}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    prices: { pro: prices[0]!.id, enterprise: prices[1]!.id },
    store,
    requests,
    events,
    deliveries,
    webhookUrl: options.webhookUrl,
    flush: async () => {
      // Deliveries can emit nothing new, but a handler may call the API, which can: settle until quiet.
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
    redeliver: async (eventId: string, opts: { secret?: string } = {}) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return sendSigned(event, opts.secret);
    },
    send: (event: StripeEvent, opts: { secret?: string } = {}) => sendSigned(event, opts.secret),
    endPeriod: async (id: string) => {
      store.endPeriod(id);
      await fake.flush();
    },
    failFutureCharges: (id: string) => store.failFutureCharges(id),
    exhaustRetries: async (id: string) => {
      store.exhaustRetries(id);
      await fake.flush();
    },
    requestsTo: (method: string, pattern: RegExp) =>
      requests.filter((r) => r.method === method && pattern.test(r.path)),
    close: async () => {
      await queue.catch(() => {});
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  } satisfies Partial<StripeFake>);
  return fake;
}

export { makeEvent };
