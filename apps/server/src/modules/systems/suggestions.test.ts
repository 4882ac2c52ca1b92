import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemSuggestionsResponse } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

/** GET /api/systems/suggestions: the chat's chips come from what the user's systems answer. */
describe('system suggestions', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('suggest-owner');
  });
  afterAll(async () => t?.destroy());

  it('needs a signed-in user', async () => {
    const res = await new TestClient(t.app).get('/api/systems/suggestions');
    expect(res.status).toBe(401);
  });

  it("offers the Demo Company's questions, and each is answered from it with every word used", async () => {
    const res = await owner.get('/api/systems/suggestions');
    expect(res.status).toBe(200);
    const list = SystemSuggestionsResponse.parse(res.json);
    const demo = list.find((s) => s.systemName === 'Demo Company');
    expect(demo?.questions.length).toBeGreaterThanOrEqual(2);
    expect(demo!.questions.length).toBeLessThanOrEqual(3);
    for (const question of demo!.questions) {
      // A chip asks its own system, as the chat sends it.
      const answer = await owner.post('/api/ask', { prompt: question, systemIds: [demo!.systemId] });
      expect(answer.status).toBe(200);
      expect(answer.json.systemSources, question).toEqual(['Demo Company']);
      expect(answer.json.response, question).not.toMatch(/I could not map|Not used from the question|no figure/);
    }
  });

  it("lists only the user's own systems", async () => {
    const other = new TestClient(t.app);
    await other.register('suggest-other');
    const mine = SystemSuggestionsResponse.parse((await owner.get('/api/systems/suggestions')).json);
    const theirs = SystemSuggestionsResponse.parse((await other.get('/api/systems/suggestions')).json);
    const ids = new Set(mine.map((s) => s.systemId));
    expect(theirs.length).toBeGreaterThan(0);
    for (const s of theirs) expect(ids.has(s.systemId)).toBe(false);
  });
});
