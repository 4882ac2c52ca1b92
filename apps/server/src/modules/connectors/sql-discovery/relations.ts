import type { SchemaRelation } from '../schema';

export interface ForeignKeyColumnRow {
  constraintName: string;
  fromEntity: string;
  toEntity: string;
  fromColumn: string;
  toColumn: string;
}

/**
 * Groups per-column foreign-key rows (already in key order) into relations;
 * composite keys become one relation with several fields. Names are made unique
 * (constraint names are only unique per table).
 */
export function groupForeignKeys(rows: ForeignKeyColumnRow[], known: Set<string>): SchemaRelation[] {
  return uniqueRelationNames(groupForeignKeyRows(rows, known));
}

/** groupForeignKeys without the renaming: a wide schema read in batches names its relations once, all together. */
export function groupForeignKeyRows(rows: ForeignKeyColumnRow[], known: Set<string>): SchemaRelation[] {
  const byKey = new Map<string, SchemaRelation>();
  for (const r of rows) {
    if (!known.has(r.fromEntity) || !known.has(r.toEntity)) continue;
    const key = `${r.fromEntity}\u0000${r.constraintName}`;
    let rel = byKey.get(key);
    if (!rel) {
      rel = { name: r.constraintName, fromEntity: r.fromEntity, fromFields: [], toEntity: r.toEntity, toFields: [] };
      byKey.set(key, rel);
    }
    rel.fromFields.push(r.fromColumn);
    rel.toFields.push(r.toColumn);
  }
  return [...byKey.values()];
}

/** Prefixes with its table the name of each relation whose constraint name another table's relation also has. */
export function uniqueRelationNames(relations: SchemaRelation[]): SchemaRelation[] {
  const counts = new Map<string, number>();
  for (const r of relations) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  for (const r of relations) if ((counts.get(r.name) ?? 0) > 1) r.name = `${r.fromEntity}.${r.name}`;
  return relations;
}
