import type { ChildProcess } from 'node:child_process';
import { sleep } from './support';

/** A phase's event-loop delay as loop-delay-reporter.mjs measured it in the child, in ms. */
export interface LoopDelayFigures {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  count: number;
}

export interface LoopDelay {
  /** Starts a new phase: the histogram forgets what it held. */
  reset(): void;
  /** The phase's figures so far. */
  read(): Promise<LoopDelayFigures>;
}

/** Talks to loop-delay-reporter.mjs in a SOE child started with `ipc: true` and `--import` of the reporter. */
export function loopDelayOf(child: ChildProcess): LoopDelay {
  let nextId = 1;
  return {
    reset: () => void child.send({ loopDelay: 'reset' }),
    async read() {
      // A loop held until now records that delay when its timer next fires.
      await sleep(50);
      const id = nextId++;
      return new Promise<LoopDelayFigures>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the loop-delay reporter did not answer')), 10_000);
        const on = (message: { loopDelay?: LoopDelayFigures & { id: number } }) => {
          if (message?.loopDelay?.id !== id) return;
          child.off('message', on);
          clearTimeout(timer);
          resolve(message.loopDelay);
        };
        child.on('message', on);
        child.send({ loopDelay: 'read', id });
      });
    },
  };
}
