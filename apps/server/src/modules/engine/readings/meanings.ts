import { pluralOf } from '../read/plural';
import { keepsYearNumber, readYearColumns } from './years';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { canonical } from '../catalog/vocabulary';
import { VOCABULARY } from '../knowledge';
import { singular, stem } from '../read/normalize';
import type { ValueIndex } from '../values/value-index';
import { readCodeWords } from './code-words';
import { readPlaceCodes } from './place-codes';
import type { FilterRef } from './interpretation';

/**
 * Business meanings of words no schema spells out (engine note 10, docs/engine-notes.md): 'headcount', 'payroll', 'current
 * employees', 'staff who left'. They are read as data here, against whatever the schema offers: a table of
 * people, the column of their pay, the date a row stopped being current (a termination, churn or
 * cancellation date). The question is rewritten into the words the ordinary reader understands ('headcount'
 * → 'number of employees'), and what the words add that no column names (only the current rows) comes back
 * as filters. A word whose schema piece is missing is left as it was, so the reader still says it did not map it.
 */

/** Words of a date column that say when a row stopped: the person left, the account churned, the plan was cancelled. */
const END_DATE_WORDS = new Set(
  [
    'term',
    'termination',
    'terminated',
    'end',
    'ended',
    'left',
    'exit',
    'exited',
    'departure',
    'departed',
    'separation',
    'separated',
    'resigned',
    'resignation',
    'churn',
    'churned',
    'cancel',
    'canceled',
    'cancelled',
    'cancellation',
    'closed',
    'deactivated',
    'offboarded',
  ].map(stem),
);

/** Adjectives that keep the rows still current: the end date is not set. */
const CURRENT_WORDS = ['current', 'existing', 'present', 'remaining', 'still employed', 'currently employed'];

/** Words that pick the rows that stopped: the end date is set ('staff who left', 'former employees'). */
const ENDED_PHRASES = [
  /\b(?:who|that|which)\s+(?:have\s+|has\s+|had\s+)?left(?:\s+(?:the\s+)?(?:company|organi[sz]ation|firm|business|us))?\b/,
  /\bleft\s+(?:the\s+)?(?:company|organi[sz]ation|firm|business)\b/,
];

/** Adjectives of the rows that stopped, before the table's noun ('former employees', 'departed staff'). */
const ENDED_ADJECTIVES = /\b(?:former|departed|ex)\s+([a-z]+)/;

/**
 * Measures of a workforce named by one word. `{people}` is the table of people (its words, plural), `{pay}` the
 * column of their pay; both are the current people only, as a headcount or a payroll is 'as of now'.
 */
export const PEOPLE_MEASURES: ReadonlyArray<{ phrases: string[]; reads: string }> = [
  { phrases: ['headcount', 'head count', 'headcounts', 'staff count', 'staffing level'], reads: 'number of {people}' },
  {
    phrases: ['payroll cost', 'payroll costs', 'payroll', 'wage bill', 'salary bill', 'personnel cost', 'staff cost'],
    reads: 'total {pay} of {people}',
  },
];

/** Words of a pay column: canonical forms of the salary group ('salary', 'wage', 'pay', 'compensation'). */
const PAY = canonical('salary');

export interface MeaningsReading {
  question: string;
  filters: FilterRef[];
  /** Date columns the words named (the termination date of 'who left in 2025'): the period is read on them. */
  timeHints: string[];
  /** A verb of money received ('how much tax did we collect'): only the settled rows count, as for revenue. */
  collected: boolean;
}

/** Verbs of money received: the amount of the rows that were paid. */
const COLLECT = /\b(?:collect|collected|collecting|collects)\b/;

/** 'in the 2025 review cycle', 'for the 2024 fiscal period': a year held as a number, not a date range. */
const CYCLE = /\b(?:in|for|during|of)\s+(?:the\s+)?((?:19|20)[0-9]{2})\s+([a-z]+\s+)?(cycle|period|round|season)\b/;

/** Where a shipment or an order goes, when no column names it: its customer's place. */
const DESTINATION = /\b(?:destination|ship to|deliver(?:y|ed) to)\s+(country|city|region|state)\b/;

