// Benchmark: SOE Local on a generated orders table, through POST /api/ask, against the equivalent hand-written SQL
// on the same database server in the same run.
//   node bench/engine.mjs [--rows 5000000] [--runs 5]                      # PostgreSQL: database soe_bench
//   node bench/engine.mjs --engine mariadb [--rows …] [--db-prefix soe_bench] # MariaDB / MySQL: <prefix>_engine
//   --timeout auto|default|<seconds>: the bench system's statement timeout (see below)
// PostgreSQL: the local server, BENCH_PG_URL names another. MariaDB: the local server (root, no password),
// BENCH_MYSQL_URL names another. The dataset is generated once per row count and kept for later runs.
import mysql from 'mysql2/promise';
import pg from 'pg';
import { client, ensureDatabase, median, startSoe, timeInterleaved } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(opt('rows', '5000000'));
const RUNS = Number(opt('runs', '5'));
const ENGINE = opt('engine', 'postgres');

// The dataset, the same on every engine: 20 categories, 2,000 products, 50,000 customers, ROWS orders. Each
// value is a function of the row number, so both engines hold the same rows and the same figures.
// prettier-ignore
const SHAPE = {
  categories: ['Laptops', 'Monitors', 'Keyboards', 'Mice', 'Printers', 'Storage', 'Networking', 'Audio', 'Cameras',
    'Phones', 'Tablets', 'Cables', 'Software', 'Servers', 'Furniture', 'Lighting', 'Security', 'Power', 'Gaming',
    'Accessories'],
  products: 2000,
  customers: 50_000,
  companies: ['Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Acme', 'Hooli'],
  kinds: ['Traders', 'Labs', 'Systems', 'Foods', 'Logistics', 'Retail', 'Holdings', 'Partners'],
  countries: ['USA', 'Canada', 'Germany', 'France', 'Brazil', 'Japan', 'India', 'UK', 'Spain', 'Italy'],
  // Six in ten orders completed.
  statuses: ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'shipped', 'pending',
    'cancelled', 'returned'],
};
const list = (xs) => xs.map((x) => `'${x}'`).join(',');

/**
 * One engine: where its database is, how SOE connects to it, how the dataset is generated there, and how the
 * hand-written SQL is sent (the driver a developer would use; the result is its rows).
 */
