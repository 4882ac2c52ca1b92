import { refuse } from './refusal';

export type SqlDialect = 'postgres' | 'mysql';

/**
 * The statement as the parser is given it: comments dropped, every string literal replaced by a numbered
 * placeholder ('soe_str_0') and every quoted name by one ("soe_name_0"), with the real values kept here.
 * Strings and quoted names are where parsers and databases disagree most (a backslash before a quote, a
 * doubled quote inside a name, MySQL's comments that run as code), so they are read here by each database's
 * own rules, and the checker writes them back itself: no text of the caller's reaches the database unread.
 */
export interface PreparedSql {
  text: string;
  strings: string[];
  names: string[];
  /** The unquoted words, lower case, in order (the statement's keywords, for the refusal's wording). */
  words: string[];
}

export const STRING_PLACEHOLDER = /^soe_str_(\d+)$/;
export const NAME_PLACEHOLDER = /^soe_name_(\d+)$/;

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

/** MySQL's backslash escapes in strings (the default sql_mode); \% and \_ keep their backslash for LIKE. */
const MYSQL_ESCAPES: Record<string, string> = {
  '0': '\0',
  "'": "'",
  '"': '"',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
  '\\': '\\',
  '%': '\\%',
  _: '\\_',
};
/** PostgreSQL's escapes in E'…' strings (the simple ones; octal, hex and Unicode escapes are refused). */
const PG_ESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  '\\': '\\',
  "'": "'",
};

export function prepareSql(sql: string, dialect: SqlDialect): PreparedSql {
  const strings: string[] = [];
  const names: string[] = [];
  const words: string[] = [];
  let out = '';
  let i = 0;
  let ended = false;
  // Where the last string literal ended in `out`: the next one may continue it (adjacent literals are one).
  let lastStringEnd = -1;
  const n = sql.length;

  const addString = (value: string) => {
    if (value.includes('\0')) refuse('syntax', 'a string holds a NUL character');
    const between = lastStringEnd >= 0 ? out.slice(lastStringEnd) : null;
    // MySQL joins 'a' 'b'; PostgreSQL only when a line break separates them.
    if (between !== null && /^\s+$/.test(between) && (dialect === 'mysql' || between.includes('\n'))) {
      strings[strings.length - 1] += value;
      out = out.slice(0, lastStringEnd);
    } else {
      out += `'soe_str_${strings.length}'`;
      strings.push(value);
    }
    lastStringEnd = out.length;
  };
  const addName = (value: string) => {
    if (!value) refuse('syntax', 'a quoted name is empty');
    out += dialect === 'postgres' ? `"soe_name_${names.length}"` : `\`soe_name_${names.length}\``;
    names.push(value);
  };
  /** A quoted run from `open` up to its closing `close`; a doubled closing character stands for itself. */
  const quoted = (close: string, backslashes: Record<string, string> | null, what: string): string => {
    let value = '';
    for (let j = i + 1; j < n; j++) {
      const ch = sql[j]!;
      if (backslashes && ch === '\\') {
        const next = sql[j + 1];
        if (next === undefined) break;
        const decoded = backslashes[next];
        if (decoded === undefined && dialect === 'postgres')
          refuse('syntax', `the escape \\${next} in an E'…' string is not supported; write the character itself`);
        value += decoded ?? next;
        j++;
        continue;
      }
      if (ch === close) {
        if (sql[j + 1] === close) {
          value += close;
          j++;
          continue;
        }
        i = j + 1;
        return value;
      }
      value += ch;
    }
    return refuse('syntax', `${what} is not closed`);
  };
  const skipLine = () => {
    while (i < n && sql[i] !== '\n') i++;
  };
  const skipBlock = () => {
    // PostgreSQL nests block comments; MySQL ends one at the first */.
    let depth = 0;
    while (i < n) {
      if (sql.startsWith('/*', i)) {
        if (dialect === 'postgres' || depth === 0) depth++;
        i += 2;
      } else if (sql.startsWith('*/', i)) {
        depth--;
        i += 2;
        if (depth === 0) return;
      } else i++;
    }
    refuse('syntax', 'a /* comment */ is not closed');
  };

  while (i < n) {
    const ch = sql[i]!;
    if (ch === '\0') refuse('syntax', 'the text holds a NUL character');
    if (/\s/.test(ch)) {
      out += ch;
      i++;
      continue;
    }
    // Comments are dropped (a space keeps the words apart).
    if (ch === '-' && sql[i + 1] === '-') {
      if (dialect === 'mysql' && sql[i + 2] !== undefined && !/\s/.test(sql[i + 2]!))
        refuse('comment', "MySQL reads '--' as a comment only before a space; write '-- ' or '- -'");
      skipLine();
      out += ' ';
      continue;
    }
    if (ch === '#' && dialect === 'mysql') {
      skipLine();
      out += ' ';
      continue;
    }
    if (ch === '/' && sql[i + 1] === '*') {
      if (dialect === 'mysql' && (sql[i + 2] === '!' || sql.startsWith('M!', i + 2)))
        refuse('comment', 'MySQL runs the text of a /*! … */ comment as part of the statement; remove it');
      skipBlock();
      out += ' ';
      continue;
    }
    if (ended) refuse('one statement', 'send exactly one SELECT statement; this text holds more than one');
    if (ch === ';') {
      ended = true;
      i++;
      continue;
    }
    if (ch === "'") {
      addString(quoted("'", dialect === 'mysql' ? MYSQL_ESCAPES : null, 'a string'));
      continue;
    }
    if (ch === '"') {
      if (dialect === 'mysql') addString(quoted('"', MYSQL_ESCAPES, 'a string'));
      else addName(quoted('"', null, 'a quoted name'));
      continue;
    }
    if (ch === '`') {
      if (dialect === 'postgres')
        refuse('syntax', 'PostgreSQL quotes names with double quotes ("name"), not backticks');
      addName(quoted('`', null, 'a quoted name'));
      continue;
    }
    if (ch === '$' && dialect === 'postgres') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (!tag) refuse('syntax', 'parameters ($1) are not supported; write the values in the statement');
      const end = sql.indexOf(tag, i + tag.length);
      if (end < 0) refuse('syntax', `a ${tag}…${tag} string is not closed`);
      const value = sql.slice(i + tag.length, end);
      i = end + tag.length;
      addString(value);
      continue;
    }
    if (dialect === 'mysql' && (ch === '?' || ch === '@'))
      refuse(
        'unsupported',
        ch === '?'
          ? 'placeholders (?) are not supported; write the values in the statement'
          : 'variables (@name, @@name) are not allowed',
      );
    if (WORD_START.test(ch)) {
      let j = i + 1;
      while (j < n && WORD_PART.test(sql[j]!)) j++;
      const word = sql.slice(i, j);
      if (sql[j] === "'" || (sql[j] === '&' && /^u$/i.test(word))) {
        if (dialect === 'postgres' && /^e$/i.test(word)) {
          i = j;
          addString(quoted("'", PG_ESCAPES, 'a string'));
          continue;
        }
        refuse('syntax', `write strings as plain '…' literals (a ${word}'…' literal is not supported)`);
      }
      // The placeholders' own names: a bare word must not stand for a string or a quoted name.
      if (/^soe_(str|name)_\d+$/i.test(word)) refuse('syntax', `the name ${word} is reserved; quote it or rename it`);
      words.push(word.toLowerCase());
      out += word;
      i = j;
      continue;
    }
    out += ch;
    i++;
  }
  if (!out.trim()) refuse('syntax', 'the statement is empty');
  return { text: out, strings, names, words };
}
