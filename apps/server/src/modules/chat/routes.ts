import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AskRequest,
  AskResponse,
  Conversation,
  ConversationSearchQuery,
  ConversationSearchResult,
  CreateConversationRequest,
  ErrorResponse,
  IdParams,
  Message,
  PLANS,
  runSqlRequestSchema,
  runSqlResponseSchema,
  SendMessageRequest,
  SendMessageResponse,
  StopAnswerResponse,
  UpdateConversationRequest,
  UsageResponse,
} from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import { currentPeriod } from '../usage/service';
import { toConversation } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse };

export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  const chat = () => app.ctx.chat;

  r.get(
    '/api/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: "The user's conversations, newest first",
        response: { 200: z.array(Conversation), 401: ErrorResponse },
      },
    },
    async (request) => chat().listConversations(userOf(request)),
  );
  r.post(
    '/api/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Start a conversation',
        body: CreateConversationRequest,
        response: { 201: Conversation, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await chat().createConversation(userOf(request), request.body.title, request.body.systemIds)),
  );
  r.get(
    '/api/conversations/search',
    {
      schema: {
        tags: ['chat'],
        summary: "The user's conversations whose title or messages contain the text, newest first",
        querystring: ConversationSearchQuery,
        response: { 200: z.array(ConversationSearchResult), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => chat().searchConversations(userOf(request), request.query.q),
  );
  r.get(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'One conversation',
        params: IdParams,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => {
      return toConversation(await chat().getConversation(userOf(request), request.params.id));
    },
  );
  r.put(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'Rename a conversation, or choose the systems its questions go to',
        params: IdParams,
        body: UpdateConversationRequest,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => chat().updateConversation(userOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'Delete a conversation and its messages',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await chat().deleteConversation(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages of a conversation, oldest first',
        params: IdParams,
        response: { 200: z.array(Message), ...errors },
      },
    },
    async (request) => chat().listMessages(userOf(request), request.params.id),
  );
  r.post(
    '/api/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message and get the answer (idempotent by clientMessageId)',
        body: SendMessageRequest,
        response: { 200: SendMessageResponse, ...errors },
      },
    },
    async (request) => {
      // A plan's refusal is the stored answer here (the chat shows it); only POST /api/ask answers 402.
      const { refused: _refused, ...sent } = await chat().send(userOf(request), request.body);
      return sent;
    },
  );
  r.post(
    '/api/messages/:id/regenerate',
    {
      schema: {
        tags: ['chat'],
        summary: "Answer the conversation's last question again, replacing its last answer (counts as a question)",
        params: IdParams,
        response: { 200: Message, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => chat().regenerate(userOf(request), request.params.id),
  );
  r.post(
    '/api/conversations/:id/stop',
    {
      schema: {
        tags: ['chat'],
        summary: 'Stop the answer being produced in a conversation',
        params: IdParams,
        response: { 200: StopAnswerResponse, ...errors },
      },
    },
    async (request) => chat().stop(userOf(request), request.params.id),
  );
  r.post(
    '/api/conversations/:id/sql',
    {
      schema: {
        tags: ['chat'],
        summary:
          "Run an answer's SQL as an analyst edited it, on one of their SQL systems; the SQL and its result are stored as a question and its answer (counts as a question)",
        params: IdParams,
        body: runSqlRequestSchema,
        response: { 200: runSqlResponseSchema, ...errors },
      },
    },
    async (request) => ({ messages: await app.ctx.editedSql.run(userOf(request), request.params.id, request.body) }),
  );
  r.post(
    '/api/ask',
    {
      schema: {
        tags: ['chat'],
        summary: 'Ask one question of the connected systems',
        body: AskRequest,
        response: { 200: AskResponse, ...errors },
      },
    },
    async (request) => chat().ask(userOf(request), request.body),
  );

  r.get(
    '/api/usage',
    {
      schema: {
        tags: ['plans'],
        summary: 'Questions and systems used this period against the plan',
        response: { 200: UsageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      const plan = PLANS[user.subscriptionTier];
      const period = currentPeriod();
      return {
        tier: user.subscriptionTier,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        queriesUsed: await app.ctx.usage.used(user.id),
        maxQueries: plan.maxQueries,
        // Systems count per workspace, under its owner's plan (modules/workspaces).
        systemsUsed: await app.ctx.systems.countConnected(user),
        maxSystems: await app.ctx.systems.systemLimit(user),
        canWrite: plan.canWrite && (user.accessLevel === 'write' || user.accessLevel === 'admin'),
      };
    },
  );
}
