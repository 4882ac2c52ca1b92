import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecords, startSalesforceFake, type SalesforceFake } from '@soe/fakes/salesforce';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { answerTables, tableValues } from '../api/answer-blocks';

/**
 * SOE end to end on Salesforce: a fake org connected through POST /api/systems
 * (the test instances list loopback in SOE_ALLOWED_PRIVATE_HOSTS), then plain questions through POST /api/ask, answered by SOE Local
 * with SOQL the fake really ran. Every figure is checked against the org's
 * records.
 */

const SEED = buildRecords();
const cents = (n: number) => Math.round(n * 100) / 100;

describe('SOE Local on a connected Salesforce org', () => {
  let t: TestApp;
  let owner: TestClient;
  let fake: SalesforceFake;
  let systemId: number;

  beforeAll(async () => {
    fake = await startSalesforceFake({ pageSize: 5 });
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('sf-owner');
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('connects through POST /api/systems with the real connection test and discovery', async () => {
    const bad = await owner.post('/api/systems', {
      name: 'Salesforce',
      type: 'crm',
      connectionDetails: { connector: 'salesforce', url: fake.url, apiKey: 'wrong' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(
      'Salesforce refused the access token (401: Session expired or invalid). Reconnect with a new token.',
    );

    const res = await owner.post('/api/systems', {
      name: 'Salesforce',
      type: 'crm',
      connectionDetails: { connector: 'salesforce', url: fake.url, apiKey: fake.token },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Salesforce',
      status: 'connected',
      connectionDetails: { connector: 'salesforce', hasApiKey: true },
    });
    expect(JSON.stringify(res.json)).not.toContain(fake.token);
    systemId = res.json.id;
    const schema = (await owner.get(`/api/systems/${systemId}/schema`)).json;
    expect(schema.entities.map((e: { name: string }) => e.name)).toContain('Opportunity');
  });

  const ask = async (prompt: string) => {
    fake.requests.length = 0;
    const res = await owner.post('/api/ask', { prompt, systemIds: [systemId] });
    expect(res.status).toBe(200);
    expect(res.json.systemSources).toEqual(['Salesforce']);
    return res.json.response as string;
  };

  it('"total amount of won deals" sums the won opportunities in SOQL', async () => {
    const answer = await ask('total amount of won deals');
    const won = cents(SEED.Opportunity.filter((o) => o.IsWon).reduce((s, o) => s + (o.Amount as number), 0));
    expect(won).toBe(908_251.34);
    expect(answer).toContain('**908,251.34**');
    expect(fake.soql()).toEqual(['SELECT SUM(Amount) c0 FROM Opportunity WHERE IsWon = TRUE LIMIT 2000']);
  });

  it('"top 5 accounts by opportunity amount" ranks accounts through the Account lookup', async () => {
    const answer = await ask('top 5 accounts by opportunity amount');
    const expected = SEED.Account.map((a) => [
      a.Name,
      cents(SEED.Opportunity.filter((o) => o.AccountId === a.Id).reduce((s, o) => s + ((o.Amount as number) ?? 0), 0)),
    ])
      .sort((x, y) => (y[1] as number) - (x[1] as number))
      .slice(0, 5);
    expect(tableValues(answerTables(answer)[0])).toEqual(expected);
    expect(fake.soql()).toHaveLength(1);
    expect(fake.soql()[0]).toMatch(
      // A ranking of accounts leaves out the opportunities with no account (no group is no account).
      /^SELECT Account\.Name c0, SUM\(Amount\) c1 FROM Opportunity WHERE \(Account\.Id != null AND Account\.Name != null\) GROUP BY .*Account\.Name ORDER BY SUM\(Amount\) DESC NULLS LAST.* LIMIT 5$/,
    );
  });

  it('"open opportunities by stage" counts opportunities per stage', async () => {
    const answer = await ask('open opportunities by stage');
    // SOE Local (engine, not this connector) does not yet read "open" as IsClosed = false and says so;
    // either way the figures shown must be exact for what the answer says it counted.
    const ignoredOpen = answer.includes('Not used from the question: "open"');
    const counted = SEED.Opportunity.filter((o) => ignoredOpen || !o.IsClosed);
    const expected = Object.fromEntries(
      [...new Set(counted.map((o) => o.StageName as string))].map((s) => [
        s,
        counted.filter((o) => o.StageName === s).length,
      ]),
    );
    const shown = Object.fromEntries(tableValues(answerTables(answer)[0]) as Array<[string, number]>);
    expect(shown).toEqual(expected);
    expect(fake.soql()[0]).toMatch(/^SELECT StageName c0, COUNT\(Id\) c1 FROM Opportunity .*GROUP BY StageName/);
  });
});
