import type { BusinessTerm } from '../../engine';

/**
 * What the Demo Company means by its words, as a finance person would sign them: revenue is what was invoiced
 * (by invoice date; the order lines when a grouping needs products), the pipeline is the open deals, and won or
 * lost deals are counted by their close date.
 */
export const DEMO_TERMS: BusinessTerm[] = [
  {
    phrases: ['revenue', 'invoiced revenue', 'invoiced amount', 'sales', 'turnover', 'income', 'billings'],
    description: 'Invoiced amounts (invoices.total), dated by the invoice date.',
    entity: 'demo.invoices',
    measure: {
      column: 'total',
      agg: 'sum',
      lines: { entity: 'demo.order_lines', quantity: 'quantity', price: 'unit_price', discount: 'discount' },
    },
    filters: [],
    date: 'invoice_date',
  },
  {
    phrases: ['pipeline', 'open pipeline', 'pipeline value'],
    description: 'The amount of open deals (any stage but Won and Lost), by expected close date.',
    entity: 'demo.deals',
    measure: { column: 'amount', agg: 'sum' },
    filters: [{ column: 'stage', op: 'not in', values: ['Won', 'Lost'] }],
    date: 'close_date',
  },
  {
    phrases: ['open deals', 'open opportunities'],
    description: 'Deals not yet won or lost.',
    entity: 'demo.deals',
    filters: [{ column: 'stage', op: 'not in', values: ['Won', 'Lost'] }],
    date: 'close_date',
  },
  {
    phrases: ['closed won', 'won deals', 'won'],
    description: 'Deals won, by close date.',
    entity: 'demo.deals',
    filters: [{ column: 'stage', op: 'in', values: ['Won'] }],
    date: 'close_date',
  },
  {
    phrases: ['closed lost', 'lost deals', 'lost'],
    description: 'Deals lost, by close date.',
    entity: 'demo.deals',
    filters: [{ column: 'stage', op: 'in', values: ['Lost'] }],
    date: 'close_date',
  },
];
