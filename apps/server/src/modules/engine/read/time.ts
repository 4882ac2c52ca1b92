import type { TimeUnit } from '../../connectors/query';
import { SORT_VERBS, YEAR_NOUNS } from '../catalog/vocabulary';
import { NUMBER_WORDS } from './keywords';

/** A period the question restricts to: [start, end) as ISO dates; either side may be open. */
export interface TimeRange {
  start?: string;
  end?: string;
  /** How the answer states it, e.g. 'in 2024', 'in Q4 2024 (2024-10-01 to 2024-12-31)'. */
  label: string;
  /** Words that named a time column ('shipped', 'hired'), to prefer that column. */
  hint?: string;
  /**
   * 'opened after 2013 or before 2008': what lies outside the two ends, before `end` or from `start` on (`start` is
   * then after `end`).
   */
  outside?: true;
}

export interface TimeReading {
  range?: TimeRange;
  series?: TimeUnit;
  /** Every period named, in the order written (a comparison names two: 'in 2025 compared with 2024'). */
  ranges: TimeRange[];
  /** Character spans of the normalised question that were read as time. */
  spans: Array<[number, number]>;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL_Q: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
};
const YEAR = '((?:19|20)[0-9]{2})';
/** A noun said between a bound and its year that names the year ('after year 1989', 'before season 2010'). */
const YEAR_NOUN = `(?:(?:year|${[...YEAR_NOUNS].join('|')}) )?`;
/** Nouns of YEAR_NOUN other than 'year' (knowledge/vocabulary.json yearNouns), which name a column that keeps the year. */
export const YEAR_HINTS: ReadonlySet<string> = YEAR_NOUNS;
const NOUN_BEFORE_YEAR = new RegExp(`\\b(${[...YEAR_NOUNS].join('|')}) [0-9]`);
/** The noun of YEAR_NOUN other than 'year', as the range's hint ('season' → game.Season). */
const nounHint = (m: RegExpExecArray) => {
  const noun = NOUN_BEFORE_YEAR.exec(m[0])?.[1];
  return noun ? { hint: noun } : {};
};

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
/** The day before an exclusive end, for saying a period in words. */
const lastDay = (end: string) => new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10);
const between = (start: string, end: string) => `${start} to ${lastDay(end)}`;

interface Rule {
  re: RegExp;
  /** A cadence adjective ('monthly'): not a grouping where it begins a column's name. */
  cadence?: boolean;
  /** A series ('per day'): not a grouping where it ends a column's name. */
  inName?: boolean;
  read: (m: RegExpExecArray, now: Date) => Partial<TimeReading> | null;
}

/**
 * A day, or a moment, written as ISO ('2018-03-17', '2018-03-17 07:13:53'), as the normalised question keeps it
 * (digits apart: '2018 03 17 07 13 53'). Groups: year, month, day, then hour, minute and second when a time is said.
 */
const MOMENT = `${YEAR} (0[1-9]|1[0-2]) (0[1-9]|[12][0-9]|3[01])(?: ([01][0-9]|2[0-3]) ([0-5][0-9])(?: ([0-5][0-9]))?)?`;
/** The groups MOMENT adds to a regular expression. */
const MOMENT_GROUPS = 6;
interface Moment {
  /** The day, or the moment ('2018-03-17 07:13:53'), as a bound of a period compares it. */
  at: string;
  /** The day after (a day said alone takes in all of it). */
  next: string;
  said: string;
}
/** The moment of MOMENT's groups (`m.slice(first, first + MOMENT_GROUPS)`; its first three alone say the day). */
function momentOf(groups: Array<string | undefined>): Moment {
  const [y, mo, d, h, mi, sec] = groups;
  const day = iso(Number(y), Number(mo) - 1, Number(d));
  if (h === undefined) return { at: day, next: iso(Number(y), Number(mo) - 1, Number(d) + 1), said: day };
  const at = `${day} ${h}:${mi}:${sec ?? '00'}`;
  return { at, next: at, said: at };
}

