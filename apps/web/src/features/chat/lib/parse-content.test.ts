import { describe, expect, it } from 'vitest';
import { displayCell, formatFigure, parseContent, plainText, sortRows, streamingSafe, toCsv } from './parse-content';

describe('parseContent', () => {
  it('splits text, tables and charts', () => {
    const table = { headers: [{ label: 'Name', key: 'name' }], rows: [{ name: 'Acme [main]' }] };
    const chart = { type: 'bar', labels: ['Q1'], datasets: [{ label: 'Revenue', data: [1] }] };
    const parts = parseContent(
      `Intro\n\n[TABLE:${JSON.stringify(table)}]\nMiddle [CHART:${JSON.stringify(chart)}] end`,
    );
    expect(parts.map((p) => p.type)).toEqual(['text', 'table', 'text', 'chart', 'text']);
    expect(parts[1]).toEqual({ type: 'table', table });
  });

  it('reports invalid JSON as an invalid block and keeps the rest', () => {
    const parts = parseContent('Before [CHART:{not json}] after [TABLE:{"headers":1}]');
    expect(parts).toEqual([
      { type: 'text', text: 'Before ' },
      { type: 'invalid', kind: 'chart' },
      { type: 'text', text: ' after ' },
      { type: 'invalid', kind: 'table' },
    ]);
  });

  it('handles unbalanced JSON', () => {
    expect(parseContent('[TABLE:{"headers":[]\nnext line').map((p) => p.type)).toEqual(['invalid', 'text']);
  });
});

describe('toCsv', () => {
  it('quotes values with commas and quotes', () => {
    const csv = toCsv({
      headers: [
        { label: 'Name', key: 'name' },
        { label: 'Total', key: 'total' },
      ],
      rows: [
        { name: 'Acme, Inc.', total: '$1,200' },
        { name: 'Say "hi"', total: 3 },
      ],
    });
    expect(csv).toBe('Name,Total\r\n"Acme, Inc.","$1,200"\r\n"Say ""hi""",3');
  });
});

describe('streamingSafe', () => {
  const table = JSON.stringify({ headers: [{ label: 'Name', key: 'name' }], rows: [{ name: 'Acme ] [x' }] });

  it('shows finished text and blocks as they are', () => {
    const text = `Intro\n\n[TABLE:${table}]\nAfter`;
    expect(streamingSafe(text)).toEqual({ text, pending: null });
  });

  it('holds back a block whose JSON or closing bracket has not arrived, at every cut', () => {
    const full = `Intro\n\n[TABLE:${table}]`;
    for (let cut = 'Intro\n\n'.length + 1; cut < full.length; cut++) {
      const { text, pending } = streamingSafe(full.slice(0, cut));
      expect(text, `cut ${cut}`).toBe('Intro\n\n');
      if (cut >= 'Intro\n\n[TABLE:'.length) expect(pending, `cut ${cut}`).toBe('table');
    }
    expect(streamingSafe(full).pending).toBeNull();
  });

  it('holds back a chart marker still arriving and closes an open code fence', () => {
    expect(streamingSafe('Revenue [CHA')).toEqual({ text: 'Revenue ', pending: null });
    expect(streamingSafe('Revenue [CHART:{"labels":[1],').pending).toBe('chart');
    expect(streamingSafe('Code:\n```sql\nselect 1').text).toBe('Code:\n```sql\nselect 1\n```');
  });
});

describe('sortRows', () => {
  const table = {
    headers: [
      { label: 'Customer', key: 'c' },
      { label: 'Revenue', key: 'r' },
    ],
    rows: [
      { c: 'Beta', r: '$1,200.00' },
      { c: 'alpha', r: '$950.50' },
      { c: 'Gamma', r: '$10,000.00' },
      { c: 'Delta', r: null },
      { c: 'Total', r: '$12,150.50' },
    ],
  };

  it('sorts money text as numbers, empty cells last, and keeps the total row last', () => {
    expect(sortRows(table, { key: 'r', direction: 'asc' }).map((row) => row.c)).toEqual([
      'alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Total',
    ]);
    expect(sortRows(table, { key: 'r', direction: 'desc' }).map((row) => row.c)).toEqual([
      'Gamma',
      'Beta',
      'alpha',
      'Delta',
      'Total',
    ]);
  });

  it('sorts text case-insensitively and leaves the original order without a sort', () => {
    expect(sortRows(table, { key: 'c', direction: 'asc' }).map((row) => row.c)).toEqual([
      'alpha',
      'Beta',
      'Delta',
      'Gamma',
      'Total',
    ]);
    expect(sortRows(table, null)).toBe(table.rows);
  });
});

describe('plainText', () => {
  it('turns tables into tab-separated rows and charts into label lines', () => {
    const table = {
      headers: [
        { label: 'Country', key: 'c' },
        { label: 'Sales', key: 's' },
      ],
      rows: [
        { c: 'USA', s: 523.06 },
        { c: 'Canada\tCA', s: 303.96 },
      ],
    };
    const chart = {
      type: 'bar',
      title: 'Sales',
      labels: ['USA', 'Canada'],
      datasets: [{ label: 'Sales', data: [523.06, 303.96] }],
    };
    expect(plainText(`Top countries:\n\n[TABLE:${JSON.stringify(table)}]\n[CHART:${JSON.stringify(chart)}]`)).toBe(
      'Top countries:\n\nCountry\tSales\nUSA\t523.06\nCanada CA\t303.96\n\nSales\nUSA: 523.06\nCanada: 303.96',
    );
  });
});

describe('figures', () => {
  it('read one way everywhere: thousands separated, two decimals for money and fractions, none for counts', () => {
    expect(formatFigure(455726.6)).toBe('455,726.60');
    expect(formatFigure(455726.6, 'money')).toBe('455,726.60');
    expect(formatFigure(1200, 'money')).toBe('1,200.00');
    expect(formatFigure(1200)).toBe('1,200');
    expect(formatFigure(1234.5678, 'integer')).toBe('1,235');
    expect(formatFigure(12.5, 'percent')).toBe('12.50 %');
    expect(displayCell(98765.4321, 'number')).toBe('98,765.43');
    expect(displayCell('Acme')).toBe('Acme');
  });
});
