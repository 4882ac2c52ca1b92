import type { AggregateFn } from '../../connectors/query';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { normalizeText, stem } from '../read/normalize';
import type { FilterRef, Interpretation, MeasureRef } from './interpretation';
import { numberWord } from '../read/keywords';
import { EVENTS as KNOWN_EVENTS } from '../knowledge';

/**
 * Date arithmetic on two dates of one row: how many days lie between them ('average days from shipping to
 * delivery'), whether one came after the other ('delivered late', 'more than 3 days after the promised date'),
 * and whether they fall in the same month or year. Which two dates a phrase means comes from the schema:
 * the words of the row's date columns (ship_date, paid_on, empTermDt) and the business events they stand for.
 */

/** A business event a date column records, with where it falls in a record's life (earlier events first). */
interface Event {
  words: string[];
  rank: number;
  /** start/end of a relationship (hired … left), a target date (promised, due), a birth date (recurs yearly). */
  role: 'start' | 'end' | 'target' | 'event' | 'birth';
}

/** The business events date columns record, from knowledge/events.json (ADR 050). */
const EVENTS: Event[] = KNOWN_EVENTS.events;
const EVENT_OF = new Map<string, Event>();
for (const e of EVENTS) for (const w of e.words) EVENT_OF.set(stem(w), e);

/** Words of a date column that say it is a date, not which event. */
const DATE_WORDS = new Set(['date', 'dat', 'time', 'timestamp', 'ts', 'dt', 'on', 'at', 'day', 'stamp', 'datetime']);

const AGG: Record<string, AggregateFn> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  typical: 'avg',
  typically: 'avg',
  median: 'median',
  maximum: 'max',
  max: 'max',
  longest: 'max',
  minimum: 'min',
  min: 'min',
  shortest: 'min',
  fastest: 'min',
  quickest: 'min',
  total: 'sum',
};

/** Days between two dates of one row, as the measure ('average days from ship date to delivered date'). */
export type DaysMeasure = Extract<MeasureRef, { kind: 'days' }>;

export interface DateReading {
  /** The question without the words read here (unchanged when nothing was read). */
  question: string;
  measure?: DaysMeasure;
  filters: FilterRef[];
  /** Date columns named by an event word of another form ('left' → the termination date). */
  events: Array<{ entity: string; column: string; hintOnly?: boolean }>;
  /** 'late delivery rate': the share of rows where the comparison holds. */
  rate?: boolean;
  /** How many words of the question were read here. */
  read: number;
  /** A date phrase whose two dates could not be told: no figure is given. */
  unclear?: string;
}

interface Named {
  column: CatalogColumn;
  at: number;
  event?: Event;
}

