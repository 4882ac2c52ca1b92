import { ExtractionError } from './types';

/**
 * Text files as UTF-8 (a BOM is dropped); files that are not valid UTF-8 are
 * read as Windows-1252, which is what spreadsheet programs on Windows write
 * for "CSV" and which maps every byte to a character.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-1252').decode(bytes);
    } catch {
      throw new ExtractionError('The file is not readable text.');
    }
  }
}
