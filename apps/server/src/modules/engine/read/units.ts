/**
 * Units of time and size a question and a column may each be in ('longer than 5 minutes' against milliseconds,
 * 'files over 2 MB' against bytes): each word's size in its dimension's base unit (seconds, bytes).
 */
const UNITS: Record<string, { dimension: 'time' | 'size'; size: number }> = {};
const define = (dimension: 'time' | 'size', size: number, ...words: string[]) => {
  for (const w of words) UNITS[w] = { dimension, size };
};
define('time', 0.001, 'millisecond', 'milliseconds', 'ms', 'msec', 'msecs', 'millis');
define('time', 1, 'second', 'seconds', 'sec', 'secs');
define('time', 60, 'minute', 'minutes', 'min', 'mins');
define('time', 3600, 'hour', 'hours', 'hr', 'hrs');
define('time', 86_400, 'day', 'days');
define('time', 604_800, 'week', 'weeks');
define('size', 1, 'byte', 'bytes');
define('size', 1024, 'kilobyte', 'kilobytes', 'kb');
define('size', 1024 ** 2, 'megabyte', 'megabytes', 'mb');
define('size', 1024 ** 3, 'gigabyte', 'gigabytes', 'gb');

/** Whether a word names a unit of time or size. */
export const isUnitWord = (word: string | undefined): boolean => word !== undefined && word in UNITS;

/** The unit a column's name says its values are in ('milliseconds', 'duration_min', 'size_kb'); null when none. */
export function columnUnit(words: string[]): string | null {
  for (let k = words.length - 1; k >= 0; k--) if (isUnitWord(words[k])) return words[k];
  return null;
}

/**
 * `value` said in unit `from`, in unit `to` (5 minutes → 300,000 milliseconds); null when either is no unit, they
 * are of different dimensions, or the same size.
 */
export function convertUnit(value: number, from: string | undefined, to: string | null): number | null {
  const a = from ? UNITS[from] : undefined;
  const b = to ? UNITS[to] : undefined;
  if (!a || !b || a.dimension !== b.dimension || a.size === b.size) return null;
  return (value * a.size) / b.size;
}

/** 'in minutes', 'as hours' after a figure, not 'in 5 minutes' (a span of time) nor 'in the minutes column'. */
const ASKED_IN = new RegExp(`\\b(?:in|as)\\s+(${Object.keys(UNITS).join('|')})\\b(?!\\s+(?:column|field))`, 'i');

/** The unit a question asks its figure in, and the question without those words; null when it names none. */
export function readAskedUnit(question: string): { question: string; unit: string } | null {
  const m = ASKED_IN.exec(question);
  // Days and weeks are left to the date readers: 'average stay in days' is days from one date to another.
  const unit = m && UNITS[m[1].toLowerCase()];
  if (!m || !unit || (unit.dimension === 'time' && unit.size >= UNITS.day.size)) return null;
  return {
    question: `${question.slice(0, m.index)}${question.slice(m.index + m[0].length)}`,
    unit: m[1].toLowerCase(),
  };
}
