import type { Condition } from '../../connectors/query';
import type { FilterRef } from '../readings/interpretation';

/** Where one filter's conditions and words start in the plan's lists (marks are taken before each filter). */
export interface FilterMark {
  f: FilterRef;
  where: number;
  text: number;
}

/**
 * Filters the question joined with 'or' (understand/either.ts): the conditions of each group become one
 * either-of condition, and its words one phrase ('(department is Sales or remote is yes)'). A group whose
 * members came out as one condition (two values of one column, already one IN list) stays as it is.
 * `end` is where the lists ended after the last filter. Rewrites `where` and `filterText` in place.
 */
export function joinEither(
  filterMarks: FilterMark[],
  end: Omit<FilterMark, 'f'>,
  where: Condition[],
  filterText: string[],
): void {
  const marks: Array<Omit<FilterMark, 'f'> & { f?: FilterRef }> = [...filterMarks, end];
  const groups = new Map<number, number[]>();
  for (let k = 0; k < marks.length - 1; k++) {
    const g = marks[k].f?.either;
    if (g !== undefined && marks[k + 1].where > marks[k].where) groups.set(g, [...(groups.get(g) ?? []), k]);
  }
  const dropWhere = new Set<number>();
  const dropText = new Set<number>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const range = (k: number, key: 'where' | 'text') =>
      Array.from({ length: marks[k + 1][key] - marks[k][key] }, (_, x) => marks[k][key] + x);
    // Members of one side (FilterRef `side`) hold at once; a member without one is a side of its own.
    const bySide = new Map<number | string, number[]>();
    for (const k of members) {
      const key = marks[k].f?.side ?? `member ${k}`;
      bySide.set(key, [...(bySide.get(key) ?? []), k]);
    }
    const sides = [...bySide.values()].map((ks): Condition => {
      const conds = ks.flatMap((k) => range(k, 'where').map((w) => where[w]));
      return conds.length === 1 ? conds[0] : { kind: 'and', conditions: conds };
    });
    // A side of several conditions is bracketed when another side stands beside it alone ('AS or (EN and NEB)'): read
    // flat, 'a or b and c' could be either grouping.
    const parts = [...bySide.values()].map((ks) => ks.flatMap((k) => range(k, 'text').map((t) => filterText[t])));
    const mixed = new Set(parts.map((p) => p.length)).size > 1;
    const texts = parts.map((p) => (mixed && p.length > 1 ? `(${p.join(' and ')})` : p.join(' and ')));
    const first = members[0];
    where[marks[first].where] = { kind: 'or', conditions: sides };
    filterText[marks[first].text] = `(${texts.join(' or ')})`;
    for (const k of members) {
      for (const w of range(k, 'where')) if (w !== marks[first].where) dropWhere.add(w);
      for (const t of range(k, 'text')) if (t !== marks[first].text) dropText.add(t);
    }
  }
  const keptWhere = where.filter((_, w) => !dropWhere.has(w));
  const keptText = filterText.filter((_, t) => !dropText.has(t));
  where.splice(0, where.length, ...keptWhere);
  filterText.splice(0, filterText.length, ...keptText);
}
