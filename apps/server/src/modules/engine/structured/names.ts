import { editDistance } from '../read/normalize';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';

/** A structured query that does not fit the catalog: the message says what to change, in words a model acts on. */
export class StructuredQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StructuredQueryError';
  }
}

const unquote = (name: string) =>
  name
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"');
const fold = (name: string) => unquote(name).toLowerCase();

/** Up to three names closest to `wanted`, for "did you mean …". */
function closest(wanted: string, names: string[]): string[] {
  const bare = (n: string) => n.toLowerCase().replace(/^.*\./, '');
  // Compared without namespaces: 'invoices_x' is close to public.invoice.
  const w = bare(fold(wanted));
  const distance = (n: string) => (bare(n).includes(w) || w.includes(bare(n)) ? 1 : editDistance(w, bare(n), 4));
  return names
    .map((n) => ({ n, d: distance(n) }))
    .filter((x) => x.d <= 4)
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.n);
}

function suggestion(wanted: string, names: string[], what: string): string {
  const near = closest(wanted, names);
  if (near.length) return `; did you mean ${near.map((n) => `'${n}'`).join(' or ')}?`;
  return names.length <= 40 ? `; the ${what} are ${names.join(', ')}` : '';
}

/** A table of the catalog by its name, its table name without namespace, or its label, case and quotes aside. */
export function findEntity(catalog: Catalog, name: string): CatalogEntity | undefined {
  const exact = catalog.byName.get(unquote(name));
  if (exact) return exact;
  const f = fold(name);
  return (
    catalog.entities.find((e) => e.name.toLowerCase() === f) ??
    catalog.entities.find((e) => e.table.toLowerCase() === f) ??
    catalog.entities.find((e) => e.words.join('_') === f || e.words.join(' ') === f)
  );
}

export function entityNamed(catalog: Catalog, name: string): CatalogEntity {
  const found = findEntity(catalog, name);
  if (found) return found;
  throw new StructuredQueryError(
    `Unknown table '${unquote(name)}' in ${catalog.systemName}${suggestion(
      name,
      catalog.entities.map((e) => e.name),
      'tables',
    )}`,
  );
}

export function findColumn(entity: CatalogEntity, name: string): CatalogColumn | undefined {
  const exact = entity.byName.get(unquote(name));
  if (exact) return exact;
  const f = fold(name);
  return entity.columns.find((c) => c.name.toLowerCase() === f);
}

export function columnNamed(entity: CatalogEntity, name: string): CatalogColumn {
  const found = findColumn(entity, name);
  if (found) return found;
  throw new StructuredQueryError(
    `Unknown column '${unquote(name)}' in table ${entity.name}${suggestion(
      name,
      entity.columns.map((c) => c.name),
      'columns',
    )}`,
  );
}

/**
 * Splits `table.column` at the dot that leaves a known table on its left (names may hold dots themselves:
 * `sales.orders.total` is column total of table sales.orders). Null when no prefix names a table.
 */
export function splitRef(catalog: Catalog, ref: string): { entity: CatalogEntity; column: string } | null {
  const parts = ref.match(/"(?:[^"]|"")+"|[^.]+/g) ?? [];
  for (let cut = parts.length - 1; cut >= 1; cut--) {
    const entity = findEntity(catalog, parts.slice(0, cut).join('.'));
    if (entity) return { entity, column: parts.slice(cut).join('.') };
  }
  return null;
}
