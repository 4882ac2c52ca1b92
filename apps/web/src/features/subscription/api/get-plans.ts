import { PLANS, PlansResponse, type Plan, type Tier } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export const PLANS_QUERY_KEY = ['/api/subscription/plans'] as const;

/** GET /api/subscription/plans, merged over the built-in table (decisions §3); the built-in table when the server has none. */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Record<Tier, Plan>> {
  const data = await orWhenMissing(() => apiGet('/api/subscription/plans', PlansResponse.partial(), { signal }), null);
  const merged = { ...PLANS };
  for (const tier of Object.keys(PLANS) as Tier[]) {
    const server = data?.[tier];
    if (server) merged[tier] = { ...PLANS[tier], ...server, id: tier };
  }
  return merged;
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: getPlans, placeholderData: PLANS });

/** The built-in table until the server's plans arrive. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
