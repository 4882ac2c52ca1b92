import type { QueryClient } from '@tanstack/react-query';
import { documentKeys } from './keys';

/** Every documents list (all, and per conversation) refetches, by key prefix; in-flight fetches are reused. */
export function invalidateDocuments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: documentKeys.all }, { cancelRefetch: false });
}
