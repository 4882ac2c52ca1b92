import { useEffect, useRef, useState } from 'react';
import { PLANS, type Tier } from '@soe/shared';
import { CircleCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { displayName, formatDate } from '@/lib/utils';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreateSetupIntent } from '../api/create-setup-intent';
import { useCreateSubscription } from '../api/create-subscription';
import { useBillingConfig } from '../api/get-billing-config';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { usePlans } from '../api/get-plans';
import { PAYMENT_NOT_CONFIGURED, type PaidTier } from '../lib/plan-order';
import { CardPaymentForm } from './card-payment-form';
import { PlanOptions } from './plan-options';

/** Where the flow starts: the plan list, or straight at the card for a plan whose setup intent is ready. */
export interface PaymentStart {
  plan: PaidTier;
  clientSecret: string;
}

type Step = { name: 'plans' } | ({ name: 'payment' } & PaymentStart) | { name: 'success'; plan: Tier };

const CLOSE_AFTER_SUCCESS_MS = 2000;

/**
 * The Subscription Plans dialog (spec §2, §4): plans → payment → success, which
 * closes after 2 s. Cancel on the payment step returns to the plans and forgets
 * the plan and client secret; Free cancels at once and closes. Render it inside
 * a Radix <Dialog>: its state lives only while it is open.
 */
function SubscriptionDialogContent({ start, onClose }: { start?: PaymentStart | null; onClose(): void }) {
  const { data: user } = useUser();
  const plansQuery = usePlans();
  const plans = plansQuery.data ?? PLANS;
  const { data: billing } = useBillingConfig();
  const { data: subscription } = useCurrentSubscription();
  const setup = useCreateSetupIntent();
  const create = useCreateSubscription();
  const cancel = useCancelSubscription();
  const [step, setStep] = useState<Step>(start ? { name: 'payment', ...start } : { name: 'plans' });
  const [pending, setPending] = useState<Tier | null>(null);

  const current = subscription?.tier ?? user?.subscriptionTier ?? 'free';
  const canPay = Boolean(billing?.configured && billing.publishableKey);

  useEffect(() => {
    if (plansQuery.isError) notifyError('Failed to load subscription options', 'Using default plan information');
  }, [plansQuery.isError]);

  // The parent may pass a new onClose on every render; the 2 s timer must not restart for that.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (step.name !== 'success') return;
    const timer = setTimeout(() => closeRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [step.name]);

  function upgraded(tier: Tier) {
    notify('Subscription successful!', 'Your account has been upgraded.');
    setStep({ name: 'success', plan: tier });
  }

  function choose(tier: Tier) {
    if (!user) {
      notifyError('Authentication Required', 'Please log in to change your subscription.');
      return;
    }
    setPending(tier);
    const done = () => setPending(null);
    if (tier === 'free') {
      cancel.mutate(undefined, {
        onSuccess: (result) => {
          notify(
            'Plan updated',
            result.cancelAt
              ? `Your subscription has been canceled. You keep ${plans[current]?.displayName ?? 'your plan'} until ${formatDate(result.cancelAt)}, then move to the free tier.`
              : "Your subscription has been canceled and you've been moved to the free tier.",
          );
          onClose();
        },
        onError: (error) =>
          notifyError(
            'Failed to update plan',
            errorMessage(error, 'An error occurred while canceling your subscription'),
          ),
        onSettled: done,
      });
      return;
    }
    const paid = tier as PaidTier;
    if (subscription?.billed) {
      // A live subscription changes plan on the card it already has.
      create.mutate(
        { planId: paid },
        {
          onSuccess: () => upgraded(paid),
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
      onSuccess: ({ clientSecret }) => setStep({ name: 'payment', plan: paid, clientSecret }),
      onError: () => notifyError('Setup failed', 'Unable to setup payment processing'),
      onSettled: done,
    });
  }

  async function subscribeWithCard(plan: PaidTier, paymentMethodId: string) {
    try {
      await create.mutateAsync({ planId: plan, paymentMethodId });
    } catch (error) {
      const message = errorMessage(error, 'Failed to create subscription');
      notifyError('Subscription Failed', message);
      throw new Error(message || 'An error occurred processing your subscription');
    }
    upgraded(plan);
  }

  if (step.name === 'success') {
    return (
      <DialogContent title="Subscription Updated!">
        <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
          <CircleCheck className="h-12 w-12 text-emerald-500" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            You're now on the {plans[step.plan]?.displayName ?? step.plan} plan.
          </p>
        </div>
      </DialogContent>
    );
  }

  if (step.name === 'payment') {
    return (
      <DialogContent
        title={`Subscribe to ${plans[step.plan].displayName}`}
        description="Enter your card details to start your monthly subscription."
      >
        {billing?.publishableKey ? (
          <CardPaymentForm
            plan={plans[step.plan]}
            publishableKey={billing.publishableKey}
            clientSecret={step.clientSecret}
            billingName={user ? displayName(user) : ''}
            billingEmail={user?.email ?? ''}
            onCancel={() => setStep({ name: 'plans' })}
            onCardSaved={(paymentMethodId) => subscribeWithCard(step.plan, paymentMethodId)}
          />
        ) : (
          <Alert tone="warning">{PAYMENT_NOT_CONFIGURED}</Alert>
        )}
      </DialogContent>
    );
  }

  return (
    <DialogContent
      title="Subscription Plans"
      description="Choose the plan that fits how many systems you connect and how often you ask."
      className="sm:max-w-3xl"
    >
      {!canPay && current !== 'staff_admin' ? <Alert tone="info">{PAYMENT_NOT_CONFIGURED}</Alert> : null}
      {current === 'staff_admin' ? (
        <Alert tone="info">Your staff account includes every feature with unlimited questions; it is not billed.</Alert>
      ) : null}
      <div
        className="grid max-h-[420px] gap-3 overflow-y-auto pr-1 sm:grid-cols-3"
        aria-label="Plans"
        role="group"
        tabIndex={-1}
      >
        <PlanOptions
          plans={plans}
          current={current}
          canPay={canPay}
          billed={Boolean(subscription?.billed)}
          pending={pending}
          onChoose={choose}
          compact
        />
      </div>
      <p className="text-center text-xs text-muted-foreground">
        All plans are billed monthly and can be changed or cancelled at any time.
      </p>
    </DialogContent>
  );
}

/** The dialog with its trigger-less state: mounted only while open, so each opening starts afresh. */
export function SubscriptionDialog({
  open,
  onOpenChange,
  start,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  start?: PaymentStart | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SubscriptionDialogContent start={start} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
