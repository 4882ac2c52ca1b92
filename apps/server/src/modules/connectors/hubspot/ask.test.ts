import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecords, startHubSpotFake, type HubSpotFake } from '@soe/fakes/hubspot';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { answerTables, tableValues } from '../api/answer-blocks';

/**
 * SOE end to end on HubSpot: the fake account connected through POST
 * /api/systems, questions through POST /api/ask, figures checked against the
 * account's records (deals read through the search API, companies through the
 * associations API).
 */

const SEED = buildRecords();
const deals = SEED.records.deals;
const cents = (n: number) => Math.round(n * 100) / 100;
const amountOf = (d: (typeof deals)[number]) => (d.properties.amount === null ? 0 : Number(d.properties.amount));

describe('SOE Local on a connected HubSpot account', () => {
  let t: TestApp;
  let owner: TestClient;
  let fake: HubSpotFake;
  let systemId: number;

  beforeAll(async () => {
    fake = await startHubSpotFake({ pageSize: 4 });
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('hs-owner');
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('connects through POST /api/systems; a missing scope shows as limited', async () => {
    fake.deniedObjects.add('tickets');
    const limited = await owner.post('/api/systems', {
      name: 'HubSpot (no tickets)',
      type: 'crm',
      connectionDetails: { connector: 'hubspot', url: fake.url, apiKey: fake.token },
    });
    fake.deniedObjects.delete('tickets');
    expect(limited.status).toBe(201);
    expect(limited.json).toMatchObject({
      status: 'limited',
      statusMessage: 'Connected, but the token has no scope to read: tickets.',
    });
    expect((await owner.delete(`/api/systems/${limited.json.id}`)).status).toBe(204);

    const res = await owner.post('/api/systems', {
      name: 'HubSpot',
      type: 'crm',
      connectionDetails: { connector: 'hubspot', url: fake.url, apiKey: fake.token },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'connected',
      connectionDetails: { connector: 'hubspot', hasApiKey: true },
    });
    expect(JSON.stringify(res.json)).not.toContain(fake.token);
    systemId = res.json.id;
  });

  const ask = async (prompt: string) => {
    fake.requests.length = 0;
    const res = await owner.post('/api/ask', { prompt, systemIds: [systemId] });
    expect(res.status).toBe(200);
    expect(res.json.systemSources).toEqual(['HubSpot']);
    return res.json.response as string;
  };

  it('"total amount of won deals" filters closed-won deals in the search API', async () => {
    const answer = await ask('total amount of won deals');
    const won = cents(
      deals.filter((d) => d.properties.hs_is_closed_won === 'true').reduce((s, d) => s + amountOf(d), 0),
    );
    expect(won).toBe(729_801.24);
    expect(answer).toContain('**729,801.24**');
    expect(fake.searches()[0].body.filterGroups).toEqual([
      { filters: [{ propertyName: 'hs_is_closed_won', operator: 'EQ', value: 'true' }] },
    ]);
  });

  it('"top 5 companies by deal amount" credits each deal to its primary company', async () => {
    const answer = await ask('top 5 companies by deal amount');
    const primary = (dealId: string) =>
      String(SEED.associations['deals/companies'][dealId]?.find((a) => a.primary)?.toObjectId);
    const expected = SEED.records.companies
      .map((c) => [
        c.properties.name,
        cents(deals.filter((d) => primary(d.id) === c.id).reduce((s, d) => s + amountOf(d), 0)),
      ])
      .sort((x, y) => (y[1] as number) - (x[1] as number))
      .slice(0, 5);
    expect(tableValues(answerTables(answer)[0])).toEqual(expected);
    expect(fake.requests.filter((r) => r.path === '/crm/v4/associations/deals/companies/batch/read')).toHaveLength(1);
  });
});
