import type { TimeUnit } from '../../connectors/query';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import type { DimRef, FilterRef, Interpretation, MeasureRef } from '../readings/interpretation';
import { singular } from '../read/normalize';
import { filterWords } from './follow-up';

/**
 * "Adjust the reading": the choices a stored reading can be changed to on its system (what to measure, how to
 * group it, its filters, the date column), built from the system's catalog, and the edit of the reading's
 * Interpretation those choices make. Ids are plain strings the chat's form sends back as they are.
 */

export interface Choice {
  id: string;
  label: string;
}

export interface Adjustment {
  measure: string;
  groupings: string[];
  keepFilters: string[];
  addFilter?: { column: string; value: string } | null;
  dateColumn: string | null;
}

export interface ReadingChoices {
  current: Adjustment;
  measures: Choice[];
  groupings: Choice[];
  filters: Choice[];
  filterColumns: Choice[];
  dateColumns: Choice[];
}

/** Each list is cut here: a form of a 10,000-table schema lists the tables the question named first. */
const MAX_CHOICES = 60;
const TIME_UNITS: TimeUnit[] = ['day', 'week', 'month', 'quarter', 'year'];
/** The current measure or grouping when the form has no choice that says it (a distinct count, units sold …). */
const AS_READ = 'current';

export function readingChoices(catalog: Catalog, it: Interpretation): ReadingChoices {
  const entities = orderedEntities(catalog, it);
  const measures: Choice[] = [];
  if (catalog.revenue.length) measures.push({ id: 'revenue', label: 'Revenue' });
  for (const e of entities) if (!e.isJunction) measures.push({ id: `count:${e.name}`, label: `Number of ${name(e)}` });
  for (const e of entities)
    for (const c of e.columns.filter((c) => c.role === 'measure')) {
      measures.push({ id: `sum:${e.name}.${c.name}`, label: `Total ${columnName(e, c).toLowerCase()}` });
      measures.push({ id: `avg:${e.name}.${c.name}`, label: `Average ${columnName(e, c).toLowerCase()}` });
    }
  const currentMeasure = measureId(it.measure);
  const measureList = withCurrent(measures, currentMeasure, () => `As read: ${measureWords(it.measure, catalog)}`);

  const groupings: Choice[] = TIME_UNITS.map((u) => ({ id: `time:${u}`, label: `By ${u}` }));
  for (const e of entities)
    if (e.label && !e.isJunction) groupings.push({ id: `entity:${e.name}`, label: `By ${singularName(e)}` });
  const categoryColumns = entities.flatMap((e) =>
    e.columns.filter((c) => c.role === 'category').map((c) => ({ e, c })),
  );
  for (const { e, c } of categoryColumns)
    groupings.push({ id: `column:${e.name}.${c.name}`, label: `By ${columnName(e, c).toLowerCase()}` });
  const currentDims = it.dims.map((d, i) => dimId(d, i));
  let groupingList = cut(groupings);
  it.dims.forEach((d, i) => {
    if (!groupingList.some((g) => g.id === currentDims[i]))
      groupingList = [{ id: currentDims[i], label: `By ${dimWords(d, catalog)}` }, ...groupingList];
  });

  const filters = it.filters.map((f, i) => ({ id: `f:${i}`, label: filterWords(f) }));
  const filterColumns = cut(
    categoryColumns.map(({ e, c }) => ({ id: `${e.name}.${c.name}`, label: columnName(e, c) })),
  );
  const dateColumns = cut(
    entities.flatMap((e) => e.timeColumns.map((c) => ({ id: `${e.name}.${c.name}`, label: columnName(e, c) }))),
  );
  const hinted = dateColumns.find((d) => it.timeHints.includes(d.id.slice(d.id.indexOf('.') + 1)));
  return {
    current: {
      measure: currentMeasure,
      groupings: currentDims.slice(0, 2),
      keepFilters: filters.map((f) => f.id),
      addFilter: null,
      dateColumn: hinted?.id ?? null,
    },
    measures: measureList,
    groupings: groupingList,
    filters,
    filterColumns,
    dateColumns,
  };
}

/**
 * The reading the form's choices make: the measure, groupings, filters and date column replaced, the period,
 * the cut ('top 5') and the question's form kept. An id the choices do not hold is an error, not a guess.
 */