function yearRange(y: number): TimeRange {
  return { start: iso(y, 0, 1), end: iso(y + 1, 0, 1), label: `in ${y}` };
}
function quarterRange(y: number, q: number): TimeRange {
  const start = iso(y, (q - 1) * 3, 1);
  const end = iso(y, q * 3, 1);
  return { start, end, label: `in Q${q} ${y} (${between(start, end)})` };
}
function monthRange(y: number, m: number): TimeRange {
  const start = iso(y, m, 1);
  const end = iso(y, m + 1, 1);
  return { start, end, label: `in ${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)} ${y}` };
}
/** A month or quarter named without a year means its latest occurrence that has begun. */
function latestYearFor(startMonth: number, now: Date): number {
  return startMonth <= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** Nouns a cadence adjective describes rather than groups: 'annual salary cost' is the salary's sum, not one per year. */
const CADENCE_ATTRIBUTE_NOUNS = [
  'salary',
  'salaries',
  'wage',
  'wages',
  'pay',
  'compensation',
  'income',
  'bonus',
  'bonuses',
  'allowance',
  'fee',
  'fees',
  'rent',
  'premium',
  'premiums',
  'budget',
  'budgets',
  'billing',
  'subscription',
  'subscriptions',
  'plan',
  'plans',
  'contract',
  'contracts',
  'membership',
  'memberships',
  'price',
  'prices',
];

/** Cadence adjectives: two side by side ('annual to monthly') are values of a billing cycle, not a grouping. */
const CADENCES = 'yearly|annual|annually|quarterly|monthly|weekly|daily';

const RULES: Rule[] = [
  // Days and moments ('before 2018-03-17 07:13:53', 'between 2009-01-01 and 2010-01-01', 'on 2024-05-02'), first:
  // their year is no year of their own. A day said as an end is taken in whole; a moment is the bound itself.
  {
    re: new RegExp(`\\b(?:between|from) ${MOMENT} (?:and|to|through|until) ${MOMENT}\\b`, 'g'),
    read: (m) => {
      const a = momentOf(m.slice(1)),
        b = momentOf(m.slice(1 + MOMENT_GROUPS));
      return { range: { start: a.at, end: b.next, label: `from ${a.said} to ${b.said}` } };
    },
  },
  {
    re: new RegExp(`\\b(?:before|prior to|earlier than) ${MOMENT}\\b`, 'g'),
    read: (m) => {
      const a = momentOf(m.slice(1));
      return { range: { end: a.at, label: `before ${a.said}` } };
    },
  },
  {
    re: new RegExp(`\\b(?:after|later than) ${MOMENT}\\b`, 'g'),
    read: (m) => {
      const a = momentOf(m.slice(1));
      return { range: { start: a.next, label: `after ${a.said}` } };
    },
  },
  {
    re: new RegExp(`\\b(?:since|from|on or after) ${MOMENT}\\b`, 'g'),
    read: (m) => {
      const a = momentOf(m.slice(1));
      return { range: { start: a.at, label: `since ${a.said}` } };
    },
  },
  {
    re: new RegExp(`\\b(?:until|up to|on or before) ${MOMENT}\\b`, 'g'),
    read: (m) => {
      const a = momentOf(m.slice(1));
      return { range: { end: a.next, label: `until ${a.said}` } };
    },
  },
  {
    re: new RegExp(`\\b${MOMENT}\\b`, 'g'),
    // A day said alone is all of it; so is the day of a moment said alone (no one asks for the rows of one second).
    read: (m) => {
      const a = momentOf(m.slice(1, 4));
      return { range: { start: a.at, end: a.next, label: `on ${a.said}` } };
    },
  },
  // Ranges between two years / since / before / after ('after year 1989' as 'after 1989').
  {
    re: new RegExp(`\\b(?:between|from) ${YEAR} (?:and|to|through|until) ${YEAR}\\b`, 'g'),
    read: (m) => {
      const a = Number(m[1]),
        b = Number(m[2]);
      return {
        range: {
          start: iso(Math.min(a, b), 0, 1),
          end: iso(Math.max(a, b) + 1, 0, 1),
          label: `from ${Math.min(a, b)} to ${Math.max(a, b)}`,
        },
      };
    },
  },
  // 'in year 2001 or before', '2015 or earlier', 'in 2010 or later', '2012 onwards': the year and every year on one side.
  {
    re: new RegExp(
      `\\b(?:in (?:the )?${YEAR_NOUN})?${YEAR},? or (?:before|earlier|prior)\\b(?! (?:to |the )?[0-9])`,
      'g',
    ),
    read: (m) => ({ range: { end: iso(Number(m[1]) + 1, 0, 1), label: `in ${m[1]} or before`, ...nounHint(m) } }),
  },
  {
    re: new RegExp(
      `\\b(?:in (?:the )?${YEAR_NOUN})?${YEAR},? (?:or (?:after|later|since)|onwards?|and (?:after|later))\\b(?! (?:the )?[0-9])`,
      'g',
    ),
    read: (m) => ({ range: { start: iso(Number(m[1]), 0, 1), label: `in ${m[1]} or after`, ...nounHint(m) } }),
  },
  {
    re: new RegExp(`\\b(?:since|from) (?:the )?${YEAR_NOUN}${YEAR}\\b`, 'g'),
    read: (m) => ({ range: { start: iso(Number(m[1]), 0, 1), label: `since ${m[1]}`, ...nounHint(m) } }),
  },
  {
    re: new RegExp(`\\b(?:before|prior to) (?:the )?${YEAR_NOUN}${YEAR}\\b`, 'g'),
    read: (m) => ({ range: { end: iso(Number(m[1]), 0, 1), label: `before ${m[1]}`, ...nounHint(m) } }),
  },
  {
    re: new RegExp(`\\b(?:after) (?:the )?${YEAR_NOUN}${YEAR}\\b`, 'g'),
    read: (m) => ({ range: { start: iso(Number(m[1]) + 1, 0, 1), label: `after ${m[1]}`, ...nounHint(m) } }),
  },
  // Quarters: 'q4 2024', 'q4 of 2024', '2024 q4', 'fourth quarter of 2024', 'quarter 4 2024'.
  {
    re: new RegExp(`\\bq([1-4]) (?:of |in )?${YEAR}\\b`, 'g'),
    read: (m) => ({ range: quarterRange(Number(m[2]), Number(m[1])) }),
  },
  { re: new RegExp(`\\b${YEAR} q([1-4])\\b`, 'g'), read: (m) => ({ range: quarterRange(Number(m[1]), Number(m[2])) }) },
  {
    re: new RegExp(`\\b(first|second|third|fourth|1st|2nd|3rd|4th|last) quarter (?:of |in )?${YEAR}\\b`, 'g'),
    read: (m) => ({ range: quarterRange(Number(m[2]), ORDINAL_Q[m[1]]) }),
  },
  {
    re: new RegExp(`\\bquarter ([1-4]) (?:of |in )?${YEAR}\\b`, 'g'),
    read: (m) => ({ range: quarterRange(Number(m[2]), Number(m[1])) }),
  },
  {
    re: /\bq([1-4])\b/g,
    read: (m, now) => {
      const q = Number(m[1]);
      return { range: quarterRange(latestYearFor((q - 1) * 3, now), q) };
    },
  },
  // Months: 'march 2023', 'mar of 2023', '2023 03' (from 2023-03).
  {
    re: new RegExp(`\\b${MONTH_RE} (?:of |in )?${YEAR}\\b`, 'g'),
    read: (m) => ({ range: monthRange(Number(m[2]), monthIndex(m[1])) }),
  },
  {
    re: new RegExp(`\\b${YEAR} (0[1-9]|1[0-2])\\b`, 'g'),
    read: (m) => ({ range: monthRange(Number(m[1]), Number(m[2]) - 1) }),
  },
  // Relative periods, anchored to now.
  {
    re: /\b(?:last|past|previous|prior) (\d+|[a-z]+) (day|week|month|year)s?\b/g,
    read: (m, now) => {
      const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
      if (!n || n > 10000) return null;
      const y = now.getUTCFullYear(),
        mo = now.getUTCMonth(),
        d = now.getUTCDate();
      const end = iso(y, mo, d + 1);
      const start =
        m[2] === 'day'
          ? iso(y, mo, d + 1 - n)
          : m[2] === 'week'
            ? iso(y, mo, d + 1 - 7 * n)
            : m[2] === 'month'
              ? iso(y, mo - n, d + 1)
              : iso(y - n, mo, d + 1);
      return { range: { start, end, label: `in the last ${n} ${m[2]}${n > 1 ? 's' : ''} (${between(start, end)})` } };
    },
  },
  {
    re: /\b(last|previous|prior|this|current) (year|quarter|month|week)\b/g,
    read: (m, now) => {
      const back = m[1] === 'this' || m[1] === 'current' ? 0 : 1;
      const y = now.getUTCFullYear(),
        mo = now.getUTCMonth();
      let start: string, end: string;
      if (m[2] === 'year') {
        start = iso(y - back, 0, 1);
        end = iso(y - back + 1, 0, 1);
      } else if (m[2] === 'quarter') {
        const q0 = Math.floor(mo / 3) * 3 - 3 * back;
        start = iso(y, q0, 1);
        end = iso(y, q0 + 3, 1);
      } else if (m[2] === 'month') {
        start = iso(y, mo - back, 1);
        end = iso(y, mo - back + 1, 1);
      } else {
        const dow = (now.getUTCDay() + 6) % 7;
        start = iso(y, mo, now.getUTCDate() - dow - 7 * back);
        end = iso(y, mo, now.getUTCDate() - dow - 7 * back + 7);
      }
      const word = back ? 'last' : 'this';
      return { range: { start, end, label: `${word} ${m[2]} (${between(start, end)})` } };
    },
  },
  {
    re: /\b(?:ytd|year to date)\b/g,
    read: (_m, now) => {
      const start = iso(now.getUTCFullYear(), 0, 1),
        end = iso(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return { range: { start, end, label: `year to date (${between(start, end)})` } };
    },
  },
  {
    re: /\btoday\b/g,
    read: (_m, now) => {
      const start = iso(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
        end = iso(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return { range: { start, end, label: `today (${start})` } };
    },
  },
  {
    re: /\byesterday\b/g,
    read: (_m, now) => {
      const start = iso(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1),
        end = iso(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      return { range: { start, end, label: `yesterday (${start})` } };
    },
  },
  // A bare month name: 'in march', 'for december'.
  // 'in March and April 2022', 'in March or April of 2022': the year said once, after the last month, is both's.
  {
    re: new RegExp(
      `\\b(?:in|during|for) ${MONTH_RE}\\b(?=(?:,| and| or| to| through) ${MONTH_RE} (?:of )?${YEAR}\\b|)`,
      'g',
    ),
    read: (m, now) => {
      const mi = monthIndex(m[1]);
      const year = m[m.length - 1];
      return { range: monthRange(year ? Number(year) : latestYearFor(mi, now), mi) };
    },
  },
  // 'in season 2008': a year named by the noun of a column that keeps it (game.Season), that column's.
  {
    re: new RegExp(`\\b(?:(?:in|during) (?:the )?)?season ${YEAR}\\b`, 'g'),
    read: (m) => ({ range: { ...yearRange(Number(m[1])), hint: 'season' } }),
  },
  // A bare year, last so that the forms above claim their years first.
  // …except after a comparison or a rank ('over 2000', 'top 2000'): that is a number.
  {
    re: new RegExp(
      `(?<!(?:over|under|than|above|below|least|most|top|bottom|exceeding|exceed|first|next|equal to|equals|limit) )\\b${YEAR}\\b(?! (?:[a-z]+ )?(?:dollars?|euros?|units?|items?|orders?|rows?|times?|days|minutes|ms|milliseconds|seconds))`,
      'g',
    ),
    read: (m) => ({ range: yearRange(Number(m[1])) }),
  },
  // Series, unless the words before them with it name a column ('show times per day' of Show_times_per_day), or a
  // verb that puts a list in order says what it is ordered on ('themes of competitions sorted by year').
  {
    inName: true,
    re: new RegExp(
      `(?<!\\b(?:${[...SORT_VERBS].join('|')}) )\\b(?:by|per|each|every|for each|for every|over the|across) (year|quarter|month|week|day)s?\\b`,
      'g',
    ),
    read: (m) => ({ series: m[1] as TimeUnit }),
  },
  {
    re: /\b(?:year|quarter|month|week|day) (?:by|over|on) (year|quarter|month|week|day)\b/g,
    read: (m) => ({ series: m[1] as TimeUnit }),
  },
  {
    // 'annual salary', 'monthly fee', 'yearly plans' describe the thing, not a grouping ('by year' groups); so does
    // one that begins a column's name ('monthly rental' of monthly_rental), which the caller's `namesColumn` tells.
    cadence: true,
    re: new RegExp(
      `\\b(${CADENCES})\\b(?!\\s+(?:(?:to|and|or|vs|versus)\\s+)?(?:${CADENCES}|${CADENCE_ATTRIBUTE_NOUNS.join('|')})\\b)`,
      'g',
    ),
    read: (m) => ({
      series: (
        {
          yearly: 'year',
          annual: 'year',
          annually: 'year',
          quarterly: 'quarter',
          monthly: 'month',
          weekly: 'week',
          daily: 'day',
        } as const
      )[m[1] as 'yearly'],
    }),
  },
  { re: /\b(?:over time|trend|trends|timeline)\b/g, read: () => ({ series: 'month' }) },
];

/** Reads every time expression of a normalised question; later rules skip text earlier rules claimed. */
export function readTime(text: string, now: Date, namesColumn?: (words: string[]) => boolean): TimeReading {
  const out: TimeReading = { spans: [], ranges: [] };
  const taken = (a: number, b: number) => out.spans.some(([x, y]) => a < y && b > x);
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = rule.re.exec(text))) {
      const a = m.index,
        b = m.index + m[0].length;
      if (taken(a, b)) continue;
      if (rule.cadence && namesColumn) {
        const after = text.slice(b).trim().split(' ');
        if (namesColumn([m[1], ...after.slice(0, 1)]) || namesColumn([m[1], ...after.slice(0, 2)])) continue;
      }
      if (rule.inName && namesColumn) {
        const before = text.slice(0, a).trim().split(' ');
        const said = m[0].split(' ');
        if ([1, 2, 3].some((n) => before.length >= n && namesColumn([...before.slice(-n), ...said]))) continue;
        // 'ordered by year of opening' (Open_Year): the unit and the word after 'of' name a column the other way round.
        const after = text.slice(b).trim().split(' ');
        if (after[0] === 'of' && after[1] && namesColumn([after[1], m[1]])) continue;
      }
      const r = rule.read(m, now);
      if (!r) continue;
      if (r.range) out.ranges.push(r.range);
      const last = out.spans[out.spans.length - 1];
      const between = last ? text.slice(Math.min(last[1], b), Math.max(last[0], a)) : '';
      if (r.range && !out.range) out.range = r.range;
      else if (r.range && out.range && /\bor\b/.test(between)) out.range = either(out.range, r.range);
      else if (r.range && out.range) out.range = intersect(out.range, r.range);
      if (r.series && !out.series) out.series = r.series;
      out.spans.push([a, b]);
    }
  }
  // A range with a single number-like series inside (e.g. 'monthly … in 2022') keeps both.
  return out;
}

/**
 * 'after 2013 or before 2008': a bound from one side and a bound from the other that do not meet are what lies outside
 * them; any other pair joined by 'or' is read as both together (intersect, which keeps periods that follow one another).
 */
function either(a: TimeRange, b: TimeRange): TimeRange {
  const from = a.start && !a.end ? a : b.start && !b.end ? b : null;
  const until = a.end && !a.start ? a : b.end && !b.start ? b : null;
  if (from && until && from !== until && from.start! >= until.end!)
    return { start: from.start, end: until.end, outside: true, label: `${a.label} or ${b.label}` };
  return intersect(a, b);
}

function intersect(a: TimeRange, b: TimeRange): TimeRange {
  // The same period named twice ('in March 2025 … in March 2025') is said once.
  if (a.start === b.start && a.end === b.end) return a;
  // 'in 2014 or 2015', 'in March and April': periods that follow one another are both asked for (their meeting is
  // empty, so no one means it); one period from the first's start to the second's end.
  const [first, second] = (a.start ?? '') <= (b.start ?? '') ? [a, b] : [b, a];
  if (first.end && second.start && first.end === second.start && first.start && second.end)
    return { start: first.start, end: second.end, label: `${first.label} and ${second.label}` };
  const start = a.start && b.start ? (a.start > b.start ? a.start : b.start) : (a.start ?? b.start);
  const end = a.end && b.end ? (a.end < b.end ? a.end : b.end) : (a.end ?? b.end);
  return { start, end, label: `${a.label} and ${b.label}` };
}
