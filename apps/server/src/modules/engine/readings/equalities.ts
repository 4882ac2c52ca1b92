/**
 * 'rated 5', 'a rating of 5', 'priced at 20', 'with a score of 90': a number right after the words that name a
 * numeric column is a value of that column (an equality), as 'in Sales' is a value of a text column.
 */

/** Words that may stand between a column's name and its value. */
const LINKS = new Set(['of', 'at', '$']);

/** Words that, said after the number ('5 or more', '4 stars and above'), make it a bound rather than the value. */
const BOUNDS = new Set([
  'more',
  'less',
  'fewer',
  'above',
  'below',
  'over',
  'under',
  'higher',
  'lower',
  'greater',
  'better',
  'worse',
  'up',
  'down',
  'beyond',
]);

/**
 * Where the name of the column whose value is the number at `j` must end (the word before the number and its
 * links), or -1 when the number is no such value: not written in digits ('rated one of the best'), or a bound
 * follows it ('5 or more', '4 stars and above', '3+'). The caller checks that a numeric column is named there.
 */
export function columnBeforeValue(T: string[], j: number): number {
  if (!/^[0-9]+(\.[0-9]+)?$/.test(T[j] ?? '')) return -1;
  if (T[j + 1] === '+' || /^\+/.test(T[j + 1] ?? '')) return -1;
  for (const k of [j + 1, j + 2]) if ((T[k] === 'or' || T[k] === 'and') && BOUNDS.has(T[k + 1] ?? '')) return -1;
  let k = j - 1;
  while (k >= 0 && LINKS.has(T[k])) k--;
  return k;
}
