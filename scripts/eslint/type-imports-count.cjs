'use strict';
/*
 * The TypeScript parser, except that `import type` and `export type … from` read as plain imports and
 * re-exports. import-x's no-cycle skips type-only edges and has no option to count them; a cycle through
 * types still ties two modules together (neither can move or be read alone), so this repository counts
 * them (ADR 022). Only the import-x rules see the difference: every other rule gets the same AST, and the
 * scope analysis is done before the rewrite.
 */
// CommonJS: import-x loads the parser it reads dependencies with through require().
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tsParser = require('@typescript-eslint/parser');

function countAsValue(node) {
  if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
}

function rewrite(ast) {
  for (const statement of ast.body) {
    const fromModule =
      statement.type === 'ImportDeclaration' ||
      statement.type === 'TSImportEqualsDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' && statement.source);
    if (!fromModule) continue;
    countAsValue(statement);
    for (const specifier of statement.specifiers ?? []) countAsValue(specifier);
  }
  return ast;
}

module.exports = {
  meta: { name: 'type-imports-count', version: '1.0.0' },
  parseForESLint(code, options) {
    const result = tsParser.parseForESLint(code, options);
    rewrite(result.ast);
    return result;
  },
};
