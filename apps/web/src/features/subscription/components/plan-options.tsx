import type { Plan, Tier } from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FOR_SALE, planChoice } from '../lib/plan-order';
import { PlanCard } from './plan-card';

interface Props {
  plans: Record<Tier, Plan>;
  current: Tier;
  /** Paid plans can't be chosen when the server takes no payments. */
  canPay: boolean;
  /** The plan is a paid subscription (Free cancels it); false for a plan a staff administrator set. */
  billed: boolean;
  pending: Tier | null;
  onChoose(tier: Tier): void;
  compact?: boolean;
}

/**
 * The three plans for sale, each with Current Plan / Upgrade / Downgrade — or Included for a staff account. A
 * button is enabled only for a change the server will make; otherwise it says why under it.
 */
export function PlanOptions({ plans, current, canPay, billed, pending, onChoose, compact }: Props) {
  return (
    <>
      {FOR_SALE.map((tier) => {
        const choice = planChoice(current, tier, { canPay, billed });
        const name = plans[tier].displayName;
        const reasonId = `plan-reason-${tier}${compact ? '-compact' : ''}`;
        return (
          <PlanCard
            key={tier}
            compact={compact}
            plan={plans[tier]}
            current={choice.kind === 'current'}
            highlighted={!compact && tier === 'pro' && choice.kind === 'upgrade'}
            action={
              <div className="grid gap-1.5">
                {/* A change the server refuses stays focusable (aria-disabled), so its reason is read out with it. */}
                <Button
                  className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  size={compact ? 'sm' : 'md'}
                  variant={choice.kind === 'upgrade' && choice.enabled ? 'primary' : 'secondary'}
                  disabled={choice.kind === 'current' || pending !== null}
                  aria-disabled={!choice.enabled || undefined}
                  aria-label={
                    choice.kind === 'current' || choice.kind === 'included'
                      ? `${name}: ${choice.label}`
                      : `${choice.label} to ${name}`
                  }
                  aria-describedby={choice.reason ? reasonId : undefined}
                  onClick={() => choice.enabled && onChoose(tier)}
                >
                  {pending === tier ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  {choice.label}
                </Button>
                {choice.reason && tier === 'free' ? (
                  <p id={reasonId} className="text-xs text-muted-foreground">
                    {choice.reason}
                  </p>
                ) : choice.reason ? (
                  <span id={reasonId} className="sr-only">
                    {choice.reason}
                  </span>
                ) : null}
              </div>
            }
          />
        );
      })}
    </>
  );
}
