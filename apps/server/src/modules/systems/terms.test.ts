import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessTerms } from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { DEMO_TERMS } from '../connectors/demo/terms';
import type { DiscoveredSchema } from '../connectors/schema';

/** A small sales schema stored on a connected system's row (the terms routes read only the row and its schema). */
const SALES_SCHEMA: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00.000Z',
  entities: [
    {
      name: 'public.region',
      table: 'region',
      fields: [
        { name: 'id', type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: true },
        { name: 'name', type: 'text', nativeType: 'text', nullable: false, isPrimaryKey: false },
      ],
      primaryKey: ['id'],
      rowCount: 2,
    },
    {
      name: 'public.sale',
      table: 'sale',
      fields: [
        { name: 'id', type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: true },
        { name: 'region_id', type: 'integer', nativeType: 'integer', nullable: true, isPrimaryKey: false },
        { name: 'amount', type: 'decimal', nativeType: 'numeric(10,2)', nullable: true, isPrimaryKey: false },
        { name: 'sold_at', type: 'date', nativeType: 'date', nullable: true, isPrimaryKey: false },
      ],
      primaryKey: ['id'],
      rowCount: 3,
    },
  ],
  relations: [
    {
      name: 'sale_region',
      fromEntity: 'public.sale',
      fromFields: ['region_id'],
      toEntity: 'public.region',
      toFields: ['id'],
    },
  ],
};

const PG = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `soe_wt_terms_connect_${process.pid}`;

