import { runSqlResponseSchema, type Message, type RunSqlRequest, type RunSqlResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { chatKeys } from './keys';

/**
 * POST /api/conversations/:id/sql — an answer's SQL, edited, run again on its system. The statement and its result
 * come back as two messages of the conversation (the question and its own answer); a refused statement is a 400
 * whose message says why.
 */
export function runSql(conversationId: number, body: RunSqlRequest): Promise<RunSqlResponse> {
  return apiSend('POST', `/api/conversations/${conversationId}/sql`, runSqlResponseSchema, body);
}

/** Messages added to a list, each once: the socket or the 3 s poll may have brought them already. */
export function withMessages(list: Message[] | undefined, added: readonly Message[]): Message[] {
  const known = new Set((list ?? []).map((m) => m.id));
  return [...(list ?? []), ...added.filter((m) => !known.has(m.id))];
}

export function useRunSql(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RunSqlRequest) => runSql(conversationId, body),
    // The edited result shows at once as its own answer; the refetch below then confirms the list.
    onSuccess: ({ messages }) =>
      queryClient.setQueryData<Message[]>(chatKeys.messages(conversationId), (list) => withMessages(list, messages)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}
