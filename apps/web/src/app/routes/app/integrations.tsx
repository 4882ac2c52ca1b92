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
import { ConnectSystemDialog } from '@/features/systems/components/connect-system-dialog';
import { SchemaBrowser } from '@/features/systems/components/schema-browser';
import { SystemLinks } from '@/features/systems/components/system-links';
import { SystemsTable } from '@/features/systems/components/systems-table';
import { useSystemCapacity } from '@/features/systems/hooks/use-system-capacity';
import { SYSTEM_LIMIT_TEXT } from '@/features/systems/types';
import { useUsage } from '@/features/usage/api/get-usage';
import { useUser } from '@/lib/auth';

/** Integrations (decisions §1): the user's systems with status, a schema browser, and 'N of max' from the plan. */
export default function IntegrationsRoute() {
  const { data: user } = useUser();
  const { data: systems = [], isLoading, isError, refetch } = useSystems();
  const { data: usage } = useUsage();
  const capacity = useSystemCapacity();
  const plan = PLANS[user?.subscriptionTier ?? 'free'] ?? PLANS.free;
  // The server's count wins; the client's own count covers an older server without /api/usage.
  const used = usage?.systemsUsed ?? capacity.used;
  const max = usage?.maxSystems ?? capacity.max;
  const canConnect = used < max;

  useEffect(() => {
    document.title = 'Integrations · SOE';
  }, []);

  return (
    <PageContainer>
      <PageHeader
        title="Integrations"
        description={
          <>
            <span className="font-semibold text-foreground" data-testid="systems-usage">
              {used} of {max}
            </span>{' '}
            {max === 1 ? 'system' : 'systems'} connected on the {plan.displayName} plan ·{' '}
            {plan.canWrite ? 'read and write' : 'read-only'} access. The built-in Demo Company is not counted.
          </>
        }
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
          <p className="max-w-sm text-sm text-muted-foreground">
            Connect a CRM, ERP, analytics tool or database to ask questions about its data.
          </p>
        </div>
      )}
      <SystemLinks />
      {!isLoading && !isError ? <SchemaBrowser systems={systems} /> : null}
      <section aria-labelledby="supported" className="grid gap-3">
        <h2 id="supported" className="text-sm font-semibold">
          Supported connections
        </h2>
        <ul className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {[
            ['Databases', 'PostgreSQL and MySQL/MariaDB, read-only transactions'],
            ['CRM', 'Salesforce and HubSpot'],
            ['ERP and analytics', 'SAP and other OData v4 services, Tableau'],
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
