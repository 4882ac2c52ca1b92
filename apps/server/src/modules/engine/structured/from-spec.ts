import {
  structuredQuerySchema,
  type StructuredDimension,
  type StructuredFilter,
  type StructuredMeasure,
  type StructuredQuery,
} from '@soe/shared';
import type { Condition, Expr, QuerySpec } from '../../connectors/query';
import { findPath } from '../catalog/join-graph';
import type { Catalog } from '../catalog/types';

/** A part of a statement the structured query has no words for (a window, a derived table): not converted. */
class Inexpressible extends Error {}

/** A measure before it is checked against the schema: its conditions may nest as deep as the statement's. */
type Measure = Omit<StructuredMeasure, 'where'> & { where?: StructuredFilter[] };

/**
 * SOE Local's statement written back as a structured query, in the catalog's names: how a verified question is shown
 * to a language model as a worked example, and what an answer keeps to be run again. Null when the statement uses a
 * form the structured query does not have (windows, derived tables, correlated subqueries), so nothing half-true is
 * ever shown.
 */
export function structuredFromSpec(spec: QuerySpec, catalog: Catalog): StructuredQuery | null {
  try {
    return new FromSpec(spec, catalog).convert();
  } catch (error) {
    if (error instanceof Inexpressible) return null;
    throw error;
  }
}

class FromSpec {
  private readonly entityOf = new Map<string, string>();
  private readonly via: string[] = [];

  constructor(
    private readonly spec: QuerySpec,
    private readonly catalog: Catalog,
  ) {}

  convert(): StructuredQuery {
    const s = this.spec;
    if (s.from.query || s.from.sample) throw new Inexpressible();
    this.entityOf.set(s.from.alias, s.from.entity);
    for (const j of s.joins ?? []) this.join(j);

    const grouped = s.select.some((x) => hasAgg(x.expr)) || !!s.groupBy?.length;
    const measures: Measure[] = [];
    const dimensions: StructuredDimension[] = [];
    const columns: string[] = [];
    const names = new Map<string, string>();
    for (const item of s.select) {
      names.set(JSON.stringify(item.expr), item.alias);
      if (hasAgg(item.expr)) measures.push({ name: item.alias, ...this.measure(item.expr) });
      else if (grouped) dimensions.push({ name: item.alias, ...this.dimension(item.expr) });
      else columns.push(this.shown(item.expr));
    }
    const query: Omit<StructuredQuery, 'measures' | 'filters'> & {
      measures?: Measure[];
      filters?: StructuredFilter[];
    } = {
      from: s.from.entity,
    };
    if (measures.length) query.measures = measures;
    if (dimensions.length) query.dimensions = dimensions;
    if (columns.length) query.columns = columns;
    if (s.where) query.filters = this.filters(s.where);
    if (s.having) {
      query.having = this.conjuncts(s.having).map((c) => {
        if (c.kind !== 'cmp' || c.op === '<>' || c.right.kind !== 'literal' || typeof c.right.value !== 'number')
          throw new Inexpressible();
        const measure = names.get(JSON.stringify(c.left));
        if (!measure) throw new Inexpressible();
        return { measure, op: c.op, value: c.right.value };
      });
    }
    if (s.orderBy?.length)
      query.orderBy = s.orderBy.map((o) => ({
        // A listing's columns have no names of their own in a structured query: ordered by the column itself.
        by: (grouped ? names.get(JSON.stringify(o.expr)) : undefined) ?? this.shown(o.expr),
        dir: o.direction,
      }));
    if (s.limit) query.limit = s.limit;
    if (s.distinct && !grouped) query.distinct = true;
    if (this.via.length) query.via = this.via;
    // Conditions nested deeper than the schema allows are not shown rather than shown cut.
    const checked = structuredQuerySchema.safeParse(query);
    if (!checked.success) throw new Inexpressible();
    return checked.data;
  }

  /** A join the compiler would make by itself, or one it makes when told the relation (`via`). */
  private join(j: NonNullable<QuerySpec['joins']>[number]): void {
    const left = j.on[0]?.left;
    const right = j.on[0]?.right;
    if (!left || !right) throw new Inexpressible();
    const near = this.entityOf.get(left.table);
    if (!near) throw new Inexpressible();
    this.entityOf.set(j.alias, j.entity);
    // The relation the join walks: a foreign key of the nearer table (up) or of the joined one (down).
    const edge = this.catalog.edges.find(
      (e) =>
        (e.from === near && e.to === j.entity && e.fromFields[0] === left.column && e.toFields[0] === right.column) ||
        (e.from === j.entity && e.to === near && e.fromFields[0] === right.column && e.toFields[0] === left.column),
    );
    if (!edge) throw new Inexpressible();
    const plain = findPath(this.catalog, this.spec.from.entity, j.entity);
    const last = plain?.steps.at(-1)?.edge;
    if (last?.id !== edge.id) {
      if (edge.to !== j.entity) throw new Inexpressible();
      this.via.push(`${edge.from}.${edge.fromFields[0]}`);
    }
  }

