/**
 * Reading SOE Local's answer text in tests: the figure it states in bold, and the table it attaches. The engine
 * writes `**1,234**` for a figure and a `[TABLE:{…}]` block for rows (answer/render.ts).
 */

/** The first figure in bold ('**1,234.5**', '**+3.62 %**'), as a number; NaN when there is none. */
export function figureOf(text: string): number {
  return Number(/\*\*([-+0-9.,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

interface TableBlock {
  headers: Array<{ key: string; label?: string }>;
  rows: Array<Record<string, unknown>>;
}

/** The answer's table block, or null. */
export function tableBlock(text: string): TableBlock | null {
  const json = /\[TABLE:(\{.*?\})\]\n/s.exec(`${text}\n`)?.[1];
  return json ? (JSON.parse(json) as TableBlock) : null;
}

/** The answer's table as rows of its first two columns ([label, figure]). */
export function tableOf(text: string): unknown[][] {
  const t = tableBlock(text);
  return t ? t.rows.map((r) => t.headers.slice(0, 2).map((h) => r[h.key])) : [];
}

/** The first column of the answer's table, as text. */
export function labelsOf(text: string): string[] {
  const t = tableBlock(text);
  return t ? t.rows.map((r) => String(r[t.headers[0].key])) : [];
}

/** The answer's table rows as records keyed by column; throws when the answer has no table. */
export function rowsOf(text: string): Array<Record<string, unknown>> {
  const t = tableBlock(text);
  if (!t) throw new Error(`no table in: ${text.slice(0, 300)}`);
  return t.rows;
}

/** The answer's table as label → figure (its first two columns). */
export function pairsOf(text: string): Record<string, number> {
  return Object.fromEntries(tableOf(text).map((r) => [String(r[0]), Number(r[1])]));
}

/** What an answer stated as fact says: no "I read this as", nothing of the question left unused. */
export const NOT_STATED = /^I read this as|Not used from the question/m;
