import type { ToolSet } from 'ai';
import { askDataTool } from './ask-data';
import type { ToolContext } from './context';
import { describeSystemTool } from './describe-system';
import { listSystemsTool } from './list-systems';
import { queryDataTool } from './query-data';
import { runOperationTool } from './run-operation';
import { runSqlTool } from './run-sql';
import { searchDocumentsTool } from './search-documents';

export type { AnswerQuery, CrossSystems, ToolContext, WorkedExample, WriteProposer } from './context';

/**
 * The assistant's tools for one answer (decisions §4). Mode External gets
 * none: the model answers from general knowledge only.
 */
export function buildTools(ctx: ToolContext, question = ''): ToolSet {
  if (ctx.mode === 'external') return {};
  const tools: ToolSet = {
    list_systems: listSystemsTool(ctx),
    describe_system: describeSystemTool(ctx, question),
    query_data: queryDataTool(ctx),
    ask_data: askDataTool(ctx),
    run_operation: runOperationTool(ctx),
    // Every user gets it: a system that is not SQL is refused in words, and the demo is SQL for everyone.
    run_sql: runSqlTool(ctx),
  };
  if (ctx.documents) tools.search_documents = searchDocumentsTool(ctx);
  return tools;
}
