import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { SecretKeyMismatchError } from './lib/instance-key';

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
  const address = await built.app.listen({ port: config.PORT, host: config.HOST });
  built.app.log.info(`SOE is ready at ${address.replace('0.0.0.0', 'localhost')} (database: ${built.ctx.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
