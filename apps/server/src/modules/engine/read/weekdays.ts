/** ISO day numbers (1 = Monday … 7 = Sunday), as the weekday expression of a QuerySpec gives them. */
const DAYS: Record<string, number> = {
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
  sunday: 7,
  sun: 7,
};

const NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Days of the week the question keeps: 'on a Monday', 'on weekends', 'on a Saturday or Sunday'. */
export interface WeekdayFilter {
  kind: 'weekday';
  days: number[];
}

const DAY = `(?:${Object.keys(DAYS).join('|')})s?`;
const ON_DAYS = new RegExp(
  `\\b(?:on|at)\\s+(?:a\\s+|the\\s+)?(${DAY}(?:\\s*(?:,|or|and|/)\\s*(?:a\\s+|the\\s+)?${DAY})*)\\b`,
  'i',
);
const WEEKEND = /\b(?:on|at|over|during)\s+(?:the\s+|a\s+)?weekends?\b|\bweekend\b/i;
const WEEKDAY = /\b(?:on|during)\s+(?:a\s+)?weekdays?\b|\bworking\s+days?\b|\bbusiness\s+days?\b/i;

/**
 * Reads the days of the week a question names and takes their words out of it, so the rest reads as usual:
 * 'How many leave requests start on a Monday?' → 'How many leave requests start' and Monday.
 */
export function readWeekdays(question: string): { question: string; filter: WeekdayFilter | null } {
  const on = ON_DAYS.exec(question);
  if (on) {
    const days = [
      ...new Set(
        (on[1].toLowerCase().match(new RegExp(DAY, 'g')) ?? []).map((d) => DAYS[d.replace(/s$/, '')] ?? DAYS[d]),
      ),
    ].filter((d): d is number => typeof d === 'number');
    if (days.length) return { question: cut(question, on), filter: { kind: 'weekday', days: days.sort() } };
  }
  const weekend = WEEKEND.exec(question);
  if (weekend) return { question: cut(question, weekend), filter: { kind: 'weekday', days: [6, 7] } };
  const weekday = WEEKDAY.exec(question);
  if (weekday) return { question: cut(question, weekday), filter: { kind: 'weekday', days: [1, 2, 3, 4, 5] } };
  return { question, filter: null };
}

/** 'by day of the week', 'per weekday', 'for each day of the week': the figures are grouped by the day's name. */
const BY_WEEKDAY =
  /\b(?:by|per|for each|for every|in each|on each|each|across)\s+(?:the\s+)?(?:(?:day\s+of\s+(?:the\s+)?week)|weekday|week\s?day|day\s+of\s+week)s?\b/i;

/**
 * 'by hour of the day', 'per hour of day', 'by hour', 'at which hour': the hours that recur in each day. 'By hours'
 * alone is a measure ('top 3 members by hours in Q1', hours worked), not the hour of the day.
 */
const BY_HOUR =
  /\b(?:by|for each|for every|in each|each|across)\s+(?:the\s+)?(?:hour(?:\s+of\s+(?:the\s+)?day)?|hours\s+of\s+(?:the\s+)?day)\b|\bper\s+hour\s+of\s+(?:the\s+)?day\b/i;

/**
 * Reads a grouping by the day of the week or by the hour of the day and takes its words out ('Number of orders by
 * day of the week' → 'Number of orders'): the time reader knows periods of the calendar, not the days and hours
 * that recur in each week and each day.
 */
export function readCycleGrouping(question: string): { question: string; cycle: 'weekday' | 'hour' | null } {
  const day = BY_WEEKDAY.exec(question);
  if (day) return { question: cut(question, day), cycle: 'weekday' };
  const hour = BY_HOUR.exec(question);
  if (hour) return { question: cut(question, hour), cycle: 'hour' };
  return { question, cycle: null };
}

/** 'on Mondays', 'on weekends', 'on Saturdays or Sundays'. */
export function weekdayWords(days: number[]): string {
  const key = days.join();
  if (key === '6,7') return 'on weekends';
  if (key === '1,2,3,4,5') return 'on weekdays';
  const names = days.map((d) => `${NAMES[d]}s`);
  return `on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]}`;
}

function cut(text: string, m: RegExpExecArray): string {
  return `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
}
