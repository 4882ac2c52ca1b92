import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, parseEnv } from './env';

describe('config', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SOE_ALLOWED_PRIVATE_HOSTS).toBe('');
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SOE_OWNER_USERNAME: 'boss' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL must start with postgresql/);
      expect(problems).toMatch(/must be set together/);
    }
  });

  it('generates the instance secret once into the data folder and reuses it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'soe-cfg-')), 'nested', 'data');
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(b.secretKey).toBe(a.secretKey);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('documents every variable it reads in the README and the deployment guide', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    for (const doc of ['README.md', 'docs/deploy.md']) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      const missing = ENV_VARIABLES.filter((name) => !text.includes(`\`${name}\``));
      expect(missing, `${doc} does not document`).toEqual([]);
    }
  });
});
