import { describe, expect, it } from 'vitest';
import { categoryAxis, labelWidth, monthTicks } from './chart-axis';

const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);

/** The boxes the shown labels take on an axis `plotWidth` wide, as the chart lays them out (what the browser test measures). */
function boxes(labels: string[], plotWidth: number, edges: boolean) {
  const axis = categoryAxis(labels, { plotWidth, edges });
  const slot = edges ? plotWidth / Math.max(1, labels.length - 1) : plotWidth / labels.length;
  const shown = labels
    .map((label, i) => ({ label, x: edges ? i * slot : (i + 0.5) * slot, i }))
    .filter(({ i }) => i % (axis.interval + 1) === 0);
  return shown.map(({ label, x }) => {
    const w = labelWidth(axis.tickFormatter(label));
    if (axis.angle === 0) return { left: x - w / 2, right: x + w / 2 };
    if (axis.angle === -90) return { left: x - 7, right: x + 7 };
    const across = (w + 14) * Math.SQRT1_2;
    return { left: x - across, right: x };
  });
}

describe('categoryAxis', () => {
  it('keeps a few short labels flat and all of them shown', () => {
    expect(categoryAxis(['North', 'South', 'East'], { plotWidth: 600 })).toMatchObject({ interval: 0, angle: 0 });
    expect(categoryAxis(MONTHS, { plotWidth: 1100, edges: true })).toMatchObject({ interval: 0, angle: 0 });
  });

  it('turns or thins labels as the plot narrows, so they never overlap', () => {
    for (const plotWidth of [1100, 700, 420, 260, 200, 120]) {
      for (const labels of [
        MONTHS,
        ['Juniper Broadcasting', 'Acme Corporation Ltd', 'Globex', 'Initech', 'Umbrella'],
      ]) {
        for (const edges of [true, false]) {
          const shown = boxes(labels, plotWidth, edges);
          for (let i = 1; i < shown.length; i++)
            expect(shown[i]!.left, `${plotWidth}px, label ${i}`).toBeGreaterThanOrEqual(shown[i - 1]!.right);
        }
      }
    }
    // A phone's year of months: every month shown, upright, rather than a pile.
    expect(categoryAxis(MONTHS, { plotWidth: 260, edges: true })).toMatchObject({ interval: 0, angle: -90 });
    // A daily series on a phone: every n-th day, flat.
    const days = Array.from({ length: 60 }, (_, i) => `Day ${i + 1}`);
    const daily = categoryAxis(days, { plotWidth: 260 });
    expect(daily.angle).toBe(0);
    expect(daily.interval).toBeGreaterThan(0);
  });

  it('makes room for the first and last labels, which a line chart puts on the plot edges', () => {
    const line = categoryAxis(MONTHS, { plotWidth: 1100, edges: true });
    expect(line.margin.right).toBeGreaterThanOrEqual(labelWidth('Dec') / 2);
    expect(line.margin.left).toBeGreaterThanOrEqual(labelWidth('Jan') / 2);
    // Bars sit half a slot inside the plot: wide slots need no margin.
    expect(categoryAxis(MONTHS, { plotWidth: 1100 }).margin).toEqual({ left: 0, right: 0 });
  });

  it('measures with the page when it can, and shortens long labels', () => {
    expect(labelWidth('abc', (text) => text.length * 10)).toBe(30);
    expect(labelWidth('abc', () => undefined)).toBe(21);
    expect(categoryAxis(['A very long customer name indeed']).tickFormatter('A very long customer name indeed')).toBe(
      'A very long custo…',
    );
  });
});

describe('monthTicks', () => {
  it('names the months of one year and says the year once; across years each month keeps its year', () => {
    const oneYear = monthTicks(MONTHS)!;
    expect(MONTHS.map(oneYear.format)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(oneYear.year).toBe('2025');
    const across = monthTicks(['2024-11', '2024-12', '2025-01'])!;
    expect(['2024-11', '2025-01'].map(across.format)).toEqual(['Nov 24', 'Jan 25']);
    expect(across.year).toBeUndefined();
    expect(monthTicks(['North', '2025-01'])).toBeNull();
    // The axis shows the month names and lays them out by their width.
    const axis = categoryAxis(MONTHS, { plotWidth: 600, edges: true });
    expect(axis).toMatchObject({ angle: 0, interval: 0, caption: '2025' });
    expect(axis.tickFormatter('2025-03')).toBe('Mar');
  });
});
