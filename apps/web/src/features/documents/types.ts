export type DocumentStatus = 'pending' | 'processing' | 'processed' | 'error';

export interface ConversationDocument {
  id: number;
  name: string;
  type: string;
  size: number;
  conversationId: number | null;
  status: DocumentStatus;
  metadata?: { lastModified?: number | string } | null;
}
