import type { Condition, Expr, QuerySpec } from '../../connectors/query';
import type { Evidence, Span } from '../candidates/evidence';
import type { Catalog, CatalogColumn } from '../catalog/types';
import { keptCountThing, KIND_WORDS, LIST_ORDERS } from '../catalog/vocabulary';
import { COMPARATORS, NAMING_WORDS, NEGATIONS, ORDER_IN_TIME } from '../read/keywords';
import { BOUNDS } from '../readings/equalities';
import { namesReceiver } from '../read/lemma';
import { stem } from '../read/normalize';
import { singularOf } from '../read/plural';

/*
 * Does the query that ran account for the question? An independent check, after planning: it reads the statement
 * that will run (the QuerySpec), not the reader's own notes, and lists the question's words that statement does not
 * reflect (engine note 14, docs/engine-notes.md: coverage, not guessing). An answer with such a word is never stated
 * as fact: it opens with "I read this as …" and names the words it did not use.
 *
 * What must be reflected:
 * - a run of words that names a table or a column of the schema: that table or column appears in the query, or one
 *   that leads to it (a foreign key to the table); a run that names a value: that value is among the query's literals;
 * - negation ('not', 'never', 'without', 'no'): the query negates something (<>, not, not exists, is null);
 * - 'average' / 'mean': an average is computed (as the figure, or as the figure compared with);
 * - a comparison ('more than', 'below the average', 'at least 3'): the query compares with <, <=, > or >=;
 * - 'or' between conditions: the query has an 'or', or a list of values;
 * - a superlative ('the most', 'highest', 'lowest'): the query orders and keeps the first rows, or takes a max or min;
 * - 'distinct' / 'unique' / 'different': a distinct count or distinct rows;
 * - an order in time ('the first item each customer bought', 'the latest order', 'the earliest hire'): the query
 *   orders and keeps the first rows, takes a max or min, numbers rows in a window, or bounds a date;
 * - a bucket of the calendar ('by day of the week', 'on weekdays', 'by hour of the day'): the query reads the
 *   weekday or the hour.
 * The check is cheap (one walk over the statement) and conservative: it names a word only when the statement has
 * nothing of the kind the word asks for.
 */

/** A flag's 'no' as schemas store it: a condition on it negates ('is not the official language' as IsOfficial = 'F'). */
const FALSE_VALUES = new Set(['false', 'f', 'n', 'no', '0']);

interface Reflected {
  entities: Set<string>;
  /** 'entity.column' of every column the statement reads. */
  columns: Set<string>;
  literals: Set<string>;
  aggregates: Set<string>;
  comparisons: boolean;
  negation: boolean;
  either: boolean;
  ranked: boolean;
  distinct: boolean;
  /** Parts of a date the statement reads: a time bucket's unit ('month', 'hour'), or 'weekday'. */
  dateParts: Set<string>;
  /** 'entity.column' of every column the statement groups by. */
  grouped: Set<string>;
  /** The statement orders by a date and keeps the first rows, takes a date's max or min, or bounds a date. */
  timeOrdered: boolean;
}

/** Whether a column of the schema holds a point in time (a date, a timestamp, ISO text read as dates). */
type IsTime = (entity: string, column: string) => boolean;

