import { cn } from '@/lib/utils';
import { STATUS_LABELS, type SystemStatus } from '../types';

const COLOURS: Record<SystemStatus, string> = {
  connected: 'bg-emerald-500',
  limited: 'bg-amber-500',
  disconnected: 'bg-zinc-400',
  error: 'bg-red-500',
};

/** A coloured dot with its status as text for screen readers. */
export function StatusDot({ status, className }: { status: SystemStatus; className?: string }) {
  return (
    <span className={cn('relative inline-flex h-2.5 w-2.5 shrink-0', className)}>
      <span
        aria-hidden="true"
        className={cn('h-2.5 w-2.5 rounded-full ring-2 ring-surface', COLOURS[status] ?? COLOURS.disconnected)}
      />
      <span className="sr-only">{STATUS_LABELS[status] ?? status}</span>
    </span>
  );
}
