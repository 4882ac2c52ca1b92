import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, MarkNotificationsRequest, NotificationList } from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse };

/** The bell: the user's latest notifications and unread count; marking them read. New ones also arrive over /ws. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);

  r.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The latest 50 notifications, newest first, and how many are unread',
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => app.ctx.notifications.list(userOf(request)),
  );
  r.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: these ids, or all of them',
        body: MarkNotificationsRequest,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => app.ctx.notifications.markRead(userOf(request), request.body),
  );
}
