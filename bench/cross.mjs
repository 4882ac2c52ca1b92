// Benchmark: a cross-system answer (Cross-System Analysis) against the same join inside one database.
// "Revenue by account manager" with ~1,000,000 orders in a PostgreSQL ERP and the account managers in a MariaDB
// CRM, answered by SOE Local (each system's part pushed down, joined in DuckDB), against one SQL statement joining
// orders, customers and accounts that all live in one PostgreSQL database. Wall time, median of the runs; the
// ratio is federated / single database (target ≤ 2).
//   node bench/cross.mjs [--rows 1000000] [--customers 1000] [--runs 5] [--db-prefix soe_bench]
// Databases (created once, kept for later runs): <prefix>_cross_erp on the local PostgreSQL (BENCH_PG_URL),
// <prefix>_cross_crm on the local MariaDB (BENCH_MYSQL_URL).
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ensureCross, MY_SERVER } from './datasets.mjs';
import { median } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(opt('rows', '1000000'));
const CUSTOMERS = Number(opt('customers', '1000'));
const RUNS = Number(opt('runs', '5'));
const PREFIX = opt('db-prefix', 'soe_bench');
const MANAGERS = 20;

const load = (p) => tsImport(p, import.meta.url);
const { SoeLocal } = await load('../apps/server/src/modules/engine/index.ts');
const { combinedSystems, sourceKeyOf } = await load('../apps/server/src/modules/cross/combined.ts');
const { JoinEngine } = await load('../apps/server/src/modules/cross/duck.ts');
const { findLinks } = await load('../apps/server/src/modules/cross/find-links.ts');
const { postgresConnector } = await load('../apps/server/src/modules/connectors/postgres/connector.ts');
const { mysqlConnector } = await load('../apps/server/src/modules/connectors/mysql/index.ts');
const { createHostGuard } = await load('../apps/server/src/modules/connectors/net/guard.ts');

const { erpUrl, crm: CRM } = await ensureCross({
  rows: ROWS,
  customers: CUSTOMERS,
  prefix: PREFIX,
  managers: MANAGERS,
});
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