const ENGINES = {
  postgres() {
    const server = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
    const name = 'soe_bench';
    const pick = (xs, i) => `(ARRAY[${list(xs)}])[${i}]`;
    let db;
    return {
      label: 'PostgreSQL',
      name,
      url: `${server}/${name}`,
      async open() {
        await ensureDatabase(server, name);
        db = new pg.Client({ connectionString: `${server}/${name}` });
        await db.connect();
      },
      version: () => db.query(`select version from bench_meta`).then((r) => r.rows[0]?.version),
      generate: (version) =>
        db.query(`
          DROP TABLE IF EXISTS orders, products, categories, customers, bench_meta;
          CREATE TABLE categories (id int PRIMARY KEY, name text NOT NULL);
          CREATE TABLE products (id int PRIMARY KEY, name text NOT NULL, category_id int NOT NULL REFERENCES categories(id), unit_price numeric(10,2) NOT NULL);
          CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, country text NOT NULL, signed_up date NOT NULL);
          CREATE TABLE orders (
            id bigint PRIMARY KEY, customer_id int NOT NULL, product_id int NOT NULL, order_date date NOT NULL,
            quantity int NOT NULL, unit_price numeric(10,2) NOT NULL, amount numeric(12,2) NOT NULL, status text NOT NULL);
          INSERT INTO categories SELECT i, ${pick(SHAPE.categories, 'i')} FROM generate_series(1, ${SHAPE.categories.length}) i;
          INSERT INTO products
            SELECT i, 'Product ' || lpad(i::text, 4, '0'), 1 + (i * 7) % 20, round((5 + (i * 37) % 995)::numeric + ((i * 13) % 100) / 100.0, 2)
            FROM generate_series(1, ${SHAPE.products}) i;
          INSERT INTO customers
            SELECT i, ${pick(SHAPE.companies, '1 + i % 10')} || ' ' || ${pick(SHAPE.kinds, '1 + (i / 10) % 8')} || ' ' || i,
              ${pick(SHAPE.countries, '1 + (i * 3) % 10')}, date '2020-01-01' + (i % 1500)
            FROM generate_series(1, ${SHAPE.customers}) i;
          INSERT INTO orders
            SELECT g, (1 + (g * 7919) % ${SHAPE.customers})::int, p.id, date '2023-01-01' + ((g * 37) % 1096)::int, q, p.unit_price, q * p.unit_price,
              ${pick(SHAPE.statuses, '(1 + (g * 11) % 10)::int')}
            FROM generate_series(1::bigint, ${ROWS}::bigint) g
            CROSS JOIN LATERAL (SELECT (1 + (g % 9))::int AS q) qq
            JOIN products p ON p.id = (1 + (g * 104729) % ${SHAPE.products})::int;
          ALTER TABLE orders ADD FOREIGN KEY (customer_id) REFERENCES customers(id), ADD FOREIGN KEY (product_id) REFERENCES products(id);
          ANALYZE;
          CREATE TABLE bench_meta (version text);
          INSERT INTO bench_meta VALUES ('${version}');`),
      query: (sql) => db.query(sql).then((r) => r.rows),
      close: () => db.end(),
    };
  },

  mariadb() {
    const server = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
    const name = `${opt('db-prefix', 'soe_bench')}_engine`;
    const pick = (xs, i) => `ELT(${i}, ${list(xs)})`;
    const url = new URL(server);
    url.pathname = `/${name}`;
    let db;
    return {
      label: 'MariaDB',
      name,
      url: url.toString(),
      async open() {
        const login = {
          host: server.hostname,
          port: Number(server.port || 3306),
          user: decodeURIComponent(server.username),
          password: decodeURIComponent(server.password),
          multipleStatements: true,
        };
        const admin = await mysql.createConnection(login);
        await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``);
        await admin.end();
        db = await mysql.createConnection({ ...login, database: name });
      },
      version: () => db.query('SELECT version FROM bench_meta').then(([rows]) => rows[0]?.version),
      // seq_1_to_N (the Sequence engine) stands for generate_series. The orders are loaded without their
      // secondary indexes and with the checks off (an empty table's bulk load), then indexed once: the foreign
      // keys need an index each in InnoDB.
      generate: (version) =>
        db.query(`
          DROP TABLE IF EXISTS orders, products, categories, customers, bench_meta;
          CREATE TABLE categories (id int PRIMARY KEY, name varchar(40) NOT NULL);
          CREATE TABLE products (id int PRIMARY KEY, name varchar(40) NOT NULL, category_id int NOT NULL, unit_price decimal(10,2) NOT NULL,
            FOREIGN KEY (category_id) REFERENCES categories(id));
          CREATE TABLE customers (id int PRIMARY KEY, name varchar(80) NOT NULL, country varchar(40) NOT NULL, signed_up date NOT NULL);
          CREATE TABLE orders (
            id bigint PRIMARY KEY, customer_id int NOT NULL, product_id int NOT NULL, order_date date NOT NULL,
            quantity int NOT NULL, unit_price decimal(10,2) NOT NULL, amount decimal(12,2) NOT NULL, status varchar(20) NOT NULL);
          INSERT INTO categories SELECT seq, ${pick(SHAPE.categories, 'seq')} FROM seq_1_to_${SHAPE.categories.length};
          INSERT INTO products
            SELECT seq, CONCAT('Product ', LPAD(seq, 4, '0')), 1 + (seq * 7) % 20, ROUND(5 + (seq * 37) % 995 + ((seq * 13) % 100) / 100, 2)
            FROM seq_1_to_${SHAPE.products};
          INSERT INTO customers
            SELECT seq, CONCAT(${pick(SHAPE.companies, '1 + seq % 10')}, ' ', ${pick(SHAPE.kinds, '1 + (seq DIV 10) % 8')}, ' ', seq),
              ${pick(SHAPE.countries, '1 + (seq * 3) % 10')}, DATE '2020-01-01' + INTERVAL (seq % 1500) DAY
            FROM seq_1_to_${SHAPE.customers};
          SET SESSION unique_checks = 0, foreign_key_checks = 0;
          INSERT INTO orders
            SELECT g.seq, 1 + (g.seq * 7919) % ${SHAPE.customers}, p.id, DATE '2023-01-01' + INTERVAL ((g.seq * 37) % 1096) DAY,
              1 + g.seq % 9, p.unit_price, (1 + g.seq % 9) * p.unit_price, ${pick(SHAPE.statuses, '1 + (g.seq * 11) % 10')}
            FROM seq_1_to_${ROWS} g JOIN products p ON p.id = 1 + (g.seq * 104729) % ${SHAPE.products};
          ALTER TABLE orders ADD FOREIGN KEY (customer_id) REFERENCES customers(id), ADD FOREIGN KEY (product_id) REFERENCES products(id);
          SET SESSION unique_checks = 1, foreign_key_checks = 1;
          ANALYZE TABLE categories, products, customers, orders;
          CREATE TABLE bench_meta (version text);
          INSERT INTO bench_meta VALUES ('${version}');`),
      // InnoDB reads what its buffer pool does not hold from disk (O_DIRECT bypasses the OS page cache, where
      // PostgreSQL's tables sit): with a pool smaller than the data the figures measure the disk.
      async check() {
        const [[r]] = await db.query(`SELECT @@innodb_buffer_pool_size AS pool,
          (SELECT SUM(data_length + index_length) FROM information_schema.tables WHERE table_schema = DATABASE()) AS size`);
        const mib = (bytes) => `${Math.round(Number(bytes) / 2 ** 20).toLocaleString()} MiB`;
        console.log(`${name}: ${mib(r.size)}; innodb_buffer_pool_size ${mib(r.pool)}`);
        if (Number(r.pool) < Number(r.size))
          console.log(
            `  ! the buffer pool is smaller than the data: SET GLOBAL innodb_buffer_pool_size = ${2 ** (1 + Math.ceil(Math.log2(Number(r.size))))} to hold it`,
          );
      },
      query: (sql) => db.query(sql).then(([rows]) => rows),
      close: () => db.end(),
    };
  },
};

