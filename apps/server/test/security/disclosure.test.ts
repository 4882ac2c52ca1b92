import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import { loadConfig } from '../../src/config/env';
import { buildApp, type BuiltApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { TestSocket } from '../../src/modules/realtime/test-socket';
import { PG_HOST, PG_PORT, reachable } from '../../src/modules/connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, pgAdmin } from '../../src/modules/connectors/sql-write/testing';
import { createTestDatabase, TestClient } from '../helpers';

/*
 * Security checks 27, 28 and 30 (docs/security.md): 27 (canary secrets in connector credentials and provider keys never reach an API
 * response, a WebSocket frame or a log line, for a user or for staff), 28 (database, connector and
 * provider errors reach the user as clear messages without stack traces or SQL) and 30 (request size
 * limits). The log runs at trace level, its most verbose.
 */

const pgUp = await reachable(PG_HOST, PG_PORT);
const DB = `soe_disclosure_${process.pid}`;
const CANARIES = [
  'canary-pg-password-7f3a',
  'canary-connector-key-91bd',
  'sk-canary-provider-key-c0ffee',
  'canary-instance-secret-2a77',
];
const STACK_OR_SQL = /\n\s+at |\.ts:\d+|\.js:\d+|node_modules|SELECT\s|FROM\s+"|INSERT INTO|syntax error at or near/;

describe.skipIf(!pgUp)('disclosure', () => {
  let built: BuiltApp;
  let database: Database;
  let fake: OpenAiFake;
  let dataDir: string;
  let origin: string;
  let port: string;
  const lines: string[] = [];
  let crmUrl: string;

  beforeAll(async () => {
    crmUrl = await createCrmDatabase(DB);
    fake = await startOpenAiFake({ apiKey: 'sk-canary-provider-key-c0ffee' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-disclosure-'));
    database = await createTestDatabase();
    built = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'trace',
        SOE_SECRET_KEY: 'canary-instance-secret-2a77-0123456789abcdef',
        SOE_WEB_DIST: path.join(dataDir, 'none'),
        // The local PostgreSQL this test connects, listed as an operator would (Settings → Network access).
        SOE_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
        OPENAI_API_KEY: 'sk-canary-provider-key-c0ffee',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'gpt-4o-mini',
        REDIS_KEY_PREFIX: `soe-test:${path.basename(dataDir)}:`,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      }),
      { database, logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }) },
    );
    origin = await built.app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(origin).port;
  });
  afterAll(async () => {
    await built?.close();
    await database?.close();
    await fake?.close();
    await dropDatabase(DB);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps connector credentials and the provider key out of responses, socket frames and logs, for the user and for staff (security check 27, docs/security.md)', async () => {
    const staff = new TestClient(built.app);
    await staff.register('disclosure-staff'); // the first account: staff
    const user = new TestClient(built.app);
    const { id: userId } = await user.register('disclosure-user');
    expect(
      (await staff.put(`/api/admin/users/${userId}`, { subscriptionTier: 'pro', accessLevel: 'write' })).status,
    ).toBe(200);
    const bodies: string[] = [];
    const sockets = await Promise.all(
      [user, staff].map((c) => TestSocket.open(`ws://127.0.0.1:${port}/ws`, { origin, cookie: c.cookieHeader })),
    );
    for (const s of sockets) await s.waitForType('connection_established');

    // The password is in the URL (trust auth accepts it) and an API key beside it.
    const url = new URL(crmUrl);
    url.password = 'canary-pg-password-7f3a';
    const created = await user.post('/api/systems', {
      name: 'Canary CRM',
      type: 'crm',
      connectionDetails: { url: url.toString(), apiKey: 'canary-connector-key-91bd' },
    });
    expect(created.status, created.body).toBe(201);
    const systemId = created.json.id;
    const conversation = (await user.post('/api/conversations', { title: 'Canary' })).json.id;
    bodies.push(
      created.body,
      (await user.get('/api/systems')).body,
      (await user.post(`/api/systems/${systemId}/test`)).body,
      (await user.post(`/api/systems/${systemId}/refresh`)).body,
      (await user.get(`/api/systems/${systemId}/schema`)).body,
      (await user.put(`/api/systems/${systemId}`, { name: 'Canary CRM 2' })).body,
      (await user.post('/api/messages', { content: 'how many deals are there', conversationId: conversation })).body,
      (
        await user.post('/api/writes', {
          conversationId: conversation,
          systemId,
          operationId: 'update_record',
          input: { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Closed Won' } },
        })
      ).body,
      // A failing connection: the driver's reason, never the URL's password.
      (
        await user.post('/api/systems', {
          name: 'Bad',
          type: 'crm',
          connectionDetails: { url: url.toString().replace(`/${DB}`, '/no_such_db_canary') },
        })
      ).body,
      // The model answers through the provider whose key is a canary.
      (await user.post('/api/llm-providers/openai/activate')).body,
      (await user.get('/api/llm-providers')).body,
    );
    fake.script([{ toolCalls: [{ name: 'describe_system', args: { systemId } }] }, { text: 'Described.' }]);
    bodies.push(
      (await user.post('/api/messages', { content: 'describe my CRM', conversationId: conversation, mode: 'both' }))
        .body,
    );
    // What staff see: users, audit, team, provider settings.
    for (const route of [
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/audit?limit=200',
      '/api/team',
      '/api/admin/llm-providers',
      '/api/llm-providers/active',
    ]) {
      const res = await staff.get(route);
      expect(res.status, route).toBe(200);
      bodies.push(res.body);
    }
    // The model request really carried the key (so the canary was live), and the answer arrived over the socket.
    expect(fake.modelRequests().at(-1)?.headers.authorization).toContain('sk-canary-provider-key-c0ffee');
    await sockets[0]!.waitFor(
      (f) => f.type === 'message_updated' && f.payload.message.content === 'Described.',
      15_000,
    );
    for (const s of sockets) s.close();

    const frames = JSON.stringify(sockets.map((s) => s.frames));
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(1000);
    expect(frames).toContain('Described.');
    for (const canary of CANARIES) {
      expect(bodies.join('\n'), `${canary} in a response`).not.toContain(canary);
      expect(frames, `${canary} in a socket frame`).not.toContain(canary);
      expect(log, `${canary} in the log`).not.toContain(canary);
    }
    // Stored sealed, not in clear.
    const [row] = await built.ctx.database.db.select().from(schema.systems).where(eq(schema.systems.id, systemId));
    expect(JSON.stringify(row)).not.toContain('canary-pg-password-7f3a');
  });

  it('database, connector and provider errors reach the user as clear messages, without stack or SQL (security check 28, docs/security.md)', async () => {
    const user = new TestClient(built.app);
    const { id } = await user.register('errors-user');
    await built.ctx.database.db
      .update(schema.user)
      .set({ subscriptionTier: 'pro', accessLevel: 'write' })
      .where(eq(schema.user.id, id));
    const dbName = `${DB}_errors`;
    const url = await createCrmDatabase(dbName);
    try {
      const created = await user.post('/api/systems', { name: 'Shaky CRM', type: 'crm', connectionDetails: { url } });
      expect(created.status, created.body).toBe(201);
      const conversation = (await user.post('/api/conversations', { title: 'Errors' })).json.id;
      // The table vanishes after discovery: the query fails inside the database.
      const admin = await pgAdmin(dbName);
      await admin.query('DROP TABLE crm.invoices CASCADE');
      await admin.end();
      const messages: string[] = [];
      const asked = await user.post('/api/messages', {
        content: 'total invoice amount by status',
        conversationId: conversation,
        systemIds: [created.json.id],
      });
      expect(asked.status, asked.body).toBe(200);
      messages.push(asked.json.assistantMessage.content);
      // A connector that cannot connect, and a write against a table that is gone.
      messages.push(
        (
          await user.post('/api/systems', {
            name: 'Nowhere',
            type: 'crm',
            connectionDetails: { url: url.replace(/:\d+\//, ':9/') },
          })
        ).json.message,
      );
      const write = await user.post('/api/writes', {
        conversationId: conversation,
        systemId: created.json.id,
        operationId: 'update_record',
        input: { entity: 'crm.invoices', key: { id: 1 }, values: { status: 'paid' } },
      });
      expect(write.status).toBeLessThan(500);
      messages.push(write.body);
      // A provider refusing with a body full of internals.
      expect((await user.post('/api/llm-providers/openai/activate')).status).toBe(200);
      fake.script([
        {
          status: 400,
          message:
            'Traceback: at handler (/srv/model/app.js:12:3) SELECT * FROM "keys" WHERE key = \'sk-canary-provider-key-c0ffee\'',
        },
      ]);
      const provider = await user.post('/api/messages', {
        content: 'hello',
        conversationId: conversation,
        mode: 'external',
      });
      expect(provider.status).toBeLessThan(500);
      messages.push(provider.body);
      for (const message of messages) {
        expect(message.length, message).toBeGreaterThan(10);
        expect(message, message).not.toMatch(STACK_OR_SQL);
        expect(message).not.toContain('sk-canary-provider-key-c0ffee');
      }
    } finally {
      await dropDatabase(dbName);
    }
  });

  it('holds the request size limits: a JSON body over 1 MB gets 413 with a message (security check 30, docs/security.md)', async () => {
    const user = new TestClient(built.app);
    await user.register('limits-user');
    const conversation = (await user.post('/api/conversations', { title: 'Limits' })).json.id;
    const huge = await user.post('/api/messages', { content: 'x'.repeat(1_100_000), conversationId: conversation });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/too large/);
    const long = await user.post('/api/messages', { content: 'x'.repeat(4_001), conversationId: conversation });
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/4000 characters at most/);
    const many = await user.post('/api/messages', {
      content: 'hi',
      conversationId: conversation,
      systemIds: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(400);
    expect((await user.get(`/api/conversations/${conversation}/messages`)).json).toEqual([]);
  });
});
