import { tool } from 'ai';
import { z } from 'zod';
import { splitBlocks } from '../results';
import { toolError, type ToolContext } from './context';
import { systemsInScope } from './query-data';

/**
 * SOE Local as a tool: a plain-language data question answered exactly by a
 * query pushed down to the system (joins, time periods, rankings included).
 */
export function askDataTool(ctx: ToolContext) {
  return tool({
    description:
      'Answers one precise data question about the connected systems exactly (e.g. "revenue by month in 2025", "top 5 customers by sales", "how many open deals are in the Negotiation stage"). ' +
      'A question that needs two linked systems at once (e.g. "revenue by account manager" with revenue in the ERP and account managers in the CRM) is joined across them; omit systemId for those. ' +
      'Returns the figures and a resultId; show the result with [TABLE:resultId] or [CHART:resultId] on its own line. Ask one measure per question.',
    inputSchema: z.object({
      question: z.string().min(3).max(500).describe('One data question in plain English'),
      systemId: z.number().int().optional().describe('Limit to one system; omit to let SOE choose'),
    }),
    execute: async ({ question, systemId }) => {
      try {
        // The conversation's spreadsheets and linked pairs too, unless the model limits the question to one system.
        const systems = await systemsInScope(ctx, systemId);
        const answer = await ctx.engine.answer(question, systems, { now: ctx.now, mode: 'internal' });
        // A question that needs two systems the user's plan does not combine: the model is told why, to say so.
        if (answer.locked) return { understood: false, needsPaidPlan: true, explanation: answer.text };
        if (!answer.understood) return { understood: false, explanation: answer.text };
        answer.systemSources.forEach((name) => ctx.touched.add(name));
        ctx.queries.push(...(answer.queries ?? []));
        const parts = splitBlocks(answer.text);
        const resultId = ctx.results.addBlocks(parts);
        return {
          understood: true,
          summary: parts.text,
          figures: parts.table ? JSON.parse(parts.table.slice('[TABLE:'.length, -1)).rows.slice(0, 50) : undefined,
          resultId,
        };
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
