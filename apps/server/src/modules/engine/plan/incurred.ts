import type { AggregateFn } from '../../connectors/query';
import { upEdges } from '../catalog/join-graph';
import type { Catalog, CatalogEntity } from '../catalog/types';
import { PRICE_WORDS } from '../catalog/vocabulary';
import type { Interpretation } from '../readings/interpretation';

/**
 * 'total training cost by course category': the price of a catalogue row (a course's cost, a plan's fee, a service's
 * rate) is incurred each time a record uses the row (an employee's enrollment in the course). Adding up the price
 * list itself means nothing to a business person; the total they ask for is the price counted once per using
 * record. So a total of a catalogue's price is taken over the one dated table that points at the catalogue — when
 * that table carries no figures of its own (a quantity or an amount would say how much each use cost). An average,
 * a minimum or a maximum of the price is about the catalogue, and stays there; so does a bare total (no grouping, no
 * period) that names the catalogue's own table ('the total cost of all our courses') and not the table of its uses.
 */
export function incurredOn(
  catalog: Catalog,
  it: Interpretation,
  entity: string,
  column: string,
  agg: AggregateFn,
): CatalogEntity | null {
  if (agg !== 'sum') return null;
  const e = catalog.byName.get(entity);
  const c = e?.byName.get(column);
  // A dated table is itself a record of something that happened: its prices are already incurred.
  const price = c && (c.money === 'price' || (c.role === 'measure' && c.words.some((w) => PRICE_WORDS.has(w))));
  if (!e || !price || e.eventTimeColumns.length) return null;
  const users = new Map<string, CatalogEntity>();
  for (const x of catalog.edges) {
    const from = x.to === entity && !x.selfReference ? catalog.byName.get(x.from) : undefined;
    if (from && !from.isJunction && dated(catalog, from)) users.set(from.name, from);
  }
  if (users.size !== 1) return null;
  const user = [...users.values()][0];
  if (user.columns.some((x) => x.money !== null)) return null;
  // 'the total cost of all our courses': a bare total that names the catalogue (and not its uses) is the catalogue's.
  const bare = !it.dims.length && !it.time;
  if (bare && it.mentioned.includes(entity) && !it.mentioned.includes(user.name)) return null;
  return user;
}

/** Rows dated by their own event date or their header's. */
function dated(catalog: Catalog, e: CatalogEntity): boolean {
  return (
    e.eventTimeColumns.length > 0 ||
    upEdges(catalog, e.name).some((x) => (catalog.byName.get(x.to)?.eventTimeColumns.length ?? 0) > 0)
  );
}
