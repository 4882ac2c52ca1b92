import { cn } from '@/lib/utils';

/** The SOE mark: a ring around a core — every system around one question. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="6.5" fill="none" strokeWidth="3" className="stroke-primary-foreground" />
      <circle cx="16" cy="16" r="2" className="fill-primary-foreground" />
    </svg>
  );
}
