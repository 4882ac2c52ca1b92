import { ConnectorError } from '../connector';

/**
 * A second lock behind the READ ONLY transaction: the text sent on the read
 * path must look like what compileSql emits — one SELECT, identifiers quoted,
 * values bound, a closed set of functions. A read-only transaction does not
 * stop side-effecting functions (pg_terminate_backend, pg_read_file, SLEEP,
 * LOAD_FILE) nor MySQL's implicit commit before DDL; this check does.
 */

export type SqlFlavour = 'postgres' | 'mysql';

/** Functions (and keywords that may precede a parenthesis) the compiled SQL can contain. */
const CALLABLE = new Set([
  // aggregates and expressions
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'coalesce',
  'nullif',
  'cast',
  'extract',
  'date_trunc',
  'date_part',
  'concat_ws',
  'concat',
  'strpos',
  'lower',
  'upper',
  'round',
  'abs',
  'greatest',
  'least',
  'trim',
  'length',
  'char_length',
  'position',
  'locate',
  // the number a text starts with ('12km'): PostgreSQL's substring(… from pattern), MySQL's REGEXP_SUBSTR
  'substring',
  'regexp_substr',
  // PostgreSQL's median: percentile_cont(0.5) WITHIN GROUP (ORDER BY …)
  'percentile_cont',
  'group',
  // window functions (top N within each group)
  'row_number',
  'rank',
  'dense_rank',
  // MySQL date parts
  'makedate',
  'year',
  'quarter',
  'month',
  'week',
  'weekday',
  'dayofmonth',
  'day',
  'date',
  'date_sub',
  'date_add',
  'datediff',
  // keywords followed by a parenthesised expression
  'select',
  'from',
  'where',
  'having',
  'on',
  'as',
  'in',
  'not',
  'and',
  'or',
  'is',
  'by',
  'interval',
  'exists',
  'any',
  'all',
  'case',
  'when',
  'then',
  'else',
  'join',
  'distinct',
  'between',
  'like',
  'over',
  'filter',
]);

/** Words that never belong in a read query. */
const FORBIDDEN = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'truncate',
  'drop',
  'alter',
  'create',
  'grant',
  'revoke',
  'into',
  'call',
  'do',
  'copy',
  'lock',
  'set',
  'reset',
  'execute',
  'prepare',
  'deallocate',
  'handler',
  'load',
  'outfile',
  'dumpfile',
  'listen',
  'notify',
  'vacuum',
  'analyze',
  'cluster',
  'reindex',
  'comment',
  'refresh',
  'import',
  'install',
  'uninstall',
  'shutdown',
  'kill',
  'for',
  'share',
  'commit',
  'rollback',
  'begin',
  'start',
  'savepoint',
  'release',
  'discard',
  'checkpoint',
]);

const reject = (why: string) => new ConnectorError(`The query was refused: ${why}.`, 'forbidden');

export function assertReadStatement(sql: string, flavour: SqlFlavour): void {
  const identQuote = flavour === 'postgres' ? '"' : '`';
  let i = 0;
  let first: string | null = null;
  const n = sql.length;
  const peekParen = (from: number) => {
    let j = from;
    while (j < n && /\s/.test(sql[j])) j++;
    return sql[j] === '(';
  };
  while (i < n) {
    const ch = sql[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === identQuote) {
      let j = i + 1;
      for (;;) {
        if (j >= n) throw reject('unterminated identifier');
        if (sql[j] === identQuote) {
          if (sql[j + 1] === identQuote) j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
      if (first === null) throw reject('it is not a SELECT');
      // A quoted name followed by a parenthesis is a function call ("pg_terminate_backend"(…)).
      if (peekParen(i)) throw reject('it calls a function that is not allowed');
      continue;
    }
    if (ch === "'") {
      // Values are bound parameters; only short fixed keywords (date_trunc('month', …)) and LIKE's
      // ESCAPE '!' appear as text.
      const m = /^'(?:[a-z_]{1,20}|!)'/.exec(sql.slice(i));
      if (!m) throw reject('it contains a literal string');
      i += m[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i))!;
      const word = m[0].toLowerCase();
      i += m[0].length;
      if (sql[i] === '$' || sql[i] === "'") throw reject('it contains a literal string');
      if (first === null) {
        first = word;
        if (word !== 'select' && word !== 'with') throw reject('it is not a SELECT');
      }
      // The one index hint SOE writes itself (sql/pre-aggregate.ts): it neither locks nor writes, and names no index.
      if (word === 'use' && flavour === 'mysql') {
        const hint = /^\s+index\s+for\s+group\s+by\s*\(\s*\)/i.exec(sql.slice(i));
        if (hint) {
          i += hint[0].length;
          continue;
        }
      }
      if (FORBIDDEN.has(word)) throw reject(`it contains ${word.toUpperCase()}`);
      if (peekParen(i) && !CALLABLE.has(word)) throw reject('it calls a function that is not allowed');
      continue;
    }
    if (ch === '$' && flavour === 'postgres') {
      const m = /^\$\d+/.exec(sql.slice(i));
      if (!m) throw reject('it contains a quoted block');
      i += m[0].length;
      continue;
    }
    if (ch === ';') throw reject('it contains more than one statement');
    if ((ch === '-' && sql[i + 1] === '-') || (ch === '/' && sql[i + 1] === '*') || ch === '#')
      throw reject('it contains a comment');
    if (ch === '"' || ch === '`' || ch === '\\' || ch === '@') throw reject('it contains an unexpected character');
    if (first === null && ch !== '(') throw reject('it is not a SELECT');
    i++;
  }
  if (first === null) throw reject('it is empty');
}
