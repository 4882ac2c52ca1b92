import { extractText, getDocumentProxy } from 'unpdf';
import { splitPassages } from './passages';
import { ExtractionError, type Extractor } from './types';

/** PDF text per page with unpdf (PDF.js), so passages cite their page. */
export const extractPdf: Extractor = async (bytes) => {
  let pages: string[];
  let totalPages: number;
  try {
    // PDF.js may detach the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, useSystemFonts: false });
    ({ totalPages, text: pages } = await extractText(pdf, { mergePages: false }));
  } catch (error) {
    const message = (error as Error).message ?? '';
    throw new ExtractionError(
      /password/i.test(message) ? 'The PDF is password-protected.' : 'The PDF could not be read; it may be damaged.',
    );
  }
  const passages = pages.flatMap((text, i) => splitPassages(text, i + 1));
  if (!passages.length)
    throw new ExtractionError(
      'The PDF has no text to read (scanned pages are images; SOE does not read text from images).',
    );
  return { sheets: [], passages, metadata: { pages: totalPages } };
};
