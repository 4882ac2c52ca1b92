import { describe, expect, it } from 'vitest';
import { FairSlots, WorkStopped } from './fair-slots';

/** A job that runs until released; records when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  return {
    work: async () => {
      log.push(name);
      await released;
      return name;
    },
    release: () => open(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('FairSlots', () => {
  it("a user's tenth job waits behind their own; another user's starts at the next free slot", async () => {
    const slots = new FairSlots(2, 1);
    const log: string[] = [];
    const a = Array.from({ length: 10 }, (_, i) => gate(log, `a${i}`));
    const runs = a.map((g) => slots.run('a', g.work));
    await turn();
    // One slot per user: a's second job waits although a slot is free.
    expect(log).toEqual(['a0']);
    const b = gate(log, 'b0');
    const bRun = slots.run('b', b.work);
    await turn();
    expect(log).toEqual(['a0', 'b0']);
    expect(slots.counts).toEqual({ waiting: 9, running: 2 });
    b.release();
    await bRun;
    a[0]!.release();
    await turn();
    expect(log).toEqual(['a0', 'b0', 'a1']);
    for (const g of a) g.release();
    expect(await Promise.all(runs)).toEqual(a.map((_, i) => `a${i}`));
    expect(slots.counts).toEqual({ waiting: 0, running: 0 });
  });

  it('serves waiting users in turn, not in the order their jobs were queued', async () => {
    const slots = new FairSlots(1, 1);
    const log: string[] = [];
    const first = gate(log, 'a0');
    const jobs = [slots.run('a', first.work)];
    const rest = ['a1', 'a2', 'b0', 'c0', 'b1'].map((name) => {
      const g = gate(log, name);
      jobs.push(slots.run(name[0]!, g.work));
      return g;
    });
    first.release();
    for (const g of rest) {
      await turn();
      g.release();
    }
    await Promise.all(jobs);
    expect(log).toEqual(['a0', 'a1', 'b0', 'c0', 'a2', 'b1']);
  });

  it('a job stopped while it waits leaves the queue and never runs', async () => {
    const slots = new FairSlots(1, 1);
    const log: string[] = [];
    const running = gate(log, 'a0');
    const first = slots.run('a', running.work);
    const stop = new AbortController();
    const waiting = slots.run('b', gate(log, 'b0').work, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toBeInstanceOf(WorkStopped);
    running.release();
    await first;
    expect(log).toEqual(['a0']);
    expect(slots.counts).toEqual({ waiting: 0, running: 0 });
    await expect(slots.run('c', async () => 'x', AbortSignal.abort())).rejects.toBeInstanceOf(WorkStopped);
  });
});
