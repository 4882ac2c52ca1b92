import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { Pacer } from '../../lib/slices';

/**
 * Bytes per stored part. The embedded database runs one statement at a time (on its own thread, ADR 049) and
 * codes bytea at about 130 ms per MB: a part costs a few milliseconds, and other users' statements run between parts.
 */
export const PART_BYTES = 64 * 1024;
/** Parts read per statement when loading. */
const PARTS_PER_READ = 2;

/**
 * Where uploaded bytes live: the database (ADR 011), under the document's
 * server id, so every instance reads them and a delete removes them with the
 * document. Nothing else touches the bytes, so another store (S3-compatible)
 * would replace only this file.
 */
export const contentStore = {
  /** Writes the bytes a part per statement, giving the event loop away between parts. */
  async save(tx: Pick<Db, 'insert'>, documentId: number, bytes: Uint8Array): Promise<void> {
    const pacer = new Pacer();
    const whole = asBuffer(bytes);
    for (let part = 0, at = 0; at < whole.length || part === 0; part++, at += PART_BYTES) {
      await tx.insert(schema.documentContents).values({ documentId, part, bytes: whole.subarray(at, at + PART_BYTES) });
      await pacer.maybePause();
    }
  },

  /** The bytes, or null when they are missing or not all written yet (`size` says how many to expect). */
  async load(db: Db, documentId: number, size?: number): Promise<Buffer | null> {
    const pacer = new Pacer();
    const parts: Buffer[] = [];
    for (;;) {
      const rows = await db
        .select({ bytes: schema.documentContents.bytes })
        .from(schema.documentContents)
        .where(and(eq(schema.documentContents.documentId, documentId), gte(schema.documentContents.part, parts.length)))
        .orderBy(asc(schema.documentContents.part))
        .limit(PARTS_PER_READ);
      for (const row of rows) parts.push(asBuffer(row.bytes));
      if (rows.length < PARTS_PER_READ) break;
      await pacer.maybePause();
    }
    if (!parts.length) return null;
    const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    return size === undefined || bytes.length === size ? bytes : null;
  },

  /** Whether every part of a `size`-byte upload is stored (a count on the key, no bytes read). */
  async complete(db: Db, documentId: number, size: number): Promise<boolean> {
    const [row] = await db
      .select({ parts: count() })
      .from(schema.documentContents)
      .where(eq(schema.documentContents.documentId, documentId));
    return (row?.parts ?? 0) >= Math.max(1, Math.ceil(size / PART_BYTES));
  },
};

/** pg returns bytea as a Buffer, PGlite as a Uint8Array; callers get a Buffer without a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
