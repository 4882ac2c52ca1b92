import ExcelJS from 'exceljs';
import { checkZipExpansion } from './zip-guard';
import { sheetText, tableFromGrid, type RawCell } from './table';
import { splitPassages } from './passages';
import { ExtractionError, type ExtractedSheet, type Extractor } from './types';

/** XLSX with exceljs (not the npm copy of SheetJS, which is old and vulnerable): each sheet with data is a table. */
export const extractXlsx: Extractor = async (bytes, { limits }) => {
  await checkZipExpansion(bytes, limits, 'XLSX');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch (error) {
    throw new ExtractionError(`The XLSX file could not be read (${(error as Error).message}).`);
  }
  const budget = { cells: limits.maxCells };
  const sheets: ExtractedSheet[] = [];
  const names = new Set<string>();
  for (const worksheet of workbook.worksheets) {
    const grid: RawCell[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = row.values as unknown[];
      // exceljs rows are 1-based: values[0] is always empty.
      grid[rowNumber - 1] = values.slice(1).map(cellValue);
    });
    for (let i = 0; i < grid.length; i++) grid[i] ??= [];
    const sheet = tableFromGrid(uniqueName(worksheet.name, names), grid, budget);
    if (sheet?.rows.length) sheets.push(sheet);
  }
  if (!sheets.length) throw new ExtractionError('The workbook has no sheet with rows under a header row.');
  const passages = sheets.flatMap((s) => splitPassages(`${s.name}\n\n${sheetText(s)}`));
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
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
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
