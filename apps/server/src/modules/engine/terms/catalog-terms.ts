import type { Catalog, CatalogEntity } from '../catalog/types';
import type { BusinessTerm } from './terms';

/**
 * The business terms that shape a system's catalog itself rather than one question: the column that names an
 * entity's rows in answers (display) and the columns SOE must not offer (hidden). Applied once per build of the
 * system's knowledge, before its schema phrases and value index are made from the catalog, so a hidden column is
 * neither matched in a question nor indexed nor listed, and a display column is what answers show for a row.
 * Measure, segment, table and date terms stay per question (findTerms / applyTerms): they cost nothing to change.
 */
export function applyCatalogTerms(catalog: Catalog, terms: readonly BusinessTerm[] | undefined): Catalog {
  const shaping = catalogShapingTerms(terms);
  // Hidden first, so a display column cannot bring back a column another term hides.
  for (const term of shaping) {
    const entity = catalog.byName.get(term.entity);
    if (entity && term.hidden) hideColumns(catalog, entity, term.hidden);
  }
  for (const term of shaping) {
    const entity = catalog.byName.get(term.entity);
    if (entity && term.display) setDisplay(entity, term.display);
  }
  return catalog;
}

/** What of the terms changes the catalog: the cache of a system's knowledge is kept while this stays the same. */
export function catalogTermsKey(terms: readonly BusinessTerm[] | undefined): string {
  const shaping = catalogShapingTerms(terms);
  return shaping.length ? JSON.stringify(shaping.map((t) => [t.entity, t.display ?? null, t.hidden ?? null])) : '';
}

function catalogShapingTerms(terms: readonly BusinessTerm[] | undefined): BusinessTerm[] {
  return (terms ?? []).filter((t) => t.display?.length || t.hidden?.length);
}

/**
 * Key columns stay: joins run on them (the API refuses to hide them; a term saved before a key was added to the
 * schema is skipped here). Everything else of a hidden column goes: its place in the time columns, the label,
 * and the ways of computing revenue that read it.
 */
function hideColumns(catalog: Catalog, entity: CatalogEntity, names: readonly string[]): void {
  const hidden = new Set(names.filter((n) => entity.byName.get(n) && !entity.byName.get(n)!.isKey));
  if (!hidden.size) return;
  entity.columns = entity.columns.filter((c) => !hidden.has(c.name));
  for (const n of hidden) entity.byName.delete(n);
  entity.timeColumns = entity.timeColumns.filter((c) => !hidden.has(c.name));
  entity.eventTimeColumns = entity.eventTimeColumns.filter((c) => !hidden.has(c.name));
  if (entity.label?.columns.some((c) => hidden.has(c))) {
    entity.label = null;
    entity.isPerson = false;
  }
  catalog.revenue = catalog.revenue.flatMap((r) => {
    if (r.entity !== entity.name) return [r];
    if ([r.amount, r.quantity, r.price].some((c) => c && hidden.has(c))) return [];
    return [r.discount && hidden.has(r.discount) ? { ...r, discount: undefined } : r];
  });
}

/** The display column becomes the entity's label; the columns that were the label read as plain categories again. */
function setDisplay(entity: CatalogEntity, names: readonly string[]): void {
  const columns = names.map((n) => entity.byName.get(n));
  if (columns.some((c) => !c || c.isKey)) return;
  for (const c of entity.columns)
    if (c.role === 'label' && !names.includes(c.name)) c.role = c.type === 'text' ? 'category' : 'other';
  for (const c of columns) c!.role = 'label';
  // A person keeps reading as a person only while named by two columns (first and last name).
  entity.isPerson = entity.isPerson && columns.length === 2;
  entity.label = { columns: [...names] };
}
