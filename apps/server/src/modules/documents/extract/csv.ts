import Papa from 'papaparse';
import { extensionOf } from '../names';
import { decodeText } from './decode';
import { sheetPassages, TableBuilder } from './table';
import { ExtractionError, type Extractor } from './types';
import { tableName } from './sheet-name';

/**
 * CSV (or TSV): one table named after the file; the delimiter is detected by
 * papaparse. Parsed in step mode: each row goes straight into the table
 * builder, so the parser never holds the file's rows as a second copy.
 */
export const extractCsv: Extractor = async (bytes, { name, limits }) => {
  const text = decodeText(bytes);
  const builder = new TableBuilder(tableName(name), { cells: limits.maxCells });
  let row = 0;
  let failure: Error | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimiter: extensionOf(name) === 'tsv' ? '\t' : '',
    step: (result, parser) => {
      row++;
      // Field-count mismatches are normal in hand-made files; a quote left open is not.
      if (result.errors.some((e) => e.type === 'Quotes')) {
        failure = new ExtractionError(`The CSV file could not be read: a quoted value is not closed (row ${row}).`);
        return parser.abort();
      }
      try {
        builder.add(result.data);
      } catch (error) {
        failure = error as Error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  const sheet = builder.finish();
  if (!sheet || !sheet.rows.length) throw new ExtractionError('The CSV file has no rows under its header.');
  return {
    sheets: [sheet],
    passages: sheetPassages(sheet, limits.maxTextChars),
    metadata: { sheets: 1, rows: sheet.rows.length, columns: sheet.fields.length },
  };
};
