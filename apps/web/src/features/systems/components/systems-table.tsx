import { Activity, LoaderCircle, Settings2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { useSystemActions } from '../hooks/use-system-actions';
import { SHARE_LABELS, systemTypeLabel, type ConnectedSystem } from '../types';
import { BusinessTermsDialog } from './business-terms-dialog';
import { SyncStatus } from './sync-status';
import { SystemSettingsDialog } from './system-settings-dialog';

/** Integrations: every connected system with its status, address and actions. */
export function SystemsTable({ systems }: { systems: ConnectedSystem[] }) {
  return (
    <ul className="grid gap-3" aria-label="Connected systems">
      {systems.map((system) => (
        <SystemRow key={system.id} system={system} />
      ))}
    </ul>
  );
}

function SystemRow({ system }: { system: ConnectedSystem }) {
  const actions = useSystemActions(system);
  const shared = system.access !== undefined && system.access !== 'owner';
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{system.name}</span>
          <Badge tone={system.isDemo ? 'accent' : 'grey'}>{systemTypeLabel(system)}</Badge>
          {shared ? (
            <Badge tone="purple">
              Shared by {system.sharedBy ?? 'a member'} · {SHARE_LABELS[system.access === 'write' ? 'write' : 'read']}
            </Badge>
          ) : null}
          {!shared && system.shareAccess && system.shareAccess !== 'none' ? (
            <Badge tone="blue">Shared with workspace · {SHARE_LABELS[system.shareAccess]}</Badge>
          ) : null}
        </p>
        {system.connectionDetails.url ? (
          <p className="truncate font-mono text-xs text-muted-foreground">{system.connectionDetails.url}</p>
        ) : null}
        <SyncStatus system={system} />
      </div>
      <div className="flex shrink-0 gap-2">
        {shared ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={actions.testing}
            onClick={actions.test}
            aria-label={`Test ${system.name}`}
          >
            {actions.testing ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Activity className="h-4 w-4" aria-hidden="true" />
            )}
            Test
          </Button>
        )}
        <BusinessTermsDialog system={system} />
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
      </div>
    </li>
  );
}
