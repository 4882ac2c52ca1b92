import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRecords, startSalesforceFake, type SalesforceFake } from '@soe/fakes/salesforce';
import { loopbackContext } from '../api/testing';
import { ConnectorError, type ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { salesforceConnector } from './connector';

const SEED = buildRecords();
const opps = SEED.Opportunity;
const accounts = SEED.Account;
const READ = { timeoutMs: 10_000, rowCap: 1000 };
const count = { kind: 'agg', fn: 'count', arg: null } as const;
const sum = (c: string, t = 'o') => ({ kind: 'agg', fn: 'sum', arg: col(t, c) }) as const;
const o = (c: string) => col('o', c);

let fake: SalesforceFake;
let session: ConnectorSession;
const open = (extra: Record<string, unknown> = {}) =>
  salesforceConnector.open({ url: fake.url, apiKey: fake.token, connector: 'salesforce', ...extra }, loopbackContext());
const lastSoql = () => fake.soql().at(-1);

async function failure(p: Promise<unknown>): Promise<ConnectorError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ConnectorError);
    return err as ConnectorError;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  fake = await startSalesforceFake({ pageSize: 5 });
  session = await open();
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('Salesforce connector: connection', () => {
  it('is chosen for Salesforce hosts and declares its form', () => {
    expect(salesforceConnector.matchesUrl('https://acme.my.salesforce.com')).toBe(true);
    expect(salesforceConnector.matchesUrl('https://acme.lightning.force.com/lightning/page/home')).toBe(true);
    expect(salesforceConnector.matchesUrl('https://salesforce.com.evil.example')).toBe(false);
    expect(salesforceConnector.fields?.map((f) => [f.key, f.kind, f.required])).toEqual([
      ['url', 'url', true],
      ['apiKey', 'secret', true],
      ['apiVersion', 'text', false],
    ]);
    expect(salesforceConnector.configSchema.safeParse({ url: '' }).success).toBe(false);
  });

  it('test() connects with a valid token, through the API version given', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /services/data/v60.0/sobjects']);
    expect(fake.requests[0].authorization).toBe(`Bearer ${fake.token}`);
    const v59 = await open({ apiVersion: '59.0' });
    await v59.test();
    expect(fake.requests.at(-1)?.path).toBe('/services/data/v59.0/sobjects');
  });

  it('a wrong or expired token is an error with Salesforce’s reason', async () => {
    const wrong = await open({ apiKey: 'not-the-token' });
    expect(await wrong.test()).toEqual({
      status: 'error',
      message: 'Salesforce refused the access token (401: Session expired or invalid). Reconnect with a new token.',
    });
    // The token expires after connecting: queries fail with the same clear reason, never the token.
    const live = await open();
    fake.setToken('rotated-token-value');
    try {
      const err = await failure(
        live.query({ from: { entity: 'Account', alias: 'a' }, select: [{ alias: 'n', expr: count }] }, READ),
      );
      expect(err.code).toBe('auth');
      expect(err.message).toContain('Session expired or invalid');
      expect(err.message).not.toContain(fake.token);
    } finally {
      fake.setToken('00Dfake!AQ0AQFakeAccessToken.salesforce');
    }
  });

  it('objects this user cannot query make the connection limited, naming them', async () => {
    fake.setQueryable('Case', false);
    fake.setQueryable('Lead', false);
    try {
      expect(await (await open()).test()).toEqual({
        status: 'limited',
        message: 'Connected, but this Salesforce user cannot read: Lead, Case.',
      });
    } finally {
      fake.setQueryable('Case', true);
      fake.setQueryable('Lead', true);
    }
  });
});

