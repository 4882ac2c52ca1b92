import type { OperationResult } from '../connector';
import { recordList, recordsTable } from '../records';

/**
 * An API answer as an operation result: the body as text (JSON pretty-printed,
 * cut at a size a person or a model can read), plus rows when the body is a
 * list of records.
 */

const MAX_TEXT = 20_000;
const MAX_ROWS = 1000;

export function operationResult(status: number, body: string): OperationResult {
  let parsed: unknown;
  try {
    parsed = body.trim() ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  const text = parsed === undefined ? body || `Done (HTTP ${status}).` : JSON.stringify(parsed, null, 2);
  const records = recordList(parsed);
  return {
    text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n… (cut at ${MAX_TEXT} characters)` : text,
    ...(records ? recordsTable(records, MAX_ROWS) : {}),
  };
}
