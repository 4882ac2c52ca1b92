import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, WaitlistRequest, WaitlistResponse } from '@soe/shared';
import * as schema from '../../db/schema';

/** The landing page's waitlist: public, idempotent (joining twice is still a success), rate limited. */
export async function waitlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/waitlist',
    {
      schema: {
        tags: ['landing'],
        summary: 'Join the waitlist',
        body: WaitlistRequest,
        response: { 200: WaitlistResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await app.ctx.database.db
        .insert(schema.waitlist)
        .values({ email: request.body.email.toLowerCase() })
        .onConflictDoNothing();
      return { message: "You're on the list. We'll be in touch soon." };
    },
  );
}
