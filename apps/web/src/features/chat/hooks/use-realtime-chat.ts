import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeFrame } from '@soe/shared';
import { useRealtimeEvent, useRealtimeNotice } from '@/lib/realtime';
import { chatKeys } from '../api/keys';

/**
 * Chat state pushed over /ws. Events only make the chat's queries refetch (the
 * server stays the one source of truth); the 3 s / 5 s polling in the query
 * hooks remains as the fallback when the socket is down.
 */

// Typing and streamed text per conversation; `undefined` = typing without a conversation (spec §4).
type Key = number | 'none';
interface Live {
  typing: boolean;
  /** Text of the answer being streamed (message_delta), until the stored answer arrives. */
  streamed: string;
  replyTo?: number;
  /** A query running long for this answer (query_progress): "Still running on <system> — 4 s". */
  progress?: { system: string; seconds: number } | null;
  updatedAt: number;
}

const STALE_TYPING_MS = 60_000;
const live = new Map<Key, Live>();
const listeners = new Set<() => void>();

function update(key: Key, change: Partial<Live> | null) {
  if (change === null) live.delete(key);
  else
    live.set(key, {
      ...(live.get(key) ?? { typing: false, streamed: '', updatedAt: 0 }),
      ...change,
      updatedAt: Date.now(),
    });
  listeners.forEach((listener) => listener());
}

function clearAll() {
  if (live.size === 0) return;
  live.clear();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function isFresh(entry: Live | undefined): entry is Live {
  return !!entry && Date.now() - entry.updatedAt < STALE_TYPING_MS;
}

/** Whether the assistant is typing in this conversation (or in an unspecified one). */
export function useAssistantTyping(conversationId: number | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      const own = conversationId === undefined ? undefined : live.get(conversationId);
      const none = live.get('none');
      return (isFresh(own) && own.typing) || (isFresh(none) && none.typing);
    },
    () => false,
  );
}

/** "Still running on <system> — 4 s" while a query of the answer in progress runs long, or '' (issue 20). */
export function useQueryProgress(conversationId: number | undefined): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const entry = conversationId === undefined ? undefined : live.get(conversationId);
      const progress = isFresh(entry) && entry.typing !== false ? entry.progress : null;
      return progress ? `Still running on ${progress.system} — ${progress.seconds} s` : '';
    },
    () => '',
  );
}

/** The answer streamed so far in this conversation, or '' when none is in progress. */
export function useStreamedReply(conversationId: number | undefined): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const entry = conversationId === undefined ? undefined : live.get(conversationId);
      return isFresh(entry) ? entry.streamed : '';
    },
    () => '',
  );
}

/** Everything the chat shows (conversations, their messages, searches and proposed changes), by key prefix. */
const chatQueries = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: chatKeys.all });

export function applyChatEvent(queryClient: QueryClient, frame: RealtimeFrame) {
  switch (frame.type) {
    case 'assistant_typing': {
      const key = frame.payload.conversationId ?? 'none';
      update(key, frame.payload.isTyping ? { typing: true } : { typing: false, progress: null });
      break;
    }
    case 'query_progress': {
      const { conversationId, replyTo, system, seconds } = frame.payload;
      const entry = live.get(conversationId);
      update(conversationId, {
        progress: system ? { system, seconds } : null,
        replyTo,
        streamed: entry?.replyTo === replyTo ? entry.streamed : '',
        typing: entry?.typing ?? true,
      });
      break;
    }
    case 'message_delta': {
      const { conversationId, replyTo, delta } = frame.payload;
      const entry = live.get(conversationId);
      const streamed = entry?.replyTo === replyTo ? entry.streamed + delta : delta;
      update(conversationId, { streamed, replyTo, typing: entry?.typing ?? true });
      // A provider that stores partial answers shows them on refetch; in-flight fetches are reused.
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }, { cancelRefetch: false });
      break;
    }
    case 'message_updated': {
      const { conversationId, message } = frame.payload;
      if (message.role === 'assistant' && message.status !== 'streaming') update(conversationId, null);
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }, { cancelRefetch: false });
      break;
    }
    case 'conversation_updated': {
      const { conversation, action } = frame.payload;
      if (action === 'deleted') {
        update(conversation.id, null);
        // The conversation's key is a prefix of its messages' key: both go.
        queryClient.removeQueries({ queryKey: chatKeys.conversation(conversation.id) });
      } else {
        void queryClient.invalidateQueries(
          { queryKey: chatKeys.conversation(conversation.id), exact: true },
          { cancelRefetch: false },
        );
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }, { cancelRefetch: false });
      break;
    }
    default:
      break;
  }
}

/**
 * Keeps the chat's queries in step with /ws events. After a reconnect it
 * refetches the open conversations and their messages, so an answer finished
 * while the socket was down shows whole (reliability check 2, docs/reliability.md) even when
 * the server no longer has the missed events to resume from.
 */
export function useRealtimeChat() {
  const queryClient = useQueryClient();
  useRealtimeEvent((frame) => applyChatEvent(queryClient, frame));
  useRealtimeNotice((notice) => {
    if (notice.kind === 'connection_success' && notice.reconnect) {
      clearAll();
      void chatQueries(queryClient);
    } else if (notice.kind === 'connection_closed') {
      // A typing indicator must not stay on for an answer we may never hear the end of.
      clearAll();
    }
  });
}

/** Mount once inside RealtimeProvider: renders nothing, syncs chat queries with /ws. */
export function RealtimeChatSync(): null {
  useRealtimeChat();
  return null;
}
