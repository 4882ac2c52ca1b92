import { tool } from 'ai';
import { z } from 'zod';
import { toolError, type ToolContext } from './context';

/** Full-text search over the conversation's documents; passages come with the citation to give. */
export function searchDocumentsTool(ctx: ToolContext) {
  return tool({
    description:
      'Searches the documents attached to this conversation and returns matching passages with their source (file name and page). Cite sources as given.',
    inputSchema: z.object({ query: z.string().min(2).max(300) }),
    execute: async ({ query }) => {
      try {
        const passages = await ctx.documents!.search(
          ctx.user,
          query,
          { conversationId: ctx.conversationId, documentIds: ctx.documentIds },
          5,
        );
        passages.forEach((p) => ctx.touched.add(p.page ? `${p.name}, page ${p.page}` : p.name));
        return passages.map((p) => ({ source: p.page ? `${p.name}, page ${p.page}` : p.name, text: p.text }));
      } catch (error) {
        return toolError(error);
      }
    },
  });
}
