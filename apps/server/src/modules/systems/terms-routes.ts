import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, SystemTermsResponse, UpdateSystemTermsRequest } from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import { SystemTermsService, TERMS_YAML_LIMIT } from './terms';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const YAML_TYPES = ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'text/plain'];

/** Business terms of one system: JSON for the Integrations page, YAML to export and import (systems/terms.ts). */
export async function systemTermsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const terms = new SystemTermsService(app.ctx.database.db, app.ctx.systems, app.ctx.audit);
  // YAML bodies are read as text in this plugin only (an encapsulated context): the rest of the API stays JSON.
  app.addContentTypeParser(YAML_TYPES, { parseAs: 'string', bodyLimit: TERMS_YAML_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  r.get(
    '/api/systems/:id/terms',
    {
      schema: {
        tags: ['systems'],
        summary: "The system's business terms, and whether the caller may change them",
        params: IdParams,
        response: { 200: SystemTermsResponse, ...errors },
      },
    },
    async (request) => terms.list(userOf(request), request.params.id),
  );

  r.put(
    '/api/systems/:id/terms',
    {
      schema: {
        tags: ['systems'],
        summary: "Replace the system's business terms (its owner or a staff admin); errors name the bad term",
        params: IdParams,
        body: UpdateSystemTermsRequest,
        response: { 200: SystemTermsResponse, ...errors },
      },
    },
    async (request) => terms.replace(userOf(request), request.params.id, request.body.terms),
  );

  // Registered without the zod type provider's reply typing: the body is YAML text, which no response schema describes.
  app.get<{ Params: { id: number } }>(
    '/api/systems/:id/terms.yaml',
    {
      schema: {
        tags: ['systems'],
        summary: "Download the system's business terms as YAML",
        params: IdParams,
        // No 200 schema: the body is the YAML text itself, not JSON.
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await terms.exportYaml(userOf(request), request.params.id);
      return reply
        .type('application/yaml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  r.put(
    '/api/systems/:id/terms.yaml',
    {
      bodyLimit: TERMS_YAML_LIMIT,
      schema: {
        tags: ['systems'],
        summary: "Replace the system's business terms with a YAML file (content-type application/yaml)",
        params: IdParams,
        response: { 200: SystemTermsResponse, ...errors, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => terms.importYaml(userOf(request), request.params.id, request.body),
  );
}
