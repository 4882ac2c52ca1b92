// Benchmark: 2,000 WebSockets on one SOE instance, and how fast an event reaches all of them.
//   node bench/ws.mjs [--users 100] [--per-user 20] [--rounds 3] [--spread-ms 1000]
// Each user holds `per-user` sockets on /ws (the gateway allows 20 per user per instance). In each round every
// user renames one of their conversations (PUT /api/conversations/:id), the triggers spread evenly over
// `spread-ms`; the server publishes `conversation_updated` to all of that user's sockets. For every socket we
// time from the moment the triggering request was sent to the event's arrival.
// SOE runs on the embedded PGlite unless DATABASE_URL (and REDIS_URL) are set in the environment.
import os from 'node:os';
import WebSocket from 'ws';
import { backendOf, client, percentile, startSoe } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const USERS = opt('users', 100);
const PER_USER = opt('per-user', 20);
const ROUNDS = opt('rounds', 3);
const SPREAD_MS = opt('spread-ms', 1000);
const SOCKETS = USERS * PER_USER;
const TARGET_P99_MS = 200;

const env = { DATABASE_URL: process.env.DATABASE_URL ?? '', REDIS_URL: process.env.REDIS_URL ?? '' };
const soe = await startSoe(env);
const wsUrl = `${soe.base.replace('http', 'ws')}/ws`;
const tag = Date.now().toString(36);

/** Runs fn over items with at most `limit` at a time. */
async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

console.log(`signing in ${USERS} users…`);
const users = await pool([...Array(USERS).keys()], 4, async (i) => {
  const call = client(soe.base);
  await call('POST', '/api/register', {
    username: `bench-ws-${tag}-${i}`,
    email: `bench-ws-${tag}-${i}@example.com`,
    password: 'bench-password-1',
  });
  const conversation = await call('POST', '/api/conversations', { title: 'Bench conversation' });
  return { i, call, conversationId: conversation.id, sockets: [] };
});

// Arrival times of each trigger's event, per socket: key `${round}:${user}` → [ms, …].
const arrivals = new Map();
function open(user) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: { cookie: user.call.cookie(), origin: soe.base } });
    const timer = setTimeout(() => reject(new Error('socket not established within 30 s')), 30_000);
    ws.on('message', (data) => {
      const now = performance.now();
      const frame = JSON.parse(data.toString());
      if (frame.type === 'connection_established') {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'conversation_updated') {
        const key = frame.payload.conversation.title;
        if (!arrivals.has(key)) arrivals.set(key, []);
        arrivals.get(key).push(now);
      }
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`handshake refused: ${res.statusCode}`));
    });
  });
}

console.log(`opening ${SOCKETS} sockets…`);
const t0 = performance.now();
const sockets = await pool(
  users.flatMap((u) => Array.from({ length: PER_USER }, () => u)),
  50,
  async (u) => {
    const ws = await open(u);
    u.sockets.push(ws);
    return ws;
  },
);
const openMs = performance.now() - t0;
console.log(`${sockets.length} sockets open in ${(openMs / 1000).toFixed(1)} s`);

const delays = [];
const perRound = [];
for (let round = 1; round <= ROUNDS; round++) {
  const sentAt = new Map();
  const gap = SPREAD_MS / USERS;
  const start = performance.now();
  await Promise.all(
    users.map(async (u) => {
      // Paced: user i's trigger leaves at start + i × gap.
      const wait = start + u.i * gap - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const title = `r${round}-u${u.i}`;
      sentAt.set(title, performance.now());
      await u.call('PUT', `/api/conversations/${u.conversationId}`, { title });
    }),
  );
  // Every socket should have its event; wait for stragglers (up to 10 s) before counting.
  const expected = SOCKETS;
  const received = () => users.reduce((n, u) => n + (arrivals.get(`r${round}-u${u.i}`)?.length ?? 0), 0);
  const deadline = performance.now() + 10_000;
  while (received() < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const roundDelays = [];
  for (const u of users)
    for (const at of arrivals.get(`r${round}-u${u.i}`) ?? []) roundDelays.push(at - sentAt.get(`r${round}-u${u.i}`));
  delays.push(...roundDelays);
  perRound.push({ round, received: received(), p50: percentile(roundDelays, 50), p99: percentile(roundDelays, 99) });
  await new Promise((r) => setTimeout(r, 500));
}

for (const ws of sockets) ws.terminate();
await soe.stop();

const allReceived = perRound.every((r) => r.received === SOCKETS);
const p = (q) => percentile(delays, q).toFixed(1);
console.log(
  `\nWebSocket fan-out: ${USERS} users × ${PER_USER} sockets = ${SOCKETS} sockets on one instance (${backendOf(env)}); ` +
    `${ROUNDS} rounds, each user triggers once per round, triggers spread over ${SPREAD_MS} ms`,
);
console.log('| sockets | open all (s) | events expected | events received | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${SOCKETS} | ${(openMs / 1000).toFixed(1)} | ${SOCKETS * ROUNDS} | ${delays.length} | ${p(50)} | ${p(95)} | ${p(99)} | ${Math.max(...delays).toFixed(1)} |`,
);
for (const r of perRound)
  console.log(
    `  round ${r.round}: ${r.received}/${SOCKETS} received, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (${os.cpus().length} cores)`,
);
const ok = allReceived && percentile(delays, 99) <= TARGET_P99_MS;
console.log(
  `p99 ${p(99)} ms (target ≤ ${TARGET_P99_MS} ms); every socket got every event: ${allReceived ? 'yes' : 'NO'}`,
);
if (!ok) console.log('TARGET MISSED');
process.exit(ok ? 0 : 1);
