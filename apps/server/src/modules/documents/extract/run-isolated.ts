import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentKind } from '../file-kind';
import { DEFAULT_LIMITS, ExtractionError, type ExtractedDocument, type ExtractLimits } from './types';

export interface IsolationLimits {
  timeoutMs: number;
  /** V8 heap of the child; past it the child dies, not the server. */
  maxMemoryMb: number;
}

export const DEFAULT_ISOLATION: IsolationLimits = { timeoutMs: 60_000, maxMemoryMb: 1024 };

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
// The server's TypeScript runs through tsx; the child needs the same loader.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

type Reply = { ok: true; result: ExtractedDocument } | { ok: false; reason: string };

/** Extracts a document in a fresh child process with a heap cap and a deadline. */
export function extractIsolated(
  kind: DocumentKind,
  bytes: Uint8Array,
  name: string,
  limits: IsolationLimits = DEFAULT_ISOLATION,
  extract: ExtractLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ExtractionError('Stopped.'));
    const child = fork(CHILD, [], {
      execArgv: ['--import', TSX, `--max-old-space-size=${limits.maxMemoryMb}`],
      // The child reads one file; it gets none of the server's settings or secrets.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      fn();
      if (child.exitCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(() => settle(() => reject(new ExtractionError(`Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} s; it may be too large or malformed.`))), limits.timeoutMs);
    const onAbort = () => settle(() => reject(new ExtractionError('Stopped.')));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (reply: Reply) => settle(() => (reply.ok ? resolve(reply.result) : reject(new ExtractionError(reply.reason)))));
    child.on('error', (error) => settle(() => reject(new ExtractionError(`The file could not be read (${error.message}).`))));
    child.on('exit', (code, signal) =>
      settle(() =>
        reject(
          new ExtractionError(
            // V8 aborts (SIGABRT, or code 134) when the heap cap is reached.
            signal === 'SIGABRT' || code === 134 ? 'Reading the file needed more memory than allowed; it may be too large or malformed.' : `The file could not be read (the reader stopped: ${signal ?? code}).`,
          ),
        ),
      ),
    );
    child.send({ kind, bytes, name, limits: extract });
  });
}