describe('Salesforce connector: discovery', () => {
  it('keeps business and custom objects, maps field types and labels, and finds lookups', async () => {
    const schema = await session.discover();
    expect(schema.entities.map((e) => e.name)).toEqual([
      'Account',
      'Contact',
      'Opportunity',
      'Lead',
      'Case',
      'User',
      'Invoice__c',
    ]);
    const opp = schema.entities.find((e) => e.name === 'Opportunity')!;
    expect(opp).toMatchObject({
      table: 'Opportunity',
      label: 'Opportunity',
      description: 'Opportunities',
      primaryKey: ['Id'],
      rowCount: null,
    });
    const field = (name: string) => opp.fields.find((f) => f.name === name);
    expect(field('Id')).toEqual({
      name: 'Id',
      type: 'text',
      nativeType: 'id',
      nullable: false,
      isPrimaryKey: true,
      description: 'Opportunity ID',
    });
    expect(field('Amount')).toMatchObject({ type: 'decimal', nativeType: 'currency', description: 'Amount' });
    expect(field('StageName')).toMatchObject({ type: 'text', nativeType: 'picklist', description: 'Stage' });
    expect(field('CloseDate')).toMatchObject({ type: 'date', nullable: false });
    expect(field('CreatedDate')).toMatchObject({ type: 'timestamp' });
    expect(field('IsWon')).toMatchObject({ type: 'boolean' });
    expect(field('Probability')).toMatchObject({ type: 'decimal', nativeType: 'percent' });
    // Compound address fields are left out.
    expect(schema.entities.find((e) => e.name === 'Account')!.fields.map((f) => f.name)).not.toContain(
      'BillingAddress',
    );
    expect(schema.relations).toEqual(
      expect.arrayContaining([
        {
          name: 'Opportunity.Account',
          fromEntity: 'Opportunity',
          fromFields: ['AccountId'],
          toEntity: 'Account',
          toFields: ['Id'],
        },
        {
          name: 'Opportunity.Owner',
          fromEntity: 'Opportunity',
          fromFields: ['OwnerId'],
          toEntity: 'User',
          toFields: ['Id'],
        },
        {
          name: 'Invoice__c.Account__r',
          fromEntity: 'Invoice__c',
          fromFields: ['Account__c'],
          toEntity: 'Account',
          toFields: ['Id'],
        },
      ]),
    );
    const create = schema.operations!.find((op) => op.id === 'create_Opportunity')!;
    expect(create).toMatchObject({ kind: 'write', title: 'Create Opportunity', entity: 'Opportunity' });
    expect(create.inputSchema.required).toEqual(['Name', 'StageName', 'CloseDate']);
    expect((create.inputSchema.properties as Record<string, unknown>).StageName).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['Closed Won']),
    });
    expect(Object.keys(create.inputSchema.properties as object)).not.toContain('IsWon');
    expect(schema.operations!.map((op) => op.id)).toContain('update_Invoice__c');
    expect(session.operations().length).toBe(schema.operations!.length);
  });
});

