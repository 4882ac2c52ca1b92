import type { DiscoveredSchema } from '../../connectors/schema';

/**
 * A wide, ERP-like schema for the scale tests and benchmarks: a small trading core (customers,
 * products, categories, orders) among thousands of module tables that point at each other and at
 * the core, about half of them dated, the way an ERP's tables are.
 */

const MODULES = ['fi', 'co', 'sd', 'mm', 'pp', 'qm', 'pm', 'hr', 'wm', 'ps', 'tr', 'le', 'crm', 'srm', 'scm'];
const NOUNS = [
  'ledger',
  'entry',
  'document',
  'item',
  'header',
  'posting',
  'batch',
  'lot',
  'plan',
  'schedule',
  'stock',
  'movement',
  'contract',
  'condition',
  'partner',
  'asset',
  'budget',
  'cost',
  'center',
  'project',
  'task',
  'notification',
  'inspection',
  'route',
  'shipment',
  'delivery',
  'invoice',
  'payment',
  'claim',
  'quota',
  'version',
  'variant',
  'attribute',
  'message',
  'log',
  'profile',
];

export interface WideTable {
  name: string;
  columns: Array<{ name: string; type: 'int' | 'text' | 'date' | 'numeric' }>;
  fks: Array<{ column: string; to: string }>;
}

/** `n` tables, deterministic for a given n, so every run and every database gets the same schema. */
export function wideTables(n: number): WideTable[] {
  const tables: WideTable[] = [
    {
      name: 'categories',
      columns: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'text' },
      ],
      fks: [],
    },
    {
      name: 'customers',
      columns: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'country', type: 'text' },
        { name: 'signed_up', type: 'date' },
      ],
      fks: [],
    },
    {
      name: 'products',
      columns: [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'category_id', type: 'int' },
        { name: 'unit_price', type: 'numeric' },
      ],
      fks: [{ column: 'category_id', to: 'categories' }],
    },
    {
      name: 'orders',
      columns: [
        { name: 'id', type: 'int' },
        { name: 'customer_id', type: 'int' },
        { name: 'product_id', type: 'int' },
        { name: 'order_date', type: 'date' },
        { name: 'quantity', type: 'int' },
        { name: 'amount', type: 'numeric' },
        { name: 'status', type: 'text' },
      ],
      fks: [
        { column: 'customer_id', to: 'customers' },
        { column: 'product_id', to: 'products' },
      ],
    },
  ];
  let seed = 12345;
  const rand = (k: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  for (let i = tables.length; i < n; i++) {
    const name = `${MODULES[i % MODULES.length]}_${NOUNS[rand(NOUNS.length)]}_${NOUNS[rand(NOUNS.length)]}_${i}`;
    const columns: WideTable['columns'] = [
      { name: 'id', type: 'int' },
      { name: 'code', type: 'text' },
    ];
    const fks: WideTable['fks'] = [];
    // Links to earlier tables: mostly near ones (a module's own tables), some to the core hubs.
    const links = 1 + rand(3);
    for (let k = 0; k < links; k++) {
      const to = rand(4) === 0 ? tables[1 + rand(3)].name : tables[Math.max(0, i - 1 - rand(Math.min(i, 60)))].name;
      const column = `${to.replace(/_\d+$/, '').split('_').slice(-1)[0]}_${k}_id`;
      if (fks.some((f) => f.to === to)) continue;
      columns.push({ name: column, type: 'int' });
      fks.push({ column, to });
    }
    if (rand(2) === 0) columns.push({ name: rand(2) ? 'posted_on' : 'created_at', type: 'date' });
    if (rand(3) === 0) columns.push({ name: 'amount', type: 'numeric' });
    if (rand(3) === 0) columns.push({ name: 'status', type: 'text' });
    tables.push({ name, columns, fks });
  }
  return tables.slice(0, Math.max(n, 4));
}

const PG_TYPES: Record<WideTable['columns'][number]['type'], string> = {
  int: 'int',
  text: 'text',
  date: 'date',
  numeric: 'numeric(12,2)',
};

/** CREATE TABLE statements (PostgreSQL), in dependency order. */
export function pgDdl(tables: WideTable[]): string[] {
  return tables.map((t) => {
    const cols = t.columns.map((c) => `${c.name} ${PG_TYPES[c.type]}${c.name === 'id' ? ' PRIMARY KEY' : ''}`);
    const fks = t.fks.map((f) => `FOREIGN KEY (${f.column}) REFERENCES ${f.to}(id)`);
    return `CREATE TABLE ${t.name} (${[...cols, ...fks].join(', ')});`;
  });
}

const FIELD_TYPES = { int: 'integer', text: 'text', date: 'date', numeric: 'decimal' } as const;

/** The schema a PostgreSQL discovery of these tables returns (namespace 'public', empty tables but the core). */
export function discovered(tables: WideTable[], rowCounts: Record<string, number> = {}): DiscoveredSchema {
  return {
    entities: tables.map((t) => ({
      name: `public.${t.name}`,
      table: t.name,
      namespace: 'public',
      fields: t.columns.map((c) => ({
        name: c.name,
        type: FIELD_TYPES[c.type],
        nativeType: PG_TYPES[c.type],
        nullable: c.name !== 'id',
        isPrimaryKey: c.name === 'id',
      })),
      primaryKey: ['id'],
      rowCount: rowCounts[t.name] ?? 0,
    })),
    relations: tables.flatMap((t) =>
      t.fks.map((f) => ({
        name: `${t.name}_${f.column}_fkey`,
        fromEntity: `public.${t.name}`,
        fromFields: [f.column],
        toEntity: `public.${f.to}`,
        toFields: ['id'],
      })),
    ),
    discoveredAt: new Date().toISOString(),
  };
}
