import { CROSS_SYSTEM_MESSAGE } from '@soe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from '../engine';
import { figureOf, labelsOf, rowsOf } from '../engine/testing/answer-text';
import { combinedSystems, sourceKeyOf, type LinkRef } from './combined';
import { JoinEngine } from './duck';
import { findLinks } from './find-links';
import {
  COMPANIES,
  CRM_ONLY,
  DEALS,
  erpCrmAvailable,
  INVOICES,
  openErpCrm,
  orderLines,
  type ErpCrm,
} from './testing/erp-crm';

const available = await erpCrmAvailable();
const NOW = new Date('1998-06-01T12:00:00Z');

/** A PostgreSQL ERP and a MariaDB CRM answer one question together (Cross-System Analysis). */
describe.skipIf(!available)('cross-system answers: PostgreSQL ERP + MariaDB CRM', () => {
  let systems: ErpCrm;
  let links: LinkRef[];
  const engine = new SoeLocal();
  const join = new JoinEngine({ memoryLimit: '128MB' });
  const scope = (locked?: string): EngineSystem[] => [
    systems.erp,
    systems.crm,
    ...combinedSystems([systems.erp, systems.crm], links, { engine: join, rowCap: 10_000, locked }),
  ];

  beforeAll(async () => {
    systems = await openErpCrm();
    const found = await findLinks(systems.erp, systems.crm);
    links = found.map((f, i) => ({
      id: i + 1,
      method: f.method,
      a: { source: sourceKeyOf(systems.erp), ...f.a },
      b: { source: sourceKeyOf(systems.crm), ...f.b },
    }));
  }, 60_000);
  afterAll(async () => {
    join.close();
    await systems?.close();
  });

  it('finds that ERP customers and CRM accounts are the same companies, by name and by web domain', async () => {
    const found = await findLinks(systems.erp, systems.crm);
    const customers = found.find((l) => l.a.entity === 'public.customers' && l.b.entity.endsWith('accounts'));
    expect(customers).toBeDefined();
    // Ten of the twelve ERP customers have a CRM account, written the CRM's way ('GmbH', capitals, no accents).
    expect(customers!.distinctA).toBe(COMPANIES.length);
    expect(customers!.matched).toBe(COMPANIES.filter((c) => c.crm).length);
    expect(['name', 'domain']).toContain(customers!.method);
    // Order lines and accounts share nothing: no link.
    expect(found.some((l) => l.a.entity === 'public.order_details')).toBe(false);
  });

  it('"Revenue by account manager" joins ERP revenue to CRM managers, exact, naming both systems', async () => {
    const answer = await engine.answer('Revenue by account manager', scope(), { now: NOW });
    expect(answer.understood).toBe(true);
    expect(answer.systemSources).toEqual(['Northwind ERP', 'Sales CRM']);
    // Revenue is what the ERP invoiced (as SOE reads revenue on any system with invoices). Customers without a CRM
    // account keep theirs, under no manager, as a join in one database would.
    const expected = new Map<string | null, number>();
    for (const i of INVOICES) {
      const manager = COMPANIES.find((c) => c.id === i.customerId)!.manager;
      expected.set(manager, (expected.get(manager) ?? 0) + i.amount);
    }
    const rows = rowsOf(answer.text);
    expect(rows).toHaveLength(expected.size);
    for (const r of rows) {
      const [manager, value] = Object.values(r) as [string | null, number];
      expect(value).toBeCloseTo(expected.get(manager)!, 2);
    }
    expect(answer.text).toMatch(/Northwind ERP and Sales CRM were joined on customers\.\w+ = accounts\.\w+/);
    const invoiced = new Set(INVOICES.map((i) => i.customerId));
    const unmatched = [...invoiced].filter((id) => !COMPANIES.find((c) => c.id === id)!.crm).length;
    expect(answer.text).toContain(
      `${unmatched} of ${invoiced.size} customers in Northwind ERP had no match in Sales CRM`,
    );
  });

  it('"How many orders did Cleo\'s accounts place in 1997?" counts ERP orders of the CRM manager\'s accounts', async () => {
    const answer = await engine.answer("How many orders did Cleo's accounts place in 1997?", scope(), { now: NOW });
    const cleo = new Set(COMPANIES.filter((c) => c.manager === 'Cleo Martin').map((c) => c.id));
    const orders = new Set(
      orderLines()
        .filter((l) => cleo.has(l.customerId) && l.date.startsWith('1997'))
        .map((l) => l.orderId),
    );
    expect(answer.systemSources).toEqual(['Northwind ERP', 'Sales CRM']);
    expect(figureOf(answer.text)).toBe(orders.size);
    // The manager's filter narrows the accounts, not the matching: unmatched customers are those without any account.
    const customers1997 = new Set(
      orderLines()
        .filter((l) => l.date.startsWith('1997'))
        .map((l) => l.customerId),
    );
    const unmatched = [...customers1997].filter((id) => !COMPANIES.find((c) => c.id === id)!.crm).length;
    expect(answer.text).toContain(`${unmatched} of ${customers1997.size} customers in Northwind ERP had no match`);
  });

  it('"Open deals of customers with overdue invoices": CRM deals filtered by ERP invoices paid late', async () => {
    const answer = await engine.answer('Open deals of customers with overdue invoices', scope(), { now: NOW });
    expect(answer.systemSources).toEqual(['Northwind ERP', 'Sales CRM']);
    const late = new Set(INVOICES.filter((i) => i.paid && i.paid > i.due).map((i) => i.customerId));
    const accounts = [...COMPANIES.filter((c) => c.crm), ...CRM_ONLY];
    const expected = DEALS.filter((d) => {
      const company = COMPANIES.find((c) => c.crm === accounts[d.accountId - 1].crm);
      return d.stage === 'Open' && !!company && late.has(company.id);
    }).map((d) => d.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(labelsOf(answer.text).sort()).toEqual(expected.sort());
  });

  it('a period with no rows on one side gives no figure, and a follow-up edits the cross-system reading', async () => {
    const none = await engine.answer('Revenue by account manager in 1997', scope(), { now: NOW });
    expect(none.systemSources).toEqual(['Northwind ERP', 'Sales CRM']);
    expect(none.text).toMatch(/^No data for total revenue/);
    const next = await engine.answer('and in 1998?', scope(), { now: NOW, previous: none.reading });
    expect(next.text).toMatch(/^Same as before, for 1998\./);
    expect(next.systemSources).toEqual(['Northwind ERP', 'Sales CRM']);
    const expected = new Map<string | null, number>();
    for (const i of INVOICES.filter((x) => x.paid?.startsWith('1998'))) {
      const manager = COMPANIES.find((c) => c.id === i.customerId)!.manager;
      expected.set(manager, (expected.get(manager) ?? 0) + i.amount);
    }
    expect(new Map(rowsOf(next.text).map((r) => Object.values(r) as [string | null, number]))).toEqual(expected);
  });

  it('a question one system answers alone stays with that system', async () => {
    const answer = await engine.answer('How many orders were placed in 1997?', scope(), { now: NOW });
    const orders = new Set(
      orderLines()
        .filter((l) => l.date.startsWith('1997'))
        .map((l) => l.orderId),
    );
    expect(answer.systemSources).toEqual(['Northwind ERP']);
    expect(figureOf(answer.text)).toBe(orders.size);
  });

  it('a plan without cross-system answers is told so, and nothing runs on the pair', async () => {
    const answer = await engine.answer('Revenue by account manager', scope(CROSS_SYSTEM_MESSAGE), { now: NOW });
    expect(answer.locked).toBe(true);
    expect(answer.text).toBe(CROSS_SYSTEM_MESSAGE);
    const alone = await engine.answer('How many orders were placed in 1997?', scope(CROSS_SYSTEM_MESSAGE), {
      now: NOW,
    });
    expect(alone.locked).toBeUndefined();
    expect(alone.systemSources).toEqual(['Northwind ERP']);
  });
});
