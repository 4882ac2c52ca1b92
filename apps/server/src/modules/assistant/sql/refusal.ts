/**
 * Why a statement was refused: the rule it broke, named in the message so a model (or an analyst) can act on it
 * ("Refused (column): no column 'totl' in invoice; did you mean 'total'?").
 */
export type SqlRule =
  | 'syntax'
  | 'one statement'
  | 'read only'
  | 'into'
  | 'locking'
  | 'comment'
  | 'table'
  | 'column'
  | 'whole row'
  | 'function'
  | 'catalog'
  | 'unsupported';

export class SqlRefusal extends Error {
  constructor(
    readonly rule: SqlRule,
    detail: string,
  ) {
    super(`Refused (${rule}): ${detail}`);
    this.name = 'SqlRefusal';
  }
}

export function refuse(rule: SqlRule, detail: string): never {
  throw new SqlRefusal(rule, detail);
}

/** Edit distance, for the names a misspelt one is closest to. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known names closest to a misspelt one (at most three), nearest first. */
export function closeMatches(name: string, known: readonly string[]): string[] {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return known
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const d = distance(wanted, lower);
      // A name that contains the other ('total' in 'total_amount') is close whatever the length.
      const near = d <= limit || (wanted.length >= 3 && (lower.includes(wanted) || wanted.includes(lower)));
      return { candidate, d: near ? d : Infinity };
    })
    .filter((m) => m.d < Infinity)
    .sort((x, y) => x.d - y.d)
    .slice(0, 3)
    .map((m) => m.candidate);
}

/** "; did you mean 'total'?" or "; the names are a, b, c" (a short list), for a name that resolves to nothing. */
export function hint(name: string, known: readonly string[], what: string): string {
  const close = closeMatches(name, known);
  if (close.length) return `; did you mean ${close.map((c) => `'${c}'`).join(' or ')}?`;
  if (!known.length) return '';
  const shown = known.slice(0, 15).join(', ');
  return `; the ${what} are ${shown}${known.length > 15 ? ', …' : ''}`;
}
