import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHubSpotFake, type HubSpotFake } from '@soe/fakes/hubspot';
import { startODataFake, type ODataFake } from '@soe/fakes/odata';
import { startInventoryService, type InventoryService } from '@soe/fakes/openapi-service';
import { startSalesforceFake, type SalesforceFake } from '@soe/fakes/salesforce';
import { startTableauFake, type TableauFake } from '@soe/fakes/tableau';
import type { ConnectorSession } from '../connector';
import { hubspotConnector } from '../hubspot/connector';
import { odataConnector } from '../odata/connector';
import { openApiConnector } from '../openapi/connector';
import { col, lit, type QuerySpec } from '../query';
import { salesforceConnector } from '../salesforce/connector';
import { tableauConnector } from '../tableau/connector';
import { httpStatement, joinStatements } from './statement';
import { loopbackContext } from './testing';

/**
 * Every API connector reports what it asked its service for (QueryResult.statement), as the service received
 * it, and never a credential: SOQL for Salesforce, the URL for OData, the request for HubSpot, Tableau and
 * OpenAPI services.
 */

const READ = { timeoutMs: 10_000, rowCap: 1000 };
const count = { kind: 'agg', fn: 'count', arg: null } as const;

describe('httpStatement', () => {
  it('writes the method, the path with its encoded query, and the JSON body below', () => {
    expect(httpStatement('get', '/items', { query: { category: 'Paint & Co', page: 1, skip: undefined } })).toBe(
      'GET /items?category=Paint%20%26%20Co&page=1',
    );
    expect(httpStatement('POST', '/crm/v3/objects/deals/search', { body: { limit: 2 } })).toBe(
      'POST /crm/v3/objects/deals/search\n{\n  "limit": 2\n}',
    );
    expect(joinStatements(['GET /a', 'GET /b'])).toBe('GET /a\n\nGET /b');
  });
});

describe('Salesforce: the SOQL that ran', () => {
  let fake: SalesforceFake;
  let session: ConnectorSession;
  beforeAll(async () => {
    fake = await startSalesforceFake({ pageSize: 5 });
    session = await salesforceConnector.open(
      { url: fake.url, apiKey: fake.token, connector: 'salesforce' },
      loopbackContext(),
    );
  });
  afterAll(() => fake?.close());

  it('one statement when SOQL says it all; each object’s read when SOE joins them', async () => {
    fake.requests.length = 0;
    const won = await session.query(
      {
        from: { entity: 'Opportunity', alias: 'o' },
        select: [{ alias: 'n', expr: count }],
        where: { kind: 'cmp', op: '=', left: col('o', 'IsWon'), right: lit(true) },
      },
      READ,
    );
    expect(fake.soql()).toHaveLength(1);
    expect(won.statement).toEqual({ language: 'soql', text: fake.soql()[0] });

    fake.requests.length = 0;
    const joined = await session.query(
      {
        from: { entity: 'Account', alias: 'a' },
        joins: [
          {
            entity: 'Opportunity',
            alias: 'o',
            type: 'left',
            on: [{ left: col('a', 'Id'), right: col('o', 'AccountId') }],
          },
        ],
        select: [
          { alias: 'account', expr: col('a', 'Name') },
          { alias: 'deals', expr: { kind: 'agg', fn: 'count', arg: col('o', 'Id') } },
        ],
        groupBy: [col('a', 'Name')],
      },
      READ,
    );
    expect(fake.soql()).toHaveLength(2);
    expect(joined.statement).toEqual({ language: 'soql', text: fake.soql().join('\n\n') });
    expect(JSON.stringify([won, joined].map((r) => r.statement))).not.toContain(fake.token);
  });
});

describe('HubSpot: the search requests, without the token', () => {
  let fake: HubSpotFake;
  let session: ConnectorSession;
  beforeAll(async () => {
    fake = await startHubSpotFake({ pageSize: 4 });
    session = await hubspotConnector.open(
      { url: fake.url, apiKey: fake.token, connector: 'hubspot' },
      loopbackContext(),
    );
  });
  afterAll(() => fake?.close());

  it('shows the first page’s method, path and body exactly as sent', async () => {
    fake.requests.length = 0;
    const result = await session.query(
      {
        from: { entity: 'deals', alias: 'd' },
        select: [{ alias: 'name', expr: col('d', 'dealname') }],
        where: { kind: 'cmp', op: '>', left: col('d', 'amount'), right: lit(1000) },
      },
      READ,
    );
    const searches = fake.requests.filter((r) => r.path.endsWith('/search'));
    expect(searches.length).toBeGreaterThan(1); // paged: later pages carry `after`
    const first = searches[0]!;
    expect(result.statement).toEqual({
      language: 'http',
      text: `POST ${first.path}\n${JSON.stringify(first.body, null, 2)}`,
    });
    expect(first.authorization).toContain(fake.token);
    expect(result.statement!.text).not.toContain(fake.token);
    expect(result.statement!.text).not.toMatch(/authorization|bearer/i);
  });
});

