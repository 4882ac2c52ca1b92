import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRecords, DEAL_PIPELINES, startHubSpotFake, type HubSpotFake } from '@soe/fakes/hubspot';
import { loopbackContext } from '../api/testing';
import { ConnectorError, type ConnectorSession } from '../connector';
import { col, lit, type Condition, type QuerySpec } from '../query';
import { hubspotConnector } from './connector';

const SEED = buildRecords();
const deals = SEED.records.deals;
const companies = SEED.records.companies;
const stageLabel = new Map(DEAL_PIPELINES.flatMap((p) => p.stages.map((s) => [s.id, s.label])));
const amountOf = (d: (typeof deals)[number]) => (d.properties.amount === null ? 0 : Number(d.properties.amount));
const cents = (n: number) => Math.round(n * 100) / 100;
const READ = { timeoutMs: 10_000, rowCap: 1000 };
const d = (c: string) => col('d', c);
const count = { kind: 'agg', fn: 'count', arg: null } as const;
const sumAmount = { kind: 'agg', fn: 'sum', arg: d('amount') } as const;
const dealsFrom = { entity: 'deals', alias: 'd' };

let fake: HubSpotFake;
let session: ConnectorSession;
const open = (extra: Record<string, unknown> = {}) =>
  hubspotConnector.open({ url: fake.url, apiKey: fake.token, connector: 'hubspot', ...extra }, loopbackContext());

async function failure(p: Promise<unknown>): Promise<ConnectorError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ConnectorError);
    return err as ConnectorError;
  }
  throw new Error('expected a failure');
}

const where = async (condition: Condition) => {
  fake.requests.length = 0;
  const result = await session.query(
    { from: dealsFrom, select: [{ alias: 'name', expr: d('dealname') }], where: condition },
    READ,
  );
  return { names: result.rows.map((r) => r.name).sort(), body: fake.searches()[0].body };
};

