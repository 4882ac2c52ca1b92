#!/usr/bin/env node
/**
 * `npm start` runs the server from one prebuilt ES module (apps/server/dist/server.mjs)
 * instead of transpiling every TypeScript file through tsx at each start: the
 * server's own code and the shared contract are bundled by esbuild, packages stay
 * in node_modules. It is rebuilt only when a source is newer than the build, so a
 * fresh clone needs no separate build command and a restart starts at once.
 *
 * The few modules that find files next to themselves (migrations, the web client,
 * the document extraction child) read `import.meta.url`; in the bundle each such
 * use is rewritten to point at the module's own source file, so paths resolve as
 * they do when the sources run directly.
 *
 *   node scripts/build-server-if-needed.mjs            # build when stale
 *   node scripts/build-server-if-needed.mjs --force    # always build
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/server/dist');
const out = path.join(distDir, 'server.mjs');
const stamp = path.join(distDir, 'build.json');
const sources = [
  'apps/server/src',
  'packages/shared/src',
  'apps/server/package.json',
  'packages/shared/package.json',
].map((p) => path.join(root, p));

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

function upToDate() {
  if (process.argv.includes('--force') || !fs.existsSync(out) || !fs.existsSync(stamp)) return false;
  // The bundle names its source files by relative path: a moved checkout builds again.
  const meta = JSON.parse(fs.readFileSync(stamp, 'utf8'));
  return meta.root === root && Math.max(...sources.map(newest)) <= fs.statSync(out).mtimeMs;
}

/**
 * Packages that stay in node_modules: those that read files next to themselves at run
 * time (PGlite's WebAssembly and data files, Swagger UI's assets), and those only some
 * instances load, on first use (the payment SDK, the MySQL driver, the model providers'
 * SDKs, the document parsers of the extraction child, DuckDB). Everything else is bundled:
 * loading a few hundred package files one by one was most of the start-up time.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'stripe',
  'mysql2',
  '@ai-sdk/',
  'exceljs',
  'mammoth',
  'unpdf',
  'papaparse',
  'yauzl',
  'tsx',
  // A native library, loaded on the first cross-system answer.
  '@duckdb/node-api',
  // Loaded only when stdout is a terminal (pretty logs).
  'pino-pretty',
];
const external = (name) =>
  EXTERNAL.some((e) => (e.endsWith('/') ? name.startsWith(e) : name === e || name.startsWith(`${e}/`)));
const ownCodeOnly = {
  name: 'bundle-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@soe/') || path.isAbsolute(args.path) || args.path.startsWith('node:'))
        return undefined;
      return external(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};
/** `import.meta.url` of a bundled module means its source file, found relative to the bundle. */
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(distDir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

if (upToDate()) process.exit(0);
const started = performance.now();
// Not emptied first: an instance already running from this folder may still load one of its chunks on demand
// (the payment SDK's, a driver's). Chunk names carry a content hash, so the new build's never replace them;
// files no build has written for a day are pruned after.
// One line for the whole build (npm start's output is a short banner, not a build log).
process.stdout.write(
  fs.existsSync(out) ? 'Server sources changed: rebuilding the server… ' : 'Building the server (first start only)… ',
);
await build({
  entryPoints: { server: path.join(root, 'apps/server/src/server.ts') },
  outdir: distDir,
  outExtension: { '.js': '.mjs' },
  // Modules the server imports on demand (billing's SDK, a connector's driver) stay separate chunks, loaded when used.
  splitting: true,
  // Chunks sit next to server.mjs, so the source locations computed for import.meta.url hold in any of them.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Maps name files and lines only: the sources are in the checkout, and a 13 MB map slowed every start.
  sourcesContent: false,
  logLevel: 'warning',
  // Bundled CommonJS packages require Node's built-ins; an ES module has no \`require\` of its own.
  banner: {
    js: "import { createRequire as __soeCreateRequire } from 'node:module'; const require = __soeCreateRequire(import.meta.url);",
  },
  plugins: [ownCodeOnly, sourceLocations],
});
const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
for (const name of fs.readdirSync(distDir)) {
  const file = path.join(distDir, name);
  if (fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true });
}
fs.writeFileSync(stamp, JSON.stringify({ root, builtAt: new Date().toISOString() }) + '\n');
console.log(`done in ${(Math.round(performance.now() - started) / 1000).toFixed(1)} s.`);
