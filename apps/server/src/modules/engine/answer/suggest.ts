import { upReach } from '../catalog/join-graph';
import type { Catalog, CatalogEntity } from '../catalog/types';
import type { ValueIndex } from '../values/value-index';
import { statsKey } from '../values/value-index';

/** Two or three questions this schema can answer, built from its catalog (never from a fixed list of tables). */
export function suggestQuestions(catalog: Catalog, values: ValueIndex | null): string[] {
  const out: string[] = [];
  const named = catalog.entities.filter((e) => !e.isJunction && e.label);
  const biggest = [...named].sort((a, b) => (b.rowCount ?? 0) - (a.rowCount ?? 0));
  const revenue = catalog.revenue[0];
  if (revenue) {
    const fact = revenue.entity;
    const reach = upReach(catalog, fact);
    const dim = [...reach.keys()]
      .map((n) => catalog.byName.get(n)!)
      .find((e) => e.label && e.name !== fact && !e.isJunction);
    const category = smallCategory(catalog, values, [...reach.keys()]);
    if (category) out.push(`Total revenue by ${category}`);
    if (dim) out.push(`Top 5 ${plural(dim)} by revenue`);
    if (hasTime(catalog, fact)) out.push('Monthly revenue last year');
  }
  for (const e of biggest) {
    if (out.length >= 3) break;
    const q = `How many ${plural(e)} are there?`;
    if (!out.includes(q)) out.push(q);
  }
  if (out.length < 3 && biggest[0]) {
    const category = smallCategory(catalog, values, [biggest[0].name]);
    if (category) out.push(`Number of ${plural(biggest[0])} by ${category}`);
  }
  return out.slice(0, 3);
}

function smallCategory(catalog: Catalog, values: ValueIndex | null, entities: string[]): string | null {
  for (const name of entities) {
    const e = catalog.byName.get(name)!;
    for (const c of e.columns) {
      if (c.role !== 'category') continue;
      const s = values?.stats.get(statsKey(e.name, [c.name]));
      if (s && s.complete && s.distinct >= 2 && s.distinct <= 50) return c.words.join(' ');
    }
  }
  return null;
}

function hasTime(catalog: Catalog, entity: string): boolean {
  return [...upReach(catalog, entity, 1).keys()].some((n) => catalog.byName.get(n)!.eventTimeColumns.length > 0);
}

function plural(e: CatalogEntity): string {
  const w = e.words.join(' ');
  if (w.endsWith('s')) return w;
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  return w + 's';
}
