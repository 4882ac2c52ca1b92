import { conjuncts } from '../api/pushdown';
import type { ColumnRef, Condition, Expr, Literal } from '../query';
import { odataLiteral, stringLiteral } from './literal';
import type { ODataProperty } from './metadata';

/**
 * QuerySpec conditions → OData $filter. QuerySpec has SQL's three-valued
 * logic; OData does not (null ne 'x' is true there, and `not` of a
 * comparison with null is true). So every condition is translated twice: the
 * expression true exactly where SQL says TRUE, and the one true exactly where
 * SQL says FALSE (what `not` needs), with `ne null` guards on nullable
 * properties. A condition that cannot be written faithfully is not sent; the
 * connector evaluates it on the rows instead.
 */

export interface ResolvedColumn {
  /** Property path relative to the entity set of the request, e.g. 'Status' or '_Customer/Country'. */
  path: string;
  prop: ODataProperty;
  /** The value can be null (nullable property, or reached through an optional navigation). */
  nullable: boolean;
}

export interface FilterContext {
  /** The column as this request sees it; null when it cannot be filtered in this request. */
  column(ref: ColumnRef): ResolvedColumn | null;
  /** '4.01' services understand `in`. */
  version: string;
}

interface Both {
  yes: string;
  no: string;
}

interface Operand {
  text: string;
  prop: Pick<ODataProperty, 'edmType' | 'type' | 'primitive'>;
  nullable: boolean;
}

