import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work done between two turns of the event loop: long enough that giving the turn costs little
 * (a turn is tens of microseconds), short enough that another request waits at most this long.
 */
export const SLICE_MS = 8;

/**
 * A clock shared by the steps of one long piece of work (a wide schema's catalog, then its phrase
 * index…), so the time since the last turn carries over from one step to the next. Measured in
 * time rather than items: a table of 3 columns and one of 300 are not the same work.
 */
export class Pacer {
  private since = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** True when this slice has used its time: the caller then awaits pause(). */
  due(): boolean {
    return performance.now() - this.since >= this.sliceMs;
  }

  /** Gives other requests and timers the event loop, then starts a new slice. */
  async pause(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
  }

  /** pause() when the slice is spent; otherwise goes on at once. */
  async maybePause(): Promise<void> {
    if (this.due()) await this.pause();
  }
}

/**
 * Long work is written once, as a generator whose every `yield` is a point where it may stop for a
 * while; runAll runs it through in one go (the synchronous form), runInSlices gives the event loop
 * away whenever the slice is spent. Both run the same steps in the same order: the result is the same.
 */
export function runAll<T>(work: Generator<unknown, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs `work` to its end, a slice of time at a time (see runAll). */
export async function runInSlices<T>(work: Generator<unknown, T>, pacer = new Pacer()): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (pacer.due()) await pacer.pause();
  }
}
