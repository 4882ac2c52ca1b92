import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { loopbackContext } from '../api/testing';
import { mcpConnector } from './connector';
import { startEverythingServer, type EverythingServer } from './testing/everything-server.mjs';
import { startMemoryServer, type MemoryServer } from './testing/memory-server.mjs';
import { toolKind } from './tools';

/**
 * MCP servers in SOE Local (no language model), against two official servers
 * from npm: server-everything over Streamable HTTP and server-memory (stdio,
 * bridged to HTTP on loopback). A read tool named in the question runs with
 * inputs read from it; resources are listed; anything else says a language
 * model is needed and lists what the server offers.
 */

describe('MCP tools answered by SOE Local', () => {
  let everything: EverythingServer;
  let memory: MemoryServer;
  let t: TestApp;
  let owner: TestClient;
  const ids: Record<string, number> = {};

  const ask = async (prompt: string, system: string) => {
    const res = await owner.post('/api/ask', { prompt, systemIds: [ids[system]!] });
    expect(res.status, res.body).toBe(200);
    return res.json as { response: string; systemSources: string[] };
  };

  beforeAll(async () => {
    [everything, memory] = await Promise.all([startEverythingServer(), startMemoryServer()]);
    // Something in the knowledge graph to read back (a write, run here directly as set-up).
    const session = await mcpConnector.open({ url: memory.url, connector: 'mcp' }, loopbackContext());
    await session.invoke!(
      'create_entities',
      { entities: [{ name: 'Acme Corp', entityType: 'customer', observations: ['Prefers invoices by e-mail'] }] },
      { timeoutMs: 10_000, allowWrite: true },
    );
    await session.close();
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('mcp-local-owner'); // the first account: staff_admin, custom integrations included
    for (const [name, url] of [
      ['Everything', everything.url],
      ['Memory', memory.url],
    ] as const) {
      const res = await owner.post('/api/systems', {
        name,
        type: 'custom',
        connectionDetails: { url, connector: 'mcp' },
      });
      expect(res.status, res.body).toBe(201);
      ids[name] = res.json.id;
    }
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await Promise.all([everything?.close(), memory?.close()]);
  });

  it('annotations decide read or write; an unannotated tool is a read only when its name says so', async () => {
    expect(toolKind({ name: 'read_graph', inputSchema: {}, annotations: { readOnlyHint: true } })).toBe('read');
    expect(toolKind({ name: 'get_thing', inputSchema: {}, annotations: { readOnlyHint: false } })).toBe('write');
    expect(toolKind({ name: 'list_files', inputSchema: {}, annotations: { destructiveHint: true } })).toBe('write');
    expect(toolKind({ name: 'searchNodes', inputSchema: {} })).toBe('read');
    expect(toolKind({ name: 'get-weather', inputSchema: {} })).toBe('read');
    expect(toolKind({ name: 'send_email', inputSchema: {} })).toBe('write');
    const schema = (await owner.get(`/api/systems/${ids.Memory}/schema`)).json;
    const kinds = Object.fromEntries(schema.operations.map((o: { id: string; kind: string }) => [o.id, o.kind]));
    expect(kinds).toMatchObject({
      read_graph: 'read',
      search_nodes: 'read',
      open_nodes: 'read',
      create_entities: 'write',
      delete_entities: 'write',
    });
  });

  it('runs a read tool the question names, with its inputs from the question', async () => {
    const echo = await ask('Echo hello SOE', 'Everything');
    expect(echo.response).toContain('Echo: hello SOE');
    expect(echo.systemSources).toEqual(['Everything']);
    expect((await ask('What does get-sum give for 19 and 23?', 'Everything')).response).toContain(
      'The sum of 19 and 23 is 42.',
    );
    expect((await ask('Search nodes for Acme', 'Memory')).response).toMatch(
      /Acme Corp[\s\S]*Prefers invoices by e-mail/,
    );
    expect((await ask('read graph', 'Memory')).response).toContain('Acme Corp');
  });

  it('lists and shows resources', async () => {
    const listed = (await ask('List the resources', 'Everything')).response;
    expect(listed).toMatch(/^Resources:\n- /);
    expect(listed).toContain('architecture.md (demo://resource/static/document/architecture.md) — Everything');
    const shown = (await ask('Show the resource architecture.md', 'Everything')).response;
    expect(shown).toMatch(/^architecture\.md \(Everything\) answered:\n\n```\n# Everything Server – Architecture/);
  });

  it('a tool that may change data, named with its inputs, becomes a card to confirm; it runs only once confirmed', async () => {
    const answer = (await ask('toggle-simulated-logging now', 'Everything')).response;
    expect(answer).toMatch(
      /^"Toggle Simulated Logging" in Everything may change data, so it runs only once you confirm it:\n\n\[WRITE:\{"id":\d+\}\]$/,
    );
    const id = Number(/"id":(\d+)/.exec(answer)![1]);
    expect((await owner.get(`/api/writes/${id}`)).json).toMatchObject({
      operationId: 'toggle-simulated-logging',
      status: 'proposed',
    });
    const done = await owner.post(`/api/writes/${id}/confirm`);
    expect(done.json).toMatchObject({
      status: 'done',
      result: expect.stringMatching(/simulated, random-leveled logging/),
    });
  });

  it('asks for missing inputs, and otherwise says a model is needed with what is offered', async () => {
    expect((await ask('get-sum please', 'Everything')).response).toMatch(/needs a \(.*\), b/);
    const other = (await ask('Which customers bought the most last year?', 'Memory')).response;
    expect(other).toMatch(/need a language model/);
    expect(other).toMatch(
      /\*\*Memory\*\* offers:\n- Read tools: read_graph, search_nodes, open_nodes\n- Tools that change data/,
    );
  });
});
