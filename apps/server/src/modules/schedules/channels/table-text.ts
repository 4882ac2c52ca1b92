/** Columns padded to their widest cell, figures right-aligned: a table that reads in plain text and monospace. */
export function fixedWidthTable(columns: string[], rows: string[][]): string {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = columns.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[-+(]?[\d$€£¥.,%\s)]+$/.test(r[i] ?? '')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
