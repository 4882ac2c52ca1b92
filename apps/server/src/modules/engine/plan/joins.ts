import type { ColumnRef, Join } from '../../connectors/query';
import { col } from '../../connectors/query';
import type { JoinPath } from '../catalog/join-graph';

/**
 * Builds the JOIN list of one query from join paths that start at the fact table. Paths sharing a
 * prefix share its joins (line → track serves both genre and media type), and each table reached
 * gets its own alias, so a table met twice by different roads (an employee as support rep and as
 * manager) appears twice.
 */
export class JoinBuilder {
  readonly joins: Join[] = [];
  private readonly aliasByKey: Map<string, string>;
  private readonly inner = new Set<string>();

  /** `prefix` names the aliases (t0, t1 …); a correlated subquery takes another so its aliases never meet the outer ones. */
  constructor(
    readonly fact: string,
    private readonly prefix = 't',
  ) {
    this.aliasByKey = new Map([['', `${prefix}0`]]);
  }

  /** Returns the alias of the path's end, adding joins as needed. `required` makes them inner joins. */
  aliasFor(path: JoinPath, required: boolean): string {
    let key = '';
    let alias = `${this.prefix}0`;
    for (const step of path.steps) {
      const nextKey = `${key}/${step.edge.id}${step.direction === 'up' ? '^' : 'v'}`;
      let nextAlias = this.aliasByKey.get(nextKey);
      if (!nextAlias) {
        nextAlias = `${this.prefix}${this.aliasByKey.size}`;
        this.aliasByKey.set(nextKey, nextAlias);
        const e = step.edge;
        const on: Array<{ left: ColumnRef; right: ColumnRef }> =
          step.direction === 'up'
            ? e.fromFields.map((f, k) => ({ left: col(alias, f), right: col(nextAlias!, e.toFields[k]) }))
            : e.toFields.map((f, k) => ({ left: col(alias, f), right: col(nextAlias!, e.fromFields[k]) }));
        this.joins.push({ entity: step.direction === 'up' ? e.to : e.from, alias: nextAlias, type: 'left', on });
      }
      if (required) this.inner.add(nextAlias);
      key = nextKey;
      alias = nextAlias;
    }
    return alias;
  }

  /** Joins needed by filters are inner (a row without the related row cannot match); the rest stay left. */
  build(): Join[] {
    return this.joins.map((j) => ({ ...j, type: this.inner.has(j.alias) ? 'inner' : 'left' }));
  }
}
