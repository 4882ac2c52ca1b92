import { describe, expect, it } from 'vitest';
import type { ResultColumn } from '@soe/shared';
import { asOfText, chartView, figureView, periodRangeText, tableView } from './tile-view';

const byCountry: ResultColumn[] = [
  { key: 'country', label: 'Country', role: 'label' },
  { key: 'revenue', label: 'Revenue', role: 'measure', format: 'money' },
  { key: 'orders', label: 'Orders', role: 'measure', format: 'integer' },
];
const rows = [
  { country: 'USA', revenue: 523.06, orders: 91 },
  { country: 'Canada', revenue: 303.96, orders: 56 },
];

describe('a tile’s result in its form', () => {
  it('a figure is the first measure of the first row, and says when it is one row of several', () => {
    expect(figureView(byCountry, rows)).toEqual({
      label: 'Revenue',
      value: 523.06,
      format: 'money',
      of: 'USA',
      moreRows: 1,
    });
    expect(figureView([byCountry[1]], [{ revenue: '12.5' }])).toMatchObject({
      value: 12.5,
      moreRows: 0,
      of: undefined,
    });
    expect(figureView(byCountry, [])).toBeNull();
  });

  it('a table keeps every column, measures aligned right in their format', () => {
    const table = tableView(byCountry, rows, 'Revenue by country');
    expect(table.headers).toEqual([
      { key: 'country', label: 'Country', align: undefined, format: undefined },
      { key: 'revenue', label: 'Revenue', align: 'right', format: 'money' },
      { key: 'orders', label: 'Orders', align: 'right', format: 'integer' },
    ]);
    expect(table.rows).toBe(rows);
  });

  it('a chart has the label column as categories and a series per measure; a pie only the first', () => {
    const bar = chartView('bar', byCountry, rows, 'By country');
    expect(bar.type).toBe('bar');
    expect(bar.labels).toEqual(['USA', 'Canada']);
    expect(bar.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Revenue', [523.06, 303.96]],
      ['Orders', [91, 56]],
    ]);
    expect(chartView('pie', byCountry, rows, 'By country').datasets).toHaveLength(1);
    // A single figure without a category charts its measures side by side.
    const single = chartView('line', byCountry.slice(1), [{ revenue: 10, orders: 2 }], 'Totals');
    expect(single.labels).toEqual(['Revenue', 'Orders']);
    expect(single.datasets[0].data).toEqual([10, 2]);
  });

  it('says when its figures were read, and whether the cache served them', () => {
    const now = new Date(2026, 10, 28, 15, 0);
    expect(asOfText({ asOf: new Date(2026, 10, 28, 14, 32).toISOString(), cached: false }, now)).toBe('As of 14:32');
    expect(asOfText({ asOf: new Date(2026, 10, 28, 14, 30).toISOString(), cached: true }, now)).toBe(
      'Cached, as of 14:30',
    );
    expect(asOfText({ asOf: new Date(2026, 10, 27, 9, 5).toISOString() }, now)).toBe('As of 27 Nov 09:05');
    expect(asOfText({}, now)).toBeNull();
  });

  it('reads a period with its last day included', () => {
    expect(periodRangeText({ from: '2026-01-01', to: '2026-04-01' })).toBe('1 Jan 2026 – 31 Mar 2026');
  });
});
