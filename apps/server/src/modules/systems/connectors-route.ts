import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOM_INTEGRATIONS_MESSAGE, ConnectorInfo, ErrorResponse, planAllowsConnector } from '@soe/shared';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import type { ConnectorField } from '../connectors/connector';
import { connectorRegistry } from '../connectors/registry';

/** A connector that declares no form of its own is connected with a URL and an optional key (databases). */
const DEFAULT_FIELDS: ConnectorField[] = [
  { key: 'url', label: 'Connection URL', kind: 'url', required: true },
  { key: 'apiKey', label: 'API Key (optional)', kind: 'secret', required: false },
];

/** GET /api/connectors: the Connect System form's connectors, their fields, and what the caller's plan allows. */
export async function connectorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('preHandler', requireUser);
  r.get(
    '/api/connectors',
    {
      schema: {
        tags: ['systems'],
        summary: 'Connectors this server offers, with their connection fields',
        response: { 200: z.array(ConnectorInfo), 401: ErrorResponse },
      },
    },
    async (request) => {
      const tier = userOf(request).subscriptionTier;
      return (
        connectorRegistry
          // The demo company is built in for every user; it is never connected by hand.
          .filter((c) => c.id !== 'demo')
          .map((c) => {
            const allowed = planAllowsConnector(tier, c.id);
            return {
              id: c.id,
              label: c.label,
              defaultType: c.defaultType,
              fields: c.fields ?? DEFAULT_FIELDS,
              allowed,
              ...(allowed ? {} : { reason: CUSTOM_INTEGRATIONS_MESSAGE }),
            };
          })
      );
    },
  );
}
