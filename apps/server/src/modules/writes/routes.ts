import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, ProposeWriteRequest, WriteProposal } from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Write proposals: propose (write access only), read, confirm (runs once), cancel. The caller's own only. */
export async function writeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const writes = () => app.ctx.writes;

  r.post(
    '/api/writes',
    {
      schema: {
        tags: ['writes'],
        summary: 'Propose a write to a connected system (runs only when confirmed)',
        body: ProposeWriteRequest,
        response: { 201: WriteProposal, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await writes().propose(userOf(request), request.body, { ip: request.ip })),
  );

  r.get(
    '/api/writes/:id',
    {
      schema: {
        tags: ['writes'],
        summary: 'A write proposal with its preview and outcome',
        params: IdParams,
        response: { 200: WriteProposal, ...errors },
      },
    },
    async (request) => writes().get(userOf(request), request.params.id),
  );

  r.post(
    '/api/writes/:id/confirm',
    {
      schema: {
        tags: ['writes'],
        summary: 'Confirm and run a proposed write (at most once)',
        params: IdParams,
        response: { 200: WriteProposal, ...errors },
      },
    },
    async (request) => writes().confirm(userOf(request), request.params.id, { ip: request.ip }),
  );

  r.post(
    '/api/writes/:id/cancel',
    {
      schema: {
        tags: ['writes'],
        summary: 'Cancel a proposed write',
        params: IdParams,
        response: { 200: WriteProposal, ...errors },
      },
    },
    async (request) => writes().cancel(userOf(request), request.params.id, { ip: request.ip }),
  );
}
