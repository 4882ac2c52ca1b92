import { tool } from 'ai';
import { z } from 'zod';
import { MAX_SQL_LENGTH } from '../sql/read-only-sql';
import { SqlRefused } from '../../systems/service';
import { toolError, type ToolContext } from './context';

const ROWS_SHOWN = 50;

/**
 * One read-only SELECT on a SQL system, for what a structured query cannot express. The statement is checked
 * against the system's served schema before anything runs (assistant/sql/read-only-sql.ts); a refusal names
 * the rule it broke so the model can correct the statement.
 */
export function runSqlTool(ctx: ToolContext) {
  return tool({
    description:
      'Runs one read-only SQL SELECT on a SQL database system (PostgreSQL, MySQL / MariaDB, the Demo Company). ' +
      'Prefer query_data and ask_data; use run_sql only for what they cannot express. ' +
      "Write the system's own dialect and only the tables and columns describe_system lists: one SELECT (WITH and UNION allowed), " +
      'no writes, no INTO, no FOR UPDATE, only plain functions (aggregates, date/time, text, math, CASE, COALESCE, casts). ' +
      'A refusal says which rule the statement broke ("Refused (column): …"): fix it and try again. ' +
      `Returns the first ${ROWS_SHOWN} rows and a resultId; show the whole result with [TABLE:resultId] on its own line.`,
    inputSchema: z.object({
      systemId: z.number().int().describe('The systemId from list_systems'),
      sql: z.string().min(1).max(MAX_SQL_LENGTH).describe('One SELECT statement'),
    }),
    execute: async ({ systemId, sql }) => {
      try {
        const { systemName, result } = await ctx.systems.runSql(ctx.user, systemId, sql, ctx.signal);
        ctx.touched.add(systemName);
        ctx.queries.push({ systemId, systemName, language: 'sql', text: sql, editable: true });
        const resultId = ctx.results.addQueryResult(result, systemName);
        return {
          columns: result.columns,
          rows: result.rows.slice(0, ROWS_SHOWN),
          rowCount: result.rows.length,
          truncated: result.truncated,
          resultId,
        };
      } catch (error) {
        if (error instanceof SqlRefused) return { error: error.message, rule: error.rule };
        return toolError(error);
      }
    },
  });
}
