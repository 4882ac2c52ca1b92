import mysql from 'mysql2/promise';
import pg from 'pg';
import type { ConnectorSession } from '../../connectors/connector';
import { mysqlConnector } from '../../connectors/mysql';
import { createHostGuard } from '../../connectors/net/guard';
import { postgresConnector } from '../../connectors/postgres/connector';
import {
  MYSQL_HOST,
  MYSQL_PASSWORD,
  MYSQL_PORT,
  MYSQL_USER,
  PG_HOST,
  PG_PASSWORD,
  PG_PORT,
  PG_USER,
  reachable,
} from '../../connectors/sql-discovery/test-servers';
import type { EngineSystem } from '../../engine';
import { seeded } from '../../../lib/random';

/**
 * Test data for cross-system answers: an ERP in PostgreSQL (customers, orders, order lines, 1996–1998) and a CRM
 * in MariaDB (accounts with their account manager). The CRM writes company names its own way ('GmbH', capitals,
 * no accents), has accounts the ERP does not, and misses two ERP customers — as two real systems would.
 */
export const COMPANIES: Array<{ id: string; erp: string; crm: string | null; manager: string | null; web: string }> = [
  {
    id: 'ALFKI',
    erp: 'Alfreds Futterkiste',
    crm: 'Alfreds Futterkiste GmbH',
    manager: 'Cleo Martin',
    web: 'alfreds.de',
  },
  {
    id: 'ANATR',
    erp: 'Ana Trujillo Emparedados',
    crm: 'ANA TRUJILLO EMPAREDADOS',
    manager: 'Ben Okoye',
    web: 'anatrujillo.mx',
  },
  {
    id: 'ANTON',
    erp: 'Antonio Moreno Taquería',
    crm: 'Antonio Moreno Taqueria',
    manager: 'Cleo Martin',
    web: 'moreno.mx',
  },
  {
    id: 'AROUT',
    erp: 'Around the Horn',
    crm: 'Around the Horn Ltd.',
    manager: 'Dana Reyes',
    web: 'aroundthehorn.co.uk',
  },
  { id: 'BERGS', erp: 'Berglunds snabbköp', crm: 'Berglunds Snabbkop AB', manager: 'Ben Okoye', web: 'berglunds.se' },
  {
    id: 'BLAUS',
    erp: 'Blauer See Delikatessen',
    crm: 'Blauer See Delikatessen',
    manager: 'Cleo Martin',
    web: 'blauersee.de',
  },
  { id: 'BLONP', erp: 'Blondel père et fils', crm: 'Blondel Pere et Fils', manager: 'Dana Reyes', web: 'blondel.fr' },
  {
    id: 'BOLID',
    erp: 'Bólido Comidas preparadas',
    crm: 'Bolido Comidas Preparadas S.A.',
    manager: 'Ben Okoye',
    web: 'bolido.es',
  },
  { id: 'BONAP', erp: "Bon app'", crm: "Bon App'", manager: 'Dana Reyes', web: 'bonapp.fr' },
  {
    id: 'BOTTM',
    erp: 'Bottom-Dollar Markets',
    crm: 'Bottom-Dollar Markets Inc.',
    manager: 'Cleo Martin',
    web: 'bottomdollar.ca',
  },
  { id: 'BSBEV', erp: "B's Beverages", crm: null, manager: null, web: 'bsbev.co.uk' },
  { id: 'CACTU', erp: 'Cactus Comidas para llevar', crm: null, manager: null, web: 'cactus.ar' },
];
/** Accounts only the CRM has. */
export const CRM_ONLY = [
  { crm: 'Zeta Widgets Inc.', manager: 'Cleo Martin', web: 'zetawidgets.com' },
  { crm: 'Omega Foods', manager: 'Ben Okoye', web: 'omegafoods.com' },
];

