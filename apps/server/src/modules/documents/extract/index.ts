import type { DocumentKind } from '../file-kind';
import { extractCsv } from './csv';
import { extractDocx } from './docx';
import { extractPdf } from './pdf';
import { extractText } from './text';
import { extractXlsx } from './xlsx';
import { DEFAULT_LIMITS, type ExtractedDocument, type ExtractLimits, type ExtractorRegistry } from './types';

export { ExtractionError, DEFAULT_LIMITS, type ExtractedDocument, type ExtractLimits } from './types';

/** One extractor per format; adding a format is a file and a line here. */
const EXTRACTORS: ExtractorRegistry = {
  csv: extractCsv,
  xlsx: extractXlsx,
  pdf: extractPdf,
  docx: extractDocx,
  txt: extractText,
  markdown: extractText,
};

/** Extracts tables and searchable passages, keeping at most `maxTextChars` of text. */
export async function extractDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: ExtractLimits = DEFAULT_LIMITS,
): Promise<ExtractedDocument> {
  const result = await EXTRACTORS[kind](bytes, { name, limits });
  let chars = 0;
  const passages = result.passages.filter((p) => (chars += p.text.length) <= limits.maxTextChars);
  return { ...result, metadata: { ...result.metadata, passages: passages.length }, passages };
}