export function readMeanings(question: string, catalog: Catalog, values: ValueIndex | null): MeaningsReading {
  const isValue = (w: string) => !!values?.byText.has(w);
  // 'units in Texas': a place named in full where the data keeps its code ('TX').
  const places = readPlaceCodes(readCodes(question, catalog, values), catalog, values);
  let text = places.question;
  const filters: FilterRef[] = [...places.filters];
  const timeHints: string[] = [];
  let collected = false;
  if (COLLECT.test(text)) {
    collected = true;
    text = text.replace(COLLECT, ' ').replace(/\bhow much\b/i, 'total');
  }
  const cycle = CYCLE.exec(text.toLowerCase());
  const year = cycle ? yearColumn(catalog, cycle[2]?.trim()) : null;
  if (cycle && year) {
    filters.push({
      kind: 'threshold',
      op: '=',
      value: Number(cycle[1]),
      columns: [{ entity: year.entity, column: year.name, score: 1 }],
      onMeasure: false,
    });
    text = `${text.slice(0, cycle.index)} ${text.slice(cycle.index + cycle[0].length)}`;
  }
  const dest = DESTINATION.exec(text.toLowerCase());
  // The schema is scanned only for a question that has the words: a 10,000-table schema costs nothing otherwise.
  const customer = dest ? entityNamed(catalog, 'customer') : null;
  const named = dest && catalog.entities.some((e) => e.columns.some((c) => c.words.some((w) => /^dest/.test(w))));
  if (dest && customer && !named)
    text = `${text.slice(0, dest.index)}${customer.words.join(' ')} ${dest[1]}${text.slice(dest.index + dest[0].length)}`;
  const asks = PEOPLE_MEASURES.some((m) => m.phrases.some((p) => text.toLowerCase().includes(p)));
  const people = asks || PEOPLE_WORDS.test(text) ? peopleTable(catalog) : null;
  let current: CatalogEntity | null = null;

  // 'headcount', 'payroll': the measure in the reader's words, on the current people.
  if (people) {
    for (const m of PEOPLE_MEASURES) {
      const phrase = m.phrases.find((p) => new RegExp(`\\b${p}\\b`, 'i').test(text));
      if (!phrase) continue;
      const pay = payColumn(people);
      if (m.reads.includes('{pay}') && !pay) continue;
      const reads = m.reads.replace('{people}', pluralWords(people)).replace('{pay}', pay ? pay.words.join(' ') : '');
      // 'the current payroll' says 'current' once more: the measure already means the current people.
      text = text.replace(new RegExp(`\\b(?:(?:${CURRENT_WORDS.join('|')})\\s+)?${phrase}\\b`, 'i'), reads);
      current = people;
      break;
    }
  }

  // 'current employees', 'existing subscriptions': rows whose end date is not set, on the table named next.
  const cur = new RegExp(
    `\\b(${CURRENT_WORDS.join('|')})\\s+(?!(?:year|quarter|month|week|day)s?\\b)([a-z]+)`,
    'i',
  ).exec(text);
  if (cur && !isValue(cur[1].toLowerCase())) {
    const named = entityNamed(catalog, cur[2]) ?? (PERSON_NOUNS.has(cur[2].toLowerCase()) ? people : null);
    if (named && endDate(named)) {
      current = named;
      text = `${text.slice(0, cur.index)}${text.slice(cur.index + cur[1].length + 1)}`;
    }
  }
  if (current) {
    const end = endDate(current);
    // The current rows are the population asked about: a share of the current payroll is a share of theirs.
    if (end) filters.push({ kind: 'present', entity: current.name, column: end.name, negate: true, scope: true });
  }

  // 'employees who left (the company) in 2025', 'former staff': rows whose end date is set, dated by it.
  for (const re of [...ENDED_PHRASES, ENDED_ADJECTIVES]) {
    const m = re.exec(text);
    if (!m || isValue(m[0].trim().toLowerCase())) continue;
    const target =
      re === ENDED_ADJECTIVES
        ? (entityNamed(catalog, m[1]) ?? (PERSON_NOUNS.has(m[1]) ? people : null))
        : (namedEntities(catalog, text).find((e) => endDate(e)) ?? (asksAboutPeople(text) ? people : null));
    const end = target && endDate(target);
    if (!target || !end) continue;
    filters.push({ kind: 'present', entity: target.name, column: end.name });
    timeHints.push(end.name);
    const cut = re === ENDED_ADJECTIVES ? m[0].length - m[1].length : m[0].length;
    text = `${text.slice(0, m.index)} ${text.slice(m.index + cut)}`.replace(/\s+/g, ' ').trim();
    break;
  }
  const years = readYearColumns(text, catalog);
  filters.push(...years.filters);
  return { question: years.question.replace(/\s+/g, ' ').trim(), filters, timeHints, collected };
}

/**
 * Words for the values of coded columns (knowledge/vocabulary.json `codedValues`): a gender stored as 'F'/'M' or
 * 'Female'/'Male' is asked about as 'women' and 'men'.
 */
const CODED_VALUES = VOCABULARY.codedValues;

