/**
 * The content of a small Tableau site: two workbooks, three views, and each
 * view's data as the rows Tableau exports (text as Tableau writes it: dates
 * like 1/3/2025, plain numbers), including values with commas, quotes and line
 * breaks so the CSV must be quoted properly.
 */

export type Cell = string | number | null;

export interface FakeView {
  id: string;
  name: string;
  contentUrl: string;
  workbookId: string;
  totalViewCount: number;
  columns: string[];
  rows: Cell[][];
}

export interface FakeWorkbook {
  id: string;
  name: string;
  contentUrl: string;
  project: { id: string; name: string };
}

export interface TableauSite {
  id: string;
  contentUrl: string;
  workbooks: FakeWorkbook[];
  views: FakeView[];
}

const REGIONS = ['West', 'East', 'Central', 'South'];
const CATEGORIES = ['Furniture', 'Office Supplies', 'Technology'];

function salesByRegion(): Cell[][] {
  const rows: Cell[][] = [];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  for (let month = 0; month < 6; month++) {
    REGIONS.forEach((region, r) => {
      CATEGORIES.forEach((category, c) => {
        const sales = Math.round((800 + next(4000) + r * 350 - c * 120) * 100 + next(100)) / 100;
        const quantity = 5 + next(40);
        const profit = Math.round(sales * (0.05 + next(20) / 100) * 100) / 100;
        rows.push([region, category, `${month + 1}/${1 + ((r * 7 + c * 3) % 27)}/2025`, sales, quantity, profit]);
      });
    });
  }
  return rows;
}

export function tableauSite(contentUrl = 'acme'): TableauSite {
  const project = { id: '6b6a3ad8-0d8c-4a23-9d61-0b1f1a1c0001', name: 'Sales' };
  const workbooks: FakeWorkbook[] = [
    { id: 'b1b6b4e0-5a0d-4c5e-8f4e-100000000001', name: 'Superstore', contentUrl: 'Superstore', project },
    {
      id: 'b1b6b4e0-5a0d-4c5e-8f4e-100000000002',
      name: 'Finance',
      contentUrl: 'Finance',
      project: { id: '6b6a3ad8-0d8c-4a23-9d61-0b1f1a1c0002', name: 'Finance' },
    },
  ];
  const views: FakeView[] = [
    {
      id: 'e7c1d9a2-3f41-4a8b-9c55-200000000001',
      name: 'Sales by Region',
      contentUrl: 'Superstore/sheets/SalesbyRegion',
      workbookId: workbooks[0]!.id,
      totalViewCount: 120,
      columns: ['Region', 'Category', 'Order Date', 'Sales', 'Quantity', 'Profit'],
      rows: salesByRegion(),
    },
    {
      id: 'e7c1d9a2-3f41-4a8b-9c55-200000000002',
      name: 'Customer Notes',
      contentUrl: 'Superstore/sheets/CustomerNotes',
      workbookId: workbooks[0]!.id,
      totalViewCount: 15,
      columns: ['Customer Name', 'Segment', 'Note', 'Last Order'],
      rows: [
        ['Smith, John', 'Consumer', 'Prefers "express" shipping', '3/14/2025'],
        ['Lee, Ana', 'Corporate', 'Two lines:\nfirst call, then email', '4/2/2025'],
        ['Zhou Wei', 'Home Office', null, '5/30/2025'],
      ],
    },
    {
      id: 'e7c1d9a2-3f41-4a8b-9c55-200000000003',
      name: 'Budget vs Actual',
      contentUrl: 'Finance/sheets/BudgetvsActual',
      workbookId: workbooks[1]!.id,
      totalViewCount: 48,
      columns: ['Department', 'Budget', 'Actual', 'On Track'],
      rows: [
        ['Marketing', 12000, 13250.5, 'false'],
        ['Sales', 30000, 28999.99, 'true'],
        ['R&D', 45000, 44000, 'true'],
      ],
    },
  ];
  return { id: '0a9f4b8e-7d3c-4e2a-a1b0-300000000001', contentUrl, workbooks, views };
}

/** RFC 4180 CSV as Tableau writes a view's data: header row, CRLF line ends, quotes where needed. */
export function toCsv(columns: string[], rows: Cell[][]): string {
  const cell = (v: Cell) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
