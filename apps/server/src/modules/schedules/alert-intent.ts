import type { AlertCheck, AlertOp, RelativePeriod } from '@soe/shared';

/*
 * "Alert me when weekly revenue drops below 50,000": a question that asks to be told about a figure. Read into the
 * figure to watch (asked of the user's systems as a question of its own, "revenue"), the period it is read over
 * ("weekly": the last 7 days), the condition, and how often it is checked.
 */

export interface AlertIntent {
  /** The figure as a question for the systems ("revenue"). */
  figure: string;
  op: AlertOp;
  threshold: number;
  /** The words the condition was said with ("drops below"), for the answer to say them back. */
  verb: string;
  period: RelativePeriod | null;
  check: AlertCheck;
}

const LEAD =
  /^\s*(?:please\s+)?(?:alert|notify|tell|warn|ping)\s+me\s+(?:when|if|once|as soon as)\s+(.+)$|^\s*(?:please\s+)?let\s+me\s+know\s+(?:when|if|once|as soon as)\s+(.+)$/i;

/** Condition words, longest first so "is less than or equal to" is not read as "is less than". */
const CONDITIONS: Array<[RegExp, AlertOp]> = [
  [/\b((?:is|are) (?:less than or equal to|at most|no more than))\s+/i, '<='],
  [/\b((?:is|are) (?:greater than or equal to|at least|no less than))\s+/i, '>='],
  [
    /\b((?:drops?|falls?|go(?:es)?|gets?|dips?|slips?|sinks?|is|are|stays?|comes? in) (?:below|under)|(?:is|are) (?:less|lower) than)\s+/i,
    '<',
  ],
  [
    /\b((?:go(?:es)?|rises?|gets?|climbs?|is|are|jumps?|stays?|comes? in) (?:above|over)|exceeds?|(?:is|are) (?:more|greater|higher) than|tops?|pass(?:es)?|surpass(?:es)?)\s+/i,
    '>',
  ],
  [/\b(reach(?:es)?|hits?|gets? to|cross(?:es)?)\s+/i, '>='],
];

const NUMBER =
  /^[$€£¥]?\s*([-+]?(?:\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+)\s*(k|m|mm|bn|b|thousand|million|billion)?\b\s*(?:[$€£¥]|usd|eur|gbp|dollars|euros|pounds)?\s*[.!?]*\s*$/i;
const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** "50,000", "50k", "1.2m", "$3.5 million": the number, or null. */
export function readAmount(text: string): number | null {
  const m = NUMBER.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]!.replace(/[,\s]/g, ''));
  if (!Number.isFinite(n)) return null;
  const scaled = n * (m[2] ? SCALE[m[2].toLowerCase()]! : 1);
  // Undo float noise from the scale (1.2 * 1e6 = 1199999.9999999998).
  return Number(scaled.toPrecision(12));
}

/** Cadence words and the period each reads the figure over, with how often it is checked. */
const CADENCES: Array<[RegExp, RelativePeriod, AlertCheck]> = [
  [/^(daily|today's|today’s)\s+|\s+(?:per day|a day|today)$/i, 'today', 'hourly'],
  [/^(weekly)\s+|\s+(?:per week|a week|in the last 7 days|over the last 7 days|last 7 days)$/i, 'last_7_days', 'daily'],
  [/\s+this week$/i, 'this_week', 'daily'],
  [
    /^(monthly)\s+|\s+(?:per month|a month|in the last 30 days|over the last 30 days|last 30 days)$/i,
    'last_30_days',
    'daily',
  ],
  [/\s+this month$/i, 'this_month', 'daily'],
  [/^(quarterly)\s+|\s+(?:per quarter|a quarter|in the last 90 days|last 90 days)$/i, 'last_90_days', 'weekly'],
  [/\s+this quarter$/i, 'this_quarter', 'weekly'],
  [/^(yearly|annual)\s+|\s+(?:per year|a year|in the last 12 months|last 12 months)$/i, 'last_12_months', 'weekly'],
  [/\s+this year$/i, 'this_year', 'weekly'],
];

/** Null when the text does not ask for an alert; `{ unreadable: true }` when it does but the condition is unclear. */
export function readAlertIntent(text: string): AlertIntent | { unreadable: true } | null {
  const lead = LEAD.exec(text.replace(/\s+/g, ' '));
  if (!lead) return null;
  const rest = (lead[1] ?? lead[2] ?? '').trim();
  for (const [pattern, op] of CONDITIONS) {
    const m = pattern.exec(rest);
    if (!m || m.index === 0) continue;
    const threshold = readAmount(rest.slice(m.index + m[0].length));
    if (threshold === null) continue;
    let figure = rest
      .slice(0, m.index)
      .trim()
      .replace(/^(?:the|our|my)\s+/i, '');
    let period: RelativePeriod | null = null;
    let check: AlertCheck = 'daily';
    for (const [cadence, p, c] of CADENCES) {
      if (!cadence.test(figure)) continue;
      figure = figure.replace(cadence, ' ').trim();
      period = p;
      check = c;
      break;
    }
    if (!figure) return { unreadable: true };
    return { figure, op, threshold, verb: m[1]!.toLowerCase(), period, check };
  }
  return { unreadable: true };
}
