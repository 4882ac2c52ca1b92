import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { engineKnowledge } from '../../db/schema';
import { decodeKnowledge, encodeKnowledge, type KnowledgeStore, type StoredKnowledge } from '../engine/catalog/persist';

/**
 * SOE Local's built knowledge of connected systems, kept in SOE's own database so every instance
 * (and every restart) reads it instead of building it again: one row per system, for its latest
 * discovery. Other sources (documents, keyed by strings) are not kept.
 */
export class DbKnowledgeStore implements KnowledgeStore {
  constructor(private readonly db: Db) {}

  async load(systemId: number | string, discoveredAt: string): Promise<StoredKnowledge | null> {
    if (typeof systemId !== 'number') return null;
    const rows = await this.db
      .select({ payload: engineKnowledge.payload })
      .from(engineKnowledge)
      .where(and(eq(engineKnowledge.systemId, systemId), eq(engineKnowledge.discoveredAt, discoveredAt)));
    return rows[0] ? decodeKnowledge(rows[0].payload) : null;
  }

  async save(systemId: number | string, discoveredAt: string, knowledge: StoredKnowledge): Promise<void> {
    if (typeof systemId !== 'number') return;
    const payload = await encodeKnowledge(knowledge);
    // A system removed meanwhile has no row to keep knowledge for: the insert selects nothing.
    await this.db.execute(sql`
      insert into ${engineKnowledge} (system_id, discovered_at, payload)
      select ${systemId}, ${discoveredAt}, ${payload} where exists (select 1 from systems where id = ${systemId})
      on conflict (system_id) do update set discovered_at = excluded.discovered_at, payload = excluded.payload, updated_at = now()`);
  }
}