/** 'women' → the code the data stores for them ('f'), when a gender column holds it and not the word itself. */
export function readCodes(question: string, catalog: Catalog, values: ValueIndex | null): string {
  if (!values) return question;
  let text = question;
  for (const coded of CODED_VALUES) {
    const code = coded.codes.find((c) =>
      (values.byText.get(c) ?? []).some((h) =>
        h.columns.some((name) =>
          catalog.byName
            .get(h.entity)
            ?.byName.get(name)
            ?.words.some((w) => coded.column.includes(w)),
        ),
      ),
    );
    if (!code) continue;
    for (const w of coded.words)
      if (w !== code && !values.byText.has(w)) text = text.replace(new RegExp(`\\b${w}\\b`, 'gi'), code);
  }
  // 'vacation requests' → 'VAC requests': a word that abbreviates a code.
  return readCodeWords(text, catalog, values);
}

/**
 * The number column a cycle's year is held in ('period_year', 'review_yr', 'fiscal_year'): on the table the
 * noun before 'cycle' names when there is one ('review' → performance reviews).
 */
function yearColumn(catalog: Catalog, noun: string | undefined): CatalogColumn | null {
  const years = catalog.entities.flatMap((e) => e.columns.filter(keepsYearNumber));
  const wanted = noun ? canonical(noun) : null;
  const onNamed = years.filter(
    (c) => wanted && catalog.byName.get(c.entity)?.words.some((w) => canonical(w) === wanted),
  );
  const list = onNamed.length ? onNamed : years;
  return list.length === 1 || onNamed.length ? list[0] : null;
}

/** Words of a question about people or the rows that stopped, for which the table of people is looked for. */
const PEOPLE_WORDS =
  /\b(?:current|existing|present|remaining|currently|still|former|departed|ex|left|who|people|persons|staff|employees|workers|personnel)\b/i;

/** Nouns that mean people without naming their table. */
const PERSON_NOUNS = new Set(['people', 'persons', 'staff', 'employees', 'workers', 'personnel', 'headcount']);

function asksAboutPeople(text: string): boolean {
  return /\b(?:who|people|persons|staff|employees|workers|personnel)\b/i.test(text);
}

/**
 * The table of a company's people: a table of persons (named by first and last name) that reads as employees
 * ('staff', 'workers') or has a hire date or a pay column; the one with an end date and pay first.
 */
export function peopleTable(catalog: Catalog): CatalogEntity | null {
  const employee = canonical('employee');
  const score = (e: CatalogEntity) =>
    (e.words.some((w) => canonical(w) === employee) ? 4 : 0) +
    (e.columns.some((c) => c.role === 'time' && c.words.some((w) => canonical(w) === canonical('hire'))) ? 2 : 0) +
    (payColumn(e) ? 2 : 0) +
    (endDate(e) ? 1 : 0);
  const people = catalog.entities
    .filter((e) => !e.isJunction && (e.isPerson || e.words.some((w) => canonical(w) === employee)))
    .filter((e) => score(e) >= 2)
    .sort((a, b) => score(b) - score(a) || (b.rowCount ?? 0) - (a.rowCount ?? 0));
  return people[0] ?? null;
}

/** A numeric column of pay on a table ('base salary amount', 'annual_wage'). */
export function payColumn(e: CatalogEntity): CatalogColumn | null {
  return e.columns.find((c) => c.role === 'measure' && c.words.some((w) => canonical(w) === PAY)) ?? null;
}

/** The date a row of the table stopped being current: a termination, churn, cancellation or end date. */
export function endDate(e: CatalogEntity): CatalogColumn | null {
  const dates = e.columns.filter((c) => c.role === 'time');
  // A plain end date ('end_date', 'ended_at') counts; one of something else ('trial_ends_on') does not.
  const plainEnd = (c: CatalogColumn) =>
    c.words.every((w) => ['end', 'ends', 'ended', 'date', 'on', 'at', 'dt', 'time', 'timestamp'].includes(w));
  return (
    dates.find((c) => c.words.some((w) => END_DATE_WORDS.has(stem(w)) && stem(w) !== stem('end'))) ??
    dates.find(plainEnd) ??
    null
  );
}

function entityNamed(catalog: Catalog, word: string): CatalogEntity | null {
  const s = canonical(word);
  return (
    catalog.entities.find((e) => !e.isJunction && e.words.length && canonical(e.words[e.words.length - 1]) === s) ??
    null
  );
}

/** The tables the question names by their last word ('active employees' → employee). */
function namedEntities(catalog: Catalog, text: string): CatalogEntity[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.map((w) => entityNamed(catalog, w)).filter((e): e is CatalogEntity => !!e);
}

function pluralWords(e: CatalogEntity): string {
  const last = e.words[e.words.length - 1] ?? e.name;
  return [...e.words.slice(0, -1), pluralOf(singular(last))].join(' ');
}
