import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { seeded, sqlString as s } from '../random';

const CATEGORIES = ['Action', 'Animation', 'Children', 'Comedy', 'Documentary', 'Drama', 'Horror', 'Sci-Fi'];
const WORDS_A = [
  'Academy',
  'Ace',
  'African',
  'Airport',
  'Alabama',
  'Alien',
  'Angels',
  'Arabia',
  'Backlash',
  'Bang',
  'Beach',
  'Blade',
  'Bride',
  'Bubble',
];
const WORDS_B = [
  'Dinosaur',
  'Goldfinger',
  'Egg',
  'Pollock',
  'Devil',
  'Center',
  'Life',
  'Dogma',
  'Heartbreakers',
  'Kwai',
  'Intrigue',
  'Polish',
  'Wonka',
  'Grosse',
];
const RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17'];
const FIRST = [
  'Mary',
  'Patricia',
  'Linda',
  'Barbara',
  'Elizabeth',
  'Jennifer',
  'Maria',
  'Susan',
  'Margaret',
  'Dorothy',
  'Lisa',
  'Nancy',
  'José',
  'Zoë',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Jones',
  'Brown',
  'Davis',
  'Miller',
  'Wilson',
  'Moore',
  'Taylor',
  'Anderson',
  'Thomas',
  'Jackson',
  'Núñez',
];

/** Deterministic rows for the rental-store schema: 2024-01 to 2026-11. */
export function rentalData(): string {
  const r = seeded(424242);
  const out: string[] = [];
  CATEGORIES.forEach((c, i) => out.push(`INSERT INTO "Category" ("CategoryId", "Name") VALUES (${i + 1}, ${s(c)});`));
  const rates: number[] = [];
  for (let f = 1; f <= 48; f++) {
    const title = `${WORDS_A[f % WORDS_A.length]} ${WORDS_B[(f * 5) % WORDS_B.length]}${f > WORDS_A.length ? ' ' + Math.ceil(f / WORDS_A.length) : ''}`;
    const rate = r.pick([0.99, 2.99, 4.99]);
    rates.push(rate);
    out.push(
      `INSERT INTO "Film" ("FilmId", "Title", "ReleaseYear", "RentalRate", "Length", "ReplacementCost", "Rating") VALUES (${f}, ${s(title)}, ${r.int(2000, 2010)}, ${rate}, ${r.int(46, 185)}, ${r.int(999, 2999) / 100}, ${s(r.pick(RATINGS))});`,
    );
    out.push(
      `INSERT INTO "FilmCategory" ("FilmId", "CategoryId") VALUES (${f}, ${((f * 3) % CATEGORIES.length) + 1});`,
    );
  }
  for (let a = 1; a <= 20; a++)
    out.push(
      `INSERT INTO "Actor" VALUES (${a}, ${s(FIRST[a % FIRST.length].toUpperCase())}, ${s(LAST[(a * 3) % LAST.length].toUpperCase() + (a > 14 ? 'X' : ''))});`,
    );
  for (let f = 1; f <= 48; f++) {
    const cast = new Set<number>();
    for (let k = r.int(2, 5); k > 0; k--) cast.add(r.int(1, 20));
    for (const a of cast) out.push(`INSERT INTO "FilmActor" VALUES (${a}, ${f});`);
  }
  out.push(`INSERT INTO "Store" VALUES (1, 'Lethbridge Video', 'Lethbridge'), (2, 'Woodridge Video', 'Woodridge');`);
  out.push(
    `INSERT INTO "Staff" VALUES (1, 'Mike', 'Hillyer', 1), (2, 'Jon', 'Stephens', 2), (3, 'Ana', 'Ruiz', 1), (4, 'Kim', 'Olsen', 2);`,
  );
  for (let c = 1; c <= 60; c++) {
    const first = FIRST[c % FIRST.length],
      last = LAST[(c * 5) % LAST.length];
    out.push(
      `INSERT INTO "Customer" VALUES (${c}, ${s(first)}, ${s(last)}, ${s(`${first}.${last}${c}@example.org`.toLowerCase())}, ${r.int(1, 2)}, ${r.next() > 0.1}, ${s(`2023-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`)});`,
    );
  }
  let inv = 0;
  const inventoryFilm: number[] = [];
  for (let f = 1; f <= 48; f++)
    for (let st = 1; st <= 2; st++)
      for (let k = r.int(1, 2); k > 0; k--) {
        inv++;
        inventoryFilm[inv] = f;
        out.push(`INSERT INTO "Inventory" VALUES (${inv}, ${f}, ${st});`);
      }
  const start = Date.UTC(2024, 0, 1),
    span = Date.UTC(2026, 10, 20) - start;
  for (let id = 1; id <= 900; id++) {
    const at = new Date(start + Math.floor(r.next() * span));
    const item = r.int(1, inv);
    const back = r.next() < 0.03 ? null : new Date(at.getTime() + r.int(1, 9) * 86_400_000);
    const staff = r.int(1, 4);
    const customer = r.int(1, 60);
    const ts = (d: Date) => s(d.toISOString().slice(0, 19).replace('T', ' '));
    out.push(
      `INSERT INTO "Rental" VALUES (${id}, ${ts(at)}, ${item}, ${customer}, ${back ? ts(back) : 'NULL'}, ${staff});`,
    );
    const amount = rates[inventoryFilm[item] - 1] + (r.next() < 0.2 ? r.int(1, 5) : 0);
    out.push(
      `INSERT INTO "Payment" VALUES (${id}, ${customer}, ${staff}, ${id}, ${amount.toFixed(2)}, ${ts(new Date(at.getTime() + r.int(0, 3600) * 1000))});`,
    );
  }
  return out.join('\n');
}

export async function rentalDb(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'));
  await db.exec(rentalData());
  return db;
}
