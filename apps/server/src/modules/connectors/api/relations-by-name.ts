import type { SchemaEntity, SchemaRelation } from '../schema';

/**
 * Relations of an API that declares none, by the REST convention its fields follow: `customerId` (or
 * `customer_id`) in salesOrders holds the key of a customers record, `salesOrderId` that of a salesOrders record.
 * Only a field named after another list, pointing at that list's one-column key, counts: a guess on anything
 * looser would join unrelated records.
 */
export function relationsByName(entities: SchemaEntity[]): SchemaRelation[] {
  const byName = new Map<string, SchemaEntity>();
  for (const e of entities) if (e.primaryKey.length === 1) byName.set(singularKey(words(e.table)), e);
  const out: SchemaRelation[] = [];
  for (const from of entities)
    for (const field of from.fields) {
      const w = words(field.name);
      if (w.length < 2 || w[w.length - 1] !== 'id') continue;
      const to = byName.get(singularKey(w.slice(0, -1)));
      if (!to || to === from || field.isPrimaryKey) continue;
      out.push({
        name: `${from.name}.${field.name}`,
        fromEntity: from.name,
        fromFields: [field.name],
        toEntity: to.name,
        toFields: [to.primaryKey[0]],
      });
    }
  return out;
}

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words with the last one singular ('sales orders' → 'sales order', 'categories' → 'category'). */
function singularKey(w: string[]): string {
  const last = w[w.length - 1] ?? '';
  const one = /ies$/.test(last)
    ? `${last.slice(0, -3)}y`
    : /(ss|us)$/.test(last)
      ? last
      : /(ch|sh|x|ses)$/.test(last) && last.endsWith('es')
        ? last.slice(0, -2)
        : last.endsWith('s')
          ? last.slice(0, -1)
          : last;
  return [...w.slice(0, -1), one].join(' ');
}
