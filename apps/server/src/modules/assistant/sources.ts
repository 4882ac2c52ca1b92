import type { CurrentUser } from '../auth/session-user';
import type { EngineSystem } from '../engine';

/** Which documents a question may use: those attached to the message, else the conversation's. */
export type DocumentScope =
  | {
      conversationId: number;
      /** Documents attached to the message; when given, only these are used (none for an empty list). */
      documentIds?: number[];
    }
  /** Every processed document of the user, in any conversation (the sources links can join). */
  | { all: true };

export interface DocumentPassage {
  documentId: number;
  /** The document's (sanitised) file name, as cited: 'Sources: report.pdf, page 3'. */
  name: string;
  /** 1-based page (PDF) or sheet/section number where the passage is, when the format has one. */
  page?: number;
  /** The matching passage, plain text. */
  text: string;
  rank: number;
}

/**
 * What the assistant needs from uploaded documents (implemented by the
 * documents module): spreadsheets and CSV files as tabular sources SOE Local
 * queries exactly, and full-text search over extracted text for citations.
 * Everything is scoped to the user's own processed documents.
 */
export interface DocumentSource {
  engineSystems(user: CurrentUser, scope: DocumentScope, signal?: AbortSignal): Promise<EngineSystem[]>;
  /** `textOnly`: passages of documents that are not spreadsheets (their rows are read as tables instead). */
  search(
    user: CurrentUser,
    query: string,
    scope: DocumentScope,
    limit?: number,
    options?: { textOnly?: boolean },
  ): Promise<DocumentPassage[]>;
}
