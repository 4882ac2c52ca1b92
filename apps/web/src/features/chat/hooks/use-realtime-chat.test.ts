import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/keys';
import { applyChatEvent } from './use-realtime-chat';

const conversation = { id: 7, title: 'Revenue', createdAt: '2026-11-25T08:00:00Z', updatedAt: '2026-11-25T08:00:00Z' };

/** A client holding a conversation, its messages, another conversation, the list and a documents list. */
function seeded() {
  const client = new QueryClient();
  client.setQueryData(chatKeys.conversations(), [conversation]);
  client.setQueryData(chatKeys.conversation(7), conversation);
  client.setQueryData(chatKeys.messages(7), []);
  client.setQueryData(chatKeys.messages(8), []);
  client.setQueryData(['documents', 'conversation', 7], []);
  return client;
}

describe('chat events work on query keys by prefix', () => {
  it('a deleted conversation takes its messages with it, and nothing else', () => {
    const client = seeded();
    applyChatEvent(client, {
      type: 'conversation_updated',
      payload: { conversation, action: 'deleted' },
    });
    expect(client.getQueryData(chatKeys.conversation(7))).toBeUndefined();
    expect(client.getQueryData(chatKeys.messages(7))).toBeUndefined();
    expect(client.getQueryData(chatKeys.messages(8))).toEqual([]);
    expect(client.getQueryState(chatKeys.conversations())?.isInvalidated).toBe(true);
    expect(client.getQueryData(['documents', 'conversation', 7])).toEqual([]);
  });

  it('a renamed conversation refetches itself and the list, not its messages', () => {
    const client = seeded();
    applyChatEvent(client, {
      type: 'conversation_updated',
      payload: { conversation: { ...conversation, title: 'Sales' }, action: 'updated' },
    });
    expect(client.getQueryState(chatKeys.conversation(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.conversations())?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.messages(7))?.isInvalidated).toBe(false);
  });

  it('a stored answer refetches that conversation’s messages and the list only', () => {
    const client = seeded();
    applyChatEvent(client, {
      type: 'message_updated',
      payload: {
        conversationId: 8,
        message: {
          id: 1,
          role: 'assistant',
          content: 'Done',
          conversationId: 8,
          timestamp: '2026-11-25T08:00:00Z',
          status: 'complete',
        },
      },
    });
    expect(client.getQueryState(chatKeys.messages(8))?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.messages(7))?.isInvalidated).toBe(false);
    expect(client.getQueryState(chatKeys.conversations())?.isInvalidated).toBe(true);
  });
});