describe('OData: the request URL relative to the service root', () => {
  let fake: ODataFake;
  let session: ConnectorSession;
  const KEY = 'canary-odata-key-5c1e';
  beforeAll(async () => {
    fake = await startODataFake({ auth: { bearer: 'canary-odata-token-93ab' } });
    // Parameters kept from the connection URL go with every request, but belong to the connection (one may be a key).
    session = await odataConnector.open(
      {
        url: `${fake.url}?sap-client=100&api-key=${KEY}`,
        apiKey: 'canary-odata-token-93ab',
        connector: 'odata',
      },
      loopbackContext(),
    );
  });
  afterAll(() => fake?.close());

  it('is the collection read the service received, with SOE’s options and without the connection’s', async () => {
    const spec: QuerySpec = {
      from: { entity: 'SalesOrders', alias: 's' },
      select: [
        { alias: 'customer', expr: col('s', 'CustomerID') },
        { alias: 'total', expr: { kind: 'agg', fn: 'sum', arg: col('s', 'TotalAmount') } },
      ],
      where: { kind: 'cmp', op: '>', left: col('s', 'TotalAmount'), right: lit(100) },
      groupBy: [col('s', 'CustomerID')],
    };
    fake.requests.length = 0;
    const result = await session.query(spec, READ);
    const reads = fake.requests.filter((r) => r.resource === 'SalesOrders');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.rawQuery.startsWith(`sap-client=100&api-key=${KEY}&`)).toBe(true);
    const own = reads[0]!.rawQuery.slice(`sap-client=100&api-key=${KEY}&`.length);
    expect(result.statement).toEqual({ language: 'odata', text: `SalesOrders?${own}` });
    expect(result.statement!.text).toContain('$apply=');
    expect(result.statement!.text).not.toContain(KEY);
    expect(result.statement!.text).not.toContain('canary-odata-token-93ab');
  });
});

describe('Tableau: the view data download', () => {
  let fake: TableauFake;
  let session: ConnectorSession;
  beforeAll(async () => {
    fake = await startTableauFake();
    session = await tableauConnector.open(
      {
        url: fake.url,
        connector: 'tableau',
        site: 'acme',
        tokenName: fake.token.name,
        apiKey: fake.token.secret,
      },
      loopbackContext(),
    );
  });
  afterAll(() => fake?.close());

  it('is the path and filter the server received, relative to the REST API, without the session token', async () => {
    const view = fake.site.views.find((v) => v.name === 'Sales by Region')!;
    const schema = await session.discover();
    const entity = schema.entities.find((e) => e.label === view.name || e.name === view.id)!;
    const region = entity.fields[0]!.name;
    fake.requests.length = 0;
    const result = await session.query(
      {
        from: { entity: entity.name, alias: 'v' },
        select: [{ alias: 'n', expr: count }],
        where: { kind: 'cmp', op: '=', left: col('v', region), right: lit('East') },
      },
      READ,
    );
    const data = fake.requests.filter((r) => r.path.endsWith('/data'));
    expect(data).toHaveLength(1);
    const path = data[0]!.path.replace(/^\/api\/[\d.]+\//, '');
    expect(result.statement).toEqual({
      language: 'http',
      text: httpStatement('GET', path, { query: data[0]!.query }),
    });
    expect(result.statement!.text).toContain('vf_');
    const token = fake.requests.find((r) => r.headers['x-tableau-auth'])?.headers['x-tableau-auth'];
    expect(token).toBeTruthy();
    expect(result.statement!.text).not.toContain(token!);
    expect(result.statement!.text).not.toContain(fake.token.secret);
  });
});

describe('OpenAPI: the list request', () => {
  let api: InventoryService;
  let session: ConnectorSession;
  const TOKEN = 'canary-inventory-token-77';
  beforeAll(async () => {
    api = await startInventoryService({ token: TOKEN });
    session = await openApiConnector.open(
      { url: `${api.url}/openapi.json`, apiKey: TOKEN } as never,
      loopbackContext(),
    );
  });
  afterAll(() => api?.close());

  it('is the first page’s method, path and query as the service received them, without the key', async () => {
    const schema = await session.discover();
    const items = schema.entities.find((e) => e.fields.some((f) => f.name === 'category'))!;
    api.requests.length = 0;
    const result = await session.query(
      {
        from: { entity: items.name, alias: 'i' },
        select: [{ alias: 'n', expr: count }],
        where: { kind: 'cmp', op: '=', left: col('i', 'category'), right: lit('Paint') },
      },
      READ,
    );
    const first = api.requests.find((r) => r.method === 'GET' && !r.path.endsWith('.json'))!;
    // Relative to the API's base URL, the server the document names (/api/v1 here).
    expect(first.path.startsWith('/api/v1/')).toBe(true);
    expect(result.statement?.language).toBe('http');
    expect(result.statement?.text).toBe(
      httpStatement('GET', first.path.slice('/api/v1'.length), { query: first.query }),
    );
    expect(result.statement?.text).toContain('category=Paint');
    expect(result.statement?.text).not.toContain(TOKEN);
  });
});
