import mammoth from 'mammoth';
import { checkZipExpansion } from './zip-guard';
import { splitPassages } from './passages';
import { ExtractionError, type Extractor } from './types';

/** DOCX text with mammoth; Word files have no fixed pages, so passages carry none. */
export const extractDocx: Extractor = async (bytes, { limits }) => {
  await checkZipExpansion(bytes, limits, 'DOCX');
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    }));
  } catch (error) {
    throw new ExtractionError('The DOCX file could not be read; it may be damaged or not a real Word document.');
  }
  const passages = splitPassages(text);
  if (!passages.length) throw new ExtractionError('The DOCX file has no text.');
  return { sheets: [], passages, metadata: {} };
};
