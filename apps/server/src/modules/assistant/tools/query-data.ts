import { structuredQuerySchema } from '@soe/shared';
import { tool } from 'ai';
import { z } from 'zod';
import { sourcesOf, type EngineSystem } from '../../engine';
import { shownRows } from '../../engine/answer/format';
import { toolError, type ToolContext } from './context';

/** Rows of a result the model reads back; the whole result is shown to the user through its resultId. */
const ROWS_FOR_MODEL = 50;

/** The systems in scope, per answer: the prompt's catalogs and every tool call of one answer read the same list once. */
const inScope = new WeakMap<ToolContext, Promise<EngineSystem[]>>();

/**
 * The systems a tool may read for this answer: the user's own (in scope), the conversation's spreadsheets, and linked
 * pairs of them combined. With `systemId`, that one system alone (ask_data's "limit to one system").
 */
export async function systemsInScope(ctx: ToolContext, systemId?: number): Promise<EngineSystem[]> {
  if (systemId) return ctx.systems.engineSystems(ctx.user, [systemId], ctx.signal);
  let systems = inScope.get(ctx);
  if (!systems) {
    systems = readScope(ctx);
    inScope.set(ctx, systems);
    // A failed read is not kept: the next tool call tries again.
    systems.catch(() => inScope.delete(ctx));
  }
  return [...(await systems)];
}

async function readScope(ctx: ToolContext): Promise<EngineSystem[]> {
  const systems = await ctx.systems.engineSystems(ctx.user, ctx.systemIds, ctx.signal);
  // The conversation's spreadsheets are tables too, and can be linked to a system.
  if (ctx.documents)
    systems.push(
      ...(await ctx.documents.engineSystems(
        ctx.user,
        { conversationId: ctx.conversationId, documentIds: ctx.documentIds },
        ctx.signal,
      )),
    );
  if (ctx.cross) systems.push(...(await ctx.cross.withCrossSystems(ctx.user, systems, ctx.signal)));
  return systems;
}

/** What the model sends: the system and the structured query (its JSON schema is the tool's parameters). */
export const queryDataInput = z.object({
  systemId: z
    .union([z.number().int(), z.string().max(200)])
    .describe('The system, from list_systems (a combined system has a text id)'),
  query: structuredQuerySchema,
});

/**
 * The model writes the query: a structured query over one system's catalog (see describe_system), checked against
 * it, compiled by the same compilers SOE Local uses and run read-only within the system's row cap and timeout. A
 * name the catalog does not have comes back as an error saying what it has, for the model to correct.
 */
export function queryDataTool(ctx: ToolContext) {
  return tool({
    description:
      "Runs a structured query on one system and returns its exact figures. Write it in the system's own names from describe_system: `from` is the table whose rows are counted or aggregated; columns of related tables are written table.column and joined along the system's relations; a table's name as a dimension groups by its rows, shown by their names. " +
      'A filter is {column, op, value}: in/not_in take a list, between takes [low, high] (both included), is_null/is_not_null no value, contains/starts_with/ends_with text; otherColumn compares two columns of a row; text equality ignores case. {any: [...]} holds when one holds, {not: ...} when it does not, {related: table, exists: false} keeps rows with no related row; {column, op, figure} compares with one figure over a table ("above the average"). ' +
      'A dimension on a related table keeps rows with no related row as their own group: filter it with is_not_null when they should not count. Measures may refer to earlier measures by name in a formula (a share, a ratio); `computed` names per-row values; `ofGroups` aggregates the groups once more (the average of per-customer totals). ' +
      'Dates are YYYY-MM-DD; a period is time.from (included) to time.to (excluded). Returns columns, rows and a resultId; show the result with [TABLE:resultId] or [CHART:resultId] on its own line. ' +
      'On an error, correct the query as the error says and call again. For two linked systems at once use the combined system listed by list_systems.',
    inputSchema: queryDataInput,
    execute: async ({ systemId, query }) => {
      try {
        const systems = await systemsInScope(ctx);
        const system = systems.find((s) => String(s.id) === String(systemId));
        if (!system) return { error: `No system ${systemId} is available to this user; use list_systems.` };
        const { result, compiled } = await ctx.engine.runStructured(system, query);
        for (const name of sourcesOf(system)) ctx.touched.add(name);
        // The answer's "Query": the statement that ran, with the structured query the model wrote.
        ctx.queries.push(...(result.queries ?? []).map((q) => ({ ...q, structured: query })));
        // Shown as SOE Local shows its figures: a quarter as 'Q3 2025', money to the cent.
        const shown = { ...result, rows: shownRows(result.rows, compiled.columns) };
        const resultId = ctx.results.addQueryResult(shown, system.name);
        return {
          columns: compiled.columns.map((c) => ({ name: c.key, role: c.role, format: c.format })),
          rows: result.rows.slice(0, ROWS_FOR_MODEL),
          rowCount: result.rows.length,
          truncated: result.truncated,
          ...(result.note ? { note: result.note } : {}),
          resultId,
        };
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
