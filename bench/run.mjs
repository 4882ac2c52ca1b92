// npm run bench: every benchmark, figures printed as markdown for docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

let failed = 0;
for (const file of ['engine.mjs']) {
  console.log(`\n## ${file}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', file), ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
