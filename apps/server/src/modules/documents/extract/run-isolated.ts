import { MessageChannel, receiveMessageOnPort, type TransferListItem } from 'node:worker_threads';
import type { DocumentKind } from '../file-kind';
import { sharedPool } from '../../work/pool';
import {
  DEFAULT_LIMITS,
  ExtractionError,
  type Cell,
  type ExtractedDocument,
  type ExtractedPassage,
  type ExtractLimits,
} from './types';
import type { ExtractionOutline, ExtractionReply, ExtractionTask, Pull, PullAnswer, PullRequest } from './protocol';

export type { ExtractionOutline } from './protocol';

export interface IsolationLimits {
  timeoutMs: number;
  /** V8 heap of the worker thread; past it the thread is stopped, not the server. */
  maxMemoryMb: number;
}

export const DEFAULT_ISOLATION: IsolationLimits = { timeoutMs: 60_000, maxMemoryMb: 1024 };

const WORKER = new URL('./worker.ts', import.meta.url);
/** Longest one slice may take to arrive once the file is read (the worker only slices what it holds). */
const PULL_TIMEOUT_MS = 30_000;

/** Rows of a sheet as the JSON text of an array of arrays (serialised in the worker), and how many. */
export interface RowSlice {
  json: string;
  count: number;
}

/** A finished extraction held by its worker: the outline now, rows and passages a slice at a time. */
export interface Extraction {
  outline: ExtractionOutline;
  /** Rows from `start`: at most `maxRows`, and no more once the JSON reaches `maxBytes`. */
  rowSlice(sheet: number, start: number, maxRows: number, maxBytes?: number): Promise<RowSlice>;
  /** Passages from `start`: at most `maxCount`, and no more once their text reaches `maxChars` (always one). */
  passageSlice(start: number, maxCount: number, maxChars?: number): Promise<ExtractedPassage[]>;
  /** Ends the task and frees its thread; pulls after this fail. */
  close(): void;
}

/** How a task reaches a worker thread: the processor runs it in the slot it holds for the document's owner. */
export type RunTask = (
  module: URL,
  input: ExtractionTask,
  options: { signal: AbortSignal; transferList: TransferListItem[] },
) => Promise<void>;

/**
 * Extracts a document in a worker thread of the work pool with a heap cap and a deadline. The result
 * stays in the worker until closed: the caller pulls it in slices, so the server's memory per job is one
 * slice, not the file. Bytes that own their buffer are moved to the worker, not copied: the caller must not
 * use them after.
 */
export function startExtraction(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: IsolationLimits = DEFAULT_ISOLATION,
  extract: ExtractLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
  run: RunTask = (module, input, options) => sharedPool(limits.maxMemoryMb).run('extraction', module, input, options),
): Promise<Extraction> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ExtractionError('Stopped.'));
    const { port1: port, port2 } = new MessageChannel();
    const stop = new AbortController();
    const pending = new Map<
      number,
      { resolve: (answer: PullAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
    >();
    let nextId = 1;
    let ended: ExtractionError | undefined;
    let started = false;
    const end = (error: ExtractionError, kill = true) => {
      if (ended) return;
      ended = error;
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      port.close();
      // Aborting the task stops its thread even in the middle of a synchronous parse.
      if (kill) stop.abort();
      for (const [, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(error);
      }
      pending.clear();
      if (!started) reject(error);
    };
    // Counted from here: in the processor's hands the task starts at once (its slot is held already).
    const deadline = setTimeout(
      () =>
        end(
          new ExtractionError(
            `Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} s; it may be too large or malformed.`,
          ),
        ),
      limits.timeoutMs,
    );
    const onAbort = () => end(new ExtractionError('Stopped.'));
    signal?.addEventListener('abort', onAbort, { once: true });

    const pull = (request: PullRequest): Promise<PullAnswer> =>
      new Promise((done, fail) => {
        if (ended) return fail(ended);
        const id = nextId++;
        const waiting = {
          resolve: done,
          reject: fail,
          timer: setTimeout(
            () => end(new ExtractionError('The file could not be stored; its reader stopped answering.')),
            PULL_TIMEOUT_MS,
          ),
        };
        pending.set(id, waiting);
        port.postMessage({ ...request, id } satisfies Pull);
      });

    const handle = (message: ExtractionReply | PullAnswer) => {
      if ('id' in message) {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.resolve(message);
        return;
      }
      if (!message.ok) return end(new ExtractionError(message.reason), false);
      // Read within the deadline; from here on each pull has its own.
      clearTimeout(deadline);
      started = true;
      resolve({
        outline: message.outline,
        rowSlice: async (sheet, start, maxRows, maxBytes = Infinity) => {
          const answer = (await pull({ kind: 'rows', sheet, start, maxRows, maxBytes })) as RowSlice;
          return { json: answer.json, count: answer.count };
        },
        passageSlice: async (start, maxCount, maxChars = Infinity) =>
          ((await pull({ kind: 'passages', start, maxCount, maxChars })) as { items: ExtractedPassage[] }).items,
        close: () => {
          if (ended) return;
          port.postMessage({ close: true });
          end(new ExtractionError('Closed.'), false);
        },
      });
    };
    port.on('message', handle);
    // The task's end can overtake its last messages (they come on another port): those are read first.
    const drain = () => {
      for (let next = receiveMessageOnPort(port); next && !ended; next = receiveMessageOnPort(port))
        handle(next.message as ExtractionReply | PullAnswer);
    };

    // Only a buffer the bytes fill alone is moved: a small Buffer is a view of a pool other Buffers share.
    const owned =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
        ? bytes
        : bytes.slice();
    const input: ExtractionTask = { kind, bytes: owned, name, limits: extract, port: port2 };
    const task = run(WORKER, input, { signal: stop.signal, transferList: [port2, owned.buffer as ArrayBuffer] });
    task.then(
      () => {
        drain();
        end(new ExtractionError('The file could not be read; the reader stopped before it finished.'), false);
      },
      (error: { code?: string; name?: string }) =>
        end(
          error?.name === 'WorkStopped' || error?.name === 'AbortError'
            ? (ended ?? new ExtractionError('Stopped.'))
            : new ExtractionError(
                error?.code === 'ERR_WORKER_OUT_OF_MEMORY'
                  ? 'Reading the file needed more memory than allowed; it may be too large or malformed.'
                  : 'The file could not be read; the reader stopped before it finished.',
              ),
          false,
        ),
    );
  });
}

/** The whole result at once (small files, tests): startExtraction with every slice pulled. */
export async function extractIsolated(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: IsolationLimits = DEFAULT_ISOLATION,
  extract: ExtractLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<ExtractedDocument> {
  const extraction = await startExtraction(kind, bytes, name, limits, extract, signal);
  try {
    const { outline } = extraction;
    const sheets = [];
    for (const [i, sheet] of outline.sheets.entries()) {
      const rows: Cell[][] = [];
      while (rows.length < sheet.rowCount) {
        const slice = await extraction.rowSlice(i, rows.length, sheet.rowCount - rows.length);
        for (const row of JSON.parse(slice.json) as Cell[][]) rows.push(row);
      }
      sheets.push({ name: sheet.name, fields: sheet.fields, rows });
    }
    const passages: ExtractedPassage[] = [];
    while (passages.length < outline.passageCount)
      for (const passage of await extraction.passageSlice(passages.length, outline.passageCount - passages.length))
        passages.push(passage);
    return { metadata: outline.metadata, sheets, passages };
  } finally {
    extraction.close();
  }
}
