/*
 * When a schedule or an alert runs next: a wall-clock time in the owner's time zone ("every Monday at 09:00 in
 * Europe/Paris"), turned into an instant. Daylight saving is read from the zone's own rules (Intl), so 09:00 stays
 * 09:00 across the change; a time the clocks skip (02:30 on the spring-forward night) runs at the same distance past
 * the jump (03:30), and a time that happens twice (01:30 on the fall-back night) runs the first time only.
 */

export interface Recurrence {
  frequency: 'hourly' | 'daily' | 'weekly' | 'monthly';
  /** HH:MM, 24-hour; hourly reads only the minutes. */
  time: string;
  /** Weekly: 0 = Sunday … 6 = Saturday. */
  weekday?: number | null;
  /** Monthly: 1-28. */
  monthDay?: number | null;
  timeZone: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock in `timeZone` at `instant` (ms). */
function wallAt(instant: number, timeZone: string): Wall & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = +p.value;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `instant`, in ms (Paris in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time happens in `timeZone`: the first one when it happens twice, past the gap when never. */
export function instantOf(wall: Wall, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // A zone changes its offset at most once in any 28 hours: the offsets either side of the day are the only candidates.
  const before = offsetAt(naive - 14 * HOUR_MS, timeZone);
  const after = offsetAt(naive + 14 * HOUR_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset)
    .filter((instant) => naive - instant === offsetAt(instant, timeZone));
  // In a gap no offset fits: read it with the offset before the jump, which lands the same distance past it.
  return new Date(candidates.length ? Math.min(...candidates) : naive - before);
}

function parseTime(time: string): { hour: number; minute: number } {
  const [h, m] = time.split(':').map(Number);
  return { hour: h ?? 0, minute: m ?? 0 };
}

/** The first run strictly after `after`. */
export function nextRun(r: Recurrence, after: Date): Date {
  const { hour, minute } = parseTime(r.time);
  const start = wallAt(after.getTime(), r.timeZone);
  if (r.frequency === 'hourly') {
    // Each wall-clock hour of the zone at `minute` past it, from the current one on.
    for (let i = 0; i < 50; i++) {
      const day = new Date(Date.UTC(start.year, start.month - 1, start.day, start.hour + i));
      const at = instantOf(
        {
          year: day.getUTCFullYear(),
          month: day.getUTCMonth() + 1,
          day: day.getUTCDate(),
          hour: day.getUTCHours(),
          minute,
        },
        r.timeZone,
      );
      if (at.getTime() > after.getTime()) return at;
    }
    return new Date(after.getTime() + HOUR_MS);
  }
  // Each calendar day of the zone from today on; monthly needs at most two months, weekly one week and a day.
  for (let i = 0; i < 64; i++) {
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day) + i * DAY_MS);
    if (r.frequency === 'weekly' && day.getUTCDay() !== (r.weekday ?? 1)) continue;
    if (r.frequency === 'monthly' && day.getUTCDate() !== (r.monthDay ?? 1)) continue;
    const at = instantOf(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute },
      r.timeZone,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error(`No run found for ${JSON.stringify(r)} after ${after.toISOString()}`);
}

/** When an alert reads its figure: hourly on the hour, daily at 08:00, weekly on Mondays at 08:00, in its time zone. */
export function alertRecurrence(check: 'hourly' | 'daily' | 'weekly', timeZone: string): Recurrence {
  if (check === 'hourly') return { frequency: 'hourly', time: '00:00', timeZone };
  if (check === 'weekly') return { frequency: 'weekly', time: '08:00', weekday: 1, timeZone };
  return { frequency: 'daily', time: '08:00', timeZone };
}