// The question, and the SQL a developer would write for it on each engine; the figure is the first row's v.
const CASES = [
  {
    name: 'a total',
    q: 'What is the total order amount?',
    sql: { postgres: 'SELECT sum(amount) AS v FROM orders', mariadb: 'SELECT SUM(amount) AS v FROM orders' },
  },
  {
    name: 'a by-month series for one year',
    q: 'Order amount by month in 2025',
    sql: {
      postgres: `SELECT date_trunc('month', order_date) AS m, sum(amount) AS v FROM orders
          WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
      mariadb: `SELECT DATE_FORMAT(order_date, '%Y-%m') AS m, SUM(amount) AS v FROM orders
          WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
    },
  },
  {
    name: 'top 10 customers',
    q: 'Top 10 customers by order amount',
    sql: {
      postgres: `SELECT c.name, sum(o.amount) AS v FROM orders o JOIN customers c ON c.id = o.customer_id
          GROUP BY c.id, c.name ORDER BY v DESC LIMIT 10`,
      mariadb: `SELECT c.name, SUM(o.amount) AS v FROM orders o JOIN customers c ON c.id = o.customer_id
          GROUP BY c.id, c.name ORDER BY v DESC LIMIT 10`,
    },
  },
  {
    name: 'revenue by category through a join',
    q: 'Order amount by category',
    sql: {
      postgres: `SELECT cat.name, sum(o.amount) AS v FROM orders o JOIN products p ON p.id = o.product_id
          JOIN categories cat ON cat.id = p.category_id GROUP BY cat.id, cat.name ORDER BY v DESC`,
      mariadb: `SELECT cat.name, SUM(o.amount) AS v FROM orders o JOIN products p ON p.id = o.product_id
          JOIN categories cat ON cat.id = p.category_id GROUP BY cat.id, cat.name ORDER BY v DESC`,
    },
  },
  {
    name: 'a filtered count',
    q: 'How many cancelled orders are there?',
    sql: {
      postgres: `SELECT count(*) AS v FROM orders WHERE status = 'cancelled'`,
      mariadb: `SELECT COUNT(*) AS v FROM orders WHERE status = 'cancelled'`,
    },
  },
];

