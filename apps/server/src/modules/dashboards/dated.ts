import type { ColumnFilter, StructuredFilter, StructuredQuery } from '@soe/shared';
import type { Catalog, CatalogColumn, CatalogEntity } from '../engine/catalog/types';
import { periodColumnOf } from '../engine/plan/plan-query';
import { findColumn, findEntity, splitRef } from '../engine/structured/names';
import type { DateRange } from './period';

/*
 * A pinned query's dates. SOE Local writes a question's period as two conditions on a date column (`>=` its first
 * day, `<` the day after its last: engine/structured/from-spec.ts); a language model writes it as `time.from` and
 * `time.to`. Both are read here, so a tile keeps "this month" and a dashboard's period replaces the query's own
 * dates rather than narrowing them.
 */

const RANGE_OPS = new Set(['>=', '>', '<', '<=', 'between']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query's date column and the dates it reads, `to` excluded; null when it reads none. */
export function dateRangeOf(
  query: StructuredQuery,
  catalog: Catalog,
): ({ column: string } & Partial<DateRange>) | null {
  if (query.time?.from || query.time?.to)
    return { column: query.time.column, from: query.time.from, to: query.time.to };
  const base = findEntity(catalog, query.from);
  if (!base) return null;
  const bounds = rangeFilters(query, catalog, base);
  if (!bounds.length) return null;
  const column = bounds[0]!.key;
  const range: Partial<DateRange> = {};
  for (const { filter, key } of bounds) {
    if (key !== column) continue;
    const value = filter.value;
    if (filter.op === '>=' && typeof value === 'string' && ISO_DAY.test(value)) range.from = value;
    else if (filter.op === '<' && typeof value === 'string' && ISO_DAY.test(value)) range.to = value;
    else if (filter.op === 'between' && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      const [low, high] = value as string[];
      if (low && ISO_DAY.test(low)) range.from = low;
      if (high && ISO_DAY.test(high)) range.to = dayAfter(high);
    }
  }
  return { column: bounds[0]!.filter.column, ...range };
}

/**
 * The query reading `range` on its date column: the query's own period replaced, or the period added on the date
 * it is grouped by, or on the date SOE Local reads periods on for its table (engine/plan/plan-query.ts). Null when
 * the query has no date column to read it on.
 */
export function withPeriod(
  query: StructuredQuery,
  catalog: Catalog,
  range: DateRange,
): { query: StructuredQuery; column: string } | null {
  if (query.time) return { query: { ...query, time: { ...query.time, ...range } }, column: query.time.column };
  const base = findEntity(catalog, query.from);
  if (!base) return null;
  const bounds = rangeFilters(query, catalog, base);
  const column = bounds[0]?.filter.column ?? groupedDate(query, catalog, base) ?? eventDate(query, catalog, base);
  if (!column) return null;
  const own = bounds[0]?.key;
  // Top-level conditions only: a measure's own `where` on a date is part of what it computes ("revenue last year").
  const filters = (query.filters ?? []).filter((f) => !own || !isRangeOn(f, catalog, base, own));
  const dated: StructuredQuery = { ...query, time: { column, ...range } };
  if (filters.length) dated.filters = filters;
  else delete dated.filters;
  return { query: dated, column };
}

/** The query's top-level conditions bounding a date column, each with the column they bound ("entity|column"). */
function rangeFilters(query: StructuredQuery, catalog: Catalog, base: CatalogEntity) {
  const found: Array<{ filter: ColumnFilter; key: string }> = [];
  for (const filter of query.filters ?? []) {
    if (!isColumnFilter(filter) || !RANGE_OPS.has(filter.op)) continue;
    const column = resolved(catalog, base, filter.column);
    if (column && isDate(column)) found.push({ filter, key: keyOf(column) });
  }
  return found;
}

function isRangeOn(filter: StructuredFilter, catalog: Catalog, base: CatalogEntity, key: string): boolean {
  if (!isColumnFilter(filter) || !RANGE_OPS.has(filter.op)) return false;
  const column = resolved(catalog, base, filter.column);
  return !!column && keyOf(column) === key;
}

/** The date the query groups by (by month, by weekday): a period applies to the same date. */
function groupedDate(query: StructuredQuery, catalog: Catalog, base: CatalogEntity): string | null {
  for (const d of query.dimensions ?? []) {
    if (!d.bucket && !d.part) continue;
    const column = resolved(catalog, base, d.column);
    if (column && isDate(column)) return d.column;
  }
  return null;
}

function eventDate(query: StructuredQuery, catalog: Catalog, base: CatalogEntity): string | null {
  const measured = query.measures?.find((m) => m.column)?.column;
  const column = periodColumnOf(
    catalog,
    base.name,
    measured ? (resolved(catalog, base, measured) ?? undefined) : undefined,
  );
  return column ? `${column.entity}.${column.name}` : null;
}

function isColumnFilter(filter: StructuredFilter): filter is ColumnFilter {
  return 'op' in filter && 'column' in filter && !('figure' in filter);
}

/** A column named as the compiler names it: table.column, or a column of the query's own table. */
function resolved(catalog: Catalog, base: CatalogEntity, ref: string): CatalogColumn | null {
  const split = splitRef(catalog, ref);
  if (split) return findColumn(split.entity, split.column) ?? null;
  return findColumn(base, ref) ?? null;
}

function isDate(column: CatalogColumn): boolean {
  return column.role === 'time' || column.type === 'date' || column.type === 'timestamp';
}

const keyOf = (column: CatalogColumn) => `${column.entity}|${column.name}`;

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
