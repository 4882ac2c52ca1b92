import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../helpers';

/*
 * Security checks 14, 23 and 26 (docs/security.md): 14 (session cookie flags), 23 (security headers on the client, the API and errors) and
 * 26 (uploaded HTML/SVG never served inline as active content). The browser side of 14 (no token in
 * localStorage) is in apps/web/e2e/security.spec.ts.
 */

function webDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-sec-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>SOE - System Of Everything</title><script type="module" src="/assets/app.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  return dist;
}

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((c) => /session_token=/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return cookie;
}

function expectSecurityHeaders(what: string, headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toMatch(/frame-ancestors 'none'/);
  expect(csp, `${what}: script-src`).toMatch(/script-src 'self'/);
  expect(csp, `${what}: no inline scripts`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, `${what}: no plugins`).toMatch(/object-src 'none'/);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['x-frame-options'] ?? 'SAMEORIGIN', `${what}: framing`).toMatch(/DENY|SAMEORIGIN/);
}

describe('headers and cookies', () => {
  let plain: TestApp;
  let https: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = webDist();
    plain = await createTestApp({ SOE_WEB_DIST: dist });
    https = await createTestApp({ SOE_WEB_DIST: dist, PUBLIC_URL: 'https://soe.example' });
  });
  afterAll(async () => {
    await plain?.destroy();
    await https?.destroy();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the session cookie is HttpOnly and SameSite=Lax, and Secure only when served over https (security check 14, docs/security.md)', async () => {
    const overHttp = await plain.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'cookie-http', email: 'cookie-http@example.com', password: 'password-123' },
    });
    expect(overHttp.statusCode).toBe(201);
    const httpCookie = sessionCookie(overHttp.headers['set-cookie']);
    expect(httpCookie).toMatch(/;\s*HttpOnly/i);
    expect(httpCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(httpCookie).not.toMatch(/;\s*Secure/i);
    expect(httpCookie).toMatch(/;\s*Path=\//i);

    const overHttps = await https.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'cookie-https', email: 'cookie-https@example.com', password: 'password-123' },
    });
    expect(overHttps.statusCode).toBe(201);
    const httpsCookie = sessionCookie(overHttps.headers['set-cookie']);
    expect(httpsCookie).toMatch(/;\s*HttpOnly/i);
    expect(httpsCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(httpsCookie).toMatch(/;\s*Secure/i);
    // Over https the browser is also told to stay on https.
    expect(String(overHttps.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
    // The token is only in the cookie: the JSON body carries no session token.
    expect(overHttp.body).not.toMatch(/token/i);
    expect(overHttps.body).not.toMatch(/token/i);
    const login = await plain.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'cookie-http', password: 'password-123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toMatch(/token/i);
  });

  it('every kind of response carries the CSP without inline scripts, frame-ancestors none and nosniff (security check 23, docs/security.md)', async () => {
    const c = new TestClient(plain.app);
    await c.register('headers-user');
    const html = { accept: 'text/html' };
    const responses: Array<[string, Awaited<ReturnType<TestClient['get']>>]> = [
      ['/', await c.get('/', html)],
      ['/app', await c.get('/app', html)],
      ['/app/chat/1', await c.get('/app/chat/1', html)],
      ['/assets/app.js', await c.get('/assets/app.js')],
      ['/api/user', await c.get('/api/user')],
      ['/api/systems', await c.get('/api/systems')],
      ['/api/nope (404)', await c.get('/api/nope')],
      ['/api/conversations/abc (400)', await c.get('/api/conversations/abc')],
      ['/api/user signed out (401)', await new TestClient(plain.app).get('/api/user')],
      ['/healthz', await c.get('/healthz')],
      ['/api/docs/json', await c.get('/api/docs/json')],
    ];
    for (const [what, res] of responses) {
      expect(res.status, what).toBeLessThan(500);
      expectSecurityHeaders(what, res.headers);
    }
    expect(responses[0]![1].body).toContain('SOE - System Of Everything');
    // No inline script in the served page either: the CSP would block it.
    expect(responses[0]![1].body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('serves uploaded HTML and SVG only as attachments that cannot run (security check 26, docs/security.md)', async () => {
    const c = new TestClient(plain.app);
    await c.register('upload-user');
    const files = [
      { name: 'page.html', type: 'text/html', content: '<script>parent.__owned=1</script><h1>hi</h1>' },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      },
      { name: 'disguised.png', type: 'image/png', content: '<html><script>alert(3)</script></html>' },
    ];
    for (const file of files) {
      const created = await c.post('/api/documents', { ...file, size: file.content.length });
      expect(created.status, created.body).toBe(201);
      const res = await c.get(`/api/documents/${created.json.id}/content`);
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition']), file.name).toMatch(/^attachment;/);
      expect(String(res.headers['content-type']), file.name).not.toMatch(/html|svg|xml|javascript/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Stricter than the app's policy: nothing loads, and the document is sandboxed should a browser render it.
      expect(String(res.headers['content-security-policy']), file.name).toMatch(/default-src 'none'/);
      expect(String(res.headers['content-security-policy']), file.name).toMatch(/sandbox/);
      expect(String(res.headers['content-security-policy']), file.name).toMatch(/frame-ancestors 'none'/);
    }
  });
});
