import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportProgressTo, withProgress, type QueryProgress } from './query-progress';

describe('long-query progress', () => {
  afterEach(() => vi.useRealTimers());

  it('says nothing for a query under 2 s, then once a second, and ends with null', async () => {
    vi.useFakeTimers();
    const seen: Array<QueryProgress | null> = [];
    let finish!: () => void;
    const answer = reportProgressTo(
      (p) => seen.push(p),
      () => withProgress('Chinook', () => new Promise<string>((r) => (finish = () => r('done')))),
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(2001);
    expect(seen).toEqual([
      { system: 'Chinook', seconds: 2 },
      { system: 'Chinook', seconds: 3 },
      { system: 'Chinook', seconds: 4 },
    ]);
    finish();
    await expect(answer).resolves.toBe('done');
    expect(seen.at(-1)).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toHaveLength(4);
  });

  it('a quick query reports nothing, and a query outside an answer runs as it is', async () => {
    const seen: Array<QueryProgress | null> = [];
    await reportProgressTo(
      (p) => seen.push(p),
      () => withProgress('Chinook', async () => 1),
    );
    expect(seen).toEqual([]);
    await expect(withProgress('Chinook', async () => 2)).resolves.toBe(2);
  });
});
