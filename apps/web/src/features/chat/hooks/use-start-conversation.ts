import { titleFromQuestion } from '@soe/shared';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { useAsk } from '../api/ask';
import { useCreateConversation } from '../api/create-conversation';
import { rememberAttachment } from '../lib/attached-documents';
import { MODE_TITLES, type ChatMode } from '../types';
import { setPendingExchange } from './use-pending-exchange';

/**
 * The home flow (spec §4): create a conversation titled by its question (the mode's title only when the
 * question gives none), open it, then ask the question in it. Systems chosen for it are remembered with it, and
 * documents attached to the question join it (the server moves them into the conversation).
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const create = useCreateConversation();
  const ask = useAsk();

  async function start(
    prompt: string,
    mode: ChatMode,
    options: { systemIds?: number[]; title?: string; documentIds?: number[] } = {},
  ) {
    const text = prompt.trim();
    if (!text) return;
    let conversationId: number;
    try {
      const conversation = await create.mutateAsync({
        title: options.title ?? (titleFromQuestion(text) || MODE_TITLES[mode]),
        ...(options.systemIds?.length ? { systemIds: options.systemIds } : {}),
      });
      conversationId = conversation.id;
    } catch (error) {
      notifyError('Error sending message', errorMessage(error, 'Could not start a conversation. Please try again.'));
      return;
    }
    const askedAt = new Date().toISOString();
    // Documents attached on the home view stay attached in the conversation they open.
    if (options.documentIds?.length) rememberAttachment(conversationId, options.documentIds);
    setPendingExchange(conversationId, { prompt: text, askedAt, status: 'asking' });
    navigate(`/app/chat/${conversationId}`);
    try {
      const answer = await ask.mutateAsync({
        prompt: text,
        conversationId,
        mode,
        systemIds: options.systemIds,
        ...(options.documentIds?.length ? { documentIds: options.documentIds } : {}),
      });
      if (answer.error) throw new Error(answer.error);
      setPendingExchange(conversationId, {
        prompt: text,
        askedAt,
        status: 'answered',
        response: answer.response,
        systemSources: answer.systemSources,
      });
    } catch (error) {
      setPendingExchange(conversationId, {
        prompt: text,
        askedAt,
        status: 'failed',
        error: `Error: ${errorMessage(error, 'Failed to get response')}`,
      });
    }
  }

  return { start, isPending: create.isPending };
}
