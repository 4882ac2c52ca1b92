import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connectors/connector';
import { FairQueue, FairQueues, QueueWaitExceeded } from './fair-queue';
import { SourceRunner } from './source-runner';

/**
 * Queries the test finishes by hand: `started` is the order the queue started them in, and `finishNext`
 * ends the query that has run longest, as a pool would free a connection.
 */
function harness(queue: FairQueue) {
  const started: string[] = [];
  const running: Array<() => void> = [];
  const runs: Promise<string>[] = [];
  return {
    started,
    runs,
    ask(user: string, name: string, options: { maxWaitMs: number; signal?: AbortSignal } = WAIT) {
      const run = queue.run(
        user,
        () =>
          new Promise<string>((resolve) => {
            started.push(name);
            running.push(() => resolve(name));
          }),
        options,
      );
      runs.push(run);
      return run;
    },
    async finishNext() {
      running.shift()?.();
      await tick();
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));
const WAIT = { maxWaitMs: 10_000 };

describe('FairQueue', () => {
  it('serves users in turn: one user asking 20 questions cannot starve another user with one', async () => {
    const queue = new FairQueue(1);
    const h = harness(queue);
    // Alice fires 20 queries first; Bob asks one a moment later, Carol one after him.
    for (let i = 0; i < 20; i++) void h.ask('alice', `alice-${i}`);
    void h.ask('bob', 'bob-0');
    void h.ask('carol', 'carol-0');
    await tick();
    expect(h.started).toEqual(['alice-0']);
    expect(queue.stats).toEqual({ running: 1, waiting: 21, limit: 1 });
    for (let n = 0; n < 22; n++) await h.finishNext();
    await Promise.all(h.runs);
    // Alice's first was running; Bob and Carol wait for one more of hers at most, not for all 19.
    expect(h.started.slice(0, 4)).toEqual(['alice-0', 'alice-1', 'bob-0', 'carol-0']);
    expect(h.started.slice(4)).toEqual(Array.from({ length: 18 }, (_, i) => `alice-${i + 2}`));
    expect(queue.stats).toEqual({ running: 0, waiting: 0, limit: 1 });
  });

  it('alternates between two busy users, each in the order they asked', async () => {
    const queue = new FairQueue(2);
    const h = harness(queue);
    for (const name of ['a0', 'a1', 'a2', 'a3']) void h.ask('a', name);
    for (const name of ['b0', 'b1', 'b2']) void h.ask('b', name);
    await tick();
    expect(h.started).toEqual(['a0', 'a1']);
    for (let n = 0; n < 7; n++) await h.finishNext();
    await Promise.all(h.runs);
    expect(h.started).toEqual(['a0', 'a1', 'a2', 'b0', 'a3', 'b1', 'b2']);
  });

  it('a user who comes back after being served goes behind the users already waiting', async () => {
    const queue = new FairQueue(1);
    const h = harness(queue);
    void h.ask('a', 'a0');
    void h.ask('b', 'b0');
    void h.ask('c', 'c0');
    await tick();
    await h.finishNext(); // a0 done: b0 runs
    void h.ask('a', 'a1');
    for (let n = 0; n < 3; n++) await h.finishNext();
    await Promise.all(h.runs);
    expect(h.started).toEqual(['a0', 'b0', 'c0', 'a1']);
  });

  it('ends a wait past the bound with QueueWaitExceeded, and the others still run', async () => {
    const queue = new FairQueue(1);
    const h = harness(queue);
    const running = h.ask('a', 'first');
    const late = queue.run('b', async () => 'never', { maxWaitMs: 30 });
    await expect(late).rejects.toBeInstanceOf(QueueWaitExceeded);
    expect(queue.stats).toEqual({ running: 1, waiting: 0, limit: 1 });
    await h.finishNext();
    await expect(running).resolves.toBe('first');
    await expect(queue.run('b', async () => 'now', WAIT)).resolves.toBe('now');
  });

  it('leaves the queue when the caller aborts, without taking a slot', async () => {
    const queue = new FairQueue(1);
    const h = harness(queue);
    const running = h.ask('a', 'first');
    const controller = new AbortController();
    const waiting = queue.run('b', async () => 'never', { ...WAIT, signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.stats.waiting).toBe(0);
    await h.finishNext();
    await running;
    expect(queue.stats.running).toBe(0);
  });

  it('a larger limit starts waiting queries at once; a failing query frees its slot', async () => {
    const queue = new FairQueue(1);
    const h = harness(queue);
    void h.ask('u1', 'a');
    void h.ask('u2', 'b');
    await tick();
    expect(h.started).toEqual(['a']);
    queue.setLimit(2);
    await tick();
    expect(h.started).toEqual(['a', 'b']);
    await h.finishNext();
    await h.finishNext();
    await Promise.all(h.runs);
    await expect(
      queue.run(
        'u1',
        async () => {
          throw new Error('boom');
        },
        WAIT,
      ),
    ).rejects.toThrow('boom');
    expect(queue.stats.running).toBe(0);
  });

  it('FairQueues keeps one queue per system and resizes it to the pool', () => {
    const queues = new FairQueues();
    const q = queues.for(1, 3);
    expect(queues.for(1, 3)).toBe(q);
    expect(queues.for(1, 5).stats.limit).toBe(5);
    expect(queues.for(2, 3)).not.toBe(q);
  });
});

describe('SourceRunner: the fair queue in front of a SQL system', () => {
  const system = {
    id: 7,
    name: 'Chinook',
    connector: 'postgres',
    statementTimeoutMs: 2500,
    poolSize: 1,
    cacheSeconds: null,
    cacheClearedAt: null,
    discoveredAt: '2026-01-01T00:00:00.000Z',
  };
  const spec = { from: { entity: 'orders', alias: 'o' }, select: [] };
  const result = { columns: [], rows: [], truncated: false, elapsedMs: 0 };

  it('runs under the system’s own timeout, and a wait past the bound says the system is busy', async () => {
    const runner = new SourceRunner({ timeoutMs: 10_000, poolSize: 10, poolWaitMs: 30 });
    let release!: () => void;
    const timeouts: number[] = [];
    const first = runner.run(system, 1, spec, undefined, (timeoutMs) => {
      timeouts.push(timeoutMs);
      return new Promise((r) => (release = () => r(result)));
    });
    const second = runner.run(system, 2, spec, undefined, async () => result);
    await expect(second).rejects.toThrow(
      /^Chinook is busy answering other questions: yours waited 0 s for a free connection\. Try again in a moment\.$/,
    );
    await expect(second).rejects.toBeInstanceOf(ConnectorError);
    release();
    await expect(first).resolves.toEqual({ ...result, readAt: expect.any(String) });
    expect(timeouts).toEqual([2500]);
  });

  it('systems without a pool (API connectors) are not queued', async () => {
    const runner = new SourceRunner({ timeoutMs: 10_000, poolSize: 1, poolWaitMs: 30 });
    const api = { ...system, connector: 'hubspot', poolSize: null, statementTimeoutMs: null };
    let release!: () => void;
    const first = runner.run(api, 1, spec, undefined, () => new Promise((r) => (release = () => r(result))));
    await expect(runner.run(api, 2, spec, undefined, async () => result)).resolves.toEqual({
      ...result,
      readAt: expect.any(String),
    });
    release();
    await first;
  });
});
