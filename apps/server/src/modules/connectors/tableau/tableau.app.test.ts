import { startTableauFake, type TableauFake } from '@soe/fakes/tableau';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';

describe('Tableau system end to end: connect, discover, ask', () => {
  let t: TestApp;
  let user: TestClient;
  let fake: TableauFake;

  beforeAll(async () => {
    fake = await startTableauFake({ maxPageSize: 2 });
    t = await createTestApp();
    user = new TestClient(t.app);
    await user.register('tableau-user');
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('connects a site and answers "top 3 regions by sales" from a view with the exact figures', async () => {
    const details = { connector: 'tableau', url: fake.url, site: 'acme', tokenName: fake.token.name };
    const refused = await user.post('/api/systems', {
      name: 'Tableau',
      type: 'analytics',
      connectionDetails: { ...details, apiKey: 'not-the-secret' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(
      /^Tableau refused the personal access token "soe-test" for the site "acme" \(401: Signin Error/,
    );

    const res = await user.post('/api/systems', {
      name: 'Tableau',
      type: 'analytics',
      connectionDetails: { ...details, apiKey: fake.token.secret },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'connected',
      connectionDetails: { connector: 'tableau', hasApiKey: true },
    });
    const schema = (await user.get(`/api/systems/${res.json.id}/schema`)).json;
    expect(schema.entities.map((e: { label: string }) => e.label)).toEqual([
      'Superstore / Sales by Region',
      'Finance / Budget vs Actual',
      'Superstore / Customer Notes',
    ]);
    expect(JSON.stringify([res.json, schema])).not.toContain(fake.token.secret);
    // The connection test signed out after itself; the one session kept for questions stays signed in.
    expect(fake.requests.filter((r) => r.path.endsWith('/auth/signout'))).toHaveLength(1);
    expect(fake.activeTokens()).toBe(1);

    const asked = await user.post('/api/ask', { prompt: 'top 3 regions by sales', systemIds: [res.json.id] });
    expect(asked.status).toBe(200);
    expect(asked.json.systemSources).toEqual(['Tableau']);
    const view = fake.site.views.find((v) => v.name === 'Sales by Region')!;
    const cents = new Map<string, number>();
    for (const r of view.rows) cents.set(String(r[0]), (cents.get(String(r[0])) ?? 0) + Math.round(Number(r[3]) * 100));
    const top3 = [...cents].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const m = /\[TABLE:(\{.*?\})\](?=\n|$)/s.exec(asked.json.response);
    expect(m, asked.json.response).toBeTruthy();
    const table = JSON.parse(m![1]!) as { headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> };
    const [region, sales] = [table.headers[0]!.key, table.headers.at(-1)!.key];
    expect(table.rows.map((r) => [r[region], r[sales]])).toEqual(top3.map(([name, c]) => [name, c / 100]));
    expect(asked.json.response).toContain(
      `**${top3[0]![0]}** leads with ${(top3[0]![1] / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });
});
