import type { Catalog, CatalogColumn } from '../catalog/types';
import { canonical } from '../catalog/vocabulary';
import { isTimeUnit } from '../read/units';

/**
 * 'Total playing time of all tracks in hours', 'average call time in minutes': how long something lasted, said as a
 * kind of time. 'time' alone names nothing in most schemas and may well be a value inside a name column (a track
 * called "Time"); where the schema keeps a duration (a number in a unit of time, `milliseconds`, `talk_seconds`, or
 * named a duration, `runtime`), the phrase names that column and is read as its words, so the figure is the
 * column's sum or average, converted to the unit asked (read/units).
 */
export function readDurations(question: string, catalog: Catalog, unitAsked: boolean): string {
  const durations = catalog.entities.flatMap((e) => e.columns.filter(isDuration));
  if (!durations.length) return question;
  return question.replace(PHRASE, (phrase, kind: string | undefined, offset: number, whole: string) => {
    const after = whole.slice(offset + phrase.length);
    // 'time from order to delivery' is days between two dates (readings/dates), not a column.
    if (!kind && (!unitAsked || BETWEEN_DATES.test(after))) return phrase;
    const column = durationColumn(durations, catalog, kind?.toLowerCase(), whole);
    return column ? column.words.join(' ') : phrase;
  });
}

/** A kind of time ('playing', 'talk') and 'time', or 'time' alone; 'runtime' and 'duration' are read by synonyms. */
const PHRASE =
  /\b(?:(playing|running|play|run|listening|listen|talk|talking|call|hold|handling|handle|watch|watching|viewing|air|screen|ride|drive|driving|flight|travel|work|working)\s+)?time\b(?!\s+(?:zone|stamp|of\s+day)\b)/gi;
const BETWEEN_DATES = /^\s+(?:to|from|between|until|till|taken|it\s+took|since)\b/i;

/** A number kept in a unit of time, or named a duration, that is not a key. */
function isDuration(c: CatalogColumn): boolean {
  if (c.isKey || c.references || (c.type !== 'integer' && c.type !== 'decimal')) return false;
  return c.words.some((w) => isTimeUnit(w) || canonical(w) === DURATION);
}
const DURATION = canonical('duration');

/**
 * The duration column the phrase means: one whose name holds the kind of time ('talk' in `talk_seconds`), else the
 * one column of a table the question names, else the only one in the schema; null when that leaves a choice.
 */
function durationColumn(
  columns: CatalogColumn[],
  catalog: Catalog,
  kind: string | undefined,
  question: string,
): CatalogColumn | null {
  const stemOfKind = kind ? canonical(kind) : null;
  const ofKind = columns.filter((c) => stemOfKind && c.words.some((w) => canonical(w) === stemOfKind));
  if (ofKind.length === 1) return ofKind[0];
  if (columns.length === 1) return columns[0];
  const words = new Set(
    question
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.map(canonical) ?? [],
  );
  const named = columns.filter((c) => {
    const entity = catalog.byName.get(c.entity);
    return !!entity && entity.words.some((w) => words.has(canonical(w)));
  });
  return named.length === 1 ? named[0] : null;
}
