import { StatementTimeout } from '../../connectors/connector';

/**
 * The answer when a system could not run the query. A statement stopped by the system's timeout is no error of
 * the question's: the answer says how long it may run and what to narrow (issue 20). Anything else keeps the
 * reading SOE understood (`understood`) and the system's own reason.
 */
export function queryFailureText(systemName: string, error: unknown, understood: string): string {
  if (error instanceof StatementTimeout)
    return `The query on ${systemName} took longer than ${seconds(error.timeoutMs)} s. Try a shorter period (for example "in 2024") or a filter.`;
  const message = error instanceof Error ? error.message : 'unknown error';
  return `${understood}, but ${systemName} could not run the query: ${message}`;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
