import { useState } from 'react';
import { PLANS, type SessionUser } from '@soe/shared';
import { Crown, LogOut, Plug } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { StatusDot } from '@/features/systems/components/status-dot';
import type { ConnectedSystem } from '@/features/systems/types';
import { systemTypeLabel } from '@/features/systems/types';
import { SYSTEM_LIMIT_TEXT } from '@/features/systems/components/connect-system-dialog';
import { usePlans } from '@/features/subscription/api/get-plans';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { SubscriptionDialog } from '@/features/subscription/components/subscription-dialog';
import { FOR_SALE, planChoice } from '@/features/subscription/lib/plan-order';
import { useBillingConfig } from '@/features/subscription/api/get-billing-config';
import { useSignOut } from '@/lib/auth';
import { displayName, formatDate, initial, providerLabel } from '@/lib/utils';
import { roleLabel } from './role-label';

// The role's wording lives apart so the sidebar can show it without loading this panel.
export { roleLabel };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      {/* Wraps rather than cuts: a date or an email is read whole on a phone too. */}
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * The body of My Account (spec §2): Profile, Systems and Subscription tabs, all from the real session and
 * systems. The header shows it inside its sheet and loads it only when the sheet opens.
 */
export function AccountPanel({ user, systems }: { user: SessionUser; systems: ConnectedSystem[] }) {
  const { signOut, isPending: signingOut } = useSignOut();
  const { data: plans = PLANS } = usePlans();
  const { data: subscription } = useCurrentSubscription();
  const { data: billing } = useBillingConfig();
  const canPay = Boolean(billing?.configured && billing.publishableKey);
  const [plansOpen, setPlansOpen] = useState(false);
  const tier = subscription?.tier ?? user.subscriptionTier;
  const plan = plans[tier] ?? PLANS.free;
  // What the plan counts: connected systems other than the built-in demo (decisions §3).
  const own = systems.filter((system) => !system.isDemo);
  const builtIn = systems.filter((system) => system.isDemo);
  const counted = own.filter((system) => system.status !== 'disconnected');

  return (
    <Tabs defaultValue="profile" className="p-5">
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="systems">Systems</TabsTrigger>
        <TabsTrigger value="subscription">Subscription</TabsTrigger>
      </TabsList>

      <TabsContent value="profile" className="mt-6 grid gap-5">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
          >
            {initial(user.username)}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="flex items-center gap-1.5 truncate font-semibold">
              {displayName(user)}
              {user.isOwner ? <Crown className="h-4 w-4 text-amber-500" aria-label="Owner" /> : null}
            </p>
            <p className="text-sm text-muted-foreground">{roleLabel(user)}</p>
            <TierBadge tier={user.subscriptionTier} className="w-fit" />
          </div>
        </div>
        <dl className="divide-y divide-border rounded-lg border border-border px-4">
          <Row label="Username">{user.username}</Row>
          <Row label="Email">{user.email || '—'}</Row>
          <Row label="Member since">{formatDate(user.createdAt)}</Row>
          <Row label="Authentication">{providerLabel(user.provider)}</Row>
          <Row label="Access">
            <span className="inline-flex items-center gap-2">
              <AccessBadge level={user.accessLevel} />
              <span className="text-muted-foreground">
                {user.accessLevel === 'read' ? 'Read Only' : 'Read & Write'}
              </span>
            </span>
          </Row>
        </dl>
        <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign Out
        </Button>
      </TabsContent>

      <TabsContent value="systems" className="mt-6 grid gap-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Your plan:</span>{' '}
          <span className="font-semibold">
            {counted.length} of {plan.maxSystems}
          </span>{' '}
          <span className="text-muted-foreground">systems connected</span>
        </p>
        <SystemRows systems={own} empty="None yet: connect your first system below." />
        {builtIn.length ? (
          <div className="grid gap-2">
            {/* The demo is listed apart: it comes with every account and the plan does not count it. */}
            <p className="text-xs text-muted-foreground">Included with every account, not counted by your plan</p>
            <SystemRows systems={builtIn} />
          </div>
        ) : null}
        {counted.length < plan.maxSystems ? (
          <Link to="/app/integrations" className={buttonClasses('primary', 'md', 'w-full')}>
            <Plug className="h-4 w-4" aria-hidden="true" />
            Connect New System
          </Link>
        ) : (
          <div
            role="status"
            className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>{SYSTEM_LIMIT_TEXT}</p>
            <Link to="/subscription-plans" className={buttonClasses('secondary', 'sm', 'w-fit')}>
              View Plans
            </Link>
          </div>
        )}
      </TabsContent>

      <TabsContent value="subscription" className="mt-6 grid gap-4">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border p-4">
          <div className="grid gap-1">
            <p className="text-xs text-muted-foreground">Current plan</p>
            <p className="flex items-center gap-2 font-semibold">
              {plan.displayName}
              <TierBadge tier={tier} />
            </p>
            {subscription?.cancelAt ? (
              <p className="text-xs text-muted-foreground">Ends {formatDate(subscription.cancelAt)}</p>
            ) : null}
          </div>
          {tier !== 'staff_admin' ? (
            <Button size="sm" onClick={() => setPlansOpen(true)}>
              Upgrade Plan
            </Button>
          ) : null}
        </div>
        {FOR_SALE.map((option) => {
          const choice = planChoice(tier, option, { canPay, billed: Boolean(subscription?.billed) });
          const name = plans[option].displayName;
          const label = choice.kind === 'current' ? 'Current' : choice.label;
          return (
            <PlanCard
              key={option}
              compact
              plan={plans[option]}
              current={choice.kind === 'current'}
              action={
                <div className="grid gap-1.5">
                  <Button
                    variant={choice.kind === 'upgrade' && choice.enabled ? 'primary' : 'secondary'}
                    size="sm"
                    className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                    disabled={choice.kind === 'current'}
                    aria-disabled={!choice.enabled || undefined}
                    aria-describedby={choice.reason ? `account-plan-reason-${option}` : undefined}
                    aria-label={
                      choice.kind === 'current' || choice.kind === 'included'
                        ? `${name}: ${label}`
                        : `${label} to ${name}`
                    }
                    onClick={() => choice.enabled && setPlansOpen(true)}
                  >
                    {label}
                  </Button>
                  {choice.reason ? (
                    <p id={`account-plan-reason-${option}`} className="text-xs text-muted-foreground">
                      {choice.reason}
                    </p>
                  ) : null}
                </div>
              }
            />
          );
        })}
        <SubscriptionDialog open={plansOpen} onOpenChange={setPlansOpen} />
      </TabsContent>
    </Tabs>
  );
}

function SystemRows({ systems, empty }: { systems: ConnectedSystem[]; empty?: string }) {
  if (!systems.length) return empty ? <p className="text-sm text-muted-foreground">{empty}</p> : null;
  return (
    <ul className="grid gap-2">
      {systems.map((system) => (
        <li key={system.id} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5">
          <StatusDot status={system.status} />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{system.name}</span>
          <span className="text-xs text-muted-foreground">{systemTypeLabel(system)}</span>
        </li>
      ))}
    </ul>
  );
}
