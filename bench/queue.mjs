// Benchmark: many users on one system, through the HTTP API of one embedded instance (issue 20).
//   - 1 / 10 / 50 / 100 users (separate accounts of one workspace, the system shared with them), each asking two
//     different questions at once: throughput, p50, p99, errors, with the fair queue in front of the pool;
//   - fairness: one user fires 20 questions, another asks one a moment later (pool of 2 connections): the second
//     user's wait, against the same question asked alone;
//   - the short result cache: the same question answered from the database (miss) and from the cache (hit).
//   node bench/queue.mjs [--users 1,10,50,100] [--rows 4000000] [--db-prefix soe_bench]
// Database (created once on the local PostgreSQL, BENCH_PG_URL names another): <prefix>_queue.
import pg from 'pg';
import { client, ensureDatabase, median, percentile, startSoe } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const USERS = opt('users', '1,10,50,100').split(',').map(Number).filter(Boolean);
const ROWS = Number(opt('rows', '4000000'));
const PREFIX = opt('db-prefix', 'soe_bench');
const PG = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const DB = `${PREFIX}_queue`;

/** One table whose filtered total takes the database a few hundred milliseconds. */
async function ensureSales() {
  await ensureDatabase(PG, DB);
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  try {
    const version = `queue-v1-${ROWS}`;
    const ready = await db
      .query('select version from bench_meta')
      .then((r) => r.rows[0]?.version === version)
      .catch(() => false);
    if (!ready) {
      console.log(`generating ${ROWS.toLocaleString()} rows in ${DB} (once)…`);
      await db.query(`
        DROP TABLE IF EXISTS sales, bench_meta;
        CREATE TABLE sales (id bigint PRIMARY KEY, sale_date date NOT NULL, quantity int NOT NULL, amount numeric(12,2) NOT NULL);
        INSERT INTO sales SELECT g, date '2023-01-01' + (g % 1000)::int, 1 + (g % 9)::int, 5 + (g % 500) FROM generate_series(1::bigint, ${ROWS}::bigint) g;
        ANALYZE;
        CREATE TABLE bench_meta (version text); INSERT INTO bench_meta VALUES ('${version}');`);
    }
    const t0 = performance.now();
    await db.query('SELECT sum(amount) FROM sales WHERE amount > 100');
    return performance.now() - t0;
  } finally {
    await db.end();
  }
}

// Each question a different query (no single flight between them): the amount threshold differs.
let nextThreshold = 6;
const question = () => `Total amount of sales with amount over ${nextThreshold++}`;
const failed = (a) => !/\d/.test(a.response ?? '') || /could not run|busy answering/.test(a.response ?? '');

async function timed(fn) {
  const t0 = performance.now();
  try {
    const a = await fn();
    if (DEBUG && failed(a)) console.log('failed answer:', a.response);
    return { ms: performance.now() - t0, ok: !failed(a), answer: a.response };
  } catch (error) {
    return { ms: performance.now() - t0, ok: false, answer: String(error) };
  }
}