/** Reads the date arithmetic of a question against the catalog; see the module comment. */
export function readDates(
  text: string,
  catalog: Catalog,
  isValue: (words: string) => boolean = () => false,
): DateReading {
  const none: DateReading = { question: text, filters: [], events: [], read: 0 };
  const T = normalizeText(text).split(' ').filter(Boolean);
  // Most questions have no date arithmetic: they are told apart by their words before the schema is looked at.
  if (!TRIGGER.test(T.join(' ')) && !T.some((w) => EVENT_OF.get(stem(w))?.role === 'end')) return none;
  const drop = new Set<number>();
  const out: DateReading = { question: text, filters: [], events: [], read: 0 };
  const dated = catalog.entities.filter((e) => e.timeColumns.length >= 2);
  // The rows the question names ('invoices', 'leave requests') hold the dates, when they have two.
  const named = dated.filter((e) => entityScore(e, T) > 0);
  const entities = named.length ? named : dated;

  // 'in the same month as their birthday': two dates of a row in one month (a birthday's month of any year).
  const same = /\b(?:in |on |during )?the same (month|year|quarter|day|week) as\b/.exec(T.join(' '));
  if (same) {
    const at = tokenIndex(T, same.index);
    const n = same[0].split(' ').length;
    const pair = bestPair(
      entities,
      T,
      drop,
      (c) => c.at < at,
      (c) => c.at >= at + n,
    );
    if (!pair) return { ...none, unclear: `which two dates "${same[0].trim()}" compares` };
    const unit = same[1] as 'month' | 'year' | 'quarter' | 'day' | 'week';
    const birthday = [pair.a, pair.b].some((x) => eventOf(x.column)?.role === 'birth');
    out.filters.push({
      kind: 'columns',
      entity: pair.a.column.entity,
      left: pair.a.column.name,
      op: '=',
      right: pair.b.column.name,
      ...(unit === 'day' && !birthday ? { days: 0 } : { same: { unit, recurring: birthday } }),
    });
    for (let k = at; k < at + n; k++) drop.add(k);
    // 'as they were born', 'as their birthday'.
    for (let k = at + n; k < pair.b.at; k++)
      if (['they', 'he', 'she', 'it', 'were', 'was', 'their', 'his', 'her', 'its', 'the'].includes(T[k])) drop.add(k);
    dropNamed(T, drop, [pair.a, pair.b], catalog);
  }

  // 'delivered more than 3 days after the promised date', 'paid 10 days late'.
  const offset =
    /\b(?:(more than|over|at least|less than|under|fewer than|within|no more than|at most|exactly) )?([a-z0-9.]+) (?:calendar )?days? (after|later than|past|before|earlier than|ahead of|late|early|behind)\b/.exec(
      T.join(' '),
    );
  const offsetDays = offset ? numberWord(offset[2]) : null;
  if (offset && offsetDays !== null) {
    const at = tokenIndex(T, offset.index);
    const n = offset[0].split(' ').length;
    const later = ['after', 'later than', 'past', 'late', 'behind'].includes(offset[3]);
    const implied = ['late', 'early', 'behind'].includes(offset[3]);
    const pair = implied
      ? actualAndTarget(entities, T, drop, at, at + n)
      : bestPair(
          entities,
          T,
          drop,
          (c) => c.at < at,
          (c) => c.at >= at + n,
        );
    if (!pair) return { ...none, unclear: `which two dates "${offset[0]}" compares` };
    const op = OFFSET_OPS[offset[1] ?? 'exactly'];
    const [left, right] = later ? [pair.a, pair.b] : [pair.b, pair.a];
    out.filters.push({
      kind: 'columns',
      entity: pair.a.column.entity,
      left: left.column.name,
      op,
      right: right.column.name,
      days: offsetDays,
    });
    for (let k = at; k < at + n; k++) drop.add(k);
    dropNamed(T, drop, [pair.a, pair.b], catalog);
  }

  // 'arrived late', 'overdue invoices', 'on-time deliveries', 'shipped on the promised date'.
  const late = lateWord(T, drop, isValue);
  if (late) {
    const pair = actualAndTarget(entities, T, drop, late.at, late.at + late.n);
    if (!pair) return { ...none, unclear: `which two dates "${late.words}" compares` };
    out.filters.push({
      kind: 'columns',
      entity: pair.a.column.entity,
      left: pair.a.column.name,
      op: late.op,
      right: pair.b.column.name,
      part: true,
    });
    for (let k = late.at; k < late.at + late.n; k++) drop.add(k);
    const rate = T.findIndex((w, i) => (w === 'rate' || w === 'rates') && i > late.at && i <= late.at + late.n + 2);
    if (rate >= 0) {
      // 'late delivery rate': the word between names the rows the rate is taken over (the deliveries).
      out.rate = true;
      drop.add(rate);
    } else {
      // Only the date word of the phrase itself ('arrived late'), not one that qualifies the rows ('delivered shipments').
      dropNamed(
        T,
        drop,
        [pair.a, pair.b].filter((x) => x.at >= late.at - 1 && x.at <= late.at + late.n),
        catalog,
      );
    }
  }

  // Days between two dates, as the measure.
  if (!out.filters.length) {
    const days = readDuration(entities, T, drop, catalog);
    if (days && 'unclear' in days) return { ...none, unclear: days.unclear };
    if (days) out.measure = days;
  }

  // Event words that name a date column in other words ('employees who left in 2025' → the termination date).
  for (let i = 0; i < T.length; i++) {
    if (drop.has(i)) continue;
    const ev = EVENT_OF.get(stem(T[i]));
    if (!ev || ev.role !== 'end') continue;
    // A word that is some table's own date word ('churned' ~ churned_at) names that date, not another table's.
    const ownDate = dated.some((e) => e.timeColumns.some((x) => direct(T[i], x)));
    const byEvent = entities.filter((e) => e.timeColumns.some((x) => eventOf(x) === ev));
    if (!ownDate && byEvent.length > 1) continue;
    for (const e of entities) {
      const own = e.timeColumns.find((x) => direct(T[i], x));
      // 'accounts churned in 2025': the word of the column itself is read by the reader too (it may be a status).
      if (own) out.events.push({ entity: e.name, column: own.name, hintOnly: true });
      const c = e.timeColumns.find((x) => eventOf(x) === ev);
      if (c && !own && !ownDate) {
        out.events.push({ entity: e.name, column: c.name });
        drop.add(i);
        // 'left the company', 'left us': the words that follow say whom they left.
        const after = T.slice(i + 1, i + 3).join(' ');
        if (/^(?:the company|the firm|the organi[sz]ation|the business|us)\b/.test(after))
          for (let k = i + 1; k <= i + (after.startsWith('us') ? 1 : 2); k++) drop.add(k);
      }
    }
  }

  if (!drop.size) return none;
  out.question = T.filter((_, i) => !drop.has(i)).join(' ');
  out.read = drop.size;
  return out;
}