if (!ENGINES[ENGINE]) {
  console.error(`unknown --engine ${ENGINE}; choose from ${Object.keys(ENGINES).join(', ')}`);
  process.exit(2);
}
const source = ENGINES[ENGINE]();
const VERSION = `v1-${ROWS}`;
await source.open();
if ((await source.version().catch(() => undefined)) !== VERSION) {
  console.log(
    `generating ${ROWS.toLocaleString()} orders in ${source.label} ${source.name} (once; kept for later runs)…`,
  );
  const t0 = performance.now();
  await source.generate(VERSION);
  console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
await source.check?.();

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
  connectionDetails: { url: source.url },
});

// Warm the hand-written SQL once (buffers, statistics). A statement slower than the system's timeout would be
// stopped on SOE's side only, so with --timeout auto (MariaDB's default) the system's timeout is raised through
// System Settings → Performance when a hand-written statement takes more than half of it: both sides run whole.
// PostgreSQL keeps the default timeout unless asked (--timeout auto, or --timeout <seconds>).
const TIMEOUT = opt('timeout', ENGINE === 'postgres' ? 'default' : 'auto');
const warmSql = [];
for (const c of CASES) {
  const t0 = performance.now();
  await source.query(c.sql[ENGINE]);
  warmSql.push(performance.now() - t0);
}
const settings = await call('GET', `/api/admin/systems/${system.id}/performance`);
const timeoutS = settings.statementTimeoutSeconds ?? settings.defaults.statementTimeoutSeconds;
const slowest = Math.max(...warmSql) / 1000;
console.log(
  `hand-written SQL, first run: ${warmSql.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s; the system's statement timeout: ${timeoutS} s`,
);
const raised =
  TIMEOUT === 'auto'
    ? slowest > timeoutS / 2
      ? Math.min(600, Math.ceil(slowest * 3))
      : null
    : TIMEOUT === 'default'
      ? null
      : Number(TIMEOUT);
if (raised !== null) {
  const { poolSize, cacheSeconds } = settings;
  await call('PUT', `/api/admin/systems/${system.id}/performance`, {
    statementTimeoutSeconds: raised,
    poolSize,
    cacheSeconds,
  });
  console.log(
    `the system's statement timeout set to ${raised} s (the slowest hand-written statement: ${slowest.toFixed(1)} s)`,
  );
}

const rows = [];
for (const c of CASES) {
  const sql = c.sql[ENGINE];
  // Warm SOE's path once (plans cached, catalog and value index built).
  const first = await call('POST', '/api/ask', { prompt: c.q, systemIds: [system.id] });
  const [sqlRun, askRun] = await timeInterleaved(
    [() => source.query(sql), () => call('POST', '/api/ask', { prompt: c.q, systemIds: [system.id] })],
    RUNS,
  );
  // The answer must carry the exact figure the SQL gives (first row's value).
  const expected = Number(sqlRun.last[0].v);
  const text = askRun.last.response;
  const figures = [...text.matchAll(/-?\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  const exact = figures.some((n) => Math.abs(n - expected) <= Math.max(0.01, Math.abs(expected) * 1e-9));
  rows.push({ case: c.name, question: c.q, sqlMs: sqlRun.ms, askMs: askRun.ms, ratio: askRun.ms / sqlRun.ms, exact });
  if (!exact) console.log(`  ! the answer to "${c.q}" does not show ${expected}:\n${first.response.slice(0, 400)}`);
}
await soe.stop();
await source.close();

console.log(
  `\nSOE Local vs hand-written SQL on ${source.label} (${source.name}), ${ROWS.toLocaleString()} orders, median of ${RUNS} runs each`,
);
console.log('| case | question | SQL ms | /api/ask ms | ratio | exact |');
console.log('|---|---|---:|---:|---:|---|');
for (const r of rows)
  console.log(
    `| ${r.case} | ${r.question} | ${r.sqlMs.toFixed(1)} | ${r.askMs.toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.exact ? 'yes' : 'NO'} |`,
  );
const med = median(rows.map((r) => r.ratio));
console.log(
  `median ratio: ${med.toFixed(2)} (target ≤ 1.2); within 1.1: ${rows.filter((r) => r.ratio <= 1.1).length} of ${rows.length}`,
);
process.exitCode = med <= 1.2 && rows.every((r) => r.exact) ? 0 : 1;
