import { MOST_WORDS } from '../read/keywords';
import { pluralPhrase } from '../read/plural';
import type { ColumnRef, Condition, Expr, Join, QuerySpec } from '../../connectors/query';
import { mapColumns, mapConditionColumns } from '../../connectors/query-walk';
import { col, lit } from '../../connectors/query';
import { findPath, linkedEnd, otherReference } from '../catalog/join-graph';
import type { Catalog, JoinEdge } from '../catalog/types';
import { eventRoots, sameEvent } from '../read/lemma';
import { singular } from '../read/normalize';
import { displayNumber } from '../answer/format';
import { MONEY_TAKEN, OCCURRING_VERBS, RATE_LIKE_WORDS } from '../catalog/vocabulary';
import type { FormRef } from '../readings/forms';
import { topCount } from '../readings/forms';
import { namesTotal } from '../readings/totals';
import type { DimRef, Interpretation } from '../readings/interpretation';
import type { TimeRange } from '../read/time';
import { dateShare } from './date-share';
import { planQuery } from './plan-query';
import { wholeOfShare } from './shares';
import type { Plan, PlannedColumn } from './plan-types';

export interface FormContext {
  catalog: Catalog;
  /** Reads a phrase of the question with the ordinary reader, on the same system. */
  read(text: string): Interpretation;
  /** Every period the question named. */
  ranges: TimeRange[];
  /** The question's words without the form's own (what the base reading was read from). */
  rest: string;
  /** Names an entity for a person: 'customer', 'order line'. */
  entityWords(entity: string, plural?: boolean): string;
}

type Built = Plan | { error: string };
const isError = (p: Built): p is { error: string } => 'error' in p;

/**
 * Builds the query of a question form (engine note 13, docs/engine-notes.md) around the plain reading of the rest of the question:
 * an anti-join, a share of the whole, a change between two periods, a top N within each group, an average of
 * per-entity totals. Each is one statement pushed down to the source.
 */
export function planForm(form: FormRef, base: Interpretation, ctx: FormContext): Built {
  switch (form.kind) {
    case 'absence':
      return absence(form.clause, base, ctx, form.present, form.copular);
    case 'share':
      return share(base, ctx, form.perGroup, form.event, form.absent);
    case 'growth':
      return growth(countedRows(base), ctx, form);
    case 'topPerGroup':
      return topPerGroup(form.group, base, ctx, form.popular);
    case 'firstPerGroup':
      return firstPerGroup(form, base, ctx);
    case 'relative':
      return relativeTo(form, base, ctx);
    case 'averagePer':
      return averagePer(form.per, base, ctx);
    case 'ratio':
      return ratio(form.a, form.b, base, ctx);
  }
}

// ——— ratio of two parts ———

/**
 * 'ratio of returned to delivered shipments': the question is read whole, then the filters that came from each
 * side are told apart; the two sides are the measure under each side's filters, over the rows both share.
 */
function ratio(aText: string, bText: string, base: Interpretation, ctx: FormContext): Built {
  const counted = populationCounted(countedRows(base), ctx);
  const words = (t: string) => new Set(t.split(' '));
  const inA = words(aText);
  const inB = words(bText);
  const side = (f: Interpretation['filters'][number]): 'a' | 'b' | null => {
    const text = f.kind === 'value' || f.kind === 'contains' ? f.text : null;
    if (!text) return null;
    const ws = text.toLowerCase().split(/\s+/);
    if (ws.every((w) => inA.has(w)) && !ws.every((w) => inB.has(w))) return 'a';
    if (ws.every((w) => inB.has(w)) && !ws.every((w) => inA.has(w))) return 'b';
    return null;
  };
  // The reader merges two values of one column into either-of; the sides need them apart again.
  const filters = counted.filters.flatMap((f) =>
    f.kind === 'value' && new Set(f.hits.map((h) => h.value.toLowerCase())).size > 1
      ? f.hits.map((h) => ({ ...f, text: h.value, hits: [h] }))
      : [f],
  );
  const aFilters = filters.filter((f) => side(f) === 'a');
  const bFilters = filters.filter((f) => side(f) === 'b');
  if (!aFilters.length || !bFilters.length)
    return { error: `I could not tell what "${aText}" and "${bText}" each pick out` };
  const common = filters.filter((f) => side(f) === null);
  const planA = planQuery({ ...counted, filters: [...common, ...aFilters] }, ctx.catalog);
  const planB = planQuery({ ...counted, filters: [...common, ...bFilters] }, ctx.catalog);
  const planAll = planQuery({ ...counted, filters: common }, ctx.catalog);
  if (isError(planA) || isError(planB) || isError(planAll))
    return { error: 'I could not compute both sides of the ratio' };
  const same = (p: Plan) => JSON.stringify(p.spec.from) === JSON.stringify(planAll.spec.from);
  if (!same(planA) || !same(planB) || !planAll.measureExpr || planAll.shape === 'rows')
    return { error: 'I could not compute both sides of the ratio from one table' };
  const key = (c: Condition) => JSON.stringify(c);
  const shared = new Set(planAll.filterConditions.map(key));
  const own = (p: Plan) => p.filterConditions.filter((c) => !shared.has(key(c)));
  const condA = own(planA);
  const condB = own(planB);
  if (!condA.length || !condB.length) return { error: 'I could not compute both sides of the ratio' };
  const measure = planAll.columns.find((c) => c.role === 'measure')!;
  const partA = conditional(planAll.measureExpr, and(condA));
  const partB = conditional(planAll.measureExpr, and(condB));
  // Joins the sides' filters need that the common reading does not have.
  const joins = [...(planAll.spec.joins ?? [])];
  for (const j of [...(planA.spec.joins ?? []), ...(planB.spec.joins ?? [])])
    if (!joins.some((x) => x.alias === j.alias)) joins.push({ ...j, type: 'left' });
  const textA = planA.filterText.filter((t) => !planAll.filterText.includes(t)).join(' and ');
  const textB = planB.filterText.filter((t) => !planAll.filterText.includes(t)).join(' and ');
  return {
    ...planAll,
    spec: {
      ...planAll.spec,
      joins: joins.length ? joins : undefined,
      select: [
        { alias: 'ratio', expr: { kind: 'arith', op: '/', left: partA, right: partB } },
        { alias: 'part_a', expr: partA },
        { alias: 'part_b', expr: partB },
      ],
      groupBy: undefined,
      orderBy: undefined,
      limit: undefined,
    },
    columns: [
      { key: 'ratio', label: 'Ratio', role: 'measure', format: 'number' },
      { key: 'part_a', label: `${measure.label} where ${textA}`, role: 'detail', format: measure.format },
      { key: 'part_b', label: `${measure.label} where ${textB}`, role: 'detail', format: measure.format },
    ],
    headline: (row) =>
      `Ratio of ${planAll.measureText} where ${textA} to where ${textB}${cond(planAll)}: **${displayNumber(row.ratio as number, 'number')}** (${displayNumber(row.part_a as number, measure.format)} to ${displayNumber(row.part_b as number, measure.format)})`,
  };
}

/**
 * 'ratio of annual to monthly billing among active subscriptions': the rows named after 'among' are the ones
 * counted on both sides (subscriptions, not the invoices 'billing' might name).
 */
function populationCounted(it: Interpretation, ctx: FormContext): Interpretation {
  const among = /\bamong\s+(.+)$/.exec(ctx.rest);
  if (!among || it.measure.kind !== 'count') return it;
  const pop = ctx.read(among[1]).measure;
  const entity = pop.kind === 'rows' || pop.kind === 'count' ? pop.entity : '';
  return entity && entity !== it.measure.entity ? { ...it, measure: { kind: 'count', entity } } : it;
}

// ——— absence: NOT EXISTS ———

/** `first` with the last condition of `second` (a statement of the same rows) and-ed to its own. */
function withLastCondition(first: Plan, second: Plan): Plan {
  const exists = second.filterConditions.at(-1)!;
  return {
    ...first,
    spec: { ...first.spec, where: and([...(first.spec.where ? [first.spec.where] : []), exists]) },
    filterConditions: [...first.filterConditions, exists],
    filterText: [...first.filterText, second.filterText.at(-1)!],
    unused: [...new Set([...(first.unused ?? []), ...(second.unused ?? [])])],
  };
}

