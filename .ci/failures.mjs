// Names what failed in the JSON reports CI wrote (vitest and Playwright), so the tail of a CI log, which is all
// that is kept, says which test to look at. Usage: node .ci/failures.mjs <report.json>...
import { existsSync, readFileSync } from 'node:fs';

/** Terminal colour codes, built from the escape character's code so the pattern holds no control character. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function vitest(report, label) {
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      console.log(`FAILED [${label}] ${file.name}: ${a.fullName}\n  ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed')
      console.log(`FAILED [${label}] ${file.name}: ${firstLine(file.message)}`);
  }
}

function playwright(report, label) {
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        console.log(`FAILED [${label}] ${[...path, spec.title].join(' › ')}\n  ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
}

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(ANSI, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) continue;
  const label = path.replace(/^.*\//, '').replace(/\.json$/, '');
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    if ('testResults' in report) vitest(report, label);
    else playwright(report, label);
  } catch (error) {
    console.log(`could not read ${path}: ${error.message}`);
  }
}
