import type { ComponentProps } from 'react';
import { Popover as P } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;

/** A panel anchored to its trigger (focus moves into it, Escape and a click outside close it). */
export function PopoverContent({ className, align = 'end', ...props }: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        align={align}
        sideOffset={8}
        collisionPadding={8}
        className={cn(
          'animate-fade-up z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-surface text-foreground shadow-xl outline-none',
          className,
        )}
        {...props}
      />
    </P.Portal>
  );
}
