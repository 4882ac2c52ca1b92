import { z } from 'zod';
import { ID_RANGE, MAX_ID } from './common';

/**
 * Governed write-back (decisions §2, §4): a write to a connected system is
 * first a proposal with a preview (what, where, before → after); it runs only
 * when its owner confirms it, at most once, and every step is audited.
 */

export const WRITE_STATUSES = ['proposed', 'confirmed', 'cancelled', 'done', 'failed'] as const;
export type WriteStatus = (typeof WRITE_STATUSES)[number];

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const WriteChange = z.object({
  field: z.string(),
  /** null for a new record, or when the system does not say what it held. */
  before: Scalar,
  /** null for a deleted record (or a value being emptied). */
  after: Scalar,
});
export type WriteChange = z.infer<typeof WriteChange>;

export const WritePreview = z.object({
  action: z.enum(['create', 'update', 'delete', 'other']),
  /** The operation's own title, e.g. 'Update a record'. */
  title: z.string(),
  /** The connected system's name, as the user named it. */
  system: z.string(),
  entity: z.string().nullable(),
  /** Which record, in words: 'deals with id = 1 (Acme Renewal)'; null for a new record. */
  target: z.string().nullable(),
  changes: z.array(WriteChange),
});
export type WritePreview = z.infer<typeof WritePreview>;

export const WriteProposal = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  messageId: z.number().int().nullable(),
  systemId: z.number().int(),
  operationId: z.string(),
  preview: WritePreview,
  status: z.enum(WRITE_STATUSES),
  /** What the system reported once the write ran. */
  result: z.string().nullable(),
  /** Why it failed, in plain words. */
  error: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WriteProposal = z.infer<typeof WriteProposal>;

/** POST /api/writes: propose a write (needs effective write access; nothing runs until confirmed). */
export const ProposeWriteRequest = z.object({
  conversationId: z.number().int().positive().max(MAX_ID, ID_RANGE),
  systemId: z.number().int().positive().max(MAX_ID, ID_RANGE),
  operationId: z.string().trim().min(1, 'Name the operation to run').max(200),
  input: z.record(z.string(), z.unknown()),
});
export type ProposeWriteRequest = z.infer<typeof ProposeWriteRequest>;

/** The text the assistant puts in an answer where a proposal's card belongs. */
export const writeBlock = (id: number) => `[WRITE:${JSON.stringify({ id })}]`;
