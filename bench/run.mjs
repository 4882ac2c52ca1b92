// npm run bench: every benchmark, figures printed as markdown for docs/benchmarks.md.
//   npm run bench                          # all of them (engine needs a generated 5M-row database: minutes)
//   npm run bench -- --only http,ws        # a selection, by name: engine, http, ws, bundles, start, scale, queue, topn, cross, noisy, query-tool, dashboard
//   npm run bench -- --only engine --rows 1000000   # other flags go to each benchmark run
// Exits non-zero when any benchmark misses its target.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const ALL = [
  'engine',
  'http',
  'ws',
  'bundles',
  'start',
  'scale',
  'queue',
  'topn',
  'cross',
  'noisy',
  'query-tool',
  'dashboard',
];
const args = process.argv.slice(2);
const at = args.indexOf('--only');
const only =
  at === -1
    ? ALL
    : (args[at + 1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
const rest = at === -1 ? args : args.filter((_, i) => i !== at && i !== at + 1);
const unknown = only.filter((name) => !ALL.includes(name));
if (unknown.length || !only.length) {
  console.error(`unknown benchmark: ${unknown.join(', ') || '(none given)'}; choose from ${ALL.join(', ')}`);
  process.exit(2);
}

const failed = [];
for (const name of only) {
  console.log(`\n## ${name}.mjs`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', `${name}.mjs`), ...rest], {
    stdio: 'inherit',
    cwd: root,
  });
  if (r.status !== 0) failed.push(name);
}
if (failed.length) console.log(`\ntargets missed (or failed): ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