function reflectedIn(spec: QuerySpec, isTime: IsTime): Reflected {
  const out: Reflected = {
    entities: new Set(),
    columns: new Set(),
    literals: new Set(),
    aggregates: new Set(),
    comparisons: false,
    negation: false,
    either: false,
    ranked: false,
    distinct: false,
    dateParts: new Set(),
    grouped: new Set(),
    timeOrdered: false,
  };
  const walkSpec = (q: QuerySpec, outer: Map<string, string>) => {
    const aliases = new Map(outer);
    aliases.set(q.from.alias, q.from.entity);
    out.entities.add(q.from.entity);
    if (q.from.query) walkSpec(q.from.query, aliases);
    for (const j of q.joins ?? []) {
      aliases.set(j.alias, j.entity);
      out.entities.add(j.entity);
    }
    const timely = (e: Expr | null | undefined): boolean => {
      if (!e) return false;
      switch (e.kind) {
        case 'column':
          return isTime(aliases.get(e.table) ?? e.table, e.column);
        case 'agg':
        case 'time':
        case 'weekday':
        case 'as_time':
          return timely(e.arg);
        case 'coalesce':
          return e.args.some(timely);
        default:
          return false;
      }
    };
    const expr = (e: Expr | null | undefined): void => {
      if (!e) return;
      switch (e.kind) {
        case 'column':
          out.columns.add(`${aliases.get(e.table) ?? e.table}.${e.column}`);
          return;
        case 'literal':
          if (e.value !== null) out.literals.add(String(e.value).toLowerCase());
          return;
        case 'agg':
          out.aggregates.add(e.fn);
          if (e.fn === 'count_distinct') out.distinct = true;
          if ((e.fn === 'min' || e.fn === 'max') && timely(e.arg)) out.timeOrdered = true;
          return expr(e.arg);
        case 'arith':
          expr(e.left);
          return expr(e.right);
        case 'time':
          out.dateParts.add(e.unit);
          return expr(e.arg);
        case 'weekday':
          out.dateParts.add('weekday');
          return expr(e.arg);
        case 'hour':
          out.dateParts.add('hour');
          return expr(e.arg);
        case 'as_time':
        case 'as_number':
          return expr(e.arg);
        case 'coalesce':
        case 'concat':
          return e.args.forEach(expr);
        case 'case':
          cond(e.when);
          expr(e.then);
          return expr(e.else);
        case 'window':
          out.aggregates.add(e.fn);
          if (e.orderBy?.some((o) => timely(o.expr))) out.timeOrdered = true;
          expr(e.arg);
          e.partitionBy?.forEach(expr);
          e.orderBy?.forEach((o) => expr(o.expr));
          return;
        case 'days_between':
          expr(e.from);
          return expr(e.to);
      }
    };
    const cond = (c: Condition | undefined): void => {
      if (!c) return;
      switch (c.kind) {
        case 'cmp':
          if (
            c.op === '<>' ||
            (c.op === '=' && c.right.kind === 'literal' && FALSE_VALUES.has(String(c.right.value).toLowerCase()))
          )
            out.negation = true;
          else if (c.op !== '=') {
            out.comparisons = true;
            if (timely(c.left) || timely(c.right)) out.timeOrdered = true;
          }
          expr(c.left);
          return expr(c.right);
        case 'in':
          if (c.values.length > 1) out.either = true;
          if (c.values.length === 1 && FALSE_VALUES.has(String(c.values[0]).toLowerCase())) out.negation = true;
          c.values.forEach((v) => v !== null && out.literals.add(String(v).toLowerCase()));
          return expr(c.expr);
        case 'eq_ci':
          if (FALSE_VALUES.has(c.value.toLowerCase())) out.negation = true;
          out.literals.add(c.value.toLowerCase());
          return expr(c.expr);
        case 'contains':
        case 'text':
          out.literals.add(c.value.toLowerCase());
          return expr(c.expr);
        case 'is_null':
          if (!c.negate) out.negation = true;
          return expr(c.expr);
        case 'and':
        case 'or':
          if (c.kind === 'or' && c.conditions.length > 1) out.either = true;
          return c.conditions.forEach(cond);
        case 'not':
          out.negation = true;
          return cond(c.condition);
        case 'exists':
          if (c.negate) out.negation = true;
          return walkSpec(c.query, aliases);
      }
    };
    for (const j of q.joins ?? [])
      for (const on of j.on) {
        expr(on.left);
        expr(on.right);
      }
    q.select.forEach((s) => expr(s.expr));
    cond(q.where);
    q.groupBy?.forEach(expr);
    for (const g of q.groupBy ?? [])
      if (g.kind === 'column') out.grouped.add(`${aliases.get(g.table) ?? g.table}.${g.column}`);
    cond(q.having);
    q.orderBy?.forEach((o) => expr(o.expr));
    if (q.orderBy?.length && q.limit !== undefined) out.ranked = true;
    if (q.limit !== undefined && q.orderBy?.some((o) => timely(o.expr))) out.timeOrdered = true;
    if (q.distinct) out.distinct = true;
  };
  walkSpec(spec, new Map());
  if (out.aggregates.has('max') || out.aggregates.has('min') || out.aggregates.has('rank')) out.ranked = true;
  if (out.aggregates.has('row_number') || out.aggregates.has('dense_rank')) out.ranked = true;
  return out;
}

