import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { Pacer } from '../../lib/slices';
import * as schema from '../../db/schema';
import type { CurrentUser } from '../auth/session-user';
import type { DocumentScope } from '../assistant/sources';
import { evaluateQuery, type SourceRow } from '../connectors/api/evaluate';
import type { DiscoveredSchema } from '../connectors/schema';
import type { EngineSystem } from '../engine';
import { scopeCondition } from './search';

type Rows = Map<string, SourceRow[]>;

/**
 * Spreadsheets and CSV files as systems SOE Local queries exactly: one entity
 * per sheet, and `run` evaluates the QuerySpec over the stored rows with the
 * connectors' in-memory evaluator (SQL semantics, exact decimal sums).
 */
export class DocumentTables {
  private readonly cache = new RowCache();

  constructor(
    private readonly db: Db,
    private readonly rowCap: number,
  ) {}

  async engineSystems(user: CurrentUser, scope: DocumentScope): Promise<EngineSystem[]> {
    const docs = await this.db
      .select({
        id: schema.documents.id,
        name: schema.documents.name,
        tables: schema.documents.tables,
        processedAt: schema.documents.processedAt,
      })
      .from(schema.documents)
      .where(and(scopeCondition(user.id, scope), isNotNull(schema.documents.tables)))
      .orderBy(asc(schema.documents.id))
      .limit(50);
    return docs.map((doc) => {
      const discoveredAt = (doc.processedAt ?? new Date(0)).toISOString();
      const tables = doc.tables ?? [];
      const schemaOf: DiscoveredSchema = {
        entities: tables.map((t) => ({
          name: t.name,
          table: t.name,
          label: t.name,
          fields: t.fields.map((f) => ({
            name: f.name,
            type: f.type,
            nativeType: f.type,
            nullable: true,
            isPrimaryKey: false,
          })),
          primaryKey: [],
          rowCount: t.rowCount,
        })),
        relations: [],
        discoveredAt,
      };
      const load = () => this.cache.get(`${doc.id}:${discoveredAt}`, () => this.loadRows(doc.id, tables));
      return {
        id: `document:${doc.id}`,
        name: doc.name,
        schema: schemaOf,
        run: async (spec) => {
          const rows = await load();
          return evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap: this.rowCap });
        },
      };
    });
  }

  /** Forgets a deleted document's rows. */
  drop(documentId: number): void {
    this.cache.dropPrefix(`${documentId}:`);
  }

  /**
   * Rows by entity, dates revived from their ISO text so time questions compare instants. Read a few
   * stored chunks per statement, with the event loop given away between them: on the embedded database
   * one statement for a million rows held every other request for seconds.
   */
  private async loadRows(documentId: number, tables: schema.DocumentTable[]): Promise<{ rows: Rows; cells: number }> {
    const rows: Rows = new Map(tables.map((t) => [t.name, []]));
    const pacer = new Pacer();
    let cells = 0;
    for (let after = { sheet: -1, chunk: -1 }; ;) {
      const chunks = await this.db
        .select({ sheet: schema.documentRows.sheet, chunk: schema.documentRows.chunk, rows: schema.documentRows.rows })
        .from(schema.documentRows)
        .where(
          and(
            eq(schema.documentRows.documentId, documentId),
            sql`(${schema.documentRows.sheet}, ${schema.documentRows.chunk}) > (${after.sheet}, ${after.chunk})`,
          ),
        )
        .orderBy(asc(schema.documentRows.sheet), asc(schema.documentRows.chunk))
        .limit(CHUNKS_PER_READ);
      for (const chunk of chunks) {
        const table = tables[chunk.sheet];
        if (!table) continue;
        const out = rows.get(table.name)!;
        const revive = table.fields.map((f) => f.type === 'date' || f.type === 'timestamp');
        for (const values of chunk.rows) {
          const row: SourceRow = {};
          table.fields.forEach((f, i) => {
            const v = values[i] ?? null;
            row[f.name] = revive[i] && typeof v === 'string' ? new Date(f.type === 'date' ? `${v}T00:00:00Z` : v) : v;
          });
          out.push(row);
        }
        cells += chunk.rows.length * table.fields.length;
        await pacer.maybePause();
      }
      if (chunks.length < CHUNKS_PER_READ) break;
      after = chunks.at(-1)!;
    }
    return { rows, cells };
  }
}

/** Stored chunks read per statement (a chunk is at most 5,000 rows; on the embedded database about 32 KB). */
const CHUNKS_PER_READ = 4;

type Loaded = { rows: Rows; cells: number };

/**
 * Loaded tables per document version (lru-cache, ADR 023): the least recently used go past a
 * cell budget, and a table nobody asked about for `idleMs` is dropped. A table larger than the
 * whole budget is not kept (it is read again when asked for). Concurrent askers share one load;
 * a failed load is not kept.
 */
export class RowCache {
  private readonly entries: LRUCache<string, Loaded, () => Promise<Loaded>>;

  constructor(maxCells = 6_000_000, idleMs = 30 * 60_000) {
    this.entries = new LRUCache<string, Loaded, () => Promise<Loaded>>({
      maxSize: maxCells,
      sizeCalculation: (value) => Math.max(1, value.cells),
      ttl: idleMs,
      updateAgeOnGet: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<Loaded>): Promise<Rows> {
    const loaded = await this.entries.fetch(key, { context: load });
    return loaded!.rows;
  }

  dropPrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Cells held (for tests). */
  get cells(): number {
    return this.entries.calculatedSize;
  }
}
