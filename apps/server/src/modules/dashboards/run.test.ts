import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodSpec, TileResult } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';
import type { DiscoveredSchema } from '../connectors/schema';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase } from '../connectors/sql-write/testing';
import { resolvePeriod } from './period';

/*
 * A board's tiles run live for whoever opens it (issue 35): the board's period on every tile with a date column,
 * each tile through the viewer's own access to its system, a failing tile beside working ones, and a cached result
 * that says it is one.
 */

const pgUp = await reachable(PG_HOST, PG_PORT);
const CRM_DB = `soe_dashboards_${process.pid}`;

/** A system whose server refuses connections: every query on it fails as the connector says. */
const SALES_SCHEMA: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00.000Z',
  entities: [
    {
      name: 'public.sale',
      table: 'sale',
      fields: [
        { name: 'id', type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: true },
        { name: 'amount', type: 'decimal', nativeType: 'numeric(10,2)', nullable: true, isPrimaryKey: false },
        { name: 'sold_at', type: 'date', nativeType: 'date', nullable: true, isPrimaryKey: false },
      ],
      primaryKey: ['id'],
      rowCount: 3,
    },
  ],
  relations: [],
  operations: [],
};

interface Results {
  tiles: TileResult[];
}

describe('running a dashboard', () => {
  let t: TestApp;
  let staff: TestClient;
  let alice: TestClient;
  let bob: TestClient;
  let aliceId: number;
  let crmUrl: string | null = null;

  const patch = (c: TestClient, url: string, body: unknown) => c.request('PATCH', url, body);
  const ask = async (c: TestClient, prompt: string, systemIds?: number[]): Promise<number> => {
    const res = await c.post('/api/ask', { prompt, ...(systemIds ? { systemIds } : {}) });
    expect(res.status, res.body).toBe(200);
    return res.json.messageId;
  };
  const board = async (c: TestClient, name: string): Promise<number> => {
    const res = await c.post('/api/dashboards', { name });
    expect(res.status, res.body).toBe(201);
    return res.json.id;
  };
  const pin = async (c: TestClient, dashboardId: number, messageId: number, form = 'table'): Promise<number> => {
    const res = await c.post(`/api/dashboards/${dashboardId}/tiles`, { messageId, form });
    expect(res.status, res.body).toBe(201);
    return res.json.id;
  };
  const results = async (c: TestClient, id: number, query = ''): Promise<Map<number, TileResult>> => {
    const res = await c.get(`/api/dashboards/${id}/results${query}`);
    expect(res.status, res.body).toBe(200);
    return new Map((res.json as Results).tiles.map((tile) => [tile.tileId, tile]));
  };
  /** The dates a period covers now; read before and after a request, so a day that ends between them still matches. */
  const around = async <T>(spec: PeriodSpec, timeZone: string, read: () => Promise<T>) => {
    const before = resolvePeriod(spec, timeZone, new Date());
    const value = await read();
    return { value, dates: [before, resolvePeriod(spec, timeZone, new Date())] };
  };

  beforeAll(async () => {
    if (pgUp) crmUrl = await createCrmDatabase(CRM_DB);
    t = await createTestApp();
    staff = new TestClient(t.app);
    await staff.register('run-staff');
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    aliceId = (await alice.register('run-alice')).id;
    await bob.register('run-bob');
    expect((await staff.put(`/api/admin/users/${aliceId}`, { subscriptionTier: 'pro' })).status).toBe(200);
    const invite = await alice.post('/api/team/invitations', {});
    expect((await bob.post(`/api/invitations/${invite.json.token}/accept`)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.destroy();
    if (pgUp) await dropDatabase(CRM_DB);
  });

  it("applies the board's period to every tile with a date column, and says so of the others", async () => {
    const id = await board(alice, 'Periods');
    const thisMonth = await pin(alice, id, await ask(alice, 'revenue this month'), 'figure');
    const byMonth = await pin(alice, id, await ask(alice, 'revenue by month'), 'line');
    const byStatus = await pin(alice, id, await ask(alice, 'number of orders by status'));
    const products = await pin(alice, id, await ask(alice, 'how many products are there'), 'figure');

    // A custom range on the board: it replaces the tile's own month, and narrows the others.
    const quarter = { from: '2025-01-01', to: '2025-04-01' };
    expect((await patch(alice, `/api/dashboards/${id}`, { period: quarter })).status).toBe(200);
    const custom = await results(alice, id);
    const invoiceDate = { ...quarter, column: 'demo.invoices.invoice_date' };
    expect(custom.get(thisMonth)).toMatchObject({ status: 'ok', period: invoiceDate });
    expect(custom.get(thisMonth)!.statement).toContain("'2025-01-01'");
    expect(custom.get(thisMonth)!.statement).toContain("'2025-04-01'");
    expect(custom.get(byMonth)).toMatchObject({ status: 'ok', period: invoiceDate });
    const months = custom.get(byMonth)!.rows!;
    expect(months.map((r) => r.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    // The same period on the same date: the quarter's figure is its three months'.
    const total = months.reduce((sum, r) => sum + Number(r.revenue), 0);
    expect(Number(custom.get(thisMonth)!.rows![0]!.revenue)).toBeCloseTo(total, 2);
    expect(custom.get(byStatus)).toMatchObject({
      status: 'ok',
      period: { ...quarter, column: 'demo.orders.order_date' },
    });
    expect(custom.get(products)).toMatchObject({
      status: 'ok',
      periodNotApplied: true,
      rows: [{ products_count: 50 }],
    });
    expect(custom.get(products)!.period).toBeUndefined();

    // A view's own period, read in the viewer's time zone.
    const lastQuarter: PeriodSpec = { relative: 'last_quarter' };
    const tokyo = await around(lastQuarter, 'Asia/Tokyo', () =>
      results(alice, id, `?tz=Asia/Tokyo&period=${encodeURIComponent(JSON.stringify(lastQuarter))}`),
    );
    const { column: _c, ...dates } = tokyo.value.get(byStatus)!.period!;
    expect(tokyo.dates).toContainEqual(dates);
    expect(tokyo.value.get(products)!.periodNotApplied).toBe(true);

    // No board period: each tile its own. "This month" is this month, the others their whole history.
    expect((await patch(alice, `/api/dashboards/${id}`, { period: null })).json.period).toBeNull();
    const own = await around({ relative: 'this_month' }, 'UTC', () => results(alice, id));
    const { column, ...monthDates } = own.value.get(thisMonth)!.period!;
    expect(column).toBe('demo.invoices.invoice_date');
    expect(own.dates).toContainEqual(monthDates);
    expect(own.value.get(byMonth)!.period).toBeUndefined();
    expect(own.value.get(byMonth)!.rows!.length).toBeGreaterThan(12);
    for (const tile of [byMonth, byStatus, products]) expect(own.value.get(tile)!.periodNotApplied).toBeUndefined();
  });

  it('shows why a failing tile failed and still loads the others', async () => {
    const id = await board(alice, 'Failures');
    const fine = await pin(alice, id, await ask(alice, 'how many customers are there'), 'figure');
    const dropped = await pin(alice, id, await ask(alice, 'revenue this month'), 'figure');
    // The column the query read is gone from the system since it was pinned.
    await t.ctx.database.db
      .update(schema.dashboardTiles)
      .set({ query: { from: 'demo.invoices', measures: [{ agg: 'sum', column: 'demo.invoices.net_total' }] } })
      .where(eq(schema.dashboardTiles.id, dropped));
    // A system whose server refuses connections.
    const [down] = await t.ctx.database.db
      .insert(schema.systems)
      .values({
        userId: aliceId,
        name: 'Closed Sales',
        type: 'analytics',
        connector: 'postgres',
        connectionSealed: t.ctx.secrets.seal(JSON.stringify({ url: 'postgresql://u:p@127.0.0.1:1/sales' })),
        connectionDisplay: { url: 'postgresql://u:****@127.0.0.1:1/sales', connector: 'postgres', hasApiKey: false },
        schemaJson: SALES_SCHEMA,
      })
      .returning();
    const [refused] = await t.ctx.database.db
      .insert(schema.dashboardTiles)
      .values({
        dashboardId: id,
        title: 'Sales',
        question: 'total sales',
        systemId: down!.id,
        systemName: 'Closed Sales',
        form: 'figure',
        query: { from: 'public.sale', measures: [{ agg: 'sum', column: 'amount' }] },
        position: 2,
      })
      .returning();

    const tiles = await results(alice, id);
    expect(tiles.get(fine)).toMatchObject({ status: 'ok', rows: [{ accounts_count: 120 }] });
    expect(tiles.get(dropped)).toEqual({
      tileId: dropped,
      status: 'failed',
      message: expect.stringMatching(
        /^This query no longer fits the system: Unknown column 'net_total' in table demo\.invoices/,
      ),
    });
    const failed = tiles.get(refused!.id)!;
    expect(failed).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^Could not reach 127\.0\.0\.1:1/),
    });
    expect(failed.message).not.toMatch(/ECONNREFUSED|at .*\.js|password/);
    expect(failed.rows).toBeUndefined();
    // One tile alone says the same.
    const one = await alice.get(`/api/dashboards/${id}/tiles/${dropped}/result`);
    expect(one.json).toEqual(tiles.get(dropped));
  });

  it('shows a tile only through the viewer’s own access: no access, or gone, never the figures', async () => {
    const id = await board(alice, 'Shared');
    const demoTile = await pin(alice, id, await ask(alice, 'how many customers are there'), 'figure');
    expect((await patch(alice, `/api/dashboards/${id}`, { share: 'read' })).status).toBe(200);

    // Bob sees Alice's board, but not Alice's own Demo Company: his is another system.
    const asBob = await results(bob, id);
    expect(asBob.get(demoTile)).toEqual({
      tileId: demoTile,
      status: 'no_access',
      message: 'You have no access to Demo Company.',
    });
    expect((await results(alice, id)).get(demoTile)!.status).toBe('ok');

    if (crmUrl) {
      const crm = await alice.post('/api/systems', {
        name: 'Team CRM',
        type: 'crm',
        connectionDetails: { url: crmUrl },
      });
      expect(crm.status, crm.body).toBe(201);
      expect((await alice.put(`/api/systems/${crm.json.id}/share`, { access: 'read' })).status).toBe(200);
      const crmTile = await pin(alice, id, await ask(alice, 'total deal amount', [crm.json.id]), 'figure');
      expect((await results(bob, id)).get(crmTile)).toMatchObject({ status: 'ok', rows: [{ sum_amount: 102200.5 }] });

      // Unshared: Bob keeps the board and loses the figures.
      expect((await alice.put(`/api/systems/${crm.json.id}/share`, { access: 'none' })).status).toBe(200);
      expect((await results(bob, id)).get(crmTile)).toEqual({
        tileId: crmTile,
        status: 'no_access',
        message: 'You have no access to Team CRM.',
      });
      // Deleted: gone for everyone.
      expect((await alice.delete(`/api/systems/${crm.json.id}`)).status).toBe(204);
      for (const viewer of [alice, bob])
        expect((await results(viewer, id)).get(crmTile)).toEqual({
          tileId: crmTile,
          status: 'unavailable',
          message: 'The system Team CRM is no longer connected.',
        });
    }

    // The owner deletes the system a tile reads: the tile stays and says so; the board still opens.
    const demoId = ((await alice.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>).find(
      (s) => s.isDemo,
    )!.id;
    expect((await alice.delete(`/api/systems/${demoId}`)).status).toBe(204);
    expect((await results(alice, id)).get(demoTile)).toEqual({
      tileId: demoTile,
      status: 'unavailable',
      message: 'The system Demo Company is no longer connected.',
    });
  });

  it('serves a tile from the result cache when its system has one, and says it is cached as of its first read', async () => {
    const demoId = ((await staff.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>).find(
      (s) => s.isDemo,
    )!.id;
    const id = await board(staff, 'Cached');
    const tile = await pin(staff, id, await ask(staff, 'how many customers are there'), 'figure');
    const live = (await results(staff, id)).get(tile)!;
    expect(live.cached).toBeUndefined();

    const settings = { statementTimeoutSeconds: null, poolSize: null };
    const on = await staff.put(`/api/admin/systems/${demoId}/performance`, { ...settings, cacheSeconds: 300 });
    expect(on.status, on.body).toBe(200);
    const first = (await results(staff, id)).get(tile)!;
    expect(first.cached).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const served = (await results(staff, id)).get(tile)!;
    expect(served).toMatchObject({ status: 'ok', cached: true, asOf: first.asOf, rows: first.rows });

    expect((await staff.post(`/api/admin/systems/${demoId}/cache/clear`)).status).toBe(200);
    const fresh = (await results(staff, id)).get(tile)!;
    expect(fresh.cached).toBeUndefined();
    expect(Date.parse(fresh.asOf!)).toBeGreaterThan(Date.parse(first.asOf!));
  });
});
