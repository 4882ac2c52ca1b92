import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery, ErrorResponse } from '@soe/shared';
import { requireStaff } from '../auth/hooks';

/** GET /api/admin/audit: staff only, newest first, filter by action and actor, cursor `before`. */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The admin scope checks too; checking here as well keeps it staff-only wherever it is mounted.
  r.addHook('onRequest', requireStaff);
  r.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first (staff only)',
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => app.ctx.audit.list(request.query),
  );
}
