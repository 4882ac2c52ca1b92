#!/usr/bin/env node
/**
 * Runs from `npm install` (the root `prepare` script): installs the pre-commit hook
 * (simple-git-hooks, configured in package.json: lint-staged formats and lints the staged files).
 * Does nothing, successfully, where a hook has no place: no git checkout (a tarball, a Docker
 * build), CI, or a linked worktree, whose hooks folder is shared with the main checkout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const git = join(ROOT, '.git');

function skip(reason) {
  console.log(`git hooks not installed: ${reason}`);
  process.exit(0);
}

if (process.env.CI) skip('CI');
if (process.env.SKIP_SIMPLE_GIT_HOOKS) skip('SKIP_SIMPLE_GIT_HOOKS is set');
if (!existsSync(git)) skip('not a git checkout');
if (!statSync(git).isDirectory()) skip('a linked worktree (install them from the main checkout)');
try {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/simple-git-hooks/cli.js')], { cwd: ROOT, stdio: 'inherit' });
} catch (error) {
  // A hook is a convenience: never fail an install over it.
  console.warn(`git hooks not installed: ${error.message}`);
}