/**
 * A span naming the schema or a value is reflected when any of the things it may name is. A table is also reflected
 * when the rows the statement reads each belong to one of its rows (a foreign key to it), unless the question groups
 * or ranks by it ('each insurer', 'the breed with the most dogs'), which the statement would then have to do:
 * 'how many tracks were sold' sums the invoice lines of tracks, 'what insurers paid' the claims insurers paid.
 */
function spanReflected(span: Span, r: Reflected, catalog: Catalog, groupsBy: boolean): boolean {
  if (span.values.some((v) => r.literals.has(v.value.toLowerCase()))) return true;
  // 'how many musicals has each nominee been nominated for': the deed of the column grouped by, not a value.
  if (span.n === 1 && deedOfGroupedColumn(span.text, r, catalog)) return true;
  // 'number of hires', 'total': the words of a count or a sum, when the statement counts or sums.
  // ('Count the number of cities in Colorado': a count of different values is a count too.)
  if (span.n === 1 && COUNT_WORDS.has(span.text) && ['count', 'count_distinct', 'sum'].some((a) => r.aggregates.has(a)))
    return true;
  if (span.n === 1 && LABEL_WORDS.has(span.text)) return true;
  for (const hit of span.schema) {
    const t = hit.target;
    if (t.kind === 'column' && r.columns.has(`${t.entity}.${t.column}`)) return true;
    // 'the number of rooms' counted as classrooms keyed by building and room number: counting the rows counts what
    // a part of their key names.
    const key = t.kind === 'column' ? (catalog.byName.get(t.entity)?.primaryKey ?? []) : [];
    if (
      t.kind === 'column' &&
      r.aggregates.has('count') &&
      r.entities.has(t.entity) &&
      key.length > 1 &&
      key.includes(t.column)
    )
      return true;
    // 'the number of hosts' beside party.Number_of_hosts, answered by counting the hosts themselves.
    if (t.kind === 'column' && r.aggregates.has('count') && countsThingOf(t.entity, t.column, r, catalog)) return true;
    if (t.kind === 'entity' && (r.entities.has(t.entity) || leadsTo(t.entity, r, catalog))) return true;
    if (t.kind === 'entity' && !groupsBy && catalog.edges.some((e) => e.to === t.entity && r.entities.has(e.from)))
      return true;
    if (
      t.kind === 'edge' &&
      (r.entities.has(t.edge.to) || t.edge.fromFields.some((f) => r.columns.has(`${t.edge.from}.${f}`)))
    )
      return true;
  }
  return false;
}

/** Whether a participle names what the rows of a grouped column are ('nominated' of Nominee). */
function deedOfGroupedColumn(word: string, r: Reflected, catalog: Catalog): boolean {
  return [...r.grouped].some((key) => namesReceiver(columnAt(key, catalog)?.words ?? [], word));
}

/** The schema column of a key the walk records ('entity.column', Reflected `columns` and `grouped`). */
function columnAt(key: string, catalog: Catalog): CatalogColumn | undefined {
  const dot = key.lastIndexOf('.');
  return catalog.byName.get(key.slice(0, dot))?.byName.get(key.slice(dot + 1));
}

/** Whether a column keeps a count of a thing ('Number_of_hosts') whose own table the statement reads. */
function countsThingOf(entity: string, column: string, r: Reflected, catalog: Catalog): boolean {
  const thing = keptCountThing(catalog.byName.get(entity)?.byName.get(column)?.words ?? []);
  return !!thing && [...r.entities].some((e) => e !== entity && catalog.byName.get(e)?.stems.join(' ') === thing);
}

/**
 * 'the codes of document types': a key word said before 'of' and a column named by its other words, whose key word it
 * is (document_type_code), when the statement reads that column.
 */
