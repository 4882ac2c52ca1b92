import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, parseEnv } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { SecretBox } from '../../src/lib/crypto';
import { SecretKeyMismatchError } from '../../src/lib/instance-key';
import { RotationError, rotateSecret } from '../../src/lib/rotate-secret';
import { createTestDatabase, testEnv, TestClient } from '../helpers';

/*
 * Issue 17: one instance secret. The first start stores a key check; an
 * instance with another SOE_SECRET_KEY refuses to start and says which
 * variable to fix; production on a PostgreSQL server needs the variable; a
 * command re-encrypts stored credentials under a new key. Runs on PGlite, and
 * on PostgreSQL when DATABASE_URL is set.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY_A = 'instance-secret-a-0123456789-abcdefghijklmnop';
const KEY_B = 'instance-secret-b-0123456789-abcdefghijklmnop';
const KEY_C = 'instance-secret-c-0123456789-abcdefghijklmnop';

const configWith = (dataDir: string, key: string, extra: Record<string, string> = {}) =>
  loadConfig({ ...testEnv(dataDir), SOE_SECRET_KEY: key, ...extra });

describe('one instance secret per database', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-secret-'));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a key check at first start; a second instance with another key refuses to start, naming SOE_SECRET_KEY', async () => {
    const first = await buildApp(configWith(dataDir, KEY_A), { database, logger: false });
    const [check] = await database.db
      .select()
      .from(schema.instanceSettings)
      .where(eq(schema.instanceSettings.key, 'key_check'));
    expect(check?.value).toEqual({ sealed: expect.stringMatching(/^v1:/) });
    expect(JSON.stringify(check?.value)).not.toContain(KEY_A);

    // Same database, same key: starts (several instances).
    const twin = await buildApp(configWith(dataDir, KEY_A), { database, logger: false });
    await twin.close();

    const second = buildApp(configWith(dataDir, KEY_B), { database, logger: false });
    await expect(second).rejects.toBeInstanceOf(SecretKeyMismatchError);
    await expect(second).rejects.toThrow(/^SOE_SECRET_KEY does not match the key this database was set up with/);
    await expect(second).rejects.toThrow(/Set SOE_SECRET_KEY to the value every other instance on this database uses/);
    await first.close();
  });

  it('re-encrypts stored credentials under a new key in one go; the old key is refused afterwards', async () => {
    const app = await buildApp(configWith(dataDir, KEY_A), { database, logger: false });
    const client = new TestClient(app.app);
    await client.register('secret-owner');
    const [demo] = (await client.get('/api/systems')).json as Array<{ id: number }>;
    await app.close();

    await expect(rotateSecret(database.db, KEY_B, KEY_C)).rejects.toBeInstanceOf(RotationError);
    await expect(rotateSecret(database.db, KEY_A, 'short')).rejects.toThrow('at least 32 characters');
    const rotated = await rotateSecret(database.db, KEY_A, KEY_C);
    expect(rotated.systems).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(schema.systems).where(eq(schema.systems.id, demo!.id));
    expect(JSON.parse(new SecretBox(KEY_C).open(row!.connectionSealed))).toEqual({
      url: 'demo://company',
      connector: 'demo',
    });

    await expect(buildApp(configWith(dataDir, KEY_A), { database, logger: false })).rejects.toBeInstanceOf(
      SecretKeyMismatchError,
    );
    const after = await buildApp(configWith(dataDir, KEY_C), { database, logger: false });
    const signedIn = new TestClient(after.app);
    expect((await signedIn.post('/api/login', { username: 'secret-owner', password: 'password-123' })).status).toBe(
      200,
    );
    expect((await signedIn.post(`/api/systems/${demo!.id}/test`)).json.status).toBe('connected');
    await after.close();
  });
});

describe('the server process', () => {
  it('with another key on the same data folder, exits at start with a message naming SOE_SECRET_KEY', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-secret-proc-'));
    try {
      // The first start (embedded database in DATA_DIR) stores the key check with key A.
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const first = await buildApp(configWith(dataDir, KEY_A), { database, logger: false });
      await first.close();
      await database.close();

      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        ...testEnv(dataDir),
        SOE_SECRET_KEY: KEY_B,
        PORT: '0',
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env,
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SOE_SECRET_KEY does not match the key this database was set up with');
      expect(run.stderr).toContain('npm run rotate-secret');
      expect(run.stderr).not.toContain(KEY_A);
      expect(run.stderr).not.toContain(KEY_B);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('requires SOE_SECRET_KEY with DATABASE_URL in production, and only then', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://soe@db.internal/soe' };
    expect(() => parseEnv(production)).toThrow(ConfigError);
    try {
      parseEnv(production);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^SOE_SECRET_KEY: SOE_SECRET_KEY is required with DATABASE_URL in production/),
      ]);
    }
    expect(() => parseEnv({ ...production, SOE_SECRET_KEY: KEY_A })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ DATABASE_URL: production.DATABASE_URL })).not.toThrow();
  });
});
