/**
 * Test support: the [TABLE:{…}] blocks of an answer, parsed, so end-to-end
 * tests can compare the figures SOE Local showed with the source's data.
 */
export interface AnswerTable {
  headers: Array<{ key: string; label: string }>;
  rows: Array<Record<string, unknown>>;
}

export function answerTables(text: string): AnswerTable[] {
  const tables: AnswerTable[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('[TABLE:', from);
    if (start < 0) return tables;
    // The JSON object ends where its braces balance (strings may hold braces).
    let depth = 0;
    let inString = false;
    let end = start + 7;
    for (; end < text.length; end++) {
      const c = text[end];
      if (inString) {
        if (c === '\\') end++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    tables.push(JSON.parse(text.slice(start + 7, end + 1)) as AnswerTable);
    from = end + 1;
  }
}

/** A table's rows as arrays of values in header order (independent of the engine's column keys). */
export function tableValues(table: AnswerTable): unknown[][] {
  return table.rows.map((r) => table.headers.map((h) => r[h.key]));
}