function keyWordOf(span: Span, spans: Span[], words: string[], r: Reflected, catalog: Catalog): boolean {
  const after = words[span.i + 1] === 'of' ? spans.find((s) => s.i === span.i + 2) : undefined;
  const key = stem(words[span.i]);
  return !!after?.schema.some((h) => {
    if (h.target.kind !== 'column' || !r.columns.has(`${h.target.entity}.${h.target.column}`)) return false;
    const said = catalog.byName.get(h.target.entity)?.byName.get(h.target.column)?.keyWord;
    return !!said && stem(said) === key;
  });
}

/** A table the statement reaches by one of its foreign keys without joining it ('customers' counted by customer_id). */
function leadsTo(entity: string, r: Reflected, catalog: Catalog): boolean {
  return catalog.edges.some(
    (e) =>
      (e.to === entity && e.fromFields.some((f) => r.columns.has(`${e.from}.${f}`))) ||
      (e.from === entity && r.entities.has(e.to) && e.fromFields.some((f) => r.columns.has(`${e.from}.${f}`))),
  );
}

const AVERAGE = new Set(['average', 'avg', 'mean']);
const SUPERLATIVES = new Set([
  'most',
  'highest',
  'largest',
  'biggest',
  'greatest',
  'maximum',
  'lowest',
  'least',
  'fewest',
  'smallest',
  'minimum',
]);
const DISTINCT = new Set(['distinct', 'unique', 'different']);
/**
 * Words that ask for a place in time's order ('the first item each customer bought', 'the latest order'): the
 * statement must order by a date and keep the first rows, take a date's max or min, number rows by a date, or
 * bound a date. ('oldest' and 'newest' may rank by an age or a year as well: they are superlatives.)
 */
const SINGLE_COMPARATORS = new Set(COMPARATORS.filter(([words]) => words.length === 1).map(([words]) => words[0]));
const NEGATING = new Set([...NEGATIONS, 'no', 'none', 'nobody', 'neither', 'nor']);
/** Words of a count or a sum that a schema name may also hold ('number' in num_employees). */
const COUNT_WORDS = new Set(['number', 'count', 'total', 'no', 'amount']);
/** The name of whatever is listed: shown with every row, whichever column holds it. */
const LABEL_WORDS = new Set(['name', 'names']);
const GROUPING = new Set(['each', 'per', 'by', 'every']);

/** The question groups or ranks by what the span names: 'each insurer', 'by breed', 'the breed with the most dogs'. */
function groupsBy(words: string[], span: Span): boolean {
  if (GROUPING.has(words[span.i - 1] ?? '')) return true;
  const after = words.slice(span.i + span.n, span.i + span.n + 4);
  // ('used the services the most': how often they were used, said right after them, ranks who used them.)
  if (SUPERLATIVES.has(after[0] === 'the' ? after[1] : after[0])) return false;
  return after.some((w) => SUPERLATIVES.has(w));
}

/**
 * The question's words the statement does not reflect, as typed. `evidence` is the question read on this schema
 * (its spans), `spec` the statement that runs.
 */