describe('Salesforce connector: queries pushed down as SOQL', () => {
  it('open opportunities by stage: WHERE, GROUP BY, aggregates, ORDER BY in one statement', async () => {
    const spec: QuerySpec = {
      from: { entity: 'Opportunity', alias: 'o' },
      select: [
        { alias: 'stage', expr: o('StageName') },
        { alias: 'deals', expr: count },
        { alias: 'amount', expr: sum('Amount') },
      ],
      where: { kind: 'cmp', op: '=', left: o('IsClosed'), right: lit(false) },
      groupBy: [o('StageName')],
      orderBy: [{ expr: sum('Amount'), direction: 'desc' }],
    };
    const result = await session.query(spec, READ);
    expect(lastSoql()).toBe(
      'SELECT StageName c0, COUNT(Id) c1, SUM(Amount) c2 FROM Opportunity WHERE IsClosed = FALSE GROUP BY StageName ORDER BY SUM(Amount) DESC NULLS LAST LIMIT 1001',
    );
    const open = opps.filter((x) => !x.IsClosed);
    const stages = [...new Set(open.map((x) => x.StageName as string))];
    const expected = stages
      .map((stage) => {
        const rows = open.filter((x) => x.StageName === stage);
        return {
          stage,
          deals: rows.length,
          amount: Math.round(rows.reduce((s, x) => s + ((x.Amount as number) ?? 0), 0) * 100) / 100,
        };
      })
      .sort((a, b) => b.amount - a.amount);
    expect(result.rows).toEqual(expected);
    expect(result.truncated).toBe(false);
  });

  it('top accounts by amount: the parent lookup becomes a relationship path', async () => {
    const spec: QuerySpec = {
      from: { entity: 'Opportunity', alias: 'o' },
      joins: [{ entity: 'Account', alias: 'a', type: 'inner', on: [{ left: o('AccountId'), right: col('a', 'Id') }] }],
      select: [
        { alias: 'account', expr: col('a', 'Name') },
        { alias: 'amount', expr: sum('Amount') },
      ],
      groupBy: [col('a', 'Name')],
      orderBy: [{ expr: sum('Amount'), direction: 'desc' }],
      limit: 3,
    };
    const result = await session.query(spec, READ);
    expect(lastSoql()).toBe(
      'SELECT Account.Name c0, SUM(Amount) c1 FROM Opportunity WHERE AccountId != null GROUP BY Account.Name ORDER BY SUM(Amount) DESC NULLS LAST LIMIT 3',
    );
    const totals = accounts
      .map((a) => ({
        account: a.Name,
        amount:
          Math.round(
            opps.filter((x) => x.AccountId === a.Id).reduce((s, x) => s + ((x.Amount as number) ?? 0), 0) * 100,
          ) / 100,
      }))
      .sort((x, y) => y.amount - x.amount)
      .slice(0, 3);
    expect(result.rows).toEqual(totals);
  });

  it('quotes and escapes every value (no injection), LIKE escapes % and _', async () => {
    const a = (c: string) => col('a', c);
    const base: QuerySpec = { from: { entity: 'Account', alias: 'a' }, select: [{ alias: 'name', expr: a('Name') }] };
    const quoted = await session.query(
      { ...base, where: { kind: 'eq_ci', expr: a('Name'), value: "o'reilly health" } },
      READ,
    );
    expect(lastSoql()).toBe("SELECT Name FROM Account WHERE Name = 'o\\'reilly health' LIMIT 1001");
    expect(quoted.rows).toEqual([{ name: "O'Reilly Health" }]);

    const percent = await session.query({ ...base, where: { kind: 'contains', expr: a('Name'), value: '100%' } }, READ);
    expect(lastSoql()).toBe("SELECT Name FROM Account WHERE Name LIKE '%100\\%%' LIMIT 1001");
    expect(percent.rows).toEqual([{ name: 'Nakatomi 100% Trading' }]);

    const hostile = await session.query(
      { ...base, where: { kind: 'eq_ci', expr: a('Name'), value: "x' OR Name != '" } },
      READ,
    );
    expect(lastSoql()).toBe("SELECT Name FROM Account WHERE Name = 'x\\' OR Name != \\'' LIMIT 1001");
    expect(hostile.rows).toEqual([]);

    const backslash = await session.query(
      { ...base, where: { kind: 'in', expr: a('Industry'), values: ['Retail', 'a\\b\n'] } },
      READ,
    );
    expect(lastSoql()).toBe("SELECT Name FROM Account WHERE Industry IN ('Retail', 'a\\\\b\\n') LIMIT 1001");
    expect(backslash.rows.map((r) => r.name)).toEqual(
      accounts.filter((x) => x.Industry === 'Retail').map((x) => x.Name),
    );
  });

  it('writes date and dateTime literals bare, and guards negations against SOQL’s null matching', async () => {
    const spec: QuerySpec = {
      from: { entity: 'Opportunity', alias: 'o' },
      select: [
        { alias: 'name', expr: o('Name') },
        { alias: 'close', expr: o('CloseDate') },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'cmp', op: '>=', left: o('CloseDate'), right: lit('2025-06-01') },
          { kind: 'cmp', op: '<', left: o('CreatedDate'), right: lit('2024-12-01T00:00:00Z') },
          { kind: 'not', condition: { kind: 'cmp', op: '=', left: o('LeadSource'), right: lit('Web') } },
        ],
      },
      orderBy: [{ expr: o('CloseDate'), direction: 'asc' }],
    };
    const result = await session.query(spec, READ);
    expect(lastSoql()).toBe(
      "SELECT Name, CloseDate FROM Opportunity WHERE (CloseDate >= 2025-06-01 AND CreatedDate < 2024-12-01T00:00:00Z AND (LeadSource != 'Web' AND LeadSource != null)) ORDER BY CloseDate ASC NULLS LAST LIMIT 1001",
    );
    const expected = opps
      .filter(
        (x) =>
          (x.CloseDate as string) >= '2025-06-01' &&
          Date.parse((x.CreatedDate as string).replace('+0000', 'Z')) < Date.parse('2024-12-01T00:00:00Z') &&
          x.LeadSource !== null &&
          x.LeadSource !== 'Web',
      )
      .sort((x, y) => (x.CloseDate as string).localeCompare(y.CloseDate as string))
      .map((x) => ({ name: x.Name, close: new Date(`${x.CloseDate}T00:00:00Z`) }));
    expect(expected.length).toBeGreaterThan(0);
    expect(result.rows).toEqual(expected);
  });

  it('lookups two levels deep, DISTINCT, date parts with HAVING, and NOT IN all stay in SOQL', async () => {
    const users = SEED.User;
    const owners = await session.query(
      {
        from: { entity: 'Contact', alias: 'c' },
        joins: [
          {
            entity: 'Account',
            alias: 'a',
            type: 'inner',
            on: [{ left: col('c', 'AccountId'), right: col('a', 'Id') }],
          },
          { entity: 'User', alias: 'u', type: 'inner', on: [{ left: col('a', 'OwnerId'), right: col('u', 'Id') }] },
        ],
        select: [
          { alias: 'owner', expr: col('u', 'Name') },
          { alias: 'contacts', expr: count },
        ],
        groupBy: [col('u', 'Name')],
        orderBy: [{ expr: col('u', 'Name'), direction: 'asc' }],
      },
      READ,
    );
    expect(lastSoql()).toBe(
      'SELECT Account.Owner.Name c0, COUNT(Id) c1 FROM Contact WHERE AccountId != null AND Account.OwnerId != null GROUP BY Account.Owner.Name ORDER BY Account.Owner.Name ASC NULLS LAST LIMIT 1001',
    );
    const ownerOf = (accountId: unknown) =>
      users.find((u) => u.Id === accounts.find((a) => a.Id === accountId)?.OwnerId)?.Name;
    const withAccount = SEED.Contact.filter((c) => c.AccountId);
    expect(owners.rows).toEqual(
      users
        .map((u) => ({ owner: u.Name, contacts: withAccount.filter((c) => ownerOf(c.AccountId) === u.Name).length }))
        .sort((x, y) => String(x.owner).localeCompare(String(y.owner))),
    );

    const distinct = await session.query(
      {
        from: { entity: 'Opportunity', alias: 'o' },
        select: [{ alias: 'source', expr: o('LeadSource') }],
        distinct: true,
        orderBy: [{ expr: o('LeadSource'), direction: 'asc' }],
      },
      READ,
    );
    expect(lastSoql()).toBe(
      'SELECT LeadSource c0 FROM Opportunity GROUP BY LeadSource ORDER BY LeadSource ASC NULLS LAST LIMIT 1001',
    );
    expect(distinct.rows).toEqual([
      ...[...new Set(opps.map((x) => x.LeadSource).filter(Boolean))].sort().map((s) => ({ source: s })),
      { source: null },
    ]);

    const monthOf = { kind: 'time', unit: 'month', mode: 'part', arg: o('CloseDate') } as const;
    const busy = await session.query(
      {
        from: { entity: 'Opportunity', alias: 'o' },
        select: [
          { alias: 'month', expr: monthOf },
          { alias: 'n', expr: count },
        ],
        groupBy: [monthOf],
        having: { kind: 'cmp', op: '>=', left: count, right: lit(3) },
        orderBy: [{ expr: monthOf, direction: 'asc' }],
      },
      READ,
    );
    expect(lastSoql()).toBe(
      'SELECT CALENDAR_MONTH(CloseDate) c0, COUNT(Id) c1 FROM Opportunity GROUP BY CALENDAR_MONTH(CloseDate) HAVING COUNT(Id) >= 3 ORDER BY CALENDAR_MONTH(CloseDate) ASC NULLS LAST LIMIT 1001',
    );
    const byMonth = new Map<number, number>();
    for (const x of opps)
      byMonth.set(
        Number((x.CloseDate as string).slice(5, 7)),
        (byMonth.get(Number((x.CloseDate as string).slice(5, 7))) ?? 0) + 1,
      );
    expect(busy.rows).toEqual(
      [...byMonth]
        .filter(([, n]) => n >= 3)
        .sort((x, y) => x[0] - y[0])
        .map(([month, n]) => ({ month, n })),
    );

    const notIn = await session.query(
      {
        from: { entity: 'Opportunity', alias: 'o' },
        select: [{ alias: 'n', expr: count }],
        where: { kind: 'not', condition: { kind: 'in', expr: o('LeadSource'), values: ['Web', 'Trade Show'] } },
      },
      READ,
    );
    expect(lastSoql()).toBe(
      "SELECT COUNT(Id) c0 FROM Opportunity WHERE (LeadSource NOT IN ('Web', 'Trade Show') AND LeadSource != null) LIMIT 1001",
    );
    expect(notIn.rows).toEqual([
      {
        n: opps.filter((x) => x.LeadSource !== null && !['Web', 'Trade Show'].includes(x.LeadSource as string)).length,
      },
    ]);
  });

  it('pages through nextRecordsUrl and stops at the row cap', async () => {
    const spec: QuerySpec = {
      from: { entity: 'Opportunity', alias: 'o' },
      select: [{ alias: 'name', expr: o('Name') }],
      orderBy: [{ expr: o('Name'), direction: 'asc' }],
    };
    const all = await session.query(spec, READ);
    expect(all.rows).toHaveLength(opps.length);
    expect(fake.requests.filter((r) => /\/query\/01g\w+-\d+$/.test(r.path))).toHaveLength(
      Math.ceil(opps.length / 5) - 1,
    );
    fake.requests.length = 0;
    const capped = await session.query(spec, { ...READ, rowCap: 7 });
    expect(lastSoql()).toBe('SELECT Name FROM Opportunity ORDER BY Name ASC NULLS LAST LIMIT 8');
    expect(capped.rows).toHaveLength(7);
    expect(capped.truncated).toBe(true);
    expect(fake.requests.map((r) => r.path.replace(/01g\w+/, 'LOCATOR'))).toEqual([
      '/services/data/v60.0/query',
      '/services/data/v60.0/query/LOCATOR-5',
    ]);
  });
});

