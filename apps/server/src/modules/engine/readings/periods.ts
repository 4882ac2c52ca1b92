/**
 * The words of a change between two periods ('how did X change from 2022 to 2023', 'by what percentage did X
 * grow in 2025 compared with 2024', 'X vs the previous quarter'): found here, and the two periods rewritten so
 * that the time reader reads two periods, not one range.
 */

// ('How many books fall into each category': falling into, under or within a kind is belonging to it, no change.)
const CHANGE_WORDS =
  // ('grew up in Bath' is where someone comes from, no change.)
  '(?:grew|grow|grown|growing)(?!\\s+up\\b)|growth|change|changed|changes|increase|increased|decrease|decreased|difference|yoy|rise|rose|risen|(?:fall|falls|fell|fallen)(?!\\s+(?:into|under|within)\\b)|drop|dropped|decline|declined';

/** 'growth', 'changed', 'vs' …: the words that make a question a change between periods. */
export const CHANGE_RE = new RegExp(`\\b(${CHANGE_WORDS}|compared|vs|versus)\\b|\\byear over year\\b`);

/**
 * 'percentage change', 'by what percent did … grow', 'grew by how many percent', '… compared with 2024, in percent',
 * '… as a percentage': the change asked in percent (read only where the question is a change).
 */
const PERCENT_CHANGE_RE = new RegExp(
  `\\b(?:percent|percentage)\\s+(?:${CHANGE_WORDS})\\b|\\bby\\s+(?:what|how\\s+much|how\\s+many)\\s+(?:percent|percentage)\\b|\\b(?:${CHANGE_WORDS})\\s+(?:by\\s+)?(?:what|how\\s+much|how\\s+many)\\s+(?:percent|percentage)\\b|\\bin\\s+percent(?:age)?(?:\\s+terms)?\\b|\\bas\\s+(?:a\\s+)?percent(?:age)?\\b`,
);

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:19|20)[0-9]{2}';
/** One period as people name it: a year, a quarter or a month, with or without its year. */
const PERIOD = `(?:(?:q[1-4]|(?:first|second|third|fourth|1st|2nd|3rd|4th) quarter|${MONTH})(?: (?:of |in )?${YEAR})?|${YEAR})`;
const TWO_PERIODS = new RegExp(`\\b(?:from|between) (${PERIOD}) (?:to|and|until|through|vs|versus) (${PERIOD})\\b`);

/** Going back from the period named ('compared with the previous quarter', 'vs the same month last year'). */
export type Back = 'year' | 'quarter' | 'month';

export interface ChangeReading {
  rest: string;
  /** The change is asked in percent. */
  percent: boolean;
  /** The earlier period is this far before the one named. */
  back?: Back;
}

export function isPercentChange(text: string): boolean {
  return PERCENT_CHANGE_RE.test(text);
}

/** The rest of a change question, with its own words removed and its two periods written as two. */
export function readChange(text: string): ChangeReading {
  const percent = isPercentChange(text);
  let rest = text
    .replace(PERCENT_CHANGE_RE, ' ')
    .replace(new RegExp(`\\b(?:${CHANGE_WORDS})\\b(\\s+(?:in|of))?`, 'g'), ' ')
    .replace(/\byear over year\b/g, ' ');
  // 'compared with the previous quarter', 'vs the same month last year': the earlier period follows from the one named.
  let back: Back | undefined;
  const prev =
    /\b(?:(?:compared|comparing)\s+(?:with|to)|vs|versus|against|over|from)\s+(?:the\s+)?(?:(previous|prior|preceding|last)\s+(year|quarter|month)|same\s+(?:period|quarter|month|time)\s+(?:last|a|the\s+previous|the\s+prior)\s+year|(?:a|the)\s+year\s+(?:before|earlier))\b/.exec(
      rest,
    );
  if (prev) {
    back = (prev[2] as Back | undefined) ?? 'year';
    // With no period of its own ('growth vs last year'), the later period is the current one, to date.
    const own = hasPeriod(rest.slice(0, prev.index) + rest.slice(prev.index + prev[0].length));
    const current = own ? ' ' : back === 'year' ? ' in the year to date ' : ` this ${back} `;
    rest = `${rest.slice(0, prev.index)}${current}${rest.slice(prev.index + prev[0].length)}`;
  }
  rest = rest.replace(/\b(?:compared|comparing)\s+(?:with|to)\b|\b(?:vs|versus)\b|\bagainst\b/g, ' and ');
  // 'from 2022 to 2023', 'between q1 and q2 2025': two periods, the first taking the second's year when it has none.
  const two = TWO_PERIODS.exec(rest);
  if (two) {
    const year = new RegExp(`${YEAR}$`).exec(two[2])?.[0];
    const first = year && !new RegExp(YEAR).test(two[1]) && two[1] !== year ? `${two[1]} ${year}` : two[1];
    rest = `${rest.slice(0, two.index)} in ${first} and in ${two[2]} ${rest.slice(two.index + two[0].length)}`;
  }
  return { rest: rest.replace(/\s+/g, ' ').trim(), percent, back };
}

function hasPeriod(text: string): boolean {
  return (
    new RegExp(`\\b${PERIOD}\\b`).test(text) ||
    /\b(?:this|current|last|previous|prior) (?:year|quarter|month|week)\b|\b(?:ytd|year to date)\b/.test(text)
  );
}
