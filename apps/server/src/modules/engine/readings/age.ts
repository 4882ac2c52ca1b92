import type { AggregateFn } from '../../connectors/query';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { GROUP_WORDS, numberWord } from '../read/keywords';
import { sameEvent } from '../read/lemma';
import { normalizeText, stem } from '../read/normalize';
import { pluralPhrase } from '../read/plural';
import type { FilterRef, Interpretation, MeasureRef } from './interpretation';
import { tokenIndex } from './dates';

/**
 * Age: the whole years a person has lived, counted from a birth date to the question's day ('average age of
 * active students', 'patients 65 or older', 'customers under 30', 'aged between 18 and 25', 'in their 40s'), or to
 * another date of the same row ('average age at hire'). The birth date is the date column whose words say so
 * (birth, born, dob, birthday), never a table's name. A table that keeps an age of its own is left to the plain
 * reading. Age is computed in the query (plan/age.ts): the figure is one statement, whatever the dialect.
 */

/** The age of a row's person, aggregated ('average age of patients by insurer'). */
export type AgeMeasure = Extract<MeasureRef, { kind: 'age' }>;

/** Rows whose person is of an age: whole years at least `atLeast`, and under `under`. */
export type AgeFilter = Extract<FilterRef, { kind: 'age' }>;

export interface AgeReading {
  /** The question without the words read here (unchanged when nothing was read). */
  question: string;
  measure?: AgeMeasure;
  filters: AgeFilter[];
  /** How many words of the question were read here. */
  read: number;
  /** An age phrase whose birth date could not be told: no figure is given. */
  unclear?: string;
}

/** Words of a column that say it holds a birth date. */
const BIRTH_WORDS = new Set(['birth', 'birthday', 'birthdate', 'born', 'dob']);
/** Words that name people without naming their table ('how many people are over 65'). */
const PEOPLE = new Set(['people', 'persons', 'individuals', 'those', 'ones', 'everyone', 'anyone', 'who']);
/** Words between a subject and its age ('patients who are over 65'). */
const LINKS = new Set(['are', 'is', 'were', 'was', 'who', 'that', 'which', 'currently', 'now', 'being', 'aged']);
/** Units a number may count that are not years of age ('older than 30 days'). */
const OTHER_UNITS = new Set([
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'hour',
  'hours',
  'minute',
  'minutes',
  'second',
  'seconds',
  'percent',
  'pct',
  'dollar',
  'dollars',
  'usd',
  'eur',
  'euro',
  'euros',
  'k',
  'm',
  'times',
]);
const AGGS: Record<string, AggregateFn> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  typical: 'avg',
  median: 'median',
  maximum: 'max',
  max: 'max',
  minimum: 'min',
  min: 'min',
  oldest: 'max',
  youngest: 'min',
};
const DECADES: Record<string, number> = {
  teens: 10,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};

/** A number of years of age in the question, in words or digits; null when it cannot be one. */
function years(w: string | undefined): number | null {
  const n = numberWord(w);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 130 ? n : null;
}

/** The birth date of a table, unless the table keeps an age of its own. */
export function birthColumn(e: CatalogEntity): CatalogColumn | undefined {
  if (e.columns.some((c) => c.words.includes('age') || c.words.includes('ages'))) return undefined;
  return e.timeColumns.find((c) => c.words.some((w) => BIRTH_WORDS.has(w)) || c.stems.includes('birth'));
}

const N = '([a-z0-9]+)';
/** Years after a number: 'years', 'years old', 'years of age', 'year olds'. */
const U = '((?: (?:years?|yrs?)(?: olds?| of age)?)|(?: olds?))?';
const MARK = '((?:aged?|ages) )?';
/** Years that say they are of age ('years old', 'of age'), not of something else ('10 years of service'). */
const OLD = /\b(?:olds?|age)\b/;

/**
 * The phrases of an age condition. Each gives the whole years at least and under, from the numbers it read, and
 * whether its words say 'age' themselves; a phrase that does not (over 65, 65 and up) is read as an age only next
 * to the people it qualifies ('patients over 65').
 */
