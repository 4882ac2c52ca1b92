import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// spec §9: data fresh for 30 s, failures retried once, refetch on focus, no polling by default.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: { retry: 1 },
  },
});
