import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Share of a limit used, 0–100; unlimited limits (-1) have no share. */
export function usedPercent(used: number, max: number): number | null {
  if (max < 0) return null;
  if (max === 0) return 100;
  return Math.min(100, Math.round((used / max) * 100));
}

/** One figure against its plan limit, with a bar that turns red near the limit. */
export function UsageMeter({
  label,
  used,
  max,
  icon: Icon,
  note,
}: {
  label: string;
  used: number;
  max: number;
  icon: LucideIcon;
  note?: string;
}) {
  const percent = usedPercent(used, max);
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="mt-3 text-3xl font-bold tabular-nums">
        {used}
        <span className="ml-1 text-base font-medium text-muted-foreground">
          / {percent === null ? 'unlimited' : max}
        </span>
      </p>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={`${used} of ${max}`}
          className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', percent >= 90 ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      {note ? <p className="mt-3 text-sm text-muted-foreground">{note}</p> : null}
    </Card>
  );
}
