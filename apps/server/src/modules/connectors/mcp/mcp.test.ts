import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { ConnectorError, type ConnectorContext, type ConnectorSession } from '../connector';
import { createGuardedAgent, guardedFetch } from '../net';
import { resolveConnector } from '../registry';
import { mcpConnector } from './connector';
import { startEverythingServer, type EverythingServer } from './testing/everything-server.mjs';

const guard = { blockPrivate: false };
const agent = createGuardedAgent(guard);
const context: ConnectorContext = {
  fetch: (url, init) => guardedFetch(url, init, { ...guard, agent, maxRedirects: 3 }),
};
const invokeRead = { timeoutMs: 10_000, allowWrite: false };

/** True when something accepts TCP connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

describe('MCP connector against the real @modelcontextprotocol/server-everything', () => {
  let server: EverythingServer;
  let session: ConnectorSession;

  beforeAll(async () => {
    server = await startEverythingServer();
    session = await mcpConnector.open({ url: server.url, connector: 'mcp' }, context);
  }, 30_000);
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('runs the reference server on loopback only', async () => {
    expect(await accepts('127.0.0.1', server.port)).toBe(true);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (external) expect(await accepts(external.address, server.port)).toBe(false);
  });

  it('is chosen for an http(s) URL ending in /mcp, or by id', () => {
    expect(resolveConnector({ url: 'https://tools.example.com/mcp' }).id).toBe('mcp');
    expect(resolveConnector({ url: 'http://127.0.0.1:9/anything', connector: 'mcp' }).id).toBe('mcp');
  });

  it('connects (initialize) and lists tools with read/write from their annotations, and the listed resources', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    const schema = await session.discover();
    expect(schema.entities).toEqual([]);
    const ops = Object.fromEntries((schema.operations ?? []).map((o) => [o.id, o]));
    expect(ops.echo).toMatchObject({ kind: 'read', title: 'Echo Tool', description: 'Echoes back the input string' });
    expect(ops.echo!.inputSchema).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    expect(ops['get-sum']).toMatchObject({ kind: 'read' });
    // readOnlyHint false: a write.
    expect(ops['toggle-simulated-logging']).toMatchObject({ kind: 'write' });
    expect(ops['gzip-file-as-resource']).toMatchObject({ kind: 'write' });
    const resources = (schema.operations ?? []).filter((o) => o.id.startsWith('resource:'));
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((r) => r.kind === 'read')).toBe(true);
    expect(session.operations()).toEqual(schema.operations);
  });

  it('calls read tools and returns their text', async () => {
    expect((await session.invoke!('echo', { message: 'hello SOE' }, invokeRead)).text).toBe('Echo: hello SOE');
    expect((await session.invoke!('get-sum', { a: 19, b: 23 }, invokeRead)).text).toBe('The sum of 19 and 23 is 42.');
    const weather = await session.invoke!('get-structured-content', { location: 'Chicago' }, invokeRead);
    expect(JSON.parse(weather.text)).toEqual({ temperature: 36, conditions: 'Light rain / drizzle', humidity: 82 });
    expect(weather.isError).toBeUndefined();
  });

  it('passes a tool’s own failure through as isError', async () => {
    // The reference server reports invalid arguments as a tool result with isError, not as a protocol error.
    const result = await session.invoke!('get-sum', { a: 'not a number', b: 1 }, invokeRead);
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/Invalid arguments for tool get-sum/);
  });

  it('refuses a tool not marked read-only without write access, and runs it with write access', async () => {
    const refused = await session.invoke!('toggle-simulated-logging', {}, invokeRead).catch((e) => e);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect(refused.code).toBe('forbidden');
    expect(refused.message).toMatch(/counts as a write; it needs write access/);
    const ran = await session.invoke!('toggle-simulated-logging', {}, { ...invokeRead, allowWrite: true });
    expect(ran.text).toMatch(/Started simulated, random-leveled logging/);
    await session.invoke!('toggle-simulated-logging', {}, { ...invokeRead, allowWrite: true });
  });

  it('reads a listed resource', async () => {
    const resource = session.operations().find((o) => o.id.startsWith('resource:'))!;
    const result = await session.invoke!(resource.id, {}, invokeRead);
    expect(result.text.length).toBeGreaterThan(10);
  });

  it('an unknown tool, a wrong endpoint and a refused address fail with clear reasons', async () => {
    expect(await session.invoke!('no-such-tool', {}, invokeRead).catch((e: Error) => e.message)).toMatch(
      /has no tool "no-such-tool"/,
    );
    const wrongPath = await mcpConnector.open({ url: server.url.replace('/mcp', '/nothing') }, context);
    expect(await wrongPath.test()).toEqual({
      status: 'error',
      message: expect.stringMatching(/no MCP endpoint at this URL .* \(404\)/),
    });
    await wrongPath.close();
    const metadata = await mcpConnector.open({ url: 'http://169.254.169.254/mcp' }, context);
    expect((await metadata.test()).message).toMatch(/not allowed/i);
    await metadata.close();
  });

  describe('through POST /api/systems', () => {
    let t: TestApp;
    let owner: TestClient;
    let free: TestClient;
    beforeAll(async () => {
      t = await createTestApp();
      owner = new TestClient(t.app);
      await owner.register('mcp-owner'); // the first account: staff_admin, which includes custom integrations
      free = new TestClient(t.app);
      await free.register('mcp-free');
    }, 60_000);
    afterAll(async () => {
      await t?.destroy();
    });

    it('connects the reference server, stores its tools with read/write kinds, and refuses it on the free plan', async () => {
      const body = {
        name: 'Everything',
        type: 'custom',
        connectionDetails: { url: server.url, connector: 'mcp', apiKey: 'mcp-canary-key-31' },
      };
      const refused = await free.post('/api/systems', body);
      expect(refused.status).toBe(402);
      expect(refused.json.message).toBe(
        'Custom API connections (OpenAPI and MCP) need the Enterprise plan. Upgrade your plan to connect them.',
      );

      const res = await owner.post('/api/systems', body);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({
        name: 'Everything',
        type: 'custom',
        status: 'connected',
        connectionDetails: { connector: 'mcp', hasApiKey: true },
      });
      const schema = (await owner.get(`/api/systems/${res.json.id}/schema`)).json;
      const kinds = Object.fromEntries(schema.operations.map((o: { id: string; kind: string }) => [o.id, o.kind]));
      expect(kinds).toMatchObject({ echo: 'read', 'get-sum': 'read', 'toggle-simulated-logging': 'write' });
      expect(JSON.stringify([res.json, schema, (await owner.get('/api/systems')).json])).not.toContain(
        'mcp-canary-key-31',
      );
      expect((await owner.post(`/api/systems/${res.json.id}/test`)).json.status).toBe('connected');
      expect((await owner.post(`/api/systems/${res.json.id}/refresh`)).json.status).toBe('connected');
      // Another user's id is a 404, like a missing one.
      expect((await free.get(`/api/systems/${res.json.id}/schema`)).status).toBe(404);
      expect((await owner.delete(`/api/systems/${res.json.id}`)).status).toBe(204);
    });
  });
});
