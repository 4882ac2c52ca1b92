import { z } from 'zod';
import { ID_RANGE, MAX_ID } from './common';

export const DOCUMENT_STATUSES = ['pending', 'processing', 'processed', 'error'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A document as the API returns it (spec §3 Document). */
export const DocumentResponse = z.object({
  id: z.number().int(),
  /** The sanitised file name (no path parts, no control characters). */
  name: z.string(),
  /** The type sniffed from the content, which downloads are served as. */
  type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Where the bytes are downloaded from (always as an attachment). */
  path: z.string(),
  conversationId: z.number().int().nullable(),
  /** The spec's field; null: the text is searched on the server, the file downloaded from `path`. */
  content: z.null(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why processing failed, when status is error. */
  error: z.string().nullable(),
  /** lastModified as the browser reported it; pages, sheets, rows found when processed. */
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type DocumentResponse = z.infer<typeof DocumentResponse>;

export const DocumentMetadataInput = z
  .object({ lastModified: z.union([z.number(), z.string().max(64)]).optional() })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 metadata fields');

/**
 * The spec's JSON upload (File payload, §5): name, type and size describe the file,
 * `content` carries it — plain text, or a `data:…;base64,` URL for binary files.
 */
export const CreateDocumentRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(1000, 'The name is too long'),
  type: z.string().trim().min(1, 'Type is required').max(200, 'The type is too long'),
  size: z.number().int().positive('Size must be positive'),
  path: z.string().max(2000).optional(),
  content: z.string().nullable().optional(),
  metadata: DocumentMetadataInput.nullable().optional(),
  conversationId: z.number().int().positive().max(MAX_ID, ID_RANGE).nullable().optional(),
});
export type CreateDocumentRequest = z.infer<typeof CreateDocumentRequest>;

/** Multipart upload fields besides the file itself. */
export const UploadDocumentQuery = z.object({
  conversationId: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE).optional(),
});
