import { extractDocument, ExtractionError, type ExtractedDocument } from './index';
import type { ExtractionReply, ExtractionTask, Pull, PullAnswer } from './protocol';

/**
 * One extraction, as a task of the work pool (a worker thread with a heap cap; ADR 037): PDF.js,
 * mammoth, exceljs and the CSV typing are synchronous for long stretches, and none of it may hold
 * the server's event loop. A heap overflow stops this thread, not the server.
 *
 * The result stays here: the server gets its outline, then pulls rows and passages a slice at a time
 * as it stores them. Rows leave as JSON text, serialised here, so the server hands them to the
 * database as they are; the task ends when the server closes the port.
 */
export default async function extractionTask(task: ExtractionTask): Promise<void> {
  const { port } = task;
  let result: ExtractedDocument;
  try {
    result = await extractDocument(task.kind, task.bytes, task.name, task.limits);
  } catch (error) {
    // A parser's own message (a stack overflow, a library's internals) is not for the user: a plain sentence is.
    const reason =
      error instanceof ExtractionError
        ? error.message
        : 'The file could not be read; it may be damaged or in a form SOE does not support.';
    port.postMessage({ ok: false, reason } satisfies ExtractionReply);
    port.close();
    return;
  }
  const reply: ExtractionReply = {
    ok: true,
    outline: {
      metadata: result.metadata,
      sheets: result.sheets.map((s) => ({ name: s.name, fields: s.fields, rowCount: s.rows.length })),
      passageCount: result.passages.length,
    },
  };
  await new Promise<void>((done) => {
    port.on('message', (pull: Pull | { close: true }) => {
      if ('close' in pull) return port.close();
      port.postMessage(answer(result, pull));
    });
    port.on('close', done);
    port.postMessage(reply);
  });
}

function answer(result: ExtractedDocument, pull: Pull): PullAnswer {
  if (pull.kind === 'passages') {
    const items = [];
    let chars = 0;
    for (let i = pull.start; i < result.passages.length && items.length < pull.maxCount; i++) {
      const passage = result.passages[i]!;
      if (items.length && chars + passage.text.length > pull.maxChars) break;
      chars += passage.text.length;
      items.push(passage);
    }
    return { id: pull.id, items };
  }
  const rows = result.sheets[pull.sheet]?.rows ?? [];
  let json = '[';
  let count = 0;
  for (let i = pull.start; i < rows.length && count < pull.maxRows && json.length < pull.maxBytes; i++, count++)
    json += (count ? ',' : '') + JSON.stringify(rows[i]);
  return { id: pull.id, json: `${json}]`, count };
}
