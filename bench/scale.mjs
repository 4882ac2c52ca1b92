// Benchmark: SOE at enterprise scale, through the HTTP API of one embedded instance.
//   - connect and first answer on wide schemas (2,000 and 10,000 tables by default), and the worst
//     /readyz wait while the connect and the question run (a request that stays fast while other users wait);
//   - on a schema wider than the staged-discovery threshold (1,000 tables), "usable after" (connect returns
//     with the core tables) and "complete after" (the rest, read in the background, is stored);
//   - 1 / 10 / 50 / 100 users asking at once a question that takes the database ~0.4 s (throughput, p50, p99, errors);
//   - the instance's RSS idle, after the wide connects, and busy.
//   node bench/scale.mjs [--tables 2000,10000] [--users 1,10,50,100] [--load-rows 4000000] [--db-prefix soe_bench]
// Databases (created once on the local PostgreSQL, BENCH_PG_URL names another): <prefix>_wide_<n>, <prefix>_load.
import fs from 'node:fs';
import { ensureWide, PG, withDb } from './datasets.mjs';
import { client, percentile, startSoe } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const TABLES = opt('tables', '2000,10000').split(',').map(Number).filter(Boolean);
const USERS = opt('users', '1,10,50,100').split(',').map(Number).filter(Boolean);
const LOAD_ROWS = Number(opt('load-rows', '4000000'));
const PREFIX = opt('db-prefix', 'soe_bench');
const PORT = opt('port', undefined);

/** One table whose total takes the database a few hundred milliseconds: the concurrency load. */
async function ensureLoad() {
  const name = `${PREFIX}_load`;
  return withDb(name, async (db) => {
    const version = `load-v1-${LOAD_ROWS}`;
    if (
      !(await db
        .query('select version from bench_meta')
        .then((r) => r.rows[0]?.version === version)
        .catch(() => false))
    ) {
      console.log(`generating ${LOAD_ROWS.toLocaleString()} rows in ${name} (once)…`);
      await db.query(`
        DROP TABLE IF EXISTS sales, bench_meta;
        CREATE TABLE sales (id bigint PRIMARY KEY, sale_date date NOT NULL, quantity int NOT NULL, amount numeric(12,2) NOT NULL);
        INSERT INTO sales SELECT g, date '2023-01-01' + (g % 1000)::int, 1 + (g % 9)::int, 5 + (g % 500) FROM generate_series(1::bigint, ${LOAD_ROWS}::bigint) g;
        ANALYZE;
        CREATE TABLE bench_meta (version text); INSERT INTO bench_meta VALUES ('${version}');`);
    }
    const t0 = performance.now();
    await db.query('SELECT sum(amount) FROM sales WHERE quantity > 1');
    return { name, sqlMs: performance.now() - t0 };
  });
}

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

