import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Alert,
  CreateAlertRequest,
  CreateScheduleRequest,
  ErrorResponse,
  IdParams,
  Schedule,
  ScheduledJobsResponse,
  UpdateAlertRequest,
  UpdateScheduleRequest,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireStaff, requireUser } from '../auth/hooks';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};

/** Scheduled deliveries of dashboards and tiles, and alerts on figures (issue 35): the owner's own only. */
async function ownerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const schedules = () => app.ctx.schedules;

  r.get(
    '/api/schedules',
    {
      schema: {
        tags: ['schedules'],
        summary: "The user's scheduled deliveries",
        response: { 200: z.array(Schedule), ...errors },
      },
    },
    async (request) => schedules().listSchedules(userOf(request)),
  );
  r.post(
    '/api/schedules',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Deliver a dashboard, or one of its tiles, daily, weekly or monthly (Pro and Enterprise)',
        body: CreateScheduleRequest,
        response: { 201: Schedule, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await schedules().createSchedule(userOf(request), request.body)),
  );
  r.patch(
    '/api/schedules/:id',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Change when and where a schedule delivers, or pause it',
        params: IdParams,
        body: UpdateScheduleRequest,
        response: { 200: Schedule, ...errors },
      },
    },
    async (request) => schedules().updateSchedule(userOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/schedules/:id',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Remove a schedule',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await schedules().deleteSchedule(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/schedules/:id/run',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Send now: one delivery at once, to every channel of the schedule',
        params: IdParams,
        response: { 200: Schedule, 429: ErrorResponse, ...errors },
      },
      // Each send reaches a webhook and a mailbox: a few a minute are plenty for trying a schedule out.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => schedules().runSchedule(userOf(request), request.params.id),
  );

  r.get(
    '/api/alerts',
    {
      schema: {
        tags: ['schedules'],
        summary: "The user's alerts",
        response: { 200: z.array(Alert), ...errors },
      },
    },
    async (request) => schedules().listAlerts(userOf(request)),
  );
  r.post(
    '/api/alerts',
    {
      schema: {
        tags: ['schedules'],
        summary:
          "Watch a pinned tile's or an answer's figure; notify when a condition starts to hold (Pro and Enterprise)",
        body: CreateAlertRequest,
        response: { 201: Alert, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await schedules().createAlert(userOf(request), request.body)),
  );
  r.patch(
    '/api/alerts/:id',
    {
      schema: {
        tags: ['schedules'],
        summary: "Change an alert's condition, cadence or channels, or pause it",
        params: IdParams,
        body: UpdateAlertRequest,
        response: { 200: Alert, ...errors },
      },
    },
    async (request) => schedules().updateAlert(userOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/alerts/:id',
    {
      schema: {
        tags: ['schedules'],
        summary: 'Remove an alert',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await schedules().deleteAlert(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Staff only, checked before anything is parsed (security check 5, docs/security.md). */
async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireStaff);
  r.get(
    '/api/admin/scheduled-jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every schedule and alert with its last and next run and failures, and the job queue (staff only)',
        response: { 200: ScheduledJobsResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => app.ctx.schedules.adminJobs(),
  );
}

export async function scheduleRoutes(app: FastifyInstance) {
  await app.register(ownerRoutes);
  await app.register(staffRoutes);
}
