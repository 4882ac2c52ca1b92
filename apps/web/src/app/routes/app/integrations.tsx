import { useEffect } from 'react';
import { PLANS } from '@soe/shared';
import { Plug, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useSystems } from '@/features/systems/api/get-systems';
import { ConnectSystemDialog, SYSTEM_LIMIT_TEXT } from '@/features/systems/components/connect-system-dialog';
import { SystemsTable } from '@/features/systems/components/systems-table';
import { useUser } from '@/lib/auth';

export default function IntegrationsRoute() {
  const { data: user } = useUser();
  const { data: systems = [], isLoading, isError, refetch } = useSystems();
  const plan = PLANS[user?.subscriptionTier ?? 'free'];
  const canConnect = systems.length < plan.maxSystems;

  useEffect(() => {
    document.title = 'Integrations · SOE';
  }, []);

  return (
    <PageContainer>
      <PageHeader
        title="Integrations"
        description={`${systems.length} of ${plan.maxSystems} ${plan.maxSystems === 1 ? 'system' : 'systems'} on the ${plan.displayName} plan · ${plan.canWrite ? 'read and write' : 'read-only'} access`}
        actions={
          <ConnectSystemDialog
            canConnect={canConnect}
            trigger={
              <DialogTrigger asChild>
                <Button>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Connect System
                </Button>
              </DialogTrigger>
            }
          />
        }
      />
      {!canConnect && !isLoading ? (
        <Alert tone="warning">
          {SYSTEM_LIMIT_TEXT}{' '}
          <Link to="/subscription-plans" className="font-semibold underline underline-offset-2">
            View Plans
          </Link>
        </Alert>
      ) : null}
      {isLoading ? (
        <div className="grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : isError ? (
        <Alert tone="error" title="Could not load your systems">
          <button type="button" className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : systems.length ? (
        <SystemsTable systems={systems} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-12 text-center">
          <Plug className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No systems connected</p>
          <p className="max-w-sm text-sm text-muted-foreground">Connect a CRM, ERP, analytics tool or database to ask questions about its data.</p>
        </div>
      )}
      <section aria-labelledby="supported" className="grid gap-3">
        <h2 id="supported" className="text-sm font-semibold">
          Supported connections
        </h2>
        <ul className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {[
            ['Databases', 'PostgreSQL and MySQL/MariaDB, read-only transactions'],
            ['CRM', 'Salesforce and HubSpot'],
            ['ERP', 'SAP and other OData v4 services'],
            ['Custom API', 'OpenAPI-described REST APIs and MCP servers (Enterprise)'],
          ].map(([title, text]) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-4">
              <p className="font-medium">{title}</p>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/subscription-plans" className={buttonClasses('link', 'sm', 'w-fit')}>
          Compare plan limits
        </Link>
      </section>
    </PageContainer>
  );
}