function absence(clause: string, base: Interpretation, ctx: FormContext, present = false, copular = false): Built {
  // 'customers who have both "On Road" and "Shipped" as order status', 'visitors who visited both a museum opened
  // before 2009 and one opened after 2011': one related record for each, two conditions (a record holds one status).
  const both = present ? /^(.*?)\bboth\s+(.+?)\s+and\s+(.+)$/.exec(clause) : null;
  if (both) {
    const first = absence(`${both[1]}${both[2]}`, base, ctx, true);
    if (isError(first)) return first;
    const second = absence(`${both[1]}${both[3]}`, base, ctx, true);
    return isError(second) ? second : withLastCondition(first, second);
  }
  // 'dorms which have a TV Lounge but no Study Room': related records of the first kind, and none of the second.
  const but = present ? /^(.+?)\s+but\s+(?:no|not(?:\s+an?|\s+any)?)\s+(.+)$/.exec(clause) : null;
  if (but) {
    const first = absence(but[1], base, ctx, true);
    if (isError(first)) return first;
    const second = absence(but[2], base, ctx, false);
    return isError(second) ? second : withLastCondition(first, second);
  }
  let m = base.measure;
  const clauseReading = ctx.read(clause);
  if (m.kind === 'column') {
    // 'the average age of students who do not have any pet': a figure of the subject's own column, over the rows
    // the clause keeps; the subject is the table of the candidate columns that the clause's records point at.
    const columns = m.columns;
    const entity = [...new Set(columns.map((c) => c.entity))].find((e) => relatedEntity(clauseReading, e, ctx.catalog));
    if (!entity) return { error: 'I could not tell whose records must be missing' };
    m = { ...m, columns: columns.filter((c) => c.entity === entity) };
    base = { ...base, measure: m };
  }
  const subject = m.kind === 'rows' || m.kind === 'count' ? m.entity : m.kind === 'column' ? m.columns[0]?.entity : '';
  if (!subject) return { error: 'I could not tell whose records must be missing' };
  // 'the headquarters that have both a company in banking and one in oil and gas', 'carriers without phones over
  // 64 GB': the values of a column of the subject's table, with (or without) rows of that table the clause keeps.
  // The related records are the rows that share the value.
  // 'the police forces of counties that are not in the East': said with 'are not', the clause is a condition of the
  // rows the values are read from (the plain reading negates it), not values no such row has.
  if (m.kind === 'rows' && m.values && sameRows(clauseReading, subject))
    return copular
      ? { error: 'a condition of the rows themselves' }
      : valuesHaving(m.values.column, clauseReading, subject, base, ctx, present);
  // 'pupils who did not grow up in Leeds' where each pupil is a person with a hometown: the clause tests a column of
  // the rows themselves, or of the one row each points at, so it is a condition of theirs, negated by the plain
  // reading, and no records that must be missing.
  const tested = conditionEntities(clauseReading, subject, ctx.catalog);
  if (
    copular &&
    tested.length &&
    tested.every((e) => {
      const p = findPath(ctx.catalog, subject, e);
      return !!p && !p.fansOut;
    })
  )
    return { error: 'a condition of the rows themselves' };
  // 'the staff ids and genders for any staff with the title …': a column of the subject's own that the clause names
  // is one the question asks to see, not a condition of the related records.
  const asked = m.kind === 'rows' ? (clauseReading.show ?? []).filter((c) => c.entity === subject) : [];
  if (asked.length) base = { ...base, show: [...(base.show ?? []), ...asked] };
  // 'patients with no insurance', 'customers without a sales rep': the subject's own reference is empty.
  const reference = present ? null : emptyReference(clause, clauseReading, subject, ctx.catalog);
  if (reference)
    return planQuery(
      {
        ...base,
        filters: [...base.filters, { kind: 'present', entity: subject, column: reference.fromFields[0], negate: true }],
      },
      ctx.catalog,
    );
  // 'employees who have a Gmail address': a presence is of records the clause names; with none named, no event
  // table stands in for them (the plain reading takes the words).
  const target = relatedEntity(clauseReading, subject, ctx.catalog, present);
  if (!target)
    return {
      error: `I could not tell which records of ${ctx.entityWords(subject, true)} must be missing ("${clause}")`,
    };
  const outer = planQuery(base, ctx.catalog);
  if (isError(outer)) return outer;
  // The related rows point at the subject through the path's last foreign key; the hops before it are joined inside.
  const steps = target.path.steps;
  // 'people with no friends who are students': rows of a table linking the subject's table to itself are tied to
  // the subject by one reference; what the clause says of them is of the rows at the other end.
  const holder = steps.length === 1 && ctx.catalog.byName.get(target.entity)?.isJunction ? steps[0].edge : undefined;
  const otherEnd = holder ? otherReference(ctx.catalog, holder) : undefined;
  const sub = planQuery(
    { ...clauseReading, measure: { kind: 'count', entity: target.entity }, dims: [], rank: undefined, otherEnd },
    ctx.catalog,
  );
  if (isError(sub)) return sub;
  const inner = existsRows(sub);
  let at = 's0';
  const joins: Join[] = [...(inner.joins ?? [])];
  for (let k = 0; k < steps.length - 1; k++) {
    const e = steps[k].edge;
    const alias = `p${k + 1}`;
    joins.push({
      entity: e.to,
      alias,
      type: 'inner',
      on: e.fromFields.map((f, i) => ({ left: col(at, f), right: col(alias, e.toFields[i]) })),
    });
    at = alias;
  }
  const last = steps[steps.length - 1].edge;
  let correlate: Condition[] = last.fromFields.map((f, i) => ({
    kind: 'cmp',
    op: '=',
    left: col(at, f),
    right: col('t0', last.toFields[i]),
  }));
  // 'the cities where no cinema has capacity over 500': the values listed are what has (or lacks) the records, so the
  // records are matched to any row with the same value, not to each row apart (a city of two addresses is one city).
  const values = m.kind === 'rows' && m.values?.entity === subject ? m.values.column : null;
  if (values) {
    joins.push({
      entity: subject,
      alias: 'pv',
      type: 'inner',
      on: last.fromFields.map((f, i) => ({ left: col(at, f), right: col('pv', last.toFields[i]) })),
    });
    correlate = [{ kind: 'cmp', op: '=', left: col('pv', values), right: col('t0', values) }];
  }
  const subquery: QuerySpec = { ...inner, joins, where: and([...(inner.where ? [inner.where] : []), ...correlate]) };
  // A link table is named by the rows at its other end ('no pets' for Has_Pet), unless the clause named it itself
  // ('not showed up in any circulation history').
  const named = clauseReading.mentioned?.includes(target.entity)
    ? target.entity
    : linkedEnd(ctx.catalog, target.entity, [subject]);
  // 'did not lose any ship with tonnage 225': a word of the clause its reading did not use is said, never dropped.
  // So is a ranking the clause said ('who made an order most recently'): a condition of being there keeps no order.
  // 'employees who have not showed up in any circulation history': a verb of turning up among records says only that
  // there are (or are not) such records.
  const turnsUp = (w: string) => [...OCCURRING_VERBS].some((v) => sameEvent(w, v));
  const unused = [
    ...clauseReading.unmapped.filter((w) => !target.said?.includes(w) && !turnsUp(w)),
    ...(clauseReading.rank ? rankingWords(clause) : []),
  ];
  return withExists(outer, sub, subquery, named, present, ctx, unused);
}

/**
 * The words of a text that rank, as said: the ranking words every reader knows ('most', 'least', 'top'), and those of
 * recency ('most recently', 'the latest', 'the earliest').
 */
function rankingWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => MOST_WORDS[w.toLowerCase()] !== undefined || RECENCY.has(w.toLowerCase()));
}
const RECENCY = new Set(['recently', 'latest', 'earliest']);

/**
 * The subject's own foreign key the clause names, by its table ('no insurance' for INSURER_ID → INSURER, an insurer
 * being what insures) or by its role ('no primary care provider' for PCP_PROV_ID, 'no sales rep'): what is missing
 * is then the reference itself, not records that point at the subject. Null when the clause names none, or names
 * a table the subject points at in several ways none of whose names it says.
 */
