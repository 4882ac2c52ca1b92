import type { MessagePort } from 'node:worker_threads';
import type { DocumentKind } from '../file-kind';
import type { ExtractedPassage, ExtractLimits, SheetField } from './types';

/** What passes between the server and an extraction worker (run-isolated.ts ↔ worker.ts). */

/** The task's input; the port carries the rest of the conversation. */
export interface ExtractionTask {
  kind: DocumentKind;
  bytes: Uint8Array;
  name: string;
  limits: ExtractLimits;
  port: MessagePort;
}

/** What an extraction found, without its rows and passages (those are pulled). */
export interface ExtractionOutline {
  metadata: Record<string, number>;
  sheets: Array<{ name: string; fields: SheetField[]; rowCount: number }>;
  passageCount: number;
}

/** The worker's first answer. */
export type ExtractionReply = { ok: true; outline: ExtractionOutline } | { ok: false; reason: string };
/** The server asking the worker for a slice: rows up to a count and a size of JSON, passages up to a count and characters. */
export type PullRequest =
  | { kind: 'rows'; sheet: number; start: number; maxRows: number; maxBytes: number }
  | { kind: 'passages'; start: number; maxCount: number; maxChars: number };
export type Pull = { id: number } & PullRequest;
export type PullAnswer = { id: number; json: string; count: number } | { id: number; items: ExtractedPassage[] };
