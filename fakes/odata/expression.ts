/**
 * The OData v4 URL expression language (OData v4.01 Part 2 §5.1.1), the
 * subset a sales service answers: comparisons, and/or/not, `in`, property
 * paths through single-valued navigation, the string and date functions, and
 * literals of the ABNF (strings with doubled quotes, dates, date-times,
 * numbers, true/false/null). Evaluation follows the spec's null rules
 * (null eq null is true, other comparisons with null are false; logical
 * operators on null give null), and literals must match the property's type
 * like a real service checks them.
 */

export class ODataRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string) => new ODataRequestError(400, 'BadRequest', message);

export type Token =
  | { t: 'punct'; v: '(' | ')' | ',' | '/' }
  | { t: 'string'; v: string }
  | { t: 'date'; v: string }
  | { t: 'datetime'; v: string }
  | { t: 'number'; v: number; raw: string }
  | { t: 'ident'; v: string };

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/;
const DATE = /^\d{4}-\d{2}-\d{2}/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const IDENT = /^[$A-Za-z_][\w.]*/;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const rest = text.slice(i);
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === ',' || c === '/') {
      out.push({ t: 'punct', v: c });
      i++;
    } else if (c === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw bad(`Unterminated string literal at position ${i}.`);
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += text[j];
        j++;
      }
      out.push({ t: 'string', v: value });
      i = j + 1;
    } else if (DATETIME.test(rest)) {
      const m = DATETIME.exec(rest)![0];
      out.push({ t: 'datetime', v: m });
      i += m.length;
    } else if (DATE.test(rest)) {
      const m = DATE.exec(rest)![0];
      out.push({ t: 'date', v: m });
      i += m.length;
    } else if (NUMBER.test(rest)) {
      const m = NUMBER.exec(rest)![0];
      out.push({ t: 'number', v: Number(m), raw: m });
      i += m.length;
    } else if (IDENT.test(rest)) {
      const m = IDENT.exec(rest)![0];
      out.push({ t: 'ident', v: m });
      i += m.length;
    } else {
      throw bad(`Syntax error at position ${i} in '${text}'.`);
    }
  }
  return out;
}

export type LiteralType = 'Edm.String' | 'Edm.Date' | 'Edm.DateTimeOffset' | 'number' | 'Edm.Boolean' | 'null';
export type Node =
  | { k: 'lit'; v: string | number | boolean | null; type: LiteralType }
  | { k: 'path'; segs: string[] }
  | { k: 'call'; name: string; args: Node[] }
  | { k: 'bin'; op: string; l: Node; r: Node }
  | { k: 'not'; e: Node }
  | { k: 'in'; e: Node; list: Node[] };

const COMPARISONS = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);
const FUNCTIONS: Record<string, number> = {
  contains: 2,
  startswith: 2,
  endswith: 2,
  tolower: 1,
  toupper: 1,
  length: 1,
  year: 1,
  month: 1,
  day: 1,
};

/** A cursor over tokens; $apply and $orderby parsing reuse it. */
export class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.pos];
  }
  done(): boolean {
    return this.pos >= this.tokens.length;
  }
  next(): Token {
    const t = this.tokens[this.pos++];
    if (!t) throw bad('Unexpected end of expression.');
    return t;
  }
  isPunct(v: string): boolean {
    const t = this.peek();
    return t?.t === 'punct' && t.v === v;
  }
  isWord(v: string): boolean {
    const t = this.peek();
    return t?.t === 'ident' && t.v === v;
  }
  expectPunct(v: string): void {
    const t = this.next();
    if (t.t !== 'punct' || t.v !== v) throw bad(`Expected '${v}'.`);
  }
  expectWord(v: string): void {
    const t = this.next();
    if (t.t !== 'ident' || t.v !== v) throw bad(`Expected '${v}'.`);
  }
  ident(): string {
    const t = this.next();
    if (t.t !== 'ident') throw bad('Expected a name.');
    return t.v;
  }
  path(): string[] {
    const segs = [this.ident()];
    while (this.isPunct('/')) {
      this.next();
      segs.push(this.ident());
    }
    return segs;
  }

  expression(): Node {
    return this.or();
  }
  private or(): Node {
    let l = this.and();
    while (this.isWord('or')) {
      this.next();
      l = { k: 'bin', op: 'or', l, r: this.and() };
    }
    return l;
  }
  private and(): Node {
    let l = this.comparison();
    while (this.isWord('and')) {
      this.next();
      l = { k: 'bin', op: 'and', l, r: this.comparison() };
    }
    return l;
  }
  private comparison(): Node {
    const l = this.unary();
    const t = this.peek();
    if (t?.t === 'ident' && COMPARISONS.has(t.v)) {
      this.next();
      return { k: 'bin', op: t.v, l, r: this.unary() };
    }
    if (t?.t === 'ident' && t.v === 'in') {
      this.next();
      this.expectPunct('(');
      const list: Node[] = [this.unary()];
      while (this.isPunct(',')) {
        this.next();
        list.push(this.unary());
      }
      this.expectPunct(')');
      return { k: 'in', e: l, list };
    }
    return l;
  }
  private unary(): Node {
    if (this.isWord('not')) {
      this.next();
      return { k: 'not', e: this.unary() };
    }
    return this.primary();
  }
  private primary(): Node {
    const t = this.peek();
    if (!t) throw bad('Unexpected end of expression.');
    if (t.t === 'punct' && t.v === '(') {
      this.next();
      const e = this.expression();
      this.expectPunct(')');
      return e;
    }
    if (t.t === 'string') return this.lit(t.v, 'Edm.String');
    if (t.t === 'date') return this.lit(t.v, 'Edm.Date');
    if (t.t === 'datetime') return this.lit(t.v, 'Edm.DateTimeOffset');
    if (t.t === 'number') return this.lit(t.v, 'number');
    if (t.t === 'ident') {
      if (t.v === 'true' || t.v === 'false') return this.lit(t.v === 'true', 'Edm.Boolean');
      if (t.v === 'null') return this.lit(null, 'null');
      const after = this.tokens[this.pos + 1];
      if (after?.t === 'punct' && after.v === '(') {
        const arity = FUNCTIONS[t.v];
        if (arity === undefined)
          throw new ODataRequestError(501, 'NotImplemented', `The function '${t.v}' is not supported.`);
        this.next();
        this.next();
        const args: Node[] = [this.expression()];
        while (this.isPunct(',')) {
          this.next();
          args.push(this.expression());
        }
        this.expectPunct(')');
        if (args.length !== arity) throw bad(`The function '${t.v}' takes ${arity} argument(s).`);
        return { k: 'call', name: t.v, args };
      }
      return { k: 'path', segs: this.path() };
    }
    throw bad('Unexpected token in expression.');
  }
  private lit(v: string | number | boolean | null, type: LiteralType): Node {
    this.next();
    return { k: 'lit', v, type };
  }
}

