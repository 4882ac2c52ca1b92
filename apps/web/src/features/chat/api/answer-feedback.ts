import { chatKeys } from './keys';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { AnswerFeedbackRequest, ReadingOptionsResponse, VerifiedQuestion } from '@soe/shared';
import { apiGet, apiRequest, parseResponse } from '@/lib/api-client';

export const readingOptionsQueryKey = (messageId: number) => chatKeys.readingOptions(messageId);

/** GET /api/messages/:id/reading: the answer's reading and what the "Adjust the reading" form may change. */
export function getReadingOptions(messageId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/messages/${messageId}/reading`, ReadingOptionsResponse, { signal });
}

export const readingOptionsQueryOptions = (messageId: number) =>
  queryOptions({
    queryKey: readingOptionsQueryKey(messageId),
    queryFn: ({ signal }) => getReadingOptions(messageId, { signal }),
    // The options follow the system's schema, which does not change while the dialog is open.
    staleTime: 60_000,
  });

export function useReadingOptions(messageId: number | null) {
  return useQuery({ ...readingOptionsQueryOptions(messageId ?? 0), enabled: messageId !== null });
}

/** POST /api/messages/:id/feedback: thumbs up, or the right reading; stored as a verified question. */
export async function sendAnswerFeedback(messageId: number, body: AnswerFeedbackRequest): Promise<VerifiedQuestion> {
  return parseResponse(VerifiedQuestion, await apiRequest('POST', `/api/messages/${messageId}/feedback`, body));
}

export function useAnswerFeedback() {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: AnswerFeedbackRequest }) =>
      sendAnswerFeedback(messageId, body),
  });
}
