import { PGlite } from '@electric-sql/pglite';
import type { SqlExecutor } from '../../connectors/connector';
import { demoConnector, ensureDemoData } from '../../connectors/demo';
import { DEMO_TERMS } from '../../connectors/demo/terms';
import type { EngineSystem } from '../soe-local';

/** The app's PGlite executor, enough for the demo connector. */
function executor(client: PGlite): SqlExecutor {
  const shape = (r: { rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }> }) => ({
    rows: r.rows as never[],
    fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  });
  return {
    query: async (text, params) => shape(await client.query(text, params as unknown[])),
    transaction: (fn) =>
      client.transaction((tx) => fn({ query: async (t, p) => shape(await tx.query(t, p as unknown[])) })),
  };
}

/**
 * The Demo Company as the app connects it (the demo connector over schema `demo`, with its business terms), on an
 * in-memory PGlite; `sql` runs checks against the same data.
 */
export async function demoSystem(id: number | string = 'demo'): Promise<{
  system: EngineSystem;
  sql: (query: string) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
}> {
  const client = await PGlite.create();
  const db = executor(client);
  await ensureDemoData(db);
  const session = await demoConnector.open({ url: 'demo://company' }, { appDb: db });
  const schema = await session.discover();
  return {
    system: {
      id,
      name: 'Demo Company',
      schema,
      terms: DEMO_TERMS,
      run: (spec) => session.query(spec, { timeoutMs: 10_000, rowCap: 10_000 }),
    },
    sql: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
    close: () => client.close(),
  };
}
