import { tool } from 'ai';
import { z } from 'zod';
import { toolError, type ToolContext } from './context';

const MAX_TEXT = 8_000;

/**
 * A system's own operations (API calls, MCP tools, record writes). Reads run
 * at once; a write is only proposed — the user sees a preview card and it runs
 * when they confirm. Without effective write access writes are refused here,
 * before any request to the system.
 */
export function runOperationTool(ctx: ToolContext) {
  return tool({
    description: ctx.canWrite
      ? "Runs one of a system's operations (see describe_system). Read operations return their result. Write operations (create, update, delete) are NOT run: they become a proposal the user must confirm; tell the user a confirmation card is shown."
      : "Runs one of a system's read operations (see describe_system). This user has read-only access: write operations are refused.",
    inputSchema: z.object({
      systemId: z.number().int(),
      operationId: z.string().min(1).max(200),
      input: z.record(z.string(), z.unknown()).default({}),
    }),
    execute: async ({ systemId, operationId, input }) => {
      try {
        const schema = await ctx.systems.schemaOf(ctx.user, systemId);
        const operation = schema?.operations?.find((op) => op.id === operationId);
        if (!operation)
          return { error: `No operation '${operationId}' in this system; use describe_system to see them` };
        if (operation.kind === 'write') {
          if (!ctx.canWrite)
            return {
              error: 'Refused: this user has read-only access, so nothing can be changed in connected systems.',
            };
          if (!ctx.writes) return { error: 'Writes are not available on this server.' };
          const proposal = await ctx.writes.propose(ctx.user, {
            conversationId: ctx.conversationId,
            systemId,
            operationId,
            input,
          });
          ctx.proposals.push(proposal.id);
          return {
            proposed: true,
            proposalId: proposal.id,
            note: 'Shown to the user as a confirmation card; it runs only if they confirm.',
          };
        }
        const result = await ctx.systems.invoke(ctx.user, systemId, operationId, input, {
          allowWrite: false,
          signal: ctx.signal,
        });
        // The one system's row for its name (not the whole list of the user's systems).
        const { name } = await ctx.systems.get(ctx.user, systemId, 'read');
        ctx.touched.add(name);
        // Tabular results can be shown exactly: [TABLE:resultId].
        const resultId =
          result.rows?.length && result.columns?.length
            ? ctx.results.addQueryResult(
                { columns: result.columns, rows: result.rows, truncated: false, elapsedMs: 0 },
                name,
                operation.title,
              )
            : undefined;
        return {
          isError: result.isError ?? false,
          text: result.text.slice(0, MAX_TEXT),
          rows: result.rows?.slice(0, 50),
          resultId,
        };
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
