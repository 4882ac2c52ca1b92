import { lazy } from 'react';
import { preloadMarkdown } from './lazy-markdown';

type ConversationViewModule = typeof import('./conversation-view');

/**
 * The conversation view (messages, composer, tables, proposed changes) is its own chunk: the workspace's
 * first paint at /app is the home view, which needs none of it. It is fetched as soon as a conversation is
 * likely to open — a question is being typed, a conversation link is pointed at or focused — together with
 * the markdown renderer its answers use.
 */
let loading: Promise<ConversationViewModule> | undefined;

/** Starts fetching the conversation view and the markdown renderer once; safe to call on every event. */
export function preloadConversationView(): Promise<ConversationViewModule> {
  void preloadMarkdown().catch(() => undefined);
  loading ??= import('./conversation-view').catch((error: unknown) => {
    // A failed fetch may be retried by a later call (the lazy component below reports its own failure).
    loading = undefined;
    throw error;
  });
  return loading;
}

/** ConversationView, loaded on first use; render it inside a Suspense boundary. */
export const LazyConversationView = lazy(() =>
  preloadConversationView().then((module) => ({ default: module.ConversationView })),
);
