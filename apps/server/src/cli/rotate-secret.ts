import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { RotationError, rotateSecret } from '../lib/rotate-secret';

/**
 * `npm run rotate-secret`: re-encrypts the stored credentials under a new
 * instance secret (docs/deploy.md, "Rotating the instance secret"). Run it with
 * every instance stopped, the old key as SOE_SECRET_KEY (or in DATA_DIR) and
 * the new one as SOE_NEW_SECRET_KEY.
 */
async function main() {
  const newSecret = process.env.SOE_NEW_SECRET_KEY ?? '';
  if (!newSecret) {
    console.error(
      'Set SOE_NEW_SECRET_KEY to the new key (at least 32 characters, e.g. `openssl rand -base64 48`), and SOE_SECRET_KEY to the current one.',
    );
    process.exit(1);
  }
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
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    pgliteThread: config.SOE_PGLITE_WORKER === 'on',
  });
  try {
    const result = await rotateSecret(database.db, config.secretKey, newSecret);
    // A generated secret lives in DATA_DIR: the new one replaces it there, so the next start uses it.
    const keyFile = path.join(config.dataDir, 'secret.key');
    const generated = !process.env.SOE_SECRET_KEY;
    if (generated) fs.writeFileSync(keyFile, newSecret + '\n', { mode: 0o600 });
    console.log(
      `Re-encrypted ${result.systems} system connection(s) and ${result.providerKeys} language-model key(s) under the new key.`,
    );
    console.log(
      generated
        ? `The new key is in ${keyFile}.`
        : 'Start every instance with SOE_SECRET_KEY set to the new key. Users sign in again.',
    );
  } catch (error) {
    if (error instanceof RotationError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
