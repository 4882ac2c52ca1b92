import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSystemLinkRequest,
  ErrorResponse,
  FindSystemLinksRequest,
  IdParams,
  LinkSourcesResponse,
  SystemLink,
  SystemLinksResponse,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse };

/** Links between systems (Cross-System Analysis): listed, found by SOE, added and removed on the Integrations page. */
export async function systemLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const links = app.ctx.cross;

  r.get(
    '/api/system-links',
    {
      schema: {
        tags: ['systems'],
        summary: "The links between the caller's sources, and whether their plan includes cross-system answers",
        response: { 200: SystemLinksResponse, ...errors },
      },
    },
    async (request) => links.list(userOf(request)),
  );

  r.get(
    '/api/system-links/sources',
    {
      schema: {
        tags: ['systems'],
        summary: 'The systems and spreadsheets the caller can link, with their tables and columns',
        response: { 200: LinkSourcesResponse, ...errors },
      },
    },
    async (request) => links.listSources(userOf(request)),
  );

  r.post(
    '/api/system-links/find',
    {
      schema: {
        tags: ['systems'],
        summary: 'Look for links between two sources (Pro, Enterprise or staff); replaces the links SOE found before',
        body: FindSystemLinksRequest,
        response: { 200: SystemLinksResponse, ...errors },
      },
    },
    async (request) => links.find(userOf(request), request.body.sources),
  );

  r.post(
    '/api/system-links',
    {
      schema: {
        tags: ['systems'],
        summary: 'Add a link between two columns (Pro, Enterprise or staff); SOE measures how many values match',
        body: CreateSystemLinkRequest,
        response: { 201: SystemLink, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await links.create(userOf(request), request.body)),
  );

  r.delete(
    '/api/system-links/:id',
    {
      schema: {
        tags: ['systems'],
        summary: 'Remove a link',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await links.remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
