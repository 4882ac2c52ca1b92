import type { SqlExecutor } from '../connector';
import { generateDemoData, type DemoData } from './generate';

export const DEMO_SCHEMA = 'demo';
/** Bump when the tables or the generator change: the next start rebuilds the schema. */
export const DEMO_DATA_VERSION = 1;
const MARKER = `SOE Demo Company, data version ${DEMO_DATA_VERSION}`;
// Any fixed number: serialises concurrent app instances creating the demo at once.
const LOCK_KEY = 7_431_220_261;

const DDL = [
  `CREATE SCHEMA demo`,
  `COMMENT ON SCHEMA demo IS '${MARKER}'`,
  `CREATE TABLE demo.employees (
    id integer PRIMARY KEY,
    first_name text NOT NULL,
    last_name text NOT NULL,
    title text NOT NULL,
    region text NOT NULL,
    email text NOT NULL UNIQUE,
    hire_date date NOT NULL,
    reports_to integer REFERENCES demo.employees(id)
  )`,
  `COMMENT ON TABLE demo.employees IS 'Staff of the company: sales reps, managers and back office'`,
  `COMMENT ON COLUMN demo.employees.reports_to IS 'Manager of this employee'`,
  `CREATE TABLE demo.accounts (
    id integer PRIMARY KEY,
    name text NOT NULL UNIQUE,
    industry text NOT NULL,
    segment text NOT NULL,
    country text NOT NULL,
    city text NOT NULL,
    owner_id integer NOT NULL REFERENCES demo.employees(id),
    customer_since date NOT NULL
  )`,
  `COMMENT ON TABLE demo.accounts IS 'Customer companies (CRM accounts)'`,
  `COMMENT ON COLUMN demo.accounts.owner_id IS 'Sales rep or account manager who owns the account'`,
  `CREATE TABLE demo.contacts (
    id integer PRIMARY KEY,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    title text NOT NULL,
    phone text,
    account_id integer NOT NULL REFERENCES demo.accounts(id)
  )`,
  `COMMENT ON TABLE demo.contacts IS 'People at customer companies'`,
  `CREATE TABLE demo.deals (
    id integer PRIMARY KEY,
    name text NOT NULL,
    account_id integer NOT NULL REFERENCES demo.accounts(id),
    owner_id integer NOT NULL REFERENCES demo.employees(id),
    stage text NOT NULL CHECK (stage IN ('Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Won', 'Lost')),
    amount numeric(12,2) NOT NULL,
    close_date date NOT NULL,
    created_at timestamp NOT NULL
  )`,
  `COMMENT ON TABLE demo.deals IS 'Sales opportunities (CRM pipeline)'`,
  `COMMENT ON COLUMN demo.deals.close_date IS 'Expected close date, or the actual one for won and lost deals'`,
  `CREATE TABLE demo.categories (
    id integer PRIMARY KEY,
    name text NOT NULL UNIQUE,
    description text
  )`,
  `CREATE TABLE demo.products (
    id integer PRIMARY KEY,
    name text NOT NULL UNIQUE,
    category_id integer NOT NULL REFERENCES demo.categories(id),
    unit_price numeric(10,2) NOT NULL,
    units_in_stock integer NOT NULL,
    reorder_level integer NOT NULL,
    discontinued boolean NOT NULL DEFAULT false
  )`,
  `COMMENT ON TABLE demo.products IS 'Products the company sells'`,
  `CREATE TABLE demo.orders (
    id integer PRIMARY KEY,
    account_id integer NOT NULL REFERENCES demo.accounts(id),
    employee_id integer NOT NULL REFERENCES demo.employees(id),
    order_date date NOT NULL,
    required_date date NOT NULL,
    shipped_date date,
    ship_country text NOT NULL,
    ship_city text NOT NULL,
    status text NOT NULL CHECK (status IN ('Pending', 'Shipped', 'Delivered', 'Cancelled'))
  )`,
  `COMMENT ON TABLE demo.orders IS 'Sales orders (ERP)'`,
  `COMMENT ON COLUMN demo.orders.account_id IS 'Customer who placed the order'`,
  `CREATE TABLE demo.order_lines (
    id integer PRIMARY KEY,
    order_id integer NOT NULL REFERENCES demo.orders(id),
    product_id integer NOT NULL REFERENCES demo.products(id),
    quantity integer NOT NULL,
    unit_price numeric(10,2) NOT NULL,
    discount numeric(4,2) NOT NULL DEFAULT 0
  )`,
  `COMMENT ON TABLE demo.order_lines IS 'Products and quantities on each order'`,
  `COMMENT ON COLUMN demo.order_lines.discount IS 'Fraction off the unit price (0.1 = 10 %)'`,
  `CREATE TABLE demo.invoices (
    id integer PRIMARY KEY,
    order_id integer NOT NULL UNIQUE REFERENCES demo.orders(id),
    account_id integer NOT NULL REFERENCES demo.accounts(id),
    invoice_date date NOT NULL,
    due_date date NOT NULL,
    total numeric(12,2) NOT NULL,
    status text NOT NULL CHECK (status IN ('paid', 'open', 'overdue')),
    paid_date date
  )`,
  `COMMENT ON TABLE demo.invoices IS 'Invoices issued for shipped orders'`,
  `CREATE INDEX ON demo.orders (account_id)`,
  `CREATE INDEX ON demo.orders (order_date)`,
  `CREATE INDEX ON demo.order_lines (order_id)`,
  `CREATE INDEX ON demo.order_lines (product_id)`,
  `CREATE INDEX ON demo.deals (account_id)`,
  `CREATE INDEX ON demo.contacts (account_id)`,
  `CREATE INDEX ON demo.invoices (account_id)`,
];

