import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/auth';
import { CURRENT_SUBSCRIPTION_QUERY_KEY } from './get-current-subscription';

/** spec §7: after a subscription change, /api/user and /api/subscription/current are refreshed (and the usage limits with them). */
export function refreshAfterSubscriptionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_QUERY_KEY }),
    // The usage feature's key (features do not import each other): ['/api/usage'].
    queryClient.invalidateQueries({ queryKey: ['/api/usage'] }),
  ]);
}
