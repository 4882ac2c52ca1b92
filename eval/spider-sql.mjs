// The parts of eval/import-spider.mjs that decide what a Spider database and question become: the PostgreSQL
// type of a SQLite column, the translation of gold SQL, the shape rule that keeps a question, the tie check and
// the form read off the gold SQL. Kept apart so that they are tested (apps/server/test/eval-import.test.ts).

export const q = (name) => `"${name.replace(/"/g, '""')}"`;
export const lit = (v) =>
  v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

export const isInt = (v) => v === null || (typeof v === 'number' && Number.isInteger(v)) || /^-?\d+$/.test(String(v));
export const isNum = (v) => v === null || typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(String(v).trim());
// A day of the calendar: MySQL's zero date ('0000-00-00', hr_1's job_history) is no date PostgreSQL takes.
const isTs = (v) => {
  if (v === null) return true;
  const m = /^(\d{4})-(\d{2})-(\d{2})( \d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.exec(String(v));
  return !!m && Number(m[1]) > 0 && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31;
};
const isBool = (v) => v === null || /^(t|f|true|false|0|1|y|n|yes|no)$/i.test(String(v));

/**
 * The PostgreSQL type for a column's declared SQLite type, if its values fit that type; else text. SQLite keeps
 * whatever it is given, so a declared type is a wish: the values decide.
 */
export function pgType(declared, values, notes, where) {
  const t = declared.trim().toLowerCase();
  const fit = (type, ok) => {
    if (values.every(ok)) return type;
    notes.push(`${where}: declared ${declared}, holds values that are not ${type}; kept as text`);
    return 'text';
  };
  let m;
  // MySQL's INT(11) (the aircraft sample) gives a display width, not a type: an integer still.
  if (/^(int|integer|smallint|bigint|tinyint|mediumint)(\s*\(\d+\))?$/.test(t))
    return fit(values.some((v) => v !== null && Math.abs(Number(v)) > 2 ** 31 - 1) ? 'bigint' : 'integer', isInt);
  if ((m = /^(varchar|char|character|nvarchar|varchar2)\s*\((\d+)\)$/.exec(t))) {
    const n = Number(m[2]);
    const kind = m[1] === 'char' || m[1] === 'character' ? 'char' : 'varchar';
    const longest = Math.max(0, ...values.map((v) => (v === null ? 0 : String(v).length)));
    if (longest > n) {
      notes.push(
        `${where}: declared ${declared}, holds values of ${longest} characters; widened to varchar(${longest})`,
      );
      return `varchar(${longest})`;
    }
    return `${kind}(${n})`;
  }
  if (t === 'text' || t === '' || t === 'varchar' || t === 'char') return 'text';
  if (/^(real|double|double precision|float)$/.test(t)) return fit('double precision', isNum);
  // FLOAT(p) with one argument (college_1's float(8)) gives a binary precision, not a display: a real number. SQLite reads
  // it as REAL; double precision keeps the values as written (2.84), where PostgreSQL's real would show 2.8399999.
  if (/^float\s*\(\d+\)$/.test(t)) return fit('double precision', isNum);
  // MySQL's FLOAT(M,D) (the world sample) shows D decimals: numeric(M,D) keeps what it shows.
  if ((m = /^(float|double|decimal|numeric)\s*\((\d+)\s*,\s*(\d+)\)$/.exec(t)))
    return fit(`numeric(${m[2]},${m[3]})`, isNum);
  if (/^(decimal|numeric)$/.test(t)) return fit('numeric', isNum);
  // Oracle's NUMBER(p,s) (flight_1): SQLite gives it numeric affinity. With no decimals it holds whole numbers.
  if ((m = /^number\s*\((\d+)\s*(?:,\s*(\d+)\s*)?\)$/.exec(t)))
    return Number(m[2] ?? 0) > 0
      ? fit(`numeric(${m[1]},${m[2]})`, isNum)
      : fit(values.some((v) => v !== null && Math.abs(Number(v)) > 2 ** 31 - 1) ? 'bigint' : 'integer', isInt);
  if (t === 'datetime' || t === 'timestamp') return fit('timestamp', isTs);
  if (t === 'date') return fit('date', isTs);
  if (t === 'bool' || t === 'boolean') return fit('boolean', isBool);
  notes.push(`${where}: declared ${declared}; kept as text`);
  return 'text';
}

export const TOKEN = /\s+|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|<>|!=|>=|<=|\S/g;
/**
 * Gold SQL (SQLite) as PostgreSQL with the same meaning: names of the database quoted in their exact spelling,
 * double-quoted strings as string literals (SQLite reads "x" as a string where no column is named x), LIKE as
 * ILIKE (SQLite's LIKE ignores case). `tables` (lower-case name -> spelling) wins where a name stands as a table
 * (after FROM or JOIN, or before a dot): a table may share its name with a column spelled otherwise (table
 * `orchestra`, column `Orchestra`), and SQLite's names ignore case where PostgreSQL's quoted ones do not.
 */
// Words SQLite reserves: written bare in gold SQL they are the keyword, never a column of that name (railway's
// train."From" is written quoted wherever a query means it).
const RESERVED = new Set(
  'select from where group order by having limit join on as union intersect except and or not in is null'.split(' '),
);

export function translate(sql, names, tables = new Map(), columns = undefined) {
  const toks = sql.match(TOKEN);
  const twin = columns && twinReader(toks, tables, columns);
  const out = [];
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    const next = toks.slice(i + 1).find((x) => !/^\s+$/.test(x));
    const prev = out.filter((x) => !/^\s+$/.test(x)).at(-1);
    const spelt = twin?.(i);
    if (spelt) out.push(q(spelt));
    else if (/^"/.test(tok)) {
      const inner = tok.slice(1, -1).replace(/""/g, '"');
      out.push(names.has(inner.toLowerCase()) ? q(names.get(inner.toLowerCase())) : lit(inner));
    } else if (/^`/.test(tok)) out.push(q(names.get(tok.slice(1, -1).toLowerCase()) ?? tok.slice(1, -1)));
    else if (/^[A-Za-z_]/.test(tok) && /^like$/i.test(tok)) out.push('ILIKE');
    else if (RESERVED.has(tok.toLowerCase())) out.push(tok);
    else if (tables.has(tok.toLowerCase()) && (next === '.' || /^(from|join)$/i.test(prev ?? '')))
      out.push(q(tables.get(tok.toLowerCase())));
    else if (/^[A-Za-z_]/.test(tok) && names.has(tok.toLowerCase()) && next !== '(' && !/^as$/i.test(prev ?? ''))
      out.push(q(names.get(tok.toLowerCase())));
    else out.push(tok);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The spelling of a column that two tables spell in different cases (Student.LName, Faculty.Lname), read from the
 * table the gold SQL means: the table an alias or name before the dot stands for (`T1.lname`), or for a bare name the
 * one table of its own SELECT that has the column. Each SELECT is a scope: one after a set operator (INTERSECT) starts
 * a new scope at its depth, one inside brackets a nested scope whose aliases hide the outer ones. Returns a reader of
 * token index -> spelling (undefined for other tokens); throws where the query leaves the table open, so that the
 * question is translated by hand.
 */
function twinReader(toks, tables, columns) {
  const lower = (t) => t.toLowerCase();
  const isTwin = (name) => {
    const spellings = new Set();
    for (const cols of columns.values()) if (cols.has(name)) spellings.add(cols.get(name));
    return spellings.size > 1;
  };
  const words = toks.map((t, i) => [t, i]).filter(([t]) => !/^\s+$/.test(t));
  // scope of every word, and each scope's aliases (alias or table name -> table) and parent
  const scopes = [{ parent: -1, aliases: new Map() }];
  const scopeOf = new Map();
  const stack = [{ scope: 0, depth: 0 }];
  let depth = 0;
  for (let w = 0; w < words.length; w++) {
    const [tok, i] = words[w];
    const prev = words[w - 1]?.[0];
    if (tok === '(') depth++;
    if (tok === ')') {
      if (stack.at(-1).depth === depth && stack.length > 1) stack.pop();
      depth--;
    }
    if (/^select$/i.test(tok) && w > 0) {
      if (prev === '(') {
        scopes.push({ parent: stack.at(-1).scope, aliases: new Map() });
        stack.push({ scope: scopes.length - 1, depth });
      } else if (/^(intersect|union|except|all)$/i.test(prev ?? '')) {
        scopes.push({ parent: scopes[stack.at(-1).scope].parent, aliases: new Map() });
        stack[stack.length - 1] = { scope: scopes.length - 1, depth };
      }
    }
    const scope = stack.at(-1).scope;
    scopeOf.set(i, scope);
    if (/^(from|join|,)$/i.test(prev ?? '') && tables.has(lower(tok)) && (prev !== ',' || inFrom(words, w))) {
      const table = lower(tok);
      scopes[scope].aliases.set(table, table);
      const after = words[w + 1]?.[0];
      const alias = /^as$/i.test(after ?? '') ? words[w + 2]?.[0] : after;
      if (alias && /^[A-Za-z_]\w*$/.test(alias) && !KEYWORD.test(alias)) scopes[scope].aliases.set(lower(alias), table);
    }
  }
  const tableOf = (scope, alias) => {
    for (let s = scope; s >= 0; s = scopes[s].parent)
      if (scopes[s].aliases.has(alias)) return scopes[s].aliases.get(alias);
    return undefined;
  };
  return (i) => {
    const tok = toks[i];
    if (!/^[A-Za-z_]/.test(tok) || !isTwin(lower(tok))) return undefined;
    const w = words.findIndex(([, j]) => j === i);
    const scope = scopeOf.get(i);
    if (words[w - 1]?.[0] === '.') {
      const table = tableOf(scope, lower(words[w - 2]?.[0] ?? ''));
      const spelt = table && columns.get(table)?.get(lower(tok));
      if (!spelt) throw new Error(`${tok}: no table of the query has it under ${words[w - 2]?.[0]}`);
      return spelt;
    }
    for (let s = scope; s >= 0; s = scopes[s].parent) {
      const found = new Set(
        [...scopes[s].aliases.values()].map((t) => columns.get(t)?.get(lower(tok))).filter(Boolean),
      );
      if (found.size === 1) return [...found][0];
      if (found.size > 1) throw new Error(`${tok}: several tables of one SELECT have it`);
    }
    throw new Error(`${tok}: no table of the query has it`);
  };
}

const KEYWORD =
  /^(where|join|on|group|order|limit|inner|left|right|outer|cross|natural|union|intersect|except|having|as)$/i;

/** Whether the comma before word w separates tables of a FROM list (the last keyword before it is FROM). */
function inFrom(words, w) {
  for (let k = w - 1; k >= 0; k--) {
    const t = words[k][0];
    if (/^from$/i.test(t)) return true;
    if (/^(select|where|group|order|having|on|join)$/i.test(t)) return false;
  }
  return false;
}

/** A coarse form from the gold SQL's structure, so failures group by what the question needs. */
export function formOf(sql) {
  const s = sql.toLowerCase();
  if (/\b(intersect|union|except)\b/.test(s)) return 'set-operation';
  if (/\(\s*select\b/.test(s)) return 'nested';
  if (/\border by\b[^)]*\blimit\b/.test(s)) return /\bjoin\b/.test(s) ? 'top-join' : 'top';
  if (/\bgroup by\b/.test(s)) return /\bjoin\b/.test(s) ? 'group-join' : 'group';
  if (/\bjoin\b/.test(s)) return 'join';
  return 'plain';
}

/**
 * Whether the gold SQL's top-N cut falls inside a tie ("the country with the most languages" when two have
 * the most): its answer is then one of the tied rows, whichever the database happened to put first. The query's
 * own ORDER BY key is read for the N-th and the next row.
 */
export async function tieAtCut(pg, statement) {
  const sql = statement.replace(/\s*;\s*$/, ''); // the gold SQL often ends in a semicolon
  const m = /\border\s+by\s+([\s\S]+?)(?:\s+(?:asc|desc))?\s+limit\s+(\d+)\s*$/i.exec(sql);
  if (!m || m[1].includes(')') !== m[1].includes('(') || /\b(intersect|union|except)\b/i.test(sql)) return false;
  const toks = sql.match(TOKEN);
  let depth = 0;
  let at = -1;
  let offset = 0;
  for (const [i, tok] of toks.entries()) {
    if (tok === '(') depth++;
    else if (tok === ')') depth--;
    else if (depth === 0 && i > 0 && /^from$/i.test(tok)) {
      at = offset;
      break;
    }
    offset += tok.length;
  }
  if (at < 0) return false;
  const n = Number(m[2]);
  const body = sql.slice(at, m.index + m[0].length).replace(/\blimit\s+\d+\s*$/i, `LIMIT ${n + 1}`);
  const rows = (await pg.query(`SELECT ${m[1]} ${body}`, [], { rowMode: 'array' })).rows;
  return rows.length > n && JSON.stringify(rows[n - 1]) === JSON.stringify(rows[n]);
}

const NUMERIC_OIDS = new Set([20, 21, 23, 700, 701, 1700]);
// A label is text: dates and ids shown as labels would be judged by how a program prints them.
const TEXT_OIDS = new Set([18, 19, 25, 1042, 1043]);

/**
 * The scorer's kind for a gold result, by the rule in eval/README.md ("Sets written by others"), and the SQL whose
 * result the scorer reads; null when the question is left out. `res` is a PGlite result in array row mode.
 */
export function keptKind(res, sql) {
  const { rows, fields } = res;
  const numeric = fields.map((f) => NUMERIC_OIDS.has(f.dataTypeID));
  const text = fields.map((f) => TEXT_OIDS.has(f.dataTypeID));
  const fewRows = rows.length > 0 && rows.length <= 30;
  if (fields.length === 1 && rows.length === 1 && numeric[0] && rows[0][0] !== null) return { kind: 'scalar', sql };
  if (fields.length === 1 && text[0] && fewRows && rows.every((r) => r[0] !== null)) return { kind: 'list', sql };
  if (fields.length === 2 && fewRows && ((numeric[0] && text[1]) || (text[0] && numeric[1])))
    return {
      kind: /\border\s+by\b/i.test(sql) ? 'ranked' : 'set',
      // The scorer reads rows as [label, number]: a number shown first is moved after its label.
      sql: numeric[0] ? `SELECT g.b, g.a FROM (${sql.replace(/\s*;\s*$/, '')}) AS g(a, b)` : sql,
    };
  return null;
}
