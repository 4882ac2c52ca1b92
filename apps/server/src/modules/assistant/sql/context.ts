import type { DiscoveredSchema } from '../../connectors/schema';
import { NAME_PLACEHOLDER, STRING_PLACEHOLDER, type PreparedSql, type SqlDialect } from './lexer';
import { refuse } from './refusal';
import type { Scope } from './scope';

/** A node of node-sql-parser's tree: plain objects whose shape depends on `type`. */
export type Node = Record<string, unknown>;

/** A checked SELECT: the text to run and the names of its columns, in order. */
export interface Checked {
  sql: string;
  columns: string[];
}

/** What one check carries through the tree. */
export interface CheckContext {
  dialect: SqlDialect;
  schema: DiscoveredSchema;
  prepared: PreparedSql;
  /** The schema's tables the statement reads, by entity name. */
  tables: Set<string>;
  /** WITH names in scope, innermost first: lower-case name → the name as written and its columns. */
  ctes: Array<Map<string, { name: string; columns: string[] }>>;
  /** Checks a SELECT nested in an expression (statements.ts), with the query around it in `parent`. */
  subquery(ast: unknown, parent: Scope | undefined): Checked;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a key holds anything: the parser fills absent parts with null, {} or empty lists. */
export function present(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return false;
  if (Array.isArray(value)) return value.some(present);
  if (isNode(value)) return Object.values(value).some(present);
  return true;
}

/**
 * The parts of a node the checker reads; any other part holding something is refused. What runs is written
 * from the parts read, so a clause the checker does not know (a locking clause, an INTO, a hint) can never
 * slip through unread.
 */
export function onlyKeys(node: Node, keys: readonly string[], what: string): void {
  for (const [key, value] of Object.entries(node)) {
    // Grouping parentheses are in the tree's shape already, and every expression is written parenthesised.
    if (key === 'loc' || key === 'parentheses' || keys.includes(key) || !present(value)) continue;
    refuse('unsupported', `${what} uses a form the checker does not read (${key}); write it more simply`);
  }
}

/** A name as the parser gives it (a string, or {type, value}, or {expr: …}), with quoted names restored. */
export function nameOf(value: unknown, ctx: CheckContext): string {
  if (typeof value === 'string') return restore(value, ctx);
  if (isNode(value)) {
    if (isNode(value.expr)) return nameOf(value.expr, ctx);
    if (typeof value.value === 'string') return restore(value.value, ctx);
  }
  return refuse('unsupported', 'a name could not be read');
}

function restore(value: string, ctx: CheckContext): string {
  const name = NAME_PLACEHOLDER.exec(value);
  if (name) return ctx.prepared.names[Number(name[1])] ?? refuse('syntax', 'a quoted name could not be read');
  // MySQL takes a string as an alias ('Total' in SELECT x AS 'Total').
  const string = STRING_PLACEHOLDER.exec(value);
  if (string) return ctx.prepared.strings[Number(string[1])] ?? refuse('syntax', 'a string could not be read');
  return value;
}

/** The value of a string literal the lexer set aside. */
export function stringValue(value: unknown, ctx: CheckContext): string {
  const m = typeof value === 'string' ? STRING_PLACEHOLDER.exec(value) : null;
  const found = m ? ctx.prepared.strings[Number(m[1])] : undefined;
  return found ?? refuse('syntax', 'a string could not be read');
}

export function quoteName(name: string, ctx: CheckContext): string {
  return ctx.dialect === 'postgres' ? `"${name.replace(/"/g, '""')}"` : `\`${name.replace(/`/g, '``')}\``;
}

/**
 * A string literal written so it ends where it should under either setting of backslashes (PostgreSQL's
 * standard_conforming_strings, MySQL's NO_BACKSLASH_ESCAPES): quotes doubled, and a backslash only inside
 * PostgreSQL's E'…' or doubled for MySQL.
 */
export function quoteString(value: string, ctx: CheckContext): string {
  const doubled = value.replace(/'/g, "''");
  if (ctx.dialect === 'mysql') return `'${doubled.replace(/\\/g, '\\\\')}'`;
  return value.includes('\\') ? `E'${doubled.replace(/\\/g, '\\\\')}'` : `'${doubled}'`;
}

/** A number as written: digits, a point, an exponent; nothing else reaches the text. */
export function numberText(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)) refuse('unsupported', `the number ${text} could not be read`);
  return text;
}

export function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}
