import type { Schedule } from '@soe/shared';
import { Send, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { relativeTime } from '@/lib/utils';
import { useBoardSchedules, useDeleteSchedule, useRunSchedule, useUpdateSchedule } from '../api/schedules';
import { FREQUENCY_LABELS, WEEKDAYS } from './schedule-dialog';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** "Weekly on Monday at 08:00 (Europe/Paris)". */
export function cadenceText(schedule: Pick<Schedule, 'frequency' | 'time' | 'weekday' | 'monthDay' | 'timeZone'>) {
  const on =
    schedule.frequency === 'weekly' && schedule.weekday !== null
      ? ` on ${WEEKDAYS[schedule.weekday]}`
      : schedule.frequency === 'monthly' && schedule.monthDay !== null
        ? ` on the ${ordinal(schedule.monthDay)}`
        : '';
  return `${FREQUENCY_LABELS[schedule.frequency]}${on} at ${schedule.time} (${schedule.timeZone})`;
}

function channelsText(schedule: Schedule): string {
  return ['In the app', schedule.channels.email ? 'email' : null, schedule.channels.webhookHost]
    .filter(Boolean)
    .join(', ');
}

function ScheduleRow({ schedule }: { schedule: Schedule }) {
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const run = useRunSchedule();
  const label = `${schedule.title}, ${cadenceText(schedule)}`;
  return (
    <li className="grid gap-2 border-t border-border py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {schedule.title}
          {schedule.tileId ? <span className="font-normal text-muted-foreground"> · tile</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">{cadenceText(schedule)}</p>
        <p className="text-xs text-muted-foreground">
          To: {channelsText(schedule)} · Last run: {schedule.lastRunAt ? relativeTime(schedule.lastRunAt) : 'never'}
          {schedule.lastStatus === 'failed' ? (
            <>
              {' '}
              <Badge tone="red">Failed</Badge>
              {schedule.lastError ? <span> {schedule.lastError}</span> : null}
            </>
          ) : null}{' '}
          · Next run: {schedule.enabled && schedule.nextRunAt ? WHEN.format(new Date(schedule.nextRunAt)) : 'paused'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <label className="mr-1 inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={schedule.enabled}
            disabled={update.isPending}
            aria-label={`Enabled: ${label}`}
            onChange={(event) =>
              update.mutate(
                { id: schedule.id, enabled: event.target.checked },
                {
                  onError: (error) =>
                    notifyError('Could not change the schedule', errorMessage(error, 'Please try again.')),
                },
              )
            }
            className="h-4 w-4 accent-primary"
          />
          Enabled
        </label>
        <Button
          variant="secondary"
          size="sm"
          disabled={run.isPending}
          aria-label={`Send now: ${label}`}
          onClick={() =>
            run.mutate(schedule.id, {
              onSuccess: () => notify('Sent', 'The delivery is on its way; it shows in your notifications.'),
              onError: (error) => notifyError('Could not send', errorMessage(error, 'Please try again.')),
            })
          }
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          Send now
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={remove.isPending}
          aria-label={`Delete schedule: ${label}`}
          onClick={() =>
            remove.mutate(schedule.id, {
              onSuccess: () => notify('Schedule deleted'),
              onError: (error) =>
                notifyError('Could not delete the schedule', errorMessage(error, 'Please try again.')),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The board's scheduled deliveries (the viewer's own): when they run next, how the last went, and their controls. */
export function SchedulesPanel({ dashboardId }: { dashboardId: number }) {
  const { data: schedules = [] } = useBoardSchedules(dashboardId);
  if (schedules.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedules</CardTitle>
        <CardDescription>Deliveries of this dashboard and its tiles.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Schedules">
          {schedules.map((schedule) => (
            <ScheduleRow key={schedule.id} schedule={schedule} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
