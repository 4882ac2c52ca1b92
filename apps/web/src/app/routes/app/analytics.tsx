import { useEffect } from 'react';
import { PLANS, type Tier } from '@soe/shared';
import { Lock, MessageSquare, Plug, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useConversations } from '@/features/chat/api/get-conversations';
import { useSystems } from '@/features/systems/api/get-systems';
import { useUsage } from '@/features/usage/api/get-usage';
import { useUsageHistory } from '@/features/usage/api/get-usage-history';
import { UsageChart } from '@/features/usage/components/usage-chart';
import { UsageMeter } from '@/features/usage/components/usage-meter';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/utils';

/** Usage history is advanced analytics (decisions §3). */
const ADVANCED_ANALYTICS: Tier[] = ['pro', 'enterprise', 'staff_admin'];

/** Analytics (decisions §1): the period's usage against the plan's limits, and the monthly history on plans that include it. */
export default function AnalyticsRoute() {
  const { data: user } = useUser();
  const { data: usage, isLoading } = useUsage();
  const { data: systems = [] } = useSystems();
  const { data: conversations = [] } = useConversations();
  const tier = usage?.tier && usage.tier in PLANS ? (usage.tier as Tier) : (user?.subscriptionTier ?? 'free');
  const advanced = ADVANCED_ANALYTICS.includes(tier);
  const history = useUsageHistory(Boolean(user) && advanced);
  useEffect(() => {
    document.title = 'Analytics · SOE';
  }, []);
  if (!user) return null;
  const plan = PLANS[tier] ?? PLANS.free;
  const canWrite = usage?.canWrite ?? (plan.canWrite && user.accessLevel !== 'read');
  const maxQueries = usage?.maxQueries ?? plan.maxQueries;
  const points =
    advanced && history.data
      ? history.data.periods
      : usage
        ? [{ period: usage.periodStart.slice(0, 7), queries: usage.queriesUsed }]
        : [];

  return (
    <PageContainer>
      <PageHeader
        title="Analytics"
        description={
          usage
            ? `Usage from ${formatDate(usage.periodStart)} to ${formatDate(usage.periodEnd)} on the ${plan.displayName} plan.`
            : `Usage against the limits of the ${plan.displayName} plan.`
        }
        actions={
          <Link to="/subscription-plans" className={buttonClasses('secondary')}>
            Change plan
          </Link>
        }
      />
      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          <UsageMeter
            label="Questions this period"
            used={usage?.queriesUsed ?? 0}
            max={maxQueries}
            icon={MessageSquare}
          />
          <UsageMeter
            label="Connected systems"
            used={usage?.systemsUsed ?? systems.filter((s) => !s.isDemo).length}
            max={usage?.maxSystems ?? plan.maxSystems}
            icon={Plug}
            note="The built-in demo company does not count."
          />
          <Card className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-muted-foreground">Write access</p>
              <ShieldCheck className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            </div>
            <p className="mt-3 text-3xl font-bold">{canWrite ? 'Enabled' : 'Read-only'}</p>
            <p className="mt-3 text-sm text-muted-foreground">
              {canWrite
                ? 'Changes are previewed and run only after you confirm them.'
                : plan.canWrite
                  ? 'Your account has read access; a staff administrator can give it write access.'
                  : 'Upgrade to Pro to make changes in your systems.'}
            </p>
          </Card>
        </div>
      )}

      <Card className="grid gap-4 p-5">
        {advanced && history.isLoading ? (
          <Skeleton className="h-72" />
        ) : (
          <UsageChart
            points={points}
            limit={maxQueries}
            title={advanced ? 'Questions per month' : 'Questions this month'}
          />
        )}
        {!advanced ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
            <p className="flex items-center gap-2 text-muted-foreground">
              <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
              Usage history is part of advanced analytics, included in the Pro and Enterprise plans.
            </p>
            <Link to="/subscription-plans" className={buttonClasses('secondary', 'sm')}>
              View Plans
            </Link>
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="activity" className="grid gap-4">
        <h2 id="activity" className="text-base font-semibold">
          Activity
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            ['Conversations', conversations.length],
            ['Systems connected', systems.filter((s) => s.status === 'connected').length],
            ['Systems with issues', systems.filter((s) => s.status === 'error' || s.status === 'limited').length],
            ['Plan', plan.displayName],
          ].map(([label, value]) => (
            <Card key={label} className="p-5">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="mt-2 text-2xl font-semibold tabular-nums">{value}</p>
            </Card>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}
