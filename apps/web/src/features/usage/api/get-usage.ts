import type { UsageResponse } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getOptionalQueryFn } from '@/lib/api-client';

export type Usage = z.infer<typeof UsageResponse>;

export function useUsage() {
  return useQuery<Usage | null>({ queryKey: ['/api/usage'], queryFn: getOptionalQueryFn<Usage | null>(null) });
}
