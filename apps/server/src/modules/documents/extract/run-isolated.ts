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
  type SheetField,
} from './types';

export interface IsolationLimits {
  timeoutMs: number;
  /** V8 heap of the child; past it the child dies, not the server. */
  maxMemoryMb: number;
}

export const DEFAULT_ISOLATION: IsolationLimits = { timeoutMs: 60_000, maxMemoryMb: 1024 };

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
// The server's TypeScript runs through tsx; the child needs the same loader.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** Longest one chunk may take to arrive once the file is read (the child only slices what it holds). */
const PULL_TIMEOUT_MS = 30_000;

/** What an extraction found, without its rows and passages (those are pulled). */
export interface ExtractionOutline {
  metadata: Record<string, number>;
  sheets: Array<{ name: string; fields: SheetField[]; rowCount: number }>;
  passageCount: number;
}

/** The child's first answer. */
export type ChildReply = { ok: true; outline: ExtractionOutline } | { ok: false; reason: string };
/** The server asking the child for a chunk. */
type PullRequest =
  { kind: 'rows'; sheet: number; start: number; count: number } | { kind: 'passages'; start: number; count: number };
export type Pull = { id: number } & PullRequest;
type Chunk = { id: number; chunk: unknown[] };

/** A finished extraction held by its child process: the outline now, rows and passages a chunk at a time. */
export interface Extraction {
  outline: ExtractionOutline;
  rows(sheet: number, start: number, count: number): Promise<Cell[][]>;
  passages(start: number, count: number): Promise<ExtractedPassage[]>;
  /** Ends the child; pulls after this fail. */
  close(): void;
}

/**
 * Extracts a document in a fresh child process with a heap cap and a deadline.
 * The result stays in the child until closed: the caller pulls it in chunks,
 * so the server's memory per job is one chunk, not the file.
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
      { resolve: (chunk: unknown[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
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

    const pull = (request: PullRequest): Promise<unknown[]> =>
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
        child.send({ ...request, id } as Pull);
      });

    child.on('message', (message: ChildReply | Chunk) => {
      if ('id' in message) {
        const waiting = pending.get(message.id);
        if (!waiting) return;
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.resolve(message.chunk);
        return;
      }
      if (!message.ok) return end(new ExtractionError(message.reason));
      // Read within the deadline; from here on each pull has its own.
      clearTimeout(timer);
      started = true;
      resolve({
        outline: message.outline,
        rows: (sheet, start, count) => pull({ kind: 'rows', sheet, start, count }) as Promise<Cell[][]>,
        passages: (start, count) => pull({ kind: 'passages', start, count }) as Promise<ExtractedPassage[]>,
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
    child.send({ kind, bytes, name, limits: extract });
  });
}

/** The whole result at once (small files, tests): startExtraction with every chunk pulled. */
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
    for (const [i, sheet] of outline.sheets.entries())
      sheets.push({ name: sheet.name, fields: sheet.fields, rows: await extraction.rows(i, 0, sheet.rowCount) });
    return { metadata: outline.metadata, sheets, passages: await extraction.passages(0, outline.passageCount) };
  } finally {
    extraction.close();
  }
}
