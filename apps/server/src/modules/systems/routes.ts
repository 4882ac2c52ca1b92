import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSystemRequest,
  ErrorResponse,
  IdParams,
  ShareSystemRequest,
  SystemResponse,
  SystemSchemaResponse,
  SystemSuggestionsResponse,
  UpdateSystemRequest,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const systems = () => app.ctx.systems;

  r.get(
    '/api/systems',
    {
      schema: {
        tags: ['systems'],
        summary: "The user's connected systems, then those shared with their workspace",
        response: { 200: z.array(SystemResponse), 401: ErrorResponse },
      },
    },
    async (request) => systems().list(userOf(request)),
  );

  r.get(
    '/api/systems/suggestions',
    {
      schema: {
        tags: ['systems'],
        summary: "Questions each of the user's systems can answer (the chat's suggestions)",
        response: { 200: SystemSuggestionsResponse, 401: ErrorResponse },
      },
    },
    async (request) => systems().suggestions(userOf(request)),
  );

  r.post(
    '/api/systems',
    {
      schema: {
        tags: ['systems'],
        summary: 'Connect a system (tested and discovered before it is saved)',
        body: CreateSystemRequest,
        response: { 201: SystemResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await systems().create(userOf(request), request.body)),
  );

  r.put(
    '/api/systems/:id',
    {
      schema: {
        tags: ['systems'],
        summary: 'Rename or reconfigure a system',
        params: IdParams,
        body: UpdateSystemRequest,
        response: { 200: SystemResponse, ...errors },
      },
    },
    async (request) => systems().update(userOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/systems/:id',
    {
      schema: {
        tags: ['systems'],
        summary: 'Disconnect a system',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await systems().remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.put(
    '/api/systems/:id/share',
    {
      schema: {
        tags: ['systems'],
        summary: "Share a system with the owner's workspace: none, read or write (its owner only)",
        params: IdParams,
        body: ShareSystemRequest,
        response: { 200: SystemResponse, ...errors },
      },
    },
    async (request) => systems().share(userOf(request), request.params.id, request.body.access),
  );

  r.post(
    '/api/systems/:id/test',
    {
      schema: {
        tags: ['systems'],
        summary: 'Test the connection and record its status',
        params: IdParams,
        response: { 200: SystemResponse, ...errors },
      },
    },
    async (request) => systems().test(userOf(request), request.params.id),
  );

  r.post(
    '/api/systems/:id/refresh',
    {
      schema: {
        tags: ['systems'],
        summary: 'Discover the schema again',
        params: IdParams,
        response: { 200: SystemResponse, ...errors },
      },
    },
    async (request) => systems().refresh(userOf(request), request.params.id),
  );

  r.get(
    '/api/systems/:id/schema',
    {
      schema: {
        tags: ['systems'],
        summary: 'Entities, fields and relations discovered in the system',
        params: IdParams,
        response: { 200: SystemSchemaResponse, ...errors },
      },
    },
    async (request) => {
      const found = await systems().schemaOf(userOf(request), request.params.id);
      return {
        systemId: request.params.id,
        discoveredAt: found?.discoveredAt ?? null,
        schemaProgress: found?.partial ?? null,
        entities: (found?.entities ?? []).map((e) => ({
          name: e.name,
          label: e.label,
          rowCount: e.rowCount,
          fields: e.fields.map((f) => ({ name: f.name, type: f.type, isPrimaryKey: f.isPrimaryKey })),
        })),
        relations: (found?.relations ?? []).map((rel) => ({
          fromEntity: rel.fromEntity,
          fromFields: rel.fromFields,
          toEntity: rel.toEntity,
          toFields: rel.toFields,
        })),
        operations: (found?.operations ?? []).map((op) => ({
          id: op.id,
          kind: op.kind,
          title: op.title,
          description: op.description,
          entity: op.entity,
        })),
      };
    },
  );
}