export function adjustReading(
  catalog: Catalog,
  it: Interpretation,
  change: Adjustment,
): { interpretation: Interpretation } | { error: string } {
  const next: Interpretation = structuredClone(it);
  if (change.measure !== AS_READ) {
    const measure = parseMeasure(catalog, change.measure);
    if (!measure) return { error: 'That measure is not one of the choices' };
    next.measure = measure;
    if (measure.kind !== 'revenue') {
      delete next.term;
      delete next.revenue;
    }
  }
  const dims: DimRef[] = [];
  for (const id of change.groupings) {
    const at = /^dim:(\d+)$/.exec(id);
    const dim = at ? it.dims[Number(at[1])] : parseDim(catalog, id);
    if (!dim) return { error: 'That grouping is not one of the choices' };
    dims.push(structuredClone(dim));
  }
  next.dims = dims;
  const filters: FilterRef[] = [];
  for (const id of change.keepFilters) {
    const at = /^f:(\d+)$/.exec(id);
    const f = at ? it.filters[Number(at[1])] : undefined;
    if (!f) return { error: 'That filter is not one of the reading\u2019s filters' };
    filters.push(structuredClone(f));
  }
  if (change.addFilter) {
    const col = columnOf(catalog, change.addFilter.column);
    if (!col || col.c.role !== 'category') return { error: 'That filter column is not one of the choices' };
    const value = change.addFilter.value;
    filters.push({
      kind: 'value',
      text: value,
      hits: [{ entity: col.e.name, columns: [col.c.name], value, rows: 0 }],
      context: [],
      negate: false,
    });
  }
  next.filters = filters;
  if (change.dateColumn) {
    const col = columnOf(catalog, change.dateColumn);
    if (!col || col.c.role !== 'time') return { error: 'That date column is not one of the choices' };
    next.timeHints = [col.c.name];
  }
  // Named by the person correcting it: nothing of it is left unread.
  next.unmapped = [];
  next.mentioned = [...new Set([...next.mentioned, ...mentionedBy(next)])];
  return { interpretation: next };
}

/** A reading in words, for the list of a system's verified questions ("Revenue by month, in 2025, only Germany"). */
export function describeReading(catalog: Catalog, it: Interpretation): string {
  const parts = [capitalise(measureWords(it.measure, catalog))];
  if (it.dims.length) parts[0] += ` by ${it.dims.map((d) => dimWords(d, catalog)).join(' and ')}`;
  if (it.time) parts.push(it.time.label);
  for (const f of it.filters) parts.push(filterWords(f));
  if (it.rank) parts.push(`${it.rank.dir === 'desc' ? 'top' : 'bottom'} ${it.rank.n}`);
  return parts.join(', ');
}

function orderedEntities(catalog: Catalog, it: Interpretation): CatalogEntity[] {
  const first = new Set([...it.mentioned, ...catalog.revenue.map((r) => r.entity)]);
  const named = [...first].map((n) => catalog.byName.get(n)).filter((e): e is CatalogEntity => !!e);
  return [...named, ...catalog.entities.filter((e) => !first.has(e.name))];
}

function withCurrent(list: Choice[], current: string, label: () => string): Choice[] {
  const cutList = cut(list);
  if (cutList.some((c) => c.id === current)) return cutList;
  const known = list.find((c) => c.id === current);
  return [known ?? { id: current, label: label() }, ...cutList];
}

const cut = (list: Choice[]) => list.slice(0, MAX_CHOICES);

function measureId(m: MeasureRef): string {
  if (m.kind === 'revenue' && m.agg === 'sum') return 'revenue';
  if (m.kind === 'count') return `count:${m.entity}`;
  if (m.kind === 'column' && (m.agg === 'sum' || m.agg === 'avg') && m.columns[0])
    return `${m.agg}:${m.columns[0].entity}.${m.columns[0].column}`;
  return AS_READ;
}

function parseMeasure(catalog: Catalog, id: string): MeasureRef | null {
  if (id === 'revenue') return catalog.revenue.length ? { kind: 'revenue', agg: 'sum' } : null;
  const count = /^count:(.+)$/.exec(id);
  if (count) return catalog.byName.has(count[1]) ? { kind: 'count', entity: count[1] } : null;
  const agg = /^(sum|avg):(.+)$/.exec(id);
  if (!agg) return null;
  const col = columnOf(catalog, agg[2]);
  if (!col || col.c.role !== 'measure') return null;
  return {
    kind: 'column',
    columns: [{ entity: col.e.name, column: col.c.name, score: 1 }],
    agg: agg[1] as 'sum' | 'avg',
  };
}

