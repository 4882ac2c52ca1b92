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
