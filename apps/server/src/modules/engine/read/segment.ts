import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Names written as one run of lower-case letters, as older systems write them (`enrolldate`, `istenured`,
 * `coursecode`, `majordeptid`), split into the words a person says ("enroll date", "is tenured", "course code",
 * "major dept id"). A name with no separator and no capitals gives no other clue, so the split is the one the
 * English language makes likeliest: each word costs the logarithm of its rank in a list of English words ordered
 * by frequency (the `wordsninja` package's list, Zipf's law as in Norvig's and wordninja's segmenters), plus a
 * fixed cost per extra word so that a real word is never cut into two ("invoice" is not "in voice"). Every part
 * must be a listed word of three or more letters, one of a few two-letter words schemas use, or one of the
 * schema abbreviations the caller knows; otherwise the name stays whole.
 */

/** Two-letter words that stand on their own in names: `is`paid, customer`id`, section`no`, units`in`stock. */
const SHORT_WORDS = new Set(['is', 'id', 'no', 'in', 'to', 'of', 'by', 'on', 'at', 'up', 'or']);
/**
 * Words that end a column's name and name its kind. A listed word that is rare and ends in one of them after a
 * common word is a compound (`birthdate`, `hiredate`), split though the list has it whole; a common word stays
 * whole ("mandate", "separate").
 */
const NAME_HEADS = ['date', 'name', 'id', 'code', 'year', 'type', 'status', 'amount', 'number', 'count', 'time'];
/** Listed words ranked past this are rare enough to be read as compounds of a head. */
const RARE_RANK = 20_000;
/** …and the word before the head must be common. */
const COMMON_RANK = 30_000;
/** A split must save more than this per extra word. */
const PART_COST = 3;
/**
 * Names shorter than this are split only into a known abbreviation and a kind suffix (`rxid`): "dept", "amt" are
 * abbreviations, not compounds.
 */
const MIN_LENGTH = 5;
/** The longest word looked for in a name. */
const MAX_WORD = 24;

let ranks: Map<string, number> | null = null;

/** The word list, read once on first use (1.8 MB, ~30 ms): most schemas never need it. */
function wordRanks(): Map<string, number> {
  if (ranks) return ranks;
  const require = createRequire(import.meta.url);
  const words = JSON.parse(readFileSync(require.resolve('wordsninja/words-en.json'), 'utf8')) as string[];
  ranks = new Map();
  words.forEach((w, i) => {
    if (!ranks!.has(w)) ranks!.set(w, i);
  });
  return ranks;
}

/** A word's rank among English words by frequency (0 the commonest), or null when the list lacks it. */
export function englishRank(word: string): number | null {
  return wordRanks().get(word) ?? null;
}

/**
 * The words of one lower-case run, or the run itself when it is one word or splits into no known words.
 * `known` are the schema abbreviations the caller spells out (`dept`, `qty`): they count as common words.
 */
export function splitRunTogether(run: string, known: ReadonlySet<string>): string[] {
  // A known abbreviation's plural ('depts', 'accts') is one word too, not the abbreviation cut ('dep ts').
  if (known.has(run) || (run.endsWith('s') && known.has(run.slice(0, -1))) || !/^[a-z]+$/.test(run)) return [run];
  if (run.length < MIN_LENGTH) return kindSplit(run, known) ?? [run];
  // A wide schema repeats its words across thousands of columns: each is split once.
  const memo = splits.get(known) ?? new Map<string, string[]>();
  splits.set(known, memo);
  let words = memo.get(run);
  if (!words) {
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    words = split(run, known);
    memo.set(run, words);
  }
  return words;
}

/** Splits remembered per set of known abbreviations (one set in practice), at most this many. */
const splits = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();
const MAX_REMEMBERED = 50_000;

/**
 * Abbreviations that end a column's name and say what kind of value it holds: a key (`id`), a code (`cd`), a day
 * (`dt`), a yes/no flag (`yn`, `flg`, `ind`), a name (`nm`), a number (`no`, `num`), a unit (`kg`, `lb`, `pt`).
 * Run together with the words before them (`insurerid`, `smokeryn`, `rxid`), the frequency split alone reads them
 * wrongly ("insure rid") or not at all, since two letters are no English word.
 */
const KIND_SUFFIXES = ['id', 'cd', 'dt', 'yn', 'nm', 'no', 'num', 'flg', 'ind', 'kg', 'lb', 'pt'];

/**
 * A run read as words and a kind suffix, when it is no common word itself ("paid", "valid", "piano" stay whole)
 * and what comes before the suffix is a known abbreviation, a listed word, or reads as common words; else null.
 */
function kindSplit(run: string, known: ReadonlySet<string>): string[] | null {
  if ((wordRanks().get(run) ?? Infinity) < RARE_RANK) return null;
  for (const suffix of KIND_SUFFIXES) {
    const before = run.slice(0, -suffix.length);
    if (!run.endsWith(suffix) || before.length < 2) continue;
    if (known.has(before)) return [before, suffix];
    if (before.length < 3) continue;
    // One listed word, however rare, is a word ("insurer"); several must be common words to be trusted.
    if (before.length >= 4 && wordRanks().has(before)) return [before, suffix];
    const words = before.length < MIN_LENGTH ? [before] : splitRunTogether(before, known);
    if (words.every((w) => known.has(w) || (w.length >= 3 && (wordRanks().get(w) ?? Infinity) < COMMON_RANK)))
      return [...words, suffix];
  }
  return null;
}

function split(run: string, known: ReadonlySet<string>): string[] {
  const kind = kindSplit(run, known);
  if (kind) return kind;
  const rank = wordRanks();
  const logN = Math.log(rank.size);
  const own = rank.get(run);
  if (own !== undefined && own > RARE_RANK)
    for (const head of NAME_HEADS) {
      const before = run.slice(0, -head.length);
      if (run.endsWith(head) && before.length >= 3 && (rank.get(before) ?? Infinity) < COMMON_RANK)
        return [...splitRunTogether(before, known), head];
    }
  const wordCost = (w: string): number => {
    if (known.has(w)) return Math.log(3000 * logN);
    if (w.length < 3 && !SHORT_WORDS.has(w)) return Infinity;
    const r = rank.get(w);
    return r === undefined ? Infinity : Math.log((r + 1) * logN);
  };
  // best[i]: the cheapest split of run[0, i); from[i]: where its last word starts.
  const best = [0];
  const from = [0];
  for (let i = 1; i <= run.length; i++) {
    best[i] = Infinity;
    for (let j = Math.max(0, i - MAX_WORD); j < i; j++) {
      const c = best[j] + PART_COST + wordCost(run.slice(j, i));
      if (c < best[i]) {
        best[i] = c;
        from[i] = j;
      }
    }
  }
  if (!Number.isFinite(best[run.length])) return [run];
  const words: string[] = [];
  for (let i = run.length; i > 0; i = from[i]) words.unshift(run.slice(from[i], i));
  // A run ending in 'or' the list lacks is an agent noun (`donator`, `adjudicator`), not a word and 'or'.
  if (words.length > 1 && words[words.length - 1] === 'or') return [run];
  return words;
}
