import type { Plan } from '@soe/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { TierBadge } from '@/components/user-badges';
import { formatDate } from '@/lib/utils';
import type { CurrentSubscription } from '../api/get-current-subscription';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <div className="mt-1 font-semibold">{children}</div>
    </div>
  );
}

/** The subscription page's box (spec §2): Plan, Status Active/Inactive, Renews date — and why, when it matters. */
export function CurrentSubscriptionBox({
  plan,
  subscription,
}: {
  plan: Plan;
  subscription: CurrentSubscription | null | undefined;
}) {
  const status = subscription?.status ?? 'active';
  const active = status === 'active' || status === 'trialing';
  const renews = subscription?.cancelAt
    ? `Ends ${formatDate(subscription.cancelAt)}`
    : formatDate(subscription?.currentPeriodEnd ?? null);
  return (
    <section aria-label="Current subscription" className="grid gap-3">
      <Card className="grid gap-4 p-5 sm:grid-cols-3">
        <Field label="Plan">
          <span className="flex items-center gap-2">
            {plan.displayName}
            <TierBadge tier={plan.id} />
          </span>
        </Field>
        <Field label="Status">
          <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : 'Inactive'}</Badge>
        </Field>
        <Field label="Renews">{renews}</Field>
      </Card>
      {status === 'past_due' ? (
        <Alert tone="warning" title="Your last payment failed">
          Your plan stays active while the payment is retried. If it keeps failing, your account moves to the Free plan.
        </Alert>
      ) : null}
      {subscription?.cancelAt ? (
        <Alert tone="info">
          Your {plan.displayName} subscription is canceled and ends on {formatDate(subscription.cancelAt)}; your account
          then moves to the Free plan.
        </Alert>
      ) : null}
    </section>
  );
}
