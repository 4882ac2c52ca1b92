import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorMessage } from '@/lib/api-client';
import { useScheduledJobs } from '../api/get-scheduled-jobs';

function when(value: string | null): string {
  return value ? new Date(value).toLocaleString() : '—';
}

const COLUMNS = ['Kind', 'Title', 'Owner', 'Last run', 'Next run', 'Status', 'Failures'];

/** Staff: every scheduled delivery and alert, when it ran and runs next, how it went, and the queue behind them. */
export function ScheduledJobs() {
  const jobs = useScheduledJobs(true);
  const queue = jobs.data?.queue;
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Scheduled jobs</CardTitle>
          <CardDescription>
            Scheduled deliveries and alerts of every account.
            {queue ? ` Queue: ${queue.queued} waiting, ${queue.active} running, ${queue.failed} failed.` : ''}
          </CardDescription>
        </div>
        <Button variant="secondary" size="sm" disabled={jobs.isFetching} onClick={() => void jobs.refetch()}>
          <RefreshCw className={jobs.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      {jobs.isLoading ? (
        <div className="p-5">
          <Spinner label="Loading scheduled jobs..." />
        </div>
      ) : jobs.isError ? (
        <div className="p-5">
          <Alert tone="error">{errorMessage(jobs.error, 'Could not load the scheduled jobs')}</Alert>
        </div>
      ) : !jobs.data?.jobs.length ? (
        <p className="p-5 text-sm text-muted-foreground">No scheduled jobs</p>
      ) : (
        <TableScroll label="Scheduled jobs">
          <table className="w-full text-sm">
            <caption className="sr-only">Scheduled jobs</caption>
            <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {COLUMNS.map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((job) => (
                <tr key={`${job.kind}-${job.id}`} className="border-t border-border">
                  <td className="whitespace-nowrap px-4 py-2.5">{job.kind === 'schedule' ? 'Schedule' : 'Alert'}</td>
                  <td className="min-w-48 px-4 py-2.5">{job.title}</td>
                  <td className="px-4 py-2.5 text-muted-foreground">{job.ownerEmail}</td>
                  <td className="whitespace-nowrap px-4 py-2.5 text-muted-foreground">{when(job.lastRunAt)}</td>
                  <td className="whitespace-nowrap px-4 py-2.5 text-muted-foreground">
                    {job.enabled ? when(job.nextRunAt) : 'Paused'}
                  </td>
                  <td className="px-4 py-2.5">
                    {job.lastStatus === 'failed' ? (
                      <span className="grid gap-0.5">
                        <Badge tone="red">Failed</Badge>
                        {job.lastError ? <span className="text-xs text-muted-foreground">{job.lastError}</span> : null}
                      </span>
                    ) : job.lastStatus === 'ok' ? (
                      <Badge tone="green">OK</Badge>
                    ) : (
                      <Badge tone="grey">Not run</Badge>
                    )}
                  </td>
                  <td className="px-4 py-2.5 tabular-nums">{job.failures}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
