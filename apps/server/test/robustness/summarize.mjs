// Sums up the robustness suites over every set: run them with SOE_ROBUSTNESS_OUT=dir, then
// `node apps/server/test/robustness/summarize.mjs dir` prints invariance per encoding, per variant (grouping the six
// encodings by how they store flags, dates, keys and the fact table, and the one-change probes), per paraphrase rule,
// and overall.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: summarize.mjs <dir written by SOE_ROBUSTNESS_OUT>');
const sets = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));

const pct = (n, d) => `${n}/${d} ${(d ? (100 * n) / d : 100).toFixed(1)} %`;
const tally = (rows, keyOf) => {
  const m = new Map();
  for (const r of rows) {
    const k = keyOf(r);
    const t = m.get(k) ?? { n: 0, d: 0 };
    t.n += r.invariant;
    t.d += r.turns;
    m.set(k, t);
  }
  return [...m].map(([k, t]) => `  ${String(k).padEnd(60)} ${pct(t.n, t.d)}`);
};

const encodings = sets.flatMap((s) => s.encodings.map((e) => ({ ...e, set: s.set })));
const main = encodings.filter((e) => !e.probe);
const probes = encodings.filter((e) => e.probe);
const out = [];
out.push(`sets: ${sets.map((s) => `${s.set} (${s.seconds.toFixed(0)} s)`).join(', ')}`);
out.push('the six encodings, per set:', ...tally(main, (e) => e.set));
out.push('the six encodings, per encoding:', ...tally(main, (e) => e.label));
out.push('the six encodings, overall:', ...tally(main, () => 'all'));
out.push('the six encodings, per variant:');
out.push(...tally(main, (e) => `flags ${e.flags}`), ...tally(main, (e) => `dates ${e.dates}`));
out.push(
  ...tally(main, (e) => `keys ${e.foreignKeys}`),
  ...tally(main, (e) => `fact ${e.partitionFact ? 'partitioned' : 'whole'}`),
);
out.push('one change at a time (probes), over every set:', ...tally(probes, (e) => e.label));
out.push('one change at a time (probes), per set:', ...tally(probes, (e) => `${e.set}: ${e.id}`));
const paras = sets.flatMap((s) =>
  s.paraphrases.map((p) => ({ ...p, set: s.set, turns: 1, invariant: p.invariant ? 1 : 0 })),
);
out.push('paraphrases, per set:', ...tally(paras, (p) => p.set));
out.push('paraphrases, per rule:', ...tally(paras, (p) => p.rule));
out.push('paraphrases, overall:', ...tally(paras, () => 'all'));
console.log(out.join('\n'));
