import type { Plan, Tier } from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FOR_SALE, planAction } from '../lib/plan-order';
import { PlanCard } from './plan-card';

const LABELS = { current: 'Current Plan', upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;

interface Props {
  plans: Record<Tier, Plan>;
  current: Tier;
  /** Paid plans can't be chosen when the server takes no payments. */
  canPay: boolean;
  pending: Tier | null;
  onChoose(tier: Tier): void;
  compact?: boolean;
}

/** The three plans for sale, each with Current Plan / Upgrade / Downgrade. */
export function PlanOptions({ plans, current, canPay, pending, onChoose, compact }: Props) {
  const staff = current === 'staff_admin';
  return (
    <>
      {FOR_SALE.map((tier) => {
        const action = planAction(current, tier);
        const blocked = staff || (tier !== 'free' && !canPay);
        return (
          <PlanCard
            key={tier}
            compact={compact}
            plan={plans[tier]}
            current={action === 'current'}
            highlighted={!compact && tier === 'pro' && action !== 'current'}
            action={
              <Button
                className="w-full"
                size={compact ? 'sm' : 'md'}
                variant={action === 'upgrade' ? 'primary' : 'secondary'}
                disabled={action === 'current' || blocked || pending !== null}
                aria-label={
                  action === 'current'
                    ? `${plans[tier].displayName}: Current Plan`
                    : `${LABELS[action]} to ${plans[tier].displayName}`
                }
                onClick={() => onChoose(tier)}
              >
                {pending === tier ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {LABELS[action]}
              </Button>
            }
          />
        );
      })}
    </>
  );
}
