import type { TimeUnit } from '../query';

/**
 * date_trunc and EXTRACT as PostgreSQL computes them, in UTC: weeks start on
 * Monday and are numbered the ISO way (week 1 holds the year's first Thursday).
 */

export function truncDate(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'week': {
      const mondayOffset = (d.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d.getUTCDate() - mondayOffset));
    }
    case 'day':
      return new Date(Date.UTC(y, m, d.getUTCDate()));
  }
}

export function datePart(d: Date, unit: TimeUnit): number {
  switch (unit) {
    case 'year':
      return d.getUTCFullYear();
    case 'quarter':
      return Math.floor(d.getUTCMonth() / 3) + 1;
    case 'month':
      return d.getUTCMonth() + 1;
    case 'week':
      return isoWeek(d);
    case 'day':
      return d.getUTCDate();
  }
}

function isoWeek(d: Date): number {
  // The Thursday of this week decides the ISO year; week 1 is the week of that year's 4 January.
  const thursday = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7)),
  );
  const jan4 = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const firstThursday = Date.UTC(jan4.getUTCFullYear(), 0, 4 + 3 - ((jan4.getUTCDay() + 6) % 7));
  return 1 + Math.round((thursday.getTime() - firstThursday) / (7 * 86_400_000));
}
