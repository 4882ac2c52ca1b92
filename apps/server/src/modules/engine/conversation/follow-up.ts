import type { TimeUnit } from '../../connectors/query';
import type { AggregateFn } from '../../connectors/query';
import type { DimRef, FilterRef, Interpretation } from '../readings/interpretation';
import type { FormRef } from '../readings/forms';
import { SUPERLATIVES } from '../catalog/vocabulary';
import { AGG_WORDS, MOST_WORDS, numberWord } from '../read/keywords';
import { weekdayWords } from '../read/weekdays';

/**
 * What an answer ran, kept with the assistant message (messages.query) so that any instance can continue the
 * conversation: the structured query (an Interpretation, which holds no SQL and no schema objects beyond plain
 * data) and the system it ran on.
 */
export interface StoredReading {
  version: 1;
  systemId: number | string;
  systemName: string;
  interpretation: Interpretation;
  /** The question form around the plain reading (a share, a change between periods …), kept by follow-ups. */
  form?: FormRef;
  /** How the user asked to see it ('as a chart'). */
  view?: 'chart' | 'table';
  /**
   * The answer was not stated as fact ("I read this as …": words left unused, or a choice the question did not
   * settle): a follow-up that edits this reading inherits the doubt, and says so.
   */
  unsure?: true;
}

/** Words that only point back at the previous answer or say how to change it; they are not terms of the question. */
export const FOLLOW_UP_WORDS = new Set([
  'and',
  'what',
  'about',
  'how',
  'instead',
  'same',
  'that',
  'those',
  'these',
  'them',
  'it',
  'this',
  'only',
  'just',
  'now',
  'then',
  'also',
  'too',
  'again',
  'but',
  'break',
  'down',
  'split',
  'chart',
  'graph',
  'plot',
  'table',
  'as',
  'well',
  'rather',
  'make',
  'show',
  'me',
  'for',
  'in',
  'with',
  'ok',
  'okay',
  'please',
  'same',
  'one',
  'ones',
  'see',
]);

const CUE_STARTS = [
  ['and'],
  ['what', 'about'],
  ['how', 'about'],
  ['only'],
  ['just'],
  ['now'],
  ['but'],
  ['also'],
  ['same'],
  ['instead'],
  ['excluding'],
  ['except'],
  ['without'],
  ['as', 'a'],
  ['break'],
  ['split'],
  ['then'],
  ['and', 'what', 'about'],
];

export interface FollowUpEdit {
  interpretation: Interpretation;
  view?: 'chart' | 'table';
  /** How the follow-up was read, for the answer's first words: 'for 1998', 'only where …', 'by region instead'. */
  said: string[];
}

/**
 * Reads a partial question as an edit of the previous structured query (SParC/CoSQL-style context): a new
 * period, filter, grouping, limit, aggregate or form replaces or adds to what was asked before. Returns null
 * when the question stands on its own (it names its own measure and does not start like a follow-up) or
 * changes nothing.
 */
