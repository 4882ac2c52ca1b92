import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { RealtimePublisher } from '../realtime/hub';
// From ./extract/types, not ./extract: the parsers (exceljs, mammoth, unpdf) load only in the extraction child.
import { DEFAULT_LIMITS, ExtractionError, type ExtractLimits } from './extract/types';
import { DEFAULT_ISOLATION, startExtraction, type Extraction, type IsolationLimits } from './extract/run-isolated';
import type { DocumentKind } from './file-kind';
import { publishStatus, type DocumentRow } from './status';
import { contentStore } from './storage';

export interface ProcessorOptions {
  isolation?: IsolationLimits;
  extract?: ExtractLimits;
  /** How long a claim on a document holds; past it another instance (or this one, after a restart) takes it over. */
  leaseMs?: number;
  /** How often unfinished documents are looked for. */
  sweepMs?: number;
  /** A pending document nobody claimed for this long is taken by the sweep. */
  orphanAfterMs?: number;
  maxAttempts?: number;
}

const ROW_CHUNK = 5_000;
const PASSAGE_BATCH = 500;

/**
 * Processes uploaded documents after the upload has answered: pending →
 * processing → processed | error, each change stored and published. Several
 * instances may run: a document is claimed with a conditional UPDATE (one
 * winner), and a claim expires, so a document left in 'processing' by a
 * crash or restart is picked up again by the periodic sweep.
 */
export class DocumentProcessor {
  private readonly queue: number[] = [];
  private readonly queued = new Set<number>();
  private running = false;
  private current: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private readonly options: Required<ProcessorOptions>;

  constructor(
    private readonly db: Db,
    private readonly publisher: RealtimePublisher | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    options: ProcessorOptions = {},
  ) {
    this.options = {
      isolation: options.isolation ?? DEFAULT_ISOLATION,
      extract: options.extract ?? DEFAULT_LIMITS,
      leaseMs: options.leaseMs ?? 3 * 60_000,
      sweepMs: options.sweepMs ?? 30_000,
      orphanAfterMs: options.orphanAfterMs ?? 15_000,
      maxAttempts: options.maxAttempts ?? 3,
    };
  }

  /** Picks up unfinished documents now and every sweep interval. */
  start(): void {
    if (this.timer) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.timer.unref();
  }

  enqueue(documentId: number): void {
    if (this.abort.signal.aborted || this.queued.has(documentId)) return;
    this.queued.add(documentId);
    this.queue.push(documentId);
    // After the current request has answered.
    setImmediate(() => void this.drain());
  }

