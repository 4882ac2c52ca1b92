import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { seeded, sqlString as s } from '../random';

const CATEGORIES = [
  ['Beverages', 'Soft drinks, coffees, teas, beers, and ales'],
  ['Condiments', 'Sweet and savory sauces, relishes, spreads, and seasonings'],
  ['Confections', 'Desserts, candies, and sweet breads'],
  ['Dairy Products', 'Cheeses'],
  ['Grains/Cereals', 'Breads, crackers, pasta, and cereal'],
  ['Meat/Poultry', 'Prepared meats'],
  ['Produce', 'Dried fruit and bean curd'],
  ['Seafood', 'Seaweed and fish'],
];
const SUPPLIERS = [
  ['Exotic Liquids', 'London', 'UK'],
  ['New Orleans Cajun Delights', 'New Orleans', 'USA'],
  ['Tokyo Traders', 'Tokyo', 'Japan'],
  ['Cooperativa de Quesos Las Cabras', 'Oviedo', 'Spain'],
  ['Pavlova Ltd.', 'Melbourne', 'Australia'],
  ['Nord-Ost-Fisch', 'Cuxhaven', 'Germany'],
  ['Formaggi Fortini', 'Ravenna', 'Italy'],
  ['Aux joyeux ecclésiastiques', 'Paris', 'France'],
];
const PRODUCTS: Array<[string, number, number]> = [
  // name, category index, supplier index
  ['Chai', 0, 0],
  ['Chang', 0, 0],
  ['Aniseed Syrup', 1, 0],
  ["Chef Anton's Cajun Seasoning", 1, 1],
  ['Gumbo Mix', 1, 1],
  ["Grandma's Boysenberry Spread", 1, 1],
  ['Mishi Kobe Niku', 5, 2],
  ['Ikura', 7, 2],
  ['Queso Cabrales', 3, 3],
  ['Queso Manchego', 3, 3],
  ['Konbu', 7, 2],
  ['Tofu', 6, 2],
  ['Pavlova', 2, 4],
  ['Alice Mutton', 5, 4],
  ['Carnarvon Tigers', 7, 4],
  ['Vegie-spread', 1, 4],
  ['Nord-Ost Matjeshering', 7, 5],
  ['Gorgonzola Telino', 3, 6],
  ['Mascarpone Fabioli', 3, 6],
  ['Côte de Blaye', 0, 7],
  ['Chartreuse verte', 0, 7],
  ['Tarte au sucre', 2, 7],
  ['Gnocchi di nonna Alice', 4, 6],
  ['Ravioli Angelo', 4, 6],
  ['Manjimup Dried Apples', 6, 4],
  ['Filo Mix', 4, 4],
  ['Perth Pasties', 5, 4],
  ['Teatime Chocolate Biscuits', 2, 0],
];
const COUNTRIES: Array<[string, string[]]> = [
  ['Germany', ['Berlin', 'München', 'Frankfurt']],
  ['France', ['Paris', 'Lyon', 'Nantes']],
  ['USA', ['Seattle', 'Boston', 'Portland']],
  ['Brazil', ['São Paulo', 'Rio de Janeiro']],
  ['UK', ['London', 'Cowes']],
  ['Spain', ['Madrid', 'Sevilla']],
  ['Mexico', ['México D.F.']],
  ['Canada', ['Montréal', 'Vancouver']],
];
const FIRST = [
  'Maria',
  'Ana',
  'Antonio',
  'Thomas',
  'Christina',
  'Hanna',
  'Frédérique',
  'Martín',
  'Laurence',
  'Elizabeth',
  'Victoria',
  'Patricio',
  'Francisco',
  'Yang',
  'Pedro',
];
const LAST = [
  'Anders',
  'Trujillo',
  'Moreno',
  'Hardy',
  'Berglund',
  'Moos',
  'Citeaux',
  'Sommer',
  'Lebihan',
  'Lincoln',
  'Ashworth',
  'Simpson',
  'Chang',
  'Wang',
  'Afonso',
];
const COMPANY_A = [
  'Alfreds',
  'Around the',
  'Blauer See',
  'Bon',
  'Bottom-Dollar',
  'Centro',
  'Comércio',
  'Du monde',
  'Eastern',
  'Ernst',
  'Familia',
  'Folk och',
  'Frankenversand',
  'Galería',
  'Hungry',
  'Island',
  'Königlich',
  'La maison',
  'Lonesome',
  'Magazzini',
];
const COMPANY_B = [
  'Futterkiste',
  'Horn',
  'Delikatessen',
  'app',
  'Markets',
  'comercial',
  'Mineiro',
  'entier',
  'Connection',
  'Handel',
  'Arquibaldo',
  'fä HB',
  'Trading',
  'Owl Grocery',
  'Essen',
];
const EMPLOYEES: Array<[string, string, string, number | null, string, string]> = [
  // first, last, title, reports_to (1-based), birth, hire
  ['Andrew', 'Fuller', 'Vice President, Sales', null, '1962-02-19', '2012-08-14'],
  ['Nancy', 'Davolio', 'Sales Representative', 1, '1978-12-08', '2014-05-01'],
  ['Janet', 'Leverling', 'Sales Representative', 1, '1983-08-30', '2014-04-01'],
  ['Margaret', 'Peacock', 'Sales Representative', 1, '1967-09-19', '2015-05-03'],
  ['Steven', 'Buchanan', 'Sales Manager', 1, '1975-03-04', '2015-10-17'],
  ['Michael', 'Suyama', 'Sales Representative', 5, '1983-07-02', '2016-10-17'],
  ['Robert', 'King', 'Sales Representative', 5, '1980-05-29', '2019-01-02'],
  ['Laura', 'Callahan', 'Inside Sales Coordinator', 1, '1978-01-09', '2021-03-05'],
  ['Anne', 'Dodsworth', 'Sales Representative', 5, '1986-01-27', '2022-11-15'],
];
const SHIPPERS = ['Speedy Express', 'United Package', 'Federal Shipping'];

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Deterministic INSERT statements for the Northwind-style schema. */
export function northwindData(): string {
  const r = seeded(20240611);
  const out: string[] = [];
  CATEGORIES.forEach(([n, d], i) => out.push(`INSERT INTO categories VALUES (${i + 1}, ${s(n)}, ${s(d)});`));
  SUPPLIERS.forEach(([n, city, country], i) =>
    out.push(
      `INSERT INTO suppliers VALUES (${i + 1}, ${s(n)}, ${s(r.pick(FIRST) + ' ' + r.pick(LAST))}, ${s(city)}, ${s(country)}, ${s(`(0${i}) 555-22${i}${i}`)});`,
    ),
  );
  const prices: number[] = [];
  PRODUCTS.forEach(([n, c, sup], i) => {
    const price = r.int(250, 9000) / 100;
    prices.push(price);
    out.push(
      `INSERT INTO products VALUES (${i + 1}, ${s(n)}, ${sup + 1}, ${c + 1}, ${s(`${r.int(6, 48)} boxes`)}, ${price}, ${r.int(0, 120)}, ${r.int(0, 40)}, ${r.pick([0, 5, 10, 15, 20, 25, 30])}, ${r.next() < 0.15});`,
    );
  });
  const customers: Array<{ id: string; country: string; city: string; name: string }> = [];
  for (let i = 0; i < 36; i++) {
    const [country, cities] = COUNTRIES[i % COUNTRIES.length];
    const city = r.pick(cities);
    const name = `${COMPANY_A[i % COMPANY_A.length]} ${COMPANY_B[(i * 7) % COMPANY_B.length]}${i >= COMPANY_A.length ? ' ' + (i - COMPANY_A.length + 2) : ''}`;
    const id = (name.replace(/[^A-Za-z]/g, '').slice(0, 4) + String.fromCharCode(65 + (i % 26))).toUpperCase();
    customers.push({ id, country, city, name });
    out.push(
      `INSERT INTO customers VALUES (${s(id)}, ${s(name)}, ${s(r.pick(FIRST) + ' ' + r.pick(LAST))}, ${s(r.pick(['Owner', 'Sales Agent', 'Marketing Manager', 'Accounting Manager']))}, ${s(`${r.int(1, 200)} Main St.`)}, ${s(city)}, NULL, ${s(String(r.int(10000, 99999)))}, ${s(country)}, ${s(`555-${r.int(1000, 9999)}`)});`,
    );
  }
  EMPLOYEES.forEach(([f, l, t, rep, b, h], i) =>
    out.push(
      `INSERT INTO employees VALUES (${i + 1}, ${s(l)}, ${s(f)}, ${s(t)}, ${s(b)}, ${s(h)}, ${s(i % 2 ? 'Seattle' : 'London')}, ${s(i % 2 ? 'USA' : 'UK')}, ${rep ?? 'NULL'});`,
    ),
  );
  SHIPPERS.forEach((n, i) => out.push(`INSERT INTO shippers VALUES (${i + 1}, ${s(n)}, ${s(`(503) 555-98${i}1`)});`));
  const start = Date.UTC(2023, 0, 1);
  for (let o = 1; o <= 420; o++) {
    const c = customers[r.int(0, customers.length - 1)];
    const orderDate = new Date(start + r.int(0, 3 * 365 - 1) * 86_400_000);
    const required = addDays(orderDate, r.pick([14, 28, 28, 42]));
    const shipped = r.next() < 0.05 ? null : addDays(orderDate, r.int(1, 35));
    // Most orders ship to the customer's country; a few go elsewhere, so ship_country ≠ customer country sometimes.
    const [shipCountry, shipCities] = r.next() < 0.9 ? [c.country, [c.city]] : r.pick(COUNTRIES);
    out.push(
      `INSERT INTO orders VALUES (${o}, ${s(c.id)}, ${r.int(2, 9)}, ${s(day(orderDate))}, ${s(day(required))}, ${shipped ? s(day(shipped)) : 'NULL'}, ${r.int(1, 3)}, ${r.int(50, 90000) / 100}, ${s(c.name)}, ${s(r.pick(shipCities))}, ${s(shipCountry)});`,
    );
    const lines = r.int(1, 4);
    const used = new Set<number>();
    for (let k = 0; k < lines; k++) {
      const p = r.int(1, PRODUCTS.length);
      if (used.has(p)) continue;
      used.add(p);
      out.push(
        `INSERT INTO order_details VALUES (${o}, ${p}, ${prices[p - 1]}, ${r.int(1, 60)}, ${r.pick([0, 0, 0, 0.05, 0.1, 0.15, 0.2, 0.25])});`,
      );
    }
  }
  return out.join('\n');
}

export async function northwindDb(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'));
  await db.exec(northwindData());
  return db;
}
