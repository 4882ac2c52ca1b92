import pluralize from 'pluralize';

/**
 * Plurals and singulars, in one place, from the `pluralize` library (its rules and irregular words), with the few
 * words business schemas use differently taught once here: "data" and "metadata" stay as they are, and "leaves"
 * are leave (days off), never a tree's leaf; "premises" are buildings, each a premise.
 */
pluralize.addUncountableRule('data');
pluralize.addUncountableRule('metadata');
pluralize.addUncountableRule('staff');
pluralize.addUncountableRule('payroll');
pluralize.addIrregularRule('leave', 'leaves');
// The library keeps "premises" as it is; a schema's Premises are buildings, one of them a premise (premise_id).
pluralize.addIrregularRule('premise', 'premises');
// The library cuts "lens" to "len" (a camera_lens table read as 'camera len').
pluralize.addIrregularRule('lens', 'lenses');

/** A word's singular: 'categories' → 'category', 'people' → 'person', 'statuses' → 'status'; short words and codes kept. */
export function singularOf(word: string): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word;
  let s = singulars.get(word);
  if (s === undefined) {
    // Every word of a wide schema's names goes through here: the library's rules run once per word.
    if (singulars.size >= MAX_CACHED) singulars.clear();
    s = pluralize.singular(word);
    singulars.set(word, s);
  }
  return s;
}

const MAX_CACHED = 50_000;
const singulars = new Map<string, string>();

/** A word's plural: 'category' → 'categories', 'person' → 'people', 'box' → 'boxes'. */
export function pluralOf(word: string): string {
  return pluralize.plural(word);
}

/** Whether a word is written in the singular ('customer' yes, 'customers' no). */
export function isSingularWord(word: string): boolean {
  return pluralize.isSingular(word);
}

/** Words a column name may end with that take no plural (grammar, the same for every schema). */
const PREPOSITIONS = new Set(['by', 'of', 'in', 'for', 'to', 'with', 'on', 'at', 'from']);

/** A phrase with its last word in the plural: 'sales rep' → 'sales reps', 'order detail' → 'order details'. */
export function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  // A name that ends in a preposition ('directed by', 'owned by') has no noun to make plural: its values are counted.
  if (words.length && PREPOSITIONS.has(last)) return `${phrase} values`;
  return [...words, pluralize.plural(last)].join(' ');
}

/** A phrase with its first word in the singular: 'tracks with the highest price' → 'track with the highest price'. */
export function singularFirst(phrase: string): string {
  return phrase.replace(/^\S+/, (w) => singularOf(w));
}

/** The phrase with its indefinite article: 'an end date', 'a unit price', 'a user', 'an hour'. */
export function withArticle(phrase: string): string {
  const vowelSound = /^(?:[aeio]|u(?!ni|s[eu]|ti)|hour|honou?r|hones)/i.test(phrase) && !/^one\b/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}