// Parents before children, for the foreign keys.
const LOAD_ORDER: Array<keyof DemoData> = [
  'employees',
  'accounts',
  'contacts',
  'deals',
  'categories',
  'products',
  'orders',
  'order_lines',
  'invoices',
];

async function currentMarker(db: Pick<SqlExecutor, 'query'>): Promise<string | null> {
  const { rows } = await db.query<{ marker: string | null }>(
    `SELECT obj_description(oid, 'pg_namespace') AS marker FROM pg_namespace WHERE nspname = $1`,
    [DEMO_SCHEMA],
  );
  return rows.length === 0 ? null : (rows[0].marker ?? '');
}

/**
 * Creates the Demo Company in schema `demo` of the app's database unless this
 * version is already there; rebuilds it when the version changed. One
 * transaction: a crash leaves either the old demo or the new one.
 */
export async function ensureDemoData(db: SqlExecutor): Promise<void> {
  if ((await currentMarker(db)) === MARKER) return;
  const data = generateDemoData();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const marker = await currentMarker(tx);
    if (marker === MARKER) return; // another instance finished first
    if (marker !== null) {
      // Never drop a schema SOE did not create (a PostgreSQL app database may have its own 'demo').
      if (!marker.startsWith('SOE Demo Company'))
        throw new Error(
          'Schema "demo" exists in the app database and was not created by SOE; the demo cannot be installed.',
        );
      await tx.query('DROP SCHEMA demo CASCADE');
    }
    for (const statement of DDL) await tx.query(statement);
    for (const table of LOAD_ORDER) {
      // One statement per table: the rows travel as one JSON parameter, typed by the table's own row type.
      await tx.query(`INSERT INTO demo.${table} SELECT * FROM json_populate_recordset(NULL::demo.${table}, $1::json)`, [
        JSON.stringify(data[table]),
      ]);
    }
    // Planner statistics, so discovery's row counts need no count(*).
    for (const table of LOAD_ORDER) await tx.query(`ANALYZE demo.${table}`);
  });
}
