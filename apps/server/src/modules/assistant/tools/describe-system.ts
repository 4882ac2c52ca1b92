import { tool } from 'ai';
import { z } from 'zod';
import { toolError, type ToolContext } from './context';
import { systemsInScope } from './query-data';

/**
 * A system's tables, columns (with what each is for), relations, business terms and operations, so the model can
 * write a precise structured query. Bounded for wide schemas: the tables the question names come first and whole
 * (engine/structured/describe.ts).
 */
export function describeSystemTool(ctx: ToolContext, question: string) {
  return tool({
    description:
      'Describes one connected system for writing query_data: its tables with row counts, the columns that name their rows, columns with types and roles (references → table, dates, money, flags, sample values of categories), its business terms, and the operations it offers. ' +
      'Wide systems list the tables relevant to the question in full and the others by name: pass `tables` to see those.',
    inputSchema: z.object({
      systemId: z.union([z.number().int(), z.string().max(200)]).describe('The systemId from list_systems'),
      tables: z.array(z.string().max(200)).max(30).optional().describe('Tables to describe in full'),
    }),
    execute: async ({ systemId, tables }) => {
      try {
        const system = (await systemsInScope(ctx)).find((s) => String(s.id) === String(systemId));
        if (!system) return { error: `No system ${systemId} is available to this user; use list_systems.` };
        const catalog = await ctx.engine.describeForModel(system, { question, tables });
        return {
          catalog,
          operations: (system.schema.operations ?? [])
            .filter((op) => op.kind === 'read' || ctx.canWrite)
            .map((op) => ({
              operationId: op.id,
              kind: op.kind,
              title: op.title,
              description: op.description,
              inputSchema: op.inputSchema,
            })),
        };
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
