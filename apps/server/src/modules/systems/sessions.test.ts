import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectorSession } from '../connectors/connector';
import { NetworkPolicy } from '../connectors/net/policy';
import * as registry from '../connectors/registry';
import { SessionCache, type SessionAccess } from './sessions';

const user: SessionAccess = { staff: false };
const staff: SessionAccess = { staff: true };

/** Sessions that record their opening and closing; the cache is under test, not a connector. */
function fakeConnectors(options: { failFor?: string } = {}) {
  const opened: string[] = [];
  const closed: string[] = [];
  vi.spyOn(registry, 'resolveConnector').mockImplementation(
    (details) =>
      ({
        open: async () => {
          opened.push(String(details.url));
          if (details.url === options.failFor) throw new Error('unreachable');
          return { close: async () => void closed.push(String(details.url)) } as unknown as ConnectorSession;
        },
      }) as unknown as ReturnType<typeof registry.resolveConnector>,
  );
  return { opened, closed };
}

/** A real network policy whose access list version the test moves, as saving Settings → Network access does. */
function policy() {
  let version = 0;
  const value = new NetworkPolicy({ own: [], accessList: async () => ({ entries: [], version: String(version) }) });
  return { policy: value, changeAccessList: () => void version++ };
}

describe('connector session cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reuses a session while the details, the rights and the network access list stay the same', async () => {
    const { opened, closed } = fakeConnectors();
    const { policy: p } = policy();
    const cache = new SessionCache(p);
    const one = await cache.get(1, { url: 'one' }, user);
    expect(await cache.get(1, { url: 'one' }, user)).toBe(one);
    expect(opened).toEqual(['one']);
    expect(closed).toEqual([]);
    await cache.closeAll();
  });

  it('closes and reopens a session when the network access list changes', async () => {
    const { opened, closed } = fakeConnectors();
    const { policy: p, changeAccessList } = policy();
    const cache = new SessionCache(p);
    const before = await cache.get(1, { url: 'one' }, user);
    changeAccessList();
    const after = await cache.get(1, { url: 'one' }, user);
    expect(after).not.toBe(before);
    expect(opened).toEqual(['one', 'one']);
    await vi.waitFor(() => expect(closed).toEqual(['one']));
    expect(cache.size).toBe(1);
    await cache.closeAll();
  });

  it("closes and reopens a session when the system's details or its owner's rights change", async () => {
    const { opened, closed } = fakeConnectors();
    const { policy: p } = policy();
    const cache = new SessionCache(p);
    await cache.get(1, { url: 'one' }, user);
    await cache.get(1, { url: 'one-changed' }, user);
    await vi.waitFor(() => expect(closed).toEqual(['one']));
    await cache.get(1, { url: 'one-changed' }, staff);
    await vi.waitFor(() => expect(closed).toEqual(['one', 'one-changed']));
    expect(opened).toEqual(['one', 'one-changed', 'one-changed']);
    await cache.closeAll();
    expect(closed).toEqual(['one', 'one-changed', 'one-changed']);
  });

  it('closes the least recently used session past the size bound', async () => {
    const { closed } = fakeConnectors();
    const { policy: p } = policy();
    const cache = new SessionCache(p, undefined, undefined, { max: 2, idleMs: 60_000 });
    await cache.get(1, { url: 'one' }, user);
    await cache.get(2, { url: 'two' }, user);
    await cache.get(1, { url: 'one' }, user); // 2 is now the least recently used
    await cache.get(3, { url: 'three' }, user);
    await vi.waitFor(() => expect(closed).toEqual(['two']));
    expect(cache.size).toBe(2);
    await cache.closeAll();
    expect(closed.sort()).toEqual(['one', 'three', 'two']);
    expect(cache.size).toBe(0);
  });

  it('closes a session nobody used for the idle time, once', async () => {
    const { closed } = fakeConnectors();
    const { policy: p } = policy();
    const cache = new SessionCache(p, undefined, undefined, { max: 10, idleMs: 30 });
    await cache.get(1, { url: 'idle' }, user);
    await vi.waitFor(() => expect(closed).toEqual(['idle']), { timeout: 2_000 });
    expect(cache.size).toBe(0);
    await cache.close(1);
    expect(closed).toEqual(['idle']);
  });

  it('keeps no failed open: the next question tries again', async () => {
    const { opened } = fakeConnectors({ failFor: 'down' });
    const { policy: p } = policy();
    const cache = new SessionCache(p);
    await expect(cache.get(1, { url: 'down' }, user)).rejects.toThrow('unreachable');
    await vi.waitFor(() => expect(cache.size).toBe(0));
    await expect(cache.get(1, { url: 'down' }, user)).rejects.toThrow('unreachable');
    expect(opened).toEqual(['down', 'down']);
  });

  it('closes a deleted system once, and closes nothing twice on closeAll', async () => {
    const { closed } = fakeConnectors();
    const { policy: p } = policy();
    const cache = new SessionCache(p);
    await cache.get(1, { url: 'one' }, user);
    await cache.get(2, { url: 'two' }, user);
    await cache.close(1);
    expect(closed).toEqual(['one']);
    await cache.closeAll();
    expect(closed).toEqual(['one', 'two']);
  });
});