/** Words without which a question has no date arithmetic (besides the words of ending events). */
const TRIGGER =
  /\b(?:days?|how long|how far|lead times?|late|later|overdue|delayed|past due|behind|on time|in time|on schedule|early|ahead|same (?:month|year|quarter|day|week) as|on (?:the |their |its )?[a-z]+ (?:date|day))\b/;

const OFFSET_OPS: Record<string, '>' | '>=' | '<' | '<=' | '='> = {
  'more than': '>',
  over: '>',
  'at least': '>=',
  'less than': '<',
  under: '<',
  'fewer than': '<',
  within: '<=',
  'no more than': '<=',
  'at most': '<=',
  exactly: '=',
};

/** The token index at a character offset of the joined tokens. */
export function tokenIndex(T: string[], offset: number): number {
  let pos = 0;
  for (let i = 0; i < T.length; i++) {
    if (pos >= offset) return i;
    pos += T[i].length + 1;
  }
  return T.length;
}

function eventOf(c: CatalogColumn): Event | undefined {
  for (const w of c.words) {
    if (DATE_WORDS.has(w)) continue;
    const e = EVENT_OF.get(stem(w));
    if (e) return e;
  }
  return undefined;
}

/** The word is the column's own word ('shipped' ~ ship_date). */
function direct(word: string, c: CatalogColumn): boolean {
  const s = stem(word);
  return !DATE_WORDS.has(word) && !DATE_WORDS.has(s) && c.stems.some((x) => x === s && !DATE_WORDS.has(x));
}

/** Dated columns of an entity a question word names, directly or by the event it records. */
function namedColumns(e: CatalogEntity, T: string[], drop: Set<number>): Named[] {
  const out: Named[] = [];
  for (let i = 0; i < T.length; i++) {
    if (drop.has(i)) continue;
    const ev = EVENT_OF.get(stem(T[i]));
    for (const c of e.timeColumns) {
      const audit = !e.eventTimeColumns.includes(c) && eventOf(c)?.role !== 'birth';
      if (direct(T[i], c) || (!audit && ev && eventOf(c) === ev)) out.push({ column: c, at: i, event: eventOf(c) });
    }
  }
  return out;
}

/** Whether a word is the entity's own name ('requests' of leave_requests): it still names the rows. */
function entityWord(T: string[], i: number, catalog: Catalog, entity: string): boolean {
  return !!catalog.byName.get(entity)?.stems.includes(stem(T[i]));
}

/** Drops the date words read ('ship date', 'delivery'), and the words joining two of them ('from … to …'). */
function dropNamed(T: string[], drop: Set<number>, all: Named[], catalog: Catalog): void {
  // Dates the question implies (at −1) have no words.
  const named = all.filter((n) => n.at >= 0);
  for (const n of named) {
    if (!entityWord(T, n.at, catalog, n.column.entity)) drop.add(n.at);
    for (let k = n.at + 1; DATE_WORDS.has(T[k]) && k < T.length; k++) drop.add(k);
  }
  const at = named.map((n) => n.at).sort((a, b) => a - b);
  for (let i = 1; i < at.length; i++)
    for (let k = at[i - 1] + 1; k < at[i]; k++)
      if (['to', 'and', 'until', 'till', 'through', 'the', 'of', 'date', 'dates'].includes(T[k])) drop.add(k);
}

/** How well the question points at an entity: its own words named. */
function entityScore(e: CatalogEntity, T: string[]): number {
  return T.some((w) => e.stems.includes(stem(w))) ? 0.5 : 0;
}

