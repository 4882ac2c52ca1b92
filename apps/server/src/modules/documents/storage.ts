import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * Where uploaded bytes live: the database (ADR 011), under the document's
 * server id, so every instance reads them and a delete removes them with the
 * document. Nothing else touches the bytes, so another store (S3-compatible)
 * would replace only this file.
 */
export const contentStore = {
  async save(tx: Pick<Db, 'insert'>, documentId: number, bytes: Uint8Array): Promise<void> {
    await tx.insert(schema.documentContents).values({ documentId, bytes: asBuffer(bytes) });
  },

  async load(db: Db, documentId: number): Promise<Buffer | null> {
    const [row] = await db
      .select({ bytes: schema.documentContents.bytes })
      .from(schema.documentContents)
      .where(eq(schema.documentContents.documentId, documentId))
      .limit(1);
    return row ? asBuffer(row.bytes) : null;
  },
};

/** pg returns bytea as a Buffer, PGlite as a Uint8Array; callers get a Buffer without a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
