/**
 * Test support: a real SAP CAP service (@sap/cds 9 with @cap-js/sqlite, from
 * npm) serving the small ERP model in ./cap-erp over OData v4, with an
 * in-memory SQLite database seeded from its CSV files. Started as a child
 * process on a free port, bound to loopback (the MCP test's preload). Plain
 * JavaScript so the vitest suite and the browser tests can both start it.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
export const CAP_PROJECT = path.join(here, 'cap-erp');
export const CAP_SERVICE_PATH = '/odata/v4/erp/';

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

export async function startCapServer() {
  const port = await freePort();
  const bin = path.join(path.dirname(require.resolve('@sap/cds/package.json')), 'bin/serve.js');
  const preload = pathToFileURL(path.join(here, '../../mcp/testing/loopback-only.mjs')).href;
  const child = spawn(process.execPath, ['--import', preload, bin, 'all', '--in-memory', '--port', String(port)], {
    cwd: CAP_PROJECT,
    // Production-like logging is not needed; only what CAP needs to run.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', CDS_LOG_LEVELS_CDS: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the CAP service did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (/server listening on/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the CAP service exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}${CAP_SERVICE_PATH}`,
    port,
    output: () => output,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
