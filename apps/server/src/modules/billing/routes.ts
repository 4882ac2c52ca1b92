import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingConfigResponse,
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CurrentSubscriptionResponse,
  ErrorResponse,
  PLANS,
  PlansResponse,
  SetupIntentResponse,
  UsageHistoryResponse,
  WebhookAck,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import { usageHistory } from './usage-history';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse };

/** Each payment call creates objects at Stripe: a generous cap per client stops a script from piling them up. */
const PAYMENT_CALLS = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Webhook bodies are bigger than a form but never large. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The webhook in a context of its own: here, and only here, every body is kept
 * as the exact bytes received, because the signature covers those bytes.
 */
async function webhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/subscription/webhook',
    {
      schema: {
        tags: ['plans'],
        summary: 'Payment provider events (Stripe-Signature verified, idempotent by event id)',
        response: { 200: WebhookAck, 400: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return app.ctx.billing.handleWebhook(body, Array.isArray(signature) ? signature[0] : signature);
    },
  );
}

async function subscriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const billing = () => app.ctx.billing;

  // Public: the sign-in dialog shows plans to guests too.
  r.get(
    '/api/subscription/plans',
    { schema: { tags: ['plans'], summary: 'The plan table (decisions §3)', response: { 200: PlansResponse } } },
    async () => PLANS,
  );
  r.get(
    '/api/subscription/config',
    {
      schema: {
        tags: ['plans'],
        summary: 'Whether this server takes payments, and the publishable key for Stripe.js',
        response: { 200: BillingConfigResponse },
      },
    },
    async () => billing().config(),
  );

  app.register(async (signedIn) => {
    const s = signedIn.withTypeProvider<ZodTypeProvider>();
    s.addHook('preHandler', requireUser);
    s.get(
      '/api/subscription/current',
      {
        schema: {
          tags: ['plans'],
          summary: "The caller's plan and subscription",
          response: { 200: CurrentSubscriptionResponse, 401: ErrorResponse },
        },
      },
      async (request) => billing().current(userOf(request).id),
    );
    s.post(
      '/api/subscription/create-setup-intent',
      {
        config: PAYMENT_CALLS,
        schema: {
          tags: ['plans'],
          summary: 'Start saving a card for the caller (Stripe setup intent)',
          response: { 200: SetupIntentResponse, ...errors },
        },
      },
      async (request) => billing().createSetupIntent(userOf(request)),
    );
    s.post(
      '/api/subscription/create',
      {
        config: PAYMENT_CALLS,
        schema: {
          tags: ['plans'],
          summary: "Subscribe the caller to a paid plan (or change their subscription's plan)",
          body: CreateSubscriptionRequest,
          response: { 200: CreateSubscriptionResponse, ...errors },
        },
      },
      async (request) => billing().subscribe(userOf(request), request.body),
    );
    s.post(
      '/api/subscription/cancel',
      {
        config: PAYMENT_CALLS,
        schema: {
          tags: ['plans'],
          summary: "Cancel the caller's subscription at the end of the paid period",
          response: { 200: CancelSubscriptionResponse, ...errors },
        },
      },
      async (request) => billing().cancel(userOf(request)),
    );
    s.get(
      '/api/usage/history',
      {
        schema: {
          tags: ['plans'],
          summary: 'Questions per month, last 6 months (advanced analytics)',
          response: { 200: UsageHistoryResponse, 401: ErrorResponse, 402: ErrorResponse },
        },
      },
      async (request) => usageHistory(app.ctx.database.db, userOf(request)),
    );
  });
}

export async function billingRoutes(app: FastifyInstance) {
  await app.register(webhookRoute);
  await app.register(subscriptionRoutes);
}