/** Two different dated columns of one entity: one named where `a` holds, the other where `b` holds. */
function bestPair(
  entities: CatalogEntity[],
  T: string[],
  drop: Set<number>,
  a: (n: Named) => boolean,
  b: (n: Named) => boolean,
): { a: Named; b: Named } | null {
  let best: { a: Named; b: Named; score: number } | null = null;
  let tie = false;
  for (const e of entities) {
    const named = namedColumns(e, T, drop);
    const na = named.filter(a).pop();
    const nb = named.find((x) => b(x) && x.column !== na?.column);
    if (!na || !nb) continue;
    const score = entityScore(e, T);
    if (best && score === best.score) tie = true;
    if (!best || score > best.score) [best, tie] = [{ a: na, b: nb, score }, false];
  }
  return best && !tie ? best : null;
}

/**
 * The actual date and the target date a lateness word compares ('arrived late' → delivered date and promised
 * date): the target is the entity's promised / due / expected date; the actual is the date named next to the
 * word, else the last event the target stands for (a delivery before a shipment, a payment).
 */
function actualAndTarget(
  entities: CatalogEntity[],
  T: string[],
  drop: Set<number>,
  from: number,
  to: number,
): { a: Named; b: Named } | null {
  let best: { a: Named; b: Named; score: number } | null = null;
  let tie = false;
  for (const e of entities) {
    const targets = e.eventTimeColumns.filter((c) => eventOf(c)?.role === 'target');
    if (!targets.length) continue;
    const named = namedColumns(e, T, drop);
    const target = named.find((n) => eventOf(n.column)?.role === 'target') ?? {
      column: targets[0],
      at: -1,
    };
    if (targets.length > 1 && target.at < 0) continue;
    const near = named
      .filter((n) => n.column !== target.column && eventOf(n.column)?.role !== 'target')
      .sort((x, y) => distance(x.at, from, to) - distance(y.at, from, to))[0];
    const events = e.eventTimeColumns
      .filter((c) => c !== target.column && eventOf(c) && eventOf(c)!.role !== 'birth' && eventOf(c)!.role !== 'target')
      .sort((x, y) => eventOf(y)!.rank - eventOf(x)!.rank);
    const actual = near ?? (events[0] ? { column: events[0], at: -1 } : null);
    if (!actual) continue;
    const score = entityScore(e, T) + (near ? 1 : 0) + (target.at >= 0 ? 1 : 0);
    if (best && score === best.score) tie = true;
    if (!best || score > best.score) [best, tie] = [{ a: actual, b: target, score }, false];
  }
  return best && !tie ? best : null;
}

function distance(at: number, from: number, to: number): number {
  return at < from ? from - at : at >= to ? at - to + 1 : 0;
}

/** Words of lateness, each with how the actual date compares with the target. */
const LATENESS: Array<[RegExp, '>' | '<=' | '<' | '=']> = [
  [/\b(?:late|later than (?:promised|expected|planned|scheduled)|overdue|delayed|past due|behind schedule)\b/, '>'],
  [/\b(?:on time|in time|on schedule|by the (?:due|promised|expected|required) date)\b/, '<='],
  [/\b(?:early|ahead of schedule)\b/, '<'],
  [/\bon (?:the |their |its )?(?:promised|due|expected|required|target|scheduled|planned) (?:date|day)\b/, '='],
];

/**
 * Whether normalised text ends in a lateness word ('… late' of 'late delivery rate'): the rate that follows is the
 * share of rows where two dates compare so, which this reader reads, not the share of rows where an event happened.
 */
export function endsInLateness(text: string): boolean {
  return LATENESS.some(([re]) => new RegExp(`${re.source}\\s*$`).test(text));
}

/** 'late', 'overdue', 'on time', 'early', 'on the promised date': the comparison of the actual with the target. */
function lateWord(
  T: string[],
  drop: Set<number>,
  isValue: (words: string) => boolean,
): { at: number; n: number; op: '>' | '<=' | '<' | '='; words: string } | null {
  const text = T.join(' ');
  for (const [re, op] of LATENESS) {
    const m = re.exec(text);
    // A status of that name in the data ('Delayed', 'past_due') is that status, read as a value.
    if (!m || isValue(m[0])) continue;
    const at = tokenIndex(T, m.index);
    const n = m[0].split(' ').length;
    if ([...Array(n).keys()].some((k) => drop.has(at + k))) continue;
    return { at, n, op, words: m[0] };
  }
  return null;
}

