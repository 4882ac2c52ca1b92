import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LlmProvider, ProviderSettingsView, UpdateProviderSettingsRequest } from '@soe/shared';
import { userOf } from '../../context';
import { requireStaff, requireUser } from '../auth/hooks';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ProviderParams = z.object({ id: z.string().min(1).max(40) });

/** The spec's provider calls (every user) and the providers' server settings (staff admins only). */
export async function assistantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providers = () => app.ctx.providers;

  r.get(
    '/api/llm-providers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['providers'],
        summary: 'Answer providers on this server',
        response: { 200: z.array(LlmProvider), 401: ErrorResponse },
      },
    },
    async (request) => providers().list(await providers().activeId(userOf(request).id)),
  );
  r.get(
    '/api/llm-providers/active',
    {
      preHandler: requireUser,
      schema: {
        tags: ['providers'],
        summary: "The user's active provider",
        response: { 200: LlmProvider, 401: ErrorResponse },
      },
    },
    async (request) => {
      const active = await providers().activeId(userOf(request).id);
      return (await providers().list(active)).find((p) => p.id === active)!;
    },
  );
  r.post(
    '/api/llm-providers/:id/activate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['providers'],
        summary: 'Make a configured provider active for this user',
        params: ProviderParams,
        response: { 200: LlmProvider, ...errors },
      },
    },
    async (request) => ({ ...(await providers().activate(userOf(request).id, request.params.id)), isActive: true }),
  );

  r.get(
    '/api/admin/llm-providers',
    {
      preHandler: [requireUser, requireStaff],
      schema: {
        tags: ['admin'],
        summary: "Language-model providers' server settings (keys never returned)",
        response: { 200: z.array(ProviderSettingsView), ...errors },
      },
    },
    async () => providers().settingsView(),
  );
  r.put(
    '/api/admin/llm-providers/:id',
    {
      preHandler: [requireUser, requireStaff],
      schema: {
        tags: ['admin'],
        summary: "Set a provider's key, base URL or model (the key is stored encrypted)",
        params: ProviderParams,
        body: UpdateProviderSettingsRequest,
        response: { 200: ProviderSettingsView, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const view = await providers().updateSettings(request.params.id, request.body, user.id);
      await app.ctx.audit.record({
        actorId: user.id,
        action: 'provider.settings_update',
        target: `provider:${request.params.id}`,
        details: { apiKeyChanged: request.body.apiKey !== undefined, baseUrl: view.baseUrl, model: view.model },
        ip: request.ip,
      });
      return view;
    },
  );
}
