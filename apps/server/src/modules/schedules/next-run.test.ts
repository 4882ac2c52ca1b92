import { describe, expect, it } from 'vitest';
import { alertRecurrence, instantOf, nextRun, type Recurrence } from './next-run';

const at = (iso: string) => new Date(iso);
const next = (r: Recurrence, after: string) => nextRun(r, at(after)).toISOString();

describe('next run of a schedule', () => {
  it('runs daily at the time in its zone, later today or tomorrow', () => {
    const r: Recurrence = { frequency: 'daily', time: '09:00', timeZone: 'Europe/Paris' };
    // Paris is UTC+1 in January.
    expect(next(r, '2026-01-15T07:00:00Z')).toBe('2026-01-15T08:00:00.000Z');
    expect(next(r, '2026-01-15T08:00:00Z')).toBe('2026-01-16T08:00:00.000Z');
    expect(next(r, '2026-01-15T23:30:00Z')).toBe('2026-01-16T08:00:00.000Z');
  });

  it('keeps 09:00 across the daylight-saving changes (Europe/Paris, America/New_York)', () => {
    const paris: Recurrence = { frequency: 'daily', time: '09:00', timeZone: 'Europe/Paris' };
    // 29 March 2026: Paris moves from UTC+1 to UTC+2 at 02:00.
    expect(next(paris, '2026-03-28T09:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(next(paris, '2026-03-27T09:00:00Z')).toBe('2026-03-28T08:00:00.000Z');
    // 25 October 2026: back to UTC+1.
    expect(next(paris, '2026-10-24T08:00:00Z')).toBe('2026-10-25T08:00:00.000Z');
    const ny: Recurrence = { frequency: 'daily', time: '09:00', timeZone: 'America/New_York' };
    // 8 March 2026: New York moves from UTC-5 to UTC-4.
    expect(next(ny, '2026-03-07T15:00:00Z')).toBe('2026-03-08T13:00:00.000Z');
    expect(next(ny, '2026-03-06T15:00:00Z')).toBe('2026-03-07T14:00:00.000Z');
  });

  it('runs a skipped time past the jump, and a repeated time once', () => {
    // 02:30 does not exist in Paris on 29 March 2026: it runs at 03:30 local (01:30 UTC).
    const skipped: Recurrence = { frequency: 'daily', time: '02:30', timeZone: 'Europe/Paris' };
    expect(next(skipped, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026 (UTC+2, then UTC+1): the first one, then the next day.
    const twice: Recurrence = { frequency: 'daily', time: '02:30', timeZone: 'Europe/Paris' };
    expect(next(twice, '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
    expect(next(twice, '2026-10-25T00:30:00Z')).toBe('2026-10-26T01:30:00.000Z');
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('runs weekly on its weekday, including today when the time is still ahead', () => {
    // 15 January 2026 is a Thursday.
    const monday: Recurrence = { frequency: 'weekly', time: '08:30', weekday: 1, timeZone: 'UTC' };
    expect(next(monday, '2026-01-15T10:00:00Z')).toBe('2026-01-19T08:30:00.000Z');
    const thursday: Recurrence = { frequency: 'weekly', time: '18:00', weekday: 4, timeZone: 'UTC' };
    expect(next(thursday, '2026-01-15T10:00:00Z')).toBe('2026-01-15T18:00:00.000Z');
    expect(next(thursday, '2026-01-15T18:00:00Z')).toBe('2026-01-22T18:00:00.000Z');
    // Sunday in Tokyo while it is still Saturday in UTC.
    const sundayTokyo: Recurrence = { frequency: 'weekly', time: '07:00', weekday: 0, timeZone: 'Asia/Tokyo' };
    expect(next(sundayTokyo, '2026-01-17T20:00:00Z')).toBe('2026-01-17T22:00:00.000Z');
  });

  it('runs monthly on its day, into the next month and year', () => {
    const r: Recurrence = { frequency: 'monthly', time: '06:00', monthDay: 28, timeZone: 'America/Los_Angeles' };
    expect(next(r, '2026-02-01T00:00:00Z')).toBe('2026-02-28T14:00:00.000Z');
    expect(next(r, '2026-02-28T14:00:00Z')).toBe('2026-03-28T13:00:00.000Z'); // PDT from 8 March
    expect(next(r, '2026-12-28T14:00:00Z')).toBe('2027-01-28T14:00:00.000Z');
    const first: Recurrence = { frequency: 'monthly', time: '00:00', monthDay: 1, timeZone: 'Pacific/Auckland' };
    // 1 March 00:00 in Auckland (UTC+13 in summer) is 28 February 11:00 UTC.
    expect(next(first, '2026-02-20T00:00:00Z')).toBe('2026-02-28T11:00:00.000Z');
  });

  it('reads zones with half-hour offsets', () => {
    const r: Recurrence = { frequency: 'daily', time: '09:00', timeZone: 'Asia/Kolkata' };
    expect(next(r, '2026-05-01T00:00:00Z')).toBe('2026-05-01T03:30:00.000Z');
  });

  it('gives alerts their cadence: on the hour, daily at 08:00, Mondays at 08:00', () => {
    expect(next(alertRecurrence('hourly', 'UTC'), '2026-01-15T10:20:00Z')).toBe('2026-01-15T11:00:00.000Z');
    expect(next(alertRecurrence('hourly', 'Asia/Kolkata'), '2026-01-15T10:20:00Z')).toBe('2026-01-15T10:30:00.000Z');
    expect(next(alertRecurrence('daily', 'Europe/Paris'), '2026-01-15T10:20:00Z')).toBe('2026-01-16T07:00:00.000Z');
    expect(next(alertRecurrence('weekly', 'UTC'), '2026-01-15T10:20:00Z')).toBe('2026-01-19T08:00:00.000Z');
  });

  it('always moves forward, every day of a year in several zones', () => {
    for (const timeZone of ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'UTC']) {
      const r: Recurrence = { frequency: 'daily', time: '02:30', timeZone };
      let after = at('2026-01-01T00:00:00Z');
      for (let i = 0; i < 366; i++) {
        const run = nextRun(r, after);
        expect(run.getTime()).toBeGreaterThan(after.getTime());
        // Consecutive runs are a day apart, give or take the day's clock change (Lord Howe moves by 30 minutes).
        if (i > 0) expect(Math.abs(run.getTime() - after.getTime() - 86_400_000)).toBeLessThanOrEqual(3_600_000);
        after = run;
      }
    }
  });
});
