import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorSession, type SqlExecutor } from '../connector';
import { col, lit, type Expr, type QuerySpec } from '../query';
import { runReadOnly } from '../postgres/read';
import { resolveConnector } from '../registry';
import { demoConnector } from './connector';
import { DEMO_DATA_VERSION, ensureDemoData } from './ensure';
import { AS_OF, FIRST_DAY, generateDemoData } from './generate';

/** Like the app's PGlite executor; `withTypes: false` drops type oids the way a minimal executor might. */
function pgliteExecutor(client: PGlite, withTypes = true): SqlExecutor {
  const fields = (f: Array<{ name: string; dataTypeID: number }>) =>
    f.map((x) => (withTypes ? { name: x.name, dataTypeID: x.dataTypeID } : { name: x.name }));
  return {
    async query(text, params) {
      const r = await client.query(text, params as unknown[]);
      return { rows: r.rows as never[], fields: fields(r.fields) };
    },
    transaction(fn) {
      return client.transaction((tx) =>
        fn({
          async query(text, params) {
            const r = await tx.query(text, params as unknown[]);
            return { rows: r.rows as never[], fields: fields(r.fields) };
          },
        }),
      );
    },
  };
}

const data = generateDemoData();
const cents = (n: number) => Math.round(n * 100);

describe('Demo Company data (pure)', () => {
  it('is deterministic and anchored to fixed dates', () => {
    expect(JSON.stringify(generateDemoData())).toBe(JSON.stringify(data));
    const orderDates = data.orders.map((o) => String(o.order_date)).sort();
    expect(orderDates[0] >= FIRST_DAY && orderDates[0] < '2024-01-10').toBe(true);
    expect(orderDates.at(-1)! < AS_OF && orderDates.at(-1)! >= '2026-11-01').toBe(true);
    const total = Object.values(data).reduce((s, rows) => s + rows.length, 0);
    expect(total).toBeGreaterThan(3000);
    expect(total).toBeLessThan(12_000);
  });

  it('is internally consistent', () => {
    const ids = (rows: Record<string, unknown>[]) => new Set(rows.map((r) => r.id));
    const accounts = ids(data.accounts);
    const employees = ids(data.employees);
    const orders = new Map(data.orders.map((o) => [o.id, o]));
    for (const c of data.contacts) expect(accounts.has(c.account_id)).toBe(true);
    for (const d of data.deals) expect(accounts.has(d.account_id) && employees.has(d.owner_id)).toBe(true);
    for (const e of data.employees) if (e.reports_to !== null) expect(employees.has(e.reports_to)).toBe(true);
    // Invoice totals equal their lines, to the cent.
    const lineTotals = new Map<unknown, number>();
    for (const l of data.order_lines)
      lineTotals.set(
        l.order_id,
        (lineTotals.get(l.order_id) ?? 0) +
          Math.round(Number(l.quantity) * cents(Number(l.unit_price)) * (1 - Number(l.discount))),
      );
    for (const inv of data.invoices) {
      expect(cents(Number(inv.total))).toBe(lineTotals.get(inv.order_id));
      expect(orders.get(inv.order_id)!.status).not.toBe('Cancelled');
      if (inv.status === 'overdue') expect(String(inv.due_date) < AS_OF).toBe(true);
      if (inv.status === 'open') expect(String(inv.due_date) >= AS_OF).toBe(true);
    }
    const stages = new Set(data.deals.map((d) => d.stage));
    expect([...stages].sort()).toEqual(['Lost', 'Negotiation', 'Proposal', 'Prospecting', 'Qualification', 'Won']);
    for (const d of data.deals) if (String(d.close_date) < AS_OF) expect(['Won', 'Lost']).toContain(d.stage);
    expect(new Set(data.invoices.map((i) => i.status))).toEqual(new Set(['paid', 'open', 'overdue']));
  });
});

