/**
 * Test support: starts the json-server ERP peer (erp-json-server-main.mjs) on a
 * free loopback port and records the requests it receives.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `port`: listen there (to bring a stopped server back on its address); a free port otherwise. */
export async function startErpJsonServer(port) {
  port ??= await freePort();
  const child = spawn(process.execPath, [path.join(here, 'erp-json-server-main.mjs'), String(port)], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`json-server did not start:\n${output}`)), 20_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (/json-server listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`json-server exited (${code}):\n${output}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/openapi.json`,
    port,
    /** Request lines received so far ('GET /salesOrders?_page=1&_limit=100'). */
    requests: () => output.split('\n').filter((l) => /^[A-Z]+ \//.test(l)),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
