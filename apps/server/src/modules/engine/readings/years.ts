import type { Catalog, CatalogColumn } from '../catalog/types';
import { OP_WORDS } from '../read/keywords';
import { normalizeText, stem } from '../read/normalize';
import type { FilterRef } from './interpretation';

/**
 * 'built before 1975', 'founded after 2010', 'opened in 1998': a year kept as a whole number (`year_built`,
 * `FoundedYr`) and named by its verb. Read as a date range, the year would be put on some date column of the
 * table (the acquisition date) and answer a different question; it is a comparison with that number.
 */
const YEAR_PHRASE =
  /\b([a-z]+)\s+(in|before|after|since|until|prior to|earlier than|later than)\s+((?:1[0-9]|20)[0-9]{2})\b/g;

const OPS: Record<string, '=' | '<' | '>' | '>=' | '<='> = {
  in: '=',
  before: '<',
  'prior to': '<',
  'earlier than': '<',
  after: '>',
  'later than': '>',
  since: '>=',
  until: '<=',
};

export interface YearReading {
  question: string;
  filters: FilterRef[];
}

/**
 * A year kept as a number ('Open_Year', 'review_yr', 'fiscal_year'): a number column, no date, named as a year, or
 * named by what happened and holding only years ('Founded').
 */
export function keepsYearNumber(c: CatalogColumn): boolean {
  return (
    (c.type === 'integer' || c.type === 'decimal') && c.role !== 'time' && (c.words.includes('year') || !!c.numberYear)
  );
}

/** A column that holds years, whatever its type: never a figure to add up unasked. */
export const holdsYears = (c: CatalogColumn | undefined): boolean =>
  !!c && (c.words.includes('year') || !!c.textYear || !!c.numberYear);

/** Year columns named by the verb before the year: a number column whose other words include the verb. */
function yearColumnsOf(catalog: Catalog, verb: string): CatalogColumn[] {
  const v = stem(verb);
  return catalog.entities.flatMap((e) =>
    e.columns.filter((c) => keepsYearNumber(c) && c.words.some((w) => w !== 'year' && stem(w) === v)),
  );
}

export function readYearColumns(question: string, catalog: Catalog): YearReading {
  let text = normalizeText(question);
  const filters: FilterRef[] = [];
  // The question as asked, with only the bounds said anew: its quotes and case are kept for the readers after.
  let asked = question;
  for (const m of [...text.matchAll(YEAR_PHRASE)]) {
    const columns = yearColumnsOf(catalog, m[1]);
    // Two tables with such a column and nothing to choose between them: left to the other readers.
    const entities = new Set(columns.map((c) => c.entity));
    if (!columns.length || entities.size > 1) continue;
    const column = columns[0];
    // A column named by the verb alone ('Founded'): the comparison is said with the column's own word, as a bound the
    // threshold reading takes where it stands ('founded over 1880 or …' keeps the 'or').
    if (column.numberYear && column.words.length === 1) {
      const bound = `${m[1]} ${OP_WORDS[OPS[m[2]]]} ${m[3]}`;
      text = text.replace(m[0], bound);
      asked = asked.replace(new RegExp(`\\b${m[1]}\\s+${m[2].replace(' ', '\\s+')}\\s+${m[3]}\\b`, 'i'), bound);
      continue;
    }
    filters.push({
      kind: 'threshold',
      op: OPS[m[2]],
      value: Number(m[3]),
      columns: [{ entity: column.entity, column: column.name, score: 1 }],
      onMeasure: false,
    });
    text = text.replace(m[0], ' ');
  }
  return filters.length ? { question: text.replace(/\s+/g, ' ').trim(), filters } : { question: asked, filters };
}
