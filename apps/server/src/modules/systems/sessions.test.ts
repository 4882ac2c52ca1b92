import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectorSession } from '../connectors/connector';
import * as registry from '../connectors/registry';
import { SessionCache } from './sessions';

/** Sessions that record their closing; the cache's bounds are what is under test, not a connector. */
function fakeOpen() {
  const closed: string[] = [];
  vi.spyOn(registry, 'resolveConnector').mockImplementation(
    (details) =>
      ({
        open: async () => ({ close: async () => void closed.push(String(details.url)) }) as unknown as ConnectorSession,
      }) as unknown as ReturnType<typeof registry.resolveConnector>,
  );
  return closed;
}

describe('connector session cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reuses a session, closes it when the details change, and closes the least recently used past the cap', async () => {
    const closed = fakeOpen();
    const cache = new SessionCache({} as never, { max: 2, idleMs: 60_000 });
    const one = await cache.get(1, { url: 'one' });
    expect(await cache.get(1, { url: 'one' })).toBe(one);
    await cache.get(2, { url: 'two' });
    await cache.get(1, { url: 'one' }); // 2 is now the least recently used
    await cache.get(3, { url: 'three' });
    await vi.waitFor(() => expect(closed).toEqual(['two']));
    await cache.get(1, { url: 'one-changed' });
    await vi.waitFor(() => expect(closed).toEqual(['two', 'one']));
    await cache.closeAll();
    expect(closed.sort()).toEqual(['one', 'one-changed', 'three', 'two']);
    expect(cache.size).toBe(0);
  });

  it('closes a session nobody used for the idle time, once', async () => {
    const closed = fakeOpen();
    const cache = new SessionCache({} as never, { max: 10, idleMs: 30 });
    await cache.get(1, { url: 'idle' });
    await vi.waitFor(() => expect(closed).toEqual(['idle']), { timeout: 2_000 });
    await cache.close(1);
    expect(closed).toEqual(['idle']);
  });
});
