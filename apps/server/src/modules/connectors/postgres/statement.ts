/**
 * A compiled statement as a person reads and copies it: each bound parameter ($1, $2 …) written in as the
 * PostgreSQL literal of its value. Display only — the statement runs with its parameters bound, and this text
 * is never run back. Quoted identifiers and string literals are copied as they are, so a `$1` inside a column
 * name stays a name.
 */
export function pgStatementText(sql: string, params: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === '"' || ch === "'") {
      const end = closingQuote(sql, i);
      out += sql.slice(i, end);
      i = end;
      continue;
    }
    const placeholder = ch === '$' ? /^\$(\d+)/.exec(sql.slice(i)) : null;
    if (placeholder) {
      const n = Number(placeholder[1]);
      const literal = n >= 1 && n <= params.length ? pgLiteral(params[n - 1]) : placeholder[0];
      // '-' then a negative number would open a line comment ('--').
      out += out.endsWith('-') && literal.startsWith('-') ? ` ${literal}` : literal;
      i += placeholder[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** The index just past the quote that closes the one at `start` (a doubled quote is part of the text). */
function closingQuote(sql: string, start: number): number {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

/**
 * A value as a PostgreSQL literal. Text with a backslash is written as an escape string (E'…'), which reads the
 * same whatever standard_conforming_strings says.
 */
export function pgLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return quote(value.toISOString());
  return quote(String(value));
}

function quote(text: string): string {
  const doubled = text.replace(/'/g, "''");
  return text.includes('\\') ? `E'${doubled.replace(/\\/g, '\\\\')}'` : `'${doubled}'`;
}