/** ERP invoices: paid on time, paid late (overdue when paid), or still open. */
export const INVOICES: Array<{ id: number; customerId: string; due: string; paid: string | null; amount: number }> = [
  { id: 1, customerId: 'ALFKI', due: '1998-02-01', paid: '1998-01-20', amount: 800 },
  { id: 2, customerId: 'ANATR', due: '1998-02-01', paid: '1998-03-15', amount: 450 },
  { id: 3, customerId: 'AROUT', due: '1998-03-01', paid: '1998-04-02', amount: 1200 },
  { id: 4, customerId: 'BLAUS', due: '1998-03-10', paid: '1998-03-01', amount: 300 },
  { id: 5, customerId: 'BOLID', due: '1998-04-01', paid: '1998-05-20', amount: 975 },
  { id: 6, customerId: 'BSBEV', due: '1998-04-01', paid: '1998-06-01', amount: 220 },
];

/**
 * CRM deals (stages only: a CRM's deal amounts would be another reading of "revenue", which the ERP's business
 * terms settle in a real setup), by the account's position in the CRM (1-based: the order COMPANIES with a CRM name, then CRM_ONLY). */
export const DEALS: Array<{ id: number; accountId: number; name: string; stage: string }> = [
  { id: 1, accountId: 1, name: 'Alfreds renewal', stage: 'Open' },
  { id: 2, accountId: 2, name: 'Ana expansion', stage: 'Open' },
  { id: 3, accountId: 2, name: 'Ana pilot', stage: 'Won' },
  { id: 4, accountId: 4, name: 'Horn upgrade', stage: 'Open' },
  { id: 5, accountId: 6, name: 'Blauer See add-on', stage: 'Open' },
  { id: 6, accountId: 8, name: 'Bolido catering', stage: 'Lost' },
  { id: 7, accountId: 11, name: 'Zeta first order', stage: 'Open' },
];

export interface OrderLine {
  orderId: number;
  customerId: string;
  date: string;
  price: number;
  quantity: number;
  discount: number;
}

/** The ERP's order lines, drawn by a seeded generator: the same every run. */
export function orderLines(): OrderLine[] {
  const r = seeded(97);
  const out: OrderLine[] = [];
  const start = Date.UTC(1996, 6, 4);
  for (let i = 0; i < 90; i++) {
    const customer = COMPANIES[r.int(0, COMPANIES.length - 1)];
    const date = new Date(start + i * 9 * 86_400_000).toISOString().slice(0, 10);
    const count = r.int(1, 3);
    for (let l = 0; l < count; l++)
      out.push({
        orderId: 10248 + i,
        customerId: customer.id,
        date,
        price: r.int(200, 9000) / 100,
        quantity: r.int(1, 40),
        discount: r.pick([0, 0, 0.05, 0.1, 0.25]),
      });
  }
  return out;
}

const prefix = process.env.SOE_TEST_DB_PREFIX ?? 'soe';
const guard = { guardHost: createHostGuard({ blockPrivate: false }) };

export interface ErpCrm {
  erp: EngineSystem;
  crm: EngineSystem;
  close(): Promise<void>;
}

export const erpCrmAvailable = async () =>
  (await reachable(PG_HOST, PG_PORT)) && (await reachable(MYSQL_HOST, MYSQL_PORT));

const pgClient = (database: string) =>
  new pg.Client({ host: PG_HOST, port: PG_PORT, user: PG_USER, password: PG_PASSWORD, database });
const mysqlAdmin = () =>
  mysql.createConnection({ host: MYSQL_HOST, port: MYSQL_PORT, user: MYSQL_USER, password: MYSQL_PASSWORD });

