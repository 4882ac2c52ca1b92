import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyChatEvent, useQueryProgress } from './use-realtime-chat';

describe('a long query’s progress in the chat', () => {
  it('shows "Still running on <system> — n s" from query_progress frames, and clears when the query or answer ends', () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useQueryProgress(41));
    expect(result.current).toBe('');
    act(() => applyChatEvent(client, { type: 'assistant_typing', payload: { isTyping: true, conversationId: 41 } }));
    const progress = (system: string | null, seconds: number) =>
      act(() =>
        applyChatEvent(client, {
          type: 'query_progress',
          payload: { conversationId: 41, replyTo: 7, system, seconds },
        }),
      );
    progress('Chinook', 2);
    expect(result.current).toBe('Still running on Chinook — 2 s');
    progress('Chinook', 4);
    expect(result.current).toBe('Still running on Chinook — 4 s');
    progress(null, 0);
    expect(result.current).toBe('');
    progress('Chinook', 3);
    act(() => applyChatEvent(client, { type: 'assistant_typing', payload: { isTyping: false, conversationId: 41 } }));
    expect(result.current).toBe('');
  });

  it('belongs to its own conversation', () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useQueryProgress(42));
    act(() =>
      applyChatEvent(client, {
        type: 'query_progress',
        payload: { conversationId: 43, replyTo: 1, system: 'Sales', seconds: 5 },
      }),
    );
    expect(result.current).toBe('');
  });
});
