// One dialect's build each (the package's main entry loads every dialect); CommonJS, so the default import.
import mysqlBuild from 'node-sql-parser/build/mysql.js';
import postgresBuild from 'node-sql-parser/build/postgresql.js';
import type { DiscoveredSchema } from '../../connectors/schema';
import { isNode, type CheckContext } from './context';
import { prepareSql, type PreparedSql, type SqlDialect } from './lexer';
import { refuse, SqlRefusal, type SqlRule } from './refusal';
import { subquery, topStatement } from './statements';

export type { SqlDialect } from './lexer';
export type { SqlRule } from './refusal';

export type SqlCheck =
  { ok: true; sql: string; tables: string[]; columns: string[] } | { ok: false; rule: SqlRule; message: string };

/** Longest statement read (the model's tool takes 20,000 characters; an analyst's edit no more). */
export const MAX_SQL_LENGTH = 20_000;

const parsers = { postgres: new postgresBuild.Parser(), mysql: new mysqlBuild.Parser() };
const DATABASE = { postgres: 'PostgresQL', mysql: 'MySQL' } as const;

/**
 * Checks one SQL statement a model or an analyst wrote against the system's served schema (secret fields
 * already taken out) and writes the statement that will run. Pure: no I/O.
 *
 * Read-only means more than a READ ONLY transaction: exactly one SELECT (WITH and UNION / INTERSECT / EXCEPT
 * included), no INTO and no locking; only tables of the schema (WITH names and subqueries too) and only their
 * served columns, so `*` and `t.*` are spelt out and a table's whole row is refused (row_to_json(t), to_jsonb(t),
 * `t` as a value): a hidden column has no route in; only side-effect-free functions from a list; no catalog.
 *
 * The statement is not run as written. It is parsed (node-sql-parser, ADR 043), checked, and written again
 * from the checked tree with every name quoted, every string re-quoted and every expression parenthesised:
 * what runs is exactly what was checked, whatever the parser and the database might read differently in the
 * original text.
 */
export function checkReadOnlySql(sql: string, dialect: SqlDialect, schema: DiscoveredSchema): SqlCheck {
  try {
    if (sql.length > MAX_SQL_LENGTH)
      refuse('syntax', `the statement is longer than ${MAX_SQL_LENGTH.toLocaleString('en-US')} characters`);
    const prepared = prepareSql(sql, dialect);
    // The parser reads NATURAL as an alias: refused here, before it can be misread.
    if (/ natural (join|left|right|full|inner|cross) /.test(` ${prepared.words.join(' ')} `))
      refuse('unsupported', 'NATURAL JOIN is not supported; join ON the columns');
    const ast = parse(prepared, dialect);
    const ctx: CheckContext = {
      dialect,
      schema,
      prepared,
      tables: new Set(),
      ctes: [],
      subquery: (node, parent) => subquery(node, parent, ctx),
    };
    const checked = topStatement(ast, ctx);
    return { ok: true, sql: checked.sql, tables: [...ctx.tables], columns: checked.columns };
  } catch (error) {
    if (error instanceof SqlRefusal) return { ok: false, rule: error.rule, message: error.message };
    // Thousands of nested parentheses exhaust the stack of the parser or of the checker.
    if (error instanceof RangeError)
      return { ok: false, rule: 'syntax', message: 'Refused (syntax): the statement is nested too deeply' };
    throw error;
  }
}

function parse(prepared: PreparedSql, dialect: SqlDialect): Record<string, unknown> {
  let ast: unknown;
  try {
    ast = parsers[dialect].astify(prepared.text, { database: DATABASE[dialect] });
  } catch (error) {
    return unreadable(prepared, error);
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) refuse('one statement', 'send exactly one SELECT statement');
  const [statement] = statements;
  if (!isNode(statement)) return refuse('syntax', 'the statement could not be read');
  return statement;
}

const WRITES = new Set([
  ...['insert', 'update', 'delete', 'merge', 'upsert', 'replace', 'truncate', 'drop', 'alter', 'create', 'rename'],
  ...['grant', 'revoke', 'copy', 'call', 'do', 'set', 'reset', 'lock', 'unlock', 'execute', 'prepare', 'vacuum'],
  ...['analyze', 'cluster', 'reindex', 'refresh', 'comment', 'load', 'handler', 'listen', 'notify', 'discard'],
]);

/**
 * Why a statement the parser could not read was refused, in the words of the rule it most likely broke: a
 * write or a locking clause is named as such, anything else is a syntax error with where it happened.
 */
function unreadable(prepared: PreparedSql, error: unknown): never {
  const { words } = prepared;
  const first = words[0];
  if (first && first !== 'select' && first !== 'with')
    refuse('read only', `only SELECT statements run; this one starts with ${first.toUpperCase()}`);
  const write = words.find((w) => WRITES.has(w));
  if (write && first === 'with')
    refuse('read only', `a WITH query may not change data (${write.toUpperCase()}); only SELECTs run`);
  const joined = ` ${words.join(' ')} `;
  if (/ for (update|share|no key update|key share) | lock in share mode /.test(joined))
    refuse('locking', 'FOR UPDATE / FOR SHARE lock rows; only plain SELECTs run');
  const found = (error as { found?: unknown }).found;
  const near = typeof found === 'string' && found ? ` near "${found}"` : '';
  return refuse(
    'syntax',
    `the statement could not be read${near}; write one plain SELECT (some forms, such as sum(DISTINCT x), are not read: rewrite them)`,
  ) as never;
}

export { SqlRefusal };
