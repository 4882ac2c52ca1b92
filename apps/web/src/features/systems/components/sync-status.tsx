import { relativeTime } from '@/lib/utils';
import { STATUS_LABELS, type ConnectedSystem } from '../types';
import { StatusDot } from './status-dot';

/** Last-synced text: 'Synced 5 minutes ago' or 'Never synced'. */
export function syncedText(system: Pick<ConnectedSystem, 'lastSynced'>): string {
  return system.lastSynced ? `Synced ${relativeTime(system.lastSynced).toLowerCase()}` : 'Never synced';
}

/** A system's status with its reason (limited or error) and when it last synced. */
export function SyncStatus({ system }: { system: ConnectedSystem }) {
  return (
    <p className="flex items-start gap-2 text-sm" aria-live="polite">
      <StatusDot status={system.status} className="mt-1.5" />
      <span>
        <span className="font-medium">{STATUS_LABELS[system.status]}</span>
        {system.statusMessage ? <span className="text-muted-foreground"> — {system.statusMessage}</span> : null}
        <span className="text-muted-foreground"> · {syncedText(system)}</span>
      </span>
    </p>
  );
}
