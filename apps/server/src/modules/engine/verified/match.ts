import { singular, tokenize } from '../read/normalize';

/**
 * Words that carry no content of a business question: asking "What was our revenue in 2025?" or "Show me
 * revenue for 2025" is asking the same thing. Only such filler is dropped — never a number, a value, a name,
 * a negation ('not', 'without', 'excluding'), a cut ('top', 'bottom') or an aggregate ('average', 'many'):
 * a question that differs in any of those is another question.
 */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'what',
  'whats',
  'which',
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'did',
  'do',
  'does',
  'our',
  'my',
  'we',
  'us',
  'me',
  'i',
  'you',
  'show',
  'tell',
  'give',
  'list',
  'get',
  'find',
  'display',
  'see',
  'please',
  'can',
  'could',
  'would',
  'of',
  'for',
  'in',
  'on',
  'during',
  'over',
  'by',
  'per',
  'each',
  'to',
  'all',
  'there',
  'have',
  'has',
  'had',
  'it',
  'this',
  'that',
  'and',
]);

/** Word forms that say the same grouping or period: 'monthly revenue' is 'revenue by month'. */
const SAME_WORD: Record<string, string> = {
  monthly: 'month',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  quarterly: 'quarter',
  weekly: 'week',
  daily: 'day',
};

/**
 * A question's verified-question key: its content words, singular, in a fixed order, so that a reworded question
 * ("revenue 2025 by month" for "Revenue by month in 2025") has the same key and a question that differs in a
 * number, year, value or name does not. Empty when the question has no content word (it never matches).
 */
export function questionKey(question: string): string {
  const words = tokenize(question)
    .filter((w) => !FILLER.has(w))
    .map((w) => SAME_WORD[w] ?? (/[0-9]/.test(w) ? w : singular(w)));
  return [...new Set(words)].sort().join(' ');
}

/** Whether two questions are the same question, possibly reworded. */
export function sameQuestion(a: string, b: string): boolean {
  const ka = questionKey(a);
  return ka !== '' && ka === questionKey(b);
}
