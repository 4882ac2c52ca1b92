import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { checkZipExpansion } from './zip-guard';
import { sheetPassages, TableBuilder, type RawCell } from './table';
import { ExtractionError, type ExtractedSheet, type Extractor } from './types';

/**
 * XLSX with exceljs (not the npm copy of SheetJS, which is old and vulnerable):
 * each sheet with data is a table. Read with exceljs's streaming reader, row
 * by row into the table builder, so the workbook is never held as a model
 * besides the rows kept (memory bounded per job with the child's heap cap).
 */
export const extractXlsx: Extractor = async (bytes, { limits }) => {
  await checkZipExpansion(bytes, limits, 'XLSX');
  const budget = { cells: limits.maxCells };
  const sheets: ExtractedSheet[] = [];
  const names = new Set<string>();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Number formats tell dates from numbers.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    },
  );
  try {
    for await (const worksheet of reader) {
      const builder = new TableBuilder(
        uniqueName((worksheet as unknown as { name?: string }).name ?? 'Sheet', names),
        budget,
      );
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        // exceljs rows are 1-based: values[0] is always empty.
        const cells: RawCell[] = new Array<RawCell>(Math.max(0, values.length - 1));
        for (let i = 1; i < values.length; i++) cells[i - 1] = cellValue(values[i]);
        builder.add(cells);
      }
      const sheet = builder.finish();
      if (sheet?.rows.length) sheets.push(sheet);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('The XLSX file could not be read; it may be damaged or not a real Excel workbook.');
  }
  if (!sheets.length) throw new ExtractionError('The workbook has no sheet with rows under a header row.');
  let left = limits.maxTextChars;
  const passages = sheets.flatMap((s) => {
    const found = sheetPassages(s, left, s.name);
    left -= found.reduce((n, p) => n + p.text.length, 0);
    return found;
  });
  return { sheets, passages, metadata: { sheets: sheets.length, rows: sheets.reduce((n, s) => n + s.rows.length, 0) } };
};

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name.trim() || 'Sheet';
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${name} ${i}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** exceljs cell values as plain values: formulas give their cached result, rich text its text. */
function cellValue(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('result' in v) return cellValue(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (Array.isArray(v.richText)) return (v.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join('');
    if ('text' in v) return cellValue(v.text);
    if ('error' in v) return null;
  }
  return null;
}