const PHRASES: Array<{
  re: RegExp;
  range: (m: RegExpExecArray, a: number, b: number | null) => [number | undefined, number | undefined];
  /** Whether the match itself says it is an age. */
  says: (m: RegExpExecArray) => boolean;
}> = [
  {
    // 'aged 18 to 25', 'ages 18-25', 'between the ages of 18 and 25', 'between 18 and 25 years old'.
    re: new RegExp(
      `\\b(?:(?:aged?|ages) (?:between |from )?|between the ages of |between |from )${N} (?:and|to) ${N}${U}\\b`,
    ),
    range: (_, a, b) => [a, b! + 1],
    says: (m) => /^(?:aged?|ages|between the ages)\b/.test(m[0]) || OLD.test(m[3] ?? ''),
  },
  {
    // '65 or older', 'aged 65 and over', '65 years or older', '65 plus' (65+), '21 and up'.
    re: new RegExp(`\\b${MARK}${N}${U} (?:(?:or|and) (older|over|above|up|more|greater)|(plus))\\b`),
    range: (_, a) => [a, undefined],
    says: (m) => !!m[1] || OLD.test(m[3] ?? '') || m[4] === 'older',
  },
  {
    // '17 or younger', 'aged 30 and under'.
    re: new RegExp(`\\b${MARK}${N}${U} (?:or|and) (younger|under|below|less|lower)\\b`),
    range: (_, a) => [undefined, a + 1],
    says: (m) => !!m[1] || OLD.test(m[3] ?? '') || m[4] === 'younger',
  },
  {
    // 'older than 40', 'younger than 30 years', 'no older than 60', 'more than 50 years old'.
    re: new RegExp(`\\b(no |not )?(older|younger|more|less|fewer) than (the age of )?${N}${U}\\b`),
    range: (m, a) => {
      const up = m[2] === 'older' || m[2] === 'more';
      if (m[1]) return up ? [undefined, a + 1] : [a, undefined];
      return up ? [a + 1, undefined] : [undefined, a];
    },
    says: (m) => m[2] === 'older' || m[2] === 'younger' || !!m[3] || OLD.test(m[5] ?? ''),
  },
  {
    // 'over 65', 'under 18', 'over the age of 65', 'at least 21 years old', 'aged under 30'.
    re: new RegExp(`\\b${MARK}(over|above|past|beyond|under|below|at least|at most) (the age of )?${N}${U}\\b`),
    range: (m, a) =>
      m[2] === 'at least'
        ? [a, undefined]
        : m[2] === 'at most'
          ? [undefined, a + 1]
          : ['under', 'below'].includes(m[2])
            ? [undefined, a]
            : [a + 1, undefined],
    says: (m) => !!m[1] || !!m[3] || OLD.test(m[5] ?? ''),
  },
  {
    // 'aged 30', 'age 30', '30 years old', '30 years of age', '30 year olds'.
    re: new RegExp(`\\b(?:(?:aged?|ages) ${N}|${N} (?:years?|yrs?) (?:olds?|of age))\\b`),
    range: (_, a) => [a, a + 1],
    says: () => true,
  },
];

