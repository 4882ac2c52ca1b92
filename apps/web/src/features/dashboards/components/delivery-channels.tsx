import { useId } from 'react';
import { PLANS, WEBHOOKS_MESSAGE } from '@soe/shared';
import { Link } from 'react-router';
import { Input, Label } from '@/components/ui/input';
import { useUser } from '@/lib/auth';

export interface ChannelsValue {
  email: boolean;
  webhookUrl: string;
}

/**
 * Where a delivery goes: the in-app list always, email when ticked, an incoming webhook (Enterprise) when given.
 * The webhook address is write-only: a saved one is never shown again, only its host.
 */
export function DeliveryChannelsFields({
  value,
  onChange,
  disabled,
  webhookError,
}: {
  value: ChannelsValue;
  onChange: (value: ChannelsValue) => void;
  disabled?: boolean;
  webhookError?: string;
}) {
  const id = useId();
  const { data: user } = useUser();
  const webhooks = user ? (PLANS[user.subscriptionTier] ?? PLANS.free).webhooks : true;
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-1.5 text-sm font-medium">Deliver to</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked disabled className="h-4 w-4 accent-primary" />
        In the app (always)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.email}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, email: event.target.checked })}
          className="h-4 w-4 accent-primary"
        />
        Email
      </label>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-webhook`}>Webhook URL (Enterprise)</Label>
        <Input
          id={`${id}-webhook`}
          type="url"
          inputMode="url"
          placeholder="https://hooks.slack.com/services/…"
          autoComplete="off"
          value={value.webhookUrl}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, webhookUrl: event.target.value })}
          aria-invalid={webhookError ? true : undefined}
          aria-describedby={`${id}-webhook-hint`}
        />
        <p id={`${id}-webhook-hint`} className="text-xs text-muted-foreground">
          {webhookError ? (
            <span className="font-medium text-destructive">{webhookError}</span>
          ) : webhooks ? (
            'An incoming webhook of Slack, Teams or any service that takes one. Optional.'
          ) : (
            <>
              {WEBHOOKS_MESSAGE}{' '}
              <Link to="/subscription-plans" className="font-semibold underline underline-offset-2">
                Upgrade
              </Link>
            </>
          )}
        </p>
      </div>
    </fieldset>
  );
}

/** The channels as the API takes them; an empty webhook field sends none. */
export function channelsInput(value: ChannelsValue): { email: boolean; webhookUrl?: string } {
  const url = value.webhookUrl.trim();
  return url ? { email: value.email, webhookUrl: url } : { email: value.email };
}
