import type { Literal } from '../../connectors/query';
import type { CatalogColumn, CatalogEntity } from '../catalog/types';
import type { SystemReading } from '../soe-local';
import { normalizeText, stem, tokenize } from '../read/normalize';
import { statsKey } from '../values/value-index';

/**
 * The field a write command changes and its new value. A field with a known,
 * repeating set of values (a stage, a status) only takes one of those values:
 * 'Won' becomes 'Closed Won' when that is the one value containing it; two
 * candidates or none is a question back. Other fields take the value as typed,
 * checked against the column's type.
 */

export type FieldValueResult =
  { kind: 'value'; column: CatalogColumn; value: Literal } | { kind: 'question'; text: string };

const TRUE = new Set(['true', 'yes', 'on', '1', 'y']);
const FALSE = new Set(['false', 'no', 'off', '0', 'n']);
const SHOWN = 8;

const quoteList = (values: string[]) =>
  values
    .slice(0, SHOWN)
    .map((v) => `"${v}"`)
    .join(', ') + (values.length > SHOWN ? ', …' : '');

/** The column the words name in this entity (its own words, a synonym, or with the table's name). */
export function findColumn(words: string, entity: CatalogEntity, reading: SystemReading): CatalogColumn | undefined {
  const tokens = tokenize(words);
  if (!tokens.length) return undefined;
  const hits = reading.phrases
    .lookup(tokens)
    .filter((h) => h.target.kind === 'column' && h.target.entity === entity.name);
  if (hits.length) {
    const best = hits.sort((a, b) => b.score - a.score)[0]!;
    return entity.byName.get((best.target as { column: string }).column);
  }
  const stems = tokens.map(stem).join(' ');
  return entity.columns.find((c) => c.stems.join(' ') === stems || normalizeText(c.name) === tokens.join(' '));
}

/** The values a category column holds, when the index knows all of them and they repeat (a stage, not an e-mail). */
export function knownValues(column: CatalogColumn, reading: SystemReading): string[] | null {
  const values = reading.values;
  if (!values || !values.stats.get(statsKey(column.entity, [column.name]))?.complete) return null;
  const found: Array<{ value: string; rows: number }> = [];
  for (const hits of values.byText.values())
    for (const h of hits)
      if (h.entity === column.entity && h.columns.length === 1 && h.columns[0] === column.name) found.push(h);
  if (!found.length || !found.some((f) => f.rows > 1)) return null;
  return found.sort((a, b) => b.rows - a.rows).map((f) => f.value);
}

/** 'won' → the one known value equal to it or containing all its words; several or none → null with the candidates. */
export function matchKnown(value: string, known: string[]): { match: string | null; candidates: string[] } {
  const key = normalizeText(value);
  const exact = known.filter((k) => normalizeText(k) === key);
  if (exact.length === 1) return { match: exact[0]!, candidates: exact };
  const words = key.split(' ').filter(Boolean);
  const containing = known.filter((k) => {
    const kw = normalizeText(k).split(' ');
    return words.length > 0 && words.every((w) => kw.includes(w));
  });
  return { match: containing.length === 1 ? containing[0]! : null, candidates: containing };
}

function numberOf(text: string): number | null {
  const t = text.replace(/[\s,$€£]/g, '');
  const m = /^(-?\d*\.?\d+)([km])?$/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]) * (m[2]?.toLowerCase() === 'k' ? 1_000 : m[2]?.toLowerCase() === 'm' ? 1_000_000 : 1);
  return Number.isFinite(n) ? n : null;
}

function dateOf(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return text.trim();
  const d = new Date(`${text} UTC`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** The new value for a column, as the column takes it. */
export function valueFor(
  column: CatalogColumn,
  raw: string,
  reading: SystemReading,
  entityNoun: string,
): FieldValueResult {
  const field = column.name;
  switch (column.type) {
    case 'boolean': {
      const k = normalizeText(raw);
      if (TRUE.has(k)) return { kind: 'value', column, value: true };
      if (FALSE.has(k)) return { kind: 'value', column, value: false };
      return { kind: 'question', text: `${field} is yes or no; "${raw}" is neither.` };
    }
    case 'integer':
    case 'decimal': {
      const n = numberOf(raw);
      if (n === null || (column.type === 'integer' && !Number.isInteger(n)))
        return {
          kind: 'question',
          text: `${field} takes a ${column.type === 'integer' ? 'whole number' : 'number'}; "${raw}" is not one.`,
        };
      return { kind: 'value', column, value: n };
    }
    case 'date': {
      const d = dateOf(raw);
      return d
        ? { kind: 'value', column, value: d }
        : { kind: 'question', text: `${field} takes a date such as 2025-12-31; "${raw}" is not one.` };
    }
    case 'text': {
      const known = knownValues(column, reading);
      if (!known) return { kind: 'value', column, value: raw };
      const { match, candidates } = matchKnown(raw, known);
      if (match) return { kind: 'value', column, value: match };
      if (candidates.length > 1)
        return {
          kind: 'question',
          text: `"${raw}" could be any of ${quoteList(candidates)} for the ${entityNoun}'s ${field}. Which one?`,
        };
      return {
        kind: 'question',
        text: `The ${entityNoun}'s ${field} has no value like "${raw}"; the values in use are ${quoteList(known)}. Which one do you mean?`,
      };
    }
    default:
      return { kind: 'value', column, value: raw };
  }
}

/**
 * 'mark invoice INV-1002 as paid': the field is the one whose known values
 * hold the value, or a yes/no column named by it ('as discontinued').
 */
export function fieldForValue(
  entity: CatalogEntity,
  raw: string,
  reading: SystemReading,
  entityNoun: string,
): FieldValueResult {
  const key = normalizeText(raw);
  const negated = /^not\s+/.test(key);
  const words = key.replace(/^not\s+/, '');
  const flag = entity.columns.find(
    (c) =>
      c.type === 'boolean' &&
      (c.words.join(' ') === words || c.stems.join(' ') === tokenize(words).map(stem).join(' ')),
  );
  if (flag) return { kind: 'value', column: flag, value: !negated };
  const matches = entity.columns
    .filter((c) => c.type === 'text')
    .map((c) => ({ c, known: knownValues(c, reading) }))
    .filter((x): x is { c: CatalogColumn; known: string[] } => x.known !== null)
    .map((x) => ({ ...x, m: matchKnown(raw, x.known) }))
    .filter((x) => x.m.candidates.length > 0);
  if (matches.length === 1) {
    const only = matches[0]!;
    if (only.m.match) return { kind: 'value', column: only.c, value: only.m.match };
    return {
      kind: 'question',
      text: `"${raw}" could be any of ${quoteList(only.m.candidates)} for the ${entityNoun}'s ${only.c.name}. Which one?`,
    };
  }
  if (matches.length > 1)
    return {
      kind: 'question',
      text: `"${raw}" could set the ${entityNoun}'s ${matches.map((m) => m.c.name).join(' or ')}. Say which field, e.g. "set the ${matches[0]!.c.name} of …".`,
    };
  return {
    kind: 'question',
    text: `I could not tell which field of the ${entityNoun} "${raw}" belongs to. Say it as "set the <field> of … to ${raw}".`,
  };
}
