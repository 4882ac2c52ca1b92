import type { DocumentKind } from '../file-kind';
import { extractDocument, ExtractionError, type ExtractedDocument, type ExtractLimits } from './index';
import type { ChildReply, Pull } from './run-isolated';

/**
 * Runs one extraction in a child process: PDF.js, mammoth and exceljs are
 * synchronous for long stretches, and a hostile file must cost this process
 * (heap-capped, time-limited, disposable) rather than the server. A worker
 * thread is not enough: a heap overflow inside V8 ends the whole process.
 *
 * The result stays here: the server gets its outline, then pulls rows and
 * passages a chunk at a time as it stores them, so however large the file,
 * the server holds one chunk of it per job.
 */
type Input = { kind: DocumentKind; bytes: Uint8Array; name: string; limits: ExtractLimits };

let result: ExtractedDocument | undefined;

process.once('message', async (input: Input) => {
  let reply: ChildReply;
  try {
    result = await extractDocument(input.kind, input.bytes, input.name, input.limits);
    reply = {
      ok: true,
      outline: {
        metadata: result.metadata,
        sheets: result.sheets.map((s) => ({ name: s.name, fields: s.fields, rowCount: s.rows.length })),
        passageCount: result.passages.length,
      },
    };
  } catch (error) {
    // A parser's own message (a stack overflow, a library's internals) is not for the user: a plain sentence is.
    reply = {
      ok: false,
      reason:
        error instanceof ExtractionError
          ? error.message
          : 'The file could not be read; it may be damaged or in a form SOE does not support.',
    };
  }
  if (!reply.ok) return process.send!(reply, () => process.exit(0));
  process.on('message', (pull: Pull) => {
    const chunk =
      pull.kind === 'rows'
        ? (result!.sheets[pull.sheet]?.rows.slice(pull.start, pull.start + pull.count) ?? [])
        : result!.passages.slice(pull.start, pull.start + pull.count);
    process.send!({ id: pull.id, chunk });
  });
  process.send!(reply);
});
