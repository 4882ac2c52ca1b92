import type { ReactNode } from 'react';
import type { Plan } from '@soe/shared';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn, formatPrice } from '@/lib/utils';

/** One plan: price ('Free' or $/month with 2 decimals), limits, features and an action. */
export function PlanCard({
  plan,
  current,
  highlighted,
  action,
  compact,
}: {
  plan: Plan;
  current?: boolean;
  highlighted?: boolean;
  action?: ReactNode;
  compact?: boolean;
}) {
  const queries = plan.maxQueries === -1 ? 'Unlimited' : `${plan.maxQueries.toLocaleString('en-US')}/month`;
  return (
    <article
      aria-label={`${plan.displayName} plan`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface shadow-xs',
        compact ? 'p-4' : 'p-6',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{plan.displayName}</h3>
        {current ? <Badge tone="accent">Current</Badge> : highlighted ? <Badge tone="blue">Popular</Badge> : null}
      </div>
      <p className={cn('text-sm text-muted-foreground', compact ? 'mt-1' : 'mt-2 min-h-10')}>{plan.description}</p>
      <p
        className={cn(
          'flex flex-wrap items-baseline gap-x-1 font-bold tracking-tight',
          compact ? 'mt-3 text-2xl' : 'mt-5 text-4xl',
        )}
      >
        {formatPrice(plan.price)}
        {plan.price > 0 ? <span className="text-sm font-medium text-muted-foreground">/month</span> : null}
      </p>
      {!compact ? (
        <ul className="mt-6 grid gap-2.5 text-sm">
          <li className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {plan.maxSystems} connected {plan.maxSystems === 1 ? 'system' : 'systems'}
          </li>
          <li className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {plan.canWrite ? 'Read and write access' : 'Read-only access'}
          </li>
          <li className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {queries} queries
          </li>
          {plan.features
            .filter((feature) => !/system|access|question/i.test(feature))
            .map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">
          {plan.maxSystems} {plan.maxSystems === 1 ? 'system' : 'systems'} ·{' '}
          {plan.canWrite ? 'read & write' : 'read-only'} · {queries} queries
        </p>
      )}
      {action ? <div className={cn('mt-auto', compact ? 'pt-4' : 'pt-8')}>{action}</div> : null}
    </article>
  );
}
