import { isStaff, PLANS, TIERS, type SessionUser, type Tier } from '@soe/shared';
import { Crown, LogOut, Plug } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { SheetContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { StatusDot } from '@/features/systems/components/status-dot';
import type { ConnectedSystem } from '@/features/systems/types';
import { SYSTEM_TYPE_LABELS } from '@/features/systems/types';
import { SYSTEM_LIMIT_TEXT } from '@/features/systems/components/connect-system-dialog';
import { usePlans } from '@/features/subscription/api/get-plans';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { LOGOUT_FAILURE, LOGOUT_SUCCESS, useLogout } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { displayName, formatDate, initial } from '@/lib/utils';

export function roleLabel(user: Pick<SessionUser, 'isOwner' | 'isAdmin' | 'subscriptionTier'>): string {
  if (user.isOwner) return 'Owner';
  if (isStaff(user)) return 'Administrator';
  return 'Member';
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

const TIER_ORDER: Record<Tier, number> = { free: 0, pro: 1, enterprise: 2, staff_admin: 3 };

/** My Account (spec §2): Profile, Systems and Subscription tabs, all from the real session and systems. */
export function AccountSheet({ user, systems }: { user: SessionUser; systems: ConnectedSystem[] }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const { data: plans = PLANS } = usePlans();
  const plan = plans[user.subscriptionTier] ?? PLANS.free;
  const connected = systems.filter((system) => system.status !== 'disconnected');

  return (
    <SheetContent title="My Account" description="Your profile, systems and plan.">
      <Tabs defaultValue="profile" className="p-5">
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="systems">Systems</TabsTrigger>
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
        </TabsList>

        <TabsContent value="profile" className="mt-6 grid gap-5">
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground">
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
            <Row label="Authentication">{user.provider === 'local' ? 'Local' : user.provider}</Row>
            <Row label="Access">
              <span className="inline-flex items-center gap-2">
                <AccessBadge level={user.accessLevel} />
                <span className="text-muted-foreground">{user.accessLevel === 'read' ? 'Read Only' : 'Read & Write'}</span>
              </span>
            </Row>
          </dl>
          <Button
            variant="secondary"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => {
                  notify(LOGOUT_SUCCESS.title, LOGOUT_SUCCESS.description);
                  navigate('/auth', { replace: true });
                },
                onError: () => notifyError(LOGOUT_FAILURE.title, LOGOUT_FAILURE.description),
              })
            }
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </Button>
        </TabsContent>

        <TabsContent value="systems" className="mt-6 grid gap-4">
          <p className="text-sm">
            <span className="font-semibold">
              {connected.length} of {plan.maxSystems}
            </span>{' '}
            <span className="text-muted-foreground">systems connected</span>
          </p>
          <ul className="grid gap-2">
            {systems.map((system) => (
              <li key={system.id} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5">
                <StatusDot status={system.status} />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{system.name}</span>
                <span className="text-xs text-muted-foreground">{SYSTEM_TYPE_LABELS[system.type] ?? system.type}</span>
              </li>
            ))}
          </ul>
          {connected.length < plan.maxSystems ? (
            <Link to="/app/integrations" className={buttonClasses('primary', 'md', 'w-full')}>
              <Plug className="h-4 w-4" aria-hidden="true" />
              Connect New System
            </Link>
          ) : (
            <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              <p>{SYSTEM_LIMIT_TEXT}</p>
              <Link to="/subscription-plans" className={buttonClasses('secondary', 'sm', 'w-fit')}>
                View Plans
              </Link>
            </div>
          )}
        </TabsContent>

        <TabsContent value="subscription" className="mt-6 grid gap-4">
          <div className="flex items-center justify-between rounded-lg border border-border p-4">
            <div>
              <p className="text-xs text-muted-foreground">Current plan</p>
              <p className="font-semibold">{plan.displayName}</p>
            </div>
            <Link to="/subscription-plans" className={buttonClasses('primary', 'sm')}>
              Upgrade Plan
            </Link>
          </div>
          {TIERS.filter((tier) => tier !== 'staff_admin').map((tier) => (
            <PlanCard
              key={tier}
              compact
              plan={plans[tier]}
              current={tier === user.subscriptionTier}
              action={
                tier === user.subscriptionTier ? (
                  <Button variant="secondary" size="sm" className="w-full" disabled>
                    Current
                  </Button>
                ) : (
                  <Link to="/subscription-plans" className={buttonClasses('secondary', 'sm', 'w-full')}>
                    {TIER_ORDER[tier] > TIER_ORDER[user.subscriptionTier] ? 'Upgrade' : 'Downgrade'}
                  </Link>
                )
              }
            />
          ))}
        </TabsContent>
      </Tabs>
    </SheetContent>
  );
}
