import type { Alert } from '@soe/shared';
import { BellRing, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { formatFigure } from '@/lib/data-blocks';
import { notify, notifyError } from '@/lib/toast';
import { relativeTime } from '@/lib/utils';
import { useAlerts, useDeleteAlert, useSetAlertEnabled } from '../api/alerts';

const CHECKS: Record<Alert['check'], string> = {
  hourly: 'Checked hourly',
  daily: 'Checked daily',
  weekly: 'Checked weekly',
};

function AlertRow({ alert }: { alert: Alert }) {
  const toggle = useSetAlertEnabled();
  const remove = useDeleteAlert();
  return (
    <li className="grid gap-2 border-t border-border py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {alert.title} {alert.triggered ? <Badge tone="amber">Holding now</Badge> : null}
          {alert.lastStatus === 'failed' ? <Badge tone="red">Failed</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {CHECKS[alert.check]} on {alert.systemName}
          {alert.lastValue !== null ? ` · last reading ${formatFigure(alert.lastValue)}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">
          Last check: {alert.lastRunAt ? relativeTime(alert.lastRunAt) : 'not yet'}
          {alert.lastStatus === 'failed' && alert.lastError ? ` (${alert.lastError})` : ''}
          {' · '}
          {alert.enabled ? 'active' : 'paused'}
        </p>
      </div>
      <div className="flex items-center gap-1.5">
        <label className="mr-1 inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={alert.enabled}
            disabled={toggle.isPending}
            aria-label={`Enabled: ${alert.title}`}
            onChange={(event) =>
              toggle.mutate(
                { id: alert.id, enabled: event.target.checked },
                {
                  onError: (error) =>
                    notifyError('Could not change the alert', errorMessage(error, 'Please try again.')),
                },
              )
            }
            className="h-4 w-4 accent-primary"
          />
          Enabled
        </label>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={remove.isPending}
          aria-label={`Delete alert: ${alert.title}`}
          onClick={() =>
            remove.mutate(alert.id, {
              onSuccess: () => notify('Alert deleted'),
              onError: (error) => notifyError('Could not delete the alert', errorMessage(error, 'Please try again.')),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * Every alert of the viewer, whether set on a tile or in the chat ("alert me when …"): what it watches, its last
 * reading, and its controls. A notification of a chat-made alert leads here (#alerts).
 */
export function AlertsPanel() {
  const { data: alerts = [] } = useAlerts();
  if (alerts.length === 0) return null;
  return (
    <Card id="alerts" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-4 w-4" aria-hidden="true" />
          Alerts
        </CardTitle>
        <CardDescription>Figures you asked to be told about when they cross a line.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Alerts">
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
