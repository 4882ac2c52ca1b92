import { tool } from 'ai';
import { z } from 'zod';
import { sourcesOf } from '../../engine';
import { toolError, type ToolContext } from './context';
import { systemsInScope } from './query-data';

/** The user's connected systems (and linked pairs of them, combined): what the model can ask about. */
export function listSystemsTool(ctx: ToolContext) {
  return tool({
    description:
      "Lists the user's connected business systems (databases, CRM, ERP, analytics, custom APIs) with their ids and tables; a combined system joins two linked systems for questions that need both.",
    inputSchema: z.object({}),
    execute: async () => {
      try {
        const systems = await systemsInScope(ctx);
        return systems.map((system) => ({
          systemId: system.id,
          name: system.name,
          ...(system.sources ? { combines: sourcesOf(system) } : {}),
          ...(system.locked ? { unavailable: system.locked } : {}),
          tables: system.schema.entities.length,
          someTables: system.schema.entities.slice(0, 40).map((entity) => entity.name),
          operations: (system.schema.operations ?? []).length,
        }));
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
