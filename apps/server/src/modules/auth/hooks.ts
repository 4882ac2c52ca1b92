import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * preHandler for routes that need a signed-in user. Callback style so that a session
 * held in memory (LiveSessions) costs no promise at all on the way to the handler.
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const auth = request.server.ctx.auth;
  const held = auth.heldUser(request.headers);
  if (held) {
    request.user = held;
    return done();
  }
  auth.currentUser(request.headers).then((user) => {
    request.user = user;
    done(user ? undefined : new AppError('unauthorized', 'Not authenticated'));
  }, done);
}

/** preHandler for staff-only routes: isAdmin or the staff tier, checked on the server (decisions §2). */
export function requireStaff(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  requireUser(request, reply, (error) => {
    if (error) return done(error);
    const user = request.user!;
    done(
      !user.isAdmin && user.subscriptionTier !== 'staff_admin'
        ? new AppError('forbidden', "You don't have administrator privileges.")
        : undefined,
    );
  });
}
