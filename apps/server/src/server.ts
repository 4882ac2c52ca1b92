import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';

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
  const built = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) built.app.log.error({ err }, 'fatal error, shutting down');
    else built.app.log.info({ signal }, 'shutting down');
    built.beginShutdown();
    await built.close();
  });
  const address = await built.app.listen({ port: config.PORT, host: config.HOST });
  built.app.log.info(`SOE is ready at ${address.replace('0.0.0.0', 'localhost')} (database: ${built.ctx.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
