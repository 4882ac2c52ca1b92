/**
 * A parser for the subset of SOQL (Salesforce's SOQL and SOSL Reference) the
 * fake answers: SELECT fields, parent paths and aggregate / date functions
 * with aliases, FROM one object, WHERE with = != < <= > >= LIKE IN / NOT IN,
 * AND / OR / NOT and parentheses (mixing AND and OR without parentheses is
 * refused, as Salesforce does), GROUP BY, HAVING, ORDER BY … ASC|DESC NULLS
 * FIRST|LAST, LIMIT and OFFSET. Literals follow the reference: quoted strings
 * with backslash escapes, unquoted numbers, TRUE/FALSE, null, and unquoted
 * date (2025-01-31) and dateTime (2025-01-31T00:00:00Z) literals.
 */

export class SoqlError extends Error {
  constructor(
    message: string,
    readonly errorCode = 'MALFORMED_QUERY',
  ) {
    super(message);
  }
}

export interface FieldRef {
  kind: 'field';
  path: string[];
}
export interface FuncCall {
  kind: 'func';
  name: string;
  arg: FieldRef | null;
}
export type Operand = FieldRef | FuncCall;
export type SoqlLiteral =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'date'; value: string }
  | { kind: 'datetime'; value: number };
export type SoqlCondition =
  | { kind: 'cmp'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; left: Operand; right: SoqlLiteral }
  | { kind: 'in'; negate: boolean; left: Operand; values: SoqlLiteral[] }
  | { kind: 'like'; left: Operand; pattern: string }
  | { kind: 'and' | 'or'; items: SoqlCondition[] }
  | { kind: 'not'; item: SoqlCondition };
export interface SoqlQuery {
  select: Array<{ expr: Operand; alias?: string }>;
  from: string;
  where?: SoqlCondition;
  groupBy: Operand[];
  having?: SoqlCondition;
  orderBy: Array<{ expr: Operand; desc: boolean; nullsLast: boolean }>;
  limit?: number;
  offset?: number;
}

export const AGGREGATES = new Set(['COUNT', 'COUNT_DISTINCT', 'SUM', 'AVG', 'MIN', 'MAX']);
export const DATE_FUNCTIONS = new Set([
  'CALENDAR_YEAR',
  'CALENDAR_QUARTER',
  'CALENDAR_MONTH',
  'DAY_IN_MONTH',
  'WEEK_IN_YEAR',
]);
const KEYWORDS = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP',
  'BY',
  'HAVING',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'AND',
  'OR',
  'NOT',
  'IN',
  'LIKE',
  'ASC',
  'DESC',
  'NULLS',
  'FIRST',
  'LAST',
  'TRUE',
  'FALSE',
  'NULL',
]);

type Token = { t: 'word' | 'string' | 'number' | 'date' | 'datetime' | 'op' | 'punct'; v: string };

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  '"': '"',
  "'": "'",
  '\\': '\\',
  '%': '\\%',
  _: '\\_',
};

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest[0] === "'") {
      let value = '';
      let j = 1;
      for (;;) {
        if (j >= rest.length) throw new SoqlError('unterminated string literal');
        const c = rest[j];
        if (c === '\\') {
          const e = ESCAPES[rest[j + 1]];
          if (e === undefined) throw new SoqlError(`Invalid string literal: invalid escape sequence \\${rest[j + 1]}`);
          value += e; // \% and \_ stay escaped: only LIKE gives them meaning
          j += 2;
        } else if (c === "'") break;
        else {
          value += c;
          j++;
        }
      }
      tokens.push({ t: 'string', v: value });
      i += j + 1;
      continue;
    }
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))/.exec(rest) ?? null;
    if (m) {
      tokens.push({ t: 'datetime', v: m[1] });
      i += m[1].length;
      continue;
    }
    const date = /^\d{4}-\d{2}-\d{2}(?![\dT])/.exec(rest);
    if (date) {
      tokens.push({ t: 'date', v: date[0] });
      i += date[0].length;
      continue;
    }
    const num = /^-?\d+(\.\d+)?/.exec(rest);
    if (num) {
      tokens.push({ t: 'number', v: num[0] });
      i += num[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(rest);
    if (word) {
      tokens.push({ t: 'word', v: word[0] });
      i += word[0].length;
      continue;
    }
    const op = /^(!=|<>|<=|>=|=|<|>)/.exec(rest);
    if (op) {
      tokens.push({ t: 'op', v: op[0] === '<>' ? '!=' : op[0] });
      i += op[0].length;
      continue;
    }
    if ('(),'.includes(rest[0])) {
      tokens.push({ t: 'punct', v: rest[0] });
      i++;
      continue;
    }
    throw new SoqlError(`unexpected token: '${rest.slice(0, 10)}'`);
  }
  return tokens;
}