function emptyReference(clause: string, reading: Interpretation, subject: string, catalog: Catalog): JoinEdge | null {
  const words = clause.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const roots = new Set(words.flatMap((w) => [...eventRoots(w), ...agentRoots(w)]));
  const said = (w: string) => [...eventRoots(w), ...agentRoots(w)].some((r) => roots.has(r));
  // 'pcp' for 'primary care provider': a role kept as the initials of the words said.
  const initials = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let n = 2; n <= 4 && i + n <= words.length; n++)
      initials.add(
        words
          .slice(i, i + n)
          .map((w) => w[0])
          .join(''),
      );
  const own = catalog.edges.filter((e) => e.from === subject && e.fromFields.length === 1);
  const byRole = own.filter((e) => e.named && e.words.length && e.words.every((w) => said(w) || initials.has(w)));
  if (byRole.length === 1) return byRole[0];
  const named = new Set(reading.mentioned);
  const byTable = own.filter((e) => {
    if (e.selfReference) return false;
    if (named.has(e.to)) return true;
    const target = catalog.byName.get(e.to);
    return !!target?.words.length && target.words.every(said);
  });
  if (byTable.length === 1) return byTable[0];
  // Several references to one table ('billing' and 'shipping' address): the plain one, when only one is plain.
  const plain = byTable.filter((e) => !e.named);
  return plain.length === 1 && new Set(byTable.map((e) => e.to)).size === 1 ? plain[0] : null;
}

/** The verb an agent noun names ('insurer' → insure, 'provider' → provide), for words that name a table by its role. */
function agentRoots(word: string): string[] {
  const w = singular(word);
  if (w.length < 6 || !/(?:er|or)$/.test(w)) return [];
  return [...eventRoots(w.slice(0, -2)), ...eventRoots(`${w.slice(0, -2)}e`)];
}

/** The entity the clause names (or the transactions it implies) that points up to the subject. */
/** Whether a clause is about rows of the subject's own table ('a company in banking' said of companies' values). */
function sameRows(clause: Interpretation, subject: string): boolean {
  const m = clause.measure;
  // A period is a condition too ('cinemas opened in year 2010', read on the year column).
  if ((m.kind !== 'rows' && m.kind !== 'count') || (!clause.filters.length && !clause.time)) return false;
  if (m.entity === subject) return true;
  // 'used by orchestras founded before 2003': the clause's verb ('by') left it no rows of its own; its conditions
  // are all on the subject's columns.
  return (
    !m.entity &&
    clause.filters.every(
      (f) =>
        (f.kind === 'threshold' && f.columns[0]?.entity === subject) ||
        (f.kind === 'value' && f.hits[0]?.entity === subject),
    )
  );
}

/**
 * The values of `column` whose rows include one the clause keeps (`present`), or none: a correlated EXISTS over the
 * subject's own table, its rows tied to the outer row by the value ('the headquarters of at least one company where
 * main industry is Banking').
 */
function valuesHaving(
  column: string,
  clause: Interpretation,
  subject: string,
  base: Interpretation,
  ctx: FormContext,
  present: boolean,
): Built {
  const outer = planQuery(base, ctx.catalog);
  if (isError(outer)) return outer;
  const sub = planQuery(
    { ...clause, measure: { kind: 'count', entity: subject }, dims: [], rank: undefined },
    ctx.catalog,
  );
  if (isError(sub)) return sub;
  const inner = existsRows(sub);
  const same: Condition = { kind: 'cmp', op: '=', left: col('s0', column), right: col('t0', column) };
  const subquery: QuerySpec = { ...inner, where: and([...(inner.where ? [inner.where] : []), same]) };
  return withExists(outer, sub, subquery, subject, present, ctx, clause.unmapped);
}

/** The related rows of an EXISTS: the clause's statement, each row once, its aliases apart from the outer ones. */
function existsRows(sub: Plan): QuerySpec {
  return renameAliases(
    {
      ...sub.spec,
      select: [{ alias: 'one', expr: lit(1) }],
      groupBy: undefined,
      having: undefined,
      orderBy: undefined,
      limit: undefined,
    },
    's',
  );
}

/**
 * The outer statement with (or, not `present`, without) the related rows of `subquery`, said as 'they have at least
 * one <named> where …'. A condition on the counted rows like any filter: a share takes it as its part.
 */
function withExists(
  outer: Plan,
  sub: Plan,
  subquery: QuerySpec,
  named: string,
  present: boolean,
  ctx: FormContext,
  unused: string[],
): Plan {
  const exists: Condition = { kind: 'exists', negate: !present, query: subquery };
  const what = `${present ? 'at least one' : 'no'} ${ctx.entityWords(named, !present)}${sub.filterText.length ? ` where ${sub.filterText.join(' and ')}` : ''}${sub.periodText ? ` ${sub.periodText}` : ''}`;
  return {
    ...outer,
    spec: { ...outer.spec, where: and([...(outer.spec.where ? [outer.spec.where] : []), exists]) },
    filterConditions: [...outer.filterConditions, exists],
    filterText: [...outer.filterText, `they have ${what}`],
    unused: [...(outer.unused ?? []), ...unused],
  };
}

function relatedEntity(clause: Interpretation, subject: string, catalog: Catalog, namedOnly = false) {
  // The records the clause's own conditions are about come first ('never made an API call': the events whose
  // type is api_call, not whichever table is named or nearest).
  const named = [...conditionEntities(clause, subject, catalog), ...clause.mentioned];
  if ((clause.measure.kind === 'count' || clause.measure.kind === 'rows') && clause.measure.entity)
    named.unshift(clause.measure.entity);
  // 'books that are not published': a verb of the clause that names no column names the table of its event
  // (publication), when one table's name says it.
  const said: string[] = [];
  if (!named.length)
    for (const w of clause.unmapped) {
      const tables = catalog.entities.filter((e) => e.name !== subject && e.words.some((x) => sameEvent(x, w)));
      if (tables.length !== 1) continue;
      named.push(tables[0].name);
      said.push(w);
    }
  if (clause.measure.kind === 'revenue') named.push(...catalog.revenue.map((r) => r.entity));
  // A clause whose words name nothing here ('no allergies on file' with no allergies kept) is not any transaction.
  const unnamed = !named.length && !clause.unmapped.length;
  if (!namedOnly && (clause.measure.kind === 'units' || clause.measure.kind === 'revenue' || unnamed)) {
    // 'never ordered', 'without sales': the transactions that point at the subject, nearest first.
    const facts = catalog.entities
      .filter(
        (e) => e.name !== subject && !e.isJunction && (e.eventTimeColumns.length || e.columns.some((c) => c.money)),
      )
      .map((e) => ({ e, p: findPath(catalog, e.name, subject) }))
      .filter((x) => x.p && !x.p.fansOut && x.p.steps.length)
      .sort((a, b) => a.p!.steps.length - b.p!.steps.length);
    named.push(...facts.map((x) => x.e.name));
  }
  for (const entity of named) {
    if (!entity || entity === subject) continue;
    const path = findPath(catalog, entity, subject);
    if (path && !path.fansOut && path.steps.length) return { entity, path, said };
  }
  for (const entity of named) {
    const bridge = entity && entity !== subject ? bridgeEntity(catalog, entity, subject) : null;
    if (bridge) return { ...bridge, said };
  }
  return null;
}

/**
 * The records that link a named table to the subject when neither points at the other ('products never
 * shipped': the shipment lines, which point at a product and at a shipment; 'tracks in no playlist': the
 * playlist's track list). Such a record points up to both; the nearest one is taken.
 */
function bridgeEntity(catalog: Catalog, named: string, subject: string) {
  let best: { entity: string; path: NonNullable<ReturnType<typeof findPath>>; cost: number } | null = null;
  for (const e of catalog.entities) {
    if (e.name === subject || e.name === named) continue;
    const toSubject = findPath(catalog, e.name, subject);
    const toNamed = findPath(catalog, e.name, named);
    if (!toSubject || toSubject.fansOut || !toSubject.steps.length) continue;
    if (!toNamed || toNamed.fansOut || !toNamed.steps.length) continue;
    const cost = toSubject.steps.length + toNamed.steps.length;
    if (!best || cost < best.cost) best = { entity: e.name, path: toSubject, cost };
  }
  return best && { entity: best.entity, path: best.path };
}

