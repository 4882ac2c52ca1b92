import type { ValueIndex } from '../values/value-index';

/**
 * Academic and fiscal terms named by season and year ('Fall 2025', 'spring 2026', '2024 summer term') where the data
 * keeps them as codes ('2025FA', 'SP2026', 'Fall 2025', '2024-SU'): the phrase is written as the stored code, so it
 * is read as the value it is, not as a year (the term's dates are not the calendar year's) and never as a fall in
 * numbers. Only a code the data holds is used; a season no column holds is left as written.
 */

const SEASONS: Record<string, string[]> = {
  spring: ['SP', 'SPR', 'SPRING', 'S'],
  summer: ['SU', 'SUM', 'SM', 'SUMMER', 'U'],
  fall: ['FA', 'FL', 'FALL', 'AU', 'F'],
  autumn: ['FA', 'AU', 'AUT', 'AUTUMN', 'FALL', 'F'],
  winter: ['WI', 'WIN', 'WN', 'WINTER', 'W'],
};

const PHRASE =
  /\b(?:(spring|summer|fall|autumn|winter)\s+(?:(?:term|semester|quarter|session)\s+(?:of\s+)?)?((?:19|20)\d{2})|((?:19|20)\d{2})\s+(spring|summer|fall|autumn|winter)(?:\s+(?:term|semester|quarter|session))?)\b/gi;

/** The question with each season-and-year phrase written as the term code the data holds. */
export function readSeasonTerms(question: string, values: ValueIndex | null): string {
  if (!values) return question;
  return question.replace(PHRASE, (phrase, s1?: string, y1?: string, y2?: string, s2?: string) => {
    const season = (s1 ?? s2 ?? '').toLowerCase();
    const year = y1 ?? y2 ?? '';
    const code = storedTerm(season, year, values);
    return code ?? phrase;
  });
}

function storedTerm(season: string, year: string, values: ValueIndex): string | null {
  const yy = year.slice(2);
  const found = new Set<string>();
  for (const abbr of SEASONS[season] ?? []) {
    const forms = [
      `${year}${abbr}`,
      `${abbr}${year}`,
      `${year} ${abbr}`,
      `${abbr} ${year}`,
      `${year}-${abbr}`,
      `${abbr}${yy}`,
    ];
    for (const form of forms)
      for (const hit of values.byText.get(form.toLowerCase()) ?? [])
        // One-letter seasons only in a compact code ('2025F', 'F25'), never a loose word.
        if (abbr.length > 1 || !/\s/.test(form)) found.add(hit.value);
  }
  return found.size === 1 ? [...found][0] : null;
}
