import type { BillingConfigResponse } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';

export const BILLING_CONFIG_QUERY_KEY = ['/api/subscription/config'] as const;
const NOT_CONFIGURED: BillingConfigResponse = { configured: false, publishableKey: null };

/** Whether this server takes payments (decisions §6); Stripe.js is loaded only when it does. */
export function useBillingConfig() {
  return useQuery<BillingConfigResponse>({
    queryKey: BILLING_CONFIG_QUERY_KEY,
    queryFn: getOptionalQueryFn<BillingConfigResponse>(NOT_CONFIGURED),
    staleTime: Infinity,
  });
}