/**
 * The tables that hold what the clause's conditions test (a value's column, a date that must be set), other than
 * the subject's: the records whose absence is asked about. A table only reached through the subject is not one.
 */
function conditionEntities(clause: Interpretation, subject: string, catalog: Catalog): string[] {
  const out: string[] = [];
  for (const f of clause.filters) {
    const entities =
      f.kind === 'value'
        ? [...new Set(f.hits.map((h) => h.entity))].slice(0, 1)
        : f.kind === 'present' || f.kind === 'flag'
          ? [f.entity]
          : [];
    for (const e of entities) if (e !== subject && catalog.byName.has(e) && !out.includes(e)) out.push(e);
  }
  return out;
}

// ——— share of the whole ———

function share(base: Interpretation, ctx: FormContext, perGroup = false, event?: string, absent?: string): Built {
  // 'what percentage of patients have no insurance': the rows the absence keeps are the part, all of them the whole.
  if (absent) return sharePlan(absence(absent, countedRows(base), ctx), ctx, perGroup, base);
  // 'what percentage of delivered shipments arrived late': a comparison of dates is the part (plan/dates).
  if (base.filters.some((f) => f.kind === 'columns' && f.part)) return dateShare(base, ctx.catalog);
  // 'what share of freight cost goes to air': an amount named alone is its total.
  const typed = base.measure.kind === 'rows' && !base.measure.entity ? rowsTypedBy(base, ctx) : null;
  if (typed) base = { ...base, measure: { kind: 'count', entity: typed } };
  else if (base.measure.kind === 'rows' && !base.measure.entity) base = ctx.read(`total ${ctx.rest}`);
  // 'what share of the tuition collected in 2025 was paid by card': money taken in is shared by its amount.
  if (
    base.measure.kind === 'rows' &&
    !base.measure.orderBy &&
    ctx.rest.split(/[^a-z]+/).some((w) => MONEY_TAKEN.has(w))
  ) {
    const entity = base.measure.entity;
    const amount = ctx.catalog.revenue.find((r) => r.entity === entity && r.kind === 'amount')?.amount;
    if (amount)
      base = {
        ...base,
        measure: { kind: 'column', columns: [{ entity, column: amount, score: 1 }], agg: 'sum' },
      };
  }
  // 'what percent of orders were shipped to France': the rows named are counted; 'of active employees' is the whole.
  const counted = wholeOfShare(countedRows(base), ctx.rest, ctx.catalog, event);
  return sharePlan(planQuery(counted, ctx.catalog), ctx, perGroup, base);
}

/**
 * 'what share of the visits … were telehealth visits', with no table named 'visits': the rows a condition's column
 * types by that noun (`APPOINTMENT.VISIT_TYPE_CD` types visits), counted. Null when no condition's column names it.
 */
function rowsTypedBy(base: Interpretation, ctx: FormContext): string | null {
  const words = ctx.rest.split(' ').filter((w) => w && !['the', 'all', 'of'].includes(w));
  const noun = words[0];
  if (!noun || singular(noun) === noun) return null;
  const one = singular(noun);
  for (const f of base.filters) {
    if (f.kind !== 'value') continue;
    for (const h of f.hits)
      if (h.columns.some((c) => ctx.catalog.byName.get(h.entity)?.byName.get(c)?.words.includes(one))) return h.entity;
  }
  return null;
}

/** The share form around the plan of what is counted: its filters make the part, its scope and period the whole. */
function sharePlan(plan: Built, ctx: FormContext, perGroup: boolean, base: Interpretation): Built {
  if (isError(plan)) return plan;
  const measure = plan.columns.find((c) => c.role === 'measure');
  if (!measure || !plan.measureExpr || plan.shape === 'rows')
    return { error: 'I could not tell what the share is a share of' };
  const mExpr = plan.measureExpr;

  if (plan.shape === 'grouped' && plan.rank && !plan.series) {
    // 'share of revenue from the top 10 customers': the top groups' total over every group's total.
    const n = plan.rank.n;
    const inner = numbered(plan.spec, 'rank_in_all', {
      kind: 'window',
      fn: 'row_number',
      arg: null,
      orderBy: [{ expr: mExpr, direction: plan.rank.dir }],
    });
    const v = col('g', measure.key);
    const part: Expr = {
      kind: 'agg',
      fn: 'sum',
      arg: {
        kind: 'case',
        when: { kind: 'cmp', op: '<=', left: col('g', 'rank_in_all'), right: lit(n) },
        then: v,
        else: lit(0),
      },
    };
    const whole: Expr = { kind: 'agg', fn: 'sum', arg: v };
    const groups = plan.columns.filter((c) => c.role === 'dimension').map((c) => c.label.toLowerCase());
    const columns: PlannedColumn[] = [
      { key: 'share_percent', label: 'Share (%)', role: 'measure', format: 'percent' },
      {
        key: 'part',
        label: `${measure.label} of the ${plan.rank.dir === 'desc' ? 'top' : 'bottom'} ${n}`,
        role: 'detail',
        format: measure.format,
      },
      { key: 'whole', label: `${measure.label}, all`, role: 'detail', format: measure.format },
    ];
    return {
      ...plan,
      spec: {
        from: { entity: plan.spec.from.entity, alias: 'g', query: inner },
        select: [
          { alias: 'share_percent', expr: percentOf(part, whole) },
          { alias: 'part', expr: part },
          { alias: 'whole', expr: whole },
        ],
      },
      columns,
      shape: 'scalar',
      rank: undefined,
      headline: (row) =>
        `Share of ${plan.measureText} from the ${plan.rank!.dir === 'desc' ? 'top' : 'bottom'} ${n} ${groups.map((g) => (n === 1 ? g : pluralPhrase(g))).join(' and ')}${cond(plan)}: **${pct(row.share_percent)}** (${displayNumber(row.part as number, measure.format)} of ${displayNumber(row.whole as number, measure.format)})`,
    };
  }

  // 'what percentage of each insurer's claims were denied', '… were no-shows at each clinic': a part named by a
  // condition, asked of each group, is a rate within the group ('what share of revenue comes from each country',
  // with no condition, stays each group's share of the whole).
  const eachGroup =
    /\b(?:each|every)\b/i.test(ctx.rest) &&
    base.filters.some((f) => f.kind === 'value' || f.kind === 'flag' || f.kind === 'present');
  if (plan.shape === 'grouped' && (perGroup || eachGroup)) return shareWithinGroups(plan);

  if (plan.shape === 'grouped') {
    // 'share of revenue by category': each group's part of the whole.
    const total: Expr = { kind: 'window', fn: 'sum', arg: mExpr };
    return {
      ...plan,
      spec: { ...plan.spec, select: [...plan.spec.select, { alias: 'share_percent', expr: percentOf(mExpr, total) }] },
      columns: [...plan.columns, { key: 'share_percent', label: 'Share (%)', role: 'detail', format: 'percent' }],
      measureText: `${plan.measureText} and its share of the total`,
    };
  }

  // 'what percent of orders were shipped to France': the filtered part over the whole of the period.
  if (!plan.filterConditions.length) return { error: 'I could not tell which part of the whole to measure' };
  const part = conditional(mExpr, and(plan.filterConditions));
  const columns: PlannedColumn[] = [
    { key: 'share_percent', label: 'Share (%)', role: 'measure', format: 'percent' },
    {
      key: 'part',
      label: `${measure.label} where ${plan.filterText.join(' and ')}`,
      role: 'detail',
      format: measure.format,
    },
    { key: 'whole', label: `${measure.label}, all`, role: 'detail', format: measure.format },
  ];
  return {
    ...plan,
    spec: {
      ...plan.spec,
      // Every join becomes a left join: rows without the related row still count in the whole.
      joins: plan.spec.joins?.map((j) => ({ ...j, type: 'left' as const })),
      where:
        plan.scopeConditions.length || plan.periodConditions.length
          ? and([...plan.scopeConditions, ...plan.periodConditions])
          : undefined,
      select: [
        { alias: 'share_percent', expr: percentOf(part, mExpr) },
        { alias: 'part', expr: part },
        { alias: 'whole', expr: mExpr },
      ],
    },
    columns,
    headline: (row) =>
      `Share of ${plan.measureText} where ${plan.filterText.join(' and ')}${plan.periodText ? `, ${plan.periodText}` : ''}: **${pct(row.share_percent)}** (${displayNumber(row.part as number, measure.format)} of ${displayNumber(row.whole as number, measure.format)})`,
  };
}

