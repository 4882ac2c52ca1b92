/**
 * 'rated 5', 'a rating of 5', 'priced at 20', 'a score of 90 or above': a number right after the words that name
 * a numeric column is a value of that column (an equality, as 'in Sales' is a value of a text column), or with a
 * bound said after it, the least or the most it may be.
 */

/** Words that may stand between a column's name and its value ('whose age is 32 or 33'). */
const LINKS = new Set(['of', 'at', '$', 'either', 'is', 'was', 'are', 'were']);

/** Words that, after 'or' / 'and' following the number ('5 or more', '4 stars and above'), make it a bound. */
export const BOUNDS: Record<string, '>=' | '<='> = {
  more: '>=',
  above: '>=',
  over: '>=',
  higher: '>=',
  greater: '>=',
  better: '>=',
  up: '>=',
  beyond: '>=',
  older: '>=',
  less: '<=',
  fewer: '<=',
  below: '<=',
  under: '<=',
  lower: '<=',
  worse: '<=',
  down: '<=',
  younger: '<=',
  young: '<=',
};

export interface ValueAfterColumn {
  /** Where the column's name must end: the word before the number and its links. */
  columnEnd: number;
  op: '=' | '>=' | '<=' | '<>';
  /** The last word read: the number, or the bound after it. */
  end: number;
}

/**
 * The condition the number at `j` sets on the column named right before it, or null when it is not written in
 * digits ('rated one of the best'). The caller checks that a numeric column is named there.
 */
export function valueAfterColumn(T: string[], j: number): ValueAfterColumn | null {
  if (!/^[0-9]+(\.[0-9]+)?$/.test(T[j] ?? '')) return null;
  let columnEnd = j - 1;
  while (columnEnd >= 0 && LINKS.has(T[columnEnd])) columnEnd--;
  // 'whose age is not 20': every value but that one.
  if (T[j - 1] === 'not' && LINKS.has(T[j - 2] ?? '')) {
    columnEnd = j - 2;
    while (columnEnd >= 0 && LINKS.has(T[columnEnd])) columnEnd--;
    return { columnEnd, op: '<>', end: j };
  }
  if (T[j + 1] === '+') return { columnEnd, op: '>=', end: j + 1 };
  // 'a score of 90 or above', 'rated 4 stars or higher': the bound may follow a word of the number's unit.
  for (const k of [j + 1, j + 2]) {
    const op = (T[k] === 'or' || T[k] === 'and') && BOUNDS[T[k + 1] ?? ''];
    if (op) return { columnEnd, op, end: k + 1 };
  }
  return { columnEnd, op: '=', end: j };
}
