import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { Pacer } from '../../lib/slices';
import type { RealtimePublisher } from '../realtime/hub';
import type { FairSlots } from '../work/fair-slots';
import { workSlots } from '../work/capacity';
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
  /**
   * 'atomic' (PostgreSQL): a document's rows and passages are written in one transaction, in large batches.
   * 'sliced' (the embedded database, which runs one statement at a time, in its own thread since ADR 049): small
   * statements of a few milliseconds each, so other users' statements wait at most that long between them, and
   * no transaction holding their queries; readers see the rows only once the document is marked processed.
   */
  writes?: 'atomic' | 'sliced';
  /** Who may read a file now (ADR 037); by default a share of this machine's cores, half of them per user at most. */
  slots?: FairSlots;
  /** An upload whose bytes are still not all stored after this long is given up (its writer died). */
  contentWaitMs?: number;
}

/** Statement sizes per write mode: the sliced ones keep each embedded statement to a few milliseconds. */
const BATCHES = {
  atomic: { rows: 5_000, rowBytes: Infinity, passages: 500, passageChars: Infinity },
  sliced: { rows: 5_000, rowBytes: 32 * 1024, passages: 50, passageChars: 4 * 1024 },
} as const;

/**
 * Processes uploaded documents after the upload has answered: pending →
 * processing → processed | error, each change stored and published. Several
 * instances may run: a document is claimed with a conditional UPDATE (one
 * winner), and a claim expires, so a document left in 'processing' by a
 * crash or restart is picked up again by the periodic sweep.
 *
 * Reading a file runs in a child process, once its owner may take one of the
 * instance's work slots (ADR 037); what stays here is storing, in slices.
 */
