import type { Literal } from './query';

/**
 * Records in an API answer (OpenAPI responses, MCP structured content) as
 * columns and rows of literals, so tabular answers render as tables.
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An array of objects, or an object holding exactly one (`{items: [...], total: 25}`); undefined otherwise. */
export function recordList(value: unknown): Rec[] | undefined {
  if (Array.isArray(value)) return value.length > 0 && value.every(isRecord) ? value : undefined;
  if (!isRecord(value)) return undefined;
  const lists = Object.values(value).filter((v) => Array.isArray(v) && v.length > 0 && v.every(isRecord));
  return lists.length === 1 ? (lists[0] as Rec[]) : undefined;
}

/** One record as a row: the named fields, nested objects and arrays as JSON text. */
export function toRow(record: Rec, names: string[]): Record<string, Literal> {
  const row: Record<string, Literal> = {};
  for (const name of names) {
    const value = record[name];
    row[name] =
      value === undefined || value === null
        ? null
        : typeof value === 'object'
          ? JSON.stringify(value)
          : (value as Literal);
  }
  return row;
}

/** Columns (every key seen in the first records) and the rows, up to `maxRows`. */
export function recordsTable(
  records: Rec[],
  maxRows: number,
): { columns: string[]; rows: Array<Record<string, Literal>> } {
  const columns = [...new Set(records.slice(0, 100).flatMap((r) => Object.keys(r)))];
  return { columns, rows: records.slice(0, maxRows).map((r) => toRow(r, columns)) };
}
