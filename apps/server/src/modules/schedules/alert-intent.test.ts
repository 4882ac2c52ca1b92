import { describe, expect, it } from 'vitest';
import { readAlertIntent, readAmount } from './alert-intent';

describe('reading "alert me when …"', () => {
  it('reads the figure, its period, the condition and the cadence', () => {
    expect(readAlertIntent('alert me when weekly revenue drops below 50,000')).toEqual({
      figure: 'revenue',
      op: '<',
      threshold: 50_000,
      verb: 'drops below',
      period: 'last_7_days',
      check: 'daily',
    });
    expect(readAlertIntent('Notify me when monthly orders exceed 1.2m.')).toMatchObject({
      figure: 'orders',
      op: '>',
      threshold: 1_200_000,
      period: 'last_30_days',
    });
    expect(readAlertIntent('tell me when daily signups go above 50k')).toMatchObject({
      figure: 'signups',
      op: '>',
      threshold: 50_000,
      period: 'today',
      check: 'hourly',
    });
    expect(readAlertIntent('Let me know when the number of open deals reaches 40')).toMatchObject({
      figure: 'number of open deals',
      op: '>=',
      threshold: 40,
      period: null,
      check: 'daily',
    });
    expect(readAlertIntent('let me know if revenue this month falls under $3.5 million')).toMatchObject({
      figure: 'revenue',
      op: '<',
      threshold: 3_500_000,
      period: 'this_month',
    });
    expect(readAlertIntent('alert me when average order value is less than 120.50')).toMatchObject({
      figure: 'average order value',
      op: '<',
      threshold: 120.5,
    });
    expect(readAlertIntent('alert me when stock of widgets is at most 10')).toMatchObject({
      figure: 'stock of widgets',
      op: '<=',
      threshold: 10,
    });
    expect(readAlertIntent('tell me when quarterly revenue is more than 2,000,000 dollars')).toMatchObject({
      figure: 'revenue',
      op: '>',
      threshold: 2_000_000,
      period: 'last_90_days',
      check: 'weekly',
    });
  });

  it('leaves other questions alone, and says when it cannot read the condition', () => {
    expect(readAlertIntent('what is the weekly revenue')).toBeNull();
    expect(readAlertIntent('tell me about revenue below 50,000')).toBeNull();
    expect(readAlertIntent('how many deals are there')).toBeNull();
    expect(readAlertIntent('alert me when something happens')).toEqual({ unreadable: true });
    expect(readAlertIntent('alert me when revenue drops below a lot')).toEqual({ unreadable: true });
    expect(readAlertIntent('alert me when drops below 5')).toEqual({ unreadable: true });
  });

  it('reads amounts as people write them', () => {
    expect(readAmount('50,000')).toBe(50_000);
    expect(readAmount('50 000')).toBe(50_000);
    expect(readAmount('50k')).toBe(50_000);
    expect(readAmount('1.2m')).toBe(1_200_000);
    expect(readAmount('$2.5 billion')).toBe(2_500_000_000);
    expect(readAmount('0.75')).toBe(0.75);
    expect(readAmount('-5')).toBe(-5);
    expect(readAmount('€300')).toBe(300);
    expect(readAmount('12 apples')).toBeNull();
    expect(readAmount('soon')).toBeNull();
  });
});
