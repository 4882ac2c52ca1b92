import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateDashboardRequest,
  Dashboard,
  DashboardList,
  DashboardResults,
  DashboardResultsQuery,
  DashboardTileParams,
  ErrorResponse,
  IdParams,
  PinRequest,
  PinTileRequest,
  ReorderTilesRequest,
  Tile,
  TileConversation,
  TileResult,
  UpdateDashboardRequest,
  UpdateTileRequest,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Stops a board's running queries when its viewer goes away before the answer is sent. */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Dashboards of pinned answers (issue 35): boards, their tiles, and their live results. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const dashboards = () => app.ctx.dashboards;
  const tags = ['dashboards'];

  r.get(
    '/api/dashboards',
    {
      schema: {
        tags,
        summary: 'Your dashboards and those your workspace shares',
        response: { 200: DashboardList, ...errors },
      },
    },
    async (request) => dashboards().list(userOf(request)),
  );
  r.post(
    '/api/dashboards',
    {
      schema: {
        tags,
        summary: "A new dashboard (within the plan's dashboard limit)",
        body: CreateDashboardRequest,
        response: { 201: Dashboard, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await dashboards().create(userOf(request), request.body)),
  );
  r.post(
    '/api/dashboards/pins',
    {
      schema: {
        tags,
        summary: "Pin an answer's query to a dashboard, or to a new one by name",
        body: PinRequest,
        response: { 201: Tile, ...errors },
      },
    },
    async (request, reply) => {
      const { dashboardId, newDashboardName, ...pin } = request.body;
      return reply.code(201).send(await dashboards().pinTo(userOf(request), { dashboardId, newDashboardName }, pin));
    },
  );
  r.get(
    '/api/dashboards/:id',
    {
      schema: { tags, summary: 'A dashboard and its tiles', params: IdParams, response: { 200: Dashboard, ...errors } },
    },
    async (request) => dashboards().get(userOf(request), request.params.id),
  );
  r.patch(
    '/api/dashboards/:id',
    {
      schema: {
        tags,
        summary: "Rename or share a dashboard (its owner), or set its period (the owner or an 'edit' share's members)",
        params: IdParams,
        body: UpdateDashboardRequest,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => dashboards().update(userOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/dashboards/:id',
    {
      schema: {
        tags,
        summary: 'Delete a dashboard (its owner)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await dashboards().remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/dashboards/:id/tiles',
    {
      schema: {
        tags,
        summary: "Pin an answer's query to this dashboard",
        params: IdParams,
        body: PinTileRequest,
        response: { 201: Tile, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await dashboards().pin(userOf(request), request.params.id, request.body)),
  );
  r.put(
    '/api/dashboards/:id/tiles/order',
    {
      schema: {
        tags,
        summary: "Reorder a dashboard's tiles: every tile once",
        params: IdParams,
        body: ReorderTilesRequest,
        response: { 200: Dashboard, ...errors },
      },
    },
    async (request) => dashboards().reorder(userOf(request), request.params.id, request.body),
  );
  r.patch(
    '/api/dashboards/:id/tiles/:tileId',
    {
      schema: {
        tags,
        summary: "Change a tile's title, form or size",
        params: DashboardTileParams,
        body: UpdateTileRequest,
        response: { 200: Tile, ...errors },
      },
    },
    async (request) => dashboards().updateTile(userOf(request), request.params.id, request.params.tileId, request.body),
  );
  r.delete(
    '/api/dashboards/:id/tiles/:tileId',
    {
      schema: { tags, summary: 'Remove a tile', params: DashboardTileParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await dashboards().removeTile(userOf(request), request.params.id, request.params.tileId);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/dashboards/:id/results',
    {
      schema: {
        tags,
        summary: "Every tile run now against the live systems, through the viewer's own access",
        params: IdParams,
        querystring: DashboardResultsQuery,
        response: { 200: DashboardResults, ...errors },
      },
    },
    async (request, reply) => ({
      tiles: await dashboards().results(userOf(request), request.params.id, request.query, closedSignal(reply)),
    }),
  );
  r.get(
    '/api/dashboards/:id/tiles/:tileId/result',
    {
      schema: {
        tags,
        summary: 'One tile run now',
        params: DashboardTileParams,
        querystring: DashboardResultsQuery,
        response: { 200: TileResult, ...errors },
      },
    },
    async (request, reply) =>
      dashboards().tileResult(
        userOf(request),
        request.params.id,
        request.params.tileId,
        request.query,
        closedSignal(reply),
      ),
  );
  r.post(
    '/api/dashboards/:id/tiles/:tileId/conversation',
    {
      schema: {
        tags,
        summary: "A new conversation with the tile's answer, to ask a follow-up",
        params: DashboardTileParams,
        querystring: DashboardResultsQuery.pick({ tz: true }),
        response: { 201: TileConversation, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        conversationId: await dashboards().followUp(
          userOf(request),
          request.params.id,
          request.params.tileId,
          request.query,
        ),
      }),
  );
}
