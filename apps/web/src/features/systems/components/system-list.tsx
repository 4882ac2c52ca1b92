import { Settings2 } from 'lucide-react';
import { DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/spinner';
import { useSystems } from '../api/get-systems';
import { systemTypeLabel } from '../types';
import { StatusDot } from './status-dot';
import { syncedText } from './sync-status';
import { SystemSettingsDialog } from './system-settings-dialog';

/** The sidebar's Connected Systems list: status dot, last-synced text and a settings dialog. */
export function SystemList() {
  const { data: systems, isLoading, isError } = useSystems();
  if (isLoading) {
    return (
      <div className="grid gap-2 px-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    );
  }
  if (isError) return <p className="px-3 text-xs text-destructive">Could not load systems.</p>;
  if (!systems?.length) return <p className="px-3 text-xs text-muted-foreground">No systems connected yet.</p>;
  return (
    <ul className="grid gap-0.5">
      {systems.map((system) => (
        <li key={system.id} className="group flex items-center gap-2.5 rounded-lg px-3 py-2 hover:bg-muted">
          <StatusDot status={system.status} />
          <span className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium">{system.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {systemTypeLabel(system)} ·{' '}
              {system.access && system.access !== 'owner' ? `shared by ${system.sharedBy ?? 'a member'} · ` : ''}
              {syncedText(system)}
            </span>
          </span>
          <SystemSettingsDialog
            system={system}
            trigger={
              <DialogTrigger
                aria-label={`Settings for ${system.name}`}
                className="rounded-md p-1.5 text-muted-foreground opacity-70 transition hover:bg-surface hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100"
              >
                <Settings2 className="h-4 w-4" aria-hidden="true" />
              </DialogTrigger>
            }
          />
        </li>
      ))}
    </ul>
  );
}
