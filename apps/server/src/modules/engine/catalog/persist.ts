import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { versionedLines } from '../../../lib/json-lines';
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
const VERSION = 2;
/** Items per stored line, and lines read or written between two yields: a few milliseconds of work. */
const CHUNK = 100;

interface StoredEntity extends Omit<CatalogEntity, 'byName' | 'timeColumns' | 'eventTimeColumns'> {
  timeColumns: string[];
  eventTimeColumns: string[];
}

/**
 * One line of the stored form. A 10,000-table catalog is tens of megabytes of JSON: written and read
 * as one document it held the event loop for seconds, so it is stored as lines of a few hundred
 * items, each parsed on its own between yields.
 */
type Line =
  | ['head', { version: number; systemName: string; revenue: RevenueMeasure[]; maxWords: number | null }]
  | ['entities', StoredEntity[]]
  | ['edges', JoinEdge[]]
  | ['text', Array<[string, ValueHit[]]>]
  | ['words', Array<[number, string[]]>]
  | ['stats', Array<[string, ColumnStats]>];

function storedEntity({ byName: _byName, timeColumns, eventTimeColumns, ...rest }: CatalogEntity): StoredEntity {
  // The maps and the time-column lists point at the entity's own columns: they are stored by name.
  return {
    ...rest,
    timeColumns: timeColumns.map((c) => c.name),
    eventTimeColumns: eventTimeColumns.map((c) => c.name),
  };
}

function catalogEntity(e: StoredEntity): CatalogEntity {
  const columns: CatalogColumn[] = e.columns;
  const byName = new Map(columns.map((c) => [c.name, c]));
  const pick = (names: string[]) => names.map((n) => byName.get(n)).filter((c): c is CatalogColumn => !!c);
  const label: LabelSpec | null = e.label;
  return { ...e, label, byName, timeColumns: pick(e.timeColumns), eventTimeColumns: pick(e.eventTimeColumns) };
}

function* chunks<T>(items: Iterable<T>): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

const gzipAsync = promisify(gzip);
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The knowledge as compressed JSON lines (compression runs off the event loop, on libuv's threads). */
export async function encodeKnowledge(k: StoredKnowledge): Promise<Buffer> {
  const { catalog, values } = k;
  const head: Line = [
    'head',
    { version: VERSION, systemName: catalog.systemName, revenue: catalog.revenue, maxWords: values?.maxWords ?? null },
  ];
  const lines: Line[] = [head];
  for (const c of chunks(catalog.entities)) lines.push(['entities', c.map(storedEntity)]);
  for (const c of chunks(catalog.edges)) lines.push(['edges', c]);
  if (values) {
    for (const c of chunks(values.byText)) lines.push(['text', c]);
    for (const c of chunks(values.byWordCount)) lines.push(['words', c]);
    for (const c of chunks(values.stats)) lines.push(['stats', c]);
  }
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (i && i % 2 === 0) await yieldToOthers();
    out.push(JSON.stringify(line));
  }
  return gzipAsync(Buffer.from(out.join('\n')), { level: 6 });
}

/** The knowledge from encodeKnowledge's bytes; null when they are of another version. */
export async function decodeKnowledge(bytes: Uint8Array): Promise<StoredKnowledge | null> {
  let head: Extract<Line, ['head', unknown]>[1] | null = null;
  const entities: CatalogEntity[] = [];
  const edges: JoinEdge[] = [];
  const byText: Array<[string, ValueHit[]]> = [];
  const byWordCount: Array<[number, string[]]> = [];
  const stats: Array<[string, ColumnStats]> = [];
  // Other requests run before every second line after the first (each line is a few hundred tables or values).
  let n = 0;
  const everyOther = async () => {
    if (n > 0 && n % 2 === 0) await yieldToOthers();
    n++;
  };
  for await (const line of versionedLines<Line>(bytes, VERSION, everyOther)) {
    if (line[0] === 'head') head = line[1];
    else if (line[0] === 'entities') entities.push(...line[1].map(catalogEntity));
    else if (line[0] === 'edges') edges.push(...line[1]);
    else if (line[0] === 'text') byText.push(...line[1]);
    else if (line[0] === 'words') byWordCount.push(...line[1]);
    else if (line[0] === 'stats') stats.push(...line[1]);
  }
  if (!head) return null;
  const catalog: Catalog = {
    systemName: head.systemName,
    entities,
    byName: new Map(entities.map((e) => [e.name, e])),
    edges,
    revenue: head.revenue,
  };
  const values: ValueIndex | null =
    head.maxWords === null
      ? null
      : { byText: new Map(byText), byWordCount: new Map(byWordCount), stats: new Map(stats), maxWords: head.maxWords };
  return { catalog, values };
}
