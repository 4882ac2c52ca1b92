import { normalizeText } from '../read/normalize';

/**
 * A term of the question SOE does not know and should ask about rather than guess: an acronym ("ARR", "NPS",
 * "DSO"), or the one unknown word or phrase where a question names its figure ("What is our burn rate?",
 * "Headcount by department"). The answer then gives no figure and offers to save the term's meaning as a
 * business term of the system, which the next question reads (engine/terms).
 *
 * Gibberish and unknown words elsewhere ("asdf qwerty", "tell me a joke about penguins") are not terms: they keep
 * the plain "could not map" answer.
 */
export function unknownTermOf(question: string, unmapped: string[]): UnknownTerm | null {
  if (!unmapped.length) return null;
  const unknown = new Set(unmapped);
  const acronym = acronymsOf(question).find((a) => unknown.has(a.toLowerCase()));
  if (acronym) return { phrase: acronym, acronym: true };
  const words = normalizeText(question).split(' ').filter(Boolean);
  // One run of unknown words, and nothing unknown elsewhere: a phrase the question uses as one thing.
  const at = words.findIndex((w) => unknown.has(w));
  if (at < 0) return null;
  let end = at;
  while (end + 1 < words.length && unknown.has(words[end + 1])) end++;
  const phrase = words.slice(at, end + 1);
  if (phrase.length > 3 || words.some((w, i) => unknown.has(w) && (i < at || i > end))) return null;
  return figurePosition(words, at, end) ? { phrase: phrase.join(' '), acronym: false } : null;
}

export interface UnknownTerm {
  /** The term as the question wrote it ("ARR", "burn rate"). */
  phrase: string;
  /** An acronym: a figure's name for certain, so no answer is given around it even when the rest reads. */
  acronym: boolean;
}

/** Uppercase words of two to six letters or digits as typed, with a plural s ("ARR", "KPIs"); never "I" or "A". */
function acronymsOf(question: string): string[] {
  return [...question.matchAll(/(?<![\w-])[A-Z][A-Z0-9]{1,5}s?(?![\w-])/g)]
    .map((m) => m[0])
    .filter((a) => /^[A-Z][A-Z0-9]/.test(a));
}

/** Words after which a question names the figure it wants. */
const FIGURE_BEFORE = new Set([
  'our',
  'total',
  'average',
  'avg',
  'mean',
  'median',
  'much',
  'the',
  'current',
  'monthly',
]);
/** Words that follow a figure's name ("headcount by department", "churn per month", "burn in 2025"). */
const FIGURE_AFTER = new Set(['by', 'per', 'for', 'in', 'of', 'across', 'this', 'last', 'over']);
/** Question openings after which the next words are the figure ("what is X", "show X", "how is X trending"). */
const OPENINGS = new Set(['what', 'whats', 'show', 'give', 'list', 'report', 'tell', 'compute', 'calculate']);

/** The unknown words stand where a question names its figure: opening it, after "our"/"total", or before "by". */
function figurePosition(words: string[], at: number, end: number): boolean {
  const before = words[at - 1];
  const after = words[end + 1];
  if (at === 0 && after !== undefined && FIGURE_AFTER.has(after)) return true;
  if (before !== undefined && FIGURE_BEFORE.has(before)) return true;
  if (after !== undefined && FIGURE_AFTER.has(after) && words.slice(0, at).some((w) => OPENINGS.has(w))) return true;
  // "what is X", "what was X?": the figure closes the question.
  return after === undefined && words.slice(0, at).some((w) => OPENINGS.has(w));
}
