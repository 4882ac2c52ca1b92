import Papa from 'papaparse';
import { extensionOf } from '../names';
import { decodeText } from './decode';
import { sheetText, tableFromGrid } from './table';
import { ExtractionError, type Extractor } from './types';
import { splitPassages } from './passages';
import { tableName } from './sheet-name';

/** CSV (or TSV): one table named after the file; the delimiter is detected by papaparse. */
export const extractCsv: Extractor = async (bytes, { name, limits }) => {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimiter: extensionOf(name) === 'tsv' ? '\t' : '',
  });
  // Field-count mismatches are normal in hand-made files; a quote left open is not.
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new ExtractionError(`The CSV file could not be read: ${fatal.message} (row ${fatal.row ?? '?'}).`);
  const sheet = tableFromGrid(tableName(name), parsed.data, { cells: limits.maxCells });
  if (!sheet || !sheet.rows.length) throw new ExtractionError('The CSV file has no rows under its header.');
  return { sheets: [sheet], passages: splitPassages(sheetText(sheet)), metadata: { sheets: 1, rows: sheet.rows.length, columns: sheet.fields.length } };
};
