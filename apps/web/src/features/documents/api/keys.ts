/** The documents feature's query keys (TanStack Query matches a key by prefix: `documentKeys.all` is all of them). */
export const documentKeys = {
  all: ['documents'] as const,
  conversation: (conversationId: number) => [...documentKeys.all, 'conversation', conversationId] as const,
  one: (id: number) => [...documentKeys.all, 'one', id] as const,
};
