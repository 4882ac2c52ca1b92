import { describe, expect, it } from 'vitest';
import { readTime } from './time';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('reading periods', () => {
  it('says a period named twice once', () => {
    const t = readTime('orders in march 2025 shipped in march 2025', NOW);
    expect(t.range).toMatchObject({ start: '2025-03-01', end: '2025-04-01', label: 'in March 2025' });
  });

  it('keeps every period a comparison names, and their overlap as the range', () => {
    const t = readTime('revenue in 2025 compared with 2024', NOW);
    expect(t.ranges.map((r) => r.label).sort()).toEqual(['in 2024', 'in 2025']);
  });

  it('reads periods that follow one another as both asked for, not their empty meeting', () => {
    expect(readTime('orders in 2021 or 2022', NOW).range).toMatchObject({ start: '2021-01-01', end: '2023-01-01' });
    // The year said after the last month is the first month's too.
    expect(readTime('orders in march and april 2022', NOW).range).toMatchObject({
      start: '2022-03-01',
      end: '2022-05-01',
      label: 'in March 2022 and in April 2022',
    });
    // Periods apart keep their meeting (nothing), never the span between them.
    expect(readTime('orders in 2019 or 2022', NOW).range?.start).toBe('2022-01-01');
  });

  it("reads 'in year 2001 or before' and '2017 or later' as the year and every year on one side", () => {
    expect(readTime('budgets in year 2001 or before', NOW).range).toMatchObject({ end: '2002-01-01' });
    expect(readTime('budgets in year 2001 or before', NOW).range?.start).toBeUndefined();
    expect(readTime('budgets in 2017 or later', NOW).range).toMatchObject({ start: '2017-01-01' });
    expect(readTime('stations opened 2012 onwards', NOW).range).toMatchObject({ start: '2012-01-01' });
    // 'or before' with a year of its own is a bound of its own.
    expect(readTime('museums opened after 2013 or before 2008', NOW).range).toMatchObject({ outside: true });
  });

  it("reads 'after 2013 or before 2008' as what lies outside the two ends, and 'and' as their meeting", () => {
    const outside = readTime('museums opened after 2013 or before 2008', NOW).range;
    expect(outside).toMatchObject({ start: '2014-01-01', end: '2008-01-01', outside: true });
    expect(outside?.label).toMatch(/^(after 2013 or before 2008|before 2008 or after 2013)$/);
    expect(readTime('museums opened before 2008 or after 2013', NOW).range).toMatchObject({ outside: true });
    // Bounds that meet, or joined by 'and', keep the period between them.
    expect(readTime('museums opened after 2008 or before 2013', NOW).range?.outside).toBeUndefined();
    expect(readTime('museums opened after 2013 and before 2008', NOW).range?.outside).toBeUndefined();
  });

  it('reads a day or a moment written as ISO, as a bound or as the day itself', () => {
    // The normalised question keeps the digits apart.
    expect(readTime('products ordered before 2018 03 17 07 13 53', NOW).range).toMatchObject({
      end: '2018-03-17 07:13:53',
      label: 'before 2018-03-17 07:13:53',
    });
    expect(readTime('orders between 2009 01 01 and 2010 01 01', NOW).range).toMatchObject({
      start: '2009-01-01',
      end: '2010-01-02',
    });
    expect(readTime('invoices created before 1989 09 03 or after 2007 12 25', NOW).range).toMatchObject({
      start: '2007-12-26',
      end: '1989-09-03',
      outside: true,
    });
    expect(readTime('orders on 2024 02 29', NOW).range).toMatchObject({ start: '2024-02-29', end: '2024-03-01' });
    expect(readTime('orders since 2024 02 29', NOW).range).toMatchObject({ start: '2024-02-29' });
    // A year alone is still a year.
    expect(readTime('orders in 2024', NOW).range).toMatchObject({ start: '2024-01-01', end: '2025-01-01' });
  });
});
