import { Pacer } from '../../../lib/slices';
import type { DiscoveredSchema, SchemaEntity, SchemaRelation } from '../schema';
import { uniqueRelationNames } from './relations';

/**
 * Discovery of a wide SQL schema in two steps. Reading every column, key and foreign key of tens of
 * thousands of tables takes seconds on a quiet local server and much longer over a network; the
 * questions people ask touch the few hundred tables everything else points at. So a schema of more
 * than `minTables` tables is read first as a cheap list (names, row estimates, which table points at
 * which), then in full for its core tables only: the most referenced and largest, plus every table
 * their foreign keys point at, so joins among them are complete. The rest is read afterwards in
 * batches (discoverRest), between turns of the event loop.
 */
export const STAGED_DISCOVERY = {
  /** Schemas of more tables than this are read in two steps. */
  minTables: 1000,
  /** Tables ranked first by the foreign keys pointing at them, then by their row estimate. */
  coreTables: 500,
  /** Tables read per batch (one read-only transaction each) after the core. */
  batchTables: 500,
};
export type StagedLimits = typeof STAGED_DISCOVERY;

/** A table of the cheap list, in the order the full discovery lists entities. */
export interface ListedTable {
  /** Entity name, e.g. 'public.orders'. */
  name: string;
  /** The planner's or the catalog's estimate; null when unknown. */
  rowEstimate: number | null;
}

/** One foreign key between two listed tables (from's rows point at to's). */
export interface TableLink {
  from: string;
  to: string;
}

export interface TableListing {
  tables: ListedTable[];
  links: TableLink[];
}

/** What a batch of tables reads to: entities and their outgoing relations, not yet named uniquely. */
export interface TableDetails {
  entities: SchemaEntity[];
  relations: SchemaRelation[];
}

/** A SQL connector's two reads: the cheap list, and the full details of some of the listed tables. */
export interface StagedSource {
  /** `signal` stops a running read (the database cancels its statement). */
  list(signal?: AbortSignal): Promise<TableListing>;
  /** `known`: every listed table, so relations to tables outside the batch are kept. */
  details(names: string[], known: Set<string>, signal?: AbortSignal): Promise<TableDetails>;
}

export interface RestOptions {
  signal?: AbortSignal;
  /** Told how many tables are read so far (awaited: a caller may store it). */
  onProgress?: (read: number, total: number) => Promise<void> | void;
}

/** The core of a listing: the `size` most referenced (then largest) tables and the tables they point at. */
export function coreTables(listing: TableListing, size: number): Set<string> {
  const referencedBy = new Map<string, number>();
  const pointsAt = new Map<string, string[]>();
  for (const link of listing.links) {
    // A table pointing at itself (a manager's employee row) says nothing of how central it is.
    if (link.from === link.to) continue;
    referencedBy.set(link.to, (referencedBy.get(link.to) ?? 0) + 1);
    pointsAt.set(link.from, [...(pointsAt.get(link.from) ?? []), link.to]);
  }
  const ranked = listing.tables
    .map((t, order) => ({ name: t.name, refs: referencedBy.get(t.name) ?? 0, rows: t.rowEstimate ?? -1, order }))
    .sort((a, b) => b.refs - a.refs || b.rows - a.rows || a.order - b.order);
  const core = new Set(ranked.slice(0, size).map((t) => t.name));
  for (const name of [...core]) for (const to of pointsAt.get(name) ?? []) core.add(to);
  return core;
}

/**
 * The first step: the whole schema when it has at most `minTables` tables (`whole` reads it as before),
 * otherwise its core tables, marked `partial`.
 */
export async function discoverCore(
  source: StagedSource,
  whole: () => Promise<DiscoveredSchema>,
  limits: StagedLimits = STAGED_DISCOVERY,
): Promise<DiscoveredSchema> {
  const listing = await source.list();
  if (listing.tables.length <= limits.minTables) return whole();
  const core = coreTables(listing, limits.coreTables);
  const known = new Set(listing.tables.map((t) => t.name));
  const read = await source.details(
    listing.tables.filter((t) => core.has(t.name)).map((t) => t.name),
    known,
  );
  const readNames = new Set(read.entities.map((e) => e.name));
  return {
    ...assemble(
      listing,
      read.entities,
      read.relations.filter((r) => readNames.has(r.toEntity)),
    ),
    partial: { read: read.entities.length, total: listing.tables.length },
  };
}

/**
 * The second step: every table the partial schema lacks, `batchTables` at a time, then the whole schema
 * with a new discovery time. Stops (throws the signal's reason) when `signal` is aborted.
 */
export async function discoverRest(
  source: StagedSource,
  partial: DiscoveredSchema,
  options: RestOptions = {},
  limits: StagedLimits = STAGED_DISCOVERY,
): Promise<DiscoveredSchema> {
  const pacer = new Pacer();
  const listing = await source.list(options.signal);
  const known = new Set(listing.tables.map((t) => t.name));
  const have = new Set(partial.entities.map((e) => e.name));
  const entities = partial.entities.filter((e) => known.has(e.name));
  // The partial schema's names were made unique among its own relations: they are named again among all of them.
  const relations = partial.relations
    .filter((r) => known.has(r.fromEntity) && known.has(r.toEntity))
    .map((r) => ({
      ...r,
      name: r.name.startsWith(`${r.fromEntity}.`) ? r.name.slice(r.fromEntity.length + 1) : r.name,
    }));
  const missing = listing.tables.filter((t) => !have.has(t.name)).map((t) => t.name);
  for (let i = 0; i < missing.length; i += limits.batchTables) {
    options.signal?.throwIfAborted();
    const batch = await source.details(missing.slice(i, i + limits.batchTables), known, options.signal);
    for (const e of batch.entities) entities.push(e);
    for (const r of batch.relations) relations.push(r);
    await options.onProgress?.(entities.length, listing.tables.length);
    await pacer.pause();
  }
  options.signal?.throwIfAborted();
  return assemble(listing, entities, relations);
}

/** Entities in the listing's order, relations by their table's place in it: the order a one-step discovery gives. */
function assemble(listing: TableListing, entities: SchemaEntity[], relations: SchemaRelation[]): DiscoveredSchema {
  const order = new Map(listing.tables.map((t, i) => [t.name, i]));
  const at = (name: string) => order.get(name) ?? Number.MAX_SAFE_INTEGER;
  return {
    entities: [...entities].sort((a, b) => at(a.name) - at(b.name)),
    relations: uniqueRelationNames([...relations].sort((a, b) => at(a.fromEntity) - at(b.fromEntity))),
    discoveredAt: new Date().toISOString(),
  };
}