const TENURE = /\b(?:stay|stayed|stays|staying|remain|remained|tenure|with us|with the company)\b/;
const AHEAD = /\b(?:in advance|ahead|beforehand|prior|lead times?)\b/;
const TAKES =
  /\b(?:take|takes|took|taking|time|times|turnaround|lead|wait|waited|until|till|before|after|duration|durations)\b/;

/** The length of a row that runs from a start to an end ('lease length', 'how long are subscriptions'). */
const SPAN = /\b(?:length|lengths|duration|durations|span)\b|\bhow long (?:is|are|was|were|does|do|did)\b/;

/** 'average days from shipping to delivery', 'median delivery time in days', 'how long did employees who left stay'. */
function readDuration(
  entities: CatalogEntity[],
  T: string[],
  drop: Set<number>,
  catalog: Catalog,
): DaysMeasure | { unclear: string } | null {
  const text = T.join(' ');
  if (!/\bdays?\b|\bhow long\b|\bhow far (?:in advance|ahead)\b|\blead times?\b/.test(text)) return null;
  // 'How long is the total lesson time taught by …' beside Lessons.lesson_time (hours kept as a figure): how long is
  // that figure, named in full, not days between two dates.
  const said = ` ${text} `;
  if (
    catalog.entities.some((e) =>
      e.columns.some((c) => c.role === 'measure' && c.words.length > 1 && said.includes(` ${c.words.join(' ')} `)),
    )
  )
    return null;
  const explicit = /\bdays? (?:between|from)\b/.test(text);
  const tenure = TENURE.test(text);
  const ahead = AHEAD.test(text);
  const takes = TAKES.test(text);
  const span = SPAN.test(text);
  let best: { m: DaysMeasure; used: Named[]; score: number } | null = null;
  let tie = false;
  for (const e of entities) {
    const named = namedColumns(e, T, drop);
    const columns = [...new Set(named.map((n) => n.column))];
    let pair: [CatalogColumn, CatalogColumn] | null = null;
    const events = e.eventTimeColumns.filter((c) => eventOf(c) && eventOf(c)!.role !== 'birth');
    if (columns.length >= 2) pair = ordered(columns[0], columns[1]);
    else if (tenure) {
      // From the start of the relationship to its end ('how long did customers stay').
      const start = events.filter((c) => eventOf(c)!.role === 'start').sort(byRank)[0];
      const end = events.filter((c) => eventOf(c)!.role === 'end').sort(byRank)[0];
      if (start && end && (!columns.length || columns[0] === start || columns[0] === end)) pair = [start, end];
    } else if (span && !columns.length && entityScore(e, T) > 0) {
      // 'average lease length in days', 'how long is a subscription': a row that runs from a start to an end;
      // of its start dates, the one the term begins on (a lease's start, not the day it was signed).
      const start = events
        .filter((c) => eventOf(c)!.role === 'start')
        .sort(byRank)
        .pop();
      const end = events.filter((c) => eventOf(c)!.role === 'end').sort(byRank)[0];
      if (start && end) pair = [start, end];
    } else if (columns.length === 1 && (ahead || takes)) {
      const c = columns[0];
      const rank = eventOf(c)?.rank;
      // The record's own date, of no known event (an appointment's APPT_DT): what it is booked in advance of.
      const own = e.eventTimeColumns.find((x) => x !== c && !eventOf(x) && x.stems.some((s) => e.stems.includes(s)));
      const made = events.filter((x) => x !== c && eventOf(x)!.rank === 1);
      if (rank === undefined) {
        // 'how far in advance are appointments made': from the day the record was made to its own date.
        if (ahead && made.length === 1) pair = [made[0], c];
      } else if (ahead && rank === 1 && own) pair = [c, own];
      else {
        // 'in advance': from the named event to the next one; 'take to pay': from the one before to the named event.
        const others = events.filter((x) => x !== c && eventOf(x)!.role !== 'target');
        // A duration of the first event ('rental duration') runs to the next one.
        const before = others
          .filter((x) => eventOf(x)!.rank < rank)
          .sort(byRank)
          .pop();
        const after = others.filter((x) => eventOf(x)!.rank > rank).sort(byRank)[0];
        if (ahead && after) pair = [c, after];
        else if (!ahead && before) pair = [before, c];
        else if (!ahead && after) pair = [c, after];
      }
    }
    if (!pair) continue;
    const score = named.length + entityScore(e, T);
    if (best && score === best.score) tie = true;
    if (!best || score > best.score)
      [best, tie] = [
        { m: { kind: 'days', entity: e.name, from: pair[0].name, to: pair[1].name, agg: 'avg' }, used: named, score },
        false,
      ];
  }
  if (!best || tie) return explicit ? { unclear: 'which two dates the days are counted between' } : null;
  // The words of the duration are read here; the rest of the question names groups and filters.
  const agg = T.map((w) => AGG[w]).find(Boolean);
  best.m.agg = agg ?? 'avg';
  for (let i = 0; i < T.length; i++) {
    const w = T[i];
    if (
      AGG[w] ||
      [
        'days',
        'duration',
        'durations',
        'length',
        'lengths',
        'span',
        'day',
        'long',
        'many',
        'number',
        'between',
        'from',
        'take',
        'takes',
        'took',
        'taking',
        'time',
        'times',
      ].includes(w) ||
      ['stay', 'stayed', 'stays', 'staying', 'remain', 'remained', 'tenure', 'advance', 'ahead', 'beforehand'].includes(
        w,
      ) ||
      (w === 'how' && ['many', 'long', 'far'].includes(T[i + 1])) ||
      (w === 'far' && T[i - 1] === 'how') ||
      (w === 'lead' && ['time', 'times'].includes(T[i + 1])) ||
      (w === 'on' && T[i + 1] === 'average') ||
      (w === 'in' && ['days', 'advance'].includes(T[i + 1])) ||
      (w === 'with' &&
        ['us', 'the'].includes(T[i + 1]) &&
        /^(?:us|the company)/.test(T.slice(i + 1, i + 3).join(' '))) ||
      (['us', 'company'].includes(w) && T[i - 1] === 'with') ||
      (w === 'company' && T[i - 2] === 'with')
    )
      drop.add(i);
  }
  dropNamed(T, drop, best.used, { byName: new Map(entities.map((e) => [e.name, e])) } as Catalog);
  return best.m;
}

