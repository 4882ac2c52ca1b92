import type { QueryClient } from '@tanstack/react-query';

/** Every documents list (all, and per conversation) refetches; in-flight fetches are reused. */
export function invalidateDocuments(queryClient: QueryClient) {
  return queryClient.invalidateQueries(
    {
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' &&
        /^\/api\/(documents$|conversations\/\d+\/documents$)/.test(query.queryKey[0]),
    },
    { cancelRefetch: false },
  );
}