beforeAll(async () => {
  fake = await startHubSpotFake({ pageSize: 4 });
  session = await open();
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('HubSpot connector: connection', () => {
  it('is chosen for HubSpot’s API host and declares its form', () => {
    expect(hubspotConnector.matchesUrl('https://api.hubapi.com')).toBe(true);
    expect(hubspotConnector.matchesUrl('https://api.hubspot.com/')).toBe(true);
    expect(hubspotConnector.matchesUrl('https://hubapi.com.evil.example')).toBe(false);
    expect(hubspotConnector.fields?.map((f) => [f.key, f.kind, f.required])).toEqual([
      ['url', 'url', true],
      ['apiKey', 'secret', true],
    ]);
    expect(hubspotConnector.configSchema.safeParse({ url: '' }).success).toBe(false);
  });

  it('test() reads one record of each CRM object with the token', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}?limit=${r.query.limit}`).sort()).toEqual(
      ['companies', 'contacts', 'deals', 'tickets'].map((t) => `GET /crm/v3/objects/${t}?limit=1`),
    );
    expect(fake.requests.every((r) => r.authorization === `Bearer ${fake.token}`)).toBe(true);
  });

  it('a wrong token is an error with HubSpot’s reason; an expired one fails queries clearly', async () => {
    const wrong = await open({ apiKey: 'pat-na1-wrong' });
    const tested = await wrong.test();
    expect(tested.status).toBe('error');
    expect(tested.message).toBe(
      'HubSpot refused the access token (401: Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview). Reconnect with a new token.',
    );
    const live = await open();
    const token = fake.token;
    fake.setToken('pat-na1-rotated');
    try {
      const err = await failure(live.query({ from: dealsFrom, select: [{ alias: 'n', expr: count }] }, READ));
      expect(err.code).toBe('auth');
      expect(err.message).not.toContain(token);
    } finally {
      fake.setToken(token);
    }
  });

  it('a missing scope on some objects makes the connection limited, naming them', async () => {
    fake.deniedObjects.add('tickets');
    try {
      expect(await (await open()).test()).toEqual({
        status: 'limited',
        message: 'Connected, but the token has no scope to read: tickets.',
      });
      const err = await failure(
        (await open()).query({ from: { entity: 'tickets', alias: 't' }, select: [{ alias: 'n', expr: count }] }, READ),
      );
      expect(err).toMatchObject({ code: 'forbidden', message: 'This HubSpot token has no scope to read tickets.' });
    } finally {
      fake.deniedObjects.delete('tickets');
    }
  });
});

describe('HubSpot connector: discovery', () => {
  it('maps properties, hides internals, shows stages by name, and relates deals to companies', async () => {
    const schema = await session.discover();
    // line_items and products answer 403 for this token and are left out.
    expect(schema.entities.map((e) => e.name)).toEqual(['companies', 'contacts', 'deals', 'tickets']);
    const dealEntity = schema.entities.find((e) => e.name === 'deals')!;
    expect(dealEntity).toMatchObject({ label: 'Deal', description: 'Deals', primaryKey: ['id'] });
    const field = (name: string) => dealEntity.fields.find((f) => f.name === name);
    expect(field('id')).toMatchObject({ type: 'text', isPrimaryKey: true });
    expect(field('amount')).toMatchObject({ type: 'decimal', nativeType: 'number', description: 'Amount' });
    expect(field('dealstage')).toMatchObject({ type: 'text', nativeType: 'enumeration', description: 'Deal Stage' });
    expect(field('closedate')).toMatchObject({ type: 'timestamp' });
    expect(field('hs_is_closed')).toMatchObject({ type: 'boolean', description: 'Is Deal Closed?' });
    expect(field('company_id')).toMatchObject({ type: 'text', nativeType: 'association' });
    for (const hidden of ['hs_object_id', 'hs_all_owner_ids', 'hs_analytics_source_data_1'])
      expect(field(hidden)).toBeUndefined();
    expect(
      schema.entities.find((e) => e.name === 'contacts')!.fields.find((f) => f.name === 'date_of_birth'),
    ).toMatchObject({ type: 'date' });
    expect(schema.relations).toEqual([
      {
        name: 'deals.company_id',
        fromEntity: 'deals',
        fromFields: ['company_id'],
        toEntity: 'companies',
        toFields: ['id'],
      },
      {
        name: 'tickets.company_id',
        fromEntity: 'tickets',
        fromFields: ['company_id'],
        toEntity: 'companies',
        toFields: ['id'],
      },
      {
        name: 'contacts.associatedcompanyid',
        fromEntity: 'contacts',
        fromFields: ['associatedcompanyid'],
        toEntity: 'companies',
        toFields: ['id'],
      },
    ]);
    expect(fake.requests.map((r) => r.path)).toContain('/crm/v3/pipelines/deals');
    const create = schema.operations!.find((o) => o.id === 'create_deals')!;
    expect(create).toMatchObject({ kind: 'write', title: 'Create deal', entity: 'deals' });
    const props = create.inputSchema.properties as Record<string, { enum?: string[] }>;
    expect(props.dealstage.enum).toEqual(expect.arrayContaining(['Closed Won', 'Renewal Due', 'Contract Sent']));
    expect(props.hs_is_closed).toBeUndefined();
    expect(schema.operations!.map((o) => o.id)).toEqual([
      'create_companies',
      'update_companies',
      'create_contacts',
      'update_contacts',
      'create_deals',
      'update_deals',
      'create_tickets',
      'update_tickets',
    ]);
  });
});

describe('HubSpot connector: search pushdown', () => {
  it('open deals by stage: filters pushed, pages followed with after, stages shown by name', async () => {
    const spec: QuerySpec = {
      from: dealsFrom,
      select: [
        { alias: 'stage', expr: d('dealstage') },
        { alias: 'deals', expr: count },
        { alias: 'amount', expr: sumAmount },
      ],
      where: { kind: 'cmp', op: '=', left: d('hs_is_closed'), right: lit(false) },
      groupBy: [d('dealstage')],
      orderBy: [{ expr: d('dealstage'), direction: 'asc' }],
    };
    const result = await session.query(spec, READ);
    const searches = fake.searches();
    const open = deals.filter((x) => x.properties.hs_is_closed === 'false');
    expect(searches).toHaveLength(Math.ceil(open.length / 4));
    expect(searches[0]).toEqual({
      objectType: 'deals',
      body: {
        filterGroups: [{ filters: [{ propertyName: 'hs_is_closed', operator: 'EQ', value: 'false' }] }],
        properties: ['dealstage', 'amount', 'hs_is_closed'],
        limit: 100,
      },
    });
    expect(searches[1].body).toMatchObject({ after: '4', limit: 100 });
    const labels = [...new Set(open.map((x) => stageLabel.get(x.properties.dealstage!)!))].sort();
    expect(result.rows).toEqual(
      labels.map((stage) => {
        const rows = open.filter((x) => stageLabel.get(x.properties.dealstage!) === stage);
        return {
          stage,
          deals: rows.length,
          amount: rows.some((x) => x.properties.amount !== null)
            ? cents(rows.reduce((s, x) => s + amountOf(x), 0))
            : null,
        };
      }),
    );
    expect(result.rows.map((r) => r.stage)).toContain('Renewal Due');
  });

  it('a stage name matches its id in every pipeline', async () => {
    const { names, body } = await where({ kind: 'eq_ci', expr: d('dealstage'), value: 'closed won' });
    expect(body.filterGroups).toEqual([
      { filters: [{ propertyName: 'dealstage', operator: 'IN', values: ['closedwon', '1002'] }] },
    ]);
    expect(names).toEqual(
      deals
        .filter((x) => ['closedwon', '1002'].includes(x.properties.dealstage!))
        .map((x) => x.properties.dealname)
        .sort(),
    );
  });

  it('translates each operator into HubSpot’s, with SQL’s null meaning', async () => {
    const num = await where({
      kind: 'and',
      conditions: [
        { kind: 'cmp', op: '>=', left: d('amount'), right: lit(50_000) },
        { kind: 'cmp', op: '<', left: d('closedate'), right: lit('2025-04-01') },
      ],
    });
    expect(num.body.filterGroups).toEqual([
      {
        filters: [
          { propertyName: 'amount', operator: 'GTE', value: '50000' },
          { propertyName: 'closedate', operator: 'LT', value: String(Date.parse('2025-04-01T00:00:00Z')) },
        ],
      },
    ]);
    expect(num.names).toEqual(['Globex data center', 'Stark trading floor']);

    const neq = await where({ kind: 'cmp', op: '<>', left: d('amount'), right: lit(12_000) });
    expect(neq.body.filterGroups).toEqual([
      {
        filters: [
          { propertyName: 'amount', operator: 'NEQ', value: '12000' },
          { propertyName: 'amount', operator: 'HAS_PROPERTY' },
        ],
      },
    ]);
    expect(neq.names).toEqual(
      deals
        .filter((x) => x.properties.amount !== null && x.properties.amount !== '12000')
        .map((x) => x.properties.dealname)
        .sort(),
    );

    const inTypes = await where({ kind: 'in', expr: d('dealtype'), values: ['Existing Business'] });
    expect(inTypes.body.filterGroups).toEqual([
      { filters: [{ propertyName: 'dealtype', operator: 'IN', values: ['existingbusiness'] }] },
    ]);
    expect(inTypes.names).toHaveLength(deals.filter((x) => x.properties.dealtype === 'existingbusiness').length);

    const token = await where({ kind: 'contains', expr: d('dealname'), value: 'renew' });
    expect(token.body.filterGroups).toEqual([
      { filters: [{ propertyName: 'dealname', operator: 'CONTAINS_TOKEN', value: '*renew*' }] },
    ]);
    expect(token.names).toEqual(['Globex renewal 2025', "O'Reilly renewal", 'Stark renewal']);

    const missing = await where({ kind: 'is_null', expr: d('amount'), negate: false });
    expect(missing.body.filterGroups).toEqual([
      { filters: [{ propertyName: 'amount', operator: 'NOT_HAS_PROPERTY' }] },
    ]);
    expect(missing.names).toEqual(['Initech expansion']);

    const either = await where({
      kind: 'or',
      conditions: [
        { kind: 'cmp', op: '>', left: d('amount'), right: lit(200_000) },
        { kind: 'eq_ci', expr: d('dealname'), value: 'wayne fleet' },
      ],
    });
    expect(either.body.filterGroups).toEqual([
      { filters: [{ propertyName: 'amount', operator: 'GT', value: '200000' }] },
      { filters: [{ propertyName: 'dealname', operator: 'EQ', value: 'wayne fleet' }] },
    ]);
    expect(either.names).toEqual(['Stark trading floor', 'Wayne fleet']);

    // A term HubSpot cannot say (a negated substring) is evaluated here, over the records read.
    const local = await where({ kind: 'not', condition: { kind: 'contains', expr: d('dealname'), value: 'a' } });
    expect(local.body.filterGroups).toEqual([]);
    expect(local.names).toEqual(
      deals
        .filter((x) => !x.properties.dealname!.toLowerCase().includes('a'))
        .map((x) => x.properties.dealname)
        .sort(),
    );
  });

  it('top deals by amount: sort and limit go to the API, one page', async () => {
    const spec: QuerySpec = {
      from: dealsFrom,
      select: [
        { alias: 'name', expr: d('dealname') },
        { alias: 'amount', expr: d('amount') },
      ],
      orderBy: [{ expr: d('amount'), direction: 'desc' }],
      limit: 3,
    };
    const result = await session.query(spec, READ);
    expect(fake.searches()).toEqual([
      {
        objectType: 'deals',
        body: {
          filterGroups: [],
          properties: ['dealname', 'amount'],
          sorts: [{ propertyName: 'amount', direction: 'DESCENDING' }],
          limit: 3,
        },
      },
    ]);
    const top = [...deals]
      .filter((x) => x.properties.amount !== null)
      .sort((a, b) => amountOf(b) - amountOf(a))
      .slice(0, 3);
    expect(result.rows).toEqual(top.map((x) => ({ name: x.properties.dealname, amount: amountOf(x) })));
  });

  it('stops paging at the row cap and says the answer was cut', async () => {
    const result = await session.query(
      { from: dealsFrom, select: [{ alias: 'name', expr: d('dealname') }] },
      { ...READ, rowCap: 5 },
    );
    expect(result.rows).toHaveLength(5);
    expect(result.truncated).toBe(true);
    expect(fake.searches().map((s) => [s.body.limit, s.body.after])).toEqual([
      [6, undefined],
      [2, '4'],
    ]);
  });

  it('joins deals to their primary company through the associations API', async () => {
    const spec: QuerySpec = {
      from: dealsFrom,
      joins: [
        { entity: 'companies', alias: 'c', type: 'inner', on: [{ left: d('company_id'), right: col('c', 'id') }] },
      ],
      select: [
        { alias: 'company', expr: col('c', 'name') },
        { alias: 'amount', expr: sumAmount },
      ],
      groupBy: [col('c', 'name')],
      orderBy: [{ expr: sumAmount, direction: 'desc' }],
      limit: 3,
    };
    const result = await session.query(spec, READ);
    const batch = fake.requests.filter((r) => r.path === '/crm/v4/associations/deals/companies/batch/read');
    expect(batch).toHaveLength(1);
    expect((batch[0].body as { inputs: unknown[] }).inputs).toHaveLength(deals.length);
    const primary = (dealId: string) =>
      SEED.associations['deals/companies'][dealId]?.find((a) => a.primary)?.toObjectId;
    const expected = companies
      .map((c) => ({
        company: c.properties.name,
        amount: cents(deals.filter((x) => String(primary(x.id)) === c.id).reduce((s, x) => s + amountOf(x), 0)),
      }))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 3);
    expect(result.rows).toEqual(expected);
  });

  it('an unknown property or object is a clear error', async () => {
    expect(
      (await failure(session.query({ from: dealsFrom, select: [{ alias: 'x', expr: d('nope') }] }, READ))).message,
    ).toBe('HubSpot deals have no property "nope".');
    expect(
      (
        await failure(
          session.query(
            { from: { entity: 'widgets', alias: 'w' }, select: [{ alias: 'x', expr: col('w', 'id') }] },
            READ,
          ),
        )
      ).message,
    ).toMatch(/^HubSpot has no object "widgets"/);
  });
});

describe('HubSpot connector: rate limits', () => {
  const spec: QuerySpec = { from: { entity: 'tickets', alias: 't' }, select: [{ alias: 'n', expr: count }] };

  it('429 is retried with backoff, then succeeds', async () => {
    await session.query(spec, READ); // metadata read first, so only the search is retried below
    fake.requests.length = 0;
    fake.failNext(429, 1);
    const started = Date.now();
    expect((await session.query(spec, READ)).rows).toEqual([{ n: SEED.records.tickets.length }]);
    expect(fake.searches()).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('gives up after the bounded retries with rate_limited and HubSpot’s message', async () => {
    fake.failNext(429, 4, { 'retry-after': '0' });
    const err = await failure(session.query(spec, READ));
    expect(err).toMatchObject({
      code: 'rate_limited',
      message: 'HubSpot is limiting the request rate (429: You have reached your secondly limit.). Try again shortly.',
    });
    expect(fake.requests).toHaveLength(4);
  });
});

describe('HubSpot connector: writes', () => {
  it('are refused without write access, before any request', async () => {
    const err = await failure(
      session.invoke!('create_deals', { dealname: 'x' }, { timeoutMs: 5000, allowWrite: false }),
    );
    expect(err).toMatchObject({
      code: 'forbidden',
      message: 'Creating HubSpot deals changes data; it needs write access.',
    });
    expect(
      (
        await failure(
          session.invoke!('update_deals', { id: '9001', amount: 1 }, { timeoutMs: 5000, allowWrite: false }),
        )
      ).code,
    ).toBe('forbidden');
    expect(fake.requests).toHaveLength(0);
  });

  it('create and update with write access; stage names are sent as their ids', async () => {
    const created = await session.invoke!(
      'create_deals',
      { dealname: 'Acme pilot', amount: 1000, dealstage: 'Contract Sent', closedate: '2025-12-31' },
      { timeoutMs: 5000, allowWrite: true },
    );
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/crm/v3/objects/deals')!;
    expect(post.body).toEqual({
      properties: {
        dealname: 'Acme pilot',
        amount: '1000',
        dealstage: 'contractsent',
        closedate: '2025-12-31T00:00:00.000Z',
      },
    });
    const id = created.rows![0].id as string;
    expect(created.text).toBe(`Created deal ${id}.`);
    const updated = await session.invoke!(
      'update_deals',
      { id, dealstage: 'closedwon' },
      { timeoutMs: 5000, allowWrite: true },
    );
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/crm/v3/objects/deals/${id}`,
      body: { properties: { dealstage: 'closedwon' } },
    });
    expect(updated.text).toBe(`Updated deal ${id} (dealstage).`);
    expect(fake.records.deals.find((r) => r.id === id)?.properties.dealstage).toBe('closedwon');
    fake.records.deals.splice(
      fake.records.deals.findIndex((r) => r.id === id),
      1,
    );
  });

  it('refuse read-only and unknown properties, an ambiguous stage name, and report HubSpot’s validation', async () => {
    const w = (input: Record<string, unknown>) =>
      failure(session.invoke!('create_deals', input, { timeoutMs: 5000, allowWrite: true }));
    expect((await w({ hs_is_closed: true })).message).toBe(
      'HubSpot deals have no property "hs_is_closed" that can be set.',
    );
    expect((await w({ bogus: 1 })).message).toBe('HubSpot deals have no property "bogus" that can be set.');
    expect((await w({ dealstage: 'Closed Won' })).message).toBe(
      '"Closed Won" names several Deal Stage values in HubSpot (closedwon, 1002); give the value itself.',
    );
    const invalid = await w({ dealtype: 'barter' });
    expect(invalid.code).toBe('query');
    expect(invalid.message).toContain('barter was not one of the allowed options');
    expect((await failure(session.invoke!('delete_deals', {}, { timeoutMs: 5000, allowWrite: true }))).code).toBe(
      'unsupported',
    );
  });
});