/** A real PostgreSQL database to connect, when the server is there (the drafts at connect need a discovery). */
async function salesDatabase(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB}`);
    await c.query(`CREATE DATABASE ${DB}`);
    await c.end();
    const url = PG.replace(/\/[^/]*$/, `/${DB}`);
    const t = new pg.Client({ connectionString: url });
    await t.connect();
    await t.query(`CREATE TABLE region (id int primary key, name text not null);
      CREATE TABLE sale (id int primary key, region_id int references region(id), amount numeric(10,2), sold_at date, updated_at timestamp);
      INSERT INTO region VALUES (1,'North'),(2,'South');
      INSERT INTO sale VALUES (1,1,100.50,'2025-01-02',now()),(2,1,20,'2025-02-03',now()),(3,2,5.25,'2025-02-04',now());`);
    await t.end();
    return url;
  } catch {
    return null;
  }
}

const BIG_DEALS = {
  phrases: ['big deals'],
  description: 'Deals of 50,000 or more.',
  entity: 'demo.deals',
  filters: [{ column: 'amount', op: '>=', values: [50000] }],
  date: 'close_date',
};

describe('business terms per system', async () => {
  const pgUrl = await salesDatabase();
  let t: TestApp;
  let staff: TestClient;
  let alice: TestClient;
  let bob: TestClient;
  let eve: TestClient;
  let salesId = 0;
  let aliceDemo = 0;
  let staffDemo = 0;
  const sql = async (q: string) => (await t.ctx.database.sql.query(q)).rows as Array<Record<string, unknown>>;
  const demoOf = async (c: TestClient) =>
    ((await c.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>).find((s) => s.isDemo)!.id;

  beforeAll(async () => {
    // Eve may connect the local test database like any listed private host.
    t = await createTestApp({ SOE_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    staff = new TestClient(t.app);
    await staff.register('terms-staff'); // the first account: the instance's owner, a staff admin
    alice = new TestClient(t.app);
    const { user } = await alice.register('terms-alice');
    bob = new TestClient(t.app);
    await bob.register('terms-bob');
    eve = new TestClient(t.app);
    await eve.register('terms-eve');
    // Bob and the staff admin join Alice's workspace, where she shares a connected system read-only.
    for (const member of [bob, staff]) {
      const invite = await alice.post('/api/team/invitations', {});
      expect(invite.status, invite.body).toBe(201);
      const joined = await member.post(`/api/invitations/${invite.json.token}/accept`);
      expect(joined.status, joined.body).toBe(200);
    }
    const [row] = await t.ctx.database.db
      .insert(schema.systems)
      .values({
        userId: user?.id ?? (await alice.get('/api/user')).json.id,
        name: 'Sales DB',
        type: 'analytics',
        connector: 'postgresql',
        connectionSealed: t.ctx.secrets.seal(JSON.stringify({ url: 'postgresql://u:p@db.example/sales' })),
        connectionDisplay: { url: 'postgresql://u:****@db.example/sales', connector: 'postgresql', hasApiKey: false },
        schemaJson: SALES_SCHEMA,
      })
      .returning();
    salesId = row!.id;
    expect((await alice.put(`/api/systems/${salesId}/share`, { access: 'read' })).status).toBe(200);
    aliceDemo = await demoOf(alice);
    staffDemo = await demoOf(staff);
  });
  afterAll(async () => {
    await t?.destroy();
    if (pgUrl) {
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await c.end();
    }
  });

  it('gives the Demo Company its own terms, editable by its owner', async () => {
    const res = await alice.get(`/api/systems/${aliceDemo}/terms`);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({ systemId: aliceDemo, canEdit: true });
    expect(res.json.terms).toEqual(BusinessTerms.parse(DEMO_TERMS));
  });

  it('lets the owner and staff admins edit, members only read, and answers 404 to everyone else', async () => {
    const terms = [{ phrases: ['sales'], entity: 'public.sale', measure: { column: 'amount' }, date: 'sold_at' }];
    expect((await bob.get(`/api/systems/${salesId}/terms`)).json).toMatchObject({ canEdit: false, terms: [] });
    const refused = await bob.put(`/api/systems/${salesId}/terms`, { terms });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('forbidden');
    expect(refused.json.message).toMatch(/only its owner or a staff admin/);

    expect((await staff.get(`/api/systems/${salesId}/terms`)).json.canEdit).toBe(true);
    const byStaff = await staff.put(`/api/systems/${salesId}/terms`, { terms });
    expect(byStaff.status, byStaff.body).toBe(200);
    expect(byStaff.json.terms[0]).toMatchObject({ phrases: ['sales'], measure: { column: 'amount', agg: 'sum' } });
    // Bob now reads what the staff admin saved.
    expect((await bob.get(`/api/systems/${salesId}/terms`)).json.terms).toHaveLength(1);

    for (const path of [`/api/systems/${salesId}/terms`, `/api/systems/${aliceDemo}/terms`]) {
      const hidden = await eve.get(path);
      expect(hidden.status).toBe(404);
      expect(hidden.json.code).toBe('not_found');
      expect((await eve.put(path, { terms: [] })).status).toBe(404);
      expect((await eve.get(`${path}.yaml`)).status).toBe(404);
    }
    expect((await new TestClient(t.app).get(`/api/systems/${salesId}/terms`)).status).toBe(401);
    const [row] = await t.ctx.database.db.select().from(schema.systems).where(eq(schema.systems.id, salesId));
    expect(row!.terms).toHaveLength(1);
  });

  it('refuses bad terms with a 400 that names the term', async () => {
    const put = (terms: unknown[]) => alice.put(`/api/systems/${salesId}/terms`, { terms });
    const cases: Array<[unknown[], RegExp]> = [
      [
        [
          { phrases: ['ok'], entity: 'public.sale' },
          { phrases: [], entity: 'public.sale' },
        ],
        /^Term 2 \(on public\.sale\): phrases: Give at least one phrase/,
      ],
      [
        [
          {
            phrases: ['big sales'],
            entity: 'public.sale',
            filters: [{ column: 'amount', op: '>=', values: ['a lot'] }],
          },
        ],
        /^Term 1 \("big sales"\): filters\.0\.values: A comparison .* takes one number/,
      ],
      [
        [{ phrases: ['x'], entity: 'public.nothing' }],
        /^Term 1 \("x"\): public\.nothing is not a table of this system/,
      ],
      [[{ phrases: ['x'], entity: 'public.sale', date: 'amount' }], /^Term 1 \("x"\): amount is not a date column/],
      [
        [{ phrases: ['x'], entity: 'public.sale', measure: { column: 'price' } }],
        /the measure column price is not a column of public\.sale/,
      ],
      [
        [{ entity: 'public.sale', hidden: ['region_id'] }],
        /^Term 1 \(on public\.sale\): region_id is a key that joins tables/,
      ],
      [
        [{ phrases: ['x'], entity: 'public.sale', measure: { agg: 'sum' } }],
        /measure: A measure needs a column or a line formula/,
      ],
      [['revenue'], /^Term 1: /],
    ];
    for (const [terms, message] of cases) {
      const res = await put(terms);
      expect(res.status, JSON.stringify(terms)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(res.json.message).toMatch(message);
    }
    expect((await alice.put(`/api/systems/${salesId}/terms`, { terms: 'revenue' })).status).toBe(400);
    // Nothing refused was saved.
    expect((await alice.get(`/api/systems/${salesId}/terms`)).json.terms[0].phrases).toEqual(['sales']);
  });

  it('exports YAML and imports it back unchanged; bad YAML is a clear 400', async () => {
    const before = (await alice.get(`/api/systems/${aliceDemo}/terms`)).json.terms;
    const file = await alice.get(`/api/systems/${aliceDemo}/terms.yaml`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/yaml/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="demo-company-terms.yaml"');
    expect(file.body).toMatch(/^# Business terms of Demo Company/);
    expect(file.body).toContain('entity: demo.invoices');

    const yaml = (body: string, client = alice, id = aliceDemo) =>
      client.request('PUT', `/api/systems/${id}/terms.yaml`, body, { 'content-type': 'application/yaml' });
    const back = await yaml(file.body);
    expect(back.status, back.body).toBe(200);
    expect(back.json.terms).toEqual(before);

    const broken = await yaml('terms:\n  - phrases: [revenue\n    entity: demo.invoices\n');
    expect(broken.status).toBe(400);
    expect(broken.json.message).toMatch(/^The YAML file could not be read \(line \d+\)/);
    const invalid = await yaml(
      'terms:\n  - phrases: [big deals]\n    entity: demo.deals\n    filters:\n      - column: amount\n        op: ">>"\n        values: [1]\n',
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toMatch(/^Term 1 \("big deals"\): filters\.0\.op: The operator must be one of/);
    expect((await yaml('just words')).json.message).toMatch(/must hold a list of terms/);
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from(
      { length: 8 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
    ).join('\n')}\nterms: []\n`;
    const exploded = await yaml(bomb);
    expect(exploded.status).toBe(400);
    expect(exploded.json.message).toMatch(/too many aliases/);
    const huge = await yaml(`# ${'x'.repeat(1024 * 1024)}\nterms: []\n`);
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe('payload_too_large');
    const json = await alice.request('PUT', `/api/systems/${aliceDemo}/terms.yaml`, { terms: [] });
    expect(json.status).toBe(415);
    expect(json.json.code).toBe('unsupported_media_type');
    // A member may download, not import.
    expect((await bob.get(`/api/systems/${salesId}/terms.yaml`)).status).toBe(200);
    expect((await yaml('terms: []\n', bob, salesId)).status).toBe(403);
    expect((await alice.get(`/api/systems/${aliceDemo}/terms`)).json.terms).toEqual(before);
  });

  // Asked as the staff admin, whose plan has no question limit (a free plan has ten).
  it('applies a saved term to the next question, computed on the same data', async () => {
    const demo = staffDemo;
    const [big] = await sql(`SELECT count(*)::int AS v FROM demo.deals WHERE amount >= 50000`);
    const ask = async (prompt: string) => (await staff.post('/api/ask', { prompt })).json.response as string;
    const before = await ask('How many big deals?');
    expect(before).not.toContain(`**${Number(big!.v).toLocaleString('en-US')}**`);

    const saved = await staff.put(`/api/systems/${demo}/terms`, { terms: [...DEMO_TERMS, BIG_DEALS] });
    expect(saved.status, saved.body).toBe(200);
    expect(await ask('How many big deals?')).toContain(`**${Number(big!.v).toLocaleString('en-US')}**`);

    // A count measure on another word, and the date a table is counted by.
    const [staffCount] = await sql(`SELECT count(*)::int AS v FROM demo.employees`);
    const count = (v: unknown) => `**${Number(v).toLocaleString('en-US')}**`;
    const [byOrder] = await sql(
      `SELECT count(*)::int AS v FROM demo.orders WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01'`,
    );
    const [byShipping] = await sql(
      `SELECT count(*)::int AS v FROM demo.orders WHERE shipped_date >= '2025-01-01' AND shipped_date < '2026-01-01'`,
    );
    expect(byOrder!.v).not.toBe(byShipping!.v);
    expect(await ask('How many orders in 2025?')).toContain(count(byOrder!.v));
    const more = [
      { phrases: ['headcount'], entity: 'demo.employees', measure: { agg: 'count' } },
      { phrases: ['orders'], entity: 'demo.orders', date: 'shipped_date' },
    ];
    expect((await staff.put(`/api/systems/${demo}/terms`, { terms: [...DEMO_TERMS, ...more] })).status).toBe(200);
    expect(await ask('How many headcount?')).toContain(count(staffCount!.v));
    expect(await ask('How many orders in 2025?')).toContain(count(byShipping!.v));

    // Revenue redefined as the order lines (quantity × price × (1 − discount)) by order date.
    const lines = {
      phrases: ['revenue'],
      entity: 'demo.order_lines',
      measure: {
        agg: 'sum',
        lines: { entity: 'demo.order_lines', quantity: 'quantity', price: 'unit_price', discount: 'discount' },
      },
    };
    await staff.put(`/api/systems/${demo}/terms`, { terms: [lines] });
    const [r] = await sql(
      `SELECT sum(l.quantity * l.unit_price * (1 - l.discount))::float AS v FROM demo.order_lines l JOIN demo.orders o ON o.id = l.order_id WHERE o.order_date >= '2025-01-01' AND o.order_date < '2026-01-01'`,
    );
    const revenue = await ask('What was our total revenue in 2025?');
    expect(revenue.replace(/,/g, '')).toContain(Number(r!.v).toFixed(2));
  });

  it('names rows by the display column and never offers a hidden one', async () => {
    const demo = staffDemo;
    await staff.put(`/api/systems/${demo}/terms`, { terms: DEMO_TERMS });
    const [top] = await sql(
      `SELECT a.name, a.city FROM demo.invoices i JOIN demo.accounts a ON a.id = i.account_id GROUP BY a.id ORDER BY sum(i.total) DESC LIMIT 1`,
    );
    const ask = async (prompt: string) => (await staff.post('/api/ask', { prompt })).json.response as string;
    expect(await ask('Top 5 customers by revenue')).toContain(String(top!.name));
    const [industry] = await sql(`SELECT industry FROM demo.accounts ORDER BY industry LIMIT 1`);
    expect(await ask('Revenue by industry')).toContain(String(industry!.industry));

    const shaped = [
      ...DEMO_TERMS,
      { entity: 'demo.accounts', display: ['city'] },
      { entity: 'demo.accounts', hidden: ['industry'] },
    ];
    expect((await staff.put(`/api/systems/${demo}/terms`, { terms: shaped })).status).toBe(200);
    const byCity = await ask('Top 5 customers by revenue');
    expect(byCity).toContain(String(top!.city));
    expect(byCity).not.toContain(String(top!.name));
    const hidden = await ask('Revenue by industry');
    expect(hidden).not.toContain(String(industry!.industry));

    // Back to the demo's own terms: the next question sees the name and the industry again.
    await staff.put(`/api/systems/${demo}/terms`, { terms: DEMO_TERMS });
    expect(await ask('Top 5 customers by revenue')).toContain(String(top!.name));
  });

  it("keeps the Demo Company's own terms when it is refreshed", async () => {
    const demo = await demoOf(eve);
    expect((await eve.post(`/api/systems/${demo}/refresh`)).status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(schema.systems).where(eq(schema.systems.id, demo));
    expect(row!.terms).toEqual(BusinessTerms.parse(DEMO_TERMS));
  });

  it.runIf(!!pgUrl)("drafts terms when a database is connected, and never drafts over a person's", async () => {
    const res = await eve.post('/api/systems', { name: 'Shop', type: 'analytics', connectionDetails: { url: pgUrl } });
    expect(res.status, res.body).toBe(201);
    const drafted = (await eve.get(`/api/systems/${res.json.id}/terms`)).json.terms;
    expect(drafted[0]).toMatchObject({
      phrases: ['revenue', 'turnover'],
      entity: 'public.sale',
      measure: { column: 'amount', agg: 'sum' },
      date: 'sold_at',
    });
    expect(drafted[1]).toMatchObject({ entity: 'public.region', display: ['name'] });
    // The drafted revenue answers: the sum of the amounts, by the sale date.
    const asked = await eve.post('/api/ask', { prompt: 'revenue in February 2025', systemIds: [res.json.id] });
    expect(asked.json.response).toMatch(/25\.25/);

    expect((await eve.put(`/api/systems/${res.json.id}/terms`, { terms: [] })).status).toBe(200);
    expect((await eve.post(`/api/systems/${res.json.id}/refresh`)).json.status).toBe('connected');
    expect((await eve.get(`/api/systems/${res.json.id}/terms`)).json.terms).toEqual([]);
  });
});
