import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessTerms } from '@soe/shared';
import type { DiscoveredSchema, SchemaEntity, FieldType } from '../../connectors/schema';
import { checkTermsAgainstSchema } from '../../systems/terms';
import { buildCatalog } from '../catalog/build-catalog';
import { discoverPglite, pgliteFromScript } from '../testing/pglite-system';
import { applyCatalogTerms, catalogTermsKey } from './catalog-terms';
import { draftTerms, draftTermsFromSchema } from './terms';

const NORTHWIND = new URL('../testing/northwind/schema.sql', import.meta.url).pathname;

function table(name: string, fields: Array<[string, FieldType]>, pk = 'id'): SchemaEntity {
  return {
    name: `public.${name}`,
    table: name,
    fields: fields.map(([n, type]) => ({ name: n, type, nativeType: type, nullable: true, isPrimaryKey: n === pk })),
    primaryKey: [pk],
    rowCount: null,
  };
}

/** Invoices with a stored total and their lines: revenue is the total, dated by the invoice date (not the due date). */
const BILLING: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00.000Z',
  entities: [
    table('customer', [
      ['id', 'integer'],
      ['full_name', 'text'],
      ['country', 'text'],
    ]),
    table('invoice', [
      ['id', 'integer'],
      ['customer_id', 'integer'],
      ['due_date', 'date'],
      ['invoice_date', 'date'],
      ['total', 'decimal'],
    ]),
    table('invoice_line', [
      ['id', 'integer'],
      ['invoice_id', 'integer'],
      ['unit_price', 'decimal'],
      ['quantity', 'integer'],
    ]),
  ],
  relations: [
    {
      name: 'a',
      fromEntity: 'public.invoice',
      fromFields: ['customer_id'],
      toEntity: 'public.customer',
      toFields: ['id'],
    },
    {
      name: 'b',
      fromEntity: 'public.invoice_line',
      fromFields: ['invoice_id'],
      toEntity: 'public.invoice',
      toFields: ['id'],
    },
  ],
};

describe('drafted business terms', () => {
  let northwind: DiscoveredSchema;
  beforeAll(async () => {
    northwind = await discoverPglite(await pgliteFromScript(NORTHWIND));
  });

  it('drafts revenue from the sold lines, dated by their order, and names the rows answers group by', async () => {
    const terms = await draftTermsFromSchema('Northwind', northwind);
    const [revenue, ...display] = terms;
    expect(revenue).toMatchObject({
      phrases: ['revenue', 'turnover'],
      entity: 'public.orders',
      date: 'order_date',
      measure: {
        agg: 'sum',
        lines: { entity: 'public.order_details', quantity: 'quantity', price: 'unit_price', discount: 'discount' },
      },
    });
    expect(revenue!.measure!.column).toBeUndefined();
    const byEntity = new Map(display.map((t) => [t.entity, t.display]));
    expect(byEntity.get('public.customers')).toEqual(['company_name']);
    expect(byEntity.get('public.products')).toEqual(['product_name']);
    expect(byEntity.get('public.employees')).toEqual(['first_name', 'last_name']);
    // What is drafted is what the API would accept from a person.
    expect(BusinessTerms.parse(terms)).toEqual(terms);
    expect(() => checkTermsAgainstSchema(terms, northwind)).not.toThrow();
  });

  it('prefers a stored total on a dated table, by its sale date, with the lines for groupings', () => {
    const [revenue] = draftTerms(buildCatalog('Billing', BILLING));
    expect(revenue).toMatchObject({
      entity: 'public.invoice',
      date: 'invoice_date',
      measure: { column: 'total', lines: { entity: 'public.invoice_line', quantity: 'quantity', price: 'unit_price' } },
    });
    expect(() => checkTermsAgainstSchema(draftTerms(buildCatalog('Billing', BILLING)), BILLING)).not.toThrow();
  });

  it('drafts no revenue where nothing is money', () => {
    const plain: DiscoveredSchema = {
      ...BILLING,
      entities: [BILLING.entities[0]!],
      relations: [],
    };
    expect(draftTerms(buildCatalog('Plain', plain)).filter((t) => t.measure)).toEqual([]);
  });
});

describe('terms that shape the catalog', () => {
  it('makes a display column the label and drops hidden columns everywhere, keys excepted', () => {
    const catalog = buildCatalog('Billing', BILLING);
    expect(catalog.byName.get('public.customer')!.label).toEqual({ columns: ['full_name'] });
    applyCatalogTerms(catalog, [
      { phrases: [], entity: 'public.customer', filters: [], display: ['country'] },
      { phrases: [], entity: 'public.invoice', filters: [], hidden: ['due_date', 'total', 'customer_id'] },
    ]);
    const customer = catalog.byName.get('public.customer')!;
    expect(customer.label).toEqual({ columns: ['country'] });
    expect(customer.byName.get('country')!.role).toBe('label');
    expect(customer.byName.get('full_name')!.role).toBe('category');
    const invoice = catalog.byName.get('public.invoice')!;
    expect(invoice.columns.map((c) => c.name)).toEqual(['id', 'customer_id', 'invoice_date']);
    expect(invoice.byName.has('total')).toBe(false);
    expect(invoice.timeColumns.map((c) => c.name)).toEqual(['invoice_date']);
    // Revenue can no longer be the hidden total; the lines remain.
    expect(catalog.revenue).toEqual([expect.objectContaining({ entity: 'public.invoice_line', kind: 'line' })]);
  });

  it('keys the cached catalog on display and hidden columns only', () => {
    const measure = {
      phrases: ['sales'],
      entity: 'public.invoice',
      filters: [],
      measure: { column: 'total', agg: 'sum' as const },
    };
    expect(catalogTermsKey(undefined)).toBe('');
    expect(catalogTermsKey([measure])).toBe('');
    const hidden = { phrases: [], entity: 'public.invoice', filters: [], hidden: ['total'] };
    expect(catalogTermsKey([measure, hidden])).not.toBe('');
    expect(catalogTermsKey([measure, hidden])).toBe(catalogTermsKey([hidden]));
    expect(catalogTermsKey([{ ...hidden, hidden: ['due_date'] }])).not.toBe(catalogTermsKey([hidden]));
  });
});
