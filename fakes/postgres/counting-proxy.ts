import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a TCP proxy in front of a real PostgreSQL server that reads the frontend side of the wire protocol
 * (https://www.postgresql.org/docs/current/protocol-message-formats.html) and records every statement a client sends
 * through it: the text of each simple Query ('Q') and each Parse ('P') of the extended protocol. A test points a
 * system's URL at the proxy to prove what did, or did not, reach that database, and when.
 *
 * TLS is not read: a client that asks for it (SSLRequest) is refused with 'N', as a server without TLS does, and
 * carries on in plain text (every test database here is plain TCP on loopback).
 */
export interface CountingPgProxy {
  port: number;
  /** Statements received, oldest first. */
  statements: string[];
  /** Client connections accepted. */
  connections: number;
  /** Forgets what was recorded. */
  reset(): void;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export async function startCountingPgProxy(target: { host: string; port: number }): Promise<CountingPgProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: CountingPgProxy = {
    port: 0,
    statements: [],
    connections: 0,
    reset() {
      proxy.statements.length = 0;
      proxy.connections = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((client) => {
    proxy.connections++;
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());

    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // Startup-phase messages have no type byte: length, then a code.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            client.write('N');
            continue;
          }
          upstream.write(message);
          if (code !== CANCEL_REQUEST) started = true;
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) return;
        const type = String.fromCharCode(buffer[0]!);
        const body = buffer.subarray(5, length + 1);
        if (type === 'Q') proxy.statements.push(body.toString('utf8').replace(/\0$/, ''));
        // Parse: the statement's name, then its text, each ending in a NUL.
        if (type === 'P') proxy.statements.push(body.toString('utf8').split('\0')[1] ?? '');
        upstream.write(buffer.subarray(0, length + 1));
        buffer = buffer.subarray(length + 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;
  return proxy;
}
