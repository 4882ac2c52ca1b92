/**
 * Starts the SOE server as a child process on a free port with its own data
 * folder (PGlite unless env gives DATABASE_URL) and waits for /readyz. Used by
 * the browser runner and by browser tests that need a second instance or a
 * server with different settings (Redis, billing). It runs what `npm start` runs:
 * the prebuilt server bundle, built first when the sources are newer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Resolves to { baseURL, port, logs(), stop() }; rejects with the server's last output when it does not become ready. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'soe-e2e-'));
  const logs = [];
  if (
    spawnSync(process.execPath, ['scripts/build-server-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' }).status !== 0
  ) {
    throw new Error('could not build the server');
  }
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    logs.push(chunk.toString());
    if (logs.length > 400) logs.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.status === 200) {
        return {
          baseURL,
          port,
          logs: () => logs.join(''),
          async stop() {
            if (!exited) {
              child.kill('SIGTERM');
              await new Promise((done) => {
                const timer = setTimeout(() => {
                  child.kill('SIGKILL');
                  done();
                }, 15_000);
                child.once('exit', () => {
                  clearTimeout(timer);
                  done();
                });
              });
            }
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  const tail = logs.join('').split('\n').slice(-60).join('\n');
  throw new Error(
    `${exited ? `The server exited (${exited.code ?? exited.signal}) before it was ready.` : 'The server was not ready within 120 s.'} Its output:\n${tail}`,
  );
}
