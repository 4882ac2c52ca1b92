import type { AggregateFn, Condition, Expr, QuerySpec } from '../../connectors/query';
import type { TimeRange } from '../read/time';
import { col, lit } from '../../connectors/query';
import { withEmptyGroups } from './empty-groups';
import {
  extendsEntity,
  findPath,
  keepsRows,
  keptReference,
  linkedEnd,
  nearUp,
  reachesUp,
  upEdges,
  upReach,
  type JoinPath,
} from '../catalog/join-graph';
import type { Catalog, CatalogColumn, CatalogEntity, JoinEdge, RevenueMeasure } from '../catalog/types';
import { singular, stem } from '../read/normalize';
import { YEAR_HINTS } from '../read/time';
import { OP_WORDS } from '../read/keywords';
import { pluralPhrase } from '../read/plural';
import type { ColumnCandidate, DimRef, FilterRef, Interpretation } from '../readings/interpretation';
import type { ValueHit } from '../values/value-index';
import { JoinBuilder } from './joins';
import { columnUnit, convertUnit } from '../read/units';
import { displayNumber } from '../answer/format';
import { joinEither, type FilterMark } from './either';
import type { ColumnFormat, Plan, PlannedColumn } from './plan-types';
import { weekdayWords } from '../read/weekdays';
import { dateComparison, daysMeasure } from './dates';
import { ageCondition, ageMeasure } from './age';
import type { AgeMeasure } from '../readings/age';
import { keepsYearNumber } from '../readings/years';
import { onAggregate, repeatedAggregate } from './aggregates';
import { incurredOn } from './incurred';
import { movedQuantity, namedByVerb, unitsText, verbDates } from './moved';
import { compareAcross } from './limits';

const MAX_GROUP_ROWS = 500;
const MAX_LIST_ROWS = 100;

/** A fact table and how to compute the measure over it. */
interface FactChoice {
  entity: string;
  measure: MeasureBuild;
}
type MeasureBuild =
  | { kind: 'count'; entity: string }
  | { kind: 'countDistinct'; column: string; of?: string; days?: true }
  /** `from`: the column's table when it is not the fact, reached going up (a catalogue's price per use, plan/incurred). */
  | { kind: 'sumColumn'; column: string; agg: AggregateFn; what: string; from?: string }
  | { kind: 'revenue'; m: RevenueMeasure; agg: AggregateFn }
  | {
      kind: 'rows';
      /**
       * `via`: the column is the person's the rows are shown by (labelVia), not the rows' own; `of`: the column is of
       * a table that extends the rows (one row at most each), joined to order them.
       */
      orderBy?: { column: string; dir: 'asc' | 'desc'; all?: true; via?: true; of?: string };
      values?: string;
      distinct?: true;
    }
  | { kind: 'days'; from: string; to: string; agg: AggregateFn }
  | AgeMeasure;

interface Resolved {
  cost: number;
  dims: Array<{ dim: DimRef; entity?: string; column?: CatalogColumn; path?: JoinPath }>;
  /** `other`: the path to the right column's table of a comparison across tables. */
  filters: Array<{ f: FilterRef; hit?: ValueHit; column?: CatalogColumn; path?: JoinPath; other?: JoinPath }>;
  timeColumn?: { column: CatalogColumn; path: JoinPath };
  /** The fact's own year kept as a number (`awardyear`), for a period of whole years no date of its own dates. */
  yearColumn?: CatalogColumn;
  /** The road to the year's table, when it is one the rows point at ('companies with a movie in 1999'). */
  yearPath?: JoinPath;
  fansOut: boolean;
  unresolved: string[];
}

/** A reading that names nothing to measure. Said as the reason when a form (a change, a share) was asked for. */
export const NO_MEASURE = 'I could not tell what to measure';
/** The start of the reason given when the measured rows have no date for the question's period. */
export const NO_DATE = 'I could not tell which date of';

/** Turns an interpretation into one query, choosing the fact table whose joins explain the question best. */
export function planQuery(it: Interpretation, catalog: Catalog): Plan | { error: string } {
  // A business term that says what revenue is replaces the catalog's own candidates.
  if (it.revenue?.length) catalog = { ...catalog, revenue: it.revenue.filter((r) => catalog.byName.has(r.entity)) };
  const facts = factChoices(it, catalog);
  if (!facts.length) return { error: NO_MEASURE };
  // 'how many yoga mats were shipped in 2025': the period is read on the date of the movement the verb names.
  if (it.verb)
    it = {
      ...it,
      timeHints: [
        ...it.timeHints,
        ...verbDates(
          catalog,
          it.verb,
          facts.map((f) => f.entity),
        ),
      ],
    };
  let best: { fact: FactChoice; r: Resolved; order: number } | null = null;
  const bounds = facts.length > 1 ? mentionBounds(it) : [];
  facts.forEach((fact, order) => {
    // A fact that cannot beat the best so far is not weighed: a wide schema offers thousands of them.
    if (best && leastCost(bounds, it, catalog, fact) + order * 0.01 >= best.r.cost + best.order * 0.01) return;
    const r = resolve(it, catalog, fact);
    const cost = r.cost + order * 0.01;
    if (!best || cost < best.r.cost + best.order * 0.01) best = { fact, r, order };
  });
  const chosen = best as unknown as { fact: FactChoice; r: Resolved };
  // A period alone left unread is said as such below (the clause that names the dated records may read it).
  const unrelated = chosen.r.unresolved.filter((u) => u !== 'a date');
  if (
    unrelated.length &&
    chosen.r.unresolved.length >= it.dims.length + it.filters.length &&
    (it.dims.length || it.filters.length)
  )
    return { error: `could not relate ${chosen.r.unresolved.join(', ')}` };
  // A period or a series the rows have no date for is never dropped in silence ('tenants in 2026').
  if (chosen.r.unresolved.includes('a date'))
    return {
      error: `${NO_DATE} ${pluralWords(catalog.byName.get(chosen.fact.entity)!)} the period is read on`,
    };
  // A date without a time of day has no hour to group by (every row would be at midnight).
  const day = chosen.r.timeColumn?.column;
  if (it.dims.some((d) => d.kind === 'hour') && day?.type === 'date')
    return { error: `I could not group by hour: the ${words(day.words)} holds no time of day` };
  const repeated = repeatedAggregate(it.filters, chosen.r.fansOut);
  if (repeated) return { error: repeated };
  return build(it, catalog, chosen.fact, chosen.r);
}

// ——— choosing the fact ———

function factChoices(it: Interpretation, catalog: Catalog): FactChoice[] {
  const m = it.measure;
  switch (m.kind) {
    case 'count':
      return catalog.byName.has(m.entity) ? [{ entity: m.entity, measure: { kind: 'count', entity: m.entity } }] : [];
    case 'countDistinct':
      return m.columns.map((c) => ({
        entity: c.entity,
        measure: { kind: 'countDistinct', column: c.column, ...(m.days ? { days: m.days } : {}) },
      }));
    case 'column':
      return namedByVerb(m.columns, catalog, it.verb).list.flatMap((c) => {
        const user = incurredOn(catalog, it, c.entity, c.column, m.agg);
        const choice: FactChoice = {
          entity: user?.name ?? c.entity,
          measure: {
            kind: 'sumColumn',
            column: c.column,
            agg: m.agg,
            what: c.column,
            ...(user ? { from: c.entity } : {}),
          },
        };
        // 'the average age of all gymnasts' where each gymnast extends a person (gymnast.Gymnast_ID → people): the
        // figure is the person's, taken over the rows of the table named, which extends theirs.
        const extending = it.mentioned.filter((e) => e !== c.entity && extendsEntity(catalog, e, c.entity));
        return [
          choice,
          ...lookedUpBy(it, catalog, c.entity, c.column, m.agg),
          ...extending.map((e): FactChoice => ({
            entity: e,
            measure: { kind: 'sumColumn', column: c.column, agg: m.agg, what: c.column, from: c.entity },
          })),
        ];
      });
    case 'revenue':
      return revenueOrder(catalog).map((r) => ({ entity: r.entity, measure: { kind: 'revenue', m: r, agg: m.agg } }));
    case 'units': {
      if (m.distinct) return distinctMoved(it, catalog, m.entity);
      // The transactions that move the counted thing: tables with a quantity (or a date) that point up to it.
      const quantities: Array<{ entity: string; column: string }> = [];
      for (const e of catalog.entities) {
        if (e.name === m.entity || (m.entity && !reachesUp(catalog, e.name, m.entity))) continue;
        const path = m.entity ? findPath(catalog, e.name, m.entity) : { steps: [], fansOut: false };
        if (!path || path.fansOut) continue;
        // Lines reach what they move up its own hierarchy (a track's album); through their dated header (an order)
        // they reach who ordered, whose 'units' the quantity is not.
        if (path.steps.slice(0, -1).some((x) => catalog.byName.get(x.edge.to)?.eventTimeColumns.length)) continue;
        const qty = movedQuantity(e, it.verb);
        if (qty) quantities.push({ entity: e.name, column: qty.name });
      }
      const moved = namedByVerb(m.often ? [] : quantities, catalog, it.verb);
      const out: FactChoice[] = moved.list.map((q) => ({
        entity: q.entity,
        measure: { kind: 'sumColumn', column: q.column, agg: 'sum', what: q.column },
      }));
      // The quantity the verb names ('QtyShipped' for 'shipped') is what is counted, not rows of some other event.
      if (moved.named) return out;
      // Else the dated events that point at it, nearest first (a rental before the payment for the rental). The
      // records the verb names by their table or their header ('ordered': the lines of an order) are those events,
      // dated or not, link table or not.
      const events: Array<{ entity: string; column: string; f: FactChoice; hops: number }> = [];
      for (const e of catalog.entities) {
        if (e.name === m.entity || !m.entity || !reachesUp(catalog, e.name, m.entity)) continue;
        const path = findPath(catalog, e.name, m.entity);
        if (path && !path.fansOut && path.steps.length)
          events.push({
            entity: e.name,
            column: '',
            f: { entity: e.name, measure: { kind: 'count', entity: e.name } },
            hops: path.steps.length,
          });
      }
      const byVerb = namedByVerb(events, catalog, it.verb);
      const counted = byVerb.named
        ? byVerb.list
        : events.filter(
            (x) => !catalog.byName.get(x.entity)!.isJunction && hasTime(catalog, catalog.byName.get(x.entity)!),
          );
      return [...out, ...counted.sort((a, b) => a.hops - b.hops).map((x) => x.f)];
    }
    case 'days':
      return catalog.byName.has(m.entity)
        ? [{ entity: m.entity, measure: { kind: 'days', from: m.from, to: m.to, agg: m.agg } }]
        : [];
    case 'age':
      return catalog.byName.has(m.entity) ? [{ entity: m.entity, measure: m }] : [];
    case 'rows':
      if (!catalog.byName.has(m.entity)) return [];
      return [
        {
          entity: m.entity,
          measure: {
            kind: 'rows',
            orderBy: m.orderBy?.columns[0]
              ? {
                  column: m.orderBy.columns.find((c) => c.entity === m.entity)?.column ?? m.orderBy.columns[0].column,
                  dir: m.orderBy.dir,
                  ...(m.orderBy.all ? { all: true as const } : {}),
                  // 'the body builder with the greatest weight': a column of the person the rows are.
                  ...(!m.orderBy.columns.some((c) => c.entity === m.entity) &&
                  m.orderBy.columns[0].entity === catalog.byName.get(m.entity)?.labelVia?.entity
                    ? { via: true as const }
                    : {}),
                  // 'the account with the lowest savings balance': a column of a table extending the rows.
                  ...(!m.orderBy.columns.some((c) => c.entity === m.entity) &&
                  extendsEntity(catalog, m.orderBy.columns[0].entity, m.entity)
                    ? { of: m.orderBy.columns[0].entity }
                    : {}),
                }
              : undefined,
            ...(m.values?.entity === m.entity
              ? { values: m.values.column, ...(m.distinct ? { distinct: true } : {}) }
              : {}),
          },
        },
      ];
  }
}

