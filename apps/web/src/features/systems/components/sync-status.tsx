import { relativeTime } from '@/lib/utils';
import { STATUS_LABELS, type ConnectedSystem } from '../types';
import { StatusDot } from './status-dot';

/** Last-synced text: 'Synced 5 minutes ago' or 'Never synced'. */
export function syncedText(system: Pick<ConnectedSystem, 'lastSynced'>): string {
  return system.lastSynced ? `Synced ${relativeTime(system.lastSynced).toLowerCase()}` : 'Never synced';
}

/**
 * How much of a wide schema is read while the rest is read in the background: 'Reading tables: 500 of 10,000';
 * null once it is whole.
 */
export function schemaProgressText(system: Pick<ConnectedSystem, 'schemaProgress'>): string | null {
  const progress = system.schemaProgress;
  if (!progress) return null;
  return `Reading tables: ${progress.read.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')}`;
}

/** A system's status with its reason (limited or error), when it last synced, and how much of its schema is read. */
export function SyncStatus({ system }: { system: ConnectedSystem }) {
  const reading = schemaProgressText(system);
  return (
    <p className="flex items-start gap-2 text-sm" aria-live="polite">
      <StatusDot status={system.status} className="mt-1.5" />
      <span>
        <span className="font-medium">{STATUS_LABELS[system.status]}</span>
        {system.statusMessage ? <span className="text-muted-foreground"> — {system.statusMessage}</span> : null}
        <span className="text-muted-foreground"> · {syncedText(system)}</span>
        {/* Not announced at each poll: the status around it is, when it changes. */}
        {reading ? (
          <span className="text-muted-foreground" aria-live="off">
            {' '}
            · {reading}
          </span>
        ) : null}
      </span>
    </p>
  );
}
