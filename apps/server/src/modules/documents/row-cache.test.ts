import { describe, expect, it } from 'vitest';
import { RowCache } from './tables';

const table = (cells: number) => async () => ({ rows: new Map([['t', [{ cells }]]]), cells });

describe('document row cache', () => {
  it('shares one load, keeps within its cell budget least recently used first, and keeps no failed load', async () => {
    const cache = new RowCache(100, 60_000);
    let loads = 0;
    const counted = (cells: number) => () => {
      loads++;
      return table(cells)();
    };
    const [a, b] = await Promise.all([cache.get('1:a', counted(40)), cache.get('1:a', counted(40))]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    await cache.get('2:a', counted(40));
    await cache.get('1:a', counted(40)); // 2:a is now the least recently used
    await cache.get('3:a', counted(40));
    expect(cache.cells).toBe(80);
    await cache.get('1:a', counted(40));
    expect(loads).toBe(3);
    await cache.get('2:a', counted(40));
    expect(loads).toBe(4);

    await expect(cache.get('4:a', () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await cache.get('4:a', counted(10));
    expect(loads).toBe(5);

    cache.dropPrefix('4:');
    await cache.get('4:a', counted(10));
    expect(loads).toBe(6);
  });

  it('drops a table nobody asked about for the idle time', async () => {
    const cache = new RowCache(100, 20);
    let loads = 0;
    const load = () => {
      loads++;
      return table(5)();
    };
    await cache.get('1:a', load);
    await new Promise((done) => setTimeout(done, 50));
    await cache.get('1:a', load);
    expect(loads).toBe(2);
  });
});
