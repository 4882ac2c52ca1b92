import type { WideTable } from '../../engine/testing/wide-schema';

/** Test support: a schema whose core, under lowered staged-discovery limits, is known (staged.ts). */

/**
 * `n` tables: a trading core every module points at, 30 module hubs each referenced by about 9 tables, and
 * 'regions', referenced by customers alone: too little to rank among the 20 core tables, but a core table
 * points at it.
 */
export function stagedTables(n: number): WideTable[] {
  const id = { name: 'id', type: 'int' } as const;
  const code = { name: 'code', type: 'text' } as const;
  const ref = (to: string) => ({ name: `${to}_id`, type: 'int' as const });
  const tables: WideTable[] = [
    { name: 'regions', columns: [id, code], fks: [] },
    { name: 'customers', columns: [id, code, ref('regions')], fks: [{ column: 'regions_id', to: 'regions' }] },
    { name: 'products', columns: [id, code], fks: [] },
    {
      name: 'orders',
      columns: [id, ref('customers'), ref('products'), { name: 'amount', type: 'numeric' }],
      fks: [
        { column: 'customers_id', to: 'customers' },
        { column: 'products_id', to: 'products' },
      ],
    },
  ];
  for (let h = 0; h < 30; h++) tables.push({ name: `hub_${h}`, columns: [id, code], fks: [] });
  for (let i = tables.length; i < n; i++) {
    const core = ['customers', 'products', 'orders'][i % 3];
    const hub = `hub_${i % 30}`;
    tables.push({
      name: `module_${i}`,
      columns: [id, code, ref(core), ref(hub)],
      fks: [
        { column: `${core}_id`, to: core },
        { column: `${hub}_id`, to: hub },
      ],
    });
  }
  return tables;
}

const MYSQL_TYPES: Record<WideTable['columns'][number]['type'], string> = {
  int: 'int',
  text: 'varchar(40)',
  date: 'date',
  numeric: 'decimal(12,2)',
};

/** CREATE TABLE statements (MySQL / MariaDB, InnoDB), in dependency order. */
export function mysqlDdl(tables: WideTable[]): string[] {
  return tables.map((t) => {
    const cols = t.columns.map((c) => `${c.name} ${MYSQL_TYPES[c.type]}${c.name === 'id' ? ' PRIMARY KEY' : ''}`);
    const fks = t.fks.map((f) => `FOREIGN KEY (${f.column}) REFERENCES ${f.to}(id)`);
    return `CREATE TABLE ${t.name} (${[...cols, ...fks].join(', ')}) ENGINE=InnoDB`;
  });
}