export function editPrevious(
  previous: Interpretation,
  next: Interpretation,
  tokens: string[],
  entityWords: (entity: string) => string = (e) => e,
): FollowUpEdit | null {
  // 'which vendor has the most?', 'who had the highest?': nothing of its own to rank by, so the previous
  // figure, ranked over the things it names.
  if (
    next.measure.kind === 'rows' &&
    next.measure.entity &&
    !next.measure.orderBy &&
    next.rank &&
    !next.filters.length &&
    previous.measure.kind !== 'rows'
  ) {
    const base: Interpretation = structuredClone(previous);
    base.dims = [{ kind: 'entity', entity: next.measure.entity }];
    base.rank = next.rank;
    const order = next.rank.dir === 'desc' ? 'highest' : 'lowest';
    return { interpretation: base, said: [`by ${entityWords(next.measure.entity)}, the ${order} first`] };
  }
  const cue = CUE_STARTS.some((p) => p.every((w, k) => tokens[k] === w));
  const standsAlone = !(next.measure.kind === 'rows' && !next.measure.entity);
  if (standsAlone && !cue) return null;
  // After a cue, a bare list of things ('only for enterprise accounts', 'just remote employees') names what
  // the filter applies to, not a new measure: only a count, a sum or a sorted list replaces the measure.
  const ownMeasure = standsAlone && !(next.measure.kind === 'rows' && !next.measure.orderBy);
  // A full question that only happens to start with 'and' ('and how many customers are in Canada?') keeps the
  // previous period and filters only when it names no entity of its own that differs.
  const base: Interpretation = structuredClone(previous);
  const said: string[] = [];
  let changed = false;
  const has = (w: string) => tokens.includes(w);
  const instead = has('instead') || has('rather');
  const adds = (has('break') && has('down')) || has('split') || has('also') || has('too') || (has('as') && has('well'));

  if (ownMeasure) {
    base.measure = next.measure;
    said.push('with the new measure');
    changed = true;
  }

  // The period.
  if (next.time) {
    base.time = next.time;
    said.push(next.time.label.replace(/^in /, 'for '));
    changed = true;
  }

  // Groupings.
  const nextTime = next.dims.filter((d): d is Extract<DimRef, { kind: 'time' }> => d.kind === 'time');
  const nextOther = next.dims.filter((d) => d.kind !== 'time');
  if (nextTime.length || nextOther.length) {
    if (adds) base.dims = [...base.dims, ...next.dims];
    else if (nextOther.length && !nextTime.length) base.dims = [...nextOther];
    else if (nextTime.length && !nextOther.length)
      base.dims = instead ? [...nextTime] : [...base.dims.filter((d) => d.kind !== 'time'), ...nextTime];
    else base.dims = [...next.dims];
    said.push(`by ${next.dims.map((d) => dimWords(d, entityWords)).join(' and ')}${instead ? ' instead' : ''}`);
    // A ranked list regrouped keeps its cut; a single 'which … most' answer becomes a list of groups.
    changed = true;
  }

  // Filters: a value on a column already filtered replaces it ('what about France?'); others add.
  for (const f of next.filters) {
    base.filters = base.filters.filter((old) => !sameTarget(old, f));
    base.filters.push(f);
    said.push(filterWords(f));
    changed = true;
  }

  // The cut: 'just the top 3' (a partial question has no measure, so the reader keeps no rank of its own).
  const cut = next.rank ?? readCut(tokens);
  if (cut) {
    base.rank = { ...cut, singular: cut.n === 1 && cut.singular };
    said.push(`${cut.dir === 'desc' ? 'top' : 'bottom'} ${cut.n}`);
    changed = true;
  }

  // A ranked answer turned round: 'and the lowest?' after 'which property had the highest' ranks the other way.
  const turn = tokens.map((w) => MOST_WORDS[w] ?? (w === 'smallest' ? 'asc' : w === 'largest' ? 'desc' : undefined));
  const dir = turn.find((d): d is 'asc' | 'desc' => !!d);
  // 'and the shortest?' after 'the average visit length': a superlative of what the figure measures (a length, by
  // its column's name) asks for its least or greatest value instead of its average.
  const measured = base.measure.kind === 'column' ? base.measure.columns.map((c) => c.column.toLowerCase()) : [];
  const extreme = tokens
    .map((w) => SUPERLATIVES[w])
    .find((x) => x && measured.some((name) => x.concepts.some((concept) => name.includes(concept))));
  if (!ownMeasure && !cut && extreme && base.measure.kind === 'column') {
    const fn: AggregateFn = extreme.dir === 'asc' ? 'min' : 'max';
    base.measure = { ...base.measure, agg: fn };
    said.push(`the ${AGG_NAME[fn]} instead`);
    changed = true;
  } else if (!ownMeasure && !cut && base.rank && dir) {
    if (dir !== base.rank.dir) {
      base.rank = { ...base.rank, dir };
      said.push(dir === 'desc' ? 'the highest first' : 'the lowest first');
      changed = true;
    }
  } else if (!ownMeasure) {
    // The aggregate: 'and the average?'.
    const fn = tokens.map((w) => AGG_WORDS[w]).find((x): x is AggregateFn => !!x);
    if (fn && (base.measure.kind === 'revenue' || base.measure.kind === 'column')) {
      base.measure = { ...base.measure, agg: fn };
      said.push(`the ${AGG_NAME[fn]} instead`);
      changed = true;
    }
  }

  // How to show it.
  let view: FollowUpEdit['view'];
  if (has('chart') || has('graph') || has('plot')) view = 'chart';
  else if (has('table')) view = 'table';
  if (view) {
    said.push(`as a ${view}`);
    changed = true;
  }
  if (!changed) return null;
  base.unmapped = next.unmapped.filter((w) => !FOLLOW_UP_WORDS.has(w));
  base.timeHints = [...new Set([...base.timeHints, ...next.timeHints])];
  return { interpretation: base, view, said };
}

