import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CI runs the server's tests twice, embedded and against PostgreSQL and Redis, except the files .ci/embedded-only.json
 * names: they never open the application's database or the bus, so a second run would repeat the first exactly. This
 * keeps that true: a file there that starts to use the app's database, its test helpers or either URL fails here, and
 * must leave the list to be run against the services again.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/server');
const list = JSON.parse(readFileSync(path.join(ROOT, '.ci/embedded-only.json'), 'utf8')) as { exclude: string[] };

/** What reaches the app's database or the bus: the test helpers, the app, the database client, the URLs, the KV store. */
const SERVICE_USE =
  /test\/helpers|from '\.\.?\/helpers'|createTestApp|createTestDatabase|buildApp|DATABASE_URL|REDIS_URL|db\/client|lib\/kv|realtime\/hub/;

function filesOf(pattern: string): string[] {
  // Only the two forms the list uses, so a pattern this reads differently from vitest cannot slip through.
  if (pattern.endsWith('/**')) return walk(path.join(SERVER, pattern.slice(0, -3)));
  if (/[*?[{]/.test(pattern)) throw new Error(`unsupported pattern in .ci/embedded-only.json: ${pattern}`);
  return [path.join(SERVER, pattern)];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the server tests CI runs only embedded', () => {
  const files = list.exclude.flatMap(filesOf);

  it('are many files, each of which exists', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(statSync(file).isFile(), file).toBe(true);
  });

  it('never use the application database, the bus or their URLs', () => {
    const using = files.filter((file) => SERVICE_USE.test(readFileSync(file, 'utf8')));
    expect(using.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('would be caught if one did', () => {
    expect(SERVICE_USE.test("import { createTestApp } from '../../../test/helpers';")).toBe(true);
    expect(SERVICE_USE.test('const url = process.env.DATABASE_URL;')).toBe(true);
    expect(SERVICE_USE.test("import { PGlite } from '@electric-sql/pglite';")).toBe(false);
  });
});
