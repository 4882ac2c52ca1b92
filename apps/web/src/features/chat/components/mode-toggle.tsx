import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { ChatMode } from '../types';

const MODES: { value: ChatMode; label: string; hint: string }[] = [
  { value: 'internal', label: 'Internal', hint: 'Connected systems only' },
  { value: 'external', label: 'External', hint: 'General knowledge' },
  { value: 'both', label: 'Both', hint: 'Whatever the question needs' },
];

/** Internal / External / Both as a segmented radio group (default Both). */
export function ModeToggle({ value, onChange }: { value: ChatMode; onChange: (mode: ChatMode) => void }) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-muted p-1">
      <legend className="sr-only">Answer from</legend>
      {MODES.map((mode) => (
        <label
          key={mode.value}
          title={mode.hint}
          className={cn(
            'relative cursor-pointer rounded-md px-3.5 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === mode.value
              ? 'bg-surface text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name={name}
            value={mode.value}
            checked={value === mode.value}
            onChange={() => onChange(mode.value)}
            className="sr-only"
          />
          {mode.label}
        </label>
      ))}
    </fieldset>
  );
}
