import { decodeText } from './decode';
import { splitPassages } from './passages';
import { ExtractionError, type Extractor } from './types';

/** Plain text and Markdown: searched as written (the markup's punctuation is ignored by text search). */
export const extractText: Extractor = async (bytes) => {
  const passages = splitPassages(decodeText(bytes));
  if (!passages.length) throw new ExtractionError('The file has no text.');
  return { sheets: [], passages, metadata: {} };
};
