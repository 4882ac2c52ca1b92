import { ConnectorError } from '../connector';
import { columnsUsed, isAggregateQuery } from '../api/pushdown';
import type { Expr, QuerySpec } from '../query';
import { translateWhere, type FilterContext, type ResolvedColumn } from './filter';
import type { ODataEntitySet, ODataModel } from './metadata';
import { capTop, SCAN_LIMIT, setOf, type ScanPlan } from './plan-types';

/**
 * Reading the rows a query needs: per entity set, $select of the properties
 * used and the $filter conjuncts it can take; $orderby and $top too when the
 * evaluator would have nothing else to do.
 */

export function planScan(spec: QuerySpec, model: ODataModel, rowCap: number): ScanPlan {
  const aliases = [
    { alias: spec.from.alias, entity: spec.from.entity, type: 'base' as const },
    ...(spec.joins ?? []).map((j) => ({ alias: j.alias, entity: j.entity, type: j.type })),
  ];
  const reads: ScanPlan['reads'] = [];
  for (const entity of new Set(aliases.map((a) => a.entity))) {
    const set = setOf(model, entity);
    const mine = aliases.filter((a) => a.entity === entity);
    const names = new Set(mine.flatMap((a) => [...columnsUsed(spec, a.alias)]));
    for (const n of names) {
      if (!set.byName.has(n))
        throw new ConnectorError(
          `The OData entity set "${entity}" has no property "${n}". Refresh the system's schema.`,
          'query',
        );
    }
    if (!names.size) set.key.forEach((k) => names.add(k));
    const options: Array<[string, string]> = [];
    let complete = false;
    // A condition narrows the read only where SQL would drop the row anyway: the FROM entity or an
    // inner-joined one, read once (a self-join reads every row).
    const only = mine.length === 1 ? mine[0]! : null;
    if (only && only.type !== 'left' && set.filterable) {
      const ctx: FilterContext = {
        version: model.version,
        column: (ref) => (ref.table === only.alias ? filterColumn(set, ref.column) : null),
      };
      const t = translateWhere(spec.where, ctx);
      if (t.filter) options.push(['$filter', t.filter]);
      complete = t.complete;
    }
    options.push(['$select', [...names].join(',')]);
    let bounded = false;
    let maxRows = SCAN_LIMIT;
    if (
      entity === spec.from.entity &&
      only &&
      complete &&
      !spec.joins?.length &&
      !isAggregateQuery(spec) &&
      !spec.distinct &&
      set.topSupported
    ) {
      const order = (spec.orderBy ?? []).map((o) => sortTerm(set, o.expr, o.direction, spec.from.alias));
      if (order.every((o) => o !== null)) {
        if (order.length) options.push(['$orderby', order.join(',')]);
        maxRows = capTop(spec, rowCap);
        options.push(['$top', String(maxRows)]);
        bounded = true;
      }
    }
    reads.push({
      entity,
      read: { set, count: false, options, maxRows, bounded },
      types: new Map([...names].map((n) => [n, set.byName.get(n)!.type])),
    });
  }
  return { kind: 'scan', reads };
}

function filterColumn(set: ODataEntitySet, name: string): ResolvedColumn | null {
  const prop = set.byName.get(name);
  if (!prop || !set.filterable || set.nonFilterable.has(name)) return null;
  return { path: name, prop, nullable: prop.nullable };
}

/**
 * An $orderby term that orders exactly as the evaluator would. OData sorts
 * null as the smallest value (first ascending, last descending); the
 * evaluator puts nulls last both ways — the same only for descending order or
 * non-null values.
 */
function sortTerm(set: ODataEntitySet, e: Expr, direction: 'asc' | 'desc', alias: string): string | null {
  if (e.kind !== 'column' || e.table !== alias) return null;
  const prop = set.byName.get(e.column);
  if (!prop || !prop.primitive || prop.type === 'text' || !set.sortable || set.nonSortable.has(prop.name)) return null;
  if (direction === 'asc' && prop.nullable) return null;
  return `${prop.name} ${direction}`;
}
