// Benchmark: "top 10 customers by total" on MariaDB / MySQL (issue 20): SOE's statement as written (grouped join),
// as SOE compiles it now (the orders summed per customer first, sql/pre-aggregate.ts), and hand-written SQL.
// Wall time (median) and, when the server runs on this machine, the server process's CPU time (mean): the CPU
// figure holds steady on a busy machine where wall times do not.
//   node bench/topn.mjs [--rows 600000] [--runs 5] [--db-prefix soe_bench]
// Database (created once on the local MariaDB, BENCH_MYSQL_URL names another server): <prefix>_topn.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import mysql from 'mysql2/promise';
import { tsImport } from 'tsx/esm/api';
import { median } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(opt('rows', '600000'));
const RUNS = Number(opt('runs', '5'));
const DB = `${opt('db-prefix', 'soe_bench')}_topn`;
const server = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
const { compileSql } = await tsImport('../apps/server/src/modules/connectors/sql/index.ts', import.meta.url);

const conn = await mysql.createConnection({
  host: server.hostname,
  port: Number(server.port || 3306),
  user: decodeURIComponent(server.username),
  password: decodeURIComponent(server.password),
  multipleStatements: true,
});
const version = `topn-v1-${ROWS}`;
const ready = await conn
  .query(`SELECT version FROM ${DB}.bench_meta`)
  .then(([rows]) => rows[0]?.version === version)
  .catch(() => false);
if (!ready) {
  console.log(`generating ${ROWS.toLocaleString()} orders in ${DB} (once)…`);
  await conn.query(`DROP DATABASE IF EXISTS ${DB}; CREATE DATABASE ${DB}; USE ${DB};
    CREATE TABLE customers (id int PRIMARY KEY, name varchar(80) NOT NULL, country varchar(40));
    CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL, placed_at date NOT NULL, total decimal(12,2) NOT NULL,
      KEY (customer_id), CONSTRAINT orders_customer FOREIGN KEY (customer_id) REFERENCES customers(id));
    INSERT INTO customers SELECT seq, CONCAT('Customer ', seq), ELT(1 + seq % 4, 'USA', 'Germany', 'France', 'Japan') FROM seq_1_to_10000;
    INSERT INTO orders SELECT seq, 1 + (seq * 7919) % 10000, DATE('2022-01-01') + INTERVAL (seq % 1000) DAY, 10 + (seq % 500) FROM seq_1_to_${ROWS};
    ANALYZE TABLE customers, orders;
    CREATE TABLE bench_meta (version text); INSERT INTO bench_meta VALUES ('${version}');`);
}
await conn.query(`USE ${DB}`);

// The spec SOE Local plans for "Top 10 customers by total".
const col = (table, column) => ({ kind: 'column', table, column });
const sum = { kind: 'agg', fn: 'sum', arg: col('t0', 'total') };
const spec = {
  from: { entity: `${DB}.orders`, alias: 't0' },
  joins: [
    {
      entity: `${DB}.customers`,
      alias: 't1',
      type: 'left',
      on: [{ left: col('t0', 'customer_id'), right: col('t1', 'id') }],
    },
  ],
  select: [
    { alias: 'customer', expr: col('t1', 'name') },
    { alias: 'sum_total', expr: sum },
  ],
  groupBy: [col('t1', 'id'), col('t1', 'name')],
  orderBy: [
    { expr: sum, direction: 'desc' },
    { expr: col('t1', 'name'), direction: 'asc' },
  ],
  limit: 10,
};
const cases = [
  ['SOE before: the grouped join as written', compileSql(spec, 'mysql', { preAggregate: false }).sql],
  ['SOE now: orders summed per customer first', compileSql(spec, 'mysql').sql],
  [
    'hand-written: GROUP BY the customer id',
    'SELECT c.name AS customer, SUM(o.total) AS sum_total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.id ORDER BY sum_total DESC, c.name LIMIT 10',
  ],
  [
    'hand-written: GROUP BY the name',
    'SELECT c.name AS customer, SUM(o.total) AS sum_total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name ORDER BY sum_total DESC, c.name LIMIT 10',
  ],
];

// The server's CPU time, when it runs here (the local MariaDB): utime + stime in clock ticks.
const local = ['127.0.0.1', 'localhost'].includes(server.hostname);
const pid = local ? execFileSync('pgrep', ['-o', '-x', 'mariadbd'], { encoding: 'utf8' }).trim() : '';
const hz = 100;
const cpuMs = () => {
  if (!pid) return NaN;
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / hz;
};

const results = cases.map(() => ({ wall: [], cpu: [] }));
const answers = cases.map(() => '');
for (let r = 0; r < RUNS; r++)
  for (const [i, [, sql]] of cases.entries()) {
    const c0 = cpuMs();
    const t0 = performance.now();
    const [rows] = await conn.query(sql);
    results[i].wall.push(performance.now() - t0);
    results[i].cpu.push(cpuMs() - c0);
    answers[i] = JSON.stringify(rows.map((row) => [row.customer, Number(row.sum_total)]));
  }
await conn.end();

const base = results[0];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `\nMariaDB "top 10 customers by total": ${ROWS.toLocaleString()} orders, 10,000 customers, ${RUNS} runs interleaved`,
);
console.log('| statement | median wall ms | server CPU ms (mean) | CPU vs SOE before | same answer |');
console.log('|---|---:|---:|---:|---|');
for (const [i, [name]] of cases.entries())
  console.log(
    `| ${name} | ${median(results[i].wall).toFixed(0)} | ${mean(results[i].cpu).toFixed(0)} | ${(mean(results[i].cpu) / mean(base.cpu)).toFixed(2)}× | ${answers[i] === answers[0] ? 'yes' : 'no'} |`,
  );
// Exact and faster than the statement as written.
process.exitCode = answers[1] === answers[0] && median(results[1].wall) < median(results[0].wall) ? 0 : 1;
