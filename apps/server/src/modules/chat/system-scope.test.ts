import { describe, expect, it } from 'vitest';
import { resolveSystemScope } from './system-scope';

const systems = [
  { id: 1, name: 'Demo Company' },
  { id: 7, name: 'Chinook Music Store' },
  { id: 9, name: 'Sales DB' },
];

describe('resolveSystemScope', () => {
  it('reads a system named after a preposition, whole or by its distinctive first word, and takes the name out', () => {
    expect(resolveSystemScope('What are total sales per billing country in Chinook? top 5', systems)).toEqual({
      question: 'What are total sales per billing country? top 5',
      systemIds: [7],
    });
    expect(resolveSystemScope('Total sales per billing country from Chinook Music Store, top 5', systems)).toEqual({
      question: 'Total sales per billing country, top 5',
      systemIds: [7],
    });
    expect(resolveSystemScope('Top 5 customers by revenue in the Demo Company', systems)).toEqual({
      question: 'Top 5 customers by revenue',
      systemIds: [1],
    });
    expect(resolveSystemScope('In chinook database, how many tracks are there?', systems)).toEqual({
      question: 'how many tracks are there?',
      systemIds: [7],
    });
  });

  it('reads @ mentions, with spaces, dashes or underscores in the name, in the order they appear', () => {
    expect(resolveSystemScope('@Chinook-Music-Store how many invoices?', systems)).toEqual({
      question: 'how many invoices?',
      systemIds: [7],
    });
    expect(resolveSystemScope('Compare @Demo Company and @chinook revenue', systems)).toEqual({
      question: 'Compare and revenue',
      systemIds: [1, 7],
    });
  });

  it('leaves questions alone when no system is named: values, years and generic first words do not count', () => {
    for (const question of [
      'Revenue in 2025 by month',
      'Customers from Germany',
      'Revenue from sales in Q4',
      'email me@chinookx.com',
      'How is the demo going?',
    ]) {
      expect(resolveSystemScope(question, systems)).toEqual({ question, systemIds: [] });
    }
    expect(resolveSystemScope('anything in Chinook', [])).toEqual({ question: 'anything in Chinook', systemIds: [] });
  });

  it('a one-word generic name is read only as an @ mention', () => {
    const generic = [...systems, { id: 12, name: 'Sales' }];
    expect(resolveSystemScope('Revenue from sales in Q4', generic)).toEqual({
      question: 'Revenue from sales in Q4',
      systemIds: [],
    });
    expect(resolveSystemScope('@Sales revenue in Q4', generic)).toEqual({ question: 'revenue in Q4', systemIds: [12] });
  });

  it('uses a shared first word only through the full names', () => {
    const two = [
      { id: 1, name: 'Acme CRM' },
      { id: 2, name: 'Acme ERP' },
    ];
    expect(resolveSystemScope('open deals in Acme', two).systemIds).toEqual([]);
    expect(resolveSystemScope('open deals in Acme ERP', two)).toEqual({ question: 'open deals', systemIds: [2] });
  });

  it('names a file by its whole name, with or without the extension, never by its first word', () => {
    const files = [
      { id: 31, name: 'team_hours_2026.csv' },
      { id: 31, name: 'team_hours_2026' },
    ];
    const byName = (q: string) => resolveSystemScope(q, files, { firstWords: false });
    expect(byName('Who logged the most hours in Q2 in team_hours_2026.csv?')).toEqual({
      question: 'Who logged the most hours in Q2?',
      systemIds: [31],
    });
    expect(byName('average overtime per team in team hours 2026').systemIds).toEqual([31]);
    expect(byName('total hours in team Platform')).toEqual({ question: 'total hours in team Platform', systemIds: [] });
  });
});