/** 'return rate by carrier': in each group, the part where the filters hold over all of the group's rows. */
function shareWithinGroups(plan: Plan): Built {
  const measure = plan.columns.find((c) => c.role === 'measure')!;
  if (!plan.filterConditions.length) return { error: 'I could not tell which part of each group to measure' };
  const part = conditional(plan.measureExpr!, and(plan.filterConditions));
  const dims = plan.spec.select.filter((s) => plan.columns.find((c) => c.key === s.alias)?.role === 'dimension');
  const share = percentOf(part, plan.measureExpr!);
  const where = [...plan.scopeConditions, ...plan.periodConditions];
  return {
    ...plan,
    spec: {
      ...plan.spec,
      joins: plan.spec.joins?.map((j) => ({ ...j, type: 'left' as const })),
      where: where.length ? and(where) : undefined,
      select: [
        ...dims,
        { alias: 'share_percent', expr: share },
        { alias: 'part', expr: part },
        { alias: 'whole', expr: plan.measureExpr! },
      ],
      orderBy: [{ expr: share, direction: 'desc' }],
    },
    columns: [
      ...plan.columns.filter((c) => c.role === 'dimension'),
      { key: 'share_percent', label: 'Share (%)', role: 'measure', format: 'percent' },
      {
        key: 'part',
        label: `${measure.label} where ${plan.filterText.join(' and ')}`,
        role: 'detail',
        format: measure.format,
      },
      { key: 'whole', label: `${measure.label}, all`, role: 'detail', format: measure.format },
    ],
    rank: undefined,
    // The filters are said here once, with what the share is of: they are not the groups' own filters.
    measureText: `share of ${plan.measureText} where ${plan.filterText.join(' and ')}, within each group's ${plan.measureText}`,
    filterText: [],
  };
}

// ——— change between two periods ———

function growth(base: Interpretation, ctx: FormContext, form: Extract<FormRef, { kind: 'growth' }>): Built {
  const ranges = dedupeRanges(ctx.ranges).filter((r) => r.start && r.end);
  if (!ranges.length)
    return { error: 'I could not tell which two periods to compare (name them, e.g. "in 2025 compared with 2024")' };
  let [a, b] =
    ranges.length >= 2 ? [ranges[0], ranges[ranges.length - 1]] : [shiftBack(ranges[0], form.back), ranges[0]];
  if (a.start! > b.start!) [a, b] = [b, a];
  const it: Interpretation = {
    ...base,
    time: { start: a.start, end: b.end, label: `${a.label} and ${b.label}` },
    dims: base.dims.filter((d) => d.kind !== 'time'),
  };
  const plan = planQuery(it, ctx.catalog);
  if (isError(plan)) return plan;
  const measure = plan.columns.find((c) => c.role === 'measure');
  if (!measure || !plan.measureExpr || !plan.timeExpr || plan.shape === 'rows')
    return { error: 'I could not tell what to compare between the periods' };
  const inPeriod = (r: TimeRange): Condition =>
    and([
      { kind: 'cmp', op: '>=', left: plan.timeExpr!, right: lit(r.start!) },
      { kind: 'cmp', op: '<', left: plan.timeExpr!, right: lit(r.end!) },
    ]);
  const before = conditional(plan.measureExpr, inPeriod(a));
  const after = conditional(plan.measureExpr, inPeriod(b));
  const change: Expr = { kind: 'arith', op: '-', left: coalesce0(after), right: coalesce0(before) };
  const dims = plan.spec.select.filter((s) => plan.columns.find((c) => c.key === s.alias)?.role === 'dimension');
  const la = a.label.replace(/^in /, ''),
    lb = b.label.replace(/^in /, '');
  const said = (l: string) =>
    /^(in|from|since|before|after|last|this|year to date|today|yesterday)\b/.test(l) ? l : `in ${l}`;
  const sa = said(a.label);
  const sb = said(b.label);
  const columns: PlannedColumn[] = [
    ...plan.columns.filter((c) => c.role === 'dimension'),
    { key: 'before', label: `${measure.label} ${la}`, role: 'detail', format: measure.format },
    { key: 'after', label: `${measure.label} ${lb}`, role: 'detail', format: measure.format },
    { key: 'change', label: 'Change', role: 'measure', format: measure.format },
    { key: 'change_percent', label: 'Change (%)', role: 'detail', format: 'percent' },
  ];
  const select = [
    ...dims,
    { alias: 'before', expr: before },
    { alias: 'after', expr: after },
    { alias: 'change', expr: change },
    { alias: 'change_percent', expr: percentOf(change, before) },
  ];
  const grouped = dims.length > 0;
  return {
    ...plan,
    spec: { ...plan.spec, select, orderBy: grouped ? [{ expr: change, direction: 'desc' }] : undefined },
    columns,
    shape: grouped ? 'grouped' : 'scalar',
    rank: undefined,
    series: false,
    periodText: undefined,
    measureText: `change in ${plan.measureText} from ${la} to ${lb}`,
    headline: grouped
      ? undefined
      : (row) => {
          const c = Number(row.change);
          const p =
            row.change_percent === null
              ? 'no earlier figure to compare'
              : `${Number(row.change_percent) >= 0 ? '+' : ''}${pct(row.change_percent)}`;
          const abs = `${c >= 0 ? '+' : ''}${displayNumber(c, measure.format)}`;
          // Asked in percent ('by what percentage …'), the percent is the figure; else the change itself.
          const said = form.percent && row.change_percent !== null ? `${abs} (**${p}**)` : `**${abs}** (${p})`;
          return `${cap(plan.measureText)}${plan.filterText.length ? ` where ${plan.filterText.join(' and ')}` : ''}: ${displayNumber(row.after as number, measure.format)} ${sb} against ${displayNumber(row.before as number, measure.format)} ${sa}, a change of ${said}`;
        },
  };
}

function shiftBack(r: TimeRange, by?: 'year' | 'quarter' | 'month'): TimeRange {
  const s = new Date(`${r.start}T00:00:00Z`),
    e = new Date(`${r.end}T00:00:00Z`);
  const months = (e.getUTCFullYear() - s.getUTCFullYear()) * 12 + e.getUTCMonth() - s.getUTCMonth();
  // A year, quarter or month goes back one of its own length ('the same quarter last year': a year); any other span goes back a year.
  const back = by
    ? { year: 12, quarter: 3, month: 1 }[by]
    : months === 12 || months === 3 || months === 1
      ? months
      : 12;
  const iso = (d: Date) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, d.getUTCDate())).toISOString().slice(0, 10);
  const start = iso(s),
    end = iso(e);
  const span = `${start} to ${new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10)}`;
  const startMonth = Number(start.slice(5, 7)) - 1;
  const label =
    months === 12 && startMonth === 0 && start.endsWith('-01')
      ? `in ${start.slice(0, 4)}`
      : months === 3 && startMonth % 3 === 0 && start.endsWith('-01')
        ? `in Q${startMonth / 3 + 1} ${start.slice(0, 4)} (${span})`
        : `from ${span}`;
  return { start, end, label };
}

