import { QueryClient } from '@tanstack/react-query';

/*
 * spec §9: data fresh for 30 s, failures retried once, refetch on focus, no polling by default. There is
 * no default query function: every query names its fetcher through its feature's queryOptions (ADR 025).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: { retry: 1 },
  },
});