function dimId(d: DimRef, i: number): string {
  if (d.kind === 'time') return `time:${d.unit}`;
  if (d.kind === 'entity' && !d.via) return `entity:${d.entity}`;
  if (d.kind === 'column' && d.columns[0]) return `column:${d.columns[0].entity}.${d.columns[0].column}`;
  return `dim:${i}`;
}

function parseDim(catalog: Catalog, id: string): DimRef | null {
  const time = /^time:(\w+)$/.exec(id);
  if (time) return TIME_UNITS.includes(time[1] as TimeUnit) ? { kind: 'time', unit: time[1] as TimeUnit } : null;
  const entity = /^entity:(.+)$/.exec(id);
  if (entity) return catalog.byName.get(entity[1])?.label ? { kind: 'entity', entity: entity[1] } : null;
  const column = /^column:(.+)$/.exec(id);
  const col = column ? columnOf(catalog, column[1]) : null;
  if (!col || col.c.role !== 'category') return null;
  return { kind: 'column', columns: [{ entity: col.e.name, column: col.c.name, score: 1 }] };
}

/** 'entity.column' → the catalog's column; entity names may hold dots (schema-qualified), columns do not. */
function columnOf(catalog: Catalog, id: string): { e: CatalogEntity; c: CatalogColumn } | null {
  const dot = id.lastIndexOf('.');
  if (dot <= 0) return null;
  const e = catalog.byName.get(id.slice(0, dot));
  const c = e?.byName.get(id.slice(dot + 1));
  return e && c ? { e, c } : null;
}

function mentionedBy(it: Interpretation): string[] {
  const out: string[] = [];
  const m = it.measure;
  if (m.kind === 'count' || m.kind === 'units' || m.kind === 'rows') out.push(m.entity);
  if (m.kind === 'column' && m.columns[0]) out.push(m.columns[0].entity);
  for (const d of it.dims) {
    if (d.kind === 'entity') out.push(d.entity);
    if (d.kind === 'column' && d.columns[0]) out.push(d.columns[0].entity);
  }
  return out;
}

const name = (e: CatalogEntity) => e.words.join(' ');
const singularName = (e: CatalogEntity) =>
  [...e.words.slice(0, -1), singular(e.words[e.words.length - 1] ?? e.name)].join(' ');
const columnName = (e: CatalogEntity, c: CatalogColumn) => `${capitalise(c.words.join(' '))} (${name(e)})`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const AGG_WORD: Record<string, string> = {
  sum: 'total',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  count: 'count of',
  count_distinct: 'distinct count of',
  median: 'median',
};

function measureWords(m: MeasureRef, catalog: Catalog): string {
  const entity = (n: string) => {
    const e = catalog.byName.get(n);
    return e ? name(e) : n;
  };
  const column = (cols: { entity: string; column: string }[]) => {
    const first = cols[0];
    if (!first) return 'the figure';
    const e = catalog.byName.get(first.entity);
    const c = e?.byName.get(first.column);
    return e && c ? columnName(e, c) : first.column.replace(/_/g, ' ');
  };
  switch (m.kind) {
    case 'revenue':
      return m.agg === 'sum' ? 'revenue' : `${AGG_WORD[m.agg]} revenue`;
    case 'count':
      return `number of ${entity(m.entity)}`;
    case 'countDistinct':
      return `number of distinct ${column(m.columns)}`;
    case 'units':
      return `units of ${entity(m.entity)} sold`;
    case 'column':
      return `${AGG_WORD[m.agg]} ${column(m.columns)}`;
    case 'rows':
      return m.orderBy ? `${entity(m.entity)} by ${column(m.orderBy.columns)}` : entity(m.entity);
    case 'days':
      return `${AGG_WORD[m.agg]} days from ${column([{ entity: m.entity, column: m.from }])} to ${column([{ entity: m.entity, column: m.to }])}`;
    case 'age':
      return `${AGG_WORD[m.agg]} age of ${entity(m.entity)}`;
  }
}

function dimWords(d: DimRef, catalog: Catalog): string {
  if (d.kind === 'time') return d.unit;
  if (d.kind === 'weekday' || d.kind === 'hour') return d.kind;
  if (d.kind === 'entity') {
    if (d.via) return d.via.words.join(' ');
    const e = catalog.byName.get(d.entity);
    return e ? singularName(e) : d.entity;
  }
  const first = d.columns[0];
  if (!first) return 'that';
  const e = catalog.byName.get(first.entity);
  const c = e?.byName.get(first.column);
  return e && c ? columnName(e, c) : first.column.replace(/_/g, ' ');
}
