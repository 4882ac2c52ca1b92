import { extractDocument, ExtractionError, type ExtractedDocument } from './index';
import type { ExtractionInput, ExtractionReply, Pull } from './protocol';
import { answerPull } from './slices';

/**
 * Runs one extraction in a child process: PDF.js, mammoth, exceljs and the CSV typing are synchronous for
 * long stretches, and a hostile file must cost this process (heap-capped, time-limited, disposable) rather
 * than the server. A worker thread is not enough: a heap overflow inside V8 (a huge array, a Map grown
 * past its limit, a large JSON.parse) ends the whole process despite `resourceLimits` (ADR 011, ADR 037).
 *
 * The result stays here: the server gets its outline, then pulls rows and passages a slice at a time as it
 * stores them. Rows leave as JSON text, serialised here, so the server hands them to the database as they
 * are; however large the file, the server holds one slice of it per job.
 */
let result: ExtractedDocument | undefined;

process.once('message', async (input: ExtractionInput) => {
  let reply: ExtractionReply;
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
  process.on('message', (pull: Pull) => process.send!(answerPull(result!, pull)));
  process.send!(reply);
});
