// Databases the benchmarks share, created once on the local servers and kept for later runs:
//   ensureWide(n): a PostgreSQL schema of n tables (bench/scale.mjs, bench/noisy.mjs);
//   ensureCross(): a PostgreSQL ERP with orders and a MariaDB CRM with accounts (bench/cross.mjs, bench/noisy.mjs).
// BENCH_PG_URL and BENCH_MYSQL_URL name other servers than 127.0.0.1.
import mysql from 'mysql2/promise';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ensureDatabase } from './lib.mjs';

export const PG = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
export const MY_SERVER = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');

export async function withDb(name, fn) {
  await ensureDatabase(PG, name);
  const db = new pg.Client({ connectionString: `${PG}/${name}` });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** The wide schema, created once: n tables, the trading core holding a few thousand rows. */
export async function ensureWide(n, PREFIX = 'soe_bench') {
  const { wideTables, pgDdl } = await tsImport(
    '../apps/server/src/modules/engine/testing/wide-schema.ts',
    import.meta.url,
  );
  const name = `${PREFIX}_wide_${n}`;
  const version = `wide-v1-${n}`;
  const ready = await withDb(name, (db) =>
    db
      .query('select version from bench_meta')
      .then((r) => r.rows[0]?.version === version)
      .catch(() => false),
  );
  if (ready) return name;
  // A fresh database rather than DROP SCHEMA … CASCADE: dropping 10,000 tables in one transaction runs out of lock slots.
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.end();
  await withDb(name, async (db) => {
    console.log(`creating ${n.toLocaleString()} tables in ${name} (once)…`);
    const ddl = pgDdl(wideTables(n));
    // Small batches: each is one transaction, and a transaction may hold only so many locks.
    for (let i = 0; i < ddl.length; i += 50) await db.query(ddl.slice(i, i + 50).join('\n'));
    await db.query(`
      INSERT INTO categories SELECT i, 'Category ' || i FROM generate_series(1, 20) i;
      INSERT INTO customers SELECT i, 'Customer ' || i, (ARRAY['USA','Germany','France','Japan'])[1 + i % 4], date '2020-01-01' + i FROM generate_series(1, 500) i;
      INSERT INTO products SELECT i, 'Product ' || i, 1 + i % 20, 10 + i % 90 FROM generate_series(1, 200) i;
      INSERT INTO orders SELECT g, 1 + g % 500, 1 + g % 200, date '2024-01-01' + g % 700, 1 + g % 5, 10 + g % 300,
        (ARRAY['completed','completed','shipped','cancelled'])[1 + g % 4] FROM generate_series(1, 5000) g;`);
    // On its own, ANALYZE commits table by table; inside a multi-statement query it would lock all 10,000 at once.
    await db.query('ANALYZE');
    await db.query(`CREATE TABLE bench_meta (version text); INSERT INTO bench_meta VALUES ('${version}');`);
  });
  return name;
}

/**
 * The cross-system pair, created once: `rows` orders of `customers` customers in the PostgreSQL ERP <prefix>_cross_erp
 * (with a baseline copy of the accounts for the single-database join), the accounts with their managers in the MariaDB
 * CRM <prefix>_cross_crm, names written the CRM's way. Returns the two databases' names and the ERP's URL.
 */
export async function ensureCross({ rows = 1_000_000, customers = 1000, prefix = 'soe_bench', managers = 20 } = {}) {
  const ROWS = rows;
  const CUSTOMERS = customers;
  const MANAGERS = managers;
  const ERP = `${prefix}_cross_erp`;
  const CRM = `${prefix}_cross_crm`;
  const PG_SERVER = PG;
  const version = `cross-v1-${ROWS}-${CUSTOMERS}`;
  // The ERP: customers and their orders; for the single-database baseline, the CRM's accounts in it too.
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [ERP])).rowCount > 0;
  await admin.end();
  const erpUrl = `${PG_SERVER}/${ERP}`;
  let ready = false;
  if (exists) {
    const c = new pg.Client({ connectionString: erpUrl });
    await c.connect();
    ready = await c
      .query('SELECT version FROM bench_meta')
      .then((r) => r.rows[0]?.version === version)
      .catch(() => false);
    await c.end();
  }
  if (!ready) {
    console.log(`generating ${ROWS.toLocaleString()} orders in ${ERP} and ${CUSTOMERS} accounts in ${CRM} (once)…`);
    const a = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${ERP} WITH (FORCE)`);
    await a.query(`CREATE DATABASE ${ERP}`);
    await a.end();
    const c = new pg.Client({ connectionString: erpUrl });
    await c.connect();
    await c.query(`
      CREATE TABLE customers (customer_id integer PRIMARY KEY, company_name text NOT NULL UNIQUE);
      CREATE TABLE orders (order_id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers, order_date date NOT NULL, amount numeric(12,2) NOT NULL);
      INSERT INTO customers SELECT g, 'Company ' || lpad(g::text, 5, '0') FROM generate_series(1, ${CUSTOMERS}) g;
      INSERT INTO orders SELECT g, 1 + (g::bigint * 7919) % ${CUSTOMERS}, date '2023-01-01' + (g % 700), 10 + (g % 500) + 0.25
        FROM generate_series(1, ${ROWS}) g;
      CREATE INDEX ON orders (customer_id);
      -- The baseline's copy of the CRM accounts, keyed by the same company name.
      CREATE SCHEMA baseline;
      CREATE TABLE baseline.accounts (account_id integer PRIMARY KEY, company_name text NOT NULL UNIQUE, account_manager text NOT NULL);
      INSERT INTO baseline.accounts SELECT g, 'Company ' || lpad(g::text, 5, '0'), 'Manager ' || (1 + g % ${MANAGERS}) FROM generate_series(1, ${CUSTOMERS}) g;
      ANALYZE;
      CREATE TABLE bench_meta (version text); INSERT INTO bench_meta VALUES ('${version}');`);
    await c.end();
    const m = await mysql.createConnection({
      host: MY_SERVER.hostname,
      port: Number(MY_SERVER.port || 3306),
      user: decodeURIComponent(MY_SERVER.username),
      password: decodeURIComponent(MY_SERVER.password),
      multipleStatements: true,
    });
    // The CRM writes the names its own way ('… Inc.'), as a second system would: matched by normalised names.
    await m.query(`DROP DATABASE IF EXISTS ${CRM}; CREATE DATABASE ${CRM}; USE ${CRM};
      CREATE TABLE accounts (account_id int PRIMARY KEY, account_name varchar(80) NOT NULL, account_manager varchar(40) NOT NULL);
      INSERT INTO accounts SELECT seq, CONCAT('Company ', LPAD(seq, 5, '0'), ' Inc.'), CONCAT('Manager ', 1 + seq % ${MANAGERS}) FROM seq_1_to_${CUSTOMERS};`);
    await m.end();
  }
  return { erp: ERP, crm: CRM, erpUrl };
}
