import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { discovered, wideTables } from '../engine/testing/wide-schema';
import type { DiscoveredSchema } from '../connectors/schema';
import { decodeSchema, encodeSchema, schemaStub } from './schema-store';
import { TIMING } from '../../../test/timing';

describe('the stored form of a discovered schema', () => {
  it('reads back the schema it wrote, operations and descriptions included', async () => {
    const wide = discovered(wideTables(3_000), { orders: 500 });
    const schema: DiscoveredSchema = {
      ...wide,
      entities: wide.entities.map((e, i) => (i % 7 ? e : { ...e, description: `Table ${e.name}, "quoted"\n` })),
      operations: [
        { id: 'create_order', kind: 'write', title: 'Create order', description: '', inputSchema: { type: 'object' } },
      ],
    };
    const decoded = await decodeSchema(await encodeSchema(schema));
    expect(decoded).toEqual(schema);
    expect(schemaStub(schema)).toEqual({ discoveredAt: schema.discoveredAt });
  });

  it(
    'reads a 10,000-table schema without holding the event loop for the whole read',
    { ...TIMING, timeout: 60_000 },
    async () => {
      const schema = discovered(wideTables(10_000));
      const bytes = await encodeSchema(schema);
      let last = performance.now();
      let gapMs = 0;
      let turns = 0;
      const timer = setInterval(() => {
        turns++;
        gapMs = Math.max(gapMs, performance.now() - last);
        last = performance.now();
      }, 1);
      const t0 = performance.now();
      const decoded = await decodeSchema(bytes);
      const ms = performance.now() - t0;
      clearInterval(timer);
      expect(decoded?.entities).toHaveLength(10_000);
      // Read in one go, the timer would wait for the whole read; on a busy machine the OS alone can hold it a while.
      expect(turns).toBeGreaterThan(5);
      expect(gapMs).toBeLessThan(ms / 2);
    },
  );

  it('does not read a payload of another version', async () => {
    const other = gzipSync(Buffer.from(JSON.stringify(['head', { version: 99, discoveredAt: 'x' }])));
    expect(await decodeSchema(other)).toBeNull();
  });
});
