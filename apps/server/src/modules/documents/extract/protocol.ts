import type { DocumentKind } from '../file-kind';
import type { ExtractedPassage, ExtractLimits, SheetField } from './types';

/** What passes between the server and an extraction child process (run-isolated.ts ↔ child.ts). */

/** The child's first message: the file and how far it may go. */
export interface ExtractionInput {
  kind: DocumentKind;
  bytes: Uint8Array;
  name: string;
  limits: ExtractLimits;
}

/** What an extraction found, without its rows and passages (those are pulled). */
export interface ExtractionOutline {
  metadata: Record<string, number>;
  sheets: Array<{ name: string; fields: SheetField[]; rowCount: number }>;
  passageCount: number;
}

/** The child's first answer. */
export type ExtractionReply = { ok: true; outline: ExtractionOutline } | { ok: false; reason: string };
/** The server asking the child for a slice: rows up to a count and a size of JSON, passages up to a count and characters. */
export type PullRequest =
  | { kind: 'rows'; sheet: number; start: number; maxRows: number; maxBytes: number }
  | { kind: 'passages'; start: number; maxCount: number; maxChars: number };
export type Pull = { id: number } & PullRequest;
export type PullAnswer = { id: number; json: string; count: number } | { id: number; items: ExtractedPassage[] };
