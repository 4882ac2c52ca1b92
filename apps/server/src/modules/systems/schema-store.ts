import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSchemas } from '../../db/schema';
import { versionedLines } from '../../lib/json-lines';
import { Pacer } from '../../lib/slices';
import type { DiscoveredSchema } from '../connectors/schema';

/**
 * A system's discovered schema as SOE keeps it: gzipped JSON lines in system_schemas, while
 * systems.schema_json holds only its discovery time. A 10,000-table schema is 9 MB of JSON; as one
 * jsonb value the embedded database parsed it in one go (two seconds and more, every other request
 * waiting) and JSON.stringify/parse held the event loop as long again. As lines of a few hundred
 * tables, each is written and read between turns of the event loop, and compression runs on libuv's
 * threads.
 */

/** The stored form's version: a payload of another version is not read (the schema is discovered again). */
const VERSION = 1;
/** Tables or relations per line: a few milliseconds of JSON each. */
const PER_LINE = 200;

type Head = Omit<DiscoveredSchema, 'entities' | 'relations'> & { version: number };
type Line = ['head', Head] | ['entities', DiscoveredSchema['entities']] | ['relations', DiscoveredSchema['relations']];

const gzipAsync = promisify(gzip);

/**
 * What systems.schema_json holds for a schema kept here: its discovery time, which list queries read, and
 * for a wide schema whose core only is read so far, how many of its tables are read (updated as the rest is).
 */
export function schemaStub(schema: DiscoveredSchema): Pick<DiscoveredSchema, 'discoveredAt' | 'partial'> {
  return { discoveredAt: schema.discoveredAt, ...(schema.partial ? { partial: schema.partial } : {}) };
}

export async function encodeSchema(schema: DiscoveredSchema, pacer = new Pacer()): Promise<Buffer> {
  const { entities, relations, ...rest } = schema;
  const out: string[] = [JSON.stringify(['head', { ...rest, version: VERSION }] satisfies Line)];
  for (const [kind, items] of [
    ['entities', entities],
    ['relations', relations],
  ] as const)
    for (let i = 0; i < items.length; i += PER_LINE) {
      await pacer.maybePause();
      out.push(JSON.stringify([kind, items.slice(i, i + PER_LINE)]));
    }
  await pacer.maybePause();
  return gzipAsync(Buffer.from(out.join('\n')), { level: 6 });
}

/** The schema from encodeSchema's bytes; null when they are of another version. */
export async function decodeSchema(bytes: Uint8Array, pacer = new Pacer()): Promise<DiscoveredSchema | null> {
  let head: Head | null = null;
  const entities: DiscoveredSchema['entities'] = [];
  const relations: DiscoveredSchema['relations'] = [];
  for await (const line of versionedLines<Line>(bytes, VERSION, () => pacer.maybePause())) {
    if (line[0] === 'head') head = line[1];
    else if (line[0] === 'entities') for (const e of line[1]) entities.push(e);
    else if (line[0] === 'relations') for (const r of line[1]) relations.push(r);
  }
  if (!head) return null;
  const { version: _version, ...rest } = head;
  return { ...rest, entities, relations } as DiscoveredSchema;
}

/** Keeps `payload` (encodeSchema's) as the schema of a system, replacing any earlier discovery's. */
export async function saveSchema(
  db: Pick<Db, 'execute'>,
  systemId: number,
  discoveredAt: string,
  payload: Uint8Array,
): Promise<void> {
  await db.execute(sql`
    insert into ${systemSchemas} (system_id, discovered_at, payload) values (${systemId}, ${discoveredAt}, ${payload})
    on conflict (system_id) do update set discovered_at = excluded.discovered_at, payload = excluded.payload`);
}

/** The stored schema of a system's discovery; undefined when none is kept here (a row of an earlier version). */
export async function loadSchema(
  db: Pick<Db, 'select'>,
  systemId: number,
  discoveredAt: string,
): Promise<DiscoveredSchema | null | undefined> {
  const [row] = await db
    .select({ payload: systemSchemas.payload })
    .from(systemSchemas)
    .where(and(eq(systemSchemas.systemId, systemId), eq(systemSchemas.discoveredAt, discoveredAt)));
  return row ? decodeSchema(row.payload) : undefined;
}
