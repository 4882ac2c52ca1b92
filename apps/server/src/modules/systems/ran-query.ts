import { SQL_CONNECTORS, type QueryResult, type QuerySpec } from '../connectors/query';

/**
 * A system's result with its statement named as that system's (the answer's "Query"), with the structured query
 * it was compiled from; editable where the system runs SQL. A result without a statement (a source that reports
 * none) is returned as it is.
 */
export function withQuery(
  result: QueryResult,
  system: { id: number; name: string; connector: string },
  spec: QuerySpec,
): QueryResult {
  if (!result.statement) return result;
  return {
    ...result,
    queries: [
      {
        systemId: system.id,
        systemName: system.name,
        language: result.statement.language,
        text: result.statement.text,
        structured: spec,
        editable: SQL_CONNECTORS.has(system.connector),
      },
    ],
  };
}
