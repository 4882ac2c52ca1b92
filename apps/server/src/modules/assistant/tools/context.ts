import type { AskMode, StructuredQuery } from '@soe/shared';
import type { CurrentUser } from '../../auth/session-user';
import type { EngineSystem, SoeLocal } from '../../engine';
import type { SystemsService } from '../../systems/service';
import type { ResultStore } from '../results';
import type { DocumentSource } from '../sources';

/** The combined systems of linked sources in scope (modules/cross), locked when the user's plan lacks them. */
export interface CrossSystems {
  withCrossSystems(user: CurrentUser, systems: EngineSystem[], signal?: AbortSignal): Promise<EngineSystem[]>;
}

/** Proposes a write for the user to confirm (the writes module); nothing is written here. */
export interface WriteProposer {
  propose(
    user: CurrentUser,
    input: { conversationId: number; systemId: number; operationId: string; input: Record<string, unknown> },
  ): Promise<{ id: number }>;
}

/** A statement a tool ran for the answer, as the chat shows it under the answer ("Query"); see answerQuerySchema. */
export interface AnswerQuery {
  systemId?: number;
  systemName: string;
  language: 'sql' | 'odata' | 'soql' | 'http';
  text: string;
  structured?: unknown;
  editable?: boolean;
}

/** A verified question with the structured query its reading runs, shown to the model as a worked example. */
export interface WorkedExample {
  systemId: number;
  question: string;
  query: StructuredQuery;
}

/** What every tool of one answer works with; built per question, scoped to the asking user. */
export interface ToolContext {
  user: CurrentUser;
  conversationId: number;
  systemIds?: number[];
  documentIds?: number[];
  mode: AskMode;
  /** Effective write access (decisions §2): write tools exist only when true. */
  canWrite: boolean;
  now: Date;
  signal: AbortSignal;
  systems: SystemsService;
  engine: SoeLocal;
  documents?: DocumentSource;
  /** Linked pairs of the user's systems, combined for questions that need both (modules/cross). */
  cross?: CrossSystems;
  writes?: WriteProposer;
  /** Verified questions closest to the question on these systems (modules/verified), as worked examples. */
  examples?: (question: string, systems: EngineSystem[], now: Date) => Promise<WorkedExample[]>;
  results: ResultStore;
  /** Names of the systems and documents the tools used: the answer's systemSources. */
  touched: Set<string>;
  /** Write proposals made in this answer; each becomes a [WRITE:…] card. */
  proposals: number[];
  /** The statements the tools ran for this answer, in order: stored with it and shown under it. */
  queries: AnswerQuery[];
}

/** A tool's failure as the model sees it: a short reason, never a stack or secret. */
export function toolError(error: unknown): { error: string } {
  return { error: error instanceof Error ? error.message : 'The tool failed' };
}
