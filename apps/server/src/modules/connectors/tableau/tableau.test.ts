import { startTableauFake, type TableauFake, type TableauFakeOptions } from '@soe/fakes/tableau';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackContext } from '../api/testing';
import type { ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { tableauConnector } from './connector';

const READ = { timeoutMs: 10_000, rowCap: 1000 };
const fakes: TableauFake[] = [];
const sessions: ConnectorSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function connect(options: TableauFakeOptions = {}, details: Record<string, string> = {}) {
  const fake = await startTableauFake(options);
  fakes.push(fake);
  const session = await tableauConnector.open(
    {
      url: fake.url,
      connector: 'tableau',
      site: 'acme',
      tokenName: fake.token.name,
      apiKey: fake.token.secret,
      ...details,
    },
    loopbackContext(),
  );
  sessions.push(session);
  return { fake, session };
}

const salesView = (fake: TableauFake) => fake.site.views.find((v) => v.name === 'Sales by Region')!;
const dataRequests = (fake: TableauFake) => fake.requests.filter((r) => r.path.endsWith('/data'));

/** Sum of Sales per region computed from the fake's own rows. */
function salesByRegion(fake: TableauFake, filter: (row: Array<string | number | null>) => boolean = () => true) {
  const view = salesView(fake);
  const totals = new Map<string, number>();
  for (const r of view.rows.filter(filter))
    totals.set(String(r[0]), (totals.get(String(r[0])) ?? 0) + Math.round(Number(r[3]) * 100));
  return [...totals].map(([region, cents]) => ({ region, sales: cents / 100 })).sort((a, b) => b.sales - a.sales);
}

describe('Tableau connector', () => {
  it('signs in with the personal access token and site', async () => {
    const { fake, session } = await connect();
    expect(await session.test()).toEqual({ status: 'connected' });
    const signin = fake.requests[0]!;
    expect(signin.path).toBe('/api/3.19/auth/signin');
    expect(signin.body).toEqual({
      credentials: {
        personalAccessTokenName: 'soe-test',
        personalAccessTokenSecret: 'pat-secret-0123456789',
        site: { contentUrl: 'acme' },
      },
    });
    expect(signin.headers.accept).toBe('application/json');
  });

  it('discovers workbooks and views across pages; each view is a table typed from its data', async () => {
    const { fake, session } = await connect({ maxPageSize: 2 });
    const schema = await session.discover();
    const views = fake.requests.filter((r) => r.path.endsWith(`/sites/${fake.site.id}/views`));
    expect(views.map((r) => [r.query.pageNumber, r.query.includeUsageStatistics])).toEqual([
      ['1', 'true'],
      ['2', 'true'],
    ]);
    expect(views.every((r) => r.headers['x-tableau-auth'])).toBe(true);
    // Most viewed first.
    expect(schema.entities.map((e) => [e.label, e.rowCount])).toEqual([
      ['Superstore / Sales by Region', salesView(fake).rows.length],
      ['Finance / Budget vs Actual', 3],
      ['Superstore / Customer Notes', 3],
    ]);
    const sales = schema.entities[0]!;
    expect(sales).toMatchObject({ name: salesView(fake).id, table: 'Sales by Region', namespace: 'Superstore' });
    expect(sales.fields.map((f) => [f.name, f.type])).toEqual([
      ['Region', 'text'],
      ['Category', 'text'],
      ['Order Date', 'date'],
      ['Sales', 'decimal'],
      ['Quantity', 'integer'],
      ['Profit', 'decimal'],
    ]);
    expect(schema.entities[1]!.fields.map((f) => f.type)).toEqual(['text', 'integer', 'decimal', 'boolean']);
    expect(schema.operations!.map((o) => `${o.kind}:${o.id}`)).toEqual(['read:list_workbooks', 'read:view_data']);
  });

  it('reads a view with quoted values exactly as Tableau holds them', async () => {
    const { fake, session } = await connect();
    const notes = fake.site.views.find((v) => v.name === 'Customer Notes')!;
    const res = await session.query(
      {
        from: { entity: notes.id, alias: 'n' },
        select: [
          { alias: 'name', expr: col('n', 'Customer Name') },
          { alias: 'note', expr: col('n', 'Note') },
        ],
      },
      READ,
    );
    expect(res.rows).toEqual(notes.rows.map((r) => ({ name: r[0], note: r[2] })));
  });

  it('pushes equality filters as vf_ parameters and computes the rest', async () => {
    const { fake, session } = await connect();
    const view = salesView(fake);
    const sum = { kind: 'agg', fn: 'sum', arg: col('t', 'Sales') } as const;
    const spec: QuerySpec = {
      from: { entity: view.id, alias: 't' },
      select: [
        { alias: 'category', expr: col('t', 'Category') },
        { alias: 'sales', expr: sum },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'in', expr: col('t', 'Region'), values: ['West', 'East'] },
          { kind: 'cmp', op: '>=', left: col('t', 'Order Date'), right: lit('2025-03-01') },
        ],
      },
      groupBy: [col('t', 'Category')],
      orderBy: [{ expr: sum, direction: 'desc' }],
    };
    const res = await session.query(spec, READ);
    const [request] = dataRequests(fake);
    expect(request!.path).toBe(`/api/3.19/sites/${fake.site.id}/views/${view.id}/data`);
    expect(request!.query).toEqual({ vf_Region: 'West,East' });
    const cents = new Map<string, number>();
    for (const r of view.rows) {
      const [m, d, y] = String(r[2]).split('/').map(Number);
      if (['West', 'East'].includes(String(r[0])) && Date.UTC(y!, m! - 1, d!) >= Date.UTC(2025, 2, 1))
        cents.set(String(r[1]), (cents.get(String(r[1])) ?? 0) + Math.round(Number(r[3]) * 100));
    }
    expect(res.rows).toEqual(
      [...cents].map(([category, c]) => ({ category, sales: c / 100 })).sort((a, b) => b.sales - a.sales),
    );
  });

  it('refuses a wrong token with a clear message', async () => {
    const { fake, session } = await connect({}, { apiKey: 'wrong-secret-999' });
    const tested = await session.test();
    expect(tested.status).toBe('error');
    expect(tested.message).toBe(
      'Tableau refused the personal access token "soe-test" for the site "acme" (401: Signin Error: Error signing in to Tableau Server). Check the token name, secret and site, and that the token has not expired or been revoked.',
    );
    expect(JSON.stringify(tested)).not.toContain('wrong-secret-999');
    expect(fake.activeTokens()).toBe(0);
  });

  it('signs in again once when the session token expires mid-session, and says so clearly when that fails', async () => {
    const { fake, session } = await connect();
    const view = salesView(fake);
    const spec: QuerySpec = {
      from: { entity: view.id, alias: 't' },
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
    };
    await session.query(spec, READ);
    fake.expireTokens();
    const again = await session.query(
      { ...spec, where: { kind: 'cmp', op: '=', left: col('t', 'Region'), right: lit('South') } },
      READ,
    );
    expect(again.rows).toEqual([{ n: view.rows.filter((r) => r[0] === 'South').length }]);
    expect(fake.requests.filter((r) => r.path.endsWith('/auth/signin'))).toHaveLength(2);
    const data = dataRequests(fake);
    expect(data.map((r) => r.headers['x-tableau-auth'] !== data[0]!.headers['x-tableau-auth'])).toEqual([
      false,
      false,
      true,
    ]);

    // The token is revoked while the session token expires: one new sign-in, refused, then a clear error.
    fake.token.secret = 'rotated-secret';
    fake.expireTokens();
    await expect(
      session.query({ ...spec, where: { kind: 'cmp', op: '=', left: col('t', 'Region'), right: lit('East') } }, READ),
    ).rejects.toThrow(/^Tableau refused the personal access token "soe-test" for the site "acme" \(401: Signin Error/);
    expect(fake.requests.filter((r) => r.path.endsWith('/auth/signin'))).toHaveLength(3);
  });

  it('retries a 429 through the shared client', async () => {
    const { fake, session } = await connect();
    await session.test();
    fake.failNext(429, 1, { 'retry-after': '0' });
    const res = await session.query(
      {
        from: { entity: salesView(fake).id, alias: 't' },
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      },
      READ,
    );
    expect(res.rows).toEqual([{ n: salesView(fake).rows.length }]);
    expect(dataRequests(fake)).toHaveLength(2);
  });

  it('offers read operations, reuses a view download briefly, and signs out on close', async () => {
    const { fake, session } = await connect();
    const workbooks = await session.invoke!('list_workbooks', {}, { timeoutMs: 5000, allowWrite: false });
    expect(workbooks.rows).toEqual(
      fake.site.workbooks.map((w) => ({ id: w.id, name: w.name, project: w.project.name })),
    );
    const data = await session.invoke!(
      'view_data',
      { viewId: salesView(fake).id, filters: { Region: 'Central' } },
      { timeoutMs: 5000, allowWrite: false },
    );
    expect(data.rows).toHaveLength(salesView(fake).rows.filter((r) => r[0] === 'Central').length);
    expect(data.text.split('\n')[0]).toBe('Region | Category | Order Date | Sales | Quantity | Profit');
    await session.invoke!(
      'view_data',
      { viewId: salesView(fake).id, filters: { Region: 'Central' } },
      { timeoutMs: 5000, allowWrite: false },
    );
    expect(dataRequests(fake)).toHaveLength(1);
    await expect(session.invoke!('delete_workbook', {}, { timeoutMs: 5000, allowWrite: true })).rejects.toThrow(
      'Tableau has no operation "delete_workbook".',
    );

    expect(fake.activeTokens()).toBe(1);
    await session.close();
    expect(fake.requests.at(-1)!.path).toBe('/api/3.19/auth/signout');
    expect(fake.activeTokens()).toBe(0);
  });

  it('answers a top-3 query exactly', async () => {
    const { fake, session } = await connect();
    const sum = { kind: 'agg', fn: 'sum', arg: col('t', 'Sales') } as const;
    const res = await session.query(
      {
        from: { entity: salesView(fake).id, alias: 't' },
        select: [
          { alias: 'region', expr: col('t', 'Region') },
          { alias: 'sales', expr: sum },
        ],
        groupBy: [col('t', 'Region')],
        orderBy: [{ expr: sum, direction: 'desc' }],
        limit: 3,
      },
      READ,
    );
    expect(res.rows).toEqual(salesByRegion(fake).slice(0, 3));
  });
});
