import { Activity, Settings2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { relativeTime } from '@/lib/utils';
import { useDeleteSystem } from '../api/delete-system';
import { useTestSystem } from '../api/test-system';
import { STATUS_LABELS, SYSTEM_TYPE_LABELS, type ConnectedSystem } from '../types';
import { StatusDot } from './status-dot';
import { SystemSettingsDialog } from './system-settings-dialog';

/** Integrations: every connected system with its status, address and actions. */
export function SystemsTable({ systems }: { systems: ConnectedSystem[] }) {
  const test = useTestSystem();
  const remove = useDeleteSystem();

  return (
    <ul className="grid gap-3">
      {systems.map((system) => (
        <li key={system.id} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <StatusDot status={system.status} className="mt-1.5" />
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{system.name}</span>
                <Badge tone="grey">{SYSTEM_TYPE_LABELS[system.type] ?? system.type}</Badge>
                {system.isDemo ? <Badge tone="accent">Built-in</Badge> : null}
              </p>
              <p className="truncate font-mono text-xs text-muted-foreground">{system.connectionDetails.url}</p>
              <p className="text-xs text-muted-foreground">
                {STATUS_LABELS[system.status]}
                {system.statusMessage ? ` — ${system.statusMessage}` : ''} · {system.lastSynced ? `Synced ${relativeTime(system.lastSynced).toLowerCase()}` : 'Never synced'} ·{' '}
                {system.connectionDetails.connector}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={test.isPending && test.variables === system.id}
              onClick={() =>
                test.mutate(system.id, {
                  onSuccess: () => notify('Connection OK', `${system.name} answered.`),
                  onError: (error) => notifyError('Connection failed', errorMessage(error, `Could not reach ${system.name}.`)),
                })
              }
            >
              <Activity className="h-4 w-4" aria-hidden="true" />
              Test
            </Button>
            <SystemSettingsDialog
              system={system}
              trigger={
                <DialogTrigger asChild>
                  <Button variant="secondary" size="sm" aria-label={`Settings for ${system.name}`}>
                    <Settings2 className="h-4 w-4" aria-hidden="true" />
                    <span className="hidden sm:inline">Settings</span>
                  </Button>
                </DialogTrigger>
              }
            />
            {!system.isDemo ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${system.name}`}
                onClick={() => {
                  if (!window.confirm(`Remove ${system.name}? Its stored credentials are deleted.`)) return;
                  remove.mutate(system.id, {
                    onSuccess: () => notify('System removed', `${system.name} is no longer connected.`),
                    onError: (error) => notifyError('Remove failed', errorMessage(error, `Could not remove ${system.name}.`)),
                  });
                }}
              >
                <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
