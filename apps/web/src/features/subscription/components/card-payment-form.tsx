import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Plan } from '@soe/shared';
import type { StripeCardElement } from '@stripe/stripe-js';
import { CreditCard, LoaderCircle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/utils';
import { stripeFor } from '../lib/stripe';

const PAYMENT_ERROR = 'An error occurred with your payment';
const LOAD_ERROR = 'The payment form could not be loaded. Check your connection and try again.';

interface Props {
  plan: Plan;
  publishableKey: string;
  clientSecret: string;
  billingName: string;
  billingEmail: string;
  onCancel(): void;
  /** Called with the saved card; throws an Error whose message is shown in the form. */
  onCardSaved(paymentMethodId: string): Promise<void>;
}

/**
 * The payment step: Stripe's card element, then confirmCardSetup saves the card
 * to the caller's customer (the card number never reaches SOE), then the
 * parent creates the subscription with the saved card's id.
 */
export function CardPaymentForm({
  plan,
  publishableKey,
  clientSecret,
  billingName,
  billingEmail,
  onCancel,
  onCardSaved,
}: Props) {
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        if (!stripe) throw new Error(LOAD_ERROR);
        const element = stripe
          .elements()
          .create('card', { hidePostalCode: true, style: { base: { fontSize: '15px' } } });
        element.on('change', (event) => {
          setComplete(event.complete);
          setError(event.error?.message ?? null);
        });
        element.mount(mountRef.current);
        card = element;
        cardRef.current = element;
        setReady(true);
      })
      .catch(() => !cancelled && setError(LOAD_ERROR));
    return () => {
      cancelled = true;
      card?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = cardRef.current;
    if (!card || busy) return;
    setBusy(true);
    setError(null);
    try {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) throw new Error(LOAD_ERROR);
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { name: billingName || undefined, email: billingEmail || undefined } },
      });
      if (result.error) throw new Error(result.error.message || PAYMENT_ERROR);
      const paymentMethod = result.setupIntent.payment_method;
      const id = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
      if (!id) throw new Error(PAYMENT_ERROR);
      await onCardSaved(id);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : PAYMENT_ERROR);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm">
        <span className="font-medium">{plan.displayName} plan</span>
        <span className="font-semibold tabular-nums">
          {formatPrice(plan.price)}
          {plan.price > 0 ? <span className="font-normal text-muted-foreground">/month</span> : null}
        </span>
      </div>
      <div className="grid gap-2">
        <p id={labelId} className="flex items-center gap-2 text-sm font-medium">
          <CreditCard className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          Card details
        </p>
        <div
          role="group"
          aria-labelledby={labelId}
          aria-busy={!ready}
          className="flex min-h-11 min-w-0 items-center overflow-hidden rounded-lg border border-input bg-surface px-3 py-2.5 text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
        >
          <div ref={mountRef} className="min-w-0 flex-1" />
          {!ready && !error ? (
            <LoaderCircle
              className="h-4 w-4 animate-spin text-muted-foreground"
              aria-label="Loading the payment form"
            />
          ) : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="h-3 w-3" aria-hidden="true" />
          Your card is saved by Stripe; SOE never sees its number. Billed monthly, cancel any time.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || !complete || busy}>
          {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {busy ? 'Processing...' : 'Subscribe Now'}
        </Button>
      </div>
    </form>
  );
}
