import { and, desc, eq } from 'drizzle-orm';
import type { DocumentResponse } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import type { RealtimePublisher } from '../realtime/hub';
import { OPAQUE_TYPE, SERVED_TYPE, sniffDocument, type DocumentKind } from './file-kind';
import { sanitizeFileName } from './names';
import { publishStatus, toDocument, type DocumentRow } from './status';
import { contentStore } from './storage';
import { ownedBy, ownedRow } from '../access';

const LIST_LIMIT = 500;

export interface NewDocument {
  /** The name as the browser sent it; cleaned here. */
  name: string;
  bytes: Uint8Array;
  conversationId?: number | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * The user's documents: upload, list, download, delete. Every id is checked
 * against the caller (another user's document is a 404, like a missing one).
 * Processing happens after the upload answers, in DocumentProcessor.
 */
export class DocumentsService {
  /** Called after a document is deleted (caches of its tables). */
  readonly onDeleted: Array<(documentId: number) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly publisher: RealtimePublisher | undefined,
    /** Starts processing a stored document (after the response). */
    private readonly enqueue: (documentId: number) => void,
    /** Whether an upload's row and bytes are written in one transaction (PostgreSQL; not the embedded database). */
    private readonly oneTransaction = true,
  ) {}

  async create(user: CurrentUser, input: NewDocument): Promise<DocumentResponse> {
    if (input.conversationId) await this.ownConversation(user, input.conversationId);
    const name = sanitizeFileName(input.name);
    const sniffed = await sniffDocument(input.bytes, name);
    const write = async (tx: Db, undo: boolean) => {
      const [inserted] = await tx
        .insert(schema.documents)
        .values({
          userId: user.id,
          conversationId: input.conversationId ?? null,
          name,
          type: sniffed.type,
          kind: sniffed.kind,
          size: input.bytes.byteLength,
          // An unsupported file is refused at once, with the reason; the bytes are kept for download.
          status: sniffed.kind ? 'pending' : 'error',
          error: sniffed.kind ? null : sniffed.reason,
          metadata: input.metadata ?? null,
        })
        .returning();
      try {
        await contentStore.save(tx, inserted!.id, input.bytes);
      } catch (error) {
        // Outside a transaction a failed upload is taken back by hand (its parts go with the row).
        if (undo)
          await tx
            .delete(schema.documents)
            .where(eq(schema.documents.id, inserted!.id))
            .catch(() => {});
        throw error;
      }
      return inserted!;
    };
    // The embedded database runs one statement at a time: a transaction around the parts would hold every other
    // user's queries until the last part. There the row comes first; the processor waits until every part is in.
    const row = this.oneTransaction
      ? await this.db.transaction((tx) => write(tx as unknown as Db, false))
      : await write(this.db, true);
    publishStatus(this.publisher, row);
    if (row.status === 'pending') this.enqueue(row.id);
    return toDocument(row);
  }

  /** The spec's JSON upload without content: nothing to read, so it is stored as an error saying so. */
  async createWithoutContent(
    user: CurrentUser,
    input: { name: string; size: number; conversationId?: number | null; metadata?: Record<string, unknown> | null },
  ): Promise<DocumentResponse> {
    if (input.conversationId) await this.ownConversation(user, input.conversationId);
    const [row] = await this.db
      .insert(schema.documents)
      .values({
        userId: user.id,
        conversationId: input.conversationId ?? null,
        name: sanitizeFileName(input.name),
        type: OPAQUE_TYPE,
        size: input.size,
        status: 'error',
        error: 'The file was sent without its content. Upload the file itself.',
        metadata: input.metadata ?? null,
      })
      .returning();
    publishStatus(this.publisher, row!);
    return toDocument(row!);
  }

  async list(user: CurrentUser): Promise<DocumentResponse[]> {
    const rows = await this.db
      .select()
      .from(schema.documents)
      .where(ownedBy(schema.documents.userId, user))
      .orderBy(desc(schema.documents.createdAt), desc(schema.documents.id))
      .limit(LIST_LIMIT);
    return rows.map(toDocument);
  }

  async listForConversation(user: CurrentUser, conversationId: number): Promise<DocumentResponse[]> {
    await this.ownConversation(user, conversationId);
    const rows = await this.db
      .select()
      .from(schema.documents)
      .where(and(ownedBy(schema.documents.userId, user), eq(schema.documents.conversationId, conversationId)))
      .orderBy(desc(schema.documents.createdAt), desc(schema.documents.id))
      .limit(LIST_LIMIT);
    return rows.map(toDocument);
  }

  async get(user: CurrentUser, id: number): Promise<DocumentResponse> {
    return toDocument(await this.own(user, id));
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    await this.own(user, id);
    // Passages, rows and bytes go with it (ON DELETE CASCADE).
    await this.db.delete(schema.documents).where(ownedRow(schema.documents, id, user));
    for (const listener of this.onDeleted) listener(id);
  }

  /** The bytes and how to serve them: one of the fixed types, never what the upload claimed. */
  async content(user: CurrentUser, id: number): Promise<{ name: string; type: string; bytes: Buffer }> {
    const row = await this.own(user, id);
    const bytes = await contentStore.load(this.db, id, row.size);
    if (!bytes) throw notFound('Document');
    const kind = row.kind as DocumentKind | null;
    return { name: row.name, type: kind ? SERVED_TYPE[kind] : OPAQUE_TYPE, bytes };
  }

  private async own(user: CurrentUser, id: number): Promise<DocumentRow> {
    const [row] = await this.db
      .select()
      .from(schema.documents)
      .where(ownedRow(schema.documents, id, user))
      .limit(1);
    if (!row) throw notFound('Document');
    return row;
  }

  private async ownConversation(user: CurrentUser, conversationId: number): Promise<void> {
    const [row] = await this.db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(ownedRow(schema.conversations, conversationId, user))
      .limit(1);
    if (!row) throw notFound('Conversation');
  }
}