const INT: Operand['prop'] = { edmType: 'Edm.Int32', type: 'integer', primitive: true };
const OPS = { '=': 'eq', '<>': 'ne', '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge' } as const;
const NEGATED = { '=': '<>', '<>': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' } as const;
const MIRRORED = { '=': '=', '<>': '<>', '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;
type Op = keyof typeof OPS;
const TIME_FUNCTIONS: Partial<Record<string, string>> = { year: 'year', month: 'month', day: 'day' };

const group = (s: string) => (/\s(and|or)\s/.test(s) ? `(${s})` : s);
const all = (parts: string[]) => parts.map(group).join(' and ');
const any = (parts: string[]) => parts.map(group).join(' or ');

function operand(e: Expr, ctx: FilterContext): Operand | null {
  if (e.kind === 'column') {
    const c = ctx.column(e);
    return c && c.prop.primitive ? { text: c.path, prop: c.prop, nullable: c.nullable } : null;
  }
  if (e.kind === 'time' && e.mode === 'part' && TIME_FUNCTIONS[e.unit] && e.arg.kind === 'column') {
    const c = ctx.column(e.arg);
    if (!c || (c.prop.type !== 'date' && c.prop.type !== 'timestamp')) return null;
    return { text: `${TIME_FUNCTIONS[e.unit]}(${c.path})`, prop: INT, nullable: c.nullable };
  }
  return null;
}

const numeric = (p: Operand['prop']) => p.type === 'integer' || p.type === 'decimal';
const comparable = (a: Operand['prop'], b: Operand['prop']) => a.type === b.type || (numeric(a) && numeric(b));
/** Text order differs between SQL collations and OData's code-point order: only equality is sent for text. */
const orderable = (p: Operand['prop']) => p.type !== 'text' && p.type !== 'boolean';
const notNull = (o: Operand) => (o.nullable ? [`${o.text} ne null`] : []);

/** `a op b` true exactly where SQL's comparison is TRUE (both operands non-null and the relation holds). */
function comparison(op: Op, a: Operand, b: Operand | { literal: string }): string {
  const right = 'literal' in b ? b.literal : b.text;
  const base = `${a.text} ${OPS[op]} ${right}`;
  const operands = 'literal' in b ? [a] : [a, b];
  // OData: null ne x is true and null eq null is true; SQL: both unknown.
  if (op === '<>') return all([base, ...operands.flatMap(notNull)]);
  if (op === '=' && operands.length === 2 && a.nullable && (b as Operand).nullable) return all([base, ...notNull(a)]);
  return base;
}

function cmp(op: Op, left: Expr, right: Expr, ctx: FilterContext): Both | null {
  if (left.kind === 'literal' && right.kind !== 'literal') return cmp(MIRRORED[op], right, left, ctx);
  const a = operand(left, ctx);
  if (!a) return null;
  if (right.kind === 'literal') {
    if (right.value === null) return null;
    const literal = odataLiteral(right.value, a.prop);
    if (literal === null || (op !== '=' && op !== '<>' && !orderable(a.prop))) return null;
    return { yes: comparison(op, a, { literal }), no: comparison(NEGATED[op], a, { literal }) };
  }
  const b = operand(right, ctx);
  if (!b || !comparable(a.prop, b.prop) || (op !== '=' && op !== '<>' && !orderable(a.prop))) return null;
  return { yes: comparison(op, a, b), no: comparison(NEGATED[op], a, b) };
}

function inList(e: Expr, values: Literal[], ctx: FilterContext): Both | null {
  const a = operand(e, ctx);
  if (!a || !values.length || values.some((v) => v === null)) return null;
  const literals = values.map((v) => odataLiteral(v, a.prop));
  if (literals.some((l) => l === null)) return null;
  if (ctx.version >= '4.01') {
    const list = `${a.text} in (${literals.join(',')})`;
    return { yes: list, no: all([`not (${list})`, ...notNull(a)]) };
  }
  return {
    yes: any(literals.map((l) => `${a.text} eq ${l}`)),
    no: all([...literals.map((l) => `${a.text} ne ${l}`), ...notNull(a)]),
  };
}

function text(e: Expr, ctx: FilterContext): Operand | null {
  const a = operand(e, ctx);
  return a && a.prop.type === 'text' && a.prop.edmType === 'Edm.String' ? a : null;
}

function both(c: Condition, ctx: FilterContext): Both | null {
  switch (c.kind) {
    case 'cmp':
      return OPS[c.op] ? cmp(c.op, c.left, c.right, ctx) : null;
    case 'in':
      return inList(c.expr, c.values, ctx);
    case 'eq_ci': {
      const a = text(c.expr, ctx);
      if (!a) return null;
      const v = stringLiteral(String(c.value).toLowerCase());
      return { yes: `tolower(${a.text}) eq ${v}`, no: all([`tolower(${a.text}) ne ${v}`, ...notNull(a)]) };
    }
    case 'contains': {
      const a = text(c.expr, ctx);
      if (!a) return null;
      const call = `contains(tolower(${a.text}),${stringLiteral(String(c.value).toLowerCase())})`;
      return { yes: call, no: all([`not ${call}`, ...notNull(a)]) };
    }
    case 'is_null': {
      const a = operand(c.expr, ctx);
      if (!a) return null;
      const isNull = `${a.text} eq null`;
      const notNullText = `${a.text} ne null`;
      return c.negate ? { yes: notNullText, no: isNull } : { yes: isNull, no: notNullText };
    }
    case 'and':
    case 'or': {
      const parts = c.conditions.map((x) => both(x, ctx));
      if (!parts.length || parts.some((p) => p === null)) return null;
      const yes = parts.map((p) => p!.yes);
      const no = parts.map((p) => p!.no);
      return c.kind === 'and' ? { yes: all(yes), no: any(no) } : { yes: any(yes), no: all(no) };
    }
    case 'not': {
      const inner = both(c.condition, ctx);
      return inner && { yes: inner.no, no: inner.yes };
    }
    default:
      return null;
  }
}

/**
 * The $filter for the conjuncts of `where` this request can evaluate
 * faithfully, and whether that was all of them (otherwise the rest is
 * evaluated on the rows, so the request may only narrow, never widen).
 */
export function translateWhere(
  where: Condition | undefined,
  ctx: FilterContext,
): { filter: string | null; complete: boolean } {
  const parts = conjuncts(where).map((c) => both(c, ctx)?.yes ?? null);
  const sent = parts.filter((p): p is string => p !== null);
  return { filter: sent.length > 1 ? all(sent) : (sent[0] ?? null), complete: sent.length === parts.length };
}
