import type { DiscoveredSchema, SchemaEntity, SchemaRelation } from '../schema';
import type { ODataEntitySet, ODataModel } from './metadata';
import { writeOperations } from './writes';

/**
 * The discovered schema of an OData service: each entity set an entity, its
 * properties fields, its key the primary key; each single-valued navigation
 * property with a referential constraint a relation (the foreign keys SOE
 * Local joins along); the declared writes as operations.
 */

/** Row counts cost one request per set: services with hundreds of sets get them for the first ones only. */
export const MAX_COUNTED_SETS = 50;
const PARALLEL = 4;

export async function discoverOData(
  model: ODataModel,
  countOf: (set: ODataEntitySet) => Promise<number>,
): Promise<DiscoveredSchema> {
  const counts = new Map<string, number | null>();
  const queue = model.sets.filter((s) => s.countable).slice(0, MAX_COUNTED_SETS);
  const worker = async () => {
    for (let set = queue.shift(); set; set = queue.shift()) counts.set(set.name, await countOf(set).catch(() => null));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  const entities: SchemaEntity[] = model.sets.map((set) => ({
    name: set.name,
    table: set.name,
    ...(set.label ? { label: set.label } : {}),
    ...(set.description ? { description: set.description } : {}),
    fields: set.properties.map((p) => ({
      name: p.name,
      type: p.type,
      nativeType: p.edmType,
      nullable: p.nullable,
      isPrimaryKey: set.key.includes(p.name),
    })),
    primaryKey: set.key,
    rowCount: counts.get(set.name) ?? null,
  }));
  const relations: SchemaRelation[] = [];
  for (const set of model.sets) {
    for (const nav of set.navigation) {
      if (nav.collection || !nav.target || !nav.constraint.length || !model.byName.has(nav.target)) continue;
      relations.push({
        name: `${set.name}.${nav.name}`,
        fromEntity: set.name,
        fromFields: nav.constraint.map((c) => c.property),
        toEntity: nav.target,
        toFields: nav.constraint.map((c) => c.referenced),
      });
    }
  }
  return { entities, relations, operations: writeOperations(model), discoveredAt: new Date().toISOString() };
}