export class DocumentProcessor {
  private readonly queued = new Set<number>();
  /** Documents in hand (waiting for a slot or being processed), each with its own stop. */
  private readonly jobs = new Map<number, { stop: AbortController; done: Promise<void> }>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private readonly options: Required<Omit<ProcessorOptions, 'slots'>>;
  private readonly slots: FairSlots;

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
      writes: options.writes ?? 'atomic',
      contentWaitMs: options.contentWaitMs ?? 10 * 60_000,
    };
    this.slots = options.slots ?? workSlots();
  }

  /** Picks up unfinished documents now and every sweep interval. */
  start(): void {
    if (this.timer) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.timer.unref();
  }

  /**
   * Processes the document in the background, once a work slot is free for its owner: a user's tenth
   * upload waits behind their own first, not in front of anyone else's.
   */
  enqueue(documentId: number): void {
    if (this.abort.signal.aborted || this.queued.has(documentId)) return;
    this.queued.add(documentId);
    const stop = new AbortController();
    const signal = AbortSignal.any([this.abort.signal, stop.signal]);
    // After the current request has answered.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.process(documentId, signal))
      .catch((error) => {
        if (!signal.aborted) this.log.error({ err: error, documentId }, 'document processing failed');
      })
      .finally(() => {
        this.queued.delete(documentId);
        this.jobs.delete(documentId);
      });
    this.jobs.set(documentId, { stop, done });
  }

  /** Stops the document's processing (it was deleted): taken out of the queue, or its reader stopped. */
  cancel(documentId: number): void {
    this.jobs.get(documentId)?.stop.abort();
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

  /** Stops every document in hand (their readers too) and waits for them; unfinished ones are taken up after a restart. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.abort.abort();
    await Promise.all([...this.jobs.values()].map((job) => job.done));
  }

  private async process(id: number, signal: AbortSignal): Promise<void> {
    const [head] = await this.db
      .select({
        userId: schema.documents.userId,
        size: schema.documents.size,
        status: schema.documents.status,
        createdAt: schema.documents.createdAt,
      })
      .from(schema.documents)
      .where(eq(schema.documents.id, id));
    if (!head || (head.status !== 'pending' && head.status !== 'processing')) return;
    try {
      await this.slots.run(`user:${head.userId}`, () => this.processInSlot(id, head, signal), signal);
    } catch (error) {
      if ((error as Error).name !== 'WorkStopped') throw error;
    }
  }

  private async processInSlot(id: number, head: { size: number; createdAt: Date }, signal: AbortSignal) {
    // Bytes still being written (the embedded database stores them part by part, outside a transaction): later.
    const young = Date.now() - head.createdAt.getTime() < this.options.contentWaitMs;
    if (young && !(await contentStore.complete(this.db, id, head.size))) return;
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
    const bytes = await contentStore.load(this.db, id, claimed.size);
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
        signal,
      );
      await this.store(claimed, extraction, signal);
    } catch (error) {
      // Stopped (shutting down: the claim expires and a later start takes the document up; deleted: nothing to do).
      if (signal.aborted || isDeleted(error)) return;
      // Storing failed (the database, not the file): the claim runs out and the sweep tries again.
      if (extraction && !(error instanceof ExtractionError)) throw error;
      const reason = error instanceof ExtractionError ? error.message : 'The file could not be read.';
      if (!(error instanceof ExtractionError))
        this.log.error({ err: error, documentId: id }, 'document extraction failed');
      // Sliced writes have no transaction to roll back: what was stored before the failure goes now.
      await this.finish(claimed, { status: 'error', error: reason }, async (tx) => {
        if (this.options.writes === 'sliced') await this.forget(tx, claimed.id);
        return {};
      });
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
        // drizzle's rollback error is named 'DrizzleError': only its class tells it apart.
        if (error instanceof TransactionRollbackError) return null;
        // Deleted while it was being read: nothing to store.
        if (isDeleted(error)) return null;
        throw error;
      });
    if (row) publishStatus(this.publisher, row);
  }

  /** Removes a document's stored rows and passages. */
  private async forget(tx: Db, documentId: number): Promise<void> {
    await tx.delete(schema.documentPassages).where(eq(schema.documentPassages.documentId, documentId));
    await tx.delete(schema.documentRows).where(eq(schema.documentRows.documentId, documentId));
  }

  /** Stores what the extraction found, pulling it from the child a slice at a time (one slice in memory here). */
  private async store(claimed: DocumentRow, extraction: Extraction, signal: AbortSignal): Promise<void> {
    const { outline } = extraction;
    const batch = BATCHES[this.options.writes];
    const pacer = new Pacer();
    const write = async (tx: Db) => {
      // A retried document starts clean.
      await this.forget(tx, claimed.id);
      for (let start = 0; start < outline.passageCount;) {
        signal.throwIfAborted();
        const passages = await extraction.passageSlice(start, batch.passages, batch.passageChars);
        await tx.insert(schema.documentPassages).values(
          passages.map((p, i) => ({
            documentId: claimed.id,
            ordinal: start + i,
            page: p.page ?? null,
            text: p.text,
          })),
        );
        start += passages.length;
        await pacer.maybePause();
      }
      for (const [sheet, table] of outline.sheets.entries()) {
        for (let start = 0, chunk = 0; start < table.rowCount; chunk++) {
          signal.throwIfAborted();
          const slice = await extraction.rowSlice(sheet, start, batch.rows, batch.rowBytes);
          // The JSON text made in the child goes to the database as it is: nothing here parses or re-serialises it.
          await tx.execute(
            sql`insert into ${schema.documentRows} (document_id, sheet, chunk, rows) values (${claimed.id}, ${sheet}, ${chunk}, ${slice.json}::jsonb)`,
          );
          start += slice.count;
          await pacer.maybePause();
        }
      }
      return {
        tables: outline.sheets.length
          ? outline.sheets.map((s) => ({ name: s.name, fields: s.fields, rowCount: s.rowCount }))
          : null,
        metadata: { ...(claimed.metadata ?? {}), ...outline.metadata },
      };
    };
    if (this.options.writes === 'atomic') return this.finish(claimed, { status: 'processed' }, write);
    // Sliced: readers see a document's rows and passages only once it is processed (scopeCondition), so they
    // need no transaction around them; the outcome is written, as always, only while the claim holds.
    const extra = await write(this.db);
    await this.finish(claimed, { status: 'processed' }, async () => extra);
  }
}

/** A write that failed because the document was deleted meanwhile (its foreign key is gone). */
function isDeleted(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
}
