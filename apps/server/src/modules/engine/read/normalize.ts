import { singularOf } from './plural';

/**
 * Text normalisation shared by the catalog, the value index and the question reader, so that a
 * word is compared in one form everywhere: lower case, no accents, punctuation as spaces.
 */

/** 'François  AC/DC' → 'francois ac dc'. Apostrophes are dropped so "O'Reilly" → 'oreilly'. */
export function normalizeText(s: string): string {
  return (
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // "Which programs' origins are not Beijing?": the things a question picks, whose figure or attribute follows,
      // not the attribute's values ('which programs whose origins …').
      .replace(/\b(which|what) ([a-z]+)(?:s['’]|['’]s) (?=[a-z])/g, (said: string, wh: string, owner: string) =>
        /['’]s $/.test(said) ? `${wh} ${owner} whose ` : `${wh} ${owner}s whose `,
      )
      .replace(/['’‘`]/g, '')
      .replace(/&/g, ' and ')
      // 'salary > 80000', 'age >= 30': a comparison written as a sign before a number is said in words.
      .replace(/\s*(?:>=|=>|≥)\s*(?=[$0-9])/g, ' at least ')
      .replace(/\s*(?:<=|=<|≤)\s*(?=[$0-9])/g, ' at most ')
      .replace(/\s*>\s*(?=[$0-9])/g, ' over ')
      .replace(/\s*<\s*(?=[$0-9])/g, ' under ')
      .replace(/\s*==?\s*(?=[$0-9])/g, ' equal to ')
      .replace(/[^a-z0-9.]+/g, ' ')
      // A dot is kept only inside numbers (12.5); elsewhere it separates words.
      .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
      // 'won at least twice': a count said as a word, read as the number and its unit.
      .replace(/\btwice\b/g, '2 times')
      .replace(/\bthrice\b/g, '3 times')
      // 'the vehicle used in lessons for most of the times': the most often.
      .replace(/\b(?:for )?most of the times\b/g, 'most often')
      // 'the studios which average gross is above 4500000': 'which' before a figure of the thing named is 'whose'.
      .replace(
        /(?<=[a-z] )(?<!\b(?:in|of|for|on|at|by|to|from|with|about) )which (?=(?:average|total|mean) )/g,
        'whose ',
      )
      // 'the employee with maximum salary': the article a ranking leaves out, said.
      .replace(
        /\bwith (?=(?:maximum|minimum|highest|lowest|largest|smallest|greatest|biggest|most|least|fewest) )/g,
        'with the ',
      )
      // 'whose salary is in the range of 8000 and 12000', 'within the range 12000 to 18000': between the two.
      .replace(/\b(?:with)?in (?:the )?range (?:of |from |between )?(?=[0-9.]+ (?:and|to) [0-9])/g, 'between ')
      .replace(/\bbetween ([0-9.]+) to (?=[0-9])/g, 'between $1 and ')
      // 'courses that have just one enrollment', 'only 2 members': that many, no more.
      .replace(/\b(?:just|only) (?=(?:one|two|three|four|five|[0-9]+) )/g, 'exactly ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function tokenize(s: string): string[] {
  const n = normalizeText(s);
  return n ? n.split(' ') : [];
}

/** Splits an identifier in any convention: 'order_details', 'OrderDetails', 'unitsInStock', 'CustomerID'. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

// Singulars and plurals come from one place (the pluralize library, text/plural.ts); these names are kept for readers.
export { singularOf as singular, pluralOf as plural } from './plural';

/** Edit distance (insert, delete, substitute, swap two neighbours) with an early exit past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** How many edits a typo in a word of this length may have: none for short words, where a typo is another word. */
export function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * A crude suffix stemmer used only to compare words with words ('shipped' ~ 'ship_date'.'ship',
 * 'hired' ~ 'hire_date'.'hire', 'priced' ~ 'price'): both sides go through it, so it only has to
 * be consistent, not linguistically right.
 */
export function stem(word: string): string {
  let w = singularOf(word);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // 'aged', 'used', 'owed': a short verb ending in 'e' takes only the 'd' ('aged 32' names the column 'age').
  else if (w.length === 4 && /[^e]ed$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}
