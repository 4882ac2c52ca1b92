import type { QuerySpec } from '../../connectors/query';

/** How a result column is shown. */
export type ColumnFormat = 'text' | 'integer' | 'number' | 'money' | 'period' | 'date';

export interface PlannedColumn {
  key: string;
  label: string;
  role: 'dimension' | 'measure' | 'detail';
  format: ColumnFormat;
  /** For 'period': the bucket size. */
  unit?: 'year' | 'quarter' | 'month' | 'week' | 'day';
}

/** One executable reading of the question, with the words that describe it. */
export interface Plan {
  spec: QuerySpec;
  columns: PlannedColumn[];
  /** 'scalar' = one figure; 'grouped' = figures per group; 'rows' = a list of records. */
  shape: 'scalar' | 'grouped' | 'rows';
  /** E.g. 'total revenue (sum of quantity × unit price on invoice_line)'. */
  measureText: string;
  groupText: string[];
  filterText: string[];
  periodText?: string;
  /** The main table read. */
  table: string;
  rank?: { dir: 'asc' | 'desc'; n: number; singular: boolean };
  series: boolean;
  notes: string[];
}
