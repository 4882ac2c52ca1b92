import type { SfField, SfObject, SfRecord } from './data';
import {
  AGGREGATES,
  DATE_FUNCTIONS,
  SoqlError,
  type FuncCall,
  type Operand,
  type SoqlCondition,
  type SoqlLiteral,
  type SoqlQuery,
} from './soql';

/**
 * Runs a parsed SOQL query over the fake org the way Salesforce documents it:
 * text comparisons ignore case, `!=` and NOT IN include nulls, `= null` tests
 * for null, literals must match the field's type (quoted text, bare numbers,
 * bare date / dateTime literals), aggregates ignore nulls, non-aggregated
 * fields must be grouped, and non-aggregate rows nest parent fields under the
 * relationship name.
 */

export type OutRecord = Record<string, unknown>;
type Value = string | number | boolean | null;

interface Resolved {
  field: SfField;
  /** Relationship hops from the queried object: the reference field and the object it points to. */
  hops: Array<{ via: SfField; to: SfObject }>;
  /** Canonical path, e.g. ['Account', 'Name']. */
  path: string[];
}

const TEXT_TYPES = new Set(['id', 'reference', 'string', 'picklist', 'textarea', 'email', 'phone', 'url']);
const NUMBER_TYPES = new Set(['currency', 'double', 'percent', 'int']);

export class SoqlRunner {
  constructor(
    private readonly objects: SfObject[],
    private readonly records: Record<string, SfRecord[]>,
    private readonly apiPath: string,
  ) {}

  object(name: string): SfObject {
    const o = this.objects.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (!o || !o.queryable)
      throw new SoqlError(
        `sObject type '${name}' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name.`,
        'INVALID_TYPE',
      );
    return o;
  }