function readCut(tokens: string[]): Interpretation['rank'] | undefined {
  for (let i = 0; i < tokens.length - 1; i++) {
    const n = numberWord(tokens[i + 1]);
    if (n === null || !Number.isInteger(n) || n < 1) continue;
    if (['top', 'first', 'best', 'highest', 'largest'].includes(tokens[i])) return { dir: 'desc', n, singular: false };
    if (['bottom', 'worst', 'lowest', 'smallest', 'last'].includes(tokens[i]))
      return { dir: 'asc', n, singular: false };
  }
  return undefined;
}

const AGG_NAME: Record<AggregateFn, string> = {
  sum: 'total',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  count: 'count',
  count_distinct: 'distinct count',
  median: 'median',
};

function dimWords(d: DimRef, entityWords: (entity: string) => string): string {
  if (d.kind === 'time') return d.unit as TimeUnit;
  if (d.kind === 'weekday' || d.kind === 'hour') return d.kind;
  if (d.kind === 'entity') return d.via ? d.via.words.join(' ') : entityWords(d.entity);
  return d.columns[0]?.column.replace(/_/g, ' ') ?? 'that';
}

/** A filter in the words of a follow-up ('only Germany', 'only where status is set', 'only on weekends'). */
export function filterWords(f: FilterRef): string {
  switch (f.kind) {
    case 'weekday':
      return `only ${weekdayWords(f.days)}`;
    case 'value':
      return `${f.negate ? 'excluding' : 'only'} ${f.hits[0]?.value ?? f.text}`;
    case 'flag':
      return `only where ${f.column.replace(/_/g, ' ')} is ${f.value ? 'yes' : 'no'}`;
    case 'threshold':
      return `only where ${f.columns[0]?.column.replace(/_/g, ' ') ?? 'the figure'} ${f.op} ${f.value}`;
    case 'contains':
      return `only "${f.text}"`;
    case 'columns':
      return `only where ${f.left.replace(/_/g, ' ')} ${f.op} ${f.right.replace(/_/g, ' ')}`;
    case 'present':
      return `only where ${f.column.replace(/_/g, ' ')} is ${f.negate ? 'not set' : 'set'}`;
    case 'pattern':
      return `only where ${f.column.replace(/_/g, ' ')} ${f.mode === 'starts' ? 'starts with' : f.mode === 'ends' ? 'ends with' : 'contains'} ${f.values.join(' or ')}`;
    case 'age':
      return `only where age is ${f.under === undefined ? `${f.atLeast} or older` : f.atLeast === undefined ? `under ${f.under}` : `${f.atLeast} to ${f.under - 1}`}`;
  }
}

/** Two filters on the same thing: the new one replaces the old. */
function sameTarget(a: FilterRef, b: FilterRef): boolean {
  if (a.kind === 'value' && b.kind === 'value') {
    const cols = (f: Extract<FilterRef, { kind: 'value' }>) =>
      new Set(f.hits.map((h) => `${h.entity}.${h.columns.join('+')}`));
    const ca = cols(a);
    return [...cols(b)].some((c) => ca.has(c));
  }
  if (a.kind === 'flag' && b.kind === 'flag') return a.entity === b.entity && a.column === b.column;
  if (a.kind === 'age' && b.kind === 'age') return a.entity === b.entity && a.column === b.column;
  if (a.kind === 'threshold' && b.kind === 'threshold')
    return a.onMeasure === b.onMeasure && a.columns[0]?.column === b.columns[0]?.column;
  return false;
}
