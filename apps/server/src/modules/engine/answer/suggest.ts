import { upReach } from '../catalog/join-graph';
import type { Catalog, CatalogEntity } from '../catalog/types';
import type { ValueIndex } from '../values/value-index';
import { statsKey } from '../values/value-index';
import { pluralPhrase } from '../read/plural';

/**
 * A question this schema could answer, with the answer it must get: what the figure is read from and what it is
 * grouped by. SOE Local reads each candidate before offering it (SoeLocal.suggest) and drops the ones it would
 * read differently, so a suggestion never leads to a refusal or to a figure for another question.
 */
export interface SuggestionCandidate {
  question: string;
  /** The table the figure is read from: the revenue's table, or the table counted. */
  from: string;
  /** Grouped by this column, by this table's rows (no column), or by month; none for one figure. */
  group?: { entity: string; column?: string } | { month: true };
  /** Ranked and cut to this many groups. */
  top?: number;
}

/** Most candidates read per system: reading is cheap, but on a wide schema not free. */
const MAX_CANDIDATES = 8;
/** Categories with more values than this make a poor chart and a long table. */
const MAX_CATEGORY_VALUES = 50;

/**
 * Questions this schema can answer, best first, built from its catalog (never from a fixed list of tables).
 * `revenueEntity` is the table the system's own business terms read revenue from, when it has them: the
 * questions must be about that revenue, or a question grouped by another table's column would join unrelated rows.
 */
export function suggestionCandidates(
  catalog: Catalog,
  values: ValueIndex | null,
  revenueEntity?: string,
): SuggestionCandidate[] {
  const out: SuggestionCandidate[] = [];
  const add = (c: SuggestionCandidate) => {
    if (!out.some((o) => o.question === c.question)) out.push(c);
  };
  const named = catalog.entities.filter((e) => !e.isJunction && e.label);
  const biggest = [...named].sort((a, b) => (b.rowCount ?? 0) - (a.rowCount ?? 0));
  const fact = revenueEntity ?? catalog.revenue[0]?.entity;
  if (fact && catalog.byName.has(fact)) {
    // Up the foreign keys only: each revenue row then belongs to one group, and no sum counts a row twice.
    const reach = [...upReach(catalog, fact).keys()];
    const dims = reach.map((n) => catalog.byName.get(n)!).filter((e) => e.label && e.name !== fact && !e.isJunction);
    const categories = smallCategories(catalog, values, reach);
    if (dims[0])
      add({ question: `Top 5 ${plural(dims[0])} by revenue`, from: fact, group: { entity: dims[0].name }, top: 5 });
    if (categories[0])
      add({ question: `Total revenue by ${categories[0].words}`, from: fact, group: categories[0].group });
    if (hasTime(catalog, fact)) add({ question: 'Monthly revenue last year', from: fact, group: { month: true } });
    for (const c of categories.slice(1, 3))
      add({ question: `Total revenue by ${c.words}`, from: fact, group: c.group });
    if (dims[1])
      add({ question: `Top 5 ${plural(dims[1])} by revenue`, from: fact, group: { entity: dims[1].name }, top: 5 });
  }
  for (const e of biggest.slice(0, 3)) add({ question: `How many ${plural(e)} are there?`, from: e.name });
  for (const e of biggest.slice(0, 3)) {
    const category = smallCategories(catalog, values, [e.name])[0];
    if (category) add({ question: `Number of ${plural(e)} by ${category.words}`, from: e.name, group: category.group });
  }
  return out.slice(0, MAX_CANDIDATES);
}

/** Category columns of these tables with a complete, small set of values, in the tables' order. */
function smallCategories(
  catalog: Catalog,
  values: ValueIndex | null,
  entities: string[],
): Array<{ words: string; group: { entity: string; column: string } }> {
  const out: Array<{ words: string; group: { entity: string; column: string } }> = [];
  for (const name of entities) {
    const e = catalog.byName.get(name)!;
    for (const c of e.columns) {
      if (c.role !== 'category') continue;
      const s = values?.stats.get(statsKey(e.name, [c.name]));
      if (s && s.complete && s.distinct >= 2 && s.distinct <= MAX_CATEGORY_VALUES)
        out.push({ words: c.words.join(' '), group: { entity: e.name, column: c.name } });
    }
  }
  return out;
}

function hasTime(catalog: Catalog, entity: string): boolean {
  return [...upReach(catalog, entity, 1).keys()].some((n) => catalog.byName.get(n)!.eventTimeColumns.length > 0);
}

function plural(e: CatalogEntity): string {
  return pluralPhrase(e.words.join(' '));
}
