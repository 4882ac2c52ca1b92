import {
  evaluate,
  ODataRequestError,
  Parser,
  parseExpression,
  tokenize,
  compare,
  type Node,
  type Scope,
  type Value,
} from './expression';
import { setDef, type Entity, type EntitySetDef, type SalesData } from './model';

/**
 * A collection request's system query options, applied in the order the spec
 * gives them: $apply (filter / groupby / aggregate of the Data Aggregation
 * extension), then $filter, $count, $orderby (nulls sort first ascending, as
 * OData orders null as the smallest value), $skip, $top and $select.
 */

export interface CollectionOptions {
  apply?: string;
  filter?: string;
  orderby?: string;
  select?: string;
  top?: string;
  skip?: string;
  count?: string;
}

type Row = Record<string, unknown>;

export interface CollectionResult {
  rows: Row[];
  count: number;
  /** Edm type of each output path ('A' or 'Nav/B'), for serialising numbers. */
  types: Map<string, string>;
}

const bad = (message: string) => new ODataRequestError(400, 'BadRequest', message);

interface Table {
  rows: Row[];
  scope(row: Row): Scope;
  types: Map<string, string>;
}

/** Property paths of the entity set, through single-valued navigation, with their types. */
function entityTable(set: EntitySetDef, data: SalesData): Table {
  const typeOf = (segs: string[]): string | undefined => {
    let current = set;
    for (let i = 0; i < segs.length; i++) {
      const nav = current.navigation.find((n) => n.name === segs[i]);
      if (nav && i < segs.length - 1) {
        if (nav.collection)
          throw bad(`The navigation property '${nav.name}' is collection-valued and cannot be used in a path here.`);
        current = setDef(nav.target)!;
        continue;
      }
      const prop = current.properties.find((p) => p.name === segs[i]);
      if (!prop || i < segs.length - 1)
        throw bad(`Could not find a property named '${segs.join('/')}' on type '${set.type}'.`);
      return prop.type;
    }
    return undefined;
  };
  const scope = (row: Row): Scope => ({
    type: typeOf,
    value: (segs) => {
      typeOf(segs);
      let current: EntitySetDef = set;
      let record: Row | null = row;
      for (let i = 0; i < segs.length - 1; i++) {
        const nav = current.navigation.find((n) => n.name === segs[i])!;
        const target = setDef(nav.target)!;
        const from: Row = record;
        record =
          (data[target.name as keyof SalesData] as Row[]).find((r) =>
            nav.constraint!.every(([a, b]) => r[b] === from[a]),
          ) ?? null;
        current = target;
        if (!record) return null;
      }
      return (record[segs[segs.length - 1]!] ?? null) as Value;
    },
  });
  const types = new Map(set.properties.map((p) => [p.name, p.type]));
  return { rows: data[set.name as keyof SalesData] as Row[], scope, types };
}

/** Rows produced by $apply: nested objects for navigation paths, aliases for aggregates. */
function aggregatedTable(rows: Row[], types: Map<string, string>): Table {
  const scope = (row: Row): Scope => ({
    type: (segs) => {
      const key = segs.join('/');
      if (!types.has(key)) throw bad(`Could not find a property named '${key}' in the aggregated result.`);
      return types.get(key);
    },
    value: (segs) => {
      if (!types.has(segs.join('/')))
        throw bad(`Could not find a property named '${segs.join('/')}' in the aggregated result.`);
      let v: unknown = row;
      for (const s of segs) v = v && typeof v === 'object' ? (v as Row)[s] : null;
      return (v ?? null) as Value;
    },
  });
  return { rows, scope, types };
}

interface Aggregate {
  path: string[] | null;
  method: 'sum' | 'min' | 'max' | 'average' | 'countdistinct' | '$count';
  alias: string;
}

function parseAggregates(p: Parser): Aggregate[] {
  p.expectPunct('(');
  const out: Aggregate[] = [];
  do {
    if (out.length) p.next();
    if (p.isWord('$count')) {
      p.next();
      p.expectWord('as');
      out.push({ path: null, method: '$count', alias: p.ident() });
      continue;
    }
    const path = p.path();
    p.expectWord('with');
    const method = p.ident();
    if (!['sum', 'min', 'max', 'average', 'countdistinct'].includes(method))
      throw bad(`Unknown aggregation method '${method}'.`);
    p.expectWord('as');
    out.push({ path, method: method as Aggregate['method'], alias: p.ident() });
  } while (p.isPunct(','));
  p.expectPunct(')');
  return out;
}

