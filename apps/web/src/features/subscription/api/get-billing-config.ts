import { BillingConfigResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export const BILLING_CONFIG_QUERY_KEY = ['/api/subscription/config'] as const;
const NOT_CONFIGURED: BillingConfigResponse = { configured: false, publishableKey: null };

/** GET /api/subscription/config: whether this server takes payments (decisions §6). */
export function getBillingConfig({ signal }: { signal?: AbortSignal } = {}): Promise<BillingConfigResponse> {
  return orWhenMissing(() => apiGet('/api/subscription/config', BillingConfigResponse, { signal }), NOT_CONFIGURED);
}

export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: BILLING_CONFIG_QUERY_KEY, queryFn: getBillingConfig, staleTime: Infinity });

/** Stripe.js is loaded only when the server takes payments. */
export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
