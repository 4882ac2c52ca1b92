import type { DocumentKind } from '../file-kind';
import { extractDocument, ExtractionError, type ExtractLimits } from './index';

/**
 * Runs one extraction in a child process: PDF.js, mammoth and exceljs are
 * synchronous for long stretches, and a hostile file must cost this process
 * (heap-capped, time-limited, disposable) rather than the server. A worker
 * thread is not enough: a heap overflow inside V8 ends the whole process.
 */
type Input = { kind: DocumentKind; bytes: Uint8Array; name: string; limits: ExtractLimits };

process.once('message', async (input: Input) => {
  let reply: unknown;
  try {
    reply = { ok: true, result: await extractDocument(input.kind, input.bytes, input.name, input.limits) };
  } catch (error) {
    reply = { ok: false, reason: error instanceof ExtractionError ? error.message : `The file could not be read (${(error as Error)?.message ?? 'unknown error'}).` };
  }
  process.send!(reply, () => process.exit(0));
});