function dedupeRanges(ranges: TimeRange[]): TimeRange[] {
  const seen = new Set<string>();
  return [...ranges]
    .sort((x, y) => (x.start ?? '').localeCompare(y.start ?? ''))
    .filter((r) => {
      const k = `${r.start}|${r.end}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

// ——— top N within each group ———

function topPerGroup(group: string, base: Interpretation, ctx: FormContext, popular?: boolean): Built {
  const groupDims = ctx.read(`by ${group}`).dims;
  if (!groupDims.length) return { error: `I could not tell what "${group}" groups by` };
  let ranked = rankedWithin(base, ctx.catalog);
  if (ranked !== base) {
    // Ranked on a value of their own or a total of their own (see rankedWithin).
  } else if (popular && takenThing(base)) {
    // 'the most popular item for each customer', 'the most common item': how often it was taken, the units of it
    // moved (or the events that name it), whatever count of the things themselves the reader made of it.
    const entity = takenThing(base)!;
    ranked = { ...base, measure: { kind: 'units', entity }, dims: [{ kind: 'entity', entity }] };
  } else if (base.measure.kind === 'rows' && base.measure.entity && !base.dims.length && ctx.catalog.revenue.length) {
    // 'top 3 products per category' names no measure: rank by what they earn.
    ranked = {
      ...base,
      measure: { kind: 'revenue', agg: 'sum' },
      dims: [{ kind: 'entity', entity: base.measure.entity }],
    };
  }
  if (!ranked.dims.length || ranked.measure.kind === 'rows')
    return { error: 'I could not tell what to rank within each group' };
  base = ranked;
  const n = topCount(ctx.rest) ?? base.rank?.n ?? 3;
  const dir = base.rank?.dir ?? 'desc';
  const it: Interpretation = {
    ...base,
    dims: [...groupDims, ...base.dims.filter((d) => !groupDims.some((g) => sameDim(g, d)))],
    rank: undefined,
  };
  const plan = planQuery(it, ctx.catalog);
  if (isError(plan)) return plan;
  if (!plan.measureExpr || plan.shape !== 'grouped')
    return { error: 'I could not tell what to rank within each group' };
  const groupCount = plan.series ? groupDims.length + 0 : groupDims.length;
  const dimSelects = plan.spec.select.filter((s) => plan.columns.find((c) => c.key === s.alias)?.role === 'dimension');
  const partition = dimSelects.slice(0, groupCount).map((s) => s.expr);
  const inner = numbered(plan.spec, 'rank_in_group', {
    kind: 'window',
    // 'the most popular item of each customer': every item at the top is it (ties kept); a number is a cut.
    fn: n === 1 ? 'rank' : 'row_number',
    arg: null,
    partitionBy: partition,
    // A cut at N breaks ties by name, so the same question lists the same rows.
    orderBy: [
      { expr: plan.measureExpr, direction: dir },
      ...(n === 1 ? [] : dimSelects.slice(groupCount).map((s) => ({ expr: s.expr, direction: 'asc' as const }))),
    ],
  });
  const measureKey = plan.columns.find((c) => c.role === 'measure')!.key;
  return {
    ...plan,
    spec: {
      from: { entity: plan.spec.from.entity, alias: 'r', query: inner },
      select: plan.spec.select.map((s) => ({ alias: s.alias, expr: col('r', s.alias) })),
      where: { kind: 'cmp', op: '<=', left: col('r', 'rank_in_group'), right: lit(n) },
      orderBy: [
        ...dimSelects.slice(0, groupCount).map((s) => ({ expr: col('r', s.alias), direction: 'asc' as const })),
        { expr: col('r', measureKey), direction: dir },
      ],
      limit: 1001,
    },
    rank: undefined,
    series: false,
    measureText: `${plan.measureText}, ${dir === 'desc' ? 'top' : 'bottom'} ${n} per ${plan.groupText[0] ?? group}`,
    groupText: plan.groupText,
  };
}

/** The thing ranked by how often it was taken ('the most popular item'): the rows or the count of one entity. */
function takenThing(base: Interpretation): string | null {
  const m = base.measure;
  if ((m.kind !== 'rows' && m.kind !== 'count') || !m.entity) return null;
  // Its own columns ('item name') only name it; a grouping by anything else is another question.
  const own = base.dims.every(
    (d) =>
      (d.kind === 'entity' && d.entity === m.entity) ||
      (d.kind === 'column' && d.columns.every((c) => c.entity === m.entity)),
  );
  return own ? m.entity : null;
}

// ——— the first / last record of each entity ———

const ORDINAL_WORDS: Record<string, string> = {
  'asc|1': 'first',
  'asc|2': 'second',
  'asc|3': 'third',
  'desc|1': 'latest',
};

/**
 * 'the first item each customer bought': the records of each entity counted per day of their date, and per
 * entity the day at its `nth` earliest (or latest) date kept, every record of that day shown (a DENSE_RANK,
 * so two items bought on the first day are both the first).
 */
function firstPerGroup(
  form: Extract<FormRef, { kind: 'firstPerGroup' }>,
  base: Interpretation,
  ctx: FormContext,
): Built {
  const groupDims = ctx.read(`by ${form.group}`).dims;
  if (!groupDims.length) return { error: `I could not tell who "${form.group}" is` };
  const m = base.measure;
  const shown = m.kind === 'rows' || m.kind === 'count' || m.kind === 'units' ? m.entity : '';
  const entity = ctx.catalog.byName.get(shown);
  if (!entity) return { error: 'I could not tell which records to put in order' };
  // A dated record is its own event ('the latest order'); an undated one is taken by the events that name it.
  const measure: Interpretation['measure'] = entity.eventTimeColumns.length
    ? { kind: 'count', entity: shown }
    : { kind: 'units', entity: shown };
  const thing: DimRef = { kind: 'entity', entity: shown };
  const dims = [
    ...groupDims,
    ...(groupDims.some((g) => sameDim(g, thing)) ? [] : [thing]),
    { kind: 'time', unit: 'day' } as const,
  ];
  const plan = planQuery({ ...base, measure, dims, rank: undefined }, ctx.catalog);
  if (isError(plan)) return plan;
  const day = plan.columns.find((c) => c.format === 'period');
  const named = plan.columns.filter((c) => c.role === 'dimension' && c !== day);
  const measureCol = plan.columns.find((c) => c.role === 'measure');
  if (!day || !measureCol || plan.shape !== 'grouped' || named.length < groupDims.length)
    return { error: `I could not put the ${ctx.entityWords(shown, true)} of each ${form.group} in order of date` };
  const exprOf = (key: string) => plan.spec.select.find((s) => s.alias === key)!.expr;
  const groupKeys = named.slice(0, groupDims.length).map((c) => c.key);
  const order = [...named, day, measureCol];
  const inner = numbered(plan.spec, 'place_in_group', {
    kind: 'window',
    fn: 'dense_rank',
    arg: null,
    partitionBy: groupKeys.map(exprOf),
    orderBy: [{ expr: exprOf(day.key), direction: form.dir }],
  });
  const place = ORDINAL_WORDS[`${form.dir}|${form.nth}`] ?? `${form.nth}th`;
  // Which date put them in order ('by purchase date'), said in the sentence a list of records starts with.
  const dated = plan.notes.find((n) => n.startsWith('by '));
  return {
    ...plan,
    spec: {
      from: { entity: plan.spec.from.entity, alias: 'r', query: inner },
      select: order.map((c) => ({ alias: c.key, expr: col('r', c.key) })),
      where: { kind: 'cmp', op: '=', left: col('r', 'place_in_group'), right: lit(form.nth) },
      orderBy: [...groupKeys, ...named.slice(groupDims.length).map((c) => c.key)].map((k) => ({
        expr: col('r', k),
        direction: 'asc' as const,
      })),
      limit: 1001,
    },
    // A list of records ('8 items on the first day of each customer'), the day's count beside each.
    columns: order.map((c) => (c === measureCol ? { ...c, role: 'detail' as const } : c)),
    shape: 'rows',
    rank: undefined,
    series: false,
    measureText: `${ctx.entityWords(shown, true)} on the ${place} day of each ${named[0].label.toLowerCase()}${dated ? ` (${dated})` : ''}`,
    groupText: named.map((c) => c.label.toLowerCase()),
    notes: [...plan.notes, 'all records of that day are shown'],
  };
}

// ——— rows dated after (before) another record of the same entity ———

/** Why a relative date was not formed: no table's date is the event named (SoeLocal then reads the question plainly). */
export const NO_EVENT = 'I could not find the date of that event';

/**
 * 'how many items did each customer buy after joining the loyalty program': the plain reading, kept to the rows
 * dated on or after the date of a record of the same entity in the table the event names (by its table's or its
 * date's words: 'loyalty', 'joined on'), joined on the column both share ('customer_id', declared or not).
 */
function relativeTo(form: Extract<FormRef, { kind: 'relative' }>, base: Interpretation, ctx: FormContext): Built {
  const plan = planQuery(base, ctx.catalog);
  if (isError(plan)) return plan;
  // The rows' own date: the one a period of the question was read on, else the table's date of its event.
  const aliases = new Map([
    [plan.spec.from.alias, plan.spec.from.entity],
    ...(plan.spec.joins ?? []).map((j) => [j.alias, j.entity] as const),
  ]);
  const fact = ctx.catalog.byName.get(plan.spec.from.entity);
  const ownDate = fact?.eventTimeColumns[0] ?? fact?.timeColumns[0];
  const time = plan.timeExpr ?? (ownDate ? col(plan.spec.from.alias, ownDate.name) : undefined);
  const dated = time?.kind === 'column' ? aliases.get(time.table) : undefined;
  if (!time || time.kind !== 'column' || !dated) return { error: NO_EVENT };
  const event = eventDate(form.event, ctx.catalog, dated);
  if (!event) return { error: NO_EVENT };
  const link = sharedKey(ctx.catalog, dated, event.entity.name);
  if (!link)
    return {
      error: `I could not tell how ${ctx.entityWords(event.entity.name, true)} relate to ${ctx.entityWords(dated, true)}`,
    };
  const asTime = (e: Expr, entity: string): Expr =>
    e.kind === 'column' && ctx.catalog.byName.get(entity)?.byName.get(e.column)?.textDate
      ? { kind: 'as_time', arg: e }
      : e;
  const mine = asTime(time, dated);
  const theirs = asTime(col('ev', event.column.name), event.entity.name);
  const compare: Condition[] =
    form.when === 'after'
      ? [{ kind: 'cmp', op: '>=', left: mine, right: theirs }]
      : [{ kind: 'cmp', op: '<', left: mine, right: theirs }];
  if (form.days)
    compare.push({
      kind: 'cmp',
      op: '<',
      left: { kind: 'days_between', from: theirs, to: mine },
      right: lit(form.days),
    });
  const exists: Condition = {
    kind: 'exists',
    negate: false,
    query: {
      from: { entity: event.entity.name, alias: 'ev' },
      select: [{ alias: 'one', expr: lit(1) }],
      where: and([
        ...link.map(
          ([own, other]) =>
            ({ kind: 'cmp', op: '=', left: col('ev', other), right: col(time.table, own) }) as Condition,
        ),
        ...compare,
      ]),
    },
  };
  const span = form.days ? `within ${form.days} days ` : '';
  const said = `${words(time.column)} ${form.when === 'after' ? 'on or after' : 'before'} ${span ? `(${span.trim()}) ` : ''}the ${words(event.column.name)} of their ${ctx.entityWords(event.entity.name, false)} record`;
  return {
    ...plan,
    spec: { ...plan.spec, where: and([...(plan.spec.where ? [plan.spec.where] : []), exists]) },
    filterConditions: [...plan.filterConditions, exists],
    filterText: [...plan.filterText, said],
  };
}

const words = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * The table and date the event names: a table (other than the rows' own) with a date, whose name or whose date's
 * name shares a word with the event ('joining the loyalty program' → loyalty.joined_on, 'became a member' →
 * memberships.started_on). Nothing when no table says it: a date is never guessed.
 */
function eventDate(
  event: string,
  catalog: Catalog,
  own: string,
): { entity: Catalog['entities'][number]; column: Catalog['entities'][number]['columns'][number] } | null {
  const said = event.split(' ').filter((w) => w.length > 2);
  const meets = (names: string[]) => said.some((w) => names.some((n) => n.length > 2 && sameEventWord(w, n)));
  let best: {
    entity: Catalog['entities'][number];
    column: Catalog['entities'][number]['columns'][number];
    score: number;
  } | null = null;
  for (const e of catalog.entities) {
    if (e.name === own || !e.timeColumns.length) continue;
    const byTable = meets(e.words);
    const byColumn = e.timeColumns.filter((c) => meets(c.words));
    if (!byTable && !byColumn.length) continue;
    const column = byColumn[0] ?? (e.timeColumns.length === 1 ? e.timeColumns[0] : null);
    if (!column) continue;
    const score = (byTable ? 1 : 0) + (byColumn.length ? 1 : 0);
    if (!best || score > best.score) best = { entity: e, column, score };
  }
  return best;
}

/** Two words of one event or thing ('joining' and 'joined', 'member' and 'membership'). */
function sameEventWord(a: string, b: string): boolean {
  const roots = eventRoots(b);
  if ([...eventRoots(a)].some((r) => roots.has(r))) return true;
  const x = singular(a);
  const y = singular(b);
  return x.length > 3 && y.length > 3 && (x.startsWith(y) || y.startsWith(x));
}

/**
 * The columns that say two tables' rows are of the same entity, as [own column, other column] pairs: a foreign key
 * from one to the other, both keys to one table, or one identifier column by the same name in both ('customer_id'
 * where no customers table exists).
 */
function sharedKey(catalog: Catalog, own: string, other: string): Array<[string, string]> | null {
  const edge = (from: string, to: string) => catalog.edges.find((x) => x.from === from && x.to === to);
  const direct = edge(own, other);
  if (direct) return direct.fromFields.map((f, i) => [f, direct.toFields[i]]);
  const back = edge(other, own);
  if (back) return back.fromFields.map((f, i) => [back.toFields[i], f]);
  const a = catalog.byName.get(own);
  const b = catalog.byName.get(other);
  if (!a || !b) return null;
  for (const c of b.columns) {
    const mine = a.byName.get(c.name);
    if (!mine) continue;
    const sameTarget = catalog.edges.some(
      (x) =>
        x.from === other &&
        x.fromFields.length === 1 &&
        x.fromFields[0] === c.name &&
        catalog.edges.some(
          (y) => y.from === own && y.to === x.to && y.fromFields.length === 1 && y.fromFields[0] === c.name,
        ),
    );
    // An identifier by one name in both ('customer_id'), not each table's own 'id'.
    const identifier =
      c.name.toLowerCase() !== 'id' && (c.entityKey || mine.entityKey || /(?:id|key|code|no)$/i.test(c.name));
    if (sameTarget || (identifier && c.type === mine.type)) return [[c.name, c.name]];
  }
  return null;
}

/**
 * What ranks the rows within each group. 'the highest-paid employee': rows ordered by a column of their own
 * (salary) rank on that value. 'the account with the highest MRR': 'highest' ranks, it does not take a maximum;
 * a column of related rows (the account's subscriptions) is the ranked row's total.
 */
function rankedWithin(base: Interpretation, catalog: Catalog): Interpretation {
  const m = base.measure;
  if (m.kind === 'rows' && m.entity && m.orderBy?.columns.length && !base.dims.length) {
    const own = m.orderBy.columns.filter((c) => c.entity === m.entity);
    if (!own.length) return base;
    const dir = m.orderBy.dir;
    return {
      ...base,
      measure: { kind: 'column', columns: own, agg: dir === 'asc' ? 'min' : 'max' },
      dims: [{ kind: 'entity', entity: m.entity }],
      rank: { dir, n: base.rank?.n ?? 1, singular: base.rank?.singular ?? true },
    };
  }
  if (m.kind === 'column' && (m.agg === 'max' || m.agg === 'min')) {
    const entities = base.dims.flatMap((d) => (d.kind === 'entity' ? [d.entity] : []));
    // A price, a discount or a rate does not add up to a total; an amount or a count does.
    const additive = m.columns.every((c) => {
      const column = catalog.byName.get(c.entity)?.byName.get(c.column);
      return (
        !!column &&
        column.money !== 'price' &&
        column.money !== 'discount' &&
        !column.words.some((w) => RATE_LIKE_WORDS.has(w))
      );
    });
    if (additive && entities.length && !m.columns.some((c) => entities.includes(c.entity)))
      return {
        ...base,
        measure: { ...m, agg: 'sum' },
        rank: { dir: m.agg === 'min' ? 'asc' : 'desc', n: base.rank?.n ?? 1, singular: base.rank?.singular ?? true },
      };
  }
  return base;
}

/** A grouped statement, unordered and uncut, with each group's place (a window) beside it, for an outer query to keep. */
function numbered(spec: QuerySpec, alias: string, place: Expr): QuerySpec {
  return { ...spec, orderBy: undefined, limit: undefined, select: [...spec.select, { alias, expr: place }] };
}

function sameDim(a: DimRef, b: DimRef): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ——— the average of per-entity totals ———

/** Why an average of per-entity totals was not formed: its measure is no amount that adds up (SoeLocal then reads the plain average). */
export const NOT_ADDITIVE = 'I could not add up that measure per entity';

const UNITS: Record<string, 'year' | 'quarter' | 'month' | 'week' | 'day'> = {
  year: 'year',
  years: 'year',
  quarter: 'quarter',
  quarters: 'quarter',
  month: 'month',
  months: 'month',
  week: 'week',
  weeks: 'week',
  day: 'day',
  days: 'day',
};

function averagePer(per: string, base: Interpretation, ctx: FormContext): Built {
  const m = base.measure;
  const unitOf = UNITS[per.split(' ')[0]];
  const perOwn = unitOf ? null : ctx.read(`by ${per}`).dims[0];
  // Per the measure's own rows ('average freight per order', 'average seats per subscription by plan'): the
  // plain average of the column, still grouped as asked; 'per' names the rows, it is no grouping of its own.
  if (m.kind === 'column' && perOwn?.kind === 'entity' && m.columns.some((c) => c.entity === perOwn.entity)) {
    return planQuery(
      {
        ...base,
        measure: { ...m, columns: m.columns.filter((c) => c.entity === perOwn.entity), agg: 'avg' },
        dims: base.dims.filter((d) => !sameDim(d, perOwn)),
        rank: undefined,
      },
      ctx.catalog,
    );
  }
  // Totals per entity make sense for amounts and quantities; a rate or a price ('average discount per category') is averaged per group.
  const additive =
    m.kind === 'revenue' ||
    m.kind === 'count' ||
    m.kind === 'units' ||
    (m.kind === 'column' &&
      // 'how many days': a count held in a column, summed by the reading itself.
      (m.agg === 'sum' ||
        m.columns.some((c) =>
          ['amount', 'quantity'].includes(ctx.catalog.byName.get(c.entity)?.byName.get(c.column)?.money ?? ''),
        ) ||
        // 'average payroll per department': the measure's own word is a total.
        namesTotal(ctx.rest)));
  if (!additive) return { error: NOT_ADDITIVE };
  const unit = UNITS[per.split(' ')[0]];
  const perDims: DimRef[] = unit ? [{ kind: 'time', unit }] : ctx.read(`by ${per}`).dims;
  if (!perDims.length) return { error: `I could not tell what "per ${per}" means` };
  const totals: Interpretation = {
    ...base,
    measure: m.kind === 'revenue' || m.kind === 'column' ? { ...m, agg: 'sum' } : m,
    dims: perDims,
    rank: undefined,
  };
  const plan = planQuery(totals, ctx.catalog);
  if (isError(plan)) return plan;
  const measure = plan.columns.find((c) => c.role === 'measure');
  if (!measure || plan.shape !== 'grouped') return { error: 'I could not group the totals' };
  // Per the measure's own rows ('average freight per order'): the plain average.
  const perEntity = perDims[0].kind === 'entity' ? perDims[0].entity : null;
  if (perEntity && perEntity === plan.spec.from.entity && (m.kind === 'column' || m.kind === 'revenue')) {
    return planQuery({ ...base, measure: { ...m, agg: 'avg' }, dims: [], rank: undefined }, ctx.catalog);
  }
  const inner: QuerySpec = { ...plan.spec, orderBy: undefined, limit: undefined };
  const label = plan.groupText[0] ?? per;
  const many = pluralPhrase(label);
  const columns: PlannedColumn[] = [
    {
      key: 'average',
      label: `Average per ${label}`,
      role: 'measure',
      format: measure.format === 'integer' ? 'number' : measure.format,
    },
    { key: 'groups', label: `Number of ${many}`, role: 'detail', format: 'integer' },
  ];
  return {
    ...plan,
    spec: {
      from: { entity: plan.spec.from.entity, alias: 'g', query: inner },
      select: [
        { alias: 'average', expr: { kind: 'agg', fn: 'avg', arg: col('g', measure.key) } },
        { alias: 'groups', expr: { kind: 'agg', fn: 'count', arg: null } },
      ],
    },
    columns,
    shape: 'scalar',
    rank: undefined,
    series: false,
    measureText: `average ${plan.measureText} per ${label}`,
    headline: (row) =>
      `Average ${plan.measureText} per ${label}${cond(plan)}: **${displayNumber(row.average as number, columns[0].format)}** (the average over ${displayNumber(row.groups as number, 'integer')} ${label} totals; ${many} with none are not counted)`,
  };
}

// ——— helpers ———

/** The measure counted only where `when` holds: sum(x) → sum(CASE WHEN … THEN x END), count(*) → sum(CASE … THEN 1 ELSE 0 END). */
export function conditional(e: Expr, when: Condition): Expr {
  switch (e.kind) {
    case 'agg':
      if (e.fn === 'count' && e.arg === null)
        return { kind: 'agg', fn: 'sum', arg: { kind: 'case', when, then: lit(1), else: lit(0) } };
      return { ...e, arg: e.arg && { kind: 'case', when, then: e.arg, else: null } };
    case 'arith':
      return { ...e, left: conditional(e.left, when), right: conditional(e.right, when) };
    default:
      return e;
  }
}

function percentOf(part: Expr, whole: Expr): Expr {
  return { kind: 'arith', op: '/', left: { kind: 'arith', op: '*', left: part, right: lit(100) }, right: whole };
}

function coalesce0(e: Expr): Expr {
  return { kind: 'coalesce', args: [e, lit(0)] };
}

/** A plain list of rows ('orders shipped to France') as the count of those rows, for forms that compare parts. */
function countedRows(base: Interpretation): Interpretation {
  return base.measure.kind === 'rows' && base.measure.entity && !base.measure.orderBy
    ? { ...base, measure: { kind: 'count', entity: base.measure.entity }, rank: undefined }
    : base;
}

function and(conditions: Condition[]): Condition {
  return conditions.length === 1 ? conditions[0] : { kind: 'and', conditions };
}

function cond(plan: Plan): string {
  return `${plan.filterText.length ? ` where ${plan.filterText.join(' and ')}` : ''}${plan.periodText ? `${plan.filterText.length ? ',' : ''} ${plan.periodText}` : ''}`;
}

function pct(v: unknown): string {
  const n = Number(v);
  return Number.isFinite(n) && v !== null
    ? `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`
    : 'no value';
}

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Gives every alias of a spec (and its subqueries' own) a prefix, so it can sit inside another query. */
export function renameAliases(spec: QuerySpec, prefix: string): QuerySpec {
  const own = new Set([spec.from.alias, ...(spec.joins ?? []).map((j) => j.alias)]);
  return renamedIn(spec, (a) => (own.has(a) ? `${prefix}${a.replace(/^t/, '')}` : a));
}

/**
 * The spec with its table aliases renamed by `name`, down into its EXISTS subqueries: a subquery's correlated
 * reference to a renamed alias ('e1_0.order_id = t0.order_id') follows it; the subquery's own aliases stay.
 */
function renamedIn(spec: QuerySpec, name: (alias: string) => string): QuerySpec {
  const rename = (c: ColumnRef): ColumnRef => ({ ...c, table: name(c.table) });
  const mapExpr = (e: Expr): Expr => mapColumns(e, rename);
  const mapCond = (c: Condition): Condition => {
    switch (c.kind) {
      case 'and':
      case 'or':
        return { ...c, conditions: c.conditions.map(mapCond) };
      case 'not':
        return { ...c, condition: mapCond(c.condition) };
      case 'exists': {
        const inner = new Set([c.query.from.alias, ...(c.query.joins ?? []).map((j) => j.alias)]);
        return { ...c, query: renamedIn(c.query, (a) => (inner.has(a) ? a : name(a))) };
      }
      default:
        return mapConditionColumns(c, rename);
    }
  };
  return {
    ...spec,
    from: { ...spec.from, alias: name(spec.from.alias) },
    joins: spec.joins?.map((j) => ({
      ...j,
      alias: name(j.alias),
      on: j.on.map((p) => ({ left: rename(p.left), right: rename(p.right) })),
    })),
    select: spec.select.map((s) => ({ ...s, expr: mapExpr(s.expr) })),
    where: spec.where && mapCond(spec.where),
    groupBy: spec.groupBy?.map(mapExpr),
    having: spec.having && mapCond(spec.having),
    orderBy: spec.orderBy?.map((o) => ({ ...o, expr: mapExpr(o.expr) })),
  };
}
