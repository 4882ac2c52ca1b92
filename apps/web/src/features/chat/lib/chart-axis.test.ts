import { describe, expect, it } from 'vitest';
import { categoryAxis } from './chart-axis';

describe('categoryAxis', () => {
  it('shows every label: flat when few and short, angled when many or long', () => {
    expect(categoryAxis(['North', 'South', 'East'])).toMatchObject({ interval: 0, angle: 0 });
    const months = [
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ];
    expect(categoryAxis(months)).toMatchObject({ interval: 0, angle: -35, textAnchor: 'end' });
    expect(categoryAxis(['Juniper Broadcasting', 'Acme Corporation Ltd', 'Globex', 'Initech'])).toMatchObject({
      interval: 0,
      angle: -35,
    });
  });

  it('thins a long series on purpose and shortens long labels', () => {
    const days = Array.from({ length: 60 }, (_, i) => `Day ${i + 1}`);
    expect(categoryAxis(days).interval).toBe(4);
    expect(categoryAxis(['A very long customer name indeed']).tickFormatter('A very long customer name indeed')).toBe(
      'A very long custo…',
    );
  });
});
