import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';

/**
 * 'Thinking' with dots cycling every 400 ms (spec §9). `detail` is a line below it, such as a long query's
 * "Still running on Chinook — 4 s"; it changes every second, so it is not read out each time.
 */
export function ThinkingIndicator({ label = 'Thinking', detail }: { label?: string; detail?: string }) {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count % 3) + 1), 400);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="grid gap-1">
      <Indicator label={label} dots={dots} />
      {detail ? (
        <p aria-live="off" data-testid="query-progress" className="pl-11 text-xs text-muted-foreground">
          {detail}
        </p>
      ) : null}
    </div>
  );
}

function Indicator({ label, dots }: { label: string; dots: number }) {
  return (
    <div role="status" className="flex items-center gap-3">
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
      </span>
      <span className="rounded-2xl rounded-tl-sm border border-border bg-surface px-4 py-2.5 text-sm text-muted-foreground">
        {label}
        <span aria-hidden="true" className="inline-block w-4 text-left">
          {'.'.repeat(dots)}
        </span>
      </span>
    </div>
  );
}
