import { useEffect } from 'react';
import { PLANS, isStaff } from '@soe/shared';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { useActivateLlmProvider } from '@/features/llm-providers/api/activate-llm-provider';
import { useLlmProviders } from '@/features/llm-providers/api/get-llm-providers';
import { ProviderSettingsForm } from '@/features/llm-providers/components/provider-settings-form';
import { NetworkAccessForm } from '@/features/network/components/network-access-form';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useTheme } from '@/lib/theme';
import { notify, notifyError } from '@/lib/toast';
import { cn, displayName, formatDate } from '@/lib/utils';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:items-center">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

function Providers() {
  const { data: providers = [], isLoading } = useLlmProviders();
  const activate = useActivateLlmProvider();
  if (isLoading) return <Skeleton className="h-24" />;
  if (!providers.length)
    return <p className="text-sm text-muted-foreground">No answer providers are available on this server.</p>;
  return (
    <ul className="grid gap-2">
      {providers.map((provider) => (
        <li
          key={provider.id}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3',
            provider.isActive ? 'border-primary/50 bg-primary-soft/40' : 'border-border',
          )}
        >
          <div className="grid min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm font-semibold">
              {provider.name}
              {provider.isActive ? <Badge tone="accent">Active</Badge> : null}
              {!provider.configured ? <Badge tone="grey">Not configured</Badge> : null}
            </p>
            <p className="truncate text-xs text-muted-foreground">{provider.description || provider.settings?.model}</p>
          </div>
          {provider.isActive ? (
            <Check className="h-4 w-4 text-primary" aria-label="Active" />
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={!provider.configured || activate.isPending}
              onClick={() =>
                activate.mutate(provider.id, {
                  onSuccess: () => notify('Provider activated', `${provider.name} now answers your questions.`),
                  onError: (error) =>
                    notifyError('Activation failed', errorMessage(error, `Could not activate ${provider.name}.`)),
                })
              }
            >
              Use
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function SettingsRoute() {
  const { data: user } = useUser();
  const { theme, setTheme } = useTheme();
  useEffect(() => {
    document.title = 'Settings · SOE';
  }, []);
  if (!user) return null;
  const plan = PLANS[user.subscriptionTier] ?? PLANS.free;
  return (
    <PageContainer>
      <PageHeader
        title="Settings"
        description="Your profile, appearance and the assistant that answers your questions."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>How you sign in and what you can do.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-border">
              <Row label="Name">{displayName(user)}</Row>
              <Row label="Username">{user.username}</Row>
              <Row label="Email">{user.email || '—'}</Row>
              <Row label="Sign-in method">
                {user.provider === 'local' ? 'Local (username and password)' : user.provider}
              </Row>
              <Row label="Access level">
                <AccessBadge level={user.accessLevel} />
              </Row>
              <Row label="Member since">{formatDate(user.createdAt)}</Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Appearance</CardTitle>
            <CardDescription>Saved in this browser.</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset className="grid grid-cols-2 gap-3">
              <legend className="sr-only">Theme</legend>
              {(['light', 'dark'] as const).map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border p-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    theme === value ? 'border-primary bg-primary-soft/40' : 'border-border hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={value}
                    checked={theme === value}
                    onChange={() => setTheme(value)}
                    className="sr-only"
                  />
                  {value === 'light' ? (
                    <Sun className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Moon className="h-4 w-4" aria-hidden="true" />
                  )}
                  {value === 'light' ? 'Light' : 'Dark'}
                </label>
              ))}
            </fieldset>
            <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
              <Monitor className="h-3.5 w-3.5" aria-hidden="true" />
              Until you choose, SOE follows your system setting.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Plan</CardTitle>
            <CardDescription>{plan.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-center gap-3">
              <TierBadge tier={user.subscriptionTier} />
              <span className="text-sm text-muted-foreground">
                {plan.maxSystems} {plan.maxSystems === 1 ? 'system' : 'systems'} ·{' '}
                {plan.maxQueries === -1 ? 'unlimited' : plan.maxQueries} questions/month
              </span>
            </div>
            <Link to="/subscription-plans" className={buttonClasses('secondary', 'md', 'w-fit')}>
              Manage subscription
            </Link>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Answer provider</CardTitle>
            <CardDescription>
              SOE Local answers from your systems without a language model. Other providers need a key configured on the
              server.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Providers />
          </CardContent>
        </Card>
        {isStaff(user) ? (
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Language-model providers</CardTitle>
              <CardDescription>
                Keys, addresses and models for the whole server. Settings made here override the environment; keys are
                stored encrypted and never shown again.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProviderSettingsForm />
            </CardContent>
          </Card>
        ) : null}
        {isStaff(user) ? (
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Network access</CardTitle>
              <CardDescription>
                Which systems on this server and its private network every user may connect. Staff admins may connect
                any of them; each such connection is recorded in the audit log.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <NetworkAccessForm />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </PageContainer>
  );
}
