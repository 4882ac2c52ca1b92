import { describe, expect, it } from 'vitest';
import { docxBytes, docxZipBomb, pdfBytes, xlsxBytes, zipOf } from '../testing';
import { extractDocument, DEFAULT_LIMITS } from './index';
import { extractIsolated } from './run-isolated';
import { splitPassages } from './passages';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('document extraction, per format', () => {
  it('CSV: header row → typed fields, rows converted (numbers, dates, codes kept as text)', async () => {
    const csv =
      'Region,Amount,Closed On,Code,Note\nNorth,"1,200.50",2024-01-15,007,first\nSouth,300,2024-02-01,010,\n\nNorth,$99.5,2024-03-31,123,"with, comma"\n';
    const out = await extractDocument('csv', utf8(csv), 'sales.csv');
    expect(out.sheets).toHaveLength(1);
    const [sheet] = out.sheets;
    expect(sheet!.name).toBe('sales');
    expect(sheet!.fields).toEqual([
      { name: 'Region', type: 'text' },
      { name: 'Amount', type: 'decimal' },
      { name: 'Closed On', type: 'date' },
      { name: 'Code', type: 'text' },
      { name: 'Note', type: 'text' },
    ]);
    expect(sheet!.rows).toEqual([
      ['North', 1200.5, '2024-01-15', '007', 'first'],
      ['South', 300, '2024-02-01', '010', null],
      ['North', 99.5, '2024-03-31', '123', 'with, comma'],
    ]);
    expect(out.metadata).toMatchObject({ rows: 3, sheets: 1 });
    expect(out.passages.map((p) => p.text).join(' ')).toContain('Region: South');
  });

  it('CSV: Windows-1252 bytes, semicolons, blank and repeated headers', async () => {
    const bytes = new Uint8Array([...utf8('Caf'), 0xe9, ...utf8(';;Caf'), 0xe9, ...utf8('\nx;1;y\n')]);
    const out = await extractDocument('csv', bytes, 'menu.csv');
    expect(out.sheets[0]!.fields.map((f) => f.name)).toEqual(['Café', 'column_2', 'Café 2']);
    expect(out.sheets[0]!.rows).toEqual([['x', 1, 'y']]);
  });

  it('XLSX: every sheet with data is a table; dates, numbers and formulas read as values', async () => {
    const bytes = await xlsxBytes([
      {
        name: 'Sales',
        rows: [
          ['Region', 'Amount', 'Day'],
          ['North', 10.25, new Date(Date.UTC(2024, 0, 2))],
          ['South', 4, new Date(Date.UTC(2024, 0, 3))],
        ],
      },
      { name: 'Empty', rows: [] },
      {
        name: 'Targets',
        rows: [
          ['Region', 'Target'],
          ['North', { formula: '2*5', result: 10 }],
        ],
      },
    ]);
    const out = await extractDocument('xlsx', bytes, 'book.xlsx');
    expect(out.sheets.map((s) => s.name)).toEqual(['Sales', 'Targets']);
    expect(out.sheets[0]!.fields).toEqual([
      { name: 'Region', type: 'text' },
      { name: 'Amount', type: 'decimal' },
      { name: 'Day', type: 'date' },
    ]);
    expect(out.sheets[0]!.rows).toEqual([
      ['North', 10.25, '2024-01-02'],
      ['South', 4, '2024-01-03'],
    ]);
    expect(out.sheets[1]!.rows).toEqual([['North', 10]]);
  });

  it('PDF: text per page, passages carry their page number', async () => {
    const bytes = await pdfBytes([
      'Introduction to the annual report.',
      'The warehouse in Rotterdam shipped 4812 pallets in March.',
    ]);
    const out = await extractDocument('pdf', bytes, 'report.pdf');
    expect(out.metadata.pages).toBe(2);
    expect(out.passages.find((p) => p.text.includes('Rotterdam'))).toMatchObject({ page: 2 });
    expect(out.passages.find((p) => p.text.includes('Introduction'))).toMatchObject({ page: 1 });
  });

  it('DOCX: paragraphs become passages without pages', async () => {
    const bytes = await docxBytes([
      'Policy on travel expenses.',
      'Hotel stays above 180 euros per night need approval.',
    ]);
    const out = await extractDocument('docx', bytes, 'policy.docx');
    const text = out.passages.map((p) => p.text).join('\n');
    expect(text).toContain('Hotel stays above 180 euros');
    expect(out.passages.every((p) => p.page === undefined)).toBe(true);
  });

  it('TXT and Markdown: paragraphs, long ones cut at sentence boundaries', async () => {
    const txt = await extractDocument('txt', utf8('First paragraph.\n\nSecond paragraph.'), 'a.txt');
    expect(txt.passages.map((p) => p.text)).toEqual(['First paragraph.\nSecond paragraph.']);
    const md = await extractDocument('markdown', utf8('# Title\n\nSome **bold** text about onboarding.'), 'b.md');
    expect(md.passages[0]!.text).toContain('onboarding');
    const long = splitPassages(Array.from({ length: 200 }, (_, i) => `Sentence number ${i} is here.`).join(' '));
    expect(long.length).toBeGreaterThan(3);
    expect(long.every((p) => p.text.length <= 1200)).toBe(true);
  });

  it('CSV: 300,000 rows are read row by row and typed, with no argument spreading over rows; an unclosed quote is a plain sentence', async () => {
    const lines = ['Id,Amount,Day'];
    for (let i = 1; i <= 300_000; i++)
      lines.push(`${i},${(i % 1000) / 100},2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
    const out = await extractDocument('csv', utf8(lines.join('\n')), 'many.csv');
    expect(out.sheets[0]!.fields.map((f) => f.type)).toEqual(['integer', 'decimal', 'date']);
    expect(out.sheets[0]!.rows).toHaveLength(300_000);
    expect(out.sheets[0]!.rows[299_999]).toEqual([300_000, 0, '2024-01-09']);
    expect(out.metadata.passages).toBeGreaterThan(0);
    // Over the cell budget: refused while reading, with the limit in the message.
    await expect(
      extractDocument('csv', utf8(lines.join('\n')), 'many.csv', { ...DEFAULT_LIMITS, maxCells: 100_000 }),
    ).rejects.toThrow(/too many cells/);
    await expect(extractDocument('csv', utf8('a,b\n1,"open\n2,3\n'), 'q.csv')).rejects.toThrow(
      /^The CSV file could not be read: a quoted value is not closed \(row \d+\)\.$/,
    );
  });

  it('a damaged file ends in a clear error, not a crash', async () => {
    await expect(extractDocument('pdf', utf8('%PDF-1.7 this is not really a pdf'), 'x.pdf')).rejects.toThrow(/PDF/);
    await expect(extractDocument('docx', utf8('PK\u0003\u0004 broken'), 'x.docx')).rejects.toThrow(
      /DOCX file is damaged/,
    );
    await expect(extractDocument('csv', utf8('only a header\n'), 'x.csv')).rejects.toThrow(/no rows/);
  });

  it('zip bombs: declared sizes over the budget, and headers that lie about the size', async () => {
    await expect(extractDocument('docx', docxZipBomb({ inflatedMb: 300 }), 'bomb.docx')).rejects.toThrow(/zip bomb/);
    await expect(
      extractDocument('docx', docxZipBomb({ inflatedMb: 40, lie: true }), 'liar.docx', {
        ...DEFAULT_LIMITS,
        maxUncompressedBytes: 20 * 1024 * 1024,
      }),
    ).rejects.toThrow(/zip bomb/);
    const many = zipOf(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') })));
    await expect(extractDocument('xlsx', many, 'many.xlsx', { ...DEFAULT_LIMITS, maxZipEntries: 10 })).rejects.toThrow(
      /too many parts/,
    );
  });
});

describe('extraction in a child process', () => {
  it('returns the result of a real extraction', async () => {
    const out = await extractIsolated('csv', utf8('Region,Amount\nNorth,5\n'), 'w.csv');
    expect(out.sheets[0]!.rows).toEqual([['North', 5]]);
  });

  it('turns a bomb, a deadline and a memory cap into errors; the server process is untouched', async () => {
    await expect(extractIsolated('docx', docxZipBomb({ inflatedMb: 300 }), 'bomb.docx')).rejects.toThrow(/zip bomb/);
    await expect(
      extractIsolated('csv', utf8('a,b\n1,2\n'), 't.csv', { timeoutMs: 1, maxMemoryMb: 256 }),
    ).rejects.toThrow(/longer than/);
    const huge = utf8(`n\n${'1234567890\n'.repeat(2_000_000)}`);
    await expect(extractIsolated('csv', huge, 'big.csv', { timeoutMs: 60_000, maxMemoryMb: 64 })).rejects.toThrow(
      /more memory than allowed/,
    );
  });
});