/** Exact decimal sum (the data has at most a few decimals), as a service's decimal arithmetic gives it. */
function exactSum(values: number[]): number {
  const scale = Math.max(0, ...values.map((v) => (String(v).split('.')[1] ?? '').length));
  const f = 10 ** scale;
  return values.reduce((acc, v) => acc + Math.round(v * f), 0) / f;
}

function aggregateValue(a: Aggregate, rows: Row[], table: Table): Value {
  if (a.method === '$count') return rows.length;
  const values = rows.map((r) => table.scope(r).value(a.path!)).filter((v): v is Exclude<Value, null> => v !== null);
  switch (a.method) {
    case 'countdistinct':
      return new Set(values.map((v) => JSON.stringify(v))).size;
    case 'sum':
      return values.length ? exactSum(values as number[]) : null;
    case 'average':
      return values.length ? exactSum(values as number[]) / values.length : null;
    case 'min':
    case 'max':
      return values.length
        ? values.reduce((x, y) => ((a.method === 'min' ? compare(y, x) < 0 : compare(y, x) > 0) ? y : x))
        : null;
  }
}

function setPath(row: Row, segs: string[], value: unknown): void {
  let o = row;
  for (const s of segs.slice(0, -1)) o = (o[s] ??= {}) as Row;
  o[segs[segs.length - 1]!] = value;
}

function aggregateTypes(aggregates: Aggregate[], table: Table, types: Map<string, string>): void {
  for (const a of aggregates) {
    const source = a.path ? table.scope({}).type(a.path) : undefined;
    if (
      a.path &&
      a.method !== 'countdistinct' &&
      a.method !== 'min' &&
      a.method !== 'max' &&
      !/Int|Decimal|Double|Single|Byte/.test(source ?? '')
    ) {
      throw bad(`Cannot aggregate '${a.path.join('/')}' with ${a.method}: it is not numeric.`);
    }
    types.set(
      a.alias,
      a.method === '$count' || a.method === 'countdistinct'
        ? 'Edm.Int64'
        : a.method === 'average'
          ? 'Edm.Decimal'
          : source!,
    );
  }
}