describe('Demo Company in PGlite', () => {
  let client: PGlite;
  let db: SqlExecutor;
  let session: ConnectorSession;

  beforeAll(async () => {
    client = await PGlite.create();
    db = pgliteExecutor(client);
    await ensureDemoData(db);
    session = await demoConnector.open({ url: 'demo://company' }, { appDb: db });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('creates the demo with every row', async () => {
    for (const [table, rows] of Object.entries(data)) {
      const { rows: r } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM demo.${table}`);
      expect(r[0].n, table).toBe(rows.length);
    }
    const { rows } = await db.query<{ c: string }>(
      `SELECT obj_description(oid, 'pg_namespace') AS c FROM pg_namespace WHERE nspname = 'demo'`,
    );
    expect(rows[0].c).toBe(`SOE Demo Company, data version ${DEMO_DATA_VERSION}`);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await db.query(`CREATE TABLE public.canary_marker (id int)`); // would vanish if anything rebuilt the database
    const before = await db.query(`SELECT xmin::text AS x FROM demo.accounts WHERE id = 1`);
    await ensureDemoData(db);
    const after = await db.query(`SELECT xmin::text AS x FROM demo.accounts WHERE id = 1`);
    expect(after.rows).toEqual(before.rows);
    await db.query(`DROP TABLE public.canary_marker`);
  });

  it('rebuilds when the recorded version differs', async () => {
    await db.query(`COMMENT ON SCHEMA demo IS 'SOE Demo Company, data version 0'`);
    await db.query(`DELETE FROM demo.invoices WHERE id = 1`);
    await ensureDemoData(db);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM demo.invoices`);
    expect(rows[0].n).toBe(data.invoices.length);
  });

  it('never drops a demo schema it did not create', async () => {
    const other = await PGlite.create();
    try {
      const odb = pgliteExecutor(other);
      await odb.query(`CREATE SCHEMA demo`);
      await odb.query(`CREATE TABLE demo.mine (id int)`);
      await expect(ensureDemoData(odb)).rejects.toThrow('was not created by SOE');
      expect((await odb.query(`SELECT count(*)::int AS n FROM demo.mine`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });

  it('is reached through the registry by demo:// URL', () => {
    expect(resolveConnector({ url: 'demo://company' }).id).toBe('demo');
  });

  it('test() is connected; without an app database the connector says so', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    await expect(demoConnector.open({ url: 'demo://company' }, {})).rejects.toBeInstanceOf(ConnectorError);
  });

  it('discovers the nine tables with keys, relations, comments and counts', async () => {
    const schema = await session.discover();
    expect(schema.entities.map((e) => e.name).sort()).toEqual(
      ['accounts', 'categories', 'contacts', 'deals', 'employees', 'invoices', 'order_lines', 'orders', 'products'].map(
        (t) => `demo.${t}`,
      ),
    );
    const byName = Object.fromEntries(schema.entities.map((e) => [e.table, e]));
    for (const [table, rows] of Object.entries(data)) expect(byName[table].rowCount, table).toBe(rows.length);
    expect(byName.accounts.description).toBe('Customer companies (CRM accounts)');
    expect(byName.deals.fields.find((f) => f.name === 'amount')).toMatchObject({
      type: 'decimal',
      nativeType: 'numeric(12,2)',
      nullable: false,
    });
    expect(byName.orders.fields.find((f) => f.name === 'shipped_date')).toMatchObject({ type: 'date', nullable: true });
    expect(byName.products.fields.find((f) => f.name === 'discontinued')?.type).toBe('boolean');
    const rel = (from: string, field: string) =>
      schema.relations.find((r) => r.fromEntity === `demo.${from}` && r.fromFields[0] === field);
    expect(rel('employees', 'reports_to')).toMatchObject({ toEntity: 'demo.employees', toFields: ['id'] });
    expect(rel('accounts', 'owner_id')).toMatchObject({ toEntity: 'demo.employees' });
    expect(rel('contacts', 'account_id')).toMatchObject({ toEntity: 'demo.accounts' });
    expect(rel('deals', 'account_id')).toMatchObject({ toEntity: 'demo.accounts' });
    expect(rel('deals', 'owner_id')).toMatchObject({ toEntity: 'demo.employees' });
    expect(rel('products', 'category_id')).toMatchObject({ toEntity: 'demo.categories' });
    expect(rel('orders', 'account_id')).toMatchObject({ toEntity: 'demo.accounts' });
    expect(rel('orders', 'employee_id')).toMatchObject({ toEntity: 'demo.employees' });
    expect(rel('order_lines', 'order_id')).toMatchObject({ toEntity: 'demo.orders' });
    expect(rel('order_lines', 'product_id')).toMatchObject({ toEntity: 'demo.products' });
    expect(rel('invoices', 'order_id')).toMatchObject({ toEntity: 'demo.orders' });
    expect(rel('invoices', 'account_id')).toMatchObject({ toEntity: 'demo.accounts' });
    expect(schema.relations).toHaveLength(12);
    // Nothing from the app's own tables.
    expect(schema.entities.every((e) => e.namespace === 'demo')).toBe(true);
  });

  describe('queries return exact aggregates', () => {
    const options = { timeoutMs: 10_000, rowCap: 1000 };

    it('invoiced revenue per year', async () => {
      const expected = new Map<number, number>();
      for (const inv of data.invoices) {
        const year = Number(String(inv.invoice_date).slice(0, 4));
        expected.set(year, (expected.get(year) ?? 0) + cents(Number(inv.total)));
      }
      const year = { kind: 'time', unit: 'year', mode: 'part', arg: col('i', 'invoice_date') } as const;
      const spec: QuerySpec = {
        from: { entity: 'demo.invoices', alias: 'i' },
        select: [
          { alias: 'year', expr: year },
          { alias: 'revenue', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'total') } },
          { alias: 'invoices', expr: { kind: 'agg', fn: 'count', arg: null } },
        ],
        groupBy: [year],
        orderBy: [{ expr: year, direction: 'asc' }],
      };
      const result = await session.query(spec, options);
      expect(result.rows.map((r) => r.year)).toEqual([2024, 2025, 2026]);
      for (const row of result.rows) expect(cents(row.revenue as number)).toBe(expected.get(row.year as number));
      expect(result.rows.reduce((s, r) => s + (r.invoices as number), 0)).toBe(data.invoices.length);
    });

    it('won deal amount by sales rep, through a join, ranked', async () => {
      const won = new Map<unknown, number>();
      for (const d of data.deals)
        if (d.stage === 'Won') won.set(d.owner_id, (won.get(d.owner_id) ?? 0) + Number(d.amount));
      const [topId, topAmount] = [...won.entries()].sort((a, b) => b[1] - a[1])[0];
      const top = data.employees.find((e) => e.id === topId)!;
      const name: Expr = { kind: 'concat', args: [col('e', 'first_name'), col('e', 'last_name')], separator: ' ' };
      const sum = { kind: 'agg', fn: 'sum', arg: col('d', 'amount') } as const;
      const result = await session.query(
        {
          from: { entity: 'deals', alias: 'd' },
          joins: [
            {
              entity: 'employees',
              alias: 'e',
              type: 'inner',
              on: [{ left: col('d', 'owner_id'), right: col('e', 'id') }],
            },
          ],
          select: [
            { alias: 'rep', expr: name },
            { alias: 'won', expr: sum },
          ],
          where: { kind: 'eq_ci', expr: col('d', 'stage'), value: 'won' },
          groupBy: [name],
          orderBy: [{ expr: sum, direction: 'desc' }],
          limit: 3,
        },
        options,
      );
      expect(result.rows).toHaveLength(3);
      expect(result.rows[0]).toEqual({ rep: `${top.first_name} ${top.last_name}`, won: topAmount });
    });

    it('overdue invoices for one country, counted', async () => {
      const accountCountry = new Map(data.accounts.map((a) => [a.id, a.country]));
      const expected = data.invoices.filter(
        (i) => i.status === 'overdue' && accountCountry.get(i.account_id) === 'Germany',
      ).length;
      const result = await session.query(
        {
          from: { entity: 'demo.invoices', alias: 'i' },
          joins: [
            {
              entity: 'demo.accounts',
              alias: 'a',
              type: 'inner',
              on: [{ left: col('i', 'account_id'), right: col('a', 'id') }],
            },
          ],
          select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
          where: {
            kind: 'and',
            conditions: [
              { kind: 'cmp', op: '=', left: col('i', 'status'), right: lit('overdue') },
              { kind: 'cmp', op: '=', left: col('a', 'country'), right: lit('Germany') },
            ],
          },
        },
        options,
      );
      expect(result.rows).toEqual([{ n: expected }]);
    });

    it('numbers stay numbers even when the executor passes no type information', async () => {
      const bare = await demoConnector.open({ url: 'demo://company' }, { appDb: pgliteExecutor(client, false) });
      const result = await bare.query(
        {
          from: { entity: 'order_lines', alias: 'l' },
          select: [
            { alias: 'units', expr: { kind: 'agg', fn: 'sum', arg: col('l', 'quantity') } },
            {
              alias: 'value',
              expr: {
                kind: 'agg',
                fn: 'sum',
                arg: { kind: 'arith', op: '*', left: col('l', 'quantity'), right: col('l', 'unit_price') },
              },
            },
          ],
        },
        options,
      );
      const priced = await bare.query(
        {
          from: { entity: 'demo.products', alias: 'p' },
          select: [
            { alias: 'name', expr: col('p', 'name') },
            { alias: 'price', expr: col('p', 'unit_price') },
            { alias: 'top', expr: { kind: 'agg', fn: 'max', arg: col('p', 'unit_price') } },
          ],
          groupBy: [col('p', 'name'), col('p', 'unit_price')],
          orderBy: [{ expr: col('p', 'unit_price'), direction: 'desc' }],
          limit: 1,
        },
        options,
      );
      expect(priced.rows).toEqual([{ name: 'Interactive Display 65"', price: 3290, top: 3290 }]);
      const units = data.order_lines.reduce((s, l) => s + Number(l.quantity), 0);
      const value = data.order_lines.reduce((s, l) => s + Number(l.quantity) * cents(Number(l.unit_price)), 0);
      expect(result.rows[0].units).toBe(units);
      expect(cents(result.rows[0].value as number)).toBe(value);
    });

    it('caps rows and reports truncation', async () => {
      const result = await session.query(
        { from: { entity: 'orders', alias: 'o' }, select: [{ alias: 'id', expr: col('o', 'id') }] },
        { timeoutMs: 10_000, rowCap: 100 },
      );
      expect(result.rows).toHaveLength(100);
      expect(result.truncated).toBe(true);
    });
  });

  describe('isolation and read-only', () => {
    it('cannot reach tables outside the demo schema', async () => {
      await db.query(`CREATE TABLE public.app_secrets (id int, secret text)`);
      await db.query(`INSERT INTO public.app_secrets VALUES (1, 'top-secret')`);
      for (const entity of ['public.app_secrets', 'pg_catalog.pg_authid', 'information_schema.tables']) {
        const err = await session
          .query(
            { from: { entity, alias: 's' }, select: [{ alias: 'x', expr: col('s', 'secret') }] },
            { timeoutMs: 5000, rowCap: 10 },
          )
          .catch((e) => e);
        expect(err, entity).toBeInstanceOf(ConnectorError);
        expect(err.message).toBe(`Entity ${entity} is outside this system.`);
      }
    });

    it('writes through the read path fail and change nothing', async () => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM demo.accounts`)).rows;
      for (const sql of [
        'DELETE FROM demo.accounts',
        `UPDATE demo.accounts SET name = 'x'`,
        'WITH x AS (DELETE FROM demo.accounts RETURNING *) SELECT count(*) FROM x',
        'SELECT 1; DROP TABLE demo.accounts',
        'SELECT pg_terminate_backend(1)',
      ]) {
        await expect(runReadOnly(db, sql, [], { timeoutMs: 5000 }), sql).rejects.toBeInstanceOf(ConnectorError);
      }
      expect((await db.query(`SELECT count(*)::int AS n FROM demo.accounts`)).rows).toEqual(before);
    });
  });
});
