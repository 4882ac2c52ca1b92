import { useId, useState } from 'react';
import { CreateScheduleRequest, FREQUENCIES, type Frequency, type Tile } from '@soe/shared';
import { CalendarClock, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, inputClasses } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCreateSchedule } from '../api/schedules';
import { browserTimeZone } from '@/lib/time-zone';
import { channelsInput, DeliveryChannelsFields, type ChannelsValue } from './delivery-channels';
import { RefusalNotice } from './plan-refusal';

export const FREQUENCY_LABELS: Record<Frequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dashboardId: number;
  dashboardName: string;
  /** A tile's schedule delivers that tile alone. */
  tile?: Tile | null;
}

/** "Schedule": the board (or one tile) delivered daily, weekly or monthly at a time of the viewer's time zone. */
export function ScheduleDialog({ open, onOpenChange, dashboardId, dashboardName, tile }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={tile ? 'Schedule this tile' : 'Schedule this dashboard'}
          description={`Sends “${tile?.title ?? dashboardName}” with its figures as they are at the time.`}
        >
          <ScheduleForm dashboardId={dashboardId} tileId={tile?.id} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ScheduleForm({ dashboardId, tileId, onDone }: { dashboardId: number; tileId?: number; onDone: () => void }) {
  const id = useId();
  const create = useCreateSchedule();
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [time, setTime] = useState('08:00');
  const [weekday, setWeekday] = useState(1);
  const [monthDay, setMonthDay] = useState(1);
  const [channels, setChannels] = useState<ChannelsValue>({ email: false, webhookUrl: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const timeZone = browserTimeZone();

  function submit() {
    const request = CreateScheduleRequest.safeParse({
      dashboardId,
      ...(tileId ? { tileId } : {}),
      frequency,
      time,
      ...(frequency === 'weekly' ? { weekday } : {}),
      ...(frequency === 'monthly' ? { monthDay } : {}),
      timeZone,
      channels: channelsInput(channels),
    });
    if (!request.success) {
      const found: Record<string, string> = {};
      for (const issue of request.error.issues) {
        const field = issue.path.includes('webhookUrl') ? 'webhook' : String(issue.path[0] ?? 'form');
        found[field] ??= field === 'webhook' ? 'Enter a full address starting with https://' : issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(request.data, {
      onSuccess: () => {
        notify('Schedule saved', 'It is listed under the dashboard with its next run.');
        onDone();
      },
    });
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-busy={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ChoiceGroup
        id={`${id}-frequency`}
        label="How often"
        value={frequency}
        onChange={setFrequency}
        choices={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
        disabled={create.isPending}
      />
      <div className="flex flex-wrap gap-3">
        {frequency === 'weekly' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-weekday`}>Day</Label>
            <select
              id={`${id}-weekday`}
              value={weekday}
              onChange={(event) => setWeekday(Number(event.target.value))}
              className={cn(inputClasses, 'w-auto')}
            >
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {frequency === 'monthly' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-monthday`}>Day of the month</Label>
            <select
              id={`${id}-monthday`}
              value={monthDay}
              onChange={(event) => setMonthDay(Number(event.target.value))}
              className={cn(inputClasses, 'w-auto')}
            >
              {Array.from({ length: 28 }, (_, i) => i + 1).map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`}>Time</Label>
          <input
            id={`${id}-time`}
            type="time"
            value={time}
            required
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={problems.time ? true : undefined}
            aria-describedby={`${id}-zone`}
            className={cn(inputClasses, 'w-auto')}
          />
        </div>
      </div>
      <p id={`${id}-zone`} className="-mt-2 text-xs text-muted-foreground">
        {problems.time ? <span className="font-medium text-destructive">{problems.time}. </span> : null}
        Times are in your time zone, {timeZone}.
      </p>
      <DeliveryChannelsFields
        value={channels}
        onChange={setChannels}
        disabled={create.isPending}
        webhookError={problems.webhook}
      />
      <RefusalNotice error={create.error} fallback="The schedule could not be saved. Please try again." />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
          )}
          Save schedule
        </Button>
      </div>
    </form>
  );
}
