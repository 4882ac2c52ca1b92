import { PEOPLE_MEASURES } from './meanings';

/**
 * Measures that are themselves totals: 'payroll' is the sum of the pay of the current people, a 'wage bill' or
 * an 'average total spend' likewise. 'The average payroll per department' is then the average of the
 * departments' totals, not the average of one person's pay in each department: the word names the sum first.
 */
const SUMS = PEOPLE_MEASURES.filter((m) => m.reads.startsWith('total ')).flatMap((m) => m.phrases);

/** 'average total …', 'mean of the total …': the total is named right after the average. */
const AVERAGE_OF_TOTAL = /\b(?:average|avg|mean|typical)\s+(?:of\s+)?(?:the\s+)?(?:total|sum)\b/;

/** True when the words name a measure that is a total (a payroll, 'the average total hours'). */
export function namesTotal(text: string): boolean {
  const t = text.toLowerCase();
  return AVERAGE_OF_TOTAL.test(t) || SUMS.some((p) => new RegExp(`\\b${p}\\b`).test(t));
}