/**
 * 'how many distinct products were shipped': the different keys of the counted thing on the dated records
 * that point straight at it; first those the question names by their table or their header's ('shipped' →
 * shipment lines of a shipment), then those that carry a quantity, then any dated one.
 */
function distinctMoved(it: Interpretation, catalog: Catalog, entity: string): FactChoice[] {
  if (!entity) return [];
  const named = new Set(
    [...it.mentioned, ...it.filters.flatMap((f) => (f.kind === 'value' ? f.hits.map((h) => h.entity) : []))].filter(
      (x) => x !== entity,
    ),
  );
  const rank = (e: CatalogEntity) =>
    (named.has(e.name) || upEdges(catalog, e.name).some((x) => named.has(x.to)) ? 0 : 2) +
    (e.columns.some((c) => c.money === 'quantity') ? 0 : 1);
  const out: Array<{ f: FactChoice; rank: number }> = [];
  for (const e of catalog.entities) {
    if (e.name === entity || !hasTime(catalog, e)) continue;
    const edge = catalog.edges.find((x) => x.from === e.name && x.to === entity && x.fromFields.length === 1);
    if (edge)
      out.push({
        f: { entity: e.name, measure: { kind: 'countDistinct', column: edge.fromFields[0], of: entity } },
        rank: rank(e),
      });
  }
  // Records the question names are the only ones read: a nearer table's own date must not win over them.
  const best = Math.min(...out.map((x) => x.rank));
  return out
    .filter((x) => best >= 2 || x.rank < 2)
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.f);
}

function hasTime(catalog: Catalog, e: CatalogEntity): boolean {
  return (
    e.eventTimeColumns.length > 0 ||
    upEdges(catalog, e.name).some((x) => catalog.byName.get(x.to)!.eventTimeColumns.length > 0)
  );
}

/** Stored amounts on tables with their own date first (invoice.total), then quantity × price lines. */
function revenueOrder(catalog: Catalog): RevenueMeasure[] {
  const score = (r: RevenueMeasure) => {
    const e = catalog.byName.get(r.entity)!;
    let s = r.kind === 'amount' ? 0 : 1;
    if (!e.eventTimeColumns.length) s += 0.5;
    if (r.kind === 'amount' && e.byName.get(r.amount!)!.words.some((w) => w === 'total' || w === 'amount')) s -= 0.2;
    return s;
  };
  return [...catalog.revenue].sort((a, b) => score(a) - score(b));
}

// ——— resolving mentions against a fact ———

/** What one mention of the question adds at least, per table it may resolve to (its path comes on top). */
interface MentionBound {
  /** Named by its role ('support rep'): a path of at least one hop, whatever the table. */
  via: boolean;
  extra: Map<string, number>;
  least: number;
}

/** The question's mentions as planQuery's bound sees them, computed once for all candidate facts. */
function mentionBounds(it: Interpretation): MentionBound[] {
  const out: MentionBound[] = [];
  const add = (targets: Array<[string, number]>, via = false) => {
    const extra = new Map<string, number>();
    for (const [entity, x] of targets) extra.set(entity, Math.min(extra.get(entity) ?? Infinity, x));
    let least = Infinity;
    for (const x of extra.values()) least = Math.min(least, x);
    out.push({ via, extra, least });
  };
  for (const dim of it.dims) {
    if (dim.kind === 'entity') add([[dim.entity, 0]], !!dim.via);
    else if (dim.kind === 'column') add(dim.columns.map((c) => [c.entity, 1 - c.score]));
  }
  for (const f of it.filters) {
    // A value's penalty is at least −2.6 (its column and its table named, its table mentioned, the most rows).
    if (f.kind === 'value')
      add(
        f.hits.map((h) => [h.entity, -2.6]),
        !!f.via,
      );
    else if (f.kind === 'threshold' && f.columns.length) add(f.columns.map((c) => [c.entity, 0]));
    else if (f.kind === 'columns' || f.kind === 'flag') add([[f.entity, 0]]);
  }
  return out;
}

/**
 * A lower bound of resolve(it, catalog, fact).cost from the fact's up-only tree alone (small and
 * cached): a table outside it is reached by a path that fans out (or by none), which costs at least
 * a hop and the fan-out penalty; an unresolved mention costs 100. This lets planQuery skip the
 * two-way searches of facts that cannot win.
 */
function leastCost(bounds: MentionBound[], it: Interpretation, catalog: Catalog, fact: FactChoice): number {
  const fanOut = fact.measure.kind === 'count' || fact.measure.kind === 'countDistinct' ? 3 : 20;
  const up = upReach(catalog, fact.entity, 5);
  let cost = it.mentioned.includes(fact.entity) ? -0.5 : 0;
  for (const b of bounds) {
    let least = (b.via ? 1 : 1 + fanOut) + b.least;
    if (!b.via)
      for (const [entity, hops] of up) {
        const x = b.extra.get(entity);
        if (x !== undefined) least = Math.min(least, hops + x);
      }
    cost += Math.min(100, least);
  }
  // Bounds are summed in another order than resolve's costs: a hair of slack keeps ties weighed.
  return cost - 1e-9;
}

/**
 * The column of the fact table named as another table's key (`Drama_Workshop_Groups.Marketing_Region_Code` beside
 * `Marketing_Regions.Marketing_Region_Code`), declared as no reference to it: each row's own code of that thing.
 */
function ownCodeOf(catalog: Catalog, fact: string, entity: string): CatalogColumn | null {
  const e = catalog.byName.get(entity);
  const f = catalog.byName.get(fact);
  if (!e || !f || e.primaryKey.length !== 1 || fact === entity) return null;
  const key = e.byName.get(e.primaryKey[0]);
  const own = key ? f.byName.get(key.name) : undefined;
  return own && !own.references && own.type === key!.type ? own : null;
}

function resolve(it: Interpretation, catalog: Catalog, fact: FactChoice): Resolved {
  const r: Resolved = { cost: 0, dims: [], filters: [], fansOut: false, unresolved: [] };
  // A fact the question names ('unit price of our products') beats an equally good one it does not.
  if (it.mentioned.includes(fact.entity)) r.cost -= 0.5;
  const pathTo = (entity: string, said?: JoinEdge) => {
    const end = it.otherEnd;
    const via = said ?? (end && end.from === fact.entity && end.to === entity ? end : undefined);
    return throughNamed(catalog, fact.entity, entity, it.mentioned, findPath(catalog, fact.entity, entity, via), via);
  };
  // `named`: a value's table named beside it ('trails walked by walkers from country "Norway"'), reached one-to-many
  // all the same.
  const penalise = (p: JoinPath, named = false) => {
    r.cost += p.steps.length;
    if (p.fansOut) {
      r.fansOut = true;
      // Listed rows are kept once whatever joins them (a semi-join); a sum would add a row once per joined one.
      const once = fact.measure.kind === 'count' || fact.measure.kind === 'countDistinct';
      r.cost += once || (named && fact.measure.kind === 'rows') ? 3 : 20;
    }
  };

  for (const dim of it.dims) {
    if (dim.kind === 'time' || dim.kind === 'weekday' || dim.kind === 'hour') continue;
    if (dim.kind === 'entity') {
      const p = pathTo(dim.entity, dim.via);
      // 'which marketing region has the most workshop groups' where each group keeps its region's code
      // (Marketing_Region_Code, declared as no reference: some codes have no region row): the rows' own code groups
      // them, not a road through other tables that fans out.
      const own = !dim.via && (!p || p.fansOut) ? ownCodeOf(catalog, fact.entity, dim.entity) : null;
      if (own) {
        r.dims.push({
          dim: { kind: 'column', columns: [{ entity: fact.entity, column: own.name, score: 1 }] },
          entity: fact.entity,
          column: own,
          path: pathTo(fact.entity)!,
        });
        continue;
      }
      if (!p) {
        r.unresolved.push(dim.entity);
        r.cost += 100;
        continue;
      }
      penalise(p);
      r.dims.push({ dim, entity: dim.entity, path: p });
    } else {
      const c = bestColumn(catalog, dim.columns, pathTo);
      if (!c) {
        r.unresolved.push(dim.columns[0]?.column ?? '?');
        r.cost += 100;
        continue;
      }
      penalise(c.path);
      r.cost += c.penalty;
      r.dims.push({ dim, entity: c.column.entity, column: c.column, path: c.path });
    }
  }
  for (const f of it.filters) {
    if (f.kind === 'value') {
      const hit = bestHit(catalog, f, pathTo, it);
      if (!hit) {
        r.unresolved.push(f.text);
        r.cost += 100;
        continue;
      }
      penalise(hit.path, hit.tableNamed);
      r.cost += hit.penalty;
      r.filters.push({ f, hit: hit.hit, path: hit.path });
    } else if (f.kind === 'threshold' && f.columns.length) {
      const c = bestColumn(catalog, f.columns, pathTo);
      if (!c) {
        r.unresolved.push(f.columns[0].column);
        r.cost += 100;
        continue;
      }
      penalise(c.path);
      r.filters.push({ f, column: c.column, path: c.path });
    } else if (
      f.kind === 'columns' ||
      f.kind === 'flag' ||
      f.kind === 'pattern' ||
      f.kind === 'present' ||
      f.kind === 'age'
    ) {
      const p = pathTo(f.entity);
      const other = f.kind === 'columns' && f.rightEntity ? pathTo(f.rightEntity) : undefined;
      if (!p || other === null) {
        r.unresolved.push(f.entity);
        r.cost += 100;
        continue;
      }
      penalise(p);
      if (other) penalise(other);
      r.filters.push({ f, path: p, other });
    } else {
      r.filters.push({ f });
    }
  }
  if (
    it.time ||
    it.dims.some((d) => d.kind === 'time' || d.kind === 'weekday' || d.kind === 'hour') ||
    it.filters.some((f) => f.kind === 'weekday')
  ) {
    const t = timeColumn(catalog, fact.entity, it.timeHints, measureStems(it, catalog, fact.entity));
    // 'scholarship money in 2025' on scholarships(awardyear): the award's own year, not the student's enrolment date.
    const own = !t || t.path.steps.length ? ownYearColumn(catalog.byName.get(fact.entity)!, it) : null;
    // 'company names with a movie directed in 1999': with no date of their own, the year of a table the question
    // names that each row points at (one row of it).
    // (Never where the rows have a year of their own, one this reading does not take: `purchase.Year` kept as text.)
    const ownYearWord = catalog.byName.get(fact.entity)!.columns.some((c) => c.words.includes('year'));
    // (And the table of a whole number column the period was said with: 'injuries after season 2010', game.Season.)
    const hinted = catalog.entities
      .filter((x) => x.name !== fact.entity && x.columns.some((c) => hintedYear(c, it)))
      .map((x) => x.name);
    const up =
      !own && !t && !ownYearWord
        ? [...new Set([...it.mentioned, ...hinted])].flatMap((name) => {
            const p = name === fact.entity ? null : pathTo(name);
            const y = p && !p.fansOut && p.steps.length === 1 ? ownYearColumn(catalog.byName.get(name)!, it) : null;
            return y && p ? [{ year: y, path: p }] : [];
          })
        : [];
    const year = own ?? (up.length === 1 ? up[0].year : null);
    const path = pathTo(fact.entity);
    if (!own && year) {
      r.yearColumn = year;
      r.yearPath = up[0].path;
      penalise(up[0].path);
    } else if (year) {
      r.yearColumn = year;
      // 'which year has the most degrees' on degrees(year, campus, degrees): the years are that column's values.
      const dim = it.dims.find((d) => d.kind === 'time');
      if (dim && path) r.dims.push({ dim, entity: fact.entity, column: year, path });
    } else if (!t) {
      r.unresolved.push('a date');
      r.cost += 100;
    } else {
      r.timeColumn = t;
      penalise(t.path);
    }
  }
  return r;
}

