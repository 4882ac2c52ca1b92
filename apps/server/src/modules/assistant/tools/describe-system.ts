import { tool } from 'ai';
import { z } from 'zod';
import { toolError, type ToolContext } from './context';

/** A system's tables, fields, relations and operations, so the model can write a precise query. */
export function describeSystemTool(ctx: ToolContext) {
  return tool({
    description:
      'Describes one connected system: its tables with fields and types, how tables relate, and the operations it offers (reads, and writes when the user may write).',
    inputSchema: z.object({ systemId: z.number().int().describe('The systemId from list_systems') }),
    execute: async ({ systemId }) => {
      try {
        const schema = await ctx.systems.schemaOf(ctx.user, systemId);
        if (!schema) return { error: 'This system has not been discovered yet' };
        return {
          tables: schema.entities.map((entity) => ({
            entity: entity.name,
            label: entity.label,
            fields: entity.fields.map(
              (field) => `${field.name} (${field.type}${field.description ? `: ${field.description}` : ''})`,
            ),
          })),
          relations: schema.relations.map(
            (r) => `${r.fromEntity}.${r.fromFields.join(',')} → ${r.toEntity}.${r.toFields.join(',')}`,
          ),
          operations: (schema.operations ?? [])
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
