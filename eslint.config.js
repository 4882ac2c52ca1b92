import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Every web feature folder: each may import only itself, components/, lib/, hooks/ and the shared package.
// The TypeScript parser with `import type` read as an import, so that no-cycle counts type-only edges too.
const TYPE_IMPORTS_COUNT = fileURLToPath(new URL('./scripts/eslint/type-imports-count.cjs', import.meta.url));
const typeImportsCount = createRequire(import.meta.url)(TYPE_IMPORTS_COUNT);

const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'test-results/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // Playwright's fixtures call their `use` argument, which is no React hook.
    ignores: ['apps/web/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Boundaries and cycles, resolved the way TypeScript resolves them (the `@/` alias, workspace packages).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { parser: typeImportsCount },
    settings: {
      // Without these import-x reads only .js dependencies, and a cycle through .ts files goes unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Dependencies are read with the same parser as the file linted, so a type-only edge counts everywhere.
      'import-x/parsers': { [TYPE_IMPORTS_COUNT]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'fakes/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // A file never reaches itself through its imports, type-only ones included (see TYPE_IMPORTS_COUNT): a cycle
      // makes load order matter and hides a missing layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'the web client never imports the server: share code through packages/shared',
            },
            {
              target: './packages/shared',
              from: ['./apps', './fakes'],
              message: 'the shared contract depends on nothing in the apps',
            },
            // Features never import each other (bulletproof-react): shared code lives in components/ and lib/.
            ...FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'features never import each other: move what both need to components/ or lib/, or compose them in app/',
            })),
          ],
        },
      ],
    },
  },
  {
    // Features never import each other (bulletproof-react): shared code lives in components/ and lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'features must not import from app/' }] },
      ],
    },
  },
  {
    // Plurals and singulars come from one place, configured once (the words business schemas use differently).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/engine/read/plural.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'pluralize', message: 'use engine/read/plural.ts (pluralOf, singularOf, pluralPhrase)' }] },
      ],
    },
  },
);