export function unreflectedWords(evidence: Evidence, spec: QuerySpec, catalog: Catalog): string[] {
  const r = reflectedIn(
    spec,
    // A year kept as a number ('Open_Year') orders in time as a date does: 'the latest open year'.
    (entity, column) =>
      catalog.byName
        .get(entity)
        ?.columns.some((c) => c.name === column && (c.role === 'time' || c.words.includes('year') || !!c.textYear)) ??
      false,
  );
  const tokens = evidence.tokens;
  const words = tokens.map((t) => t.text);
  const missed = new Set<number>();
  const inSpan = new Set<number>();
  for (const span of evidence.spans) {
    for (let k = span.i; k < span.i + span.n; k++) inSpan.add(k);
    // A word that is only part of column names ('record' of Record_Company) says little on its own; it is held against
    // the answer only when the statement reads none of those columns' tables ('the names of all cities' answered with
    // forms), or when it is the last word, the head, of one of them ('the record formats of orchestras' answered
    // without Major_Record_Format).
    if (
      span.values.length === 0 &&
      span.schema.every((h) => h.partial) &&
      span.schema.some((h) => h.target.kind !== 'column' || r.entities.has(h.target.entity)) &&
      !headOfColumnHit(span, catalog)
    )
      continue;
    // 'the different types of sports': a kind word before 'of' and a table the statement reads asks for the kinds
    // of those things, whatever other table's column the word names alone.
    if (
      span.n === 1 &&
      KIND_WORDS.has(words[span.i]) &&
      words[span.i + 1] === 'of' &&
      evidence.spans.some(
        (s) =>
          s.i === span.i + 2 && s.schema.some((h) => h.target.kind === 'entity' && r.entities.has(h.target.entity)),
      )
    )
      continue;
    // 'in alphabetical order', 'in descending order': the order of a list, not a table of orders.
    if (span.n === 1 && words[span.i] === 'order' && LIST_ORDERS.has(words[span.i - 1])) continue;
    // 'the student named "Eric Tai"': the word before a value says it is a name, whatever column it may name.
    if (
      span.n === 1 &&
      NAMING_WORDS.has(words[span.i]) &&
      evidence.spans.some((s) => s.i === span.i + 1 && s.values.length)
    )
      continue;
    if (span.n === 1 && keyWordOf(span, evidence.spans, words, r, catalog)) continue;
    if (span.n === 1 && yearsOfAge(words, span.i) && readsAge(r, catalog)) continue;
    if (!spanReflected(span, r, catalog, groupsBy(words, span))) missed.add(span.i + span.n - 1);
  }
  // 'the names of all the poker players' shown by their ids (the names are in another table): names asked for,
  // none shown. Checked whether or not 'names' names a column: a column of a table one key away counts as reached.
  for (let k = 0; k < tokens.length; k++) if (asksForNames(words, k) && !showsText(spec, catalog)) missed.add(k);
  for (let k = 0; k < tokens.length; k++) {
    if (inSpan.has(k)) continue;
    // A bucket of the calendar may be read as a period's words; the statement must still read that part.
    const part = calendarPart(words, k);
    if (part && !r.dateParts.has(part)) missed.add(k);
    if (part) continue;
    // A period's words are the time reading's ('last year', 'the first quarter', 'over the last 30 days'). An order
    // in time that names no period ('the first item', 'the latest order') is checked even when read as time.
    if ((tokens[k].time && !ORDER_IN_TIME.has(words[k])) || periodAt(words, k)) continue;
    if (
      !operationReflected(words, k, r, evidence.spans) &&
      !(DISTINCT.has(words[k]) && distinctRowsAfter(k, evidence.spans, r, catalog))
    )
      missed.add(k);
  }
  return [...missed].sort((a, b) => a - b).map((k) => tokens[k].typed ?? tokens[k].text);
}

/**
 * '20 years old', '30 years of age': the years of an age, said after its number, whatever column 'year' names
 * (a musical's Year beside an actor's age).
 */
function yearsOfAge(words: string[], k: number): boolean {
  return (
    /^(?:years?|yrs?)$/.test(words[k]) &&
    /^[0-9]+$/.test(words[k - 1] ?? '') &&
    (words[k + 1] === 'old' || (words[k + 1] === 'of' && words[k + 2] === 'age'))
  );
}

/** Whether the statement reads a column named as an age. */
function readsAge(r: Reflected, catalog: Catalog): boolean {
  return [...r.columns].some((key) => !!columnAt(key, catalog)?.words.includes('age'));
}

/**
 * 'How many distinct allergies', 'the different food allergies': a distinct word before a keyed table the statement
 * reads (values said between them aside) asks for its rows, which are distinct already; one before a column the
 * statement groups by, for its groups.
 */
