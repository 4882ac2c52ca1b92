import { systemKeys } from './keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VerifiedQuestion } from '@soe/shared';
import { z } from 'zod';
import { apiGet, apiRequest } from '@/lib/api-client';

export const verifiedQuestionsQueryKey = (systemId: number) => systemKeys.verifiedQuestions(systemId);

/** GET /api/systems/:id/verified-questions: the questions answered with a reading a person confirmed or corrected. */
export function getVerifiedQuestions(systemId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/systems/${systemId}/verified-questions`, z.array(VerifiedQuestion), { signal });
}

export const verifiedQuestionsQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: verifiedQuestionsQueryKey(systemId),
    queryFn: ({ signal }) => getVerifiedQuestions(systemId, { signal }),
  });

export function useVerifiedQuestions(systemId: number) {
  return useQuery(verifiedQuestionsQueryOptions(systemId));
}

/** DELETE /api/systems/:id/verified-questions/:questionId: the question is read afresh again (owner or staff). */
export function useDeleteVerifiedQuestion(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiRequest('DELETE', `/api/systems/${systemId}/verified-questions/${questionId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verifiedQuestionsQueryKey(systemId) }),
  });
}