/** 'in their 40s', 'in their thirties': the ten years from that one. */
const DECADE =
  /\bin (?:their|his|her) ([1-9]0s|teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/;

/** What the reader needs of a catalog, found once per catalog: the tables with a birth date, every column's stems. */
const KNOWN = new WeakMap<Catalog, { born: CatalogEntity[]; columnWords: Set<string> }>();
function knownOf(catalog: Catalog): { born: CatalogEntity[]; columnWords: Set<string> } {
  let k = KNOWN.get(catalog);
  if (!k) {
    k = {
      born: catalog.entities.filter((e) => birthColumn(e)),
      columnWords: new Set(catalog.entities.flatMap((e) => e.columns.flatMap((c) => c.stems))),
    };
    KNOWN.set(catalog, k);
  }
  return k;
}

/** Reads the age phrases of a question against the catalog; see the module comment. */
export function readAge(
  text: string,
  catalog: Catalog,
  now: Date,
  isValue: (words: string) => boolean = () => false,
): AgeReading {
  const none: AgeReading = { question: text, filters: [], read: 0 };
  // '65+' is '65 plus'; '65-year-olds' are '65 year olds'.
  const T = normalizeText(text.replace(/([0-9])\s*\+/g, '$1 plus '))
    .split(' ')
    .filter(Boolean);
  const joined = T.join(' ');
  if (
    !/\b(?:age|ages|aged|old|older|olds|younger|over|above|past|beyond|under|below|least|most|plus|up|in (?:their|his|her))\b/.test(
      joined,
    )
  )
    return none;
  const { born, columnWords } = knownOf(catalog);
  if (!born.length) return none;
  const asOf = now.toISOString().slice(0, 10);
  const drop = new Set<number>();
  const out: AgeReading = { question: text, filters: [], read: 0 };
  const mentions = entityMentions(T, catalog);

  // Conditions on age.
  const found: Array<{ at: number; n: number; atLeast?: number; under?: number; says: boolean }> = [];
  for (const p of PHRASES) {
    const re = new RegExp(p.re.source, 'g');
    for (let m = re.exec(joined); m; m = re.exec(joined)) {
      const at = tokenIndex(T, m.index);
      const n = m[0].split(' ').length;
      if ([...Array(n).keys()].some((k) => drop.has(at + k))) continue;
      const numbers = m
        .slice(1)
        .filter((x) => x !== undefined && /^[a-z0-9]+$/.test(x) && years(x) !== null)
        .map((x) => years(x)!);
      if (!numbers.length || (numbers.length > 1 && numbers[1] < numbers[0])) continue;
      // A number of something else ('older than 30 days', 'over 65 dollars', 'over 20 visits') is no age.
      const says = p.says(m);
      if (OTHER_UNITS.has(T[at + n] ?? '') || (!says && columnWords.has(stem(T[at + n] ?? '')))) continue;
      const [atLeast, under] = p.range(m, numbers[0], numbers[1] ?? null);
      found.push({ at, n, atLeast, under, says });
      for (let k = at; k < at + n; k++) drop.add(k);
    }
  }
  const decade = DECADE.exec(joined);
  if (decade) {
    const from = DECADES[decade[1]] ?? Number(decade[1].slice(0, -1));
    const at = tokenIndex(T, decade.index);
    if (!drop.has(at + 2)) {
      found.push({ at, n: 3, atLeast: from, under: from + 10, says: true });
      for (let k = at; k < at + 3; k++) drop.add(k);
    }
  }
  for (const f of found) {
    let subject = subjectOf(T, f.at, f.n, mentions, born);
    // 'customers older than 65' where customers have no birth date: no one else's age stands for theirs.
    if (subject && 'unborn' in subject) {
      if (f.says)
        return {
          ...none,
          unclear: `which date ${pluralPhrase(subject.unborn.words.join(' ') || subject.unborn.table)} were born on`,
        };
      subject = null;
    }
    // A phrase that does not say 'age' is one only next to people: 'invoices over 65' is an amount.
    if (!subject || (!f.says && !subject.adjacent)) {
      for (let k = f.at; k < f.at + f.n; k++) drop.delete(k);
      continue;
    }
    out.filters.push({
      kind: 'age',
      entity: subject.entity.name,
      column: birthColumn(subject.entity)!.name,
      ...(f.atLeast !== undefined ? { atLeast: f.atLeast } : {}),
      ...(f.under !== undefined ? { under: f.under } : {}),
      asOf,
    });
  }

  // Age as the measure: 'average age', 'how old are our patients on average', 'age of the oldest student'.
  const measure = readAgeMeasure(T, drop, mentions, born, asOf, isValue);
  if (measure && 'unclear' in measure) return { ...none, unclear: measure.unclear };
  if (measure) out.measure = measure;

  if (!drop.size) return none;
  out.question = T.filter((_, i) => !drop.has(i)).join(' ');
  out.read = drop.size;
  return out;
}

/** The tables each word of the question names (by the table's own words). */
function entityMentions(T: string[], catalog: Catalog): Map<number, CatalogEntity[]> {
  const out = new Map<number, CatalogEntity[]>();
  T.forEach((w, i) => {
    const s = stem(w);
    const named = catalog.entities.filter((e) => e.stems[e.stems.length - 1] === s);
    if (named.length) out.set(i, named);
  });
  return out;
}

/**
 * Whose age a phrase is about: the people named right before it ('patients over 65', 'students who are under
 * 21') or right after it ('65+ patients'); else the nearest named table with a birth date, or one whose rows
 * belong to such a table ('appointments of patients over 65' is read on the patients); else the one table with a
 * birth date. `adjacent`: the people were named next to the phrase.
 */
function subjectOf(
  T: string[],
  at: number,
  n: number,
  mentions: Map<number, CatalogEntity[]>,
  born: CatalogEntity[],
): { entity: CatalogEntity; adjacent: boolean } | { unborn: CatalogEntity } | null {
  const withBirth = (i: number) => mentions.get(i)?.find((e) => born.includes(e));
  let before = at - 1;
  while (before >= 0 && LINKS.has(T[before])) before--;
  const after = at + n;
  const near = withBirth(before) ?? withBirth(after);
  if (near) return { entity: near, adjacent: true };
  const people = PEOPLE.has(T[before] ?? '') || PEOPLE.has(T[after] ?? '');
  // Named further away, nearest first.
  const order = [...mentions.keys()].sort((a, b) => Math.abs(a - at) - Math.abs(b - at));
  for (const i of order) {
    const e = withBirth(i);
    if (e) return { entity: e, adjacent: people };
  }
  // People named next to the phrase who have no birth date ('customers older than 65' where only employees have
  // one): not someone else's age.
  const unborn = mentions.get(before)?.find((e) => e.isPerson);
  if (unborn) return { unborn };
  if (mentions.has(before)) return null;
  return born.length === 1 ? { entity: born[0], adjacent: people } : null;
}

function readAgeMeasure(
  T: string[],
  drop: Set<number>,
  mentions: Map<number, CatalogEntity[]>,
  born: CatalogEntity[],
  asOf: string,
  isValue: (words: string) => boolean,
): AgeMeasure | { unclear: string } | null {
  let at = T.findIndex((w, i) => (w === 'age' || w === 'ages') && !drop.has(i));
  let n = 1;
  if (at < 0) {
    at = T.findIndex((w, i) => w === 'how' && T[i + 1] === 'old' && !drop.has(i + 1));
    n = 2;
  }
  if (at < 0) return null;
  // 'by age', 'age group': a grouping, not a figure; 'Ice Age': a value of the data.
  if (
    GROUP_WORDS.has(T[at - 1] ?? '') ||
    /^(?:group|groups|band|bands|bracket|brackets|range|ranges|bucket|buckets|distribution)$/.test(T[at + n] ?? '') ||
    (n === 1 && [`${T[at - 1]} ${T[at]}`, `${T[at]} ${T[at + 1]}`, T[at]].some(isValue))
  )
    return null;
  const used = [at, ...(n === 2 ? [at + 1] : [])];
  // The aggregate: the word before ('average age', 'the median patient age'), 'on average', the oldest or youngest.
  let agg: AggregateFn | undefined;
  for (let i = at - 1; i >= Math.max(0, at - 3) && !agg; i--) {
    const fn = AGGS[T[i]];
    if (fn && !['oldest', 'youngest'].includes(T[i])) {
      agg = fn;
      used.push(i);
    } else if (!(mentions.has(i) || ['the', 'a', 'our', 'their', 's'].includes(T[i]))) break;
  }
  // 'how old is the average patient'.
  for (let i = at + n; n === 2 && i < at + n + 3 && !agg; i++) {
    if (AGGS[T[i]] && !['oldest', 'youngest'].includes(T[i])) {
      agg = AGGS[T[i]];
      used.push(i);
    } else if (!['is', 'are', 'was', 'were', 'the', 'a', 'an', 'our'].includes(T[i] ?? '')) break;
  }
  const onAverage = T.findIndex((w, i) => w === 'on' && T[i + 1] === 'average');
  if (!agg && onAverage >= 0) {
    agg = 'avg';
    used.push(onAverage, onAverage + 1);
  }
  // 'age of the oldest patient', 'how old is the youngest student': the highest or lowest age.
  const extreme = T.findIndex((w, i) => (w === 'oldest' || w === 'youngest') && numberWord(T[i - 1]) === null);
  if (!agg && extreme >= 0) {
    agg = AGGS[T[extreme]];
    used.push(extreme);
  }
  // 'age in years'.
  if (T[at + n] === 'in' && T[at + n + 1] === 'years') used.push(at + n, at + n + 1);

  // Whose age: the people named next to the word ('age of our students', 'patient age', 'how old are members').
  const near: number[] = [];
  for (let k = at + n; k < at + n + 5 && k < T.length && !GROUP_WORDS.has(T[k]); k++)
    if (mentions.has(k)) {
      near.push(k);
      break;
    }
  for (let k = at - 1; k >= Math.max(0, at - 3); k--)
    if (mentions.has(k) && !GROUP_WORDS.has(T[k - 1] ?? '')) {
      near.push(k);
      break;
    }
  const named = near.length ? near : [...mentions.keys()].sort((a, b) => Math.abs(a - at) - Math.abs(b - at));
  const bornNamed = named.map((i) => mentions.get(i)!.find((e) => born.includes(e))).find(Boolean);
  if (bornNamed) return measureOf(bornNamed, agg, asOf, T, at + n, used, drop);
  // Else the one table of people, unless the question named others next to the word, who have no birth date
  // ('average age of providers', 'age of customers' where only employees have one): no one else's age is given.
  if (!near.length && born.length === 1) return measureOf(born[0], agg, asOf, T, at + n, used, drop);
  const who = near.length ? mentions.get(near[0])![0] : undefined;
  return {
    unclear: who
      ? `which date ${pluralPhrase(who.words.join(' ') || who.table)} were born on`
      : 'whose birth date the age is counted from',
  };
}

/** The measure, with the words it read; 'at hire', 'when hired': the age on that date of the row. */
function measureOf(
  e: CatalogEntity,
  agg: AggregateFn | undefined,
  asOf: string,
  T: string[],
  after: number,
  used: number[],
  drop: Set<number>,
): AgeMeasure {
  const birth = birthColumn(e)!;
  const m: AgeMeasure = { kind: 'age', entity: e.name, column: birth.name, agg: agg ?? 'avg', asOf };
  const on = T.findIndex((w, i) => i >= after && ['at', 'when', 'upon'].includes(w) && !drop.has(i));
  if (on >= 0) {
    let k = on + 1;
    while (
      ['they', 'he', 'she', 'the', 'their', 'his', 'her', 'was', 'were', 'first', 'time', 'of'].includes(T[k] ?? '')
    )
      k++;
    const word = T[k];
    const at =
      word &&
      e.timeColumns.find(
        (c) =>
          c !== birth && c.words.some((w) => !['date', 'dt', 'on', 'at', 'time'].includes(w) && sameEvent(w, word)),
      );
    if (at) {
      m.at = at.name;
      for (let i = on; i <= k; i++) used.push(i);
    }
  }
  for (const i of used) drop.add(i);
  return m;
}

/** Puts an age reading into the interpretation of the rest of the question. */
export function applyAge(it: Interpretation, a: AgeReading): void {
  if (a.unclear) {
    it.unclear = `I could not tell ${a.unclear}`;
    return;
  }
  if (!a.read) return;
  it.explained = (it.explained ?? 0) + a.read;
  it.filters.push(...a.filters);
  if (a.measure) {
    it.measure = a.measure;
    // The people whose age is taken are rows the question names.
    if (!it.mentioned.includes(a.measure.entity)) it.mentioned.push(a.measure.entity);
  }
}

/** A stored reading asked again on another day: ages are counted to that day. */
export function ageOn(it: Interpretation, now: Date): void {
  const asOf = now.toISOString().slice(0, 10);
  if (it.measure.kind === 'age') it.measure.asOf = asOf;
  for (const f of it.filters) if (f.kind === 'age') f.asOf = asOf;
}
