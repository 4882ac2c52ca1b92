import { useEffect } from 'react';
import { PLANS, type Tier } from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useCancelSubscription } from '@/features/subscription/api/cancel-subscription';
import { useCreateSetupIntent } from '@/features/subscription/api/create-setup-intent';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { usePlans } from '@/features/subscription/api/get-plans';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { formatDate } from '@/lib/utils';

const FOR_SALE: Tier[] = ['free', 'pro', 'enterprise'];

export default function SubscriptionPlansRoute() {
  const { data: user } = useUser();
  const { data: plans = PLANS } = usePlans();
  const { data: subscription } = useCurrentSubscription();
  const setup = useCreateSetupIntent();
  const cancel = useCancelSubscription();

  useEffect(() => {
    document.title = 'Subscription Plans · SOE';
  }, []);
  if (!user) return null;

  const tier = subscription?.tier ?? user.subscriptionTier;
  const current = plans[tier] ?? PLANS.free;
  const active = (subscription?.status ?? 'active') === 'active';
  const staff = tier === 'staff_admin';
  const busy = setup.isPending || cancel.isPending;

  function choose(target: Tier) {
    if (target === 'free') {
      cancel.mutate(undefined, {
        onSuccess: () => notify('Subscription Canceled', "Your subscription has been canceled and you've been moved to the free tier."),
        onError: (error) => notifyError('Cancellation Failed', errorMessage(error, 'Failed to cancel subscription.')),
      });
      return;
    }
    setup.mutate(undefined, {
      onSuccess: () => notify('Payment Setup Ready', `Enter your card details to subscribe to ${plans[target].displayName}.`),
      onError: (error) => notifyError('Payment Setup Failed', errorMessage(error, 'Unable to set up payment method.')),
    });
  }

  return (
    <PageContainer>
      <PageHeader title="Subscription Plans" description="Pick the plan that fits how many systems you connect and how often you ask." />
      <Card className="grid gap-4 p-5 sm:grid-cols-3">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Plan</p>
          <p className="mt-1 font-semibold">{current.displayName}</p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Status</p>
          <p className="mt-1">
            <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : 'Inactive'}</Badge>
          </p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Renews</p>
          <p className="mt-1 font-semibold">{subscription?.cancelAt ? `Ends ${formatDate(subscription.cancelAt)}` : formatDate(subscription?.currentPeriodEnd ?? null)}</p>
        </div>
      </Card>
      {staff ? <Alert tone="info">Your staff account includes every feature with unlimited questions; it is not billed.</Alert> : null}
      <div className="grid gap-6 md:grid-cols-3">
        {FOR_SALE.map((id) => {
          const isCurrent = id === tier;
          return (
            <PlanCard
              key={id}
              plan={plans[id]}
              current={isCurrent}
              highlighted={id === 'pro' && !isCurrent}
              action={
                <Button className="w-full" variant={isCurrent || id === 'free' ? 'secondary' : 'primary'} disabled={isCurrent || staff || busy} onClick={() => choose(id)}>
                  {busy && (setup.isPending ? id !== 'free' : id === 'free') ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  {isCurrent ? 'Current Plan' : id === 'free' ? 'Downgrade' : 'Upgrade'}
                </Button>
              }
            />
          );
        })}
      </div>
      <p className="text-center text-sm text-muted-foreground">All plans are billed monthly and can be changed or cancelled at any time.</p>
    </PageContainer>
  );
}
