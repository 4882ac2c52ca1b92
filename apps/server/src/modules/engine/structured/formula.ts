import { AGGREGATIONS } from '@soe/shared';
import type { AggregateFn } from '../../connectors/query';

/**
 * A formula, read into a tree: numbers, column names, + - * / with the usual precedence, parentheses, aggregations
 * (`sum(x)`, `count(*)`, `count_distinct(x)`), the row functions of dates (`days_between(a, b)`, `month(d)`,
 * `age(birth, '2026-01-31')`) and days written 'YYYY-MM-DD'. Nothing else is accepted, so no text of a formula can
 * reach a statement as anything but a quoted column name or a bound value.
 */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'day'; value: string }
  | { kind: 'column'; name: string }
  | { kind: 'agg'; fn: AggregateFn; arg: FormulaNode | null }
  | { kind: 'call'; fn: RowFunction; args: FormulaNode[] }
  | { kind: 'arith'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

/** Functions of one row's dates, with how many arguments each takes. */
export const ROW_FUNCTIONS = {
  days_between: 2,
  age: 2,
  year: 1,
  quarter: 1,
  month: 1,
  day: 1,
  weekday: 1,
} as const;
export type RowFunction = keyof typeof ROW_FUNCTIONS;
const isRowFunction = (name: string): name is RowFunction => Object.hasOwn(ROW_FUNCTIONS, name);

export class FormulaError extends Error {}

const AGG_NAMES = new Set<string>(AGGREGATIONS);
const TOKEN =
  /\s*(?:('\d{4}-\d{2}-\d{2}')|(\d+(?:\.\d+)?)|("(?:[^"]|"")+"(?:\.(?:"(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*))*|[\p{L}_][\p{L}\p{N}_$]*(?:\.(?:"(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*))*)|([-+*/(),]))/uy;

function tokens(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    if (/^\s*$/.test(text.slice(at))) break;
    const m = TOKEN.exec(text);
    if (!m) throw new FormulaError(`The formula cannot be read at "${text.slice(at, at + 20).trim()}"`);
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  }
  return out;
}

/** Reads a formula; throws FormulaError naming the place it could not read. */
export function parseFormula(text: string): FormulaNode {
  const list = tokens(text);
  let i = 0;
  const peek = () => list[i];
  const take = (expected?: string) => {
    const t = list[i++];
    if (expected && t !== expected)
      throw new FormulaError(`Expected "${expected}" in the formula, found "${t ?? 'its end'}"`);
    return t;
  };
  const sum = (): FormulaNode => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = take() as '+' | '-';
      left = { kind: 'arith', op, left, right: product() };
    }
    return left;
  };
  const product = (): FormulaNode => {
    let left = unary();
    while (peek() === '*' || peek() === '/') {
      const op = take() as '*' | '/';
      left = { kind: 'arith', op, left, right: unary() };
    }
    return left;
  };
  const unary = (): FormulaNode => {
    if (peek() === '-') {
      take();
      return { kind: 'arith', op: '-', left: { kind: 'number', value: 0 }, right: unary() };
    }
    return atom();
  };
  const atom = (): FormulaNode => {
    const t = take();
    if (t === undefined) throw new FormulaError('The formula ends too early');
    if (t === '(') {
      const inner = sum();
      take(')');
      return inner;
    }
    if (/^\d/.test(t)) return { kind: 'number', value: Number(t) };
    if (t.startsWith("'")) {
      const value = t.slice(1, -1);
      const day = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
        throw new FormulaError(`${t} is not a day of the calendar`);
      return { kind: 'day', value };
    }
    if (/^[-+*/(),]$/.test(t)) throw new FormulaError(`Unexpected "${t}" in the formula`);
    if (peek() === '(') {
      const fn = t.toLowerCase();
      if (isRowFunction(fn)) {
        take('(');
        const args = [sum()];
        while (peek() === ',') {
          take();
          args.push(sum());
        }
        take(')');
        if (args.length !== ROW_FUNCTIONS[fn])
          throw new FormulaError(`${fn} takes ${ROW_FUNCTIONS[fn]} argument${ROW_FUNCTIONS[fn] > 1 ? 's' : ''}`);
        return { kind: 'call', fn, args };
      }
      if (!AGG_NAMES.has(fn))
        throw new FormulaError(
          `Unknown function "${t}": a formula may use ${[...AGG_NAMES, ...Object.keys(ROW_FUNCTIONS)].join(', ')}`,
        );
      take('(');
      let arg: FormulaNode | null;
      if (peek() === '*') {
        take();
        if (fn !== 'count') throw new FormulaError(`${fn}(*) is not a figure: only count(*) counts rows`);
        arg = null;
      } else arg = sum();
      take(')');
      return { kind: 'agg', fn: fn as AggregateFn, arg };
    }
    return { kind: 'column', name: t };
  };
  const tree = sum();
  if (i < list.length) throw new FormulaError(`Unexpected "${list[i]}" in the formula`);
  return tree;
}

/** True when the formula aggregates by itself (`sum(a) / count(*)`), so no aggregation may be put around it. */
export function hasAggregate(node: FormulaNode): boolean {
  if (node.kind === 'agg') return true;
  if (node.kind === 'arith') return hasAggregate(node.left) || hasAggregate(node.right);
  if (node.kind === 'call') return node.args.some(hasAggregate);
  return false;
}

/** The names a formula reads outside aggregations: the ones that may be measures of the query ("100 * late / all"). */
export function bareNames(node: FormulaNode): string[] {
  if (node.kind === 'column') return [node.name];
  if (node.kind === 'arith') return [...bareNames(node.left), ...bareNames(node.right)];
  if (node.kind === 'call') return node.args.flatMap(bareNames);
  return [];
}
