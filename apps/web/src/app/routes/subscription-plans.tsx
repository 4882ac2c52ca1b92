import { useEffect, useState } from 'react';
import { PLANS, type Tier } from '@soe/shared';
import { Alert } from '@/components/ui/alert';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useCancelSubscription } from '@/features/subscription/api/cancel-subscription';
import { useCreateSetupIntent } from '@/features/subscription/api/create-setup-intent';
import { useCreateSubscription } from '@/features/subscription/api/create-subscription';
import { useBillingConfig } from '@/features/subscription/api/get-billing-config';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { usePlans } from '@/features/subscription/api/get-plans';
import { CurrentSubscriptionBox } from '@/features/subscription/components/current-subscription-box';
import { PlanOptions } from '@/features/subscription/components/plan-options';
import { SubscriptionDialog, type PaymentStart } from '@/features/subscription/components/subscription-dialog';
import { PAYMENT_NOT_CONFIGURED, type PaidTier } from '@/features/subscription/lib/plan-order';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { formatDate } from '@/lib/utils';

/**
 * /subscription-plans (spec §2): the current subscription, three plans, and the
 * page's own toasts. A paid plan opens the Subscription Plans dialog on its
 * payment step once the setup intent is ready.
 */
export default function SubscriptionPlansRoute() {
  const { data: user } = useUser();
  const { data: plans = PLANS } = usePlans();
  const { data: subscription } = useCurrentSubscription();
  const { data: billing } = useBillingConfig();
  const setup = useCreateSetupIntent();
  const create = useCreateSubscription();
  const cancel = useCancelSubscription();
  const [pending, setPending] = useState<Tier | null>(null);
  const [payment, setPayment] = useState<PaymentStart | null>(null);

  useEffect(() => {
    document.title = 'Subscription Plans · SOE';
  }, []);
  if (!user) return null;

  const tier = subscription?.tier ?? user.subscriptionTier;
  const canPay = Boolean(billing?.configured && billing.publishableKey);
  const done = () => setPending(null);

  function choose(target: Tier) {
    setPending(target);
    if (target === 'free') {
      cancel.mutate(undefined, {
        onSuccess: (result) =>
          notify(
            'Subscription Canceled',
            result.cancelAt
              ? `Your plan stays active until ${formatDate(result.cancelAt)}, then moves to Free.`
              : "You're on the Free plan.",
          ),
        onError: (error) => notifyError('Cancellation Failed', errorMessage(error, 'Failed to cancel subscription.')),
        onSettled: done,
      });
      return;
    }
    const plan = target as PaidTier;
    if (subscription?.billed) {
      create.mutate(
        { planId: plan },
        {
          onSuccess: () => notify('Subscription Updated', `You're now on the ${plans[plan].displayName} plan.`),
          onError: (error) =>
            notifyError(
              'Subscription Change Failed',
              errorMessage(error, 'Unable to change your subscription. Please try again.'),
            ),
          onSettled: done,
        },
      );
      return;
    }
    setup.mutate(undefined, {
      onSuccess: ({ clientSecret }) => {
        notify('Payment Setup Ready', `Enter your card details to subscribe to ${plans[plan].displayName}.`);
        setPayment({ plan, clientSecret });
      },
      onError: (error) => notifyError('Payment Setup Failed', errorMessage(error, 'Unable to set up payment method.')),
      onSettled: done,
    });
  }

  return (
    <PageContainer>
      <PageHeader
        title="Subscription Plans"
        description="Pick the plan that fits how many systems you connect and how often you ask."
      />
      <CurrentSubscriptionBox plan={plans[tier] ?? PLANS.free} subscription={subscription} />
      {tier === 'staff_admin' ? (
        <Alert tone="info">Your staff account includes every feature with unlimited questions; it is not billed.</Alert>
      ) : !canPay ? (
        <Alert tone="info">{PAYMENT_NOT_CONFIGURED}</Alert>
      ) : null}
      <div className="grid gap-6 md:grid-cols-3">
        <PlanOptions
          plans={plans}
          current={tier}
          canPay={canPay}
          billed={Boolean(subscription?.billed)}
          pending={pending}
          onChoose={choose}
        />
      </div>
      <p className="text-center text-sm text-muted-foreground">
        All plans are billed monthly and can be changed or cancelled at any time.
      </p>
      <SubscriptionDialog open={payment !== null} onOpenChange={(open) => !open && setPayment(null)} start={payment} />
    </PageContainer>
  );
}
