#!/usr/bin/env node
// Asks a running SOE server the questions of one set about a connected PostgreSQL database and scores
// each answer against the expected result.
//
//   node eval/run-eval.mjs --set hr --db postgresql://postgres@127.0.0.1:5432/soe_eval_hr [--base http://127.0.0.1:3000]
//                          [--only hr01,hr40] [--verbose] [--json results.json]
//
// It signs up (or signs in) as eval-owner, connects the database as a system with POST /api/systems, and
// asks every question with POST /api/ask. The turns of a conversation are asked in one conversation: the
// first without a conversationId, the next ones with the conversationId the first answer returned. It prints
// one line per answer, latency figures, how many failed answers were stated as fact (score.mjs, stance) and
// "N passed, M failed"; --json writes the figures and the failures.
import fs from 'node:fs';
import path from 'node:path';
import { score, stance } from './score.mjs';
import { conversations, loadSet, setsDir } from './sets.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (a, v, i, all) =>
        v.startsWith('--') ? [...a, [v.slice(2), all[i + 1]?.startsWith('--') ? true : (all[i + 1] ?? true)]] : a,
      [],
    ),
);
const base = (typeof args.base === 'string' ? args.base : (process.env.SOE_URL ?? 'http://127.0.0.1:3000')).replace(
  /\/$/,
  '',
);
const set = loadSet(
  typeof args.expected === 'string' ? args.expected : path.join(setsDir, `${args.set ?? 'chinook'}.json`),
);
const only = typeof args.only === 'string' ? args.only.split(',') : null;
const convs = conversations(set).filter(
  (c) => !only || only.includes(c.id) || c.turns.some((t) => only.includes(t.id)),
);
const dbUrl = typeof args.db === 'string' ? args.db : `postgresql://postgres@127.0.0.1:5432/${set.dataset}`;
const user = {
  username: args.user ?? 'eval-owner',
  email: 'eval-owner@example.com',
  password: args.password ?? 'eval-owner-pass-1',
};

let cookie = '';
async function call(method, p, body) {
  const res = await fetch(base + p, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie?.() ?? [];
  if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

let r = await call('POST', '/api/register', { ...user, firstName: 'Eval', lastName: 'Owner' });
if (r.status >= 400) r = await call('POST', '/api/login', { username: user.username, password: user.password });
if (r.status >= 400) {
  console.error('cannot sign in:', r.status, JSON.stringify(r.json));
  process.exit(2);
}

const systemName = `eval-${set.name}`;
const systems = await call('GET', '/api/systems');
let system = Array.isArray(systems.json) ? systems.json.find((s) => s.name === systemName) : null;
if (!system) {
  r = await call('POST', '/api/systems', { name: systemName, type: 'analytics', connectionDetails: { url: dbUrl } });
  if (r.status >= 400) {
    console.error('cannot connect the database:', r.status, JSON.stringify(r.json));
    process.exit(2);
  }
  system = r.json;
}

const times = [];
const failures = [];
let passed = 0;
let failed = 0;
for (const c of convs) {
  let conversationId;
  for (const t of c.turns) {
    const t0 = performance.now();
    r = await call('POST', '/api/ask', {
      prompt: t.question,
      systemIds: system?.id ? [system.id] : undefined,
      ...(conversationId ? { conversationId } : {}),
    });
    const ms = performance.now() - t0;
    times.push(ms);
    if (r.json?.conversationId) conversationId = r.json.conversationId;
    const answer = r.json.response ?? r.json.content ?? '';
    const s =
      r.status >= 400
        ? { pass: false, why: `HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 80)}` }
        : score(t, answer);
    if (s.pass) passed++;
    else {
      failed++;
      failures.push({
        id: t.id,
        form: t.form ?? null,
        question: t.question,
        why: s.why,
        stance: r.status >= 400 ? 'refused' : stance(answer),
      });
    }
    console.log(
      `${s.pass ? 'PASS' : 'FAIL'} ${t.id} ${Math.round(ms)}ms ${t.question}${s.pass ? '' : '  -- ' + s.why}`,
    );
    if (!s.pass && args.verbose) console.log('   answer: ' + String(answer).slice(0, 600).replace(/\n/g, '\n   '));
  }
}
times.sort((a, b) => a - b);
const pct = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
console.log(`latency ms: p50 ${pct(0.5)}, p95 ${pct(0.95)}, max ${Math.round(times.at(-1) ?? 0)}`);
const asFact = failures.filter((f) => f.stance === 'fact').length;
console.log(`failed answers stated as fact: ${asFact}`);
console.log(`${passed} passed, ${failed} failed`);
if (typeof args.json === 'string') {
  fs.writeFileSync(
    args.json,
    JSON.stringify(
      {
        set: set.name,
        title: set.title,
        passed,
        total: passed + failed,
        p50: pct(0.5),
        p95: pct(0.95),
        max: Math.round(times.at(-1) ?? 0),
        asFact,
        failures,
      },
      null,
      2,
    ),
  );
}
process.exit(failed ? 1 : 0);
