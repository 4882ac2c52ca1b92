import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ColumnStats, ValueHit, ValueIndex } from '../values/value-index';
import type { Catalog, CatalogColumn, CatalogEntity, JoinEdge, LabelSpec, RevenueMeasure } from './types';

/** What SOE Local keeps of a system between processes: its catalog and its value index, as built. */
export interface StoredKnowledge {
  catalog: Catalog;
  values: ValueIndex | null;
}

/**
 * Where the built knowledge of a system is kept for every instance, keyed by the system and the time
 * its schema was discovered: a knowledge built for another discovery is never returned.
 */
export interface KnowledgeStore {
  load(systemId: number | string, discoveredAt: string): Promise<StoredKnowledge | null>;
  save(systemId: number | string, discoveredAt: string, knowledge: StoredKnowledge): Promise<void>;
}

/** The stored form's version: a process that reads another version rebuilds instead. */
const VERSION = 1;

interface StoredEntity extends Omit<CatalogEntity, 'byName' | 'timeColumns' | 'eventTimeColumns'> {
  timeColumns: string[];
  eventTimeColumns: string[];
}

interface Stored {
  version: number;
  catalog: { systemName: string; entities: StoredEntity[]; edges: JoinEdge[]; revenue: RevenueMeasure[] };
  values: {
    byText: Array<[string, ValueHit[]]>;
    byWordCount: Array<[number, string[]]>;
    stats: Array<[string, ColumnStats]>;
    maxWords: number;
  } | null;
}

function toStored(k: StoredKnowledge): Stored {
  const { catalog, values } = k;
  return {
    version: VERSION,
    catalog: {
      systemName: catalog.systemName,
      // The maps and the time-column lists point at the entity's own columns: they are stored by name.
      entities: catalog.entities.map(({ byName: _byName, timeColumns, eventTimeColumns, ...rest }) => ({
        ...rest,
        timeColumns: timeColumns.map((c) => c.name),
        eventTimeColumns: eventTimeColumns.map((c) => c.name),
      })),
      edges: catalog.edges,
      revenue: catalog.revenue,
    },
    values: values && {
      byText: [...values.byText],
      byWordCount: [...values.byWordCount],
      stats: [...values.stats],
      maxWords: values.maxWords,
    },
  };
}

function fromStored(s: Stored): StoredKnowledge | null {
  if (s?.version !== VERSION) return null;
  const entities = s.catalog.entities.map((e): CatalogEntity => {
    const columns: CatalogColumn[] = e.columns;
    const byName = new Map(columns.map((c) => [c.name, c]));
    const pick = (names: string[]) => names.map((n) => byName.get(n)).filter((c): c is CatalogColumn => !!c);
    const label: LabelSpec | null = e.label;
    return {
      ...e,
      label,
      byName,
      timeColumns: pick(e.timeColumns),
      eventTimeColumns: pick(e.eventTimeColumns),
    };
  });
  const catalog: Catalog = {
    systemName: s.catalog.systemName,
    entities,
    byName: new Map(entities.map((e) => [e.name, e])),
    edges: s.catalog.edges,
    revenue: s.catalog.revenue,
  };
  const values: ValueIndex | null = s.values && {
    byText: new Map(s.values.byText),
    byWordCount: new Map(s.values.byWordCount),
    stats: new Map(s.values.stats),
    maxWords: s.values.maxWords,
  };
  return { catalog, values };
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The knowledge as compressed JSON (compression runs off the event loop, on libuv's threads). */
export async function encodeKnowledge(k: StoredKnowledge): Promise<Buffer> {
  return gzipAsync(Buffer.from(JSON.stringify(toStored(k))), { level: 6 });
}

/** The knowledge from encodeKnowledge's bytes; null when they are of another version. */
export async function decodeKnowledge(bytes: Uint8Array): Promise<StoredKnowledge | null> {
  const json = await gunzipAsync(bytes);
  return fromStored(JSON.parse(json.toString('utf8')) as Stored);
}
