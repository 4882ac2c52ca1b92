import { seeded as prng } from '../../../lib/random';
import {
  CATEGORIES,
  COMPANY_STEMS,
  CONTACT_TITLES,
  DEAL_THEMES,
  EMPLOYEES,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  REGION_WEIGHTS,
  REGIONS,
  SALES_REGIONS,
  SEGMENTS,
  type RegionName,
} from './catalog';

/**
 * The Demo Company's rows, generated from a fixed seed: the same data on every
 * machine and every run (no Math.random, no clock). Trading runs from
 * 2024-01-01 to the day before AS_OF; AS_OF decides what is open, overdue or won.
 */
export const FIRST_DAY = '2024-01-01';
export const AS_OF = '2026-11-22';
const SEED = 20_261_122;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const START = dayNumber(FIRST_DAY);
const TODAY = dayNumber(AS_OF);
const money = (cents: number) => Math.round(cents) / 100;

export interface DemoData {
  employees: Record<string, unknown>[];
  accounts: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  deals: Record<string, unknown>[];
  categories: Record<string, unknown>[];
  products: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  order_lines: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
}

export function generateDemoData(): DemoData {
  const r = prng(SEED);
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

  const employees = EMPLOYEES.map(([first, last, title, region, hired, manager], i) => ({
    id: i + 1,
    first_name: first,
    last_name: last,
    title,
    region,
    email: `${slug(first)}.${slug(last)}@democompany.com`,
    hire_date: hired,
    reports_to: manager === null ? null : manager + 1,
  }));
  const repsByRegion = new Map<string, number[]>(
    SALES_REGIONS.map((region) => [
      region,
      employees.filter((e) => e.region === region && /Sales Rep|Account Manager/.test(e.title)).map((e) => e.id),
    ]),
  );

  // Accounts: a few large customers and a long tail, as in any real book of business.
  const accounts: Array<
    Record<string, unknown> & {
      id: number;
      region: RegionName;
      weight: number;
      owner_id: number;
      domain: string;
      since: number;
    }
  > = [];
  const names = new Set<string>();
  const industries = Object.keys(INDUSTRIES);
  while (accounts.length < 120) {
    const industry = r.pick(industries);
    const name = `${r.pick(COMPANY_STEMS)} ${r.pick(INDUSTRIES[industry])}`;
    if (names.has(name)) continue;
    names.add(name);
    const region = r.weighted(
      SALES_REGIONS,
      SALES_REGIONS.map((x) => REGION_WEIGHTS[x]),
    );
    const countries = REGIONS[region] as Record<string, { tld: string; cities: readonly string[] }>;
    const country = r.weighted(
      Object.keys(countries),
      Object.keys(countries).map((_, i) => (i === 0 ? 3 : 1)),
    );
    const segment = r.weighted(SEGMENTS, [0.15, 0.35, 0.5]);
    const weight = (segment === 'Enterprise' ? 6 : segment === 'Mid-Market' ? 2.5 : 1) * (0.5 + r.next());
    const since = START - 400 + r.int(0, 900); // many customers predate the data window
    accounts.push({
      id: accounts.length + 1,
      name,
      industry,
      segment,
      country,
      city: r.pick(countries[country].cities),
      owner_id: r.pick(repsByRegion.get(region)!),
      customer_since: isoDay(since),
      region,
      weight,
      domain: `${slug(name)}.${countries[country].tld}`,
      since,
    });
  }

  const contacts: Record<string, unknown>[] = [];
  for (const a of accounts) {
    const n = a.segment === 'Enterprise' ? r.int(3, 5) : r.int(1, 3);
    const titles = new Set<string>();
    for (let i = 0; i < n; i++) {
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      let title = r.pick(CONTACT_TITLES);
      while (titles.has(title)) title = r.pick(CONTACT_TITLES);
      titles.add(title);
      contacts.push({
        id: contacts.length + 1,
        first_name: first,
        last_name: last,
        email: `${slug(first)}.${slug(last)}@${a.domain}`,
        title,
        phone: `+${r.int(1, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
        account_id: a.id,
      });
    }
  }

  const categories = CATEGORIES.map(([name, description], i) => ({ id: i + 1, name, description }));
  const products: Array<{
    id: number;
    name: string;
    category_id: number;
    unit_price: number;
    units_in_stock: number;
    reorder_level: number;
    discontinued: boolean;
  }> = [];
  CATEGORIES.forEach(([, , items], c) => {
    for (const [name, price] of items) {
      products.push({
        id: products.length + 1,
        name,
        category_id: c + 1,
        unit_price: price,
        units_in_stock: r.int(0, price > 500 ? 40 : 400),
        reorder_level: price > 500 ? 5 : r.pick([10, 20, 25, 50]),
        discontinued: r.chance(0.04),
      });
    }
  });
  const accountWeights = accounts.map((a) => a.weight);

  // Orders: more as the company grows, more in Q4, almost none at weekends.
  const SEASON = [0.85, 0.9, 1.0, 1.0, 1.05, 1.0, 0.9, 0.85, 1.05, 1.1, 1.2, 1.25];
  const orders: Record<string, unknown>[] = [];
  const orderLines: Record<string, unknown>[] = [];
  const invoices: Record<string, unknown>[] = [];
  for (let day = START; day < TODAY; day++) {
    const date = new Date(day * DAY_MS);
    const weekday = date.getUTCDay();
    if ((weekday === 0 || weekday === 6) && !r.chance(0.05)) continue;
    const rate = 1.45 * (1 + (0.6 * (day - START)) / (TODAY - START)) * SEASON[date.getUTCMonth()] * (0.5 + r.next());
    const count = Math.floor(rate) + (r.chance(rate % 1) ? 1 : 0);
    for (let k = 0; k < count; k++) {
      // Only customers by then place orders.
      let account = r.weighted(accounts, accountWeights);
      for (let tries = 0; account.since > day && tries < 50; tries++) account = r.weighted(accounts, accountWeights);
      if (account.since > day) continue;
      const id = orders.length + 1;
      const age = TODAY - day;
      const cancelled = r.chance(0.03);
      const shippedAfter = r.int(1, 6);
      const shipped = !cancelled && age > shippedAfter && !(age <= 8 && r.chance(0.4));
      const status = cancelled ? 'Cancelled' : !shipped ? 'Pending' : age - shippedAfter > 5 ? 'Delivered' : 'Shipped';
      // Some employees outside sales take phone orders; mostly it is the account owner.
      const employee = r.chance(0.9) ? account.owner_id : r.pick(repsByRegion.get(account.region)!);
      orders.push({
        id,
        account_id: account.id,
        employee_id: employee,
        order_date: isoDay(day),
        required_date: isoDay(day + 14),
        shipped_date: shipped ? isoDay(day + shippedAfter) : null,
        ship_country: account.country,
        ship_city: account.city,
        status,
      });
      // Lines: a few products each; prices rose 4 % on 2025-01-01 and 3 % on 2026-01-01.
      const priceFactor = day >= dayNumber('2026-01-01') ? 1.0712 : day >= dayNumber('2025-01-01') ? 1.04 : 1;
      const n = r.weighted([1, 2, 3, 4, 5], [0.3, 0.3, 0.2, 0.12, 0.08]);
      const chosen = new Set<number>();
      let totalCents = 0;
      for (let l = 0; l < n; l++) {
        const product = r.pick(products);
        if (chosen.has(product.id)) continue;
        chosen.add(product.id);
        const priceCents = Math.round(product.unit_price * priceFactor * 100);
        const bulk = product.unit_price < 60 ? 40 : product.unit_price < 400 ? 12 : 4;
        const scale = account.segment === 'Enterprise' ? 3 : account.segment === 'Mid-Market' ? 1.6 : 1;
        const quantity = Math.max(1, Math.round(r.int(1, bulk) * scale));
        const discount = quantity * priceCents > 500_000 ? r.pick([0.05, 0.1, 0.15]) : r.chance(0.1) ? 0.05 : 0;
        totalCents += Math.round(quantity * priceCents * (1 - discount));
        orderLines.push({
          id: orderLines.length + 1,
          order_id: id,
          product_id: product.id,
          quantity,
          unit_price: money(priceCents),
          discount,
        });
      }
      if (shipped) {
        const invoiceDay = day + shippedAfter;
        const due = invoiceDay + 30;
        const paidAfter = r.weighted([r.int(5, 29), r.int(30, 45), r.int(46, 90), Infinity], [0.6, 0.25, 0.1, 0.05]);
        const paidDay = invoiceDay + paidAfter;
        const paid = paidDay < TODAY;
        invoices.push({
          id: invoices.length + 1,
          order_id: id,
          account_id: account.id,
          invoice_date: isoDay(invoiceDay),
          due_date: isoDay(due),
          total: money(totalCents),
          status: paid ? 'paid' : due < TODAY ? 'overdue' : 'open',
          paid_date: paid ? isoDay(paidDay) : null,
        });
      }
    }
  }

  // Deals: the pipeline; closed ones before AS_OF are won or lost, later ones still open.
  const deals: Record<string, unknown>[] = [];
  const OPEN_STAGES = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation'];
  for (let i = 0; i < 420; i++) {
    const account = r.weighted(accounts, accountWeights);
    const created = START + r.int(0, TODAY - START - 5);
    const close = created + r.int(20, 150);
    const size =
      account.segment === 'Enterprise'
        ? r.int(250, 2500)
        : account.segment === 'Mid-Market'
          ? r.int(60, 600)
          : r.int(10, 120);
    const closed = close < TODAY;
    const stage = closed ? (r.chance(0.42) ? 'Won' : 'Lost') : r.weighted(OPEN_STAGES, [0.35, 0.3, 0.2, 0.15]);
    deals.push({
      id: i + 1,
      name: `${account.name} – ${r.pick(DEAL_THEMES)}`,
      account_id: account.id,
      owner_id: r.chance(0.85) ? account.owner_id : r.pick(repsByRegion.get(account.region)!),
      stage,
      amount: size * 100,
      close_date: isoDay(close),
      created_at: `${isoDay(created)} ${String(r.int(8, 17)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`,
    });
  }

  return {
    employees,
    accounts: accounts.map(({ region: _r, weight: _w, domain: _d, since: _s, ...rest }) => rest),
    contacts,
    deals,
    categories,
    products,
    orders,
    order_lines: orderLines,
    invoices,
  };
}
