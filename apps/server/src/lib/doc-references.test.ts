import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedNumbers, expandNumbers, findBadReferences } from './doc-references';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = /\.(?:ts|tsx|mjs|cjs|js|md|ya?ml|sh)$|^\.ci\//;
// The checker and this file spell the patterns they look for.
const SELF = new Set(['apps/server/src/lib/doc-references.ts', 'apps/server/src/lib/doc-references.test.ts']);

function readRepo(repoPath: string): string | undefined {
  const full = path.join(ROOT, repoPath);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
}

describe('citations of checks and notes resolve inside the repository', () => {
  it('every tracked source and doc file names only documents and numbers the repository has', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => SCANNED.test(f) && !SELF.has(f));
    expect(tracked.length).toBeGreaterThan(500);
    const files = new Map(tracked.map((f) => [f, readRepo(f) ?? '']));
    const findings = findBadReferences(files, readRepo, (p) => fs.existsSync(path.join(ROOT, p)));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.problem}`)).toEqual([]);
  });

  it('the checklists define the numbers the code cites', () => {
    expect([...definedNumbers(readRepo('docs/security.md')!, 'Security checklist')!]).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    expect([...definedNumbers(readRepo('docs/reliability.md')!, 'Reliability checklist')!]).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    expect([...definedNumbers(readRepo('docs/engine-notes.md')!)!]).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
  });

  it('reads number lists and ranges', () => {
    expect(expandNumbers('18–20')).toEqual([18, 19, 20]);
    expect(expandNumbers('1, 2 and 3')).toEqual([1, 2, 3]);
    expect(expandNumbers('7, 8 and 29')).toEqual([7, 8, 29]);
  });

  it('finds a missing document, an undefined number, an outside document and a broken link', () => {
    const docs = new Map([
      [
        'docs/security.md',
        '# Security\n\n## Security checklist\n\n| # | Check |\n|---|---|\n| 1 | one |\n| 2 | two |\n',
      ],
      ['docs/notes.md', '# Notes\n\n1. **One.**\n2. **Two.**\n'],
    ]);
    const read = (p: string) => docs.get(p);
    const exists = (p: string) => docs.has(p);
    const check = (text: string) =>
      findBadReferences(new Map([['src/a.ts', text]]), read, exists).map((f) => f.problem);

    expect(check('// fine (security checks 1 and 2, docs/security.md); engine note 2 (docs/notes.md)')).toEqual([]);
    expect(check('// (security check 3, docs/security.md)')).toEqual([
      '"security check 3": docs/security.md defines no number 3',
    ]);
    expect(check('// security check 1 (docs/secure.md)')).toEqual([
      '"security check 1" names docs/secure.md, which is not in the repository',
    ]);
    expect(check('// reliability check 1 (docs/security.md)')).toEqual([
      '"reliability check 1": docs/security.md has no "Reliability checklist" section',
    ]);
    expect(check('// security checks 1–4 in docs/security.md')).toHaveLength(2);
    expect(check('// security check 1, nowhere')).toEqual(['"security check 1" names no document']);
    expect(check(`// (quality${'-'}bar 3)`)).toEqual(['cites the quality bar, which is not in the repository']);
    expect(check(`// (engine${'-'}notes 13)`)).toEqual(['cites the engine notes without naming docs/engine-notes.md']);
    expect(check("// readFileSync('../shared/spec/x.md')")).toEqual(['reads ../shared, which a clone does not have']);
    expect(
      findBadReferences(new Map([['docs/a.md', 'See [notes](notes.md) and [gone](gone.md#x).']]), read, exists).map(
        (f) => f.problem,
      ),
    ).toEqual(['links to gone.md#x, which is not in the repository']);
  });
});
