import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  request.user = await request.server.ctx.auth.currentUser(request.headers);
  if (!request.user) throw new AppError('unauthorized', 'Not authenticated');
}

/** preHandler for staff-only routes: isAdmin or the staff tier, checked on the server (decisions §2). */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  const user = request.user!;
  if (!user.isAdmin && user.subscriptionTier !== 'staff_admin') {
    throw new AppError('forbidden', "You don't have administrator privileges.");
  }
}
