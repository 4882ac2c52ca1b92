// Benchmark: SOE Local on a 5,000,000-row orders table, through POST /api/ask, against the
// equivalent hand-written SQL on the same PostgreSQL server in the same run.
//   node bench/engine.mjs [--rows 5000000] [--runs 5]
import pg from 'pg';
import { client, ensureDatabase, median, startSoe, timeInterleaved } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const ROWS = opt('rows', 5_000_000);
const RUNS = opt('runs', 5);
const PG = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const DB = 'soe_bench';
const VERSION = `v1-${ROWS}`;

async function ensureDataset() {
  await ensureDatabase(PG, DB);
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  const ready = await db
    .query(`select version from bench_meta`)
    .then((r) => r.rows[0]?.version === VERSION)
    .catch(() => false);
  if (!ready) {
    console.log(`generating ${ROWS.toLocaleString()} orders (once; kept for later runs)…`);
    const t0 = performance.now();
    await db.query(`
      DROP TABLE IF EXISTS orders, products, categories, customers, bench_meta;
      CREATE TABLE categories (id int PRIMARY KEY, name text NOT NULL);
      CREATE TABLE products (id int PRIMARY KEY, name text NOT NULL, category_id int NOT NULL REFERENCES categories(id), unit_price numeric(10,2) NOT NULL);
      CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, country text NOT NULL, signed_up date NOT NULL);
      CREATE TABLE orders (
        id bigint PRIMARY KEY, customer_id int NOT NULL, product_id int NOT NULL, order_date date NOT NULL,
        quantity int NOT NULL, unit_price numeric(10,2) NOT NULL, amount numeric(12,2) NOT NULL, status text NOT NULL);
      INSERT INTO categories
        SELECT i, (ARRAY['Laptops','Monitors','Keyboards','Mice','Printers','Storage','Networking','Audio','Cameras','Phones',
                         'Tablets','Cables','Software','Servers','Furniture','Lighting','Security','Power','Gaming','Accessories'])[i]
        FROM generate_series(1, 20) i;
      INSERT INTO products
        SELECT i, 'Product ' || lpad(i::text, 4, '0'), 1 + (i * 7) % 20, round((5 + (i * 37) % 995)::numeric + ((i * 13) % 100) / 100.0, 2)
        FROM generate_series(1, 2000) i;
      INSERT INTO customers
        SELECT i,
          (ARRAY['Northwind','Contoso','Fabrikam','Globex','Initech','Umbrella','Stark','Wayne','Acme','Hooli'])[1 + i % 10] || ' ' ||
          (ARRAY['Traders','Labs','Systems','Foods','Logistics','Retail','Holdings','Partners'])[1 + (i / 10) % 8] || ' ' || i,
          (ARRAY['USA','Canada','Germany','France','Brazil','Japan','India','UK','Spain','Italy'])[1 + (i * 3) % 10],
          date '2020-01-01' + (i % 1500)
        FROM generate_series(1, 50000) i;
      INSERT INTO orders
        SELECT g, (1 + (g * 7919) % 50000)::int, p.id, date '2023-01-01' + ((g * 37) % 1096)::int, q, p.unit_price, q * p.unit_price,
          (ARRAY['completed','completed','completed','completed','completed','completed','shipped','pending','cancelled','returned'])[(1 + (g * 11) % 10)::int]
        FROM generate_series(1::bigint, ${ROWS}::bigint) g
        CROSS JOIN LATERAL (SELECT (1 + (g % 9))::int AS q) qq
        JOIN products p ON p.id = (1 + (g * 104729) % 2000)::int;
      ALTER TABLE orders ADD FOREIGN KEY (customer_id) REFERENCES customers(id), ADD FOREIGN KEY (product_id) REFERENCES products(id);
      ANALYZE;
      CREATE TABLE bench_meta (version text);
      INSERT INTO bench_meta VALUES ('${VERSION}');`);
    console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return db;
}

// The question, the hand-written SQL a developer would write for it, and how to read the figure off both.
const CASES = [
  { name: 'a total', q: 'What is the total order amount?', sql: 'SELECT sum(amount) AS v FROM orders' },
  {
    name: 'a by-month series for one year',
    q: 'Order amount by month in 2025',
    sql: `SELECT date_trunc('month', order_date) AS m, sum(amount) AS v FROM orders
          WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
  },
  {
    name: 'top 10 customers',
    q: 'Top 10 customers by order amount',
    sql: `SELECT c.name, sum(o.amount) AS v FROM orders o JOIN customers c ON c.id = o.customer_id
          GROUP BY c.id, c.name ORDER BY v DESC LIMIT 10`,
  },
  {
    name: 'revenue by category through a join',
    q: 'Order amount by category',
    sql: `SELECT cat.name, sum(o.amount) AS v FROM orders o JOIN products p ON p.id = o.product_id
          JOIN categories cat ON cat.id = p.category_id GROUP BY cat.id, cat.name ORDER BY v DESC`,
  },
  {
    name: 'a filtered count',
    q: 'How many cancelled orders are there?',
    sql: `SELECT count(*) AS v FROM orders WHERE status = 'cancelled'`,
  },
];

const db = await ensureDataset();
const soe = await startSoe();
const call = client(soe.base);
await call('POST', '/api/register', {
  username: 'bench-owner',
  email: 'bench@example.com',
  password: 'bench-password-1',
});
const system = await call('POST', '/api/systems', {
  name: 'Bench orders',
  type: 'analytics',
  connectionDetails: { url: `${PG}/${DB}` },
});

const rows = [];
for (const c of CASES) {
  // Warm both paths once (plans cached, catalog and value index built, buffers warm).
  const first = await call('POST', '/api/ask', { prompt: c.q, systemIds: [system.id] });
  await db.query(c.sql);
  const [sqlRun, askRun] = await timeInterleaved(
    [() => db.query(c.sql), () => call('POST', '/api/ask', { prompt: c.q, systemIds: [system.id] })],
    RUNS,
  );
  // The answer must carry the exact figure the SQL gives (first row's value).
  const expected = Number(sqlRun.last.rows[0].v);
  const text = askRun.last.response;
  const figures = [...text.matchAll(/-?\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  const exact = figures.some((n) => Math.abs(n - expected) <= Math.max(0.01, Math.abs(expected) * 1e-9));
  rows.push({ case: c.name, question: c.q, sqlMs: sqlRun.ms, askMs: askRun.ms, ratio: askRun.ms / sqlRun.ms, exact });
  if (!exact) console.log(`  ! the answer to "${c.q}" does not show ${expected}:\n${first.response.slice(0, 400)}`);
}
await soe.stop();
await db.end();

console.log(`\nSOE Local vs hand-written SQL, ${ROWS.toLocaleString()} orders, median of ${RUNS} runs each`);
console.log('| case | question | SQL ms | /api/ask ms | ratio | exact |');
console.log('|---|---|---:|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.case} | ${r.question} | ${r.sqlMs.toFixed(1)} | ${r.askMs.toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.exact ? 'yes' : 'NO'} |`,
  );
const med = median(rows.map((r) => r.ratio));
console.log(`median ratio: ${med.toFixed(2)} (target ≤ 1.2)`);
process.exitCode = med <= 1.2 && rows.every((r) => r.exact) ? 0 : 1;
