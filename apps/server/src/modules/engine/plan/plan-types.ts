import type { Condition, Expr, QuerySpec } from '../../connectors/query';

/** How a result column is shown. */
export type ColumnFormat = 'text' | 'integer' | 'number' | 'money' | 'period' | 'date' | 'percent';

export interface PlannedColumn {
  key: string;
  label: string;
  role: 'dimension' | 'measure' | 'detail';
  format: ColumnFormat;
  /** For 'period': the bucket size. */
  unit?: 'year' | 'quarter' | 'month' | 'week' | 'day';
  /** A listed row's column the question asked for by name ('the weight of the youngest dog'). */
  asked?: true;
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
  /** The date the period and time buckets are read from (alias-qualified), for forms that compare periods. */
  timeExpr?: Expr;
  /** The question's filters as conditions (not the period), for forms that count a part of a whole. */
  filterConditions: Condition[];
  /** Conditions that define the measure itself (only paid invoices are revenue): in every part of a form. */
  scopeConditions: Condition[];
  /** The period's conditions. */
  periodConditions: Condition[];
  /** The measure as selected. */
  measureExpr?: Expr;
  /** Words of a part the form read on its own (an absence's clause) that its reading left unused: said with the answer. */
  unused?: string[];
  /**
   * Choices the plan made that the question did not settle: a grouping reached by one of two ways ('department' of
   * the enrolled student, where the course's department is another). The answer says how it read the question.
   */
  choices?: string[];
  /** A headline written by a form (share, growth …) instead of the standard one; gets the result's first row. */
  headline?: (row: Record<string, unknown>) => string;
}