function byRank(a: CatalogColumn, b: CatalogColumn): number {
  return eventOf(a)!.rank - eventOf(b)!.rank;
}

/** The earlier event first; events of one rank (or of unknown events) in the order the question names them. */
function ordered(a: CatalogColumn, b: CatalogColumn): [CatalogColumn, CatalogColumn] {
  const ra = eventOf(a)?.rank;
  const rb = eventOf(b)?.rank;
  // A date of no known event (an appointment's own date) comes after the record was made (booked, ordered,
  // requested) and before it ended.
  if ((ra === undefined) !== (rb === undefined)) {
    const [known, other] = ra === undefined ? [b, a] : [a, b];
    const ev = eventOf(known)!;
    if (ev.rank <= 1) return [known, other];
    if (ev.role === 'end') return [other, known];
  }
  return ra !== undefined && rb !== undefined && rb < ra ? [b, a] : [a, b];
}

/**
 * Puts a date reading into the interpretation of the rest of the question: the measure, the comparisons, and
 * the dates named by event words (the period's date when there is a period, else 'the event happened').
 */
export function applyDates(it: Interpretation, d: DateReading): void {
  if (d.unclear) {
    it.unclear = `I could not tell ${d.unclear}`;
    return;
  }
  if (d.measure) it.measure = d.measure;
  it.explained = (it.explained ?? 0) + d.read;
  it.filters.push(...d.filters);
  if (d.rate && d.filters[0]) {
    // 'which carrier has the highest late delivery rate': the rows compared are counted, per the subject named.
    it.rate = true;
    const entity = d.filters[0].kind === 'columns' ? d.filters[0].entity : '';
    if (it.measure.kind === 'rows' && it.measure.entity && it.measure.entity !== entity)
      it.dims.unshift({ kind: 'entity', entity: it.measure.entity });
    it.measure = { kind: 'count', entity };
  }
  const dated = it.time || it.dims.some((x) => x.kind === 'time');
  for (const e of d.events) {
    if (dated) it.timeHints.unshift(e.column);
    else if (!e.hintOnly && !d.measure && !it.filters.some((f) => f.kind === 'present' && f.column === e.column))
      it.filters.push({ kind: 'present', entity: e.entity, column: e.column });
  }
}
