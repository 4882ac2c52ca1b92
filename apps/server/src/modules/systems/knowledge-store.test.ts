import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { buildCatalog } from '../engine/catalog/build-catalog';
import { discovered, wideTables } from '../engine/testing/wide-schema';
import type { ValueIndex } from '../engine/values/value-index';
import { DbKnowledgeStore } from './knowledge-store';

describe('DbKnowledgeStore', () => {
  let database: Database;
  let systemId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [owner] = await database.db
      .insert(schema.user)
      .values({ name: 'Owner', email: 'owner@example.com' })
      .returning({ id: schema.user.id });
    const [system] = await database.db
      .insert(schema.systems)
      .values({
        userId: owner.id,
        name: 'Wide',
        type: 'erp',
        connector: 'postgres',
        connectionSealed: 'sealed',
        connectionDisplay: {},
      })
      .returning({ id: schema.systems.id });
    systemId = system.id;
  }, 60_000);
  afterAll(async () => database?.close());

  it('keeps one discovery per system, returns it only for that discovery, and forgets it with the system', async () => {
    const store = new DbKnowledgeStore(database.db);
    const catalog = buildCatalog('Wide', discovered(wideTables(50)));
    const values: ValueIndex = {
      byText: new Map([['cancelled', [{ entity: 'public.orders', columns: ['status'], value: 'cancelled', rows: 3 }]]]),
      byWordCount: new Map([[1, ['cancelled']]]),
      stats: new Map([['public.orders|status', { distinct: 1, complete: true }]]),
      maxWords: 1,
    };
    expect(await store.load(systemId, 'a')).toBeNull();
    await store.save(systemId, 'a', { catalog, values });
    expect(await store.load(systemId, 'a')).toEqual({ catalog, values });
    expect(await store.load(systemId, 'b')).toBeNull();

    // A new discovery replaces the old one.
    await store.save(systemId, 'b', { catalog, values: null });
    expect(await store.load(systemId, 'a')).toBeNull();
    expect((await store.load(systemId, 'b'))?.values).toBeNull();

    // Sources that are not connected systems, and systems that no longer exist, are not kept.
    await store.save('document:1', 'a', { catalog, values });
    expect(await store.load('document:1', 'a')).toBeNull();
    await store.save(systemId + 1000, 'a', { catalog, values });
    expect(await store.load(systemId + 1000, 'a')).toBeNull();

    await database.db.delete(schema.systems).where(eq(schema.systems.id, systemId));
    expect(await database.db.select().from(schema.engineKnowledge)).toHaveLength(0);
  });
});
