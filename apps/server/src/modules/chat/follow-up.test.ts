import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

/** The JSON of the answer's [TABLE:…] block. */
function tableOf(text: string): string | null {
  const start = text.indexOf('[TABLE:');
  if (start < 0) return null;
  for (let end = text.indexOf(']', start); end > 0; end = text.indexOf(']', end + 1)) {
    const json = text.slice(start + 7, end);
    try {
      JSON.parse(json);
      return json;
    } catch {
      // not the block's closing bracket yet
    }
  }
  return null;
}

describe('follow-up questions through /api/ask and /api/messages', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('follow-owner');
  });
  afterAll(async () => t?.destroy());

  it('reads a partial question as an edit of the stored query, on any request path', async () => {
    const first = await owner.post('/api/ask', { prompt: 'Revenue by month in 2025' });
    expect(first.status).toBe(200);
    const conversationId = first.json.conversationId;

    const second = await owner.post('/api/ask', { prompt: 'what about 2024?', conversationId });
    expect(second.status).toBe(200);
    expect(second.json.response).toMatch(/^Same as before, for 2024/);
    // The same figures as the full question asked in a new conversation.
    const direct = await owner.post('/api/ask', { prompt: 'Revenue by month in 2024' });
    expect(tableOf(second.json.response)).toBe(tableOf(direct.json.response));
    expect(tableOf(second.json.response)).not.toBeNull();

    const third = await owner.post('/api/messages', { content: 'just the top 3', conversationId });
    expect(third.status).toBe(200);
    expect(third.json.assistantMessage.content).toMatch(/^Same as before, top 3/);
    const rows = JSON.parse(tableOf(third.json.assistantMessage.content)!).rows;
    expect(rows).toHaveLength(3);
    const all = JSON.parse(tableOf(direct.json.response)!)
      .rows.map((r: Record<string, number>) => Object.values(r)[1])
      .sort((a: number, b: number) => b - a);
    expect(rows.map((r: Record<string, number>) => Object.values(r)[1])).toEqual(all.slice(0, 3));
  });

  it('does not carry a reading into another conversation', async () => {
    const first = await owner.post('/api/ask', { prompt: 'Revenue by month in 2025' });
    expect(first.status).toBe(200);
    const other = await owner.post('/api/ask', { prompt: 'what about 2024?' });
    expect(other.json.response).not.toMatch(/Same as before/);
  });
});
