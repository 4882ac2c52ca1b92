import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorResponse } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../test/helpers';
import { AppError, ERROR_STATUS, codeForStatus } from './errors';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('error codes', () => {
  it('every code the server can send is in the shared list, with a status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    // The type already ties AppError to the list; a cast (`as never`, a string built at run time) would not be caught there.
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bAppError\(\s*['"`]([a-z_]+)['"`]/g))
        used.add(match[1]!);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bcode:\s*'([a-z_]+)',\s*message:/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((code) => !(ERROR_CODES as readonly string[]).includes(code));
    expect(missing, 'codes sent by the server but missing from ERROR_CODES in packages/shared').toEqual([]);
  });

  it('maps a status without a code to the closest stable code', () => {
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(429)).toBe('rate_limited');
    expect(codeForStatus(418)).toBe('bad_request');
    expect(codeForStatus(502)).toBe('internal');
    expect(new AppError('payment_required', 'x').statusCode).toBe(402);
  });
});

describe('error responses on the wire', () => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    c = new TestClient(t.app);
  });
  afterAll(async () => t?.destroy());

  const expectError = (res: { status: number; json: unknown }, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(res.json);
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    return body;
  };

  it('sends a code and a message for refusals, validation, unknown routes, bad bodies and rate limits', async () => {
    expectError(await c.get('/api/user'), 401, 'unauthorized');
    expectError(await c.get('/api/no-such-route'), 404, 'not_found');
    const invalid = expectError(await c.post('/api/register', { username: '' }), 400, 'validation_failed');
    expect(invalid.issues?.length).toBeGreaterThan(0);
    expectError(
      await c.request('POST', '/api/login', '{not json', { 'content-type': 'application/json' }),
      400,
      'bad_request',
    );
    expectError(
      await c.request('POST', '/api/login', 'a=b', { 'content-type': 'text/csv' }),
      415,
      'unsupported_media_type',
    );
    expectError(await c.post('/api/login', { username: 'x' }, { origin: 'https://evil.example' }), 403, 'forbidden');

    let last = await c.post('/api/waitlist', { email: 'limit@example.com' });
    for (let i = 0; i < 12 && last.status !== 429; i++)
      last = await c.post('/api/waitlist', { email: 'limit@example.com' });
    expectError(last, 429, 'rate_limited');
  });

  it('sends payment_required for a plan limit', async () => {
    // The first account is the owner's; the second is on the free plan.
    await new TestClient(t.app, '127.0.0.2').register('errors-owner');
    const free = new TestClient(t.app, '127.0.0.3');
    await free.register('errors-free');
    expectError(await free.get('/api/usage/history'), 402, 'payment_required');
  });
});