  /** Runs the query; `count` is set for SELECT COUNT() (Salesforce answers with totalSize only). */
  run(q: SoqlQuery): { records: OutRecord[]; count?: number } {
    const obj = this.object(q.from);
    const resolve = (f: { path: string[] }) => this.resolve(obj, f.path);
    for (const s of q.select) this.checkOperand(obj, s.expr);
    for (const o of q.orderBy) {
      const field = o.expr.kind === 'field' ? resolve(o.expr).field : null;
      if (field && !field.sortable)
        throw new SoqlError(`field '${field.name}' can not be sorted in a query call`, 'INVALID_FIELD');
    }
    let rows = this.records[obj.name] ?? [];
    if (q.where) rows = rows.filter((r) => this.test(q.where!, obj, r, null));

    if (
      q.select.length === 1 &&
      q.select[0].expr.kind === 'func' &&
      q.select[0].expr.name === 'COUNT' &&
      !q.select[0].expr.arg
    ) {
      if (q.groupBy.length) throw new SoqlError('COUNT() cannot be used with GROUP BY; use COUNT(fieldName)');
      return { records: [], count: rows.length };
    }

    const aggregate =
      q.groupBy.length > 0 || q.select.some((s) => s.expr.kind === 'func' && AGGREGATES.has(s.expr.name));
    if (!aggregate) {
      if (q.having) throw new SoqlError('HAVING needs GROUP BY or an aggregate');
      let out = rows.map((r) => ({ r, keys: q.orderBy.map((o) => this.operandValue(o.expr, obj, r, null)) }));
      out = this.sort(out, q);
      const page = this.window(out, q);
      return { records: page.map(({ r }) => this.plainRecord(obj, r, q)) };
    }

    const groupKeys = q.groupBy.map((g) => key(g));
    for (const g of q.groupBy) {
      const field = g.kind === 'field' ? resolve(g).field : resolve(g.arg!).field;
      if (g.kind === 'field' && !field.groupable)
        throw new SoqlError(`field '${field.name}' can not be grouped in a query call`, 'INVALID_FIELD');
    }
    for (const s of q.select) {
      const isAgg = s.expr.kind === 'func' && AGGREGATES.has(s.expr.name);
      if (!isAgg && !groupKeys.includes(key(s.expr)))
        throw new SoqlError(`Field must be grouped or aggregated: ${key(s.expr)}`);
    }
    const groups = new Map<string, SfRecord[]>();
    if (!q.groupBy.length) groups.set('', rows);
    for (const r of q.groupBy.length ? rows : []) {
      const k = JSON.stringify(q.groupBy.map((g) => this.operandValue(g, obj, r, null)));
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    let out = [...groups.values()]
      .filter((g) => !q.having || this.test(q.having, obj, g[0] ?? {}, g))
      .map((g) => ({ r: g[0] ?? {}, g, keys: q.orderBy.map((o) => this.operandValue(o.expr, obj, g[0] ?? {}, g)) }));
    out = this.sort(out, q);
    const page = this.window(out, q);
    let exprN = 0;
    const names = q.select.map(
      (s) => s.alias ?? (s.expr.kind === 'func' ? `expr${exprN++}` : resolve(s.expr).field.name),
    );
    return {
      records: page.map(({ r, g }) => {
        const rec: OutRecord = { attributes: { type: 'AggregateResult' } };
        q.select.forEach((s, i) => (rec[names[i]] = this.operandValue(s.expr, obj, r, g)));
        return rec;
      }),
    };
  }

  private window<T>(rows: T[], q: SoqlQuery): T[] {
    const start = q.offset ?? 0;
    return rows.slice(start, q.limit === undefined ? undefined : start + q.limit);
  }

  private sort<T extends { keys: Value[] }>(rows: T[], q: SoqlQuery): T[] {
    return [...rows].sort((a, b) => {
      for (let i = 0; i < q.orderBy.length; i++) {
        const { desc, nullsLast } = q.orderBy[i];
        const x = a.keys[i];
        const y = b.keys[i];
        if (x === null || y === null) {
          if (x === y) continue;
          return (x === null) === nullsLast ? 1 : -1;
        }
        const d = compare(x, y);
        if (d !== 0) return desc ? -d : d;
      }
      return 0;
    });
  }

  private resolve(obj: SfObject, path: string[]): Resolved {
    let current = obj;
    const hops: Resolved['hops'] = [];
    const canonical: string[] = [];
    for (let i = 0; i < path.length - 1; i++) {
      const via = current.fields.find((f) => f.relationshipName?.toLowerCase() === path[i].toLowerCase());
      if (!via)
        throw new SoqlError(
          `Didn't understand relationship '${path[i]}' in field path. If you are attempting to use a custom relationship, be sure to append the '__r' after the custom relationship name.`,
          'INVALID_FIELD',
        );
      const to = this.objects.find((o) => o.name === via.referenceTo[0])!;
      hops.push({ via, to });
      canonical.push(via.relationshipName!);
      current = to;
    }
    const last = path[path.length - 1];
    const field = current.fields.find((f) => f.name.toLowerCase() === last.toLowerCase());
    if (!field)
      throw new SoqlError(
        `No such column '${last}' on entity '${current.name}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name.`,
        'INVALID_FIELD',
      );
    canonical.push(field.name);
    return { field, hops, path: canonical };
  }

  private checkOperand(obj: SfObject, e: Operand): void {
    if (e.kind === 'field') {
      this.resolve(obj, e.path);
      return;
    }
    if (!e.arg) return;
    const { field } = this.resolve(obj, e.arg.path);
    if ((e.name === 'SUM' || e.name === 'AVG') && !NUMBER_TYPES.has(field.type))
      throw new SoqlError(`field ${field.name} does not support aggregate operator ${e.name}`, 'INVALID_FIELD');
    if (DATE_FUNCTIONS.has(e.name) && field.type !== 'date' && field.type !== 'datetime')
      throw new SoqlError(`${e.name} only works on date and dateTime fields`, 'INVALID_FIELD');
  }

  private fieldValue(obj: SfObject, record: SfRecord, path: string[]): Value {
    const { field, hops } = this.resolve(obj, path);
    let current: SfRecord | undefined = record;
    for (const hop of hops) {
      const id: SfRecord[string] | undefined = current?.[hop.via.name];
      current = id ? this.records[hop.to.name]?.find((r) => r.Id === id) : undefined;
      if (!current) return null;
    }
    return (current?.[field.name] as Value | undefined) ?? null;
  }

  private operandValue(e: Operand, obj: SfObject, r: SfRecord, group: SfRecord[] | null): Value {
    if (e.kind === 'field') return this.fieldValue(obj, r, e.path);
    if (DATE_FUNCTIONS.has(e.name)) return datePart(e.name, this.fieldValue(obj, r, e.arg!.path));
    if (!group) throw new SoqlError(`Aggregate function ${e.name} is not allowed here`);
    return aggregate(
      e,
      group.map((x) => (e.arg ? this.fieldValue(obj, x, e.arg.path) : 1)),
    );
  }

  private test(c: SoqlCondition, obj: SfObject, r: SfRecord, group: SfRecord[] | null): boolean {
    switch (c.kind) {
      case 'and':
        return c.items.every((x) => this.test(x, obj, r, group));
      case 'or':
        return c.items.some((x) => this.test(x, obj, r, group));
      case 'not':
        return !this.test(c.item, obj, r, group);
      case 'like': {
        const type = this.operandType(obj, c.left);
        if (!TEXT_TYPES.has(type))
          throw new SoqlError(`invalid operator on field: LIKE can only be used with text fields`, 'INVALID_FIELD');
        const v = this.operandValue(c.left, obj, r, group);
        return typeof v === 'string' && likeRegex(c.pattern).test(v);
      }
      case 'in': {
        const type = this.operandType(obj, c.left);
        c.values.forEach((l) => checkLiteral(type, l, c.left));
        const v = this.operandValue(c.left, obj, r, group);
        const hit = v !== null && c.values.some((l) => l.kind !== 'null' && compare(v, literalValue(l)) === 0);
        return c.negate ? !hit : hit;
      }
      case 'cmp': {
        const type = this.operandType(obj, c.left);
        checkLiteral(type, c.right, c.left);
        const v = this.operandValue(c.left, obj, r, group);
        if (c.right.kind === 'null') {
          if (c.op === '=') return v === null || (type === 'boolean' && v === false);
          if (c.op === '!=') return v !== null && !(type === 'boolean' && v === false);
          throw new SoqlError(`invalid operator ${c.op} with null`);
        }
        const lit = literalValue(c.right);
        if (v === null) return c.op === '!=';
        const d = compare(v, lit);
        return { '=': d === 0, '!=': d !== 0, '<': d < 0, '<=': d <= 0, '>': d > 0, '>=': d >= 0 }[c.op];
      }
    }
  }

  /** The type a literal compared with this operand must have. */
  private operandType(obj: SfObject, e: Operand): string {
    if (e.kind === 'field') {
      const { field } = this.resolve(obj, e.path);
      if (!field.filterable)
        throw new SoqlError(`field '${field.name}' can not be filtered in a query call`, 'INVALID_FIELD');
      return field.type;
    }
    if (DATE_FUNCTIONS.has(e.name) || e.name === 'COUNT' || e.name === 'COUNT_DISTINCT') return 'int';
    return e.arg ? this.resolve(obj, e.arg.path).field.type : 'int';
  }

  private plainRecord(obj: SfObject, r: SfRecord, q: SoqlQuery): OutRecord {
    const out: OutRecord = { attributes: { type: obj.name, url: `${this.apiPath}/sobjects/${obj.name}/${r.Id}` } };
    for (const s of q.select) {
      if (s.expr.kind !== 'field')
        throw new SoqlError(`${(s.expr as FuncCall).name}() can only be used in aggregate queries`);
      const { path, hops, field } = this.resolve(obj, s.expr.path);
      // Parent fields nest under their relationship names; a missing parent is null.
      let target = out;
      let record: SfRecord = r;
      let found = true;
      for (let i = 0; i < hops.length && found; i++) {
        const id = record[hops[i].via.name];
        const parent = id ? this.records[hops[i].to.name]?.find((x) => x.Id === id) : undefined;
        if (!parent) {
          if (!(path[i] in target)) target[path[i]] = null;
          found = false;
        } else {
          target[path[i]] ??= {
            attributes: { type: hops[i].to.name, url: `${this.apiPath}/sobjects/${hops[i].to.name}/${parent.Id}` },
          };
          target = target[path[i]] as OutRecord;
          record = parent;
        }
      }
      if (found) target[field.name] = record[field.name] ?? null;
    }
    return out;
  }
}

const key = (e: Operand): string =>
  e.kind === 'field' ? e.path.join('.').toLowerCase() : `${e.name}(${e.arg?.path.join('.').toLowerCase() ?? ''})`;

function checkLiteral(type: string, l: SoqlLiteral, left: Operand): void {
  if (l.kind === 'null') return;
  const name = left.kind === 'field' ? left.path[left.path.length - 1] : left.name;
  const fail = (what: string) => {
    throw new SoqlError(`value of filter criterion for field '${name}' must be of type ${what}`, 'INVALID_FIELD');
  };
  if (TEXT_TYPES.has(type) && l.kind !== 'string') fail('string and should be enclosed in quotes');
  if (NUMBER_TYPES.has(type) && l.kind !== 'number') fail('double and should not be enclosed in quotes');
  if (type === 'boolean' && l.kind !== 'boolean') fail('boolean and should not be enclosed in quotes');
  if (type === 'date' && l.kind !== 'date') fail('date and should not be enclosed in quotes');
  if (type === 'datetime' && l.kind !== 'datetime') fail('dateTime and should not be enclosed in quotes');
}

function literalValue(l: SoqlLiteral): Value {
  switch (l.kind) {
    case 'null':
      return null;
    case 'datetime':
      return new Date(l.value).toISOString();
    default:
      return l.value;
  }
}

/** Text ignores case; dateTimes (stored with +0000) compare as instants; dates as their ISO text. */
function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  const dx = /T\d{2}:/.test(x) ? Date.parse(x.replace(/\+0000$/, 'Z')) : NaN;
  const dy = /T\d{2}:/.test(y) ? Date.parse(y.replace(/\+0000$/, 'Z')) : NaN;
  if (!Number.isNaN(dx) && !Number.isNaN(dy)) return dx - dy;
  const lx = x.toLowerCase();
  const ly = y.toLowerCase();
  return lx < ly ? -1 : lx > ly ? 1 : 0;
}

