import { useSyncExternalStore } from 'react';

/** A question asked from the home view, shown in its conversation until the server's copy arrives. */
export interface PendingExchange {
  prompt: string;
  askedAt: string;
  status: 'asking' | 'answered' | 'failed';
  response?: string;
  systemSources?: string[];
  error?: string;
}

const exchanges = new Map<number, PendingExchange>();
const listeners = new Set<() => void>();

export function setPendingExchange(conversationId: number, exchange: PendingExchange | undefined): void {
  if (exchange) exchanges.set(conversationId, exchange);
  else exchanges.delete(conversationId);
  listeners.forEach((listener) => listener());
}

export function usePendingExchange(conversationId: number | undefined): PendingExchange | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (conversationId === undefined ? undefined : exchanges.get(conversationId)),
  );
}
