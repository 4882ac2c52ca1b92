import type { QueryResult } from '../connectors/query';

/**
 * Tables and charts made from tool results during one answer. The model
 * refers to them as [TABLE:result_1] / [CHART:result_1] and the server puts
 * the real blocks in, so the figures on screen are the ones the system
 * returned — never numbers retyped by the model.
 */
export class ResultStore {
  private readonly results = new Map<string, { table: string; chart: string | null }>();
  private readonly used = new Set<string>();

  /** Stores an SOE Local answer's blocks (already [TABLE:…]/[CHART:…] text). */
  addBlocks(blocks: { table: string | null; chart: string | null }): string | null {
    if (!blocks.table) return null;
    const id = `result_${this.results.size + 1}`;
    this.results.set(id, { table: blocks.table, chart: blocks.chart });
    return id;
  }

  /** Stores a query result as a table (and a chart when it is one label column and numeric columns). */
  addQueryResult(result: QueryResult, source: string, title?: string): string {
    return this.addBlocks(blocksFor(result, source, title))!;
  }

  expand(kind: 'TABLE' | 'CHART', id: string, variant?: string): string | null {
    const entry = this.results.get(id);
    if (!entry) return null;
    this.used.add(id);
    if (kind === 'TABLE') return entry.table;
    if (!entry.chart) return entry.table;
    if (!variant) return entry.chart;
    return entry.chart.replace(/^\[CHART:\{"type":"\w+"/, `[CHART:{"type":"${variant}"`);
  }

  /** The last result, when the model showed none of them: an answer with figures always carries its table. */
  unshownFallback(): string | null {
    if (this.used.size > 0 || this.results.size === 0) return null;
    const last = [...this.results.values()].pop()!;
    return [last.table, last.chart].filter(Boolean).join('\n\n');
  }
}

const CHART_POINTS = 30;

export function blocksFor(
  result: QueryResult,
  source: string,
  title?: string,
): { table: string; chart: string | null } {
  const numeric = (column: string) =>
    result.rows.length > 0 && result.rows.every((row) => row[column] === null || typeof row[column] === 'number');
  const headers = result.columns.map((column) => ({
    label: labelOf(column),
    key: column,
    align: numeric(column) ? 'right' : 'left',
  }));
  const rows = result.rows.map((row) =>
    Object.fromEntries(result.columns.map((column) => [column, cell(row[column])])),
  );
  const table = `[TABLE:${JSON.stringify({ headers, rows, source, ...(title ? { title } : {}) })}]`;
  const labels = result.columns.filter((column) => !numeric(column));
  const values = result.columns.filter(numeric);
  const chart =
    labels.length === 1 && values.length >= 1 && result.rows.length > 1 && result.rows.length <= CHART_POINTS
      ? `[CHART:${JSON.stringify({
          type: 'bar',
          title: title ?? `${values.map(labelOf).join(', ')} by ${labelOf(labels[0])}`,
          labels: result.rows.map((row) => String(cell(row[labels[0]]) ?? '(none)')),
          datasets: values.map((column) => ({
            label: labelOf(column),
            data: result.rows.map((row) => (row[column] as number | null) ?? 0),
          })),
          source,
        })}]`
      : null;
  return { table, chart };
}

function cell(value: unknown): string | number | boolean | null {
  if (value instanceof Date)
    return value.toISOString().slice(0, value.getUTCHours() || value.getUTCMinutes() ? 19 : 10);
  if (value === undefined) return null;
  return value as string | number | boolean | null;
}

/** 'total_amount' → 'Total amount'. */
export function labelOf(column: string): string {
  const spaced = column
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return spaced ? spaced[0].toUpperCase() + spaced.slice(1).toLowerCase() : column;
}

/** Splits an SOE Local answer into its text and its first table and chart blocks. */
export function splitBlocks(text: string): { text: string; table: string | null; chart: string | null } {
  const table = /\[TABLE:\{.*?\}\](?=\s*(\n|$|\[CHART))/s.exec(text)?.[0] ?? null;
  const chart = /\[CHART:\{.*?\}\](?=\s*(\n|$))/s.exec(text)?.[0] ?? null;
  let rest = text;
  if (table) rest = rest.replace(table, '');
  if (chart) rest = rest.replace(chart, '');
  return { text: rest.trim(), table, chart };
}

const REF = /^\[(TABLE|CHART):(result_\d+)(?::(bar|line|area|pie))?\]/;
const HOLD_MAX = 40;

/**
 * Expands [TABLE:result_N] / [CHART:result_N] references in streamed text as
 * it passes, holding back only what could still become a reference, so the
 * client never sees an unexpanded one.
 */
export function createReferenceExpander(store: ResultStore) {
  let held = '';
  function drain(final: boolean): string {
    let out = '';
    while (held) {
      const open = held.indexOf('[');
      if (open === -1) {
        out += held;
        held = '';
        break;
      }
      out += held.slice(0, open);
      held = held.slice(open);
      const match = REF.exec(held);
      if (match) {
        out += store.expand(match[1] as 'TABLE' | 'CHART', match[2], match[3]) ?? match[0];
        held = held.slice(match[0].length);
        continue;
      }
      // Could this still become a reference once more text arrives?
      const couldBe =
        !final &&
        held.length < HOLD_MAX &&
        /^\[(T(A(B(L(E(:(r(e(s(u(l(t(_(\d+(:(\w*)?)?)?)?)?)?)?)?)?)?)?)?)?)?)?|C(H(A(R(T(:(r(e(s(u(l(t(_(\d+(:(\w*)?)?)?)?)?)?)?)?)?)?)?)?)?)?)?)?$/.test(
          held,
        );
      if (couldBe) break;
      out += held[0];
      held = held.slice(1);
    }
    return out;
  }
  return {
    push(delta: string): string {
      held += delta;
      return drain(false);
    },
    flush(): string {
      return drain(true);
    },
  };
}
