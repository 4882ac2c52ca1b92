import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions the README names must be ones every installed package
 * supports: no EBADENGINE warning on `npm install` for Node 20, 22 or 24.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; optional?: boolean; dev?: boolean }>;
};
const readme = readFileSync(`${root}README.md`, 'utf8');

/** The lowest release of each major the engines field allows, and the newest one known today. */
const SUPPORTED = ['20.19.0', '20.20.2', '22.13.0', '22.21.1', '24.0.0', '24.11.1'];

describe('Node versions', () => {
  it('package.json states Node 20, 22 and 24, as the README does', () => {
    for (const version of SUPPORTED) expect(semver.satisfies(version, pkg.engines.node), version).toBe(true);
    for (const version of ['18.20.0', '20.10.0', '21.7.0', '22.12.0', '23.11.0'])
      expect(semver.satisfies(version, pkg.engines.node), version).toBe(false);
    expect(readme).toMatch(/Node\.js 20\.19, 22\.13 or 24/);
  });

  it('every package in the lockfile supports every Node version SOE supports', () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // engines may be an object ({ node }) or, in very old packages, an array of strings.
      const range =
        entry.engines && !Array.isArray(entry.engines) ? (entry.engines as { node?: string }).node : undefined;
      if (!path || !range) continue;
      for (const version of SUPPORTED) {
        if (!semver.satisfies(version, range, { includePrerelease: true }))
          refusing.push(`${path}@${entry.version} wants node ${range} (not ${version})`);
      }
    }
    expect(refusing).toEqual([]);
  });
});
