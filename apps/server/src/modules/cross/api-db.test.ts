import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackContext } from '../connectors/api/testing';
import type { ConnectorSession } from '../connectors/connector';
import { openApiConnector } from '../connectors/openapi/connector';
import { startErpJsonServer, type ErpJsonServer } from '../connectors/openapi/testing/erp-json-server.mjs';
import { SoeLocal, type EngineSystem } from '../engine';
import { connectedPglite } from '../engine/testing/eval-set';
import { rowsOf } from '../engine/testing/answer-text';
import { combinedSystems, sourceKeyOf } from './combined';
import { JoinEngine } from './duck';
import { findLinks } from './find-links';

const db = JSON.parse(readFileSync(new URL('../connectors/openapi/testing/erp-db.json', import.meta.url), 'utf8')) as {
  customers: Array<{ id: string; name: string }>;
  salesOrders: Array<{ customerId: string; netAmount: number }>;
};

/** The CRM's view of the ERP's customers: names its own way, and one relationship owner each. */
const OWNERS: Record<string, string> = {
  'ACME Corporation': 'Noor Haddad',
  'Globex, Inc.': 'Liam Chen',
  'Initech LLC': 'Noor Haddad',
  'Stark Industries': 'Liam Chen',
};

/** An ERP behind an OpenAPI service (json-server, from npm) and a CRM database answer one question together. */
describe('cross-system answers: an API system + a database', () => {
  let api: ErpJsonServer;
  let session: ConnectorSession;
  let crmDb: PGlite;
  let erp: EngineSystem;
  let crm: EngineSystem;
  const join = new JoinEngine({ memoryLimit: '64MB' });

  beforeAll(async () => {
    api = await startErpJsonServer();
    session = await openApiConnector.open({ url: api.url, connector: 'openapi' }, loopbackContext());
    erp = {
      id: 11,
      name: 'ERP API',
      schema: await session.discover(),
      run: (spec) => session.query(spec, { timeoutMs: 10_000, rowCap: 10_000 }),
    };
    crmDb = new PGlite();
    await crmDb.exec(`CREATE TABLE accounts (id serial PRIMARY KEY, account_name text NOT NULL, relationship_owner text NOT NULL);
      ${Object.entries(OWNERS)
        .map(([n, o]) => `INSERT INTO accounts (account_name, relationship_owner) VALUES ('${n}', '${o}');`)
        .join('\n')}`);
    crm = await connectedPglite(crmDb, 'CRM Database', 12);
    // json-server's start and the discovery take seconds on a loaded 2-core machine: the suite's default hook timeout.
  }, 120_000);
  afterAll(async () => {
    join.close();
    await session?.close();
    await api?.close();
    await crmDb?.close();
  });

  it('links the API’s customers to the database’s accounts and sums API orders per CRM owner', async () => {
    const found = await findLinks(erp, crm);
    const link = found.find((l) => l.a.entity === 'customers' && l.b.entity === 'public.accounts');
    expect(link).toMatchObject({ method: 'name', a: { column: 'name' }, b: { column: 'account_name' }, matched: 4 });
    const links = found.map((f, i) => ({
      id: i + 1,
      method: f.method,
      a: { source: sourceKeyOf(erp), ...f.a },
      b: { source: sourceKeyOf(crm), ...f.b },
    }));
    const systems = [erp, crm, ...combinedSystems([erp, crm], links, { engine: join, rowCap: 10_000 })];
    for (const s of systems.slice(2)) {
      const a = await new SoeLocal().answer('Total net amount by relationship owner', [s], { now: new Date() });
      console.log('X', s.name, a.text.slice(0, 300), JSON.stringify(a.spec));
    }
    const answer = await new SoeLocal().answer('Total net amount by relationship owner', systems, {
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(answer.systemSources, answer.text).toEqual(['ERP API', 'CRM Database']);
    const ownerOf = new Map<string, string | null>(db.customers.map((c) => [c.id, null]));
    const crmOwner = (name: string) =>
      Object.entries(OWNERS).find(([n]) => n.toLowerCase().startsWith(name.toLowerCase()))?.[1] ?? null;
    for (const c of db.customers) ownerOf.set(c.id, crmOwner(c.name));
    const expected = new Map<string | null, number>();
    for (const o of db.salesOrders) {
      const owner = ownerOf.get(o.customerId) ?? null;
      expected.set(owner, Math.round(((expected.get(owner) ?? 0) + o.netAmount) * 100) / 100);
    }
    const got = new Map(rowsOf(answer.text).map((r) => Object.values(r) as [string | null, number]));
    expect(got.size).toBe(expected.size);
    for (const [owner, value] of expected) expect(got.get(owner)).toBeCloseTo(value, 2);
    expect(answer.text, answer.text).toMatch(/1 of 5 customers in ERP API had no match in CRM Database/i);
  });
});
