import { structuredQuerySchema } from '@soe/shared';
import { describe, expect, it } from 'vitest';
import { useScriptSystem } from '../testing/eval-set';
import { compileStructured, StructuredQueryError } from './compile';
import { compileStructuredCached, specKey } from './compiled-cache';

const open = useScriptSystem(
  `CREATE TABLE customers (id integer PRIMARY KEY, name text, country text);
   CREATE TABLE invoices (id integer PRIMARY KEY, customer_id integer REFERENCES customers(id), total numeric(10,2), invoice_date date);
   INSERT INTO customers VALUES (1, 'Acme', 'France'), (2, 'Globex', 'Spain');
   INSERT INTO invoices VALUES (1, 1, 100, '2026-01-05'), (2, 2, 50, '2026-02-10');`,
  'Cache',
  1,
);
const byCountry = structuredQuerySchema.parse({
  from: 'invoices',
  measures: [{ agg: 'sum', column: 'total', name: 'revenue' }],
  dimensions: [{ column: 'customers.country', name: 'country' }],
  time: { column: 'invoice_date', from: '2026-01-01', to: '2026-03-01' },
});

describe('compiled structured queries, kept per catalog', () => {
  it('compiles a query once per catalog, as compileStructured does, and keeps it frozen', async () => {
    const catalog = await open.engine.catalogOf(open.system);
    const first = compileStructuredCached(byCountry, catalog);
    expect(first).toEqual(compileStructured(byCountry, catalog));
    // The same query again (another copy of it, as a dashboard reads its tiles anew): the same compile.
    expect(compileStructuredCached(structuredClone(byCountry), catalog)).toBe(first);
    expect(Object.isFrozen(first.spec) && Object.isFrozen(first.spec.select) && Object.isFrozen(first.columns)).toBe(
      true,
    );
    expect(() => (first.spec.select as unknown[]).push(null)).toThrow(TypeError);
    expect(specKey(first.spec)).toBe(JSON.stringify(first.spec));
    // Another period is another query.
    const later = { ...byCountry, time: { ...byCountry.time!, from: '2026-02-01' } };
    expect(compileStructuredCached(later, catalog)).not.toBe(first);
  });

  it('compiles again against a new catalog (the system read again), and keeps no query that does not compile', async () => {
    const catalog = await open.engine.catalogOf(open.system);
    const first = compileStructuredCached(byCountry, catalog);
    open.engine.invalidate(open.system.id);
    const rebuilt = await open.engine.catalogOf(open.system);
    expect(rebuilt).not.toBe(catalog);
    expect(compileStructuredCached(byCountry, rebuilt)).not.toBe(first);
    const wrong = structuredQuerySchema.parse({ from: 'invoices', dimensions: [{ column: 'no_such_column' }] });
    expect(() => compileStructuredCached(wrong, rebuilt)).toThrow(StructuredQueryError);
    expect(() => compileStructuredCached(wrong, rebuilt)).toThrow(StructuredQueryError);
  });

  it('runs a query the same the second time, from the kept compile', async () => {
    const a = await open.engine.runStructured(open.system, byCountry);
    const b = await open.engine.runStructured(open.system, structuredClone(byCountry));
    expect(b.compiled).toBe(a.compiled);
    expect(b.result.rows).toEqual(a.result.rows);
    expect(a.result.rows).toHaveLength(2);
  });
});
