import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { buildApp } from '../src/app';
import { eq } from 'drizzle-orm';
import { startOpenAiFake } from '@soe/fakes/openai';
import * as schema from '../src/db/schema';
import { TestSocket } from '../src/modules/realtime/test-socket';
import { createTestDatabase, TestClient } from './helpers';

/**
 * Security check 27 (docs/security.md): canary secrets in connection credentials never appear in an
 * API response or a log line, even with logging at its most verbose.
 */
describe('secrets never leak', async () => {
  const PG = 'postgresql://postgres@127.0.0.1:5432/postgres';
  const reachable = await new pg.Client({ connectionString: PG, connectionTimeoutMillis: 1500 })
    .connect()
    .then(() => true)
    .catch(() => false);
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-secrets-'));
  const database = await createTestDatabase();
  const built = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      SOE_SECRET_KEY: 'canary-instance-secret-0123456789abcdef',
      SOE_WEB_DIST: path.join(dataDir, 'none'),
    }),
    {
      database,
      logStream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  );
  afterAll(async () => {
    await built.close();
    await database.close();
  });

  it.runIf(reachable)('keeps connection passwords and keys out of responses and logs', async () => {
    const c = new TestClient(built.app);
    await c.register('canary-user', 'canary-login-password');
    const bodies: string[] = [];
    const url = 'postgresql://postgres:canary-db-password@127.0.0.1:5432/postgres';
    const created = await c.post('/api/systems', {
      name: 'Canary',
      type: 'analytics',
      connectionDetails: { url, apiKey: 'canary-api-key' },
    });
    bodies.push(created.body);
    expect(created.status).toBe(201);
    for (const r of [
      await c.get('/api/systems'),
      await c.post(`/api/systems/${created.json.id}/test`),
      await c.get(`/api/systems/${created.json.id}/schema`),
      await c.post('/api/ask', { prompt: 'how many tables', systemIds: [created.json.id] }),
      await c.post('/api/systems', {
        name: 'Bad',
        type: 'analytics',
        connectionDetails: { url: url.replace('/postgres', '/no_such_db_canary') },
      }),
      await c.post('/api/login', { username: 'canary-user', password: 'canary-login-password' }),
    ])
      bodies.push(r.body);
    const everything = bodies.join('\n') + lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const canary of ['canary-db-password', 'canary-api-key', 'canary-login-password', 'canary-instance-secret']) {
      expect(everything, canary).not.toContain(canary);
    }
  });

  it('keeps a language-model key out of responses, socket frames and logs while the model answers', async () => {
    const fake = await startOpenAiFake({ apiKey: 'sk-canary-model-key-5e8a' });
    try {
      const admin = new TestClient(built.app);
      const { id } = await admin.register('canary-staff', 'canary-staff-password');
      // Staff rights for this test's user, whatever the order the tests ran in.
      await built.ctx.database.db
        .update(schema.user)
        .set({ subscriptionTier: 'staff_admin', isAdmin: true, accessLevel: 'admin' })
        .where(eq(schema.user.id, id));
      const bodies: string[] = [];
      const saved = await admin.put('/api/admin/llm-providers/openai', {
        apiKey: 'sk-canary-model-key-5e8a',
        baseUrl: fake.baseURL,
      });
      expect(saved.status).toBe(200);
      bodies.push(
        saved.body,
        (await admin.get('/api/admin/llm-providers')).body,
        (await admin.get('/api/llm-providers')).body,
      );
      bodies.push((await admin.post('/api/llm-providers/openai/activate')).body);
      const { port } = new URL(await built.app.listen({ port: 0, host: '127.0.0.1' }));
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
        origin: `http://127.0.0.1:${port}`,
        cookie: admin.cookieHeader,
      });
      await socket.waitForType('connection_established');
      const conversation = (await admin.post('/api/conversations', { title: 'Canary' })).json;
      fake.script([{ text: 'A model answer.' }, { status: 401 }]);
      bodies.push(
        (
          await admin.post('/api/messages', {
            content: 'Say something',
            conversationId: conversation.id,
            mode: 'external',
          })
        ).body,
      );
      bodies.push(
        (await admin.post('/api/messages', { content: 'Again', conversationId: conversation.id, mode: 'external' }))
          .body,
      );
      await socket.waitFor((f) => f.type === 'message_updated' && f.payload.message.content.startsWith('Error:'));
      socket.close();
      expect(fake.modelRequests()).toHaveLength(2);
      const everything = bodies.join('\n') + JSON.stringify(socket.frames) + lines.join('');
      expect(everything).toContain('A model answer.');
      expect(everything).not.toContain('sk-canary-model-key-5e8a');
      expect(everything).not.toContain('canary-staff-password');
    } finally {
      await fake.close();
    }
  });
});
