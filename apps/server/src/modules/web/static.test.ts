import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

describe('web client hosting', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'soe-dist-'));
    dist = dir;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SOE - System Of Everything</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp({ SOE_WEB_DIST: dist });
  });
  afterAll(async () => t?.destroy());

  it('serves the client at / and for client-side routes, with JSON 404s under /api', async () => {
    const c = new TestClient(t.app);
    const html = { accept: 'text/html' };
    for (const url of ['/', '/auth', '/app/chat/12', '/no-such-page']) {
      const res = await c.get(url, html);
      expect(res.status, url).toBe(200);
      expect(res.body, url).toContain('SOE - System Of Everything');
    }
    expect((await c.get('/api/nothing-here', html)).json).toEqual({ code: 'not_found', message: 'Not found' });
    const asset = await c.get('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('serves files added after start (a rebuilt client) without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await new TestClient(t.app).get('/assets/app-2.js')).body).toBe('console.log(2)');
  });
});
