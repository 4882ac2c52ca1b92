import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthConfigResponse,
  ErrorResponse,
  LoginRequest,
  LogoutResponse,
  RegisterRequest,
  SessionUser,
  SOCIAL_PROVIDER_IDS,
} from '@soe/shared';
import { toSessionUser } from './session-user';
import { requireUser } from './hooks';
import { userOf } from '../../context';
import { confirmPendingLink, socialRoutes } from './social/routes';
import { socialSignInFor } from './social';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

function sendCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length) reply.header('set-cookie', cookies);
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterRequest,
        response: { 201: SessionUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, setCookies } = await app.ctx.auth.register(
        request.body as Required<typeof request.body>,
        request.headers,
      );
      sendCookies(reply, setCookies);
      return reply.code(201).send(toSessionUser(user));
    },
  );

  r.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password',
        body: LoginRequest,
        response: { 200: SessionUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, setCookies } = await app.ctx.auth.login(request.body, request.headers, request.ip);
      // The password proves ownership: a social identity waiting for this account is linked now.
      sendCookies(reply, [...setCookies, ...(await confirmPendingLink(app, request, user))]);
      return toSessionUser(user);
    },
  );

  const logout = async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const signedIn = await app.ctx.auth.currentUser(request.headers);
    sendCookies(reply, await app.ctx.auth.logout(request.headers));
    // The session's open sockets, on every instance, end now rather than at their next heartbeat.
    if (signedIn)
      await app.ctx.realtime
        .closeUser(signedIn.id, signedIn.sessionId)
        .catch((error: Error) => request.log.warn({ err: error.message }, 'closing signed-out sockets failed'));
    return { success: true };
  };
  r.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: LogoutResponse } } },
    logout,
  );
  r.post(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Sign out (alias)', response: { 200: LogoutResponse } } },
    logout,
  );

  // Public: the landing page, the auth page and the sign-in dialog ask before showing a way in.
  r.get(
    '/api/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers configured on this server, and whether sign-up is open',
        response: { 200: AuthConfigResponse },
      },
    },
    async () => {
      const configured = socialSignInFor(app.ctx).providers;
      // Registration has no switch of its own yet: every server takes sign-ups (the first is the owner).
      return { socialProviders: SOCIAL_PROVIDER_IDS.filter((id) => configured[id]), signUpOpen: true };
    },
  );

  r.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: SessionUser, 401: ErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) => toSessionUser(userOf(request)),
  );

  await app.register(socialRoutes);
}
