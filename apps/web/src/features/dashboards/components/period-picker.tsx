import { useId, useState } from 'react';
import { PeriodSpec, RELATIVE_PERIOD_LABELS, RELATIVE_PERIODS, type RelativePeriod } from '@soe/shared';
import { CalendarRange } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { periodRangeText } from '../lib/tile-view';

const OWN = 'own';
const CUSTOM = 'custom';

/** The day after `date` (YYYY-MM-DD): a period's `to` is excluded, the date field's last day is not. */
function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

interface Props {
  value: PeriodSpec | null;
  onChange: (period: PeriodSpec | null) => void;
  /** "Each tile's own period" is offered (a viewer of a board with a period cannot ask for none). */
  allowOwn: boolean;
  disabled?: boolean;
}

/**
 * The board-wide period: a relative one ("This quarter", read in the viewer's time zone) or a custom range of two
 * days, both included; or none, each tile keeping the period of its question.
 */
export function PeriodPicker({ value, onChange, allowOwn, disabled }: Props) {
  const id = useId();
  const selected = value === null ? OWN : 'relative' in value ? value.relative : CUSTOM;
  const [custom, setCustom] = useState(selected === CUSTOM);
  const range = value && 'from' in value ? value : null;
  const [from, setFrom] = useState(range?.from ?? '');
  const [to, setTo] = useState(range ? dayBefore(range.to) : '');
  const [problem, setProblem] = useState<string | null>(null);

  function choose(choice: string) {
    setProblem(null);
    if (choice === CUSTOM) {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(choice === OWN ? null : { relative: choice as RelativePeriod });
  }

  function applyRange() {
    if (!from || !to) {
      setProblem('Choose the first and the last day.');
      return;
    }
    const period = PeriodSpec.safeParse({ from, to: dayAfter(to) });
    if (!period.success || from > to) {
      setProblem('The last day must be on or after the first.');
      return;
    }
    setProblem(null);
    onChange(period.data);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-period`} className="text-xs text-muted-foreground">
          Period
        </Label>
        <select
          id={`${id}-period`}
          value={custom ? CUSTOM : selected}
          disabled={disabled}
          onChange={(event) => choose(event.target.value)}
          className={cn(inputClasses, 'h-9 w-auto min-w-40')}
        >
          {allowOwn || selected === OWN ? <option value={OWN}>Each tile&apos;s own</option> : null}
          {RELATIVE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {RELATIVE_PERIOD_LABELS[period]}
            </option>
          ))}
          <option value={CUSTOM}>Custom range…</option>
        </select>
      </div>
      {custom ? (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            applyRange();
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
              From
            </Label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              disabled={disabled}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={cn(inputClasses, 'h-9 w-auto')}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
              To
            </Label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              disabled={disabled}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={cn(inputClasses, 'h-9 w-auto')}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" className="h-9" disabled={disabled}>
            <CalendarRange className="h-4 w-4" aria-hidden="true" />
            Apply
          </Button>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="basis-full text-xs font-medium text-destructive">
              {problem}
            </p>
          ) : range ? (
            <p className="basis-full text-xs text-muted-foreground">Showing {periodRangeText(range)}</p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
