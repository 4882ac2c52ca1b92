import { describe, expect, it } from 'vitest';
import { parseContent, parseInline, parseTextBlocks, toCsv } from './parse-content';

describe('parseContent', () => {
  it('splits text, tables and charts', () => {
    const table = { headers: [{ label: 'Name', key: 'name' }], rows: [{ name: 'Acme [main]' }] };
    const chart = { type: 'bar', labels: ['Q1'], datasets: [{ label: 'Revenue', data: [1] }] };
    const parts = parseContent(`Intro\n\n[TABLE:${JSON.stringify(table)}]\nMiddle [CHART:${JSON.stringify(chart)}] end`);
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
      rows: [{ name: 'Acme, Inc.', total: '$1,200' }, { name: 'Say "hi"', total: 3 }],
    });
    expect(csv).toBe('Name,Total\r\n"Acme, Inc.","$1,200"\r\n"Say ""hi""",3');
  });
});

describe('parseTextBlocks', () => {
  it('makes lists, headings and paragraphs', () => {
    const blocks = parseTextBlocks('# Title\nTop customers:\n- Acme\n- Globex\n\n1. one\n2. two\n\nDone.');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'Top customers:' },
      { type: 'list', ordered: false, items: ['Acme', 'Globex'] },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'paragraph', text: 'Done.' },
    ]);
  });
  it('reads markdown tables', () => {
    expect(parseTextBlocks('| a | b |\n|---|---|\n| 1 | 2 |')).toEqual([{ type: 'table', header: ['a', 'b'], rows: [['1', '2']] }]);
  });
  it('parses inline bold and code', () => {
    expect(parseInline('a **b** `c`')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', text: 'b' },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'c' },
    ]);
  });
});
