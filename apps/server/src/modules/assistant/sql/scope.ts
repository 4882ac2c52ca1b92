import type { DiscoveredSchema, SchemaEntity } from '../../connectors/schema';
import { CATALOGS } from './allowed';
import { closeMatches, hint, refuse } from './refusal';

/**
 * Names a statement may use: the tables of the served schema (secret fields already taken out), the WITH names
 * and subqueries it defines, and the columns each of those has. A column outside them resolves to nothing and
 * is refused, so a hidden column has no name a statement could reach it by.
 */

/** One table in a FROM: a table of the schema, a WITH name or a subquery, under the alias the statement uses. */
export interface Source {
  alias: string;
  /** What it is, for messages: 'invoice' or 'subquery q'. */
  label: string;
  columns: string[];
  entity?: SchemaEntity;
  /** Columns JOIN … USING merged into an earlier table's: an unqualified name and `*` read that table's. */
  merged?: Set<string>;
}

export class Scope {
  readonly sources: Source[] = [];
  /**
   * The select's output columns (name → the expression written for it), while its ORDER BY is read on MySQL,
   * which lets an output name stand inside an expression there (ORDER BY (`month` IS NULL), `month`). This
   * scope's own only: a subquery in the ORDER BY does not see them.
   */
  outputs?: Map<string, string>;
  constructor(readonly parent?: Scope) {}

  add(source: Source) {
    if (this.sources.some((s) => same(s.alias, source.alias)))
      refuse('table', `two tables in one FROM are named '${source.alias}'; give each its own alias`);
    this.sources.push(source);
  }

  /** The source a qualifier names, nearest scope first (a correlated subquery reads its outer query's). */
  source(qualifier: string, namespace?: string): Source {
    const found = this.lookup(qualifier, namespace);
    if (found) return found;
    const known = this.all().map((s) => s.alias);
    return refuse('column', `no table named '${qualifier}' in this query${hint(qualifier, known, 'tables in it')}`);
  }

  private lookup(qualifier: string, namespace?: string): Source | undefined {
    const found = this.sources.find(
      (s) => same(s.alias, qualifier) && (!namespace || (s.entity && same(s.entity.namespace ?? '', namespace))),
    );
    return found ?? this.parent?.lookup(qualifier, namespace);
  }

  /** An unqualified column: the one source in the nearest scope that has it; undefined when none has. */
  find(name: string): { source: Source; column: string } | undefined {
    const found = this.sources.flatMap((source) => {
      const column = findName(name, unmerged(source));
      return column ? [{ source, column }] : [];
    });
    if (found.length > 1)
      refuse(
        'column',
        `'${name}' is a column of ${found.map((f) => f.source.label).join(' and ')}; name the table (${found[0]!.source.alias}.${name})`,
      );
    return found[0] ?? this.parent?.find(name);
  }

  /** A table alias in scope named like this (a whole-row reference, when no column has the name). */
  hasSource(name: string): boolean {
    return this.all().some((s) => same(s.alias, name));
  }

  /** An unqualified column, refused with the close names when no source in scope has it. */
  column(name: string): { source: Source; column: string } {
    const found = this.find(name);
    if (found) return found;
    const sources = this.all();
    const names = sources.flatMap((s) => s.columns.map((c) => (sources.length > 1 ? `${s.alias}.${c}` : c)));
    const where = sources.length ? sources.map((s) => s.label).join(' or ') : 'this query (it reads no table)';
    return refuse('column', `no column '${name}' in ${where}${hint(name, names, 'columns')}`);
  }

  /** A column of one source by name; refused with the source's own columns as the hint. */
  columnOf(source: Source, name: string): string {
    const column = findName(name, source.columns);
    if (!column) refuse('column', `no column '${name}' in ${source.label}${hint(name, source.columns, 'columns')}`);
    return column;
  }

  /** The sources of this scope alone (a SELECT's own FROM), for `*`. */
  own(): Source[] {
    return this.sources;
  }

  private all(): Source[] {
    return [...this.sources, ...(this.parent?.all() ?? [])];
  }
}

/** A source's columns an unqualified name or `*` can read: those USING did not merge into an earlier table. */
export function unmerged(source: Source): string[] {
  return source.merged ? source.columns.filter((c) => !source.merged!.has(c.toLowerCase())) : source.columns;
}

/** Names compare as the databases compare unquoted ones: case-insensitively (an exact match first). */
export function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function findName(name: string, names: readonly string[]): string | undefined {
  return names.find((n) => n === name) ?? names.find((n) => same(n, name));
}

/** A table of the served schema by the name a statement gives it: 'invoice', 'public.invoice', 'Sales.Orders'. */
export function findTable(schema: DiscoveredSchema, table: string, namespace?: string): SchemaEntity {
  if (namespace && CATALOGS.has(namespace.toLowerCase()))
    refuse('catalog', `${namespace}.${table} is part of the database's own catalog; read the system's tables only`);
  const matches = schema.entities.filter(
    (e) => same(e.table, table) && (!namespace || same(e.namespace ?? '', namespace)),
  );
  const exact = matches.filter((e) => e.table === table);
  const pick = exact.length === 1 ? exact : matches;
  if (pick.length === 1) return pick[0]!;
  if (pick.length > 1)
    refuse('table', `'${table}' is a table in ${pick.map((e) => e.name).join(' and ')}; name the one you mean`);
  const written = namespace ? `${namespace}.${table}` : table;
  if (!namespace && /^pg_|^information_schema$/i.test(table))
    refuse('catalog', `${table} is part of the database's own catalog; read the system's tables only`);
  // Compared by table name, offered by full name ('invoices' → 'public.invoice').
  const close = closeMatches(
    table,
    schema.entities.map((e) => e.table),
  ).flatMap((t) => schema.entities.filter((e) => e.table === t).map((e) => e.name));
  const suggestion = close.length
    ? `; did you mean ${close.map((c) => `'${c}'`).join(' or ')}?`
    : hint(
        written,
        schema.entities.map((e) => e.name),
        'tables',
      );
  return refuse('table', `no table '${written}' in this system${suggestion}`);
}
