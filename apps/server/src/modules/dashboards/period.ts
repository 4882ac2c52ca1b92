import { RELATIVE_PERIODS, type PeriodSpec, type RelativePeriod } from '@soe/shared';

/** A period as dates: `from` included, `to` excluded (YYYY-MM-DD), as a structured query's time range. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The dates a period covers on the day `now` falls on in `timeZone`: 'this month' opened at 23:30 UTC on
 * 31 January is February in Tokyo. Weeks start on Monday. The rolling periods end with today included and match
 * SOE Local's own reading of the words (engine/read/time.ts), so an answer asked as "in the last 30 days" is the
 * tile's "Last 30 days": the last N days are today and the N - 1 days before it; the last 12 months start the day
 * after the same date a year ago.
 */
export function resolvePeriod(spec: PeriodSpec, timeZone: string, now: Date): DateRange {
  if (!('relative' in spec)) return { from: spec.from, to: spec.to };
  const { y, m, d } = localDate(now, timeZone);
  const monday = d - weekdayFromMonday(y, m, d);
  const quarter = m - (m % 3);
  switch (spec.relative) {
    case 'today':
      return range(y, m, d, y, m, d + 1);
    case 'this_week':
      return range(y, m, monday, y, m, monday + 7);
    case 'this_month':
      return range(y, m, 1, y, m + 1, 1);
    case 'this_quarter':
      return range(y, quarter, 1, y, quarter + 3, 1);
    case 'this_year':
      return range(y, 0, 1, y + 1, 0, 1);
    case 'last_7_days':
      return range(y, m, d - 6, y, m, d + 1);
    case 'last_30_days':
      return range(y, m, d - 29, y, m, d + 1);
    case 'last_90_days':
      return range(y, m, d - 89, y, m, d + 1);
    case 'last_12_months':
      return range(y - 1, m, d + 1, y, m, d + 1);
    case 'last_week':
      return range(y, m, monday - 7, y, m, monday);
    case 'last_month':
      return range(y, m - 1, 1, y, m, 1);
    case 'last_quarter':
      return range(y, quarter - 3, 1, y, quarter, 1);
    case 'last_year':
      return range(y - 1, 0, 1, y, 0, 1);
  }
}

/**
 * The relative period whose dates, on the day `askedAt` falls on in `timeZone`, are exactly [from, to); null when
 * none is. A pinned "revenue this month" keeps being this month rather than the month it was asked in.
 */
export function relativePeriodOf(
  from: string,
  to: string,
  askedAt: Date,
  timeZone: string,
): { relative: RelativePeriod } | null {
  for (const relative of RELATIVE_PERIODS) {
    const dates = resolvePeriod({ relative }, timeZone, askedAt);
    if (dates.from === from && dates.to === to) return { relative };
  }
  return null;
}

/** One formatter per time zone: making one costs far more than using it, and every tile of a board asks. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (month from 0, as Date.UTC takes it). */
function localDate(now: Date, timeZone: string): { y: number; m: number; d: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    // The names a server meets are a few hundred at most (IANA's list); a bound keeps it so whatever is asked.
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { y: part('year'), m: part('month') - 1, d: part('day') };
}

/** 0 for Monday … 6 for Sunday. */
function weekdayFromMonday(y: number, m: number, d: number): number {
  return (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
}

/** Date.UTC carries days and months past their ends over (day 0 is the last of the month before). */
function iso(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

function range(y1: number, m1: number, d1: number, y2: number, m2: number, d2: number): DateRange {
  return { from: iso(y1, m1, d1), to: iso(y2, m2, d2) };
}
