// Benchmark: a cross-system answer (Cross-System Analysis) against the same join inside one database.
// "Revenue by account manager" with ~1,000,000 orders in a PostgreSQL ERP and the account managers in a MariaDB
// CRM, answered by SOE Local (each system's part pushed down, joined in DuckDB), against one SQL statement joining
// orders, customers and accounts that all live in one PostgreSQL database. Wall time, median of the runs; the
// ratio is federated / single database (target ≤ 2).
//   node bench/cross.mjs [--rows 1000000] [--customers 1000] [--runs 5] [--db-prefix soe_bench]
// Databases (created once, kept for later runs): <prefix>_cross_erp on the local PostgreSQL (BENCH_PG_URL),
// <prefix>_cross_crm on the local MariaDB (BENCH_MYSQL_URL).
import mysql from 'mysql2/promise';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(opt('rows', '1000000'));
const CUSTOMERS = Number(opt('customers', '1000'));
const RUNS = Number(opt('runs', '5'));
const PREFIX = opt('db-prefix', 'soe_bench');
const ERP = `${PREFIX}_cross_erp`;
const CRM = `${PREFIX}_cross_crm`;
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const MY_SERVER = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
const MANAGERS = 20;
const version = `cross-v1-${ROWS}-${CUSTOMERS}`;

const load = (p) => tsImport(p, import.meta.url);
const { SoeLocal } = await load('../apps/server/src/modules/engine/index.ts');
const { combinedSystems, sourceKeyOf } = await load('../apps/server/src/modules/cross/combined.ts');
const { JoinEngine } = await load('../apps/server/src/modules/cross/duck.ts');
const { findLinks } = await load('../apps/server/src/modules/cross/find-links.ts');
const { postgresConnector } = await load('../apps/server/src/modules/connectors/postgres/connector.ts');
const { mysqlConnector } = await load('../apps/server/src/modules/connectors/mysql/index.ts');
const { createHostGuard } = await load('../apps/server/src/modules/connectors/net/guard.ts');

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

const guard = { guardHost: createHostGuard({ blockPrivate: false }) };
const erpSession = await postgresConnector.open({ url: erpUrl }, guard);
const crmUrl = new URL(MY_SERVER.href);
crmUrl.pathname = `/${CRM}`;
const crmSession = await mysqlConnector.open({ url: crmUrl.href }, guard);
const read = { timeoutMs: 120_000, rowCap: 10_000 };
const erpSchema = await erpSession.discover();
// The ERP as connected: its own tables only (the baseline schema is the single-database comparison, not the ERP's).
const erp = {
  id: 1,
  name: 'ERP',
  schema: { ...erpSchema, entities: erpSchema.entities.filter((e) => !e.name.startsWith('baseline.')) },
  run: (spec) => erpSession.query(spec, read),
};
const crm = { id: 2, name: 'CRM', schema: await crmSession.discover(), run: (spec) => crmSession.query(spec, read) };
const found = await findLinks(erp, crm);
const links = found.map((f, i) => ({
  id: i + 1,
  method: f.method,
  a: { source: sourceKeyOf(erp), ...f.a },
  b: { source: sourceKeyOf(crm), ...f.b },
}));
const join = new JoinEngine({ memoryLimit: '256MB' });
const systems = [erp, crm, ...combinedSystems([erp, crm], links, { engine: join, rowCap: 10_000 })];
const engine = new SoeLocal();
const QUESTION = 'Revenue by account manager';

const baselineSql = `SELECT a.account_manager, sum(o.amount) AS revenue FROM orders o
  JOIN customers c ON c.customer_id = o.customer_id JOIN baseline.accounts a ON a.company_name = c.company_name
  GROUP BY a.account_manager ORDER BY revenue DESC`;
const pgClient = new pg.Client({ connectionString: erpUrl });
await pgClient.connect();

// Warm both paths once (catalogs, value index, DuckDB, the databases' caches), then alternate the runs.
const first = await engine.answer(QUESTION, systems, { now: new Date() });
if (first.systemSources.length !== 2) throw new Error(`not answered from both systems: ${first.text.slice(0, 300)}`);
const expected = (await pgClient.query(baselineSql)).rows;
const got = JSON.parse(/\[TABLE:(\{.*?\})\]\s*(?:\n|$)/s.exec(first.text)[1]).rows;
for (const row of expected) {
  const mine = got.find((r) => Object.values(r)[0] === row.account_manager);
  if (!mine || Math.abs(Object.values(mine)[1] - Number(row.revenue)) > 0.005)
    throw new Error(`figures differ for ${row.account_manager}: ${JSON.stringify(mine)} vs ${row.revenue}`);
}
const fed = [];
const one = [];
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  await engine.answer(QUESTION, systems, { now: new Date() });
  fed.push(performance.now() - t);
  t = performance.now();
  await pgClient.query(baselineSql);
  one.push(performance.now() - t);
}
await pgClient.end();
await erpSession.close();
await crmSession.close();
join.close();

const ratio = median(fed) / median(one);
console.log(
  `\n${ROWS.toLocaleString('en-US')} orders × ${CUSTOMERS.toLocaleString('en-US')} customers, ${RUNS} runs, "${QUESTION}"; link found: ${found[0]?.method} (${found[0]?.matched} of ${found[0]?.distinctA} matched)\n`,
);
console.log('| case | median ms | runs (ms) |');
console.log('|---|---:|---|');
console.log(
  `| SOE: PostgreSQL ERP + MariaDB CRM, joined in DuckDB | ${median(fed).toFixed(0)} | ${fed.map((x) => x.toFixed(0)).join(', ')} |`,
);
console.log(
  `| one SQL statement, all three tables in one PostgreSQL | ${median(one).toFixed(0)} | ${one.map((x) => x.toFixed(0)).join(', ')} |`,
);
console.log(
  `\nratio federated / one database: **${ratio.toFixed(2)}** (target ≤ 2); figures identical to the single-database join.`,
);
process.exit(ratio <= 2 ? 0 : 1);
