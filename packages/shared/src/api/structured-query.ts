import { z } from 'zod';

/**
 * The structured query: a question's computation in the terms of one system's catalog (tables, columns and the
 * relations between them), with no SQL text. A language model writes it through the `query_data` tool; SOE checks it
 * against the catalog, compiles it with the connectors' compilers and runs it read-only. Pinned answers keep it, so a
 * figure can be computed again later against the live system.
 *
 * Names are written as the catalog shows them: a table by its name, a column as `table.column` (or `column` alone
 * for a column of `from`). Columns of other tables are reached along the foreign keys from `from`, as the catalog's
 * relations say; `via` picks a relation when two lead to the same table, and `fk.column` reads the row one foreign key
 * references (a table's own: an employee's manager). eval/structured/ writes every evaluation question as one and
 * says which forms it leaves to read-only SQL.
 */

const nameText = z.string().trim().min(1).max(200);
const literal = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const AGGREGATIONS = ['count', 'count_distinct', 'sum', 'avg', 'min', 'max', 'median'] as const;
export const COMPARISONS = ['=', '<>', '<', '<=', '>', '>='] as const;
export const TIME_BUCKETS = ['year', 'quarter', 'month', 'week', 'day'] as const;
export const DATE_PARTS = ['year', 'quarter', 'month', 'weekday'] as const;
export const FILTER_OPS = [
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not_in',
  'between',
  'contains',
  'starts_with',
  'ends_with',
  'is_null',
  'is_not_null',
] as const;

export interface ColumnFilter {
  column: string;
  op: (typeof FILTER_OPS)[number];
  value?: z.infer<typeof literal> | Array<z.infer<typeof literal>>;
  otherColumn?: string;
}
/** A condition on one figure of a row's related rows (their total above 1000). */
export interface RelatedFigure {
  agg: (typeof AGGREGATIONS)[number];
  column?: string;
  op: (typeof COMPARISONS)[number];
  value: number;
}
/** One figure over all rows of a table (optionally those meeting `where`), for a column to be compared with. */
export interface FigureOfRows {
  agg: (typeof AGGREGATIONS)[number];
  column: string;
  where?: ColumnFilter[];
}
/**
 * A condition: on one column, any of several (or), the opposite of one (not), related rows that exist or not, or a
 * column compared with one figure over a table's rows (above the average).
 */
export type StructuredFilter =
  | ColumnFilter
  | { any: StructuredFilter[] }
  | { not: StructuredFilter }
  | { related: string; exists: boolean; where?: StructuredFilter[]; having?: RelatedFigure }
  | { column: string; op: (typeof COMPARISONS)[number]; figure: FigureOfRows };

/**
 * One column compared. Its descriptions are short on purpose: the schema repeats it in every place a condition may
 * stand, and the query_data tool's description says the rest once (lists for in, [low, high] for between, dates as
 * YYYY-MM-DD, text equality ignoring case).
 */
const columnFilterSchema = z
  .object({
    column: nameText,
    op: z.enum(FILTER_OPS),
    value: z.union([literal, z.array(literal).max(500)]).optional(),
    otherColumn: nameText.optional().describe('Compare with this column of the row instead of a value'),
  })
  .strict();

/**
 * Conditions nest two levels deep (an `any` of conditions or of `not`s; a `related` with its own conditions), written
 * out rather than recursive: model providers' tool schemas are JSON Schema without references, and no question of
 * the evaluation sets needed more.
 */
const notFilterSchema = z.object({ not: columnFilterSchema.describe('True when this one does not hold') }).strict();
const innerFilterSchema = z.union([columnFilterSchema, notFilterSchema]);
const anyFilterSchema = z
  .object({ any: z.array(innerFilterSchema).min(1).max(50).describe('True when any one holds (or)') })
  .strict();

/**
 * A column compared with one figure computed over a table's rows ("above the average", "smaller than every country
 * in Asia"): the figure is computed in the statement, never read back and retyped.
 */
const figureFilterSchema = z
  .object({
    column: nameText,
    op: z.enum(COMPARISONS),
    figure: z
      .object({
        agg: z.enum(AGGREGATIONS),
        column: nameText,
        where: z.array(columnFilterSchema).max(20).optional().describe('Only these rows count'),
      })
      .strict()
      .describe('Compare with one figure over all rows of a table, e.g. {agg: "avg", column: "product.price"}'),
  })
  .strict();

export const structuredFilterSchema = z.union([
  columnFilterSchema,
  anyFilterSchema,
  z
    .object({ not: z.union([columnFilterSchema, anyFilterSchema]).describe('True when this one does not hold') })
    .strict(),
  z
    .object({
      related: nameText.describe('A table related to `from` by foreign keys (either direction)'),
      exists: z.boolean().describe('true: at least one related row (meeting `where`) exists; false: none does'),
      where: z
        .array(z.union([columnFilterSchema, anyFilterSchema, notFilterSchema]))
        .max(50)
        .optional(),
      having: z
        .object({
          agg: z.enum(AGGREGATIONS),
          column: nameText.optional(),
          op: z.enum(COMPARISONS),
          value: z.number(),
        })
        .strict()
        .optional()
        .describe('A condition on a figure of those rows, e.g. their sum of amount > 1000'),
    })
    .strict(),
  figureFilterSchema,
]);

