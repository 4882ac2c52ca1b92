import { describe, expect, it } from 'vitest';
import { defaultTitle, formOfAnswer, pinnableQueryIndex } from './pin';

describe('pinning an answer', () => {
  it('is offered for an answer whose query can run again (it has a structured query)', () => {
    const sql = { systemName: 'Demo Company', language: 'sql' as const, text: 'SELECT 1' };
    expect(pinnableQueryIndex(undefined)).toBe(-1);
    expect(pinnableQueryIndex([sql])).toBe(-1);
    expect(pinnableQueryIndex([sql, { ...sql, structured: { from: 'invoices' } }])).toBe(1);
  });

  it('preselects the form the answer shows itself in', () => {
    expect(formOfAnswer('Revenue this year is **1,234.50**.')).toBe('figure');
    expect(formOfAnswer('Top customers:\n[TABLE:{"headers":[],"rows":[]}]')).toBe('table');
    expect(formOfAnswer('[CHART:{"type":"line","labels":[],"datasets":[]}]')).toBe('line');
    expect(formOfAnswer('[CHART:{"type":"doughnut","labels":[],"datasets":[]}]')).toBe('pie');
    expect(formOfAnswer('[CHART:{"labels":["a"],"datasets":[]}]')).toBe('bar');
  });

  it('titles the tile with the question, cut to a title’s 120 characters', () => {
    expect(defaultTitle('  Revenue   by month ')).toBe('Revenue by month');
    const long = defaultTitle('x'.repeat(200));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
