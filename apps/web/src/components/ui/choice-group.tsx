import type { ReactNode } from 'react';
import { RadioGroup as R } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown beside the label (an icon). */
  icon?: ReactNode;
  disabled?: boolean;
}

interface Props<T extends string> {
  /** What the group chooses, for screen readers and as its visible legend. */
  label: string;
  hideLabel?: boolean;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  disabled?: boolean;
  className?: string;
  id?: string;
}

/**
 * One of a few choices as a row of segments (a radio group: Tab reaches the chosen one, arrow keys move between
 * them). Wraps onto a second line on a narrow screen rather than widening the page.
 */
export function ChoiceGroup<T extends string>({
  label,
  hideLabel,
  value,
  onChange,
  choices,
  disabled,
  className,
  id,
}: Props<T>) {
  const labelId = `${id ?? label.replace(/\W+/g, '-').toLowerCase()}-label`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <span id={labelId} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </span>
      <R.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        disabled={disabled}
        orientation="horizontal"
        className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {choices.map((choice) => (
          <R.Item
            key={choice.value}
            value={choice.value}
            disabled={choice.disabled}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
              'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              'disabled:pointer-events-none disabled:opacity-50',
              'data-[state=checked]:bg-surface data-[state=checked]:text-foreground data-[state=checked]:shadow-xs',
              '[&_svg]:h-4 [&_svg]:w-4 [&_svg]:shrink-0',
            )}
          >
            {choice.icon}
            {choice.label}
          </R.Item>
        ))}
      </R.Root>
    </div>
  );
}