function distinctRowsAfter(k: number, spans: Span[], r: Reflected, catalog: Catalog): boolean {
  let at = k + 1;
  for (;;) {
    const span = spans.find((s) => s.i === at);
    if (!span) return false;
    const table = span.schema.find((h) => h.target.kind === 'entity' && !h.partial)?.target;
    // ('How many distinct students are enrolled in courses': the students counted by the key their enrolments keep,
    // grouped by it, each once.)
    if (table?.kind === 'entity')
      return (
        (r.entities.has(table.entity) && !!catalog.byName.get(table.entity)?.primaryKey.length) ||
        catalog.edges.some((e) => e.to === table.entity && e.fromFields.every((f) => r.grouped.has(`${e.from}.${f}`)))
      );
    // 'different publishers with the number of publications': the groups of a column are its different values.
    const column = span.schema.find((h) => h.target.kind === 'column' && !h.partial)?.target;
    // 'the distinct names of mountains climbed by …': the names of the keyed rows listed, each row once.
    const namesListed = span.schema.some(
      ({ target: t, partial }) =>
        !partial &&
        t.kind === 'column' &&
        r.columns.has(`${t.entity}.${t.column}`) &&
        !!catalog.byName.get(t.entity)?.primaryKey.length &&
        !!catalog.byName.get(t.entity)?.label?.columns.includes(t.column),
    );
    if (column?.kind === 'column') return r.grouped.has(`${column.entity}.${column.column}`) || namesListed;
    if (!span.values.length) return false;
    at = span.i + span.n;
  }
}

/** 'the names of', 'their names': the question asks to see names ('with name X' is a condition). */
function asksForNames(words: string[], k: number): boolean {
  if (words[k] !== 'name' && words[k] !== 'names') return false;
  return words[k + 1] === 'of' || words[k - 1] === 'their';
}

/** Whether the statement shows a text column that is no key (a name, a title), in what it selects or groups by. */
function showsText(spec: QuerySpec, catalog: Catalog): boolean {
  const aliases = new Map<string, string>([[spec.from.alias, spec.from.entity]]);
  for (const j of spec.joins ?? []) aliases.set(j.alias, j.entity);
  const text = (e: Expr | null | undefined): boolean => {
    if (!e) return false;
    switch (e.kind) {
      case 'column': {
        const entity = catalog.byName.get(aliases.get(e.table) ?? e.table);
        const c = entity?.byName.get(e.column);
        // A column the catalog does not describe (a derived table's) is not held against the answer. Numbers kept as
        // text (a quantity in a varchar) are figures, no names. A text key that is its table's name ('Ramen' of
        // dishes keyed by the dish) is a name.
        const named = !!c && c.type === 'text' && !!entity?.label?.columns.includes(c.name);
        return c ? named || (c.type === 'text' && c.role !== 'id' && c.role !== 'measure') : true;
      }
      case 'concat':
      case 'coalesce':
        return e.args.some(text);
      case 'agg':
        return text(e.arg);
      case 'case':
        return text(e.then) || text(e.else);
      default:
        return false;
    }
  };
  if (spec.select.some((x) => text(x.expr)) || (spec.groupBy ?? []).some(text)) return true;
  return !!spec.from.query && showsText(spec.from.query, catalog);
}

/** Whether the statement does what the function word at k asks for (true for words that ask for nothing). */
function operationReflected(words: string[], k: number, r: Reflected, spans: Span[]): boolean {
  const w = words[k];
  const next = words[k + 1];
  // 'all the donors except those whose donation is less than 9': a comparison excepted is the opposite comparison.
  if (w === 'except' && r.comparisons && words.slice(k + 1, k + 8).some((_, j) => comparisonAt(words, k + 1 + j)))
    return true;
  if (NEGATING.has(w)) return r.negation || (w === 'no' && (next === 'more' || next === 'less'));
  if (AVERAGE.has(w)) return r.aggregates.has('avg');
  // '5 or more', 'aged 25 or older': the bound after a number, read as a comparison.
  if (w === 'or')
    return (
      r.either ||
      ['more', 'less', 'not'].includes(next) ||
      (r.comparisons && !!BOUNDS[next]) ||
      // 'do not have a cat or dog allergy': two values negated, neither of them.
      (r.negation && words.slice(0, k).some((x) => NEGATING.has(x))) ||
      words[k - 1] === 'whether'
    );
  if (w === 'and') return !(r.either && bothEither(spans, k, r));
  if (SUPERLATIVES.has(w) || w === 'oldest' || w === 'newest')
    return words[k - 1] === 'at' || r.ranked || r.comparisons;
  if (DISTINCT.has(w)) return r.distinct;
  if (ORDER_IN_TIME.has(w)) return r.timeOrdered;
  return r.comparisons || !comparisonAt(words, k);
}

