import { describe, expect, it } from 'vitest';
import type { QueryResult } from '../../connectors/query';
import { SoeLocal, type EngineSystem } from '../soe-local';
import { discovered, wideTables } from '../testing/wide-schema';
import { buildCatalog } from './build-catalog';
import { decodeKnowledge, encodeKnowledge, type KnowledgeStore, type StoredKnowledge } from './persist';
import { buildValueIndex } from '../values/value-index';

/** A store as the database keeps it: the encoded bytes per system, for one discovery. */
function memoryStore() {
  const rows = new Map<string, { discoveredAt: string; bytes: Buffer }>();
  const store: KnowledgeStore = {
    async load(id, discoveredAt) {
      const row = rows.get(String(id));
      return row && row.discoveredAt === discoveredAt ? decodeKnowledge(row.bytes) : null;
    },
    async save(id, discoveredAt, k: StoredKnowledge) {
      rows.set(String(id), { discoveredAt, bytes: await encodeKnowledge(k) });
    },
  };
  return { store, rows };
}

/** A source whose status column holds 'completed' and 'cancelled', counting the queries it is sent. */
function source(schema: EngineSystem['schema']) {
  const calls: string[] = [];
  const system: EngineSystem = {
    id: 7,
    name: 'Wide',
    schema,
    run: async (spec): Promise<QueryResult> => {
      calls.push(JSON.stringify(spec));
      const grouped = spec.groupBy?.length && spec.select.some((s) => s.alias === 'v');
      const rows = grouped
        ? spec.from.entity === 'public.orders' && JSON.stringify(spec.select[0].expr).includes('status')
          ? [
              { v: 'completed', n: 90 },
              { v: 'cancelled', n: 10 },
            ]
          : []
        : [Object.fromEntries(spec.select.map((s) => [s.alias, 42]))];
      return { columns: spec.select.map((s) => s.alias), rows, truncated: false, elapsedMs: 1 };
    },
  };
  return { system, calls };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('persisted knowledge', () => {
  it('reads back the catalog and the value index it stored', async () => {
    const schema = discovered(wideTables(300), { orders: 100, customers: 10 });
    const catalog = buildCatalog('Wide', schema);
    const values = await buildValueIndex(catalog, source(schema).system.run);
    expect(values.byText.get('cancelled')).toHaveLength(1);
    const back = await decodeKnowledge(await encodeKnowledge({ catalog, values }));
    expect(back).toEqual({ catalog, values });
    // The lists of time columns are the entity's own columns, as in a built catalog.
    const orders = back!.catalog.byName.get('public.orders')!;
    expect(orders.timeColumns[0]).toBe(orders.byName.get('order_date'));
  });

  it('lets a second instance answer from the stored knowledge without building it, and rebuilds on a new discovery', async () => {
    const { store, rows } = memoryStore();
    const schema = discovered(wideTables(300), { orders: 100, customers: 10 });
    const first = source(schema);
    await new SoeLocal({ store }).prepare(first.system);
    await until(() => rows.has('7'));
    expect(first.calls.length).toBeGreaterThan(1);

    // The second instance is given the same discovery with no tables at all: only the stored catalog can answer.
    const second = source({ ...schema, entities: [], relations: [] });
    const answer = await new SoeLocal({ store }).answer('How many cancelled orders are there?', [second.system]);
    expect(answer.text).toContain('Number of orders where');
    expect(answer.text).toContain('cancelled');
    // One query: the answer's. No value-index query was sent to the source.
    expect(second.calls).toHaveLength(1);

    // A new discovery is built again, and replaces the stored one.
    const later = source({ ...schema, discoveredAt: new Date(Date.parse(schema.discoveredAt) + 1000).toISOString() });
    await new SoeLocal({ store }).prepare(later.system);
    expect(later.calls.length).toBeGreaterThan(1);
    await until(() => rows.get('7')?.discoveredAt.startsWith(`${later.system.schema.discoveredAt}|`) === true);
  });

  it('rebuilds when the stored knowledge is of another version', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(await decodeKnowledge(gzipSync(JSON.stringify(['head', { version: 0 }])))).toBeNull();
  });
});