/** Polls /readyz back to back while `fn` runs; returns fn's result and the slowest /readyz answer. */
async function whileProbing(base, fn) {
  let worst = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${base}/readyz`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - t0, worstReadyz: worst };
  } finally {
    done = true;
    await probe;
  }
}

const wide = [];
for (const n of TABLES) wide.push({ n, db: await ensureWide(n, PREFIX) });
const load = USERS.length ? await ensureLoad() : null;

// What `npm start` runs (the prebuilt server), so the RSS figures are those of an installed instance.
const soe = await startSoe({}, { built: true, ...(PORT ? { port: Number(PORT) } : {}) });
const call = client(soe.base);
await call('POST', '/api/register', {
  username: 'scale-owner',
  email: 'scale@example.com',
  password: 'bench-password-1',
});
await new Promise((r) => setTimeout(r, 2000));
const rss = { idle: rssMb(soe.pid) };

/** Polls the system until its schema is whole (no schemaProgress); returns how many polls it took. */
async function untilWhole(id) {
  for (let polls = 1; ; polls++) {
    const system = (await call('GET', '/api/systems')).find((s) => s.id === id);
    if (!system?.schemaProgress) return polls;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const wideRows = [];
for (const w of wide) {
  const started = performance.now();
  const connect = await whileProbing(soe.base, () =>
    call('POST', '/api/systems', { name: `Wide ${w.n}`, type: 'erp', connectionDetails: { url: `${PG}/${w.db}` } }),
  );
  // Asked at once: on a wide schema the rest of it is still being read.
  const ask = await whileProbing(soe.base, () =>
    call('POST', '/api/ask', { prompt: 'Number of orders by month in 2025', systemIds: [connect.result.id] }),
  );
  const whole = await whileProbing(soe.base, () => untilWhole(connect.result.id));
  const completeMs = performance.now() - started;
  const again = await whileProbing(soe.base, () =>
    call('POST', '/api/ask', { prompt: 'How many cancelled orders are there?', systemIds: [connect.result.id] }),
  );
  wideRows.push({
    n: w.n,
    connectMs: connect.ms,
    readAtConnect: connect.result.schemaProgress?.read ?? w.n,
    completeMs,
    completeReadyz: Math.max(ask.worstReadyz, whole.worstReadyz),
    connectReadyz: connect.worstReadyz,
    askMs: ask.ms,
    askReadyz: ask.worstReadyz,
    secondMs: again.ms,
    secondReadyz: again.worstReadyz,
    answer: again.result.response?.split('\n')[0],
  });
}
rss.afterWide = rssMb(soe.pid);

const userRows = [];
if (load) {
  const system = await call('POST', '/api/systems', {
    name: 'Sales',
    type: 'analytics',
    connectionDetails: { url: `${PG}/${load.name}` },
  });
  await call('POST', '/api/ask', { prompt: 'Total amount of sales with quantity over 1', systemIds: [system.id] });
  for (const users of USERS) {
    const times = [];
    let errors = 0;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(soe.pid))), 200);
    const t0 = performance.now();
    // Each user asks twice; thresholds differ per user so no two questions are the same query.
    await Promise.all(
      Array.from({ length: users }, async (_, u) => {
        for (let k = 0; k < 2; k++) {
          const q0 = performance.now();
          try {
            const a = await call('POST', '/api/ask', {
              prompt: `Total amount of sales with quantity over ${1 + ((u * 2 + k) % 7)}`,
              systemIds: [system.id],
            });
            if (!/\d/.test(a.response ?? '') || /could not run/.test(a.response ?? '')) errors++;
          } catch {
            errors++;
          }
          times.push(performance.now() - q0);
        }
      }),
    );
    clearInterval(sampler);
    const wall = performance.now() - t0;
    rss.busy = Math.max(rss.busy ?? 0, peak);
    userRows.push({
      users,
      answers: times.length,
      perSecond: (times.length / wall) * 1000,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      errors,
    });
  }
}
await soe.stop();

console.log(
  '\nWide schemas: connect (POST /api/systems, discovery + catalog + value index) and answers, one embedded instance',
);
console.log(
  '| tables | connect ms | worst /readyz during connect ms | first answer ms | worst /readyz ms | "cancelled orders" ms | worst /readyz ms |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const r of wideRows)
  console.log(
    `| ${r.n.toLocaleString()} | ${r.connectMs.toFixed(0)} | ${r.connectReadyz.toFixed(0)} | ${r.askMs.toFixed(0)} | ${r.askReadyz.toFixed(0)} | ${r.secondMs.toFixed(0)} | ${r.secondReadyz.toFixed(0)} |`,
  );
for (const r of wideRows) console.log(`  ${r.n}: ${r.answer}`);
console.log('\nWide schemas: usable after (connect returns) and complete after (the whole schema is stored)');
console.log(
  '| tables | tables read at connect | usable after ms | complete after ms | worst /readyz until complete ms |',
);
console.log('|---:|---:|---:|---:|---:|');
for (const r of wideRows)
  console.log(
    `| ${r.n.toLocaleString()} | ${r.readAtConnect.toLocaleString()} | ${r.connectMs.toFixed(0)} | ${r.completeMs.toFixed(0)} | ${r.completeReadyz.toFixed(0)} |`,
  );
if (load) {
  console.log(
    `\nUsers asking at once (2 questions each, distinct queries; psql alone: ${load.sqlMs.toFixed(0)} ms per query, ${LOAD_ROWS.toLocaleString()} rows)`,
  );
  console.log('| users | answers | answers/s | p50 ms | p99 ms | errors |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const r of userRows)
    console.log(
      `| ${r.users} | ${r.answers} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} |`,
    );
}
console.log(
  `\nRSS: idle ${rss.idle} MB, after the wide connects ${rss.afterWide} MB, busy (peak) ${rss.busy ?? '-'} MB`,
);

const targets =
  wideRows.every(
    (r) =>
      (r.n <= 2000 ? r.connectMs <= 5000 && r.askMs <= 1000 : r.connectMs <= 30_000 && r.askMs <= 2000) &&
      Math.max(r.askReadyz, r.secondReadyz) <= 250,
  ) && userRows.every((r) => r.users > 50 || r.errors === 0);
process.exitCode = targets ? 0 : 1;
