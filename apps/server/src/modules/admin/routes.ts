import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUser,
  AdminWorkspace,
  CreateAdminUserRequest,
  ErrorResponse,
  IdParams,
  UpdateAdminUserRequest,
} from '@soe/shared';
import { userOf } from '../../context';
import { auditRoutes } from '../audit/routes';
import { requireStaff } from '../auth/hooks';
import { workspaceRoutes } from '../workspaces/routes';
import { workspaceServiceFor } from '../workspaces/service';
import { adminServiceFor } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * Everything under /api/admin is staff-only. The check runs at onRequest, before
 * the body or params are even parsed, so a non-admin gets 403 whatever they send
 * (security check 5, docs/security.md) and learns nothing from validation messages.
 */
async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireStaff);
  const admin = () => adminServiceFor(app.ctx, app.log);
  const actor = (request: Parameters<typeof userOf>[0]) => ({ user: userOf(request), ip: request.ip });

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every user (staff only)',
        response: { 200: z.array(AdminUser), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => admin().list(),
  );
  r.get(
    '/api/admin/workspaces',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every workspace with its owner and member count (staff only)',
        response: { 200: z.array(AdminWorkspace), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => workspaceServiceFor(app.ctx).listAll(),
  );
  r.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a user with tier, access level and admin flag (staff only)',
        body: CreateAdminUserRequest,
        response: { 201: AdminUser, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await admin().create(actor(request), request.body)),
  );
  r.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's tier, access level, active or admin flag (staff only)",
        params: IdParams,
        body: UpdateAdminUserRequest,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => admin().update(actor(request), request.params.id, request.body),
  );
  r.post(
    '/api/admin/users/:id/unlock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift the lock failed sign-ins put on an account (staff only)',
        params: IdParams,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => admin().unlock(actor(request), request.params.id),
  );
  r.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a user and end their sessions (staff only)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin().remove(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  await app.register(auditRoutes);
}

/** Staff administration, the audit log, and workspaces (the team list, invitations). */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(staffRoutes);
  await app.register(workspaceRoutes);
}
