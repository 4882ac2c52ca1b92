import { tool } from 'ai';
import { z } from 'zod';
import { toolError, type ToolContext } from './context';

/** The user's connected systems: what the model can ask about. */
export function listSystemsTool(ctx: ToolContext) {
  return tool({
    description:
      "Lists the user's connected business systems (databases, CRM, ERP, analytics, custom APIs) with their ids, types and tables.",
    inputSchema: z.object({}),
    execute: async () => {
      try {
        const systems = await ctx.systems.engineSystems(ctx.user, ctx.systemIds, ctx.signal);
        return systems.map((system) => ({
          systemId: system.id,
          name: system.name,
          tables: system.schema.entities.map((entity) => entity.label ?? entity.table).slice(0, 60),
          operations: (system.schema.operations ?? []).length,
        }));
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