export function parseExpression(text: string): Node {
  const p = new Parser(tokenize(text));
  const e = p.expression();
  if (!p.done()) throw bad(`Unexpected text after the expression in '${text}'.`);
  return e;
}

export type Value = string | number | boolean | null;

/** How an expression reads values: a property path's value and (when known) its Edm type. */
export interface Scope {
  value(segs: string[]): Value;
  type(segs: string[]): string | undefined;
}

const NUMERIC = /^Edm\.(Int16|Int32|Int64|Byte|SByte|Decimal|Double|Single)$|^number$/;
const classOf = (type: string | undefined) =>
  type === undefined || type === 'null' ? undefined : NUMERIC.test(type) ? 'number' : type;

function typeOf(n: Node, scope: Scope): string | undefined {
  switch (n.k) {
    case 'lit':
      return n.type;
    case 'path':
      return scope.type(n.segs);
    case 'call':
      return ['year', 'month', 'day', 'length'].includes(n.name)
        ? 'number'
        : ['tolower', 'toupper'].includes(n.name)
          ? 'Edm.String'
          : 'Edm.Boolean';
    default:
      return 'Edm.Boolean';
  }
}

function checkTypes(l: Node, r: Node, scope: Scope): void {
  const a = classOf(typeOf(l, scope));
  const b = classOf(typeOf(r, scope));
  if (a && b && a !== b) throw bad(`The types '${typeOf(l, scope)}' and '${typeOf(r, scope)}' are not compatible.`);
}

const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;

export function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  if (ISO.test(x) && ISO.test(y) && (x.length > 10 || y.length > 10)) return Date.parse(x) - Date.parse(y);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function evaluate(n: Node, scope: Scope): Value {
  switch (n.k) {
    case 'lit':
      return n.v;
    case 'path':
      return scope.value(n.segs);
    case 'not': {
      const v = evaluate(n.e, scope);
      return v === null ? null : !v;
    }
    case 'in': {
      for (const item of n.list) checkTypes(n.e, item, scope);
      const v = evaluate(n.e, scope);
      return n.list.some((item) => {
        const w = evaluate(item, scope);
        return v === null ? w === null : w !== null && compare(v, w) === 0;
      });
    }
    case 'call':
      return call(
        n.name,
        n.args.map((a) => evaluate(a, scope)),
      );
    case 'bin': {
      if (n.op === 'and' || n.op === 'or') {
        const l = evaluate(n.l, scope);
        const r = evaluate(n.r, scope);
        if (n.op === 'and') return l === false || r === false ? false : l === null || r === null ? null : true;
        return l === true || r === true ? true : l === null || r === null ? null : false;
      }
      checkTypes(n.l, n.r, scope);
      const l = evaluate(n.l, scope);
      const r = evaluate(n.r, scope);
      if (l === null || r === null) {
        if (n.op === 'eq') return l === r;
        if (n.op === 'ne') return l !== r;
        return false;
      }
      const d = compare(l, r);
      return { eq: d === 0, ne: d !== 0, lt: d < 0, le: d <= 0, gt: d > 0, ge: d >= 0 }[n.op] ?? false;
    }
  }
}

function call(name: string, args: Value[]): Value {
  if (args.some((a) => a === null)) return null;
  const s = (i: number) => String(args[i]);
  const date = () => new Date(`${s(0).length === 10 ? `${s(0)}T00:00:00Z` : s(0)}`);
  switch (name) {
    case 'contains':
      return s(0).includes(s(1));
    case 'startswith':
      return s(0).startsWith(s(1));
    case 'endswith':
      return s(0).endsWith(s(1));
    case 'tolower':
      return s(0).toLowerCase();
    case 'toupper':
      return s(0).toUpperCase();
    case 'length':
      return s(0).length;
    case 'year':
      return date().getUTCFullYear();
    case 'month':
      return date().getUTCMonth() + 1;
    case 'day':
      return date().getUTCDate();
    default:
      throw new ODataRequestError(501, 'NotImplemented', `The function '${name}' is not supported.`);
  }
}
