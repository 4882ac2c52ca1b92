import type { DocumentResponse, DocumentStatus } from '@soe/shared';

export type { DocumentStatus };
export type ConversationDocument = DocumentResponse;
