import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeFrame } from '@soe/shared';
import {
  ApiClient,
  REDIS_URL,
  REPO_ROOT,
  buildServer,
  createDatabase,
  freePort,
  openSocket,
  poll,
  randomId,
  startSoe,
  type SoeProcess,
  type TestDatabase,
} from './support';

/*
 * The production topology (docs/deploy.md): two SOE instances behind nginx,
 * sharing one PostgreSQL database and one Redis. nginx is configured with the
 * repository's own deploy/nginx/soe.conf (only the ports are filled in), so
 * the configuration the deployment guide ships is the one tested here.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

interface Nginx {
  baseURL: string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a free port, with deploy/nginx/soe.conf pointed at the given instances. */
async function startNginx(port: number, upstreamPorts: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-nginx-'));
  // Worker processes may run as another user when started as root: they need to write their temp folders.
  fs.chmodSync(dir, 0o777);
  const site = fs
    .readFileSync(path.join(REPO_ROOT, 'deploy/nginx/soe.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ [^\n]*\n/gm, '')
    .replace(
      'keepalive 64;',
      `${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n    ')}\n    keepalive 64;`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'soe.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
    .join('\n  ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${path.join(dir, 'soe.conf')};
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  await poll('nginx to listen', async () => {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited: ${output}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`,
      );
    return (await fetch(`${baseURL}/healthz`)).status === 200;
  });
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How many requests for `url` an instance logged (pino's "incoming request" lines). */
function served(instance: SoeProcess, url: string): number {
  return instance
    .logs()
    .split('\n')
    .filter((line) => line.includes('"request completed"') && line.includes(`"url":"${url}"`)).length;
}

describe('two instances behind nginx, sharing PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: SoeProcess;
  let b: SoeProcess;
  let nginx: Nginx;
  const prefix = `soe-topology:${randomId()}:`;

  beforeAll(async () => {
    db = await createDatabase('soe_topology');
    // Both start at once on an empty database: one migrates and creates the demo company, the other waits for it.
    // PUBLIC_URL is the load balancer's address; a request straight to an instance is same-origin by its Host.
    const publicPort = await freePort();
    // Successful reads are logged at debug (one line per request): the test counts them per instance.
    const env = { LOG_LEVEL: 'debug', SOE_TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${publicPort}` };
    // The instances run what `npm start` runs in production: the built server.
    buildServer();
    [a, b] = await Promise.all(
      [0, 1].map(() =>
        startSoe({ databaseUrl: db.url, redisUrl: REDIS_URL, redisKeyPrefix: prefix, env, entry: 'built' }),
      ),
    );
    nginx = await startNginx(publicPort, [a!.port, b!.port]);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('started both instances together on an empty database: migrations ran once and the demo company exists once', async () => {
    const migrations = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM drizzle.__drizzle_migrations');
    const files = fs
      .readdirSync(path.join(REPO_ROOT, 'apps/server/src/db/migrations'))
      .filter((f) => f.endsWith('.sql'));
    expect(Number(migrations[0]!.n)).toBe(files.length);
    // The demo company's schema was created once and is complete (each instance's attempt is serialised by a lock).
    const demo = await db.query<{ marker: string }>(
      "SELECT obj_description(oid, 'pg_namespace') AS marker FROM pg_namespace WHERE nspname = 'demo'",
    );
    expect(demo).toHaveLength(1);
    expect(demo[0]!.marker).toMatch(/^SOE Demo Company/);
    const client = new ApiClient(nginx.baseURL);
    await client.register(`topo_demo_${randomId(3)}`);
    const conversation = await client.post('/api/conversations', { title: 'Demo' });
    const answer = await client.post('/api/messages', {
      conversationId: conversation.json.id,
      content: 'How many customers are there?',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.assistantMessage.status).toBe('complete');
  });

  it('a session made through nginx works on whichever instance serves each request', async () => {
    const client = new ApiClient(nginx.baseURL);
    const user = await client.register(`topo_${randomId(3)}`);
    const before = [served(a, '/api/user'), served(b, '/api/user')];
    for (let i = 0; i < 12; i++) {
      const me = await client.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.json.id).toBe(user.id);
    }
    // Round robin spread the requests over both instances; each honoured the one session.
    await poll(
      'both instances to log their share',
      () => served(a, '/api/user') - before[0]! > 0 && served(b, '/api/user') - before[1]! > 0,
    );
    // Signing out on one instance ends the session on the other at once (sessions live in PostgreSQL).
    expect((await client.on(a.baseURL).post('/api/logout')).status).toBeLessThan(300);
    expect((await client.on(b.baseURL).get('/api/user')).status).toBe(401);
  });

  it('an event caused on one instance reaches the user’s sockets on every instance and through nginx', async () => {
    const client = new ApiClient(nginx.baseURL);
    await client.register(`topo_ws_${randomId(3)}`);
    const sockets = await Promise.all([
      openSocket(client),
      openSocket(client.on(a.baseURL)),
      openSocket(client.on(b.baseURL)),
    ]);
    try {
      const created = await client.on(b.baseURL).post('/api/conversations', { title: 'Made on B' });
      expect(created.status).toBe(201);
      for (const socket of sockets) {
        await socket.waitFor(
          (f: RealtimeFrame) => f.type === 'conversation_updated' && f.payload.conversation.id === created.json.id,
          10_000,
        );
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('rate limits count across instances: the 11th waitlist request in a minute is refused whichever instance gets it', async () => {
    const anonymous = [new ApiClient(a.baseURL), new ApiClient(b.baseURL)];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await anonymous[i % 2]!.post('/api/waitlist', { email: `w${i}@example.com` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('failed sign-ins count across instances: the 11th is refused with 429', async () => {
    const owner = new ApiClient(nginx.baseURL);
    const user = await owner.register(`topo_login_${randomId(3)}`);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await new ApiClient(i % 2 ? a.baseURL : b.baseURL).login(user.username, 'wrong password')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('an upload through nginx is processed once, its status reaches every socket, and either instance answers from it', async () => {
    const client = new ApiClient(nginx.baseURL);
    await client.register(`topo_doc_${randomId(3)}`);
    const sockets = await Promise.all([openSocket(client.on(a.baseURL)), openSocket(client.on(b.baseURL))]);
    try {
      const conversation = await client.post('/api/conversations', { title: 'Regional sales' });
      const csv = 'Region,Amount\nNorth,100.5\nSouth,20\nNorth,9.5\n';
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'regions.csv');
      const uploaded = await fetch(`${nginx.baseURL}/api/documents/upload?conversationId=${conversation.json.id}`, {
        method: 'POST',
        headers: { cookie: client.cookieHeader, origin: nginx.baseURL },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { id } = (await uploaded.json()) as { id: number };
      for (const socket of sockets) {
        await socket.waitFor(
          (f: RealtimeFrame) =>
            f.type === 'document_status' && f.payload.documentId === id && f.payload.status === 'processed',
          60_000,
        );
      }
      // Both instances sweep for unfinished documents; the claim let exactly one process it, once.
      const [row] = await db.query<{ attempts: number; status: string }>(
        'SELECT attempts, status FROM documents WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ attempts: 1, status: 'processed' });
      for (const instance of [a, b]) {
        const answer = await client.on(instance.baseURL).post('/api/messages', {
          conversationId: conversation.json.id,
          content: 'total amount by region',
          documentIds: [id],
        });
        expect(answer.status).toBe(200);
        expect(answer.json.assistantMessage.content).toMatch(/110/);
        expect(answer.json.assistantMessage.systemSources).toEqual(['regions.csv']);
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('background work runs once: a document left unclaimed is taken by exactly one instance’s sweep', async () => {
    const client = new ApiClient(nginx.baseURL);
    const user = await client.register(`topo_sweep_${randomId(3)}`);
    // As if the instance that stored the upload stopped before it could start on it.
    const [doc] = await db.query<{ id: number }>(
      `INSERT INTO documents (user_id, name, type, kind, size, status, created_at)
       VALUES ($1, 'left.csv', 'text/csv', 'csv', 22, 'pending', now() - interval '1 minute') RETURNING id`,
      [user.id],
    );
    await db.query(`INSERT INTO document_contents (document_id, bytes) VALUES ($1, $2)`, [
      doc!.id,
      Buffer.from('Team,Cost\nOps,5\nDev,7\n'),
    ]);
    const done = await poll(
      'the sweep to process the document',
      async () => {
        const [row] = await db.query<{ attempts: number; status: string }>(
          'SELECT attempts, status FROM documents WHERE id = $1',
          [doc!.id],
        );
        return row && row.status === 'processed' ? row : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500 },
    );
    expect(done.attempts).toBe(1);
  });

  it('a rolling restart loses no read: while one instance stops, nginx sends reads to the other', async () => {
    const client = new ApiClient(nginx.baseURL);
    await client.register(`topo_roll_${randomId(3)}`);
    let stopping = true;
    const statuses: number[] = [];
    const reader = (async () => {
      while (stopping) statuses.push((await client.get('/api/conversations').catch(() => ({ status: 0 }))).status);
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopping = false;
    await reader;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
