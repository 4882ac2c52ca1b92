import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerFeedbackRequest,
  ErrorResponse,
  IdParams,
  ReadingOptionsResponse,
  VerifiedQuestion,
  VerifiedQuestionParams,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Thumbs up/down on SOE Local's answers, and the verified questions they leave on a system. */
export async function verifiedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const verified = () => app.ctx.verified;

  r.get(
    '/api/messages/:id/reading',
    {
      schema: {
        tags: ['chat'],
        summary: "An answer's reading and what it can be adjusted to (measures, groupings, filters, date columns)",
        params: IdParams,
        response: { 200: ReadingOptionsResponse, ...errors },
      },
    },
    async (request) => verified().options(userOf(request), request.params.id),
  );
  r.post(
    '/api/messages/:id/feedback',
    {
      schema: {
        tags: ['chat'],
        summary:
          "Thumbs up (the reading is right) or down (another reading, or the reading adjusted): stored as the question's verified reading",
        params: IdParams,
        body: AnswerFeedbackRequest,
        response: { 201: VerifiedQuestion, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await verified().feedback(userOf(request), request.params.id, request.body)),
  );
  r.get(
    '/api/systems/:id/verified-questions',
    {
      schema: {
        tags: ['systems'],
        summary: "A system's verified questions, newest first",
        params: IdParams,
        response: { 200: z.array(VerifiedQuestion), ...errors },
      },
    },
    async (request) => verified().list(userOf(request), request.params.id),
  );
  r.delete(
    '/api/systems/:id/verified-questions/:questionId',
    {
      schema: {
        tags: ['systems'],
        summary: 'Delete a verified question (the system owner or a staff admin)',
        params: VerifiedQuestionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await verified().remove(userOf(request), request.params.id, request.params.questionId);
      return reply.code(204).send(null);
    },
  );
}