export const structuredMeasureSchema = z
  .object({
    name: nameText.optional().describe('The column name of this figure in the result'),
    agg: z
      .enum(AGGREGATIONS)
      .optional()
      .describe('The aggregation; with `formula` it applies to the formula row by row (sum of price * quantity)'),
    column: nameText.optional().describe('The column aggregated; omit for count of rows'),
    formula: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .optional()
      .describe(
        'Arithmetic over columns and numbers (+ - * / parentheses), e.g. "invoice_line.unit_price * invoice_line.quantity"; may itself use aggregations, e.g. "sum(order.total) / count_distinct(order.customer_id)", or the names of measures before it, e.g. "100 * late / all", then leave `agg` out; the row functions of `computed` too',
      ),
    where: z
      .array(innerFilterSchema)
      .max(50)
      .optional()
      .describe('Only rows meeting these conditions count toward this figure (conditional aggregation)'),
    shareOfTotal: z
      .boolean()
      .optional()
      .describe("Show this figure as a percentage of its total over all the result's rows"),
  })
  .strict();

export const structuredDimensionSchema = z
  .object({
    column: nameText.describe(
      "table.column to group by; or a table's name alone to group by its rows, shown by their name",
    ),
    name: nameText.optional().describe('The column name in the result'),
    bucket: z.enum(TIME_BUCKETS).optional().describe('For a date: group by the start of each period'),
    part: z
      .enum(DATE_PARTS)
      .optional()
      .describe('For a date: group by the number of its year, quarter (1-4), month (1-12) or weekday (1 = Monday)'),
  })
  .strict();

/** A value computed for each row, named so that filters, dimensions, measures and orderBy use it as a column. */
const computedSchema = z
  .object({
    name: nameText,
    formula: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .describe(
        "Per row: arithmetic over columns, days_between(from, to), year|quarter|month|day|weekday(date) (weekday 1 = Monday), age(birth_date, 'YYYY-MM-DD') in whole years",
      ),
  })
  .strict();

export const structuredQuerySchema = z
  .object({
    from: nameText.describe(
      'The table whose rows are counted and aggregated (the grain), e.g. invoice_line for sales by product',
    ),
    computed: z
      .array(computedSchema)
      .max(10)
      .optional()
      .describe('Values computed for each row, used by name as columns anywhere in the query'),
    measures: z.array(structuredMeasureSchema).max(20).optional().describe('Figures computed over the rows'),
    dimensions: z
      .array(structuredDimensionSchema)
      .max(10)
      .optional()
      .describe('Group the figures by these; with no measures, the distinct values of these'),
    columns: z
      .array(nameText)
      .max(50)
      .optional()
      .describe('To list rows (no measures): the columns shown, table.column or a table name for its name'),
    filters: z.array(structuredFilterSchema).max(50).optional().describe('Conditions every row must meet (and)'),
    time: z
      .object({
        column: nameText.describe('The date column the period and buckets are read from'),
        from: z.iso.date().optional().describe('First day included, YYYY-MM-DD'),
        to: z.iso.date().optional().describe('First day NOT included, YYYY-MM-DD'),
        bucket: z.enum(TIME_BUCKETS).optional().describe('Group by the start of each period'),
      })
      .strict()
      .optional(),
    having: z
      .array(
        z
          .object({
            measure: nameText.describe("A measure's name"),
            op: z.enum(COMPARISONS),
            value: z.number(),
          })
          .strict(),
      )
      .max(10)
      .optional()
      .describe('Conditions on the figures of each group'),
    orderBy: z
      .array(
        z
          .object({
            by: nameText.describe("A measure's or dimension's name, or a column"),
            dir: z.enum(['asc', 'desc']).default('asc'),
          })
          .strict(),
      )
      .max(10)
      .optional(),
    limit: z.number().int().min(1).max(10_000).optional(),
    limitPer: nameText
      .optional()
      .describe(
        "With limit: keep the first `limit` rows within each value of this dimension's name (top 3 per region)",
      ),
    ofGroups: z
      .object({
        agg: z.enum(['count', 'sum', 'avg', 'min', 'max', 'median']),
        measure: nameText.optional().describe("A measure's name; leave out to count the groups"),
      })
      .strict()
      .optional()
      .describe(
        'Aggregate the groups once more into one figure: the average of per-customer totals, how many customers have more than 3 orders',
      ),
    distinct: z.boolean().optional(),
    via: z
      .array(nameText)
      .max(10)
      .optional()
      .describe(
        'Relations to join by, as table.foreign_key_column (e.g. customer.support_rep_id), when two lead to the same table. A column may also be read through a foreign key, even of its own table: employee.reports_to.last_name',
      ),
  })
  .strict();

export type StructuredQuery = z.infer<typeof structuredQuerySchema>;
/** As written by a client (defaults not yet filled in). */
export type StructuredQueryInput = z.input<typeof structuredQuerySchema>;
export type StructuredMeasure = z.infer<typeof structuredMeasureSchema>;
export type StructuredDimension = z.infer<typeof structuredDimensionSchema>;
