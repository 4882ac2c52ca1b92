import { PLANS, type Plan, type Tier } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, hasErrorCode } from '@/lib/api-client';

export const PLANS_QUERY_KEY = ['/api/subscription/plans'] as const;

/** Server plans merged over the built-in table (decisions §3); the built-in table until they arrive. */
export function usePlans() {
  return useQuery<Record<Tier, Plan>>({
    queryKey: PLANS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        const data = await apiRequest<Partial<Record<Tier, Partial<Plan>>>>('GET', PLANS_QUERY_KEY[0], undefined, { signal });
        const merged = { ...PLANS };
        for (const tier of Object.keys(PLANS) as Tier[]) {
          if (data && typeof data === 'object' && data[tier]) merged[tier] = { ...PLANS[tier], ...data[tier], id: tier };
        }
        return merged;
      } catch (error) {
        if (hasErrorCode(error, 'not_found', 'method_not_allowed')) return PLANS;
        throw error;
      }
    },
    placeholderData: PLANS,
  });
}
