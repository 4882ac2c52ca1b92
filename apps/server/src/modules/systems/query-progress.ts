import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Progress of a long query, for the chat (issue 20: "Still running on <system> — 4 s"). The chat runs an answer
 * inside `reportProgressTo`; a system's read anywhere below it (SOE Local, a model's tool call, a follow-up) finds
 * the reporter here, so no provider has to pass a callback through each of its layers.
 */
export interface QueryProgress {
  system: string;
  seconds: number;
}
export type ProgressReporter = (progress: QueryProgress | null) => void;

const scope = new AsyncLocalStorage<ProgressReporter>();

/** A query shows progress once it has run this long, then once a second. */
export const PROGRESS_AFTER_MS = 2000;
const PROGRESS_EVERY_MS = 1000;

export function reportProgressTo<T>(reporter: ProgressReporter, fn: () => Promise<T>): Promise<T> {
  return scope.run(reporter, fn);
}

/** Runs one query, telling the answer's reporter (if any) while it runs past PROGRESS_AFTER_MS, and when it ends. */
export async function withProgress<T>(system: string, run: () => Promise<T>): Promise<T> {
  const report = scope.getStore();
  if (!report) return run();
  const started = Date.now();
  let shown = false;
  const tell = () => {
    shown = true;
    report({ system, seconds: Math.floor((Date.now() - started) / 1000) });
  };
  let timer: NodeJS.Timeout | undefined = setTimeout(() => {
    tell();
    timer = setInterval(tell, PROGRESS_EVERY_MS);
    timer.unref();
  }, PROGRESS_AFTER_MS);
  timer.unref();
  try {
    return await run();
  } finally {
    clearTimeout(timer);
    clearInterval(timer);
    if (shown) report(null);
  }
}
