import type { AggregateFn } from '../../connectors/query';
import { REQUEST_VERBS } from '../catalog/vocabulary';

/** Fixed words of questions and what they do. Matching is on normalised tokens. */
export const COUNT_PHRASES = [
  ['how', 'many'],
  ['total', 'number', 'of'],
  ['number', 'of'],
  ['count', 'of'],
  ['no', 'of'],
  ['count'],
  ['quantity', 'of'],
];
/** Words of an order in time ('the first item', 'the latest order', 'the most recent year'). */
export const ORDER_IN_TIME = new Set(['first', 'last', 'earliest', 'latest', 'recent', 'previous']);
/** Words that say the value after them is a row's name ('the student named "Eric Tai"', 'a film called Jaws'). */
export const NAMING_WORDS = new Set(['named', 'called', 'titled', 'entitled']);
/** Whether a count phrase other than the verb 'count' alone starts at word `at`. */
export function startsCountPhrase(words: string[], at: number): boolean {
  return COUNT_PHRASES.some((p) => p.length > 1 && p.every((w, k) => words[at + k] === w));
}
/** Whether the words ask for a count of rows: one of COUNT_PHRASES appears in them. */
export function asksCount(words: string[]): boolean {
  return words.some((_, i) => COUNT_PHRASES.some((p) => p.every((w, k) => words[i + k] === w)));
}
export const AGG_WORDS: Record<string, AggregateFn> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  median: 'median',
  typical: 'avg',
  total: 'sum',
  sum: 'sum',
  overall: 'sum',
  combined: 'sum',
  cumulative: 'sum',
  maximum: 'max',
  max: 'max',
  highest: 'max',
  largest: 'max',
  biggest: 'max',
  greatest: 'max',
  peak: 'max',
  minimum: 'min',
  min: 'min',
  lowest: 'min',
  smallest: 'min',
};
/** The words between a row and the figure that ranks it ('the player with the highest earnings', 'who has the'). */
export const RANKED_ROW_LINKS: ReadonlySet<string> = new Set(['with', 'has', 'had', 'have']);
export const GROUP_WORDS = new Set(['by', 'per', 'each', 'every', 'across']);
export const QUESTION_WORDS = new Set(['which', 'what', 'who', 'whom']);
/** The verbs that ask for a list ('show', 'list', 'retrieve': vocabulary requestVerbs) and 'name(s)' said as one. */
export const LIST_WORDS: ReadonlySet<string> = new Set([...REQUEST_VERBS, 'names', 'name']);
export const MOST_WORDS: Record<string, 'asc' | 'desc'> = {
  most: 'desc',
  best: 'desc',
  top: 'desc',
  highest: 'desc',
  more: 'desc',
  fewest: 'asc',
  least: 'asc',
  worst: 'asc',
  lowest: 'asc',
  bottom: 'asc',
};
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};
export const NEGATIONS = new Set(['not', 'without', 'never', 'excluding', 'except']);

/** Comparison phrases, longest first: [words, operator]. */
export const COMPARATORS: Array<[string[], '>' | '>=' | '<' | '<=' | '=']> = [
  // 'less than or equal to $200', 'larger than or equal to 180': the bound included.
  ...(['more', 'greater', 'higher', 'larger', 'bigger'] as const).map((w): [string[], '>='] => [
    [w, 'than', 'or', 'equal', 'to'],
    '>=',
  ]),
  ...(['less', 'fewer', 'lower', 'smaller'] as const).map((w): [string[], '<='] => [
    [w, 'than', 'or', 'equal', 'to'],
    '<=',
  ]),
  [['more', 'than'], '>'],
  [['greater', 'than'], '>'],
  [['higher', 'than'], '>'],
  [['larger', 'than'], '>'],
  [['bigger', 'than'], '>'],
  [['longer', 'than'], '>'],
  [['later', 'than'], '>'],
  [['costlier', 'than'], '>'],
  [['older', 'than'], '<'],
  [['newer', 'than'], '>'],
  [['less', 'than'], '<'],
  [['fewer', 'than'], '<'],
  [['lower', 'than'], '<'],
  [['smaller', 'than'], '<'],
  [['shorter', 'than'], '<'],
  [['earlier', 'than'], '<'],
  [['cheaper', 'than'], '<'],
  [['at', 'least'], '>='],
  [['no', 'less', 'than'], '>='],
  [['minimum', 'of'], '>='],
  [['or', 'more'], '>='],
  [['at', 'most'], '<='],
  [['no', 'more', 'than'], '<='],
  [['up', 'to'], '<='],
  [['maximum', 'of'], '<='],
  [['equal', 'to'], '='],
  [['exactly'], '='],
  [['equals'], '='],
  [['over'], '>'],
  [['above'], '>'],
  [['exceeding'], '>'],
  [['exceeds'], '>'],
  [['exceed'], '>'],
  [['beyond'], '>'],
  [['after'], '>'],
  [['under'], '<'],
  [['below'], '<'],
  [['before'], '<'],
];

/**
 * How a comparison is said: in an answer's reading ('age over 40', 'age not equal to 20'), and where a reading says a
 * bound anew for the threshold reading ('founded over 1880'). Each but '<>' is a COMPARATORS entry, read back as its op.
 */
export const OP_WORDS: Record<'>' | '>=' | '<' | '<=' | '=' | '<>', string> = {
  '>': 'over',
  '>=': 'at least',
  '<': 'under',
  '<=': 'at most',
  '=': 'equal to',
  '<>': 'not equal to',
};

/**
 * Comparatives of age: on rows that keep an age of their own, 'older than 2' is an age above 2 (on a date, 'older
 * than' is earlier, as COMPARATORS reads it).
 */
export const AGE_COMPARATIVES: Record<string, '>' | '<'> = { older: '>', younger: '<' };

/** Comparison words that may stand before the first column, with 'than' before the second ('fewer units in stock than their reorder level'). */
export const SPLIT_COMPARATORS: Record<string, '>' | '<'> = {
  more: '>',
  greater: '>',
  higher: '>',
  larger: '>',
  bigger: '>',
  fewer: '<',
  less: '<',
  lower: '<',
  smaller: '<',
};

export function numberWord(w: string | undefined): number | null {
  if (w === undefined) return null;
  if (/^[0-9]+(\.[0-9]+)?$/.test(w)) return Number(w);
  return NUMBER_WORDS[w] ?? null;
}

/**
 * 'who get paid the least', 'paid the most': the index of 'most' or 'least' after 'paid' at `i` (an article may stand
 * between), else -1. `word(k)` is the question's k-th word. Read by the evidence (so 'paid' names no column) and by
 * the ranking (which turns the order for 'least').
 */
export function paidRankAt(word: (k: number) => string | undefined, i: number): number {
  const k = word(i + 1) === 'the' ? i + 2 : i + 1;
  return word(k) === 'most' || word(k) === 'least' ? k : -1;
}
