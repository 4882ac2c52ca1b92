import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, SystemPerformance, UpdateSystemPerformanceRequest } from '@soe/shared';
import { userOf } from '../../context';
import { requireStaff } from '../auth/hooks';
import { SystemPerformanceService } from './performance';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Staff-only: a system's statement timeout, pool size and result cache (System Settings → Performance). */
export async function systemPerformanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireStaff);
  const performance = new SystemPerformanceService(app.ctx.database.db, app.ctx.systems);

  r.get(
    '/api/admin/systems/:id/performance',
    {
      schema: {
        tags: ['admin'],
        summary: "A system's statement timeout, pool size and result cache",
        params: IdParams,
        response: { 200: SystemPerformance, ...errors },
      },
    },
    async (request) => performance.view(userOf(request), request.params.id),
  );

  r.put(
    '/api/admin/systems/:id/performance',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a system's statement timeout, pool size and result cache (null: the server's default; no cache)",
        params: IdParams,
        body: UpdateSystemPerformanceRequest,
        response: { 200: SystemPerformance, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const before = await performance.view(user, request.params.id);
      const after = await performance.update(user, request.params.id, request.body);
      await app.ctx.audit.record({
        actorId: user.id,
        action: 'system.performance_update',
        target: `system:${request.params.id}`,
        details: {
          before: { ...before, defaults: undefined },
          after: request.body,
        },
        ip: request.ip,
      });
      return after;
    },
  );

  r.post(
    '/api/admin/systems/:id/cache/clear',
    {
      schema: {
        tags: ['admin'],
        summary: "Clear a system's result cache on every instance",
        params: IdParams,
        response: { 200: SystemPerformance, ...errors },
      },
    },
    async (request) => performance.clearCache(userOf(request), request.params.id),
  );
}