/**
 * 'the faculty who are members of the computer science department': of two roads of one length between two tables
 * (a faculty member's memberships, or the courses they teach), the one through a table the question names.
 */
function throughNamed(
  catalog: Catalog,
  from: string,
  to: string,
  mentioned: string[],
  path: JoinPath | null,
  via?: JoinEdge,
): JoinPath | null {
  if (!path || via) return path;
  const on = (p: JoinPath, e: string) => p.steps.some((x) => x.edge.from === e || x.edge.to === e);
  if (mentioned.some((m) => m !== from && m !== to && on(path, m))) return path;
  // 'physicians who are affiliated with Surgery' beside Department.Head: a link table named in the question
  // (Affiliated_With, between physicians and departments) is the road said, though another is shorter.
  if (path.steps.length === 1) {
    const link = mentioned.find(
      (m) =>
        m !== from &&
        m !== to &&
        catalog.byName.get(m)?.isJunction &&
        [from, to].every((e) => catalog.edges.some((x) => x.from === m && x.to === e)),
    );
    const a = link ? findPath(catalog, from, link) : null;
    const b = a && link ? findPath(catalog, link, to) : null;
    return a && b ? { steps: [...a.steps, ...b.steps], fansOut: a.fansOut || b.fansOut } : path;
  }
  for (const m of mentioned) {
    if (m === from || m === to) continue;
    const a = findPath(catalog, from, m);
    const b = a && findPath(catalog, m, to);
    if (!a || !b || a.steps.length + b.steps.length > path.steps.length) continue;
    const steps = [...a.steps, ...b.steps];
    // Each table once on the road.
    const tables = [from, ...steps.map((x) => (x.direction === 'up' ? x.edge.to : x.edge.from))];
    if (new Set(tables).size !== tables.length) continue;
    return { steps, fansOut: a.fansOut || b.fansOut };
  }
  return path;
}

function bestColumn(catalog: Catalog, candidates: ColumnCandidate[], pathTo: (e: string) => JoinPath | null) {
  let best: { column: CatalogColumn; path: JoinPath; penalty: number } | null = null;
  for (const c of candidates) {
    const column = catalog.byName.get(c.entity)?.byName.get(c.column);
    const path = pathTo(c.entity);
    if (!column || !path) continue;
    const penalty = 1 - c.score + (path.fansOut ? 10 : 0) + path.steps.length * 0.6;
    if (!best || penalty < best.penalty) best = { column, path, penalty };
  }
  if (best) best.penalty -= best.path.steps.length * 0.6 + (best.path.fansOut ? 10 : 0);
  return best;
}

function bestHit(
  catalog: Catalog,
  f: Extract<FilterRef, { kind: 'value' }>,
  pathTo: (e: string, via?: JoinEdge) => JoinPath | null,
  it: Interpretation,
) {
  let best: { hit: ValueHit; path: JoinPath; penalty: number; tableNamed: boolean } | null = null;
  const maxRows = Math.max(1, ...f.hits.map((h) => h.rows));
  for (const hit of f.hits) {
    const path = pathTo(hit.entity, f.via);
    if (!path) continue;
    const e = catalog.byName.get(hit.entity)!;
    const colWords = hit.columns.flatMap((c) => e.byName.get(c)?.stems ?? []);
    const named = f.context.some((s) => colWords.includes(s) || e.stems.includes(s));
    // 'trails walked by walkers from country "Norway"' where trails keep a country too: the table named beside the
    // value holds it, though many of its rows may join each trail (each trail is still counted once).
    // (Rows listed or counted only: a figure of another table reached one-to-many would be added up once per joined
    // row; a count counts each row once. 'the students living in the male dorm' counts students, by their dorm.)
    const tableNamed =
      (it.measure.kind === 'rows' || it.measure.kind === 'count') && f.context.includes(e.stems[e.stems.length - 1]);
    const mentioned = it.mentioned.includes(hit.entity);
    const penalty =
      path.steps.length * 0.5 +
      (path.fansOut && !tableNamed ? 10 : 0) -
      (named ? 1.5 : 0) -
      (tableNamed ? 0.6 : 0) -
      (mentioned ? 0.3 : 0) -
      0.2 * (hit.rows / maxRows) +
      (hit.columns.length > 1 ? 0 : 0);
    if (!best || penalty < best.penalty) best = { hit, path, penalty, tableNamed };
  }
  if (best)
    best.penalty = Math.min(
      0,
      best.penalty + best.path.steps.length * 0.5 + (best.path.fansOut && !best.tableNamed ? 10 : 0),
    );
  return best;
}

/**
 * 'the average grade point of students named Smith' where a grade's points are kept in a conversion table the
 * enrolments point at: the figure is looked up once per enrolment, and averaged (or added up) over them, not over the
 * conversion rows reached (each once) from the students. The tables that point at the figure's table on the road to
 * what the question conditions or groups by are offered as facts too; the plan weighs them as any other.
 */
function lookedUpBy(
  it: Interpretation,
  catalog: Catalog,
  entity: string,
  column: string,
  agg: AggregateFn,
): FactChoice[] {
  if (agg !== 'avg' && agg !== 'sum') return [];
  const e = catalog.byName.get(entity);
  // A table of looked-up figures points at nothing (a grade's points, a band's rate); order items do.
  if (!e || e.eventTimeColumns.length || catalog.edges.some((x) => x.from === entity && x.to !== entity)) return [];
  const targets = new Set([
    ...it.filters.flatMap((f) => (f.kind === 'value' ? f.hits.map((h) => h.entity) : [])),
    ...it.dims.flatMap((d) =>
      d.kind === 'entity' ? [d.entity] : d.kind === 'column' ? d.columns.map((c) => c.entity) : [],
    ),
  ]);
  const users = new Set<string>();
  for (const t of targets) {
    if (t === entity) continue;
    const first = findPath(catalog, entity, t)?.steps[0];
    if (first?.direction === 'down' && first.edge.from !== entity) users.add(first.edge.from);
  }
  return [...users].map((u) => ({
    entity: u,
    measure: { kind: 'sumColumn', column, agg, what: column, from: entity },
  }));
}

/** The date that belongs to the fact: its own, else the nearest table above it that has one. */
/** Words too general to tie a measure to a date ('amount', 'date'): the verb of 'amount paid' ties it to 'paid date'. */
const GENERIC_STEMS = new Set(['amount', 'dat', 'tim', 'timestamp', 'total', 'valu', 'number', 'count', 'sum']);

/** The specific stems of the measured column on the fact table ('paid' of amt_paid). */
function measureStems(it: Interpretation, catalog: Catalog, fact: string): string[] {
  if (it.measure.kind !== 'column') return [];
  const own = it.measure.columns.find((c) => c.entity === fact);
  const column = own && catalog.byName.get(fact)?.byName.get(own.column);
  return column ? column.stems.filter((s) => !GENERIC_STEMS.has(s)) : [];
}

/**
 * The date SOE Local reads a period on for rows of `entity` when nothing names one (a dashboard's period applied to
 * a pinned answer that has no dates of its own): its event dates, or those of a table up to two steps above it, the
 * one that shares the measured column's verb first. Null when the table has none.
 */
export function periodColumnOf(catalog: Catalog, entity: string, measured?: CatalogColumn): CatalogColumn | null {
  const stems = measured?.entity === entity ? measured.stems.filter((s) => !GENERIC_STEMS.has(s)) : [];
  return timeColumn(catalog, entity, [], stems)?.column ?? null;
}

/**
 * The date a question's period is read on. Named dates win ('hired in 2025'); then the date that shares the
 * measure's verb (an amount paid is dated by its paid date, not its due date); then event dates of the table.
 */
