import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponse,
  IdParams,
  NetworkAccess,
  SecretField,
  UpdateNetworkAccessRequest,
  UpdateSecretFieldRequest,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireStaff } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Staff-only: Settings → Network access, and the secret fields a staff admin may show on a system (issue 17). */
export async function networkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireStaff);

  r.get(
    '/api/admin/network-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Loopback and private hosts, ranges and ports ordinary users may connect systems to',
        response: { 200: NetworkAccess, ...errors },
      },
    },
    async () => app.ctx.networkAccess.view(),
  );

  r.put(
    '/api/admin/network-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace the network access list',
        body: UpdateNetworkAccessRequest,
        response: { 200: NetworkAccess, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const before = await app.ctx.networkAccess.view();
      const view = await app.ctx.networkAccess.update(request.body.entries, user.id);
      await app.ctx.audit.record({
        actorId: user.id,
        action: 'network.access_update',
        target: 'network',
        details: { before: before.entries, after: view.entries },
        ip: request.ip,
      });
      return view;
    },
  );

  r.get(
    '/api/admin/systems/:id/secret-fields',
    {
      schema: {
        tags: ['admin'],
        summary: "A system's fields hidden as secret, and those shown anyway",
        params: IdParams,
        response: { 200: z.array(SecretField), ...errors },
      },
    },
    async (request) => app.ctx.systems.secretFields(userOf(request), request.params.id),
  );

  r.put(
    '/api/admin/systems/:id/secret-fields',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show or hide one secret field of a system',
        params: IdParams,
        body: UpdateSecretFieldRequest,
        response: { 200: z.array(SecretField), ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { entity, field, shown } = request.body;
      const fields = await app.ctx.systems.setFieldShown(user, request.params.id, entity, field, shown);
      await app.ctx.audit.record({
        actorId: user.id,
        action: shown ? 'system.field_shown' : 'system.field_hidden',
        target: `system:${request.params.id}`,
        details: { entity, field },
        ip: request.ip,
      });
      return fields;
    },
  );
}