describe('Salesforce connector: what SOQL cannot say runs in memory', () => {
  it('revenue by month: reads the filtered records, buckets them here', async () => {
    const month = { kind: 'time', unit: 'month', mode: 'trunc', arg: o('CloseDate') } as const;
    const spec: QuerySpec = {
      from: { entity: 'Opportunity', alias: 'o' },
      select: [
        { alias: 'month', expr: month },
        { alias: 'revenue', expr: sum('Amount') },
      ],
      where: { kind: 'cmp', op: '=', left: o('IsWon'), right: lit(true) },
      groupBy: [month],
      orderBy: [{ expr: month, direction: 'asc' }],
    };
    const result = await session.query(spec, READ);
    expect(fake.soql()).toEqual(['SELECT Id, CloseDate, Amount, IsWon FROM Opportunity WHERE IsWon = TRUE']);
    const won = opps.filter((x) => x.IsWon);
    const months = [...new Set(won.map((x) => (x.CloseDate as string).slice(0, 7)))].sort();
    expect(result.rows).toEqual(
      months.map((m) => ({
        month: new Date(`${m}-01T00:00:00Z`),
        revenue:
          Math.round(
            won.filter((x) => (x.CloseDate as string).startsWith(m)).reduce((s, x) => s + (x.Amount as number), 0) *
              100,
          ) / 100,
      })),
    );
  });

  it('accounts with their number of opportunities (parent → children) reads both objects', async () => {
    const spec: QuerySpec = {
      from: { entity: 'Account', alias: 'a' },
      joins: [
        { entity: 'Opportunity', alias: 'o', type: 'left', on: [{ left: col('a', 'Id'), right: o('AccountId') }] },
      ],
      select: [
        { alias: 'account', expr: col('a', 'Name') },
        { alias: 'deals', expr: { kind: 'agg', fn: 'count', arg: o('Id') } },
      ],
      where: { kind: 'cmp', op: '=', left: col('a', 'Type'), right: lit('Customer') },
      groupBy: [col('a', 'Name')],
      orderBy: [{ expr: col('a', 'Name'), direction: 'asc' }],
    };
    const result = await session.query(spec, READ);
    expect(fake.soql()).toEqual([
      "SELECT Id, Name, Type FROM Account WHERE Type = 'Customer'",
      'SELECT Id, AccountId FROM Opportunity',
    ]);
    const expected = accounts
      .filter((a) => a.Type === 'Customer')
      .map((a) => ({ account: a.Name, deals: opps.filter((x) => x.AccountId === a.Id).length }))
      .sort((x, y) => ((x.account as string) < (y.account as string) ? -1 : 1));
    expect(result.rows).toEqual(expected);
  });

  it('an unknown field is a clear error, not an empty answer', async () => {
    const err = await failure(
      session.query(
        { from: { entity: 'Opportunity', alias: 'o' }, select: [{ alias: 'x', expr: o('Nope__c') }] },
        READ,
      ),
    );
    expect(err.message).toBe('Salesforce object Opportunity has no field "Nope__c".');
    const missing = await failure(
      session.query(
        { from: { entity: 'Widget__c', alias: 'w' }, select: [{ alias: 'x', expr: col('w', 'Id') }] },
        READ,
      ),
    );
    expect(missing.message).toBe('Salesforce has no object "Widget__c" that this user can see.');
  });
});

