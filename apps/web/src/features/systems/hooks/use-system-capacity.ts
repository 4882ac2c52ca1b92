import { PLANS } from '@soe/shared';
import { useUser } from '@/lib/auth';
import { useSystems } from '../api/get-systems';

/** Systems counted against the plan (the built-in demo is not, decisions §3) and whether one more fits. */
export function useSystemCapacity() {
  const { data: user } = useUser();
  const { data: systems = [] } = useSystems();
  const plan = PLANS[user?.subscriptionTier ?? 'free'] ?? PLANS.free;
  const used = systems.filter((system) => !system.isDemo).length;
  return { used, max: plan.maxSystems, canConnect: used < plan.maxSystems };
}
