import { toCsv } from '@soe/fakes/tableau';
import { describe, expect, it } from 'vitest';
import { col, lit } from '../query';
import { tableauSettings } from './connector';
import { parseViewCsv } from './csv';
import { viewFilters } from './read';

describe('Tableau view data CSV', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const csv =
      'Customer Name,Note,Sales\r\n"Smith, John","Prefers ""express"" shipping",1\r\n"Lee, Ana","Two lines:\nfirst call, then email",2\r\nZhou Wei,,3\r\n';
    const t = parseViewCsv(csv, 'Notes');
    expect(t.columns).toEqual(['Customer Name', 'Note', 'Sales']);
    expect(t.rows).toEqual([
      { 'Customer Name': 'Smith, John', Note: 'Prefers "express" shipping', Sales: 1 },
      { 'Customer Name': 'Lee, Ana', Note: 'Two lines:\nfirst call, then email', Sales: 2 },
      { 'Customer Name': 'Zhou Wei', Note: null, Sales: 3 },
    ]);
  });

  it('infers types from the values', () => {
    const t = parseViewCsv(
      toCsv(
        ['Id', 'Amount', 'Big', 'Flag', 'Day', 'US date', 'EU date', 'At', 'Mixed', 'Empty'],
        [
          ['1', '10.5', '1,234.50', 'true', '2025-01-31', '1/3/2025', '25/12/2024', '3/1/2025 2:05:00 PM', '12', null],
          ['2', '7', '12', 'FALSE', '2025-02-01', '12/31/2025', '1/2/2025', '2025-03-01 08:00:00', 'n/a', null],
        ],
      ),
      'Types',
    );
    expect(Object.fromEntries(t.columns.map((c, i) => [c, t.types[i]]))).toEqual({
      Id: 'integer',
      Amount: 'decimal',
      Big: 'decimal',
      Flag: 'boolean',
      Day: 'date',
      'US date': 'date',
      'EU date': 'date',
      At: 'text', // two different date-time spellings in one column: left as text
      Mixed: 'text',
      Empty: 'text',
    });
    expect(t.rows[0]).toMatchObject({
      Big: 1234.5,
      Flag: true,
      'US date': new Date('2025-01-03T00:00:00Z'),
      'EU date': new Date('2024-12-25T00:00:00Z'),
      Mixed: '12',
    });
    expect(t.rows[1]).toMatchObject({
      Flag: false,
      'US date': new Date('2025-12-31T00:00:00Z'),
      'EU date': new Date('2025-02-01T00:00:00Z'),
    });
    const times = parseViewCsv('At\r\n3/1/2025 2:05:00 PM\r\n12/1/2025 12:00:00 AM\r\n', 'Times');
    expect(times.types).toEqual(['timestamp']);
    expect(times.rows.map((r) => (r.At as Date).toISOString())).toEqual([
      '2025-03-01T14:05:00.000Z',
      '2025-12-01T00:00:00.000Z',
    ]);
  });

  it('names repeated captions apart, drops a byte-order mark, and refuses broken CSV', () => {
    expect(parseViewCsv('\uFEFFMeasure Values,Measure Values\r\n1,2\r\n', 'V').columns).toEqual([
      'Measure Values',
      'Measure Values (2)',
    ]);
    expect(() => parseViewCsv('A,B\r\n"open,1\r\n', 'Broken')).toThrow(
      'Tableau returned the data of the view "Broken" in a form that is not valid CSV.',
    );
  });
});

describe('Tableau filters and settings', () => {
  it('sends text equality and lists as vf_ filters, and keeps the rest in memory', () => {
    expect(
      viewFilters([
        { kind: 'cmp', op: '=', left: col('t', 'Region'), right: lit('West') },
        { kind: 'cmp', op: '=', left: lit('Furniture'), right: col('t', 'Category') },
        { kind: 'in', expr: col('t', 'Segment'), values: ['Consumer', 'Home Office'] },
        { kind: 'eq_ci', expr: col('t', 'Region'), value: 'west' },
        { kind: 'cmp', op: '=', left: col('t', 'Name'), right: lit('Smith, John') },
        { kind: 'cmp', op: '=', left: col('t', 'Sales'), right: lit(10) },
        { kind: 'cmp', op: '=', left: col('t', 'Day'), right: lit('2025-01-03') },
        { kind: 'cmp', op: '>', left: col('t', 'Region'), right: lit('M') },
      ]),
    ).toEqual([
      ['Region', 'West'],
      ['Category', 'Furniture'],
      ['Segment', 'Consumer,Home Office'],
    ]);
  });

  it('reads the site from a pasted browser URL and requires the token', () => {
    expect(
      tableauSettings({ url: 'https://10ax.online.tableau.com/#/site/acme/home', tokenName: 'n', apiKey: 's' }),
    ).toEqual({
      server: 'https://10ax.online.tableau.com',
      site: 'acme',
      tokenName: 'n',
      tokenSecret: 's',
      apiVersion: '3.19',
    });
    expect(tableauSettings({ url: 'https://tableau.example.com/', site: '', tokenName: 'n', apiKey: 's' }).site).toBe(
      '',
    );
    expect(() => tableauSettings({ url: 'https://tableau.example.com', tokenName: 'n' })).toThrow(
      'Tableau needs a personal access token: give its name and its secret.',
    );
    expect(() => tableauSettings({ url: 'tableau.example.com', tokenName: 'n', apiKey: 's' })).toThrow(
      /not a valid URL/,
    );
  });
});
