import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { SecretKeyMismatchError } from './lib/instance-key';
import { collectGarbage } from './lib/memory';

/** How long new requests are refused with 503 before the listener closes (see the shutdown handler). */
const SHUTDOWN_DRAIN_MS = 1_000;

/** Entry point: parse config, build, listen, and shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof SecretKeyMismatchError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) built.app.log.error({ err }, 'fatal error, shutting down');
    else built.app.log.info({ signal }, 'shutting down');
    built.beginShutdown();
    // Drain: /readyz answers 503 so a load balancer stops sending here, and requests that still arrive
    // get a 503 asking their client to close its connection; then the listener closes and in-flight
    // requests finish (all within close-with-grace's delay).
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
    await built.close();
  });
  // At a terminal the banner below says where SOE listens, instead of a log line per interface.
  const listenLevel = built.app.log.level;
  if (process.stdout.isTTY && listenLevel === 'info') built.app.log.level = 'warn';
  const address = (await built.app.listen({ port: config.PORT, host: config.HOST })).replace(
    /\/\/(0\.0\.0\.0|127\.0\.0\.1)\b/,
    '//localhost',
  );
  built.app.log.level = listenLevel;
  // Once start-up's garbage (the embedded database's first start above all) is gone, an idle instance stays small.
  setTimeout(collectGarbage, 1000).unref();
  const database =
    built.ctx.database.kind === 'pglite'
      ? `embedded (PGlite) in ${config.DATA_DIR}`
      : `PostgreSQL at ${databaseHost(config.DATABASE_URL)}`;
  // Someone at a terminal gets a short banner; a log collector gets one JSON line.
  if (process.stdout.isTTY) process.stdout.write(banner(address, database));
  else built.app.log.info({ address, database: built.ctx.database.kind }, `SOE is ready at ${address}`);
}

/** What a person needs after `npm start`: where to go, where the data is, what to do first. */
function banner(address: string, database: string) {
  return [
    `  SOE is ready at ${address}`,
    `  Database: ${database}`,
    '  Next: open it, create an account (the first one is the owner) and press Try Demo. Ctrl+C stops.',
    '',
  ].join('\n');
}

/** host:port/database of a connection URL, never its credentials. */
function databaseHost(url: string | undefined) {
  try {
    const parsed = new URL(url ?? '');
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
