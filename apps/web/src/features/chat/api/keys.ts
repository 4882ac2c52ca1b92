/**
 * The chat's query keys, from the widest to the narrowest (TanStack Query matches a key by prefix):
 * invalidating `chatKeys.all` refetches everything the chat shows, `chatKeys.conversation(id)` a
 * conversation with its messages.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversation: (id: number) => [...chatKeys.all, 'conversation', id] as const,
  messages: (conversationId: number) => [...chatKeys.conversation(conversationId), 'messages'] as const,
  searches: () => [...chatKeys.all, 'search'] as const,
  search: (query: string) => [...chatKeys.searches(), query] as const,
  write: (id: number) => [...chatKeys.all, 'write', id] as const,
  readingOptions: (messageId: number) => [...chatKeys.all, 'reading', messageId] as const,
};