describe('Salesforce connector: rate limits', () => {
  const spec: QuerySpec = { from: { entity: 'Lead', alias: 'l' }, select: [{ alias: 'n', expr: count }] };

  it('429 is retried with backoff, then succeeds', async () => {
    fake.failNext(429, 2);
    const started = Date.now();
    const result = await session.query(spec, READ);
    expect(result.rows).toEqual([{ n: SEED.Lead.length }]);
    expect(fake.requests.filter((r) => r.path.endsWith('/query'))).toHaveLength(3);
    // 500 ms, then 1000 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('after the bounded retries it gives up with rate_limited', async () => {
    fake.failNext(429, 4, { 'retry-after': '0' });
    const err = await failure(session.query(spec, READ));
    expect(err.code).toBe('rate_limited');
    expect(err.message).toBe(
      'Salesforce is limiting the request rate (429: TotalRequests Limit exceeded.). Try again shortly.',
    );
    expect(fake.requests).toHaveLength(4);
  });
});

describe('Salesforce connector: writes', () => {
  const input = { Name: 'Acme pilot', StageName: 'Prospecting', CloseDate: '2025-12-31', Amount: 1234.5 };

  it('are refused without write access, before any request', async () => {
    const err = await failure(session.invoke!('create_Opportunity', input, { timeoutMs: 5000, allowWrite: false }));
    expect(err.code).toBe('forbidden');
    expect(err.message).toBe('Creating Opportunity records changes data in Salesforce; it needs write access.');
    expect(fake.requests).toHaveLength(0);
    expect(
      (
        await failure(
          session.invoke!(
            'update_Account',
            { Id: accounts[0].Id as string, Name: 'x' },
            { timeoutMs: 5000, allowWrite: false },
          ),
        )
      ).code,
    ).toBe('forbidden');
    expect(fake.requests).toHaveLength(0);
  });

  it('create and update records with write access', async () => {
    const created = await session.invoke!('create_Opportunity', input, { timeoutMs: 5000, allowWrite: true });
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(post).toMatchObject({ path: '/services/data/v60.0/sobjects/Opportunity', body: input });
    const id = created.rows![0].id as string;
    expect(created.text).toBe(`Created Opportunity ${id}.`);
    expect(fake.records.Opportunity.find((r) => r.Id === id)).toMatchObject({ ...input, IsClosed: false });

    const updated = await session.invoke!(
      'update_Opportunity',
      { Id: id, StageName: 'Closed Won' },
      { timeoutMs: 5000, allowWrite: true },
    );
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/services/data/v60.0/sobjects/Opportunity/${id}`,
      body: { StageName: 'Closed Won' },
    });
    expect(updated.text).toBe(`Updated Opportunity ${id} (StageName).`);
    expect(fake.records.Opportunity.find((r) => r.Id === id)).toMatchObject({ StageName: 'Closed Won', IsWon: true });
    fake.records.Opportunity.splice(
      fake.records.Opportunity.findIndex((r) => r.Id === id),
      1,
    );
  });

  it('report Salesforce’s own validation message, and refuse unknown fields and operations', async () => {
    const err = await failure(
      session.invoke!('create_Opportunity', { Name: 'No stage' }, { timeoutMs: 5000, allowWrite: true }),
    );
    expect(err.message).toBe(
      'Salesforce rejected the request (400: Required fields are missing: [StageName, CloseDate]).',
    );
    expect(
      (await failure(session.invoke!('create_Account', { Name: 'x', Bogus: 1 }, { timeoutMs: 5000, allowWrite: true })))
        .message,
    ).toBe('Salesforce object Account has no field "Bogus" that can be set.');
    expect(
      (
        await failure(
          session.invoke!('create_Opportunity', { ...input, IsWon: true }, { timeoutMs: 5000, allowWrite: true }),
        )
      ).message,
    ).toBe('Salesforce object Opportunity has no field "IsWon" that can be set.');
    expect((await failure(session.invoke!('delete_Account', {}, { timeoutMs: 5000, allowWrite: true }))).code).toBe(
      'unsupported',
    );
  });
});
