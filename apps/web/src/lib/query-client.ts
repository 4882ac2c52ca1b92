import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * spec §9 retries a failure once. An answer the server gave on purpose (401, 403, 404, 402, 409…) is not a failure
 * a retry mends: asking again only delays what the screen must show ('Access Denied' at once on a 403).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
    return false;
  return failureCount < 1;
}

/*
 * spec §9: data fresh for 30 s, failures retried once, refetch on focus, no polling by default. There is
 * no default query function: every query names its fetcher through its feature's queryOptions (ADR 025).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryOnce,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: { retry: retryOnce },
  },
});
