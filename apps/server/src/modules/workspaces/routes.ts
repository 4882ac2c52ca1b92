import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedInvitation,
  CreatedInvitation,
  CreateInvitationRequest,
  ErrorResponse,
  IdParams,
  InvitationPreview,
  InvitationTokenParams,
  TeamInvitation,
  TeamMember,
  WorkspaceInfo,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import { workspaceServiceFor } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

async function memberRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const workspaces = () => workspaceServiceFor(app.ctx);
  const actor = (request: Parameters<typeof userOf>[0]) => ({ user: userOf(request), ip: request.ip });

  r.get(
    '/api/team',
    {
      schema: {
        tags: ['team'],
        summary: "Members of the caller's workspace (emails for its owner)",
        response: { 200: z.array(TeamMember), 401: ErrorResponse },
      },
    },
    async (request) => workspaces().team(userOf(request)),
  );
  r.get(
    '/api/workspace',
    {
      schema: {
        tags: ['team'],
        summary: "The caller's workspace",
        response: { 200: WorkspaceInfo, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => workspaces().info(userOf(request)),
  );
  r.delete(
    '/api/team/members/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'Remove a member (workspace owner only); they keep their account in a workspace of their own',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await workspaces().removeMember(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary: "The workspace's invitation links (workspace owner only)",
        response: { 200: z.array(TeamInvitation), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => workspaces().invitations(userOf(request)),
  );
  r.post(
    '/api/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary: 'Create a single-use invitation link (workspace owner only); the token is shown once',
        body: CreateInvitationRequest,
        response: { 201: CreatedInvitation, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await workspaces().createInvitation(actor(request), request.body.expiresInDays)),
  );
  r.delete(
    '/api/team/invitations/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'Revoke an unused invitation link (workspace owner only)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await workspaces().revokeInvitation(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags: ['team'],
        summary: "Join the link's workspace (the signed-in user); the link is spent",
        params: InvitationTokenParams,
        response: { 200: AcceptedInvitation, ...errors },
      },
    },
    async (request) => ({ workspace: await workspaces().accept(actor(request), request.params.token) }),
  );
}

/** Workspaces: the team list, invitation links, members. */
export async function workspaceRoutes(app: FastifyInstance) {
  await app.register(memberRoutes);
  // Public, so the invitee sees what they are joining before signing up or in. Tokens are 256 random bits;
  // the per-IP limit keeps guessing pointless anyway.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['team'],
        summary: 'What an invitation link invites to (404 once used, revoked or expired)',
        params: InvitationTokenParams,
        response: { 200: InvitationPreview, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => workspaceServiceFor(app.ctx).preview(request.params.token),
  );
}