function groupBy(table: Table, paths: string[][], aggregates: Aggregate[]): Table {
  const types = new Map<string, string>();
  for (const path of paths) types.set(path.join('/'), table.scope({}).type(path) ?? 'Edm.String');
  aggregateTypes(aggregates, table, types);
  const groups = new Map<string, Row[]>();
  for (const r of table.rows) {
    const key = JSON.stringify(paths.map((path) => table.scope(r).value(path)));
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  const rows = [...groups.values()].map((members) => {
    const out: Row = {};
    for (const path of paths) setPath(out, path, table.scope(members[0]!).value(path));
    for (const a of aggregates) out[a.alias] = aggregateValue(a, members, table);
    return out;
  });
  return aggregatedTable(rows, types);
}

function applyTransformations(text: string, table: Table): Table {
  const p = new Parser(tokenize(text));
  let current = table;
  do {
    if (current !== table) p.expectPunct('/');
    const name = p.ident();
    if (name === 'filter') {
      p.expectPunct('(');
      const e = p.expression();
      p.expectPunct(')');
      const input = current;
      current = { ...input, rows: input.rows.filter((r) => evaluate(e, input.scope(r)) === true) };
    } else if (name === 'groupby') {
      p.expectPunct('(');
      p.expectPunct('(');
      const paths: string[][] = [p.path()];
      while (p.isPunct(',')) {
        p.next();
        paths.push(p.path());
      }
      p.expectPunct(')');
      let aggregates: Aggregate[] = [];
      if (p.isPunct(',')) {
        p.next();
        p.expectWord('aggregate');
        aggregates = parseAggregates(p);
      }
      p.expectPunct(')');
      current = groupBy(current, paths, aggregates);
    } else if (name === 'aggregate') {
      const aggregates = parseAggregates(p);
      const types = new Map<string, string>();
      aggregateTypes(aggregates, current, types);
      const input = current;
      current = aggregatedTable(
        [Object.fromEntries(aggregates.map((a) => [a.alias, aggregateValue(a, input.rows, input)]))],
        types,
      );
    } else {
      throw new ODataRequestError(501, 'NotImplemented', `The transformation '${name}' is not supported.`);
    }
  } while (!p.done());
  return current;
}

function parseOrderBy(text: string): Array<{ e: Node; desc: boolean }> {
  const p = new Parser(tokenize(text));
  const out: Array<{ e: Node; desc: boolean }> = [];
  do {
    if (out.length) p.next();
    const e = p.expression();
    let desc = false;
    if (p.isWord('asc') || p.isWord('desc')) desc = p.ident() === 'desc';
    out.push({ e, desc });
  } while (p.isPunct(','));
  if (!p.done()) throw bad(`Syntax error in $orderby '${text}'.`);
  return out;
}

function nonNegative(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw bad(`Invalid value '${text}' for ${name}: a non-negative integer is required.`);
  return Number(text);
}

export function queryCollection(
  set: EntitySetDef,
  data: SalesData,
  options: CollectionOptions,
  applySupported: boolean,
): CollectionResult {
  let table = entityTable(set, data);
  if (options.apply !== undefined) {
    if (!applySupported)
      throw new ODataRequestError(501, 'NotImplemented', "The query option '$apply' is not supported by this service.");
    table = applyTransformations(options.apply, table);
  }
  let rows = table.rows;
  if (options.filter !== undefined) {
    const e = parseExpression(options.filter);
    rows = rows.filter((r) => evaluate(e, table.scope(r)) === true);
  }
  const count = rows.length;
  if (options.orderby !== undefined) {
    const terms = parseOrderBy(options.orderby);
    const keyed = rows.map((r) => ({ r, keys: terms.map((t) => evaluate(t.e, table.scope(r))) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < terms.length; i++) {
        const x = a.keys[i]!;
        const y = b.keys[i]!;
        // null is the smallest value: first ascending, last descending.
        const d = x === null || y === null ? (x === y ? 0 : x === null ? -1 : 1) : compare(x, y);
        if (d !== 0) return terms[i]!.desc ? -d : d;
      }
      return 0;
    });
    rows = keyed.map((k) => k.r);
  }
  const skip = nonNegative('$skip', options.skip) ?? 0;
  const top = nonNegative('$top', options.top);
  rows = rows.slice(skip, top === undefined ? undefined : skip + top);
  if (options.select !== undefined && options.select !== '*') {
    const names = options.select.split(',').map((s) => s.trim());
    for (const n of names) if (!table.types.has(n)) throw bad(`Could not find a property named '${n}' to select.`);
    rows = rows.map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null])));
  }
  return { rows, count, types: table.types };
}

/** A key predicate: `('5000001')`, `(10)` or `(SalesOrderID='5000001',ItemPosition=10)`. */
export function keyPredicate(set: EntitySetDef, text: string): Partial<Entity> {
  const parts = text.match(/(?:[^,']|'(?:[^']|'')*')+/g) ?? [];
  const literal = (raw: string): Value => {
    const tokens = tokenize(raw);
    const t = tokens[0];
    if (tokens.length === 1 && (t?.t === 'string' || t?.t === 'number')) return t.v;
    throw bad(`Invalid key value '${raw}'.`);
  };
  const key: Partial<Entity> = {};
  if (parts.length === 1 && set.key.length === 1 && !/^\s*\w+\s*=/.test(parts[0]!)) {
    key[set.key[0]!] = literal(parts[0]!);
  } else {
    for (const part of parts) {
      const m = /^\s*(\w+)\s*=(.*)$/s.exec(part);
      if (!m) throw bad(`Invalid key predicate '(${text})'.`);
      key[m[1]!] = literal(m[2]!);
    }
  }
  const names = Object.keys(key).sort();
  if (names.join(',') !== [...set.key].sort().join(',')) throw bad(`The key of ${set.name} is (${set.key.join(',')}).`);
  return key;
}
