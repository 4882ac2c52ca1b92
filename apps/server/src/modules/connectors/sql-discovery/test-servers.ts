import net from 'node:net';

/**
 * Test support: the local PostgreSQL / MariaDB servers used by connector tests.
 * Tests needing them skip cleanly when nothing listens (a machine with only Node).
 */
export const PG_HOST = process.env.SOE_TEST_PG_HOST ?? '127.0.0.1';
export const PG_PORT = Number(process.env.SOE_TEST_PG_PORT ?? 5432);
export const PG_USER = process.env.SOE_TEST_PG_USER ?? 'postgres';
/** Empty with trust auth (this machine); set in CI when the server checks passwords. */
export const PG_PASSWORD = process.env.SOE_TEST_PG_PASSWORD ?? '';
export const MYSQL_HOST = process.env.SOE_TEST_MYSQL_HOST ?? '127.0.0.1';
export const MYSQL_PORT = Number(process.env.SOE_TEST_MYSQL_PORT ?? 3306);
export const MYSQL_USER = process.env.SOE_TEST_MYSQL_USER ?? 'root';
export const MYSQL_PASSWORD = process.env.SOE_TEST_MYSQL_PASSWORD ?? '';

export function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