const sqlMs = await ensureSales();
const DEBUG = args.includes('--debug');
// Members reach the loopback database as an operator would list it in Settings → Network access.
const soe = await startSoe({ SOE_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
const owner = client(soe.base);
// The first account is the instance's staff admin: it connects the system and sets its performance.
await owner('POST', '/api/register', { username: 'queue-owner', email: 'queue@example.com', password: 'bench-pass-1' });
const system = await owner('POST', '/api/systems', {
  name: 'Sales',
  type: 'analytics',
  connectionDetails: { url: `${PG}/${DB}` },
});
await owner('PUT', `/api/systems/${system.id}/share`, { access: 'read' });
const perf = (body) =>
  owner('PUT', `/api/admin/systems/${system.id}/performance`, {
    statementTimeoutSeconds: null,
    poolSize: null,
    cacheSeconds: null,
    ...body,
  });

/**
 * Members of the owner's workspace, each its own account (the fair queue serves accounts in turn), on the Pro
 * plan so that a member may ask more than the free plan's questions.
 */
async function member(i) {
  const { token } = await owner('POST', '/api/team/invitations', { expiresInDays: 1 });
  const call = client(soe.base);
  const me = await call('POST', '/api/register', {
    username: `queue-u${i}`,
    email: `queue-u${i}@example.com`,
    password: 'bench-pass-1',
  });
  await call('POST', `/api/invitations/${token}/accept`, {});
  await owner('PUT', `/api/admin/users/${me.id ?? me.user?.id}`, { subscriptionTier: 'pro' });
  return call;
}
const members = [];
for (let i = 0; i < Math.max(0, ...USERS) + 1; i++) members.push(await member(i));
const ask = (call) => call('POST', '/api/ask', { prompt: question(), systemIds: [system.id] });
const warm = await timed(() => ask(members[0]));
if (!warm.ok) throw new Error(`the benchmark question does not answer: ${warm.answer}`);

const userRows = [];
for (const users of USERS) {
  const runs = [];
  const t0 = performance.now();
  await Promise.all(
    members.slice(0, users).map(async (call) => {
      for (let k = 0; k < 2; k++) runs.push(await timed(() => ask(call)));
    }),
  );
  const wall = performance.now() - t0;
  const times = runs.map((r) => r.ms);
  userRows.push({
    users,
    answers: runs.length,
    perSecond: (runs.length / wall) * 1000,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: runs.filter((r) => !r.ok).length,
  });
}

// Fairness: a pool of 2, one user's 20 questions in flight, another user's single question.
await perf({ poolSize: 2 });
const [busy, light] = [members[0], members.at(-1)];
const alone = await timed(() => ask(light));
const heavyStart = performance.now();
const heavy = Array.from({ length: 20 }, () => timed(() => ask(busy)));
await new Promise((r) => setTimeout(r, 50));
const beside = await timed(() => ask(light));
const heavyRuns = await Promise.all(heavy);
const heavyWall = performance.now() - heavyStart;
await perf({ poolSize: null });

// Cache: the same question twice within the window; several questions, medians.
await perf({ cacheSeconds: 30 });
const miss = [];
const hit = [];
for (let i = 0; i < 5; i++) {
  const prompt = question();
  miss.push((await timed(() => light('POST', '/api/ask', { prompt, systemIds: [system.id] }))).ms);
  hit.push((await timed(() => light('POST', '/api/ask', { prompt, systemIds: [system.id] }))).ms);
}
await owner('POST', `/api/admin/systems/${system.id}/cache/clear`, {});
await perf({ cacheSeconds: null });
await soe.stop();

console.log(
  `\nUsers of one workspace asking at once (2 different questions each; one system, pool of 10, fair queue; psql alone: ${sqlMs.toFixed(0)} ms per query, ${ROWS.toLocaleString()} rows)`,
);
console.log('| users | answers | answers/s | p50 ms | p99 ms | errors |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const r of userRows)
  console.log(
    `| ${r.users} | ${r.answers} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} |`,
  );
console.log('\nFairness: pool of 2; one user fires 20 questions, another asks one 50 ms later');
console.log('| case | ms |');
console.log('|---|---:|');
console.log(`| the second user's question, asked alone | ${alone.ms.toFixed(0)} |`);
console.log(`| the same user's question, beside the 20 | ${beside.ms.toFixed(0)} |`);
console.log(`| the first user's 20 questions, all answered | ${heavyWall.toFixed(0)} |`);
console.log(`  errors: ${[alone, beside, ...heavyRuns].filter((r) => !r.ok).length} of ${heavyRuns.length + 2}`);
console.log('\nResult cache (30 s window): the same question, median of 5');
console.log('| case | median ms |');
console.log('|---|---:|');
console.log(`| miss (the database runs the query) | ${median(miss).toFixed(1)} |`);
console.log(`| hit (answered from the cache) | ${median(hit).toFixed(1)} |`);

const ok =
  userRows.every((r) => r.users > 50 || r.errors === 0) &&
  beside.ok &&
  beside.ms < alone.ms * 4 &&
  median(hit) < median(miss);
process.exitCode = ok ? 0 : 1;
