import { describe, expect, it } from 'vitest';
import { structuredQuerySchema, type StructuredQueryInput } from '@soe/shared';
import type { DiscoveredSchema, SchemaField } from '../connectors/schema';
import { buildCatalog } from '../engine/catalog/build-catalog';
import { dateRangeOf, withPeriod } from './dated';

const field = (name: string, type: SchemaField['type'], key = false): SchemaField => ({
  name,
  type,
  nativeType: type,
  nullable: !key,
  isPrimaryKey: key,
});

/** Invoices of customers, their lines, and products with no date anywhere near them. */
const SCHEMA: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00.000Z',
  entities: [
    {
      name: 'public.customer',
      table: 'customer',
      fields: [field('id', 'integer', true), field('name', 'text'), field('country', 'text')],
      primaryKey: ['id'],
      rowCount: 10,
    },
    {
      name: 'public.invoice',
      table: 'invoice',
      fields: [
        field('id', 'integer', true),
        field('customer_id', 'integer'),
        field('invoice_date', 'date'),
        field('due_date', 'date'),
        field('total', 'decimal'),
      ],
      primaryKey: ['id'],
      rowCount: 100,
    },
    {
      name: 'public.invoice_line',
      table: 'invoice_line',
      fields: [
        field('id', 'integer', true),
        field('invoice_id', 'integer'),
        field('quantity', 'integer'),
        field('unit_price', 'decimal'),
      ],
      primaryKey: ['id'],
      rowCount: 1000,
    },
    {
      name: 'public.product',
      table: 'product',
      fields: [field('id', 'integer', true), field('name', 'text'), field('price', 'decimal')],
      primaryKey: ['id'],
      rowCount: 20,
    },
  ],
  relations: [
    {
      name: 'invoice_customer',
      fromEntity: 'public.invoice',
      fromFields: ['customer_id'],
      toEntity: 'public.customer',
      toFields: ['id'],
    },
    {
      name: 'line_invoice',
      fromEntity: 'public.invoice_line',
      fromFields: ['invoice_id'],
      toEntity: 'public.invoice',
      toFields: ['id'],
    },
  ],
  operations: [],
};
const catalog = buildCatalog('Sales', SCHEMA);
const q = (input: StructuredQueryInput) => structuredQuerySchema.parse(input);
const quarter = { from: '2025-01-01', to: '2025-04-01' };

describe("a pinned query's dates", () => {
  it("reads SOE Local's two conditions, a model's time range, and a between", () => {
    const local = q({
      from: 'public.invoice',
      measures: [{ agg: 'sum', column: 'public.invoice.total' }],
      filters: [
        { column: 'public.invoice.invoice_date', op: '>=', value: '2026-11-01' },
        { column: 'public.invoice.invoice_date', op: '<', value: '2026-12-01' },
        { column: 'public.customer.country', op: '=', value: 'France' },
      ],
    });
    expect(dateRangeOf(local, catalog)).toEqual({
      column: 'public.invoice.invoice_date',
      from: '2026-11-01',
      to: '2026-12-01',
    });
    const model = q({
      from: 'invoice',
      measures: [{ agg: 'sum', column: 'total' }],
      time: { column: 'invoice_date', from: '2026-01-01', to: '2027-01-01', bucket: 'month' },
    });
    expect(dateRangeOf(model, catalog)).toEqual({ column: 'invoice_date', from: '2026-01-01', to: '2027-01-01' });
    const between = q({
      from: 'invoice',
      measures: [{ agg: 'count' }],
      filters: [{ column: 'due_date', op: 'between', value: ['2026-03-01', '2026-03-31'] }],
    });
    expect(dateRangeOf(between, catalog)).toEqual({ column: 'due_date', from: '2026-03-01', to: '2026-04-01' });
  });

  it('reads no dates from conditions on other columns, or from a measure of its own', () => {
    expect(
      dateRangeOf(
        q({
          from: 'invoice',
          measures: [
            {
              agg: 'sum',
              column: 'total',
              where: [{ column: 'invoice_date', op: '>=', value: '2026-01-01' }],
            },
          ],
          filters: [{ column: 'total', op: '>=', value: 100 }],
        }),
        catalog,
      ),
    ).toBeNull();
  });

  it("replaces the query's own dates with the period, and keeps its other conditions", () => {
    const query = q({
      from: 'public.invoice',
      measures: [{ agg: 'sum', column: 'public.invoice.total' }],
      filters: [
        { column: 'public.invoice.invoice_date', op: '>=', value: '2026-11-01' },
        { column: 'public.customer.country', op: '=', value: 'France' },
        { column: 'public.invoice.invoice_date', op: '<', value: '2026-12-01' },
      ],
    });
    expect(withPeriod(query, catalog, quarter)).toEqual({
      column: 'public.invoice.invoice_date',
      query: {
        ...query,
        filters: [{ column: 'public.customer.country', op: '=', value: 'France' }],
        time: { column: 'public.invoice.invoice_date', ...quarter },
      },
    });
    const series = q({ from: 'invoice', measures: [{ agg: 'count' }], time: { column: 'due_date', bucket: 'week' } });
    expect(withPeriod(series, catalog, quarter)?.query.time).toEqual({
      column: 'due_date',
      bucket: 'week',
      ...quarter,
    });
  });

  it('puts the period on the date the query groups by, else on the date its table is read by', () => {
    const byMonth = q({
      from: 'invoice_line',
      measures: [{ agg: 'sum', column: 'quantity' }],
      dimensions: [{ column: 'invoice.due_date', bucket: 'month' }],
    });
    expect(withPeriod(byMonth, catalog, quarter)?.column).toBe('invoice.due_date');
    // Lines have no date of their own: their invoice's, one relation up, as SOE Local reads "this quarter".
    const lines = q({ from: 'invoice_line', measures: [{ agg: 'sum', column: 'quantity' }] });
    expect(withPeriod(lines, catalog, quarter)).toEqual({
      column: 'public.invoice.invoice_date',
      query: { ...lines, time: { column: 'public.invoice.invoice_date', ...quarter } },
    });
  });

  it('finds no date for a table without one, nor for a table the catalog no longer has', () => {
    expect(withPeriod(q({ from: 'product', measures: [{ agg: 'count' }] }), catalog, quarter)).toBeNull();
    expect(withPeriod(q({ from: 'public.refund', measures: [{ agg: 'count' }] }), catalog, quarter)).toBeNull();
  });
});