  /** Documents waiting and not claimed, and claims that ran out. */
  async sweep(): Promise<void> {
    if (this.abort.signal.aborted) return;
    try {
      const rows = await this.db
        .select({ id: schema.documents.id })
        .from(schema.documents)
        .where(
          sql`(${schema.documents.status} = 'pending' and ${schema.documents.createdAt} < now() - make_interval(secs => ${this.options.orphanAfterMs / 1000}))
           or (${schema.documents.status} = 'processing' and ${schema.documents.processingStartedAt} < now() - make_interval(secs => ${this.options.leaseMs / 1000}))`,
        )
        .orderBy(schema.documents.id)
        .limit(20);
      for (const row of rows) this.enqueue(row.id);
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'document sweep failed');
    }
  }

  /** Waits for the document being processed (its reader is stopped); unfinished ones are taken up after a restart. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.abort.abort();
    this.queue.length = 0;
    await this.current?.catch(() => {});
  }

  /** One document at a time per instance: parsing is CPU work, requests come first. */
  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length && !this.abort.signal.aborted) {
        const id = this.queue.shift()!;
        this.current = this.process(id).catch((error) =>
          this.log.error({ err: error, documentId: id }, 'document processing failed'),
        );
        await this.current;
        this.queued.delete(id);
      }
    } finally {
      this.current = null;
      this.running = false;
    }
  }

  private async process(id: number): Promise<void> {
    const claimed = await this.claim(id);
    if (!claimed) return;
    if (claimed.attempts > this.options.maxAttempts) {
      await this.finish(claimed, {
        status: 'error',
        error: `Processing did not finish after ${this.options.maxAttempts} attempts.`,
      });
      return;
    }
    publishStatus(this.publisher, claimed);
    const bytes = await contentStore.load(this.db, id);
    if (!bytes || !claimed.kind) {
      await this.finish(claimed, {
        status: 'error',
        error: bytes ? 'Unsupported file type.' : 'The file content is missing.',
      });
      return;
    }
    let extraction: Extraction | undefined;
    try {
      extraction = await startExtraction(
        claimed.kind as DocumentKind,
        bytes,
        claimed.name,
        this.options.isolation,
        this.options.extract,
        this.abort.signal,
      );
      await this.store(claimed, extraction);
    } catch (error) {
      // Shutting down: leave the claim to expire; another start takes the document up again.
      if (this.abort.signal.aborted) return;
      // Storing failed (the database, not the file): the claim runs out and the sweep tries again.
      if (extraction && !(error instanceof ExtractionError)) throw error;
      const reason = error instanceof ExtractionError ? error.message : 'The file could not be read.';
      if (!(error instanceof ExtractionError))
        this.log.error({ err: error, documentId: id }, 'document extraction failed');
      await this.finish(claimed, { status: 'error', error: reason });
    } finally {
      extraction?.close();
    }
  }

  /** Takes the document if it waits, or if another claim has run out; null when someone else has it (or it is gone). */
  private async claim(id: number): Promise<DocumentRow | null> {
    const [row] = await this.db
      .update(schema.documents)
      .set({
        status: 'processing',
        processingStartedAt: sql`now()`,
        attempts: sql`${schema.documents.attempts} + 1`,
        updatedAt: sql`now()`,
        error: null,
      })
      .where(
        and(
          eq(schema.documents.id, id),
          sql`(${schema.documents.status} = 'pending' or (${schema.documents.status} = 'processing' and ${schema.documents.processingStartedAt} < now() - make_interval(secs => ${this.options.leaseMs / 1000})))`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Writes the outcome only while this claim still holds (same attempt, still processing). */
  private async finish(
    claimed: DocumentRow,
    outcome: { status: 'processed' | 'error'; error?: string },
    write?: (tx: Db) => Promise<Partial<DocumentRow>>,
  ): Promise<void> {
    const row = await this.db
      .transaction(async (tx) => {
        const extra = write ? await write(tx as unknown as Db) : {};
        const [updated] = await tx
          .update(schema.documents)
          .set({
            ...extra,
            status: outcome.status,
            error: outcome.error ?? null,
            processedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(schema.documents.id, claimed.id),
              eq(schema.documents.status, 'processing'),
              eq(schema.documents.attempts, claimed.attempts),
            ),
          )
          .returning();
        // Lost the claim: undo the passages and rows written above.
        if (!updated) tx.rollback();
        return updated!;
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'TransactionRollbackError') return null;
        // Deleted while it was being read: nothing to store.
        const code =
          (error as { code?: string; cause?: { code?: string } })?.code ??
          (error as { cause?: { code?: string } })?.cause?.code;
        if (code === '23503') return null;
        throw error;
      });
    if (row) publishStatus(this.publisher, row);
  }

  /** Stores what the extraction found, pulling it from the reader a chunk at a time (one chunk in memory here). */
  private async store(claimed: DocumentRow, extraction: Extraction): Promise<void> {
    const { outline } = extraction;
    await this.finish(claimed, { status: 'processed' }, async (tx) => {
      // A retried document starts clean.
      await tx.delete(schema.documentPassages).where(eq(schema.documentPassages.documentId, claimed.id));
      await tx.delete(schema.documentRows).where(eq(schema.documentRows.documentId, claimed.id));
      for (let start = 0; start < outline.passageCount; start += PASSAGE_BATCH) {
        const batch = await extraction.passages(start, PASSAGE_BATCH);
        await tx
          .insert(schema.documentPassages)
          .values(
            batch.map((p, i) => ({ documentId: claimed.id, ordinal: start + i, page: p.page ?? null, text: p.text })),
          );
      }
      for (const [sheet, table] of outline.sheets.entries()) {
        for (let start = 0, chunk = 0; start < table.rowCount; start += ROW_CHUNK, chunk++) {
          await tx
            .insert(schema.documentRows)
            .values({ documentId: claimed.id, sheet, chunk, rows: await extraction.rows(sheet, start, ROW_CHUNK) });
        }
      }
      return {
        tables: outline.sheets.length
          ? outline.sheets.map((s) => ({ name: s.name, fields: s.fields, rowCount: s.rowCount }))
          : null,
        metadata: { ...(claimed.metadata ?? {}), ...outline.metadata },
      };
    });
  }
}