async function dropDatabases(erpDb: string, crmDb: string): Promise<void> {
  const admin = pgClient('postgres');
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${erpDb} WITH (FORCE)`);
  await admin.end();
  const m = await mysqlAdmin();
  await m.query(`DROP DATABASE IF EXISTS ${crmDb}`);
  await m.end();
}

/** Creates both databases (dropping earlier copies) and opens them as connected systems with these ids. */
export async function openErpCrm(ids: { erp: number; crm: number } = { erp: 1, crm: 2 }): Promise<ErpCrm> {
  const erpDb = `${prefix}_cross_erp`;
  const crmDb = `${prefix}_cross_crm`;
  const lines = orderLines();
  await dropDatabases(erpDb, crmDb);
  const admin = pgClient('postgres');
  await admin.connect();
  await admin.query(`CREATE DATABASE ${erpDb}`);
  await admin.end();
  const erpClient = pgClient(erpDb);
  await erpClient.connect();
  await erpClient.query(`
    CREATE TABLE customers (customer_id char(5) PRIMARY KEY, company_name varchar(60) NOT NULL, website varchar(60));
    CREATE TABLE orders (order_id integer PRIMARY KEY, customer_id char(5) NOT NULL REFERENCES customers, order_date date NOT NULL);
    CREATE TABLE order_details (order_id integer NOT NULL REFERENCES orders, line_no integer NOT NULL,
      unit_price numeric(10,2) NOT NULL, quantity integer NOT NULL, discount numeric(4,2) NOT NULL, PRIMARY KEY (order_id, line_no));
    CREATE TABLE invoices (invoice_id integer PRIMARY KEY, customer_id char(5) NOT NULL REFERENCES customers,
      due_date date NOT NULL, paid_date date, amount numeric(10,2) NOT NULL);`);

  for (const c of COMPANIES)
    await erpClient.query('INSERT INTO customers VALUES ($1, $2, $3)', [c.id, c.erp, `https://www.${c.web}/`]);
  const orders = new Map(lines.map((l) => [l.orderId, l]));
  for (const o of orders.values())
    await erpClient.query('INSERT INTO orders VALUES ($1, $2, $3)', [o.orderId, o.customerId, o.date]);
  let n = 0;
  for (const l of lines)
    await erpClient.query('INSERT INTO order_details VALUES ($1, $2, $3, $4, $5)', [
      l.orderId,
      ++n,
      l.price,
      l.quantity,
      l.discount,
    ]);
  for (const i of INVOICES)
    await erpClient.query('INSERT INTO invoices VALUES ($1, $2, $3, $4, $5)', [
      i.id,
      i.customerId,
      i.due,
      i.paid,
      i.amount,
    ]);
  await erpClient.end();

  const m = await mysqlAdmin();
  await m.query(`CREATE DATABASE ${crmDb}`);
  await m.query(
    `CREATE TABLE ${crmDb}.accounts (account_id int PRIMARY KEY, account_name varchar(80) NOT NULL, account_manager varchar(40) NOT NULL, web_domain varchar(60), segment varchar(20))`,
  );
  const accounts = [...COMPANIES.filter((c) => c.crm), ...CRM_ONLY];
  let id = 0;
  for (const a of accounts)
    await m.query(`INSERT INTO ${crmDb}.accounts VALUES (?, ?, ?, ?, ?)`, [
      ++id,
      a.crm,
      a.manager,
      a.web,
      id % 2 ? 'Enterprise' : 'SMB',
    ]);
  await m.query(
    `CREATE TABLE ${crmDb}.deals (deal_id int PRIMARY KEY, account_id int NOT NULL, deal_name varchar(80) NOT NULL, stage varchar(20) NOT NULL, FOREIGN KEY (account_id) REFERENCES ${crmDb}.accounts (account_id))`,
  );
  for (const d of DEALS)
    await m.query(`INSERT INTO ${crmDb}.deals VALUES (?, ?, ?, ?)`, [d.id, d.accountId, d.name, d.stage]);
  await m.end();

  const erpSession = await postgresConnector.open(
    {
      url: `postgresql://${PG_USER}${PG_PASSWORD ? `:${encodeURIComponent(PG_PASSWORD)}` : ''}@${PG_HOST}:${PG_PORT}/${erpDb}`,
    },
    guard,
  );
  const crmSession = await mysqlConnector.open(
    {
      url: `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${crmDb}`,
    },
    guard,
  );
  const system = async (session: ConnectorSession, sid: number, name: string): Promise<EngineSystem> => ({
    id: sid,
    name,
    schema: await session.discover(),
    run: (spec) => session.query(spec, { timeoutMs: 10_000, rowCap: 10_000 }),
  });
  return {
    erp: await system(erpSession, ids.erp, 'Northwind ERP'),
    crm: await system(crmSession, ids.crm, 'Sales CRM'),
    close: async () => {
      await erpSession.close();
      await crmSession.close();
      await dropDatabases(erpDb, crmDb);
    },
  };
}