  private column(e: Expr): string {
    if (e.kind === 'as_time' || e.kind === 'as_number') return this.column(e.arg);
    if (e.kind !== 'column') throw new Inexpressible();
    const entity = this.entityOf.get(e.table);
    if (!entity) throw new Inexpressible();
    return `${entity}.${e.column}`;
  }

  /** A listed or grouped value: a column, or a table's rows by their name (a label of one or two columns). */
  private shown(e: Expr): string {
    if (e.kind === 'concat') {
      const parts = e.args.map((a) => (a.kind === 'column' ? a : null));
      const entity = parts[0] && this.entityOf.get(parts[0].table);
      const label = entity && this.catalog.byName.get(entity)?.label?.columns;
      if (entity && label && parts.every((p, i) => p && this.entityOf.get(p.table) === entity && p.column === label[i]))
        return entity;
      throw new Inexpressible();
    }
    return this.column(e);
  }

  private dimension(e: Expr): Omit<StructuredDimension, 'name'> {
    if (e.kind === 'time') {
      return e.mode === 'trunc'
        ? { column: this.column(e.arg), bucket: e.unit }
        : e.unit === 'week' || e.unit === 'day'
          ? inexpressible()
          : { column: this.column(e.arg), part: e.unit };
    }
    if (e.kind === 'weekday') return { column: this.column(e.arg), part: 'weekday' };
    return { column: this.shown(e) };
  }

  private measure(e: Expr): Omit<Measure, 'name'> {
    if (e.kind === 'agg') {
      const arg = e.arg;
      if (arg === null) return { agg: e.fn };
      if (arg.kind === 'case' && arg.else === null) {
        const inner = this.measure({ kind: 'agg', fn: e.fn, arg: isOne(arg.then) ? null : arg.then });
        return { ...inner, where: this.filters(arg.when) };
      }
      if (arg.kind === 'column' || arg.kind === 'as_time' || arg.kind === 'as_number')
        return { agg: e.fn, column: this.column(arg) };
      return { agg: e.fn, formula: this.formula(arg) };
    }
    return { formula: this.formula(e) };
  }

  private formula(e: Expr): string {
    switch (e.kind) {
      case 'column':
        return this.column(e);
      case 'literal':
        if (typeof e.value !== 'number') throw new Inexpressible();
        return String(e.value);
      case 'arith':
        return `(${this.formula(e.left)} ${e.op} ${this.formula(e.right)})`;
      case 'agg':
        if (e.arg && e.arg.kind === 'case') throw new Inexpressible();
        return `${e.fn}(${e.arg === null ? '*' : this.formula(e.arg)})`;
      default:
        throw new Inexpressible();
    }
  }

  private conjuncts(c: Condition): Condition[] {
    return c.kind === 'and' ? c.conditions.flatMap((x) => this.conjuncts(x)) : [c];
  }

  private filters(c: Condition): StructuredFilter[] {
    return this.conjuncts(c).map((x) => this.filter(x));
  }

  private filter(c: Condition): StructuredFilter {
    switch (c.kind) {
      case 'cmp':
        if (c.right.kind === 'literal') return { column: this.column(c.left), op: c.op, value: c.right.value };
        return { column: this.column(c.left), op: c.op, otherColumn: this.column(c.right) };
      case 'in':
        return { column: this.column(c.expr), op: 'in', value: c.values };
      case 'eq_ci':
        return { column: this.column(c.expr), op: '=', value: c.value };
      case 'contains':
        return { column: this.column(c.expr), op: 'contains', value: c.value };
      case 'text':
        return {
          column: this.column(c.expr),
          op: c.mode === 'starts' ? 'starts_with' : c.mode === 'ends' ? 'ends_with' : 'contains',
          value: c.value,
        };
      case 'is_null':
        return { column: this.column(c.expr), op: c.negate ? 'is_not_null' : 'is_null' };
      case 'or':
        return { any: c.conditions.map((x) => this.filter(x)) } as StructuredFilter;
      case 'not':
        return { not: this.filter(c.condition) } as StructuredFilter;
      default:
        throw new Inexpressible();
    }
  }
}

const inexpressible = (): never => {
  throw new Inexpressible();
};
const isOne = (e: Expr) => e.kind === 'literal' && e.value === 1;

function hasAgg(e: Expr): boolean {
  switch (e.kind) {
    case 'agg':
      return true;
    case 'arith':
      return hasAgg(e.left) || hasAgg(e.right);
    case 'window':
      throw new Inexpressible();
    case 'coalesce':
    case 'concat':
      return e.args.some(hasAgg);
    default:
      return false;
  }
}
