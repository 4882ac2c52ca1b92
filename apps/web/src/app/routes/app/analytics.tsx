import { useEffect } from 'react';
import { PLANS } from '@soe/shared';
import { MessageSquare, Plug, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useConversations } from '@/features/chat/api/get-conversations';
import { useSystems } from '@/features/systems/api/get-systems';
import { useUsage } from '@/features/usage/api/get-usage';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/utils';

function Meter({ label, used, max, icon: Icon }: { label: string; used: number; max: number; icon: typeof Plug }) {
  const unlimited = max < 0;
  const percent = unlimited || max === 0 ? 0 : Math.min(100, Math.round((used / max) * 100));
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="mt-3 text-3xl font-bold tabular-nums">
        {used}
        <span className="ml-1 text-base font-medium text-muted-foreground">/ {unlimited ? 'unlimited' : max}</span>
      </p>
      {!unlimited ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={percent >= 90 ? 'h-full rounded-full bg-destructive' : 'h-full rounded-full bg-primary'} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </Card>
  );
}

export default function AnalyticsRoute() {
  const { data: user } = useUser();
  const { data: usage, isLoading } = useUsage();
  const { data: systems = [] } = useSystems();
  const { data: conversations = [] } = useConversations();
  useEffect(() => {
    document.title = 'Analytics · SOE';
  }, []);
  if (!user) return null;
  const plan = PLANS[user.subscriptionTier] ?? PLANS.free;
  const canWrite = usage?.canWrite ?? plan.canWrite;

  return (
    <PageContainer>
      <PageHeader
        title="Analytics"
        description={usage ? `Usage from ${formatDate(usage.periodStart)} to ${formatDate(usage.periodEnd)} on the ${plan.displayName} plan.` : `Usage against the limits of the ${plan.displayName} plan.`}
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
          <Meter label="Questions this period" used={usage?.queriesUsed ?? 0} max={usage?.maxQueries ?? plan.maxQueries} icon={MessageSquare} />
          <Meter label="Connected systems" used={usage?.systemsUsed ?? systems.length} max={usage?.maxSystems ?? plan.maxSystems} icon={Plug} />
          <Card className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-muted-foreground">Write access</p>
              <ShieldCheck className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            </div>
            <p className="mt-3 text-3xl font-bold">{canWrite && user.accessLevel !== 'read' ? 'Enabled' : 'Read-only'}</p>
            <p className="mt-3 text-sm text-muted-foreground">
              {canWrite ? 'Your plan allows changes, previewed and confirmed before they run.' : 'Upgrade to Pro to make changes in your systems.'}
            </p>
          </Card>
        </div>
      )}
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
