import { UNITS as KNOWN_UNITS } from '../knowledge';

/**
 * Units of time and size a question and a column may each be in ('longer than 5 minutes' against milliseconds,
 * 'files over 2 MB' against bytes): each word's size in its dimension's base unit (seconds, bytes), from
 * knowledge/units.json (ADR 050).
 */
const UNITS: Record<string, { dimension: 'time' | 'size'; size: number }> = {};
for (const unit of KNOWN_UNITS.units)
  for (const w of unit.words) UNITS[w] = { dimension: unit.dimension, size: unit.size };

/** Whether a word names a unit of time or size. */
export const isUnitWord = (word: string | undefined): boolean => word !== undefined && word in UNITS;

/** Whether two words name one unit ('min' and 'minutes'; 'km' and 'km'). */
export const sameUnit = (a: string, b: string): boolean =>
  a === b ||
  (isUnitWord(a) && isUnitWord(b) && UNITS[a].dimension === UNITS[b].dimension && UNITS[a].size === UNITS[b].size);

/** Whether a word names a unit of time ('seconds', 'ms', 'hours'). */
export const isTimeUnit = (word: string | undefined): boolean =>
  word !== undefined && word in UNITS && UNITS[word].dimension === 'time';

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
