import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

interface ContentProps {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the visible title (it is still read by screen readers). */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

export function DialogContent({ title, description, hideTitle, className, children }: ContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
      <D.Content
        className={cn(
          'animate-fade-up fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-xl border border-border bg-surface p-6 shadow-2xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={cn('grid gap-1 pr-8', hideTitle && 'sr-only')}>
          <D.Title className="text-lg font-semibold leading-tight">{title}</D.Title>
          {description ? <D.Description className="text-sm text-muted-foreground">{description}</D.Description> : null}
        </div>
        {children}
        <D.Close
          className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          aria-label="Close"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

/** A panel that slides in from one side (mobile menus, the account sheet). */
export function SheetContent({
  title,
  description,
  side = 'right',
  className,
  children,
  hideTitle,
}: ContentProps & { side?: 'left' | 'right' }) {
  return (
    <D.Portal>
      <D.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-black/50" />
      <D.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(24rem,calc(100vw-3rem))] flex-col bg-surface shadow-2xl focus:outline-none',
          side === 'left' ? 'animate-slide-in-left left-0 border-r' : 'animate-slide-in-right right-0 border-l',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={cn('border-b border-border px-5 py-4 pr-12', hideTitle && 'sr-only')}>
          <D.Title className="text-base font-semibold">{title}</D.Title>
          {description ? <D.Description className="text-sm text-muted-foreground">{description}</D.Description> : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        <D.Close
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          aria-label="Close"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
