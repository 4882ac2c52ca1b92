import { AGGREGATIONS } from '@soe/shared';
import type { AggregateFn } from '../../connectors/query';

/**
 * A measure's formula, read into a tree: numbers, column names, + - * / with the usual precedence, parentheses
 * and aggregations (`sum(x)`, `count(*)`, `count_distinct(x)`). Nothing else is accepted, so no text of a formula
 * can reach a statement as anything but a quoted column name or a bound number.
 */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'column'; name: string }
  | { kind: 'agg'; fn: AggregateFn; arg: FormulaNode | null }
  | { kind: 'arith'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export class FormulaError extends Error {}

const AGG_NAMES = new Set<string>(AGGREGATIONS);
const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|("(?:[^"]|"")+"(?:\.(?:"(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*))*|[\p{L}_][\p{L}\p{N}_$]*(?:\.(?:"(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*))*)|([-+*/(),]))/uy;

function tokens(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    if (/^\s*$/.test(text.slice(at))) break;
    const m = TOKEN.exec(text);
    if (!m) throw new FormulaError(`The formula cannot be read at "${text.slice(at, at + 20).trim()}"`);
    out.push(m[1] ?? m[2] ?? m[3]);
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
    if (/^[-+*/(),]$/.test(t)) throw new FormulaError(`Unexpected "${t}" in the formula`);
    if (peek() === '(') {
      const fn = t.toLowerCase();
      if (!AGG_NAMES.has(fn))
        throw new FormulaError(`Unknown function "${t}": a formula may use ${[...AGG_NAMES].join(', ')}`);
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
  return false;
}
