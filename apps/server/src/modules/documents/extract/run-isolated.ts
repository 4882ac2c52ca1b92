import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentKind } from '../file-kind';
import {
  DEFAULT_LIMITS,
  ExtractionError,
  type Cell,
  type ExtractedDocument,
  type ExtractedPassage,
  type ExtractLimits,
} from './types';
import type { ExtractionInput, ExtractionOutline, ExtractionReply, Pull, PullAnswer, PullRequest } from './protocol';

export type { ExtractionOutline } from './protocol';

export interface IsolationLimits {
  timeoutMs: number;
  /** V8 heap of the child; past it the child dies, not the server. */
  maxMemoryMb: number;
}

export const DEFAULT_ISOLATION: IsolationLimits = { timeoutMs: 60_000, maxMemoryMb: 1024 };

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
// The server's TypeScript runs through tsx; the child needs the same loader.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** Longest one slice may take to arrive once the file is read (the child only slices what it holds). */
const PULL_TIMEOUT_MS = 30_000;

/** Rows of a sheet as the JSON text of an array of arrays (serialised in the child), and how many. */
export interface RowSlice {
  json: string;
  count: number;
}

/** A finished extraction held by its child process: the outline now, rows and passages a slice at a time. */
export interface Extraction {
  outline: ExtractionOutline;
  /** Rows from `start`: at most `maxRows`, and no more once the JSON reaches `maxBytes`. */
  rowSlice(sheet: number, start: number, maxRows: number, maxBytes?: number): Promise<RowSlice>;
  /** Passages from `start`: at most `maxCount`, and no more once their text reaches `maxChars` (always one). */
  passageSlice(start: number, maxCount: number, maxChars?: number): Promise<ExtractedPassage[]>;
  /** Ends the child; pulls after this fail. */
  close(): void;
}

/**
 * Extracts a document in a fresh child process with a heap cap and a deadline (ADR 011). The result stays
 * in the child until closed: the caller pulls it in slices, so the server's memory per job is one slice,
 * not the file, and the rows arrive as JSON text the server never parses. How many run at once, and for
 * whom, is the caller's business (the processor's FairSlots, ADR 037).
 */
export function startExtraction(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: IsolationLimits = DEFAULT_ISOLATION,
  extract: ExtractLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<Extraction> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ExtractionError('Stopped.'));
    const child = fork(CHILD, [], {
      execArgv: ['--import', TSX, `--max-old-space-size=${limits.maxMemoryMb}`],
      // The child reads one file; it gets none of the server's settings or secrets.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const pending = new Map<
      number,
      { resolve: (answer: PullAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
    >();
    let nextId = 1;
    let ended: ExtractionError | undefined;
    let started = false;
    const end = (error: ExtractionError) => {
      if (ended) return;
      ended = error;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
      for (const [, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(error);
      }
      pending.clear();
      if (!started) reject(error);
    };
    const timer = setTimeout(
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
        child.send({ ...request, id } satisfies Pull);
      });

    child.on('message', (message: ExtractionReply | PullAnswer) => {
      if ('id' in message) {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.resolve(message);
        return;
      }
      if (!message.ok) return end(new ExtractionError(message.reason));
      // Read within the deadline; from here on each pull has its own.
      clearTimeout(timer);
      started = true;
      resolve({
        outline: message.outline,
        rowSlice: async (sheet, start, maxRows, maxBytes = Infinity) => {
          const answer = (await pull({ kind: 'rows', sheet, start, maxRows, maxBytes })) as RowSlice;
          return { json: answer.json, count: answer.count };
        },
        passageSlice: async (start, maxCount, maxChars = Infinity) =>
          ((await pull({ kind: 'passages', start, maxCount, maxChars })) as { items: ExtractedPassage[] }).items,
        close: () => end(new ExtractionError('Closed.')),
      });
    });
    child.on('error', () => end(new ExtractionError('The file could not be read; please try again.')));
    child.on('exit', (code, exitSignal) =>
      end(
        new ExtractionError(
          // V8 aborts (SIGABRT, or code 134) when the heap cap is reached.
          exitSignal === 'SIGABRT' || code === 134
            ? 'Reading the file needed more memory than allowed; it may be too large or malformed.'
            : 'The file could not be read; the reader stopped before it finished.',
        ),
      ),
    );
    child.send({ kind, bytes, name, limits: extract } satisfies ExtractionInput);
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