function likeRegex(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && (pattern[i + 1] === '%' || pattern[i + 1] === '_')) {
      re += pattern[++i];
    } else if (c === '%') re += '.*';
    else if (c === '_') re += '.';
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 'is');
}

function datePart(fn: string, v: Value): Value {
  if (v === null) return null;
  const d = new Date(String(v).length === 10 ? `${v}T00:00:00Z` : String(v).replace(/\+0000$/, 'Z'));
  switch (fn) {
    case 'CALENDAR_YEAR':
      return d.getUTCFullYear();
    case 'CALENDAR_QUARTER':
      return Math.floor(d.getUTCMonth() / 3) + 1;
    case 'CALENDAR_MONTH':
      return d.getUTCMonth() + 1;
    case 'DAY_IN_MONTH':
      return d.getUTCDate();
    default: {
      // WEEK_IN_YEAR: week 1 is 1–7 January.
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      return Math.floor((d.getTime() - start) / (7 * 86_400_000)) + 1;
    }
  }
}

/** Currency sums are exact in Salesforce; sum in millionths to stay exact here too. */
function aggregate(e: FuncCall, values: Value[]): Value {
  const present = values.filter((v): v is Exclude<Value, null> => v !== null);
  switch (e.name) {
    case 'COUNT':
      return e.arg ? present.length : values.length;
    case 'COUNT_DISTINCT':
      return new Set(present.map((v) => (typeof v === 'string' ? v.toLowerCase() : v))).size;
    case 'SUM':
    case 'AVG': {
      if (!present.length) return null;
      const total = present.reduce<number>((s, v) => s + Math.round(Number(v) * 1e6), 0) / 1e6;
      return e.name === 'SUM' ? total : total / present.length;
    }
    case 'MIN':
    case 'MAX': {
      if (!present.length) return null;
      return present.reduce((best, v) => ((e.name === 'MIN' ? compare(v, best) < 0 : compare(v, best) > 0) ? v : best));
    }
  }
  throw new SoqlError(`Unknown function ${e.name}`);
}
