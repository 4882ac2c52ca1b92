import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { cn } from '@/lib/utils';

interface Props {
  /** Names the region for screen readers ('Users', 'Audit log'), or the id of what names it. */
  label?: string;
  labelledBy?: string;
  /** Focusable even when it does not scroll sideways (a long table that scrolls down). */
  focusable?: boolean;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  /** A fade at the edge where more columns wait; off where a sticky column sits at that edge. */
  fade?: boolean;
}

/**
 * A table wider than its card scrolls inside the card, never the page, and says so: a fade at the right edge while
 * columns are hidden there and a 'Scroll sideways' line under it. The region takes focus only while it scrolls,
 * so keyboard users can scroll it too.
 */
export function TableScroll({
  label,
  labelledBy,
  focusable,
  children,
  className,
  style,
  onScroll,
  fade = true,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const overflows = element.scrollWidth - element.clientWidth > 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setState((current) =>
      current.overflows === overflows && current.atEnd === atEnd ? current : { overflows, atEnd },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className="min-w-0">
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          aria-labelledby={labelledBy}
          tabIndex={focusable || state.overflows ? 0 : undefined}
          data-scrolls={state.overflows ? 'x' : undefined}
          className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring', className)}
          style={style}
          onScroll={(event) => {
            measure();
            onScroll?.(event);
          }}
        >
          {children}
        </div>
        {state.overflows && fade && !state.atEnd ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-surface to-transparent"
          />
        ) : null}
      </div>
      {state.overflows ? (
        <p className="flex items-center gap-1.5 border-t border-border px-4 py-1.5 text-xs text-muted-foreground">
          <MoveHorizontal className="h-3.5 w-3.5" aria-hidden="true" />
          Scroll sideways to see every column
        </p>
      ) : null}
    </div>
  );
}