export function parseSoql(text: string): SoqlQuery {
  return new Parser(tokenize(text)).query();
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }
  private isWord(word: string, offset = 0): boolean {
    const t = this.tokens[this.i + offset];
    return t?.t === 'word' && t.v.toUpperCase() === word;
  }
  private expectWord(word: string): void {
    if (!this.isWord(word))
      throw new SoqlError(`unexpected token: '${this.peek()?.v ?? 'end of query'}', expecting ${word}`);
    this.i++;
  }
  private expectPunct(p: string): void {
    const t = this.peek();
    if (t?.t !== 'punct' || t.v !== p)
      throw new SoqlError(`unexpected token: '${t?.v ?? 'end of query'}', expecting '${p}'`);
    this.i++;
  }
  private isPunct(p: string): boolean {
    const t = this.peek();
    return t?.t === 'punct' && t.v === p;
  }

  query(): SoqlQuery {
    this.expectWord('SELECT');
    const select: SoqlQuery['select'] = [];
    do {
      if (select.length) this.i++;
      const expr = this.operand();
      let alias: string | undefined;
      const t = this.peek();
      if (t?.t === 'word' && !KEYWORDS.has(t.v.toUpperCase()) && !t.v.includes('.')) {
        alias = t.v;
        this.i++;
      }
      select.push({ expr, alias });
    } while (this.isPunct(','));
    this.expectWord('FROM');
    const from = this.peek();
    if (from?.t !== 'word') throw new SoqlError('unexpected end of query, expecting an object name');
    this.i++;
    const q: SoqlQuery = { select, from: from.v, groupBy: [], orderBy: [] };
    if (this.isWord('WHERE')) {
      this.i++;
      q.where = this.condition();
    }
    if (this.isWord('GROUP')) {
      this.i++;
      this.expectWord('BY');
      do {
        if (q.groupBy.length) this.i++;
        q.groupBy.push(this.operand());
      } while (this.isPunct(','));
    }
    if (this.isWord('HAVING')) {
      this.i++;
      q.having = this.condition();
    }
    if (this.isWord('ORDER')) {
      this.i++;
      this.expectWord('BY');
      do {
        if (q.orderBy.length) this.i++;
        const expr = this.operand();
        let desc = false;
        if (this.isWord('ASC')) this.i++;
        else if (this.isWord('DESC')) {
          desc = true;
          this.i++;
        }
        // Salesforce's default: nulls first ascending, last descending.
        let nullsLast = desc;
        if (this.isWord('NULLS')) {
          this.i++;
          if (this.isWord('FIRST')) nullsLast = false;
          else if (this.isWord('LAST')) nullsLast = true;
          else throw new SoqlError(`unexpected token: '${this.peek()?.v}', expecting FIRST or LAST`);
          this.i++;
        }
        q.orderBy.push({ expr, desc, nullsLast });
      } while (this.isPunct(','));
    }
    if (this.isWord('LIMIT')) {
      this.i++;
      q.limit = this.integer();
    }
    if (this.isWord('OFFSET')) {
      this.i++;
      q.offset = this.integer();
    }
    if (this.peek()) throw new SoqlError(`unexpected token: '${this.peek()!.v}'`);
    return q;
  }

  private integer(): number {
    const t = this.peek();
    if (t?.t !== 'number' || !/^\d+$/.test(t.v))
      throw new SoqlError(`unexpected token: '${t?.v ?? 'end of query'}', expecting a whole number`);
    this.i++;
    return Number(t.v);
  }

  private operand(): Operand {
    const t = this.peek();
    if (t?.t !== 'word' || KEYWORDS.has(t.v.toUpperCase()))
      throw new SoqlError(`unexpected token: '${t?.v ?? 'end of query'}'`);
    this.i++;
    const name = t.v.toUpperCase();
    if (this.isPunct('(')) {
      if (!AGGREGATES.has(name) && !DATE_FUNCTIONS.has(name))
        throw new SoqlError(`Unknown function: ${t.v}`, 'INVALID_FIELD');
      this.i++;
      let arg: FieldRef | null = null;
      if (!this.isPunct(')')) {
        const a = this.peek();
        if (a?.t !== 'word') throw new SoqlError(`unexpected token: '${a?.v ?? 'end of query'}'`);
        this.i++;
        arg = { kind: 'field', path: a.v.split('.') };
      }
      this.expectPunct(')');
      if (arg === null && name !== 'COUNT') throw new SoqlError(`${name}() needs a field`);
      return { kind: 'func', name, arg };
    }
    return { kind: 'field', path: t.v.split('.') };
  }

  /** OR of ANDs; a level mixing AND and OR without parentheses is an error. */
  private condition(): SoqlCondition {
    const first = this.unary();
    let joiner: 'AND' | 'OR' | null = null;
    const items = [first];
    while (this.isWord('AND') || this.isWord('OR')) {
      const word = this.peek()!.v.toUpperCase() as 'AND' | 'OR';
      if (joiner && joiner !== word) throw new SoqlError(`unexpected token: '${word}'`);
      joiner = word;
      this.i++;
      items.push(this.unary());
    }
    return joiner ? { kind: joiner === 'AND' ? 'and' : 'or', items } : first;
  }

  private unary(): SoqlCondition {
    if (this.isWord('NOT')) {
      this.i++;
      return { kind: 'not', item: this.unary() };
    }
    if (this.isPunct('(')) {
      this.i++;
      const c = this.condition();
      this.expectPunct(')');
      return c;
    }
    const left = this.operand();
    if (this.isWord('LIKE')) {
      this.i++;
      const t = this.peek();
      if (t?.t !== 'string') throw new SoqlError('LIKE needs a quoted string');
      this.i++;
      return { kind: 'like', left, pattern: t.v };
    }
    const negate = this.isWord('NOT') && this.isWord('IN', 1);
    if (negate) this.i++;
    if (this.isWord('IN')) {
      this.i++;
      this.expectPunct('(');
      const values: SoqlLiteral[] = [];
      do {
        if (values.length) this.i++;
        values.push(this.literal());
      } while (this.isPunct(','));
      this.expectPunct(')');
      return { kind: 'in', negate, left, values };
    }
    const op = this.peek();
    if (op?.t !== 'op') throw new SoqlError(`unexpected token: '${op?.v ?? 'end of query'}'`);
    this.i++;
    return { kind: 'cmp', op: op.v as '=', left, right: this.literal() };
  }

  private literal(): SoqlLiteral {
    const t = this.peek();
    if (!t) throw new SoqlError('unexpected end of query');
    this.i++;
    switch (t.t) {
      case 'string':
        return { kind: 'string', value: t.v };
      case 'number':
        return { kind: 'number', value: Number(t.v) };
      case 'date':
        return { kind: 'date', value: t.v };
      case 'datetime':
        return { kind: 'datetime', value: Date.parse(t.v) };
      case 'word': {
        const w = t.v.toUpperCase();
        if (w === 'TRUE' || w === 'FALSE') return { kind: 'boolean', value: w === 'TRUE' };
        if (w === 'NULL') return { kind: 'null' };
      }
    }
    throw new SoqlError(`unexpected token: '${t.v}'`);
  }
}