const PERIOD_UNITS = new Set([
  'year',
  'years',
  'quarter',
  'quarters',
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
]);

/** Word k starts a period: 'last year', 'the first quarter', 'previous 3 months'. */
function periodAt(words: string[], k: number): boolean {
  if (!ORDER_IN_TIME.has(words[k])) return false;
  const next = words[k + 1] ?? '';
  return PERIOD_UNITS.has(next) || (/^\d+$/.test(next) && PERIOD_UNITS.has(words[k + 2] ?? ''));
}

/**
 * The part of a date that word k asks to group or filter by: 'weekday' for 'day of the week' (at 'week') and
 * 'weekday(s)', 'hour' for 'hour of the day' and 'hourly'; null for any other word.
 */
function calendarPart(words: string[], k: number): 'weekday' | 'hour' | null {
  const w = words[k];
  if (w === 'weekday' || w === 'weekdays') return 'weekday';
  if (w === 'week' && words[k - 1] === 'the' && words[k - 2] === 'of' && words[k - 3] === 'day') return 'weekday';
  if (w === 'hourly') return 'hour';
  if (w === 'hour' && words[k + 1] === 'of' && words[k + 2] === 'the' && words[k + 3] === 'day') return 'hour';
  return null;
}

/**
 * 'English and Dutch' read as either of them: two values joined by 'and' that the statement matches with 'or' (or
 * as a list). Often meant so ('sales in France and Germany'), but not always ('countries that use English and
 * Dutch'): the answer says how it read the 'and'.
 */
function bothEither(spans: Span[], k: number, r: Reflected): boolean {
  const before = spans.find((s) => s.i + s.n === k);
  const after = spans.find((s) => s.i === k + 1);
  const held = (s: Span | undefined) => !!s && s.values.some((v) => r.literals.has(v.value.toLowerCase()));
  // 'the number of male and female professors': the values' column is grouped by, each value a group of its own.
  const grouped = (s: Span | undefined) =>
    !!s && s.values.some((v) => v.columns.some((c) => r.grouped.has(`${v.entity}.${c}`)));
  return held(before) && held(after) && !(grouped(before) && grouped(after));
}

/**
 * A comparison with a figure starts at word k: 'more than', 'at least', or 'above' / 'below' / 'over' / 'under' /
 * 'exceeding' followed by a number or by 'the average'. A period ('before 2020', 'over the last year') is the time
 * reading's, not this.
 */
function comparisonAt(words: string[], k: number): boolean {
  const w = words[k];
  const next = words[k + 1];
  if (next === 'than' && ['more', 'less', 'fewer', 'greater', 'higher', 'lower', 'larger', 'smaller'].includes(w))
    return true;
  if (w === 'at' && (next === 'least' || next === 'most')) return /^\d/.test(words[k + 2] ?? '');
  if (SINGLE_COMPARATORS.has(w) && w !== 'after' && w !== 'before' && w !== 'exactly' && w !== 'equals') {
    if (/^[\d$€£]/.test(next ?? '')) return true;
    if (next === 'the' && AVERAGE.has(words[k + 2] ?? '')) return true;
    // 'whose rating is below the rating of all songs in English': compared with a figure of other rows.
    if ((w === 'below' || w === 'above') && next === 'the' && words[k + 3] === 'of') return true;
    if (next && AVERAGE.has(next)) return true;
  }
  return false;
}

/** Whether a one-word span is the last word of a column it names in part ('formats' of Major_Record_Format). */
function headOfColumnHit(span: Span, catalog: Catalog): boolean {
  if (span.n !== 1) return false;
  const said = stem(singularOf(span.text));
  return span.schema.some((h) => {
    if (h.target.kind !== 'column') return false;
    const c = catalog.byName.get(h.target.entity)?.byName.get(h.target.column);
    return !!c && c.stems.at(-1) === said;
  });
}
