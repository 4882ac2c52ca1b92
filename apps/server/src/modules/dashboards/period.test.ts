import { RELATIVE_PERIODS } from '@soe/shared';
import { describe, expect, it } from 'vitest';
import { relativePeriodOf, resolvePeriod } from './period';

// Wednesday 12 November 2025, mid-afternoon in Paris.
const WEDNESDAY = new Date('2025-11-12T14:00:00Z');

describe('resolvePeriod', () => {
  it('reads each relative period on the day it is opened, weeks from Monday, `to` excluded', () => {
    const at = (relative: (typeof RELATIVE_PERIODS)[number]) => resolvePeriod({ relative }, 'Europe/Paris', WEDNESDAY);
    expect(at('today')).toEqual({ from: '2025-11-12', to: '2025-11-13' });
    expect(at('this_week')).toEqual({ from: '2025-11-10', to: '2025-11-17' });
    expect(at('last_week')).toEqual({ from: '2025-11-03', to: '2025-11-10' });
    expect(at('this_month')).toEqual({ from: '2025-11-01', to: '2025-12-01' });
    expect(at('last_month')).toEqual({ from: '2025-10-01', to: '2025-11-01' });
    expect(at('this_quarter')).toEqual({ from: '2025-10-01', to: '2026-01-01' });
    expect(at('last_quarter')).toEqual({ from: '2025-07-01', to: '2025-10-01' });
    expect(at('this_year')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(at('last_year')).toEqual({ from: '2024-01-01', to: '2025-01-01' });
    expect(at('last_7_days')).toEqual({ from: '2025-11-06', to: '2025-11-13' });
    expect(at('last_30_days')).toEqual({ from: '2025-10-14', to: '2025-11-13' });
    expect(at('last_90_days')).toEqual({ from: '2025-08-15', to: '2025-11-13' });
    expect(at('last_12_months')).toEqual({ from: '2024-11-13', to: '2025-11-13' });
  });

  it('crosses year ends: the first quarter looks back to last year, a Sunday belongs to the week before', () => {
    const newYear = new Date('2026-01-04T10:00:00Z'); // a Sunday
    expect(resolvePeriod({ relative: 'this_week' }, 'UTC', newYear)).toEqual({ from: '2025-12-29', to: '2026-01-05' });
    expect(resolvePeriod({ relative: 'last_quarter' }, 'UTC', newYear)).toEqual({
      from: '2025-10-01',
      to: '2026-01-01',
    });
    expect(resolvePeriod({ relative: 'last_month' }, 'UTC', newYear)).toEqual({ from: '2025-12-01', to: '2026-01-01' });
  });

  it('computes the day in the time zone: 23:30 UTC is already the next day in Tokyo and still that day in New York', () => {
    const late = new Date('2026-01-31T23:30:00Z');
    expect(resolvePeriod({ relative: 'today' }, 'UTC', late)).toEqual({ from: '2026-01-31', to: '2026-02-01' });
    expect(resolvePeriod({ relative: 'today' }, 'Asia/Tokyo', late)).toEqual({ from: '2026-02-01', to: '2026-02-02' });
    expect(resolvePeriod({ relative: 'this_month' }, 'Asia/Tokyo', late)).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
    expect(resolvePeriod({ relative: 'this_month' }, 'America/New_York', late)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('keeps a custom range as given', () => {
    expect(resolvePeriod({ from: '2024-02-01', to: '2024-03-01' }, 'Asia/Tokyo', WEDNESDAY)).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });

  it('carries days past a month end over, as SOE Local reads "the last 12 months"', () => {
    const leap = new Date('2024-02-29T12:00:00Z');
    // The day after 29 February 2023, which does not exist, is 2 March (engine/read/time.ts counts the same way).
    expect(resolvePeriod({ relative: 'last_12_months' }, 'UTC', leap)).toEqual({
      from: '2023-03-02',
      to: '2024-03-01',
    });
    expect(resolvePeriod({ relative: 'this_month' }, 'UTC', leap)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });
});

describe('relativePeriodOf', () => {
  it('names the relative period a range was on the day it was asked', () => {
    expect(relativePeriodOf('2025-11-01', '2025-12-01', WEDNESDAY, 'UTC')).toEqual({ relative: 'this_month' });
    expect(relativePeriodOf('2025-10-01', '2026-01-01', WEDNESDAY, 'UTC')).toEqual({ relative: 'this_quarter' });
    expect(relativePeriodOf('2024-11-13', '2025-11-13', WEDNESDAY, 'UTC')).toEqual({ relative: 'last_12_months' });
    expect(relativePeriodOf('2025-11-06', '2025-11-13', WEDNESDAY, 'UTC')).toEqual({ relative: 'last_7_days' });
  });

  it('answers null for a fixed range that is no relative period of that day', () => {
    expect(relativePeriodOf('2023-01-01', '2024-01-01', WEDNESDAY, 'UTC')).toBeNull();
    expect(relativePeriodOf('2025-11-01', '2025-11-30', WEDNESDAY, 'UTC')).toBeNull();
  });

  it('reads the day asked in the time zone given', () => {
    const late = new Date('2026-01-31T23:30:00Z');
    expect(relativePeriodOf('2026-02-01', '2026-02-02', late, 'Asia/Tokyo')).toEqual({ relative: 'today' });
    expect(relativePeriodOf('2026-02-01', '2026-02-02', late, 'UTC')).toBeNull();
  });

  it('finds every relative period again from its own dates', () => {
    for (const relative of RELATIVE_PERIODS) {
      const { from, to } = resolvePeriod({ relative }, 'Asia/Tokyo', WEDNESDAY);
      const found = relativePeriodOf(from, to, WEDNESDAY, 'Asia/Tokyo');
      expect(found && resolvePeriod(found, 'Asia/Tokyo', WEDNESDAY), relative).toEqual({ from, to });
    }
  });
});