function timeColumn(
  catalog: Catalog,
  fact: string,
  hints: string[],
  measure: string[] = [],
): { column: CatalogColumn; path: JoinPath } | null {
  const candidates: Array<{ column: CatalogColumn; path: JoinPath; score: number }> = [];
  // Only tables two hops up can qualify: the catalog's index lists them, not a search per table.
  for (const e of nearUp(catalog, fact, 2)) {
    if (!e.timeColumns.length) continue;
    const path = findPath(catalog, fact, e.name);
    if (!path || path.fansOut || path.steps.length > 2) continue;
    for (const c of e.timeColumns) {
      // A birth date dates nothing but births: 'tenants in 2026' is not 'tenants born in 2026'. A hire date dates the
      // hiring of its own rows only: 'customers in 2012' are not those whose support rep was hired in 2012.
      if (c.stems.includes('birth') && !hints.includes(c.name)) continue;
      if (c.stems.includes(stem('hire')) && e.name !== fact && !hints.includes(c.name)) continue;
      let score = -path.steps.length * 2;
      if (hints.includes(c.name)) score += 5;
      if (e.name === fact && c.stems.some((s) => measure.includes(s))) score += 2;
      if (c.stems.some((s) => e.stems.includes(s))) score += 1;
      if (c.stems.some((s) => ['updat', 'modifi', 'birth', 'requir', 'due', 'deleted', 'expir'].includes(s)))
        score -= 1.5;
      if (
        c.stems.some((s) =>
          ['order', 'invoic', 'sal', 'payment', 'transact', 'creat', 'rental', 'purchas', 'book'].includes(s),
        )
      )
        score += 0.5;
      score += spanStart(e, c);
      candidates.push({ column: c, path, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0] ?? null;
}

/**
 * A year the fact keeps as a whole number (`awardyear`, `fiscal_year`), when the question's period is whole years
 * and nothing groups by a part of a year or a weekday: the one such column of the table (a birth year dates no event).
 */
function ownYearColumn(e: CatalogEntity, it: Interpretation): CatalogColumn | null {
  const t = it.time;
  const wholeYears = (d?: string) => !!d && /^\d{4}-01-01/.test(d);
  // By year alone ('which year has the most degrees'), or a period of whole years, or open at one end ('before 1980',
  // 'after 2013').
  const byYear = it.dims.some((d) => d.kind === 'time' && d.unit === 'year');
  if (t && ((!t.start && !t.end) || (t.start && !wholeYears(t.start)) || (t.end && !wholeYears(t.end)))) return null;
  if (!t && !byYear) return null;
  if (
    it.dims.some((d) => (d.kind === 'time' && d.unit !== 'year') || d.kind === 'weekday' || d.kind === 'hour') ||
    it.filters.some((f) => f.kind === 'weekday')
  )
    return null;
  // A whole number column named right before the year ('after season 2007': the period's hint, read/time.ts).
  return (
    e.columns.find((c) => hintedYear(c, it)) ??
    e.columns.find((c) => c.textYear && it.timeHints.includes(c.name)) ??
    yearNumberColumn(e)
  );
}

/**
 * A whole number column the period was said with ('after season 2007': its hint, read/time.ts), kept as a year. Only
 * a noun that keeps years (not a time column's name or a verb: `olQtyShipped` is no year of 'shipped in 2025').
 */
function hintedYear(c: CatalogColumn, it: Interpretation): boolean {
  return c.type === 'integer' && !c.isKey && it.timeHints.some((h) => YEAR_HINTS.has(h) && c.stems.includes(stem(h)));
}

/** A table's one year kept as a number (`awardyear`, `Year`), not a date and not a year of birth; null if none or several. */
export function yearNumberColumn(e: CatalogEntity): CatalogColumn | null {
  const years = e.columns.filter(
    (c) =>
      // numeric(4,0) is how some schemas keep a year (`section.year`): a decimal whose name ends in 'year'.
      (c.type === 'integer' || c.textYear || (c.type === 'decimal' && c.words.at(-1) === 'year')) &&
      c.role !== 'time' &&
      c.words.includes('year') &&
      !c.stems.includes('birth'),
  );
  return years.length === 1 ? years[0] : null;
}

/** The day of the week of a date, by name (the weekday expression gives ISO numbers, 1 = Monday). */
function weekdayName(date: Expr): Expr {
  const n: Expr = { kind: 'weekday', arg: date };
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return names.reduceRight<Expr | null>(
    (rest, name, i) => ({
      kind: 'case',
      when: { kind: 'cmp', op: '=', left: n, right: lit(i + 1) },
      then: lit(name),
      else: rest,
    }),
    null,
  )!;
}

/**
 * A record of a span (leave from … to …, a subscription's start and end) happens when it starts: 'leave days in
 * 2025' are those taken in 2025, whenever they were requested.
 */
function spanStart(e: CatalogEntity, c: CatalogColumn): number {
  const has = (words: string[]) => (x: CatalogColumn) => x.stems.some((s) => words.map(stem).includes(s));
  const start = has(['start', 'begin', 'from']);
  if (!start(c) || !e.timeColumns.some(has(['end', 'finish', 'until', 'to', 'stop']))) return 0;
  return 1.5;
}

// ——— building the query ———

/** The most columns a table with neither a name nor a key is listed by. */
const MAX_KEYLESS_COLUMNS = 6;

function build(it: Interpretation, catalog: Catalog, fact: FactChoice, r: Resolved): Plan {
  const factEntity = catalog.byName.get(fact.entity)!;
  const joins = new JoinBuilder(fact.entity);
  const select: QuerySpec['select'] = [];
  const groupBy: Expr[] = [];
  const columns: PlannedColumn[] = [];
  const where: Condition[] = [];
  const having: Condition[] = [];
  const groupText: string[] = [];
  const filterText: string[] = [];
  const notes: string[] = [];
  const usedKeys = new Set<string>();
  const key = (base: string) => {
    let k = base.replace(/[^a-z0-9_]/gi, '_').toLowerCase() || 'value';
    for (let i = 2; usedKeys.has(k); i++) k = `${base}_${i}`;
    usedKeys.add(k);
    return k;
  };

  // Two values of one column ('rejected or cancelled requests', 'orders from Germany and France'): a row
  // holds one value, so both can only mean either of them; they become one IN list.
  const oneColumn = new Map<string, { cond: Extract<Condition, { kind: 'in' }>; text: number }>();
  let semiJoins = 0;
  const scopeConditions: Condition[] = [];
  // Filters first: their joins are inner (but for either-of conditions, where a row may match the other side).
  const marks: FilterMark[] = [];
  for (const rf of r.filters) {
    const f = rf.f;
    const before = where.length;
    marks.push({ f, where: where.length, text: filterText.length });
    const required = f.either === undefined;
    if (f.kind === 'value' && rf.hit && rf.path) {
      // A value reached through one-to-many hops ('playlist Music' from invoices) is a semi-join: joined, it would
      // repeat each invoice once per matching playlist entry and multiply its total.
      const semi = semiJoinable(rf, r) ? semiJoin(joins, rf.path, ++semiJoins) : null;
      const alias = semi?.alias ?? joins.aliasFor(rf.path, !f.negate && required);
      const wrap = semi?.wrap ?? ((c: Condition) => c);
      const e = catalog.byName.get(rf.hit.entity)!;
      const expr = valueExpr(alias, rf.hit.columns);
      const sameColumn = f.hits.filter(
        (h) => h.entity === rf.hit!.entity && h.columns.join() === rf.hit!.columns.join(),
      );
      // The value index holds the values exactly as stored, so plain equality is right, and it lets
      // the source use its indexes (a lower(…) comparison scans every row).
      const values = [...new Set(sameColumn.length ? sameColumn.map((h) => h.value) : [rf.hit.value])];
      const columnKey = `${alias}.${rf.hit.columns.join()}#${f.either ?? ''}:${f.side ?? ''}`;
      const earlier = f.negate ? undefined : oneColumn.get(columnKey);
      if (earlier) {
        earlier.cond.values = [...new Set([...earlier.cond.values, ...values])];
        filterText[earlier.text] = `${filterText[earlier.text]} or ${rf.hit.value}`;
        continue;
      }
      const cond: Extract<Condition, { kind: 'in' }> = { kind: 'in', expr, values };
      if (f.scope) scopeConditions.push(wrap(cond));
      if (!f.negate && !f.scope) oneColumn.set(columnKey, { cond, text: filterText.length });
      where.push(f.negate ? { kind: 'not', condition: wrap(cond) } : wrap(cond));
      // Every value the condition holds is said: 'deal stage is neither Won nor Lost', not 'is not Won'.
      const said =
        values.length < 2
          ? `${f.negate ? 'is not ' : 'is '}${rf.hit.value}`
          : `is ${f.negate ? 'neither ' : ''}${values.slice(0, -1).join(', ')} ${f.negate ? 'nor' : 'or'} ${values.at(-1)}`;
      filterText.push(
        f.via ? `${words(f.via.words)} ${said.replace(/^is /, '')}` : `${describeColumns(e, rf.hit.columns)} ${said}`,
      );
    } else if (f.kind === 'threshold' && f.against && rf.column && rf.path) {
      // 'a price above the average price': each row against the figure of all the rows of its table, a correlated
      // EXISTS whose one group (no GROUP BY) holds them all.
      const alias = joins.aliasFor(rf.path, required);
      const all = 'a0';
      const figure: Expr = { kind: 'agg', fn: f.against, arg: col(all, rf.column.name) };
      // ('… than all songs in English': the figure of the rows that hold those values of their own table.)
      // (A value kept as a reference to another table's text key, 'blues' in song.genre_is, is compared there.)
      const subset = (f.againstValues ?? []).flatMap((v) => {
        const entity = rf.column!.entity;
        const own = v.hits.filter((h) => h.entity === entity);
        const hit = own[0] ?? v.hits.find((h) => keptReference(catalog, entity, h));
        if (!hit) return [];
        const columns = own.length ? hit.columns : [keptReference(catalog, entity, hit)!];
        const values = own.length ? own.map((h) => h.value) : [hit.value];
        // (Said by the column that holds the value: 'genre name is blues'.)
        const said = `${describeColumns(catalog.byName.get(hit.entity)!, hit.columns)} is ${values[0]}`;
        return [{ cond: { kind: 'in', expr: valueExpr(all, columns), values } as Condition, said }];
      });
      const cond: Condition = {
        kind: 'exists',
        negate: false,
        query: {
          from: { entity: rf.column.entity, alias: all },
          select: [{ alias: 'one', expr: lit(1) }],
          ...(subset.length
            ? { where: subset.length === 1 ? subset[0].cond : { kind: 'and', conditions: subset.map((x) => x.cond) } }
            : {}),
          having: { kind: 'cmp', op: FLIPPED[f.op], left: figure, right: col(alias, rf.column.name) },
        },
      };
      where.push(cond);
      const rowsWords = pluralWords(catalog.byName.get(rf.column.entity)!);
      filterText.push(
        subset.length
          ? `${words(rf.column.words)} ${opText(f.op)} the ${FN_TEXT[f.against]} of the ${rowsWords} where ${subset
              .map((x) => x.said)
              .join(' and ')}`
          : `${words(rf.column.words)} ${opText(f.op)} the ${FN_TEXT[f.against]} of all ${rowsWords}`,
      );
    } else if (f.kind === 'threshold' && rf.column && rf.path) {
      const alias = joins.aliasFor(rf.path, required);
      // '5 minutes' against a column kept in milliseconds is 300,000 of them.
      const unit = columnUnit(rf.column.words);
      const converted = convertUnit(f.value, f.unit, unit);
      const cond: Extract<Condition, { kind: 'cmp' }> = {
        kind: 'cmp',
        op: f.op,
        left: col(alias, rf.column.name),
        right: lit(converted ?? f.value),
      };
      if (f.agg) having.push(onAggregate(cond, f.agg));
      else where.push(cond);
      const said = converted === null ? `${f.value}` : `${displayNumber(converted, 'number')} (${f.value} ${f.unit})`;
      // A related table's column that the rows counted or listed have under the same name (a trainer's rank beside a
      // rider's) is said with its table's name.
      const twin =
        rf.path.steps.length > 0 &&
        rf.column.entity !== fact.entity &&
        factEntity.columns.some((c) => words(c.words) === words(rf.column!.words));
      const named = `${twin ? `${singularWords(catalog.byName.get(rf.column.entity)!)} ` : ''}${words(rf.column.words)}`;
      filterText.push(`${f.agg ? `${FN_TEXT[f.agg]} of ` : ''}${named} ${opText(f.op)} ${said}`);
    } else if (f.kind === 'columns' && rf.path && dateComparison(f, 't0', catalog.byName.get(f.entity)!)) {
      // Days after, the same month, on or before: date arithmetic (plan/dates).
      const d = dateComparison(f, joins.aliasFor(rf.path, required), catalog.byName.get(f.entity)!)!;
      where.push(d.cond);
      filterText.push(d.text);
    } else if (f.kind === 'columns' && rf.path) {
      const alias = joins.aliasFor(rf.path, required);
      const e = catalog.byName.get(f.entity)!;
      if (rf.other) {
        const c = compareAcross(f, catalog, alias, joins.aliasFor(rf.other, required));
        where.push(c.cond);
        filterText.push(c.text);
        continue;
      }
      where.push({ kind: 'cmp', op: f.op, left: col(alias, f.left), right: col(alias, f.right) });
      filterText.push(
        `${words(e.byName.get(f.left)!.words)} ${f.op === '>' ? (isTime(e, f.left) ? 'after' : 'greater than') : isTime(e, f.left) ? 'before' : 'less than'} ${words(e.byName.get(f.right)!.words)}`,
      );
    } else if (f.kind === 'flag' && rf.path) {
      const alias = joins.aliasFor(rf.path, required);
      const flag = catalog.byName.get(f.entity)!.byName.get(f.column)!;
      // A flag kept as text ('Y'/'N') is compared with its own values; NULL is neither yes nor no, as in SQL.
      where.push(
        flag.truth
          ? { kind: 'in', expr: col(alias, f.column), values: f.value ? flag.truth.yes : flag.truth.no }
          : { kind: 'cmp', op: '=', left: col(alias, f.column), right: lit(f.value) },
      );
      // 'is closed' reads as a sentence: 'is closed' / 'is not closed'; other flags as 'discontinued is yes/no'.
      const flagWords = flag.words;
      filterText.push(
        flagWords[0] === 'is' && flagWords.length > 1
          ? `${f.value ? 'it is' : 'it is not'} ${words(flagWords.slice(1))}`
          : `${words(flagWords)} is ${f.value ? 'yes' : 'no'}`,
      );
    } else if (f.kind === 'age' && rf.path) {
      // 'patients 65 or older': a condition on the birth date (plan/age).
      const a = ageCondition(f, joins.aliasFor(rf.path, required), catalog.byName.get(f.entity)!);
      where.push(a.cond);
      filterText.push(a.text);
    } else if (f.kind === 'present' && rf.path) {
      const alias = joins.aliasFor(rf.path, required);
      const c = catalog.byName.get(f.entity)!.byName.get(f.column)!;
      where.push(presentCondition(col(alias, f.column), c, !f.negate));
      // A reason for failing is given or not; a date or any other column is set or not.
      const state = c.emptyTexts
        ? f.negate
          ? 'gives no reason'
          : 'gives a reason'
        : f.negate
          ? 'is not set'
          : 'is set';
      filterText.push(`${words(c.words)} ${state}`);
    } else if (f.kind === 'pattern' && rf.path) {
      const alias = joins.aliasFor(rf.path, required);
      const mode = f.mode;
      const each = f.values.map((value): Condition =>
        // An address written out is the value, whatever its case ('Stanley.Monahan@example.org').
        mode === 'equals'
          ? { kind: 'eq_ci', expr: col(alias, f.column), value }
          : { kind: 'text', expr: col(alias, f.column), mode, value },
      );
      where.push(each.length === 1 ? each[0] : { kind: 'or', conditions: each });
      const how =
        mode === 'starts' ? 'starts with' : mode === 'ends' ? 'ends with' : mode === 'equals' ? 'is' : 'contains';
      filterText.push(
        `${words(catalog.byName.get(f.entity)!.byName.get(f.column)!.words)} ${how} ${f.values.map((v) => `"${v}"`).join(' or ')}`,
      );
    } else if (f.kind === 'contains') {
      const target = catalog.byName.get(f.entity ?? fact.entity)!;
      if (target.label && target.name === fact.entity) {
        where.push({ kind: 'contains', expr: valueExpr('t0', target.label.columns), value: f.text });
        filterText.push(`${describeColumns(target, target.label.columns)} contains "${f.text}"`);
      }
    }
    // A yes/no or date filter that defines the population ('current employees') is in every part of a form too.
    if (f.kind !== 'value' && 'scope' in f && f.scope) scopeConditions.push(...where.slice(before));
  }

  joinEither(marks, { where: where.length, text: filterText.length }, where, filterText);

  // The period.
  let periodText: string | undefined;
  const filterConditions = where.filter((c) => !scopeConditions.includes(c));
  const periodConditions: Condition[] = [];
  let timeExpr: Expr | undefined;
  if (r.yearColumn && (it.time?.start || it.time?.end)) {
    // Whole years compared as numbers: 2025 up to, not including, the end's year. No date expression follows from
    // it, so a form that needs one (a change between periods, a monthly series) finds none and says so.
    const ya = r.yearPath ? joins.aliasFor(r.yearPath, true) : 't0';
    const yc: Expr = r.yearColumn.textYear
      ? { kind: 'as_number', arg: col(ya, r.yearColumn.name) }
      : col(ya, r.yearColumn.name);
    periodConditions.push(...periodBounds(it.time, yc, (d) => lit(Number(d.slice(0, 4)))));
    where.push(...periodConditions);
    const yearOf = r.yearPath ? `${singularWords(catalog.byName.get(r.yearColumn.entity)!)} ` : '';
    periodText = `${it.time.label} (by ${yearOf}${words(r.yearColumn.words)})`;
  } else if (r.timeColumn) {
    const alias = joins.aliasFor(r.timeColumn.path, !!it.time);
    const tc = col(alias, r.timeColumn.column.name);
    timeExpr = tc;
    if (it.time) periodConditions.push(...periodBounds(it.time, tc, lit));
    where.push(...periodConditions);
    for (const f of it.filters)
      if (f.kind === 'weekday') {
        const cond: Condition = { kind: 'in', expr: { kind: 'weekday', arg: tc }, values: f.days };
        where.push(cond);
        filterConditions.push(cond);
        filterText.push(`${words(r.timeColumn.column.words)} falls ${weekdayWords(f.days)}`);
      }
    if (it.time) periodText = `${it.time.label} (by ${words(r.timeColumn.column.words)})`;
  }

  // Dimensions.
  const choices: string[] = [...(it.choices ?? [])];
  // Columns grouped by only to be shown beside a group's name: a group is no less one when they are empty.
  const shownOnly = new Set<Expr>();
  // 'List department name and id': the key of the rows grouped by, asked for, is shown beside their name (it is
  // grouped by already, so the groups do not change).
  const showKeys = (e: CatalogEntity, alias: string, path?: JoinPath) => {
    // Other columns of the grouped rows asked to be seen ('the email of the party that used the services the most'):
    // grouped by the rows' key already, each group keeps its one value.
    if (path)
      for (const c of (it.show ?? []).filter((x) => x.entity === e.name && !e.primaryKey.includes(x.column))) {
        const shown = e.byName.get(c.column);
        if (!shown) continue;
        const expr = col(alias, shown.name);
        const k = key(shown.words.join('_') || shown.name);
        if (select.some((x) => x.alias === k)) continue;
        groupBy.push(expr);
        shownOnly.add(expr);
        select.push({ alias: k, expr });
        columns.push({ key: k, label: title(shown.words), role: 'detail', format: formatOf(shown) });
      }
    for (const pk of e.primaryKey) {
      const c = e.byName.get(pk)!;
      // Rows grouped by (`path` given): a key kept as a code people use ('ACCT' of DEPT_CODE) is shown beside the
      // name it keys, as if asked; read on the rows that point at it, so a code with no row of its own ('ENGL') is
      // still said.
      const code = !!path && e.primaryKey.length === 1 && c.type === 'text' && /code$/i.test(c.name) && !!e.label;
      if (!code && !(it.show ?? []).some((x) => x.entity === e.name && x.column === pk)) continue;
      const last = path?.steps.at(-1);
      const pointing =
        code && last?.direction === 'up' && last.edge.toFields.length === 1 && last.edge.toFields[0] === pk
          ? col(
              joins.aliasFor({ steps: path!.steps.slice(0, -1), fansOut: path!.fansOut }, false),
              last.edge.fromFields[0],
            )
          : null;
      const expr = pointing ?? col(alias, pk);
      const said = code ? [...singularWords(e).split(' '), 'code'] : c.words;
      const k = key(said.join('_') || pk);
      if (!groupBy.some((g) => g.kind === 'column' && g.table === expr.table && g.column === expr.column))
        groupBy.push(expr);
      select.push({ alias: k, expr });
      columns.push({ key: k, label: title(said.length ? said : [pk]), role: 'detail', format: 'text' });
    }
  };
  for (const d of r.dims) {
    const e = catalog.byName.get(d.entity!)!;
    const other = d.dim.kind === 'entity' && d.dim.via ? null : otherWayUp(catalog, fact.entity, d.path);
    if (other)
      choices.push(
        `${singularWords(e)} of each ${singularWords(catalog.byName.get(d.path!.steps.at(-1)!.edge.from)!)}, where ${pluralWords(other)} lead to ${singularWords(e)} too`,
      );
    // Rows the question lists, each with its figure ('the company name with the number of gas stations'), are those
    // rows only: a station linked to no company is no company's. A breakdown ('departments by head') keeps the
    // measured rows that lead to none, as '(none)'.
    const alias = joins.aliasFor(d.path!, (d.dim.kind === 'entity' || d.dim.kind === 'column') && !!d.dim.listed);
    // Rows listed, each with the row it points at ('the country of the roller coaster with the highest height'): that
    // row is shown beside each, not a group (a group of listed rows is no query a database runs).
    const beside = it.measure.kind === 'rows' && keepsRows(catalog, d.path!);
    const group = (expr: Expr) => {
      if (!beside) groupBy.push(expr);
    };
    if (d.column) {
      const k = key(d.column.words.join('_') || d.column.name);
      select.push({ alias: k, expr: col(alias, d.column.name) });
      // Grouped by the name its rows are known by, two rows of one name stay two (two students called Gabriel). The
      // measured rows grouped by a name of their own are grouped by its value: 'the manager name with the most gas
      // stations' counts the stations of each name (one group per station would count one each).
      if (
        e.label?.columns.length === 1 &&
        e.label.columns[0] === d.column.name &&
        (d.path!.steps.length || it.measure.kind !== 'count') &&
        !(d.dim.kind === 'column' && d.dim.distinct) &&
        // 'product names with average product price under 1000': an average of the row's own figure per row is that
        // figure; asked of a name, it is over the rows of that name.
        !(!d.path!.steps.length && it.measure.kind === 'column' && it.measure.agg === 'avg')
      )
        for (const pk of e.primaryKey) group(col(alias, pk));
      group(col(alias, d.column.name));
      columns.push({ key: k, label: title(d.column.words), role: 'dimension', format: formatOf(d.column) });
      showKeys(e, alias);
      groupText.push(`${words(d.column.words)}${d.column.entity !== fact.entity ? ` (of ${singularWords(e)})` : ''}`);
    } else {
      const label = labelExpr(e, alias, borrowedAlias(e, d.path!, joins, catalog), catalog);
      // Named back as the question named them ('top 5 customers' on a table of accounts), else by the table or role.
      const said = d.dim.kind === 'entity' && !d.dim.via ? d.dim.said : undefined;
      const roleWords = d.dim.kind === 'entity' && d.dim.via ? d.dim.via.words : (said ?? singularWords(e).split(' '));
      const k = key(roleWords.join('_'));
      select.push({ alias: k, expr: label });
      for (const pk of e.primaryKey) group(col(alias, pk));
      group(label);
      columns.push({ key: k, label: title(roleWords), role: 'dimension', format: 'text' });
      showKeys(e, alias, d.path);
      groupText.push(
        d.dim.kind === 'entity' && d.dim.via
          ? `${words(d.dim.via.words)} (${singularWords(e)})`
          : said
            ? words(said)
            : singularWords(e),
      );
    }
  }
  const timeDim = it.dims.find((d) => d.kind === 'time');
  let series = false;
  if (timeDim && timeDim.kind === 'time' && r.timeColumn) {
    const alias = joins.aliasFor(r.timeColumn.path, false);
    const expr: Expr = { kind: 'time', unit: timeDim.unit, mode: 'trunc', arg: col(alias, r.timeColumn.column.name) };
    const k = key(timeDim.unit);
    select.unshift({ alias: k, expr });
    groupBy.unshift(expr);
    columns.unshift({ key: k, label: title([timeDim.unit]), role: 'dimension', format: 'period', unit: timeDim.unit });
    // The period's date is said once, in the sentence: a chart's title reads 'Revenue by month'.
    groupText.unshift(timeDim.unit);
    if (!it.time) notes.push(`by ${words(r.timeColumn.column.words)}`);
    series = true;
  }

  let cyclicOrder: Expr | null = null;
  if (it.dims.some((d) => d.kind === 'weekday') && r.timeColumn) {
    const day = col(joins.aliasFor(r.timeColumn.path, false), r.timeColumn.column.name);
    const expr = weekdayName(day);
    // Listed in the order of the week (Monday first), not of their names; the number is one per group.
    cyclicOrder = { kind: 'agg', fn: 'min', arg: { kind: 'weekday', arg: day } };
    const k = key('weekday');
    select.unshift({ alias: k, expr });
    groupBy.unshift(expr);
    columns.unshift({ key: k, label: 'Weekday', role: 'dimension', format: 'text' });
    groupText.unshift('weekday');
    if (!it.time) notes.push(`by ${words(r.timeColumn.column.words)}`);
  }

  if (it.dims.some((d) => d.kind === 'hour') && r.timeColumn) {
    // The hours of the day, 0 … 23, in their order.
    const expr: Expr = { kind: 'hour', arg: col(joins.aliasFor(r.timeColumn.path, false), r.timeColumn.column.name) };
    const k = key('hour');
    select.unshift({ alias: k, expr });
    groupBy.unshift(expr);
    columns.unshift({ key: k, label: 'Hour', role: 'dimension', format: 'integer' });
    groupText.unshift('hour of the day');
    if (!it.time) notes.push(`by ${words(r.timeColumn.column.words)}`);
    if (!cyclicOrder) cyclicOrder = expr;
  }

  // The measure.
  let measureText = '';
  let measureExpr: Expr | null = null;
  let measureFormat: ColumnFormat = 'number';
  let measureKey = 'value';
  let measureLabel = 'Value';
  const m = fact.measure;
  let unitApplied = false;
  // Rows are repeated only by joins that fan out; a semi-joined filter repeats none.
  const fansOut =
    r.fansOut &&
    (r.dims.some((d) => d.path?.fansOut) ||
      r.filters.some((rf) => rf.path?.fansOut && !semiJoinable(rf, r)) ||
      !!r.timeColumn?.path.fansOut);
  if (m.kind === 'count') {
    const pk = factEntity.primaryKey;
    measureExpr =
      fansOut && pk.length === 1
        ? { kind: 'agg', fn: 'count_distinct', arg: col('t0', pk[0]) }
        : { kind: 'agg', fn: 'count', arg: null };
    measureFormat = 'integer';
    measureKey = key(`${factEntity.words.join('_')}_count`);
    // Counted as the question named them ('customers' on a table of accounts).
    const said = it.measure.kind === 'count' && it.measure.entity === factEntity.name ? it.measure.said : undefined;
    // A link table counted is said by what it links to ('number of horses' of owners, not of has-horse rows).
    const end = catalog.byName.get(
      linkedEnd(
        catalog,
        factEntity.name,
        r.dims.flatMap((d) => (d.entity ? [d.entity] : [])),
      ),
    )!;
    const counted = said ? pluralPhrase(words(said)) : pluralWords(end);
    measureLabel = `Number of ${counted}`;
    measureText = `number of ${counted}`;
  } else if (m.kind === 'countDistinct') {
    const c = factEntity.byName.get(m.column)!;
    measureExpr = { kind: 'agg', fn: 'count_distinct', arg: col('t0', m.column) };
    measureFormat = 'integer';
    measureKey = key(`distinct_${c.words.join('_')}`);
    measureLabel = `Distinct ${title(c.words)}`;
    // An identifier of a thing with no table of its own counts the things: 'number of distinct customers'.
    measureText = c.entityKey
      ? `number of distinct ${pluralPhrase(words(c.words))} (${factEntity.table}.${c.name})`
      : `number of distinct ${words(c.words)} values (${factEntity.table}.${c.name})`;
    const of = m.of ? catalog.byName.get(m.of) : undefined;
    if (m.days) {
      // The days something happened: a date's day counted once, whatever its time (readings/interpret.ts activeDays).
      measureExpr = {
        kind: 'agg',
        fn: 'count_distinct',
        arg: { kind: 'time', unit: 'day', mode: 'trunc', arg: col('t0', m.column) },
      };
      measureKey = key('days');
      measureLabel = 'Days';
      measureText = `number of different days with ${pluralWords(factEntity)} (${factEntity.table}.${c.name})`;
    }
    if (of) {
      measureLabel = `Distinct ${title(of.words)}`;
      measureText = `number of distinct ${pluralWords(of)} on ${pluralWords(factEntity)} (${factEntity.table}.${c.name})`;
    }
  } else if (m.kind === 'sumColumn') {
    const owner = m.from ? catalog.byName.get(m.from)! : factEntity;
    const c = owner.byName.get(m.column)!;
    const agg = m.agg;
    const path = m.from ? findPath(catalog, fact.entity, m.from) : null;
    measureExpr = { kind: 'agg', fn: agg, arg: col(path ? joins.aliasFor(path, true) : 't0', m.column) };
    measureFormat =
      c.money === 'amount' || c.money === 'price'
        ? 'money'
        : c.type === 'integer' && agg !== 'avg'
          ? 'integer'
          : 'number';
    measureKey = key(`${agg}_${c.words.join('_')}`);
    // A sum of a column called 'total' is the total, not the 'total total'.
    const said = agg === 'sum' && c.words[0] === 'total' ? c.words.slice(1) : c.words;
    const named = said.length ? ` ${words(said)}` : ` of ${pluralWords(owner)}`;
    measureLabel = `${AGG_TEXT[agg]}${said.length ? ` ${title(said)}` : ''}`;
    measureText = `${AGG_TEXT[agg].toLowerCase()}${named} (${owner.table}.${c.name})`;
    // (Not of rows that extend the owner's, one each: a gymnast's age is their person's.)
    if (m.from && !extendsEntity(catalog, factEntity.name, m.from))
      notes.push(
        `each ${singularWords(owner)}'s ${words(c.words)} is counted once per ${singularWords(factEntity)} (${factEntity.table} row) that refers to it`,
      );
    if (it.measure.kind === 'units')
      measureText = `${unitsText(it.verb)}: total ${words(c.words)} (${factEntity.table}.${c.name})`;
    // Numbers kept as text ('12km'): the figure is in the unit the values name, read from the number each starts with.
    if (c.textNumber?.unit && agg !== 'count' && agg !== 'count_distinct')
      notes.push(
        `${words(c.words)} is kept as text with its unit (${c.textNumber.unit}): the number each value starts with is used`,
      );
    // 'average track length in minutes' on a column kept in milliseconds: the figure is converted, and says so.
    const factor =
      agg === 'count' || agg === 'count_distinct'
        ? null
        : convertUnit(1, c.textNumber?.unit || columnUnit(c.words) || undefined, it.measureUnit ?? null);
    if (factor !== null && it.measureUnit) {
      unitApplied = true;
      measureExpr = { kind: 'arith', op: '*', left: measureExpr, right: lit(factor) };
      measureFormat = 'number';
      measureLabel = `${measureLabel} (${it.measureUnit})`;
      measureText = `${measureText} in ${it.measureUnit}`;
    }
  } else if (m.kind === 'days' || m.kind === 'age') {
    // Both are a figure computed from the row's dates, with the rows that lack a date left out and said so.
    const d = m.kind === 'days' ? daysMeasure(factEntity, m) : ageMeasure(factEntity, m);
    measureExpr = d.expr;
    measureKey = key(d.key);
    measureLabel = d.label;
    measureText = d.text;
    where.push(...d.where);
    notes.push(d.note);
  } else if (m.kind === 'revenue') {
    const rev = m.m;
    measureFormat = 'money';
    measureKey = key('revenue');
    if (rev.kind === 'amount') {
      measureExpr = { kind: 'agg', fn: m.agg, arg: col('t0', rev.amount!) };
      measureLabel = m.agg === 'sum' ? 'Revenue' : `${AGG_TEXT[m.agg]} revenue`;
      measureText = `${m.agg === 'sum' ? 'total' : AGG_TEXT[m.agg].toLowerCase()} revenue (${FN_TEXT[m.agg]} of ${factEntity.table}.${rev.amount})`;
    } else {
      // The price may be kept on the record the line points at (the product's unit cost).
      const priced = rev.priceEntity ? findPath(catalog, fact.entity, rev.priceEntity) : null;
      const priceAlias = priced ? joins.aliasFor(priced, true) : 't0';
      // A line with no quantity is one of the thing (joined-revenue.ts unitSale): its price once per row.
      const price = col(priceAlias, rev.price!);
      let line: Expr = rev.quantity ? { kind: 'arith', op: '*', left: col('t0', rev.quantity), right: price } : price;
      if (rev.discount)
        line = {
          kind: 'arith',
          op: '*',
          left: line,
          right: { kind: 'arith', op: '-', left: lit(1), right: col('t0', rev.discount) },
        };
      const priceName = priced ? `${catalog.byName.get(rev.priceEntity!)!.table}.${rev.price}` : rev.price;
      // No quantity: the reading that each row is one thing bought is said, for the reader to check.
      // Each row paid at a price of its own (joined-revenue.ts paidPerRow): a reading the answer names, not a fact.
      if (!rev.quantity && !rev.priceEntity)
        choices.push(`revenue of each ${factEntity.table} row as its own ${rev.price}`);
      if (!rev.quantity && rev.priceEntity)
        notes.push(
          `each ${factEntity.table} row is read as one ${singularWords(catalog.byName.get(rev.priceEntity)!)} bought at its price`,
        );
      const formula = `${rev.quantity ? `${rev.quantity} × ` : ''}${priceName}${rev.discount ? ` × (1 − ${rev.discount})` : ''}`;
      const header =
        m.agg === 'avg'
          ? catalog.edges.find((x) => x.from === fact.entity && catalog.byName.get(x.to)!.eventTimeColumns.length)
          : undefined;
      if (header && header.fromFields.length === 1) {
        measureExpr = {
          kind: 'arith',
          op: '/',
          left: { kind: 'agg', fn: 'sum', arg: line },
          right: { kind: 'agg', fn: 'count_distinct', arg: col('t0', header.fromFields[0]) },
        };
        measureLabel = `Average per ${title(catalog.byName.get(header.to)!.words)}`;
        measureText = `average revenue per ${catalog.byName.get(header.to)!.table} (sum of ${formula} on ${factEntity.table} ÷ number of ${pluralWords(catalog.byName.get(header.to)!)})`;
      } else {
        measureExpr = { kind: 'agg', fn: m.agg, arg: line };
        measureLabel = m.agg === 'sum' ? 'Revenue' : `${AGG_TEXT[m.agg]} revenue`;
        measureText = `${m.agg === 'sum' ? 'total' : AGG_TEXT[m.agg].toLowerCase()} revenue (${FN_TEXT[m.agg]} of ${formula} on ${factEntity.table})`;
      }
    }
  }

  // Thresholds on the measure become HAVING.
  for (const rf of r.filters) {
    const f = rf.f;
    if (f.kind === 'threshold' && !f.columns.length && measureExpr) {
      having.push({ kind: 'cmp', op: f.op, left: measureExpr, right: lit(f.value) });
      filterText.push(`${measureLabel.toLowerCase()} ${opText(f.op)} ${f.value}`);
    }
  }

  let shape: Plan['shape'];
  let orderBy: QuerySpec['orderBy'];
  let limit: number | undefined;
  let rank = it.rank;
  let distinctValues = false;
  // Only when nothing else of the rows is asked for ('what region does Angola belong to and what is its
  // population' lists the country with both).
  const valuesColumn =
    m.kind === 'rows' &&
    m.values &&
    !m.orderBy &&
    detailColumns(
      factEntity,
      m.distinct ? { ...r, filters: [], timeColumn: undefined } : r,
      undefined,
      it,
      false,
    ).every((c) => c.name === m.values)
      ? factEntity.byName.get(m.values)
      : undefined;
  if (valuesColumn) {
    // 'What are the regions that use English': each region once, in order.
    shape = 'rows';
    const k = key(valuesColumn.words.join('_') || valuesColumn.name);
    const expr = col('t0', valuesColumn.name);
    select.push({ alias: k, expr });
    columns.push({ key: k, label: title(valuesColumn.words), role: 'dimension', format: 'text' });
    where.push({ kind: 'is_null', expr, negate: true });
    orderBy = [{ expr, direction: 'asc' }];
    measureText = `different ${pluralPhrase(words(valuesColumn.words))}`;
    limit = rank ? rank.n : MAX_LIST_ROWS + 1;
    rank = undefined;
    distinctValues = true;
  } else if (m.kind === 'rows') {
    shape = 'rows';
    // A row with no name of its own is shown by the name its one-to-one key leads to ('poker_player' → 'people').
    const via = factEntity.labelVia ? catalog.byName.get(factEntity.labelVia.entity) : undefined;
    const named = factEntity.label ? factEntity : via?.label ? via : null;
    const label = named
      ? labelExpr(factEntity, 't0', borrowedAlias(factEntity, { steps: [], fansOut: false }, joins, catalog), catalog)
      : null;
    const k = key(named?.isPerson ? 'name' : named ? named.byName.get(named.label!.columns[0])!.words.join('_') : 'id');
    if (label) {
      select.push({ alias: k, expr: label });
      columns.push({
        key: k,
        label: named!.isPerson ? 'Name' : title(named!.byName.get(named!.label!.columns[0])!.words),
        role: 'dimension',
        format: 'text',
      });
    } else {
      for (const pk of factEntity.primaryKey) {
        const pkKey = key(pk);
        select.push({ alias: pkKey, expr: col('t0', pk) });
        columns.push({
          key: pkKey,
          label: title(factEntity.byName.get(pk)!.words.length ? factEntity.byName.get(pk)!.words : [pk]),
          role: 'dimension',
          format: 'text',
        });
      }
    }
    const details = detailColumns(factEntity, r, m.orderBy?.via ? undefined : m.orderBy?.column, it);
    const asked = new Set((it.show ?? []).filter((c) => c.entity === factEntity.name).map((c) => c.column));
    for (const c of details) {
      const dk = key(c.words.join('_') || c.name);
      select.push({ alias: dk, expr: col('t0', c.name) });
      columns.push({
        key: dk,
        label: title(c.words),
        role: c.name === m.orderBy?.column ? 'measure' : 'detail',
        format: formatOf(c),
        // 'the age of the oldest horse': the ranking column is the one asked for when the question names it too.
        ...(asked.has(c.name) ? { asked: true as const } : {}),
      });
    }
    // A column of the table each row points at, asked beside the rows ('the climbers with the name of their
    // mountain', 'the heights of the mountains they climb'): joined going up only, so each row stays one row.
    for (const c of it.show ?? []) {
      const owner = catalog.byName.get(c.entity);
      const shown = owner?.byName.get(c.column);
      const path = owner && c.entity !== factEntity.name ? findPath(catalog, factEntity.name, c.entity) : null;
      if (!owner || !shown || !path || !keepsRows(catalog, path) || path.steps.length > 2) continue;
      // ('the names of perpetrators': the person's name the rows are shown by already, not twice.)
      if (named === via && via?.name === c.entity && via.label?.columns.includes(c.column)) continue;
      // 'Department name', not 'Department department name': a column already named by its table's words ('Star
      // rating description' of Ref_Hotel_Star_Ratings, not 'Hotel star rating star rating description').
      const ownerWords = singularWords(owner).split(' ');
      const said = shown.stems.some((s) => owner.stems.includes(s)) ? [] : ownerWords;
      const sk = key([...said, ...shown.words].join('_'));
      select.push({ alias: sk, expr: col(joins.aliasFor(path, false), c.column) });
      columns.push({
        key: sk,
        label: title([...said, ...shown.words]),
        role: 'detail',
        format: formatOf(shown),
        asked: true,
      });
    }
    // A table with neither a name, a key nor a column asked (a link table `Participates_in`) is shown by its columns.
    const keyless = !select.length;
    if (keyless)
      for (const c of factEntity.columns.slice(0, MAX_KEYLESS_COLUMNS)) {
        const ck = key(c.words.join('_') || c.name);
        select.push({ alias: ck, expr: col('t0', c.name) });
        columns.push({ key: ck, label: title(c.words.length ? c.words : [c.name]), role: 'dimension', format: 'text' });
      }
    // The column the rows are ranked by: their own, or (`via`) the person's they are shown through, reached by the
    // join their name comes by and shown beside them.
    const viaAlias = m.orderBy?.via ? borrowedAlias(factEntity, { steps: [], fansOut: false }, joins, catalog) : null;
    const extension = m.orderBy?.of ? catalog.byName.get(m.orderBy.of) : undefined;
    const extensionPath = extension ? findPath(catalog, factEntity.name, extension.name) : null;
    const ranking = !m.orderBy
      ? null
      : extension && extensionPath && keepsRows(catalog, extensionPath)
        ? { c: extension.byName.get(m.orderBy.column)!, alias: joins.aliasFor(extensionPath, false) }
        : !m.orderBy.via
          ? { c: factEntity.byName.get(m.orderBy.column)!, alias: 't0' }
          : viaAlias && via
            ? { c: via.byName.get(m.orderBy.column)!, alias: viaAlias }
            : null;
    if (m.orderBy && ranking) {
      const { c } = ranking;
      const expr = col(ranking.alias, c.name);
      // ('Savings balance' for SAVINGS.balance: a column of a table extending the rows is said with its table's words.)
      const rankWords =
        extension && !c.stems.some((x) => extension.stems.includes(x)) ? [...extension.words, ...c.words] : c.words;
      if (m.orderBy.via || m.orderBy.of) {
        const ok = key(rankWords.join('_') || c.name);
        select.push({ alias: ok, expr });
        columns.push({ key: ok, label: title(rankWords), role: 'measure', format: formatOf(c) });
      }
      orderBy = [{ expr, direction: m.orderBy.dir }];
      // Names are listed A to Z; figures and dates lowest or highest first.
      const order =
        c.type === 'text' && !c.textNumber
          ? m.orderBy.dir === 'desc'
            ? 'Z to A'
            : 'A to Z'
          : `${m.orderBy.dir === 'desc' ? 'highest' : 'lowest'} first`;
      measureText = m.orderBy.all
        ? `${pluralWords(factEntity)}, by ${words(rankWords)} (${order})`
        : `${pluralWords(factEntity)} with the ${m.orderBy.dir === 'desc' ? 'highest' : 'lowest'} ${words(rankWords)}`;
    } else {
      orderBy = label
        ? [{ expr: label, direction: 'asc' }]
        : keyless
          ? select.map((x) => ({ expr: x.expr, direction: 'asc' as const }))
          : factEntity.primaryKey.map((pk) => ({ expr: col('t0', pk), direction: 'asc' as const }));
      measureText = pluralWords(factEntity);
    }
    limit = rank ? rank.n : MAX_LIST_ROWS + 1;
    if (!m.orderBy) rank = undefined;
  } else {
    select.push({ alias: measureKey, expr: measureExpr! });
    columns.push({ key: measureKey, label: measureLabel, role: 'measure', format: measureFormat });
    if (!groupBy.length) {
      shape = 'scalar';
    } else {
      shape = 'grouped';
      if (series && !rank) orderBy = [{ expr: select[0].expr, direction: 'asc' }];
      else if (cyclicOrder && !rank && groupBy.length === 1) orderBy = [{ expr: cyclicOrder, direction: 'asc' }];
      // Ties are broken by the first grouping, so the same question always lists the same rows.
      else
        orderBy = [
          { expr: measureExpr!, direction: rank?.dir ?? it.groupOrder ?? 'desc' },
          { expr: select[0].expr, direction: 'asc' },
        ];
      limit = rank ? Math.max(rank.n, rank.singular ? 5 : rank.n) : MAX_GROUP_ROWS + 1;
      // 'Which shop has the most employees': the employees with no shop are no shop, and never the answer. A
      // breakdown keeps them as '(none)'; a ranking of the groups leaves them out, and so does a bound on their
      // figure ('the policy types used by more than 4 customers': the customers with no policy are no type).
      // So does 'for each distinct test result': the results said, none of them empty.
      const distinctValues = it.dims.some((d) => d.kind === 'column' && d.distinct);
      if (rank || having.length || distinctValues)
        for (const g of groupBy) if (!shownOnly.has(g)) where.push({ kind: 'is_null', expr: g, negate: true });
    }
  }

  const spec: QuerySpec = {
    from: { entity: fact.entity, alias: 't0' },
    joins: joins.build(),
    select,
    where: where.length ? (where.length === 1 ? where[0] : { kind: 'and', conditions: where }) : undefined,
    groupBy: groupBy.length ? groupBy : undefined,
    having: having.length ? (having.length === 1 ? having[0] : { kind: 'and', conditions: having }) : undefined,
    orderBy,
    limit,
    // Rows listed through a join to many ('products below their reorder point' in several warehouses): each once.
    ...((shape === 'rows' && fansOut) || distinctValues ? { distinct: true } : {}),
  };
  if (fansOut && m.kind === 'count') notes.push('counted each record once, although it joins to several related rows');
  // 'the number of mailshots in each outcome code' where the outcome is kept on each mailshot's sends: a mailshot with
  // sends of two outcomes is in both groups, so the groups overlap; the answer says it read the count so.
  // (Only a column of the rows one step down, kept on each send: a teacher reached through the courses' assignments
  // is one teacher per assignment, and counting each teacher's courses is what 'the courses they teach' means.)
  const overlapping =
    m.kind === 'count' && fansOut
      ? r.dims.find(
          (d) =>
            d.column &&
            d.path?.steps.length === 1 &&
            d.path.steps[0].direction === 'down' &&
            d.path.steps[0].edge.from === d.column.entity,
        )
      : undefined;
  if (overlapping?.column)
    choices.push(
      `count of ${pluralWords(factEntity)} with each ${overlapping.column.words.join(' ')}, each counted once in every group it has rows in`,
    );
  // A unit asked for that no column's unit converts to is said, never dropped in silence.
  if (it.measureUnit && !unitApplied)
    notes.push(`not converted to ${it.measureUnit}: no unit is known for this figure`);
  if (it.term && m.kind === 'revenue') {
    // Named as the business calls it, with the formula the term stands for.
    measureText = measureText.replace(/\brevenue\b/, it.term);
    const c = columns.find((x) => x.role === 'measure');
    if (c) c.label = c.label.replace(/\b[Rr]evenue\b/, it.term[0].toUpperCase() + it.term.slice(1));
  }
  return {
    // Ranked from the fewest, a group with none of the counted rows counts 0 (empty-groups.ts).
    spec: m.kind === 'count' && rank?.dir === 'asc' ? withEmptyGroups(spec) : spec,
    columns,
    shape,
    measureText,
    groupText,
    filterText,
    periodText,
    table: factEntity.table,
    rank,
    series,
    notes,
    timeExpr,
    filterConditions,
    scopeConditions,
    periodConditions,
    measureExpr: measureExpr ?? undefined,
    ...(choices.length ? { choices } : {}),
  };
}

/**
 * Another way up from the fact to the grouping's table than the path taken: a first foreign key of the fact, other
 * than the path's, from whose table the grouping's table is also reached going up (enrollments reach departments
 * through the student's major and through the section's course). Returns the table that way goes through.
 */
function otherWayUp(catalog: Catalog, from: string, path: JoinPath | undefined): CatalogEntity | null {
  // A direct foreign key names the grouping for certain; a longer path chose among ways.
  if (!path || path.steps.length < 2 || path.fansOut || path.steps.some((s) => s.direction !== 'up')) return null;
  const first = path.steps[0].edge;
  const to = path.steps.at(-1)!.edge.to;
  const between = path.steps.slice(0, -1).map((s) => s.edge.to);
  for (const edge of upEdges(catalog, from)) {
    if (edge === first || edge.to === first.to || edge.to === from || edge.to === to) continue;
    // A way through the path's own tables is the same way (invoice → subscription → account → sales rep).
    if (between.some((m) => reachesUp(catalog, edge.to, m, 3))) continue;
    if (reachesUp(catalog, edge.to, to, 3)) return catalog.byName.get(edge.to) ?? null;
  }
  return null;
}

const AGG_TEXT: Record<AggregateFn, string> = {
  count: 'Count',
  count_distinct: 'Distinct',
  sum: 'Total',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  median: 'Median',
};
/** A comparison read from the other side: 'price > average' is 'average < price'. */
const FLIPPED = { '>': '<', '<': '>', '>=': '<=', '<=': '>=', '=': '=', '<>': '<>' } as const;

const FN_TEXT: Record<AggregateFn, string> = {
  count: 'count',
  count_distinct: 'distinct count',
  sum: 'sum',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  median: 'median',
};

/**
 * How a row of `e` at `alias` is named: its label; else the label of the table its one-to-one key leads to, at
 * `borrowed` (joined by borrowedAlias); else its key.
 */
function labelExpr(e: CatalogEntity, alias: string, borrowed?: string | null, catalog?: Catalog): Expr {
  const via = e.labelVia && catalog?.byName.get(e.labelVia.entity);
  if (!e.label && via?.label && borrowed) return valueExpr(borrowed, via.label.columns);
  if (!e.label) return col(alias, e.primaryKey[0] ?? e.columns[0].name);
  return valueExpr(alias, e.label.columns);
}

/** The alias of the table that names `e`'s rows (CatalogEntity `labelVia`), joined one key beyond `path`; else null. */
function borrowedAlias(e: CatalogEntity, path: JoinPath, joins: JoinBuilder, catalog: Catalog): string | null {
  if (e.label || !e.labelVia) return null;
  const edge = catalog.edges.find((x) => x.id === e.labelVia!.edge);
  if (!edge) return null;
  return joins.aliasFor({ steps: [...path.steps, { edge, direction: 'up' }], fansOut: path.fansOut }, false);
}

function valueExpr(alias: string, columns: string[]): Expr {
  return columns.length === 1
    ? col(alias, columns[0])
    : { kind: 'concat', separator: ' ', args: columns.map((c) => col(alias, c)) };
}

/** Columns worth showing next to a listed row: what it was filtered or sorted on, else its main figures. */
/** The conditions of a period on a date (or year) expression; a period outside two ends is one 'or' of them. */
function periodBounds(t: TimeRange, on: Expr, value: (d: string) => Expr): Condition[] {
  const from: Condition[] = t.start ? [{ kind: 'cmp', op: '>=', left: on, right: value(t.start) }] : [];
  const until: Condition[] = t.end ? [{ kind: 'cmp', op: '<', left: on, right: value(t.end) }] : [];
  return t.outside ? [{ kind: 'or', conditions: [...until, ...from] }] : [...from, ...until];
}

function detailColumns(
  e: CatalogEntity,
  r: Resolved,
  orderColumn: string | undefined,
  it: Interpretation,
  /** Rows with no name of their own are shown with their date and amount too; not when asking what else was asked. */
  nameless = true,
): CatalogColumn[] {
  const out: CatalogColumn[] = [];
  const add = (c: CatalogColumn | undefined) =>
    c && !out.includes(c) && !e.label?.columns.includes(c.name) && out.push(c);
  for (const c of it.show ?? []) if (c.entity === e.name) add(e.byName.get(c.column));
  if (orderColumn) add(e.byName.get(orderColumn));
  for (const rf of r.filters) {
    if (rf.path?.steps.length) continue;
    const f = rf.f;
    if (f.kind === 'value' && rf.hit) rf.hit.columns.forEach((c) => add(e.byName.get(c)));
    if (f.kind === 'threshold' && rf.column) add(rf.column);
    if (f.kind === 'age') add(e.byName.get(f.column));
    if (f.kind === 'columns') {
      add(e.byName.get(f.left));
      add(e.byName.get(f.right));
    }
  }
  if (r.timeColumn && !r.timeColumn.path.steps.length && it.time) add(r.timeColumn.column);
  if (nameless && !e.label && out.length < 2) {
    add(e.timeColumns[0]);
    add(e.columns.find((c) => c.money === 'amount'));
    // A row of degrees by campus and year shows how many it stands for (catalog tallyOf).
    if (e.tally) add(e.byName.get(e.tally));
  }
  return out.slice(0, 4);
}

function formatOf(c: CatalogColumn): ColumnFormat {
  if (c.role === 'time') return 'date';
  if (c.money === 'amount' || c.money === 'price') return 'money';
  // A year kept as a number reads as a year ('2017'), not as a count ('2,017').
  if (c.type === 'integer' && c.role === 'measure') return keepsYearNumber(c) ? 'text' : 'integer';
  // (So does one kept as a real, named by what happened: `Founded` 1998.)
  if (c.type === 'decimal') return c.numberYear ? 'text' : 'number';
  return 'text';
}

function isTime(e: CatalogEntity, column: string): boolean {
  return e.byName.get(column)?.role === 'time';
}

function describeColumns(e: CatalogEntity, columns: string[]): string {
  if (columns.length > 1) return `${e.table} name`;
  const c = e.byName.get(columns[0])!;
  return c.stems.some((s) => e.stems.includes(s)) || c.words.length > 1
    ? words(c.words)
    : `${singularWords(e)} ${words(c.words)}`;
}

/** How a threshold's comparison is said in an answer's reading ('age over 40', 'age not equal to 20'). */
function opText(op: string): string {
  return OP_WORDS[op as keyof typeof OP_WORDS] ?? op;
}

const words = (ws: string[]) => ws.join(' ');
const singularWords = (e: CatalogEntity) =>
  e.words.map((w, i) => (i === e.words.length - 1 ? singular(w) : w)).join(' ');
const title = (ws: string[]) => {
  const s = ws.join(' ');
  return s ? s[0].toUpperCase() + s.slice(1) : s;
};
function pluralWords(e: CatalogEntity): string {
  return pluralPhrase(e.words.length ? e.words.join(' ') : e.table);
}

/**
 * A value filter that can be a semi-join: its road from the fact fans out (one fact row, many related rows) and no
 * grouping or other filter goes down the same road (they need the related rows joined, one per row).
 */
function semiJoinable(rf: Resolved['filters'][number], r: Resolved): boolean {
  const path = rf.path;
  if (rf.f.kind !== 'value' || !path?.fansOut || rf.f.either !== undefined) return false;
  const down = path.steps.findIndex((s) => s.direction === 'down');
  const edge = path.steps[down].edge.id;
  const shares = (p?: JoinPath) => !!p?.steps.some((s) => s.edge.id === edge);
  // A negated value is its own NOT EXISTS ('students who do not have a cat or dog allergy': no allergy row of
  // either), whatever other conditions read the same road; a grouping on that road reads the joined row instead.
  return (
    !r.dims.some((d) => shares(d.path)) &&
    (rf.f.negate || !r.filters.some((o) => o !== rf && shares(o.path))) &&
    !shares(r.timeColumn?.path)
  );
}

/**
 * The semi-join of a fanned-out road: the up-only part is joined as usual; from its first one-to-many hop the rest
 * is read in an EXISTS subquery tied to that row, so each fact row counts once however many related rows match.
 */
function semiJoin(joins: JoinBuilder, path: JoinPath, n: number): { alias: string; wrap: (c: Condition) => Condition } {
  const down = path.steps.findIndex((s) => s.direction === 'down');
  const near = joins.aliasFor({ steps: path.steps.slice(0, down), fansOut: false }, true);
  const edge = path.steps[down].edge;
  const sub = new JoinBuilder(edge.from, `e${n}_`);
  const alias = sub.aliasFor({ steps: path.steps.slice(down + 1), fansOut: path.fansOut }, true);
  const start = `e${n}_0`;
  const tie: Condition[] = edge.fromFields.map((f, k) => ({
    kind: 'cmp',
    op: '=',
    left: col(start, f),
    right: col(near, edge.toFields[k]),
  }));
  return {
    alias,
    wrap: (c) => ({
      kind: 'exists',
      negate: false,
      query: {
        from: { entity: edge.from, alias: start },
        joins: sub.build(),
        select: [{ alias: 'one', expr: lit(1) }],
        where: { kind: 'and', conditions: [...tie, c] },
      },
    }),
  };
}

/**
 * A column that is set, or not: not NULL; for a text saying why a row failed, not one of the texts that mean
 * nothing there either ('' or 'null', catalog `emptyTexts`).
 */
function presentCondition(expr: Expr, c: CatalogColumn, set: boolean): Condition {
  const isNull: Condition = { kind: 'is_null', expr, negate: set };
  if (!c.emptyTexts?.length) return isNull;
  const empty: Condition = { kind: 'in', expr, values: c.emptyTexts };
  return set
    ? { kind: 'and', conditions: [isNull, { kind: 'not', condition: empty }] }
    : { kind: 'or', conditions: [isNull, empty] };
}
