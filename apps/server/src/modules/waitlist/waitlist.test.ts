import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

describe('waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.destroy());

  it('accepts an email once or twice, refuses a bad one, and limits floods', async () => {
    const c = new TestClient(t.app, '10.1.1.1');
    expect((await c.post('/api/waitlist', { email: 'Ann@Example.com' })).status).toBe(200);
    expect((await c.post('/api/waitlist', { email: 'ann@example.com' })).status).toBe(200);
    const bad = await c.post('/api/waitlist', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/valid email/);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await c.post('/api/waitlist', { email: `p${i}@example.com` })).status);
    expect(statuses).toContain(429);
  });
});
