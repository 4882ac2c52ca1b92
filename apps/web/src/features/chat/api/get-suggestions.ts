import { SystemSuggestionsResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

/** Under the systems feature's key (['systems']): connecting, removing or refreshing a system asks again. */
export const SUGGESTIONS_QUERY_KEY = ['systems', 'suggestions'] as const;

/** GET /api/systems/suggestions: questions each of the user's systems answers (read by SOE before they are offered). */
export function getSuggestions({ signal }: { signal?: AbortSignal } = {}): Promise<SystemSuggestionsResponse> {
  return orWhenMissing(() => apiGet('/api/systems/suggestions', SystemSuggestionsResponse, { signal }), []);
}

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: SUGGESTIONS_QUERY_KEY,
    queryFn: getSuggestions,
    // The questions change only when a system is connected or discovered again.
    staleTime: 5 * 60_000,
  });

/** Signed-out pages have no systems to suggest from: `enabled` false asks nothing. */
export function useSuggestions(enabled = true) {
  return useQuery({ ...suggestionsQueryOptions(), enabled });
}
