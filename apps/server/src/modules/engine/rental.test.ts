import { rentalDb } from './testing/rental/dataset';
import { describeSqlQuestionSet, type SqlQuestion } from './testing/sql-question-set';

const NOW = new Date('2026-11-22T12:00:00Z');
const NAME = (t: string) => `${t}."FirstName" || ' ' || ${t}."LastName"`;

/** Own questions over a PascalCase rental-store schema (link tables, audit timestamps, payments). */
const QUESTIONS: SqlQuestion[] = [
  { id: 'rs01', question: 'How many films do we have?', kind: 'scalar', sql: 'SELECT count(*) FROM "Film"' },
  {
    id: 'rs01b',
    question: 'How many PG-13 films are there?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM "Film" WHERE "Rating" = 'PG-13'`,
  },
  {
    id: 'rs02',
    question: 'Number of movies per category',
    kind: 'set',
    sql: 'SELECT c."Name", count(*) FROM "FilmCategory" fc JOIN "Category" c USING ("CategoryId") GROUP BY 1',
  },
  {
    id: 'rs03',
    question: 'Top 5 customers by total payments',
    kind: 'ranked',
    sql: `SELECT ${NAME('c')}, sum(p."Amount") AS v FROM "Payment" p JOIN "Customer" c USING ("CustomerId") GROUP BY c."CustomerId", 1 ORDER BY v DESC, 1 LIMIT 5`,
  },
  {
    id: 'rs04',
    question: 'Which actor appears in the most films?',
    kind: 'ranked',
    sql: `SELECT ${NAME('a')}, count(*) AS v FROM "FilmActor" fa JOIN "Actor" a USING ("ActorId") GROUP BY a."ActorId", 1 ORDER BY v DESC, 1 LIMIT 1`,
  },
  {
    id: 'rs05',
    question: 'Average rental rate by rating',
    kind: 'set',
    sql: 'SELECT "Rating", avg("RentalRate") FROM "Film" GROUP BY 1',
  },
  {
    id: 'rs06',
    question: 'Monthly rentals in 2025',
    kind: 'values',
    sql: `SELECT to_char("RentalDate", 'YYYY-MM'), count(*) FROM "Rental" WHERE "RentalDate" >= '2025-01-01' AND "RentalDate" < '2026-01-01' GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'rs07',
    question: 'How many films were rented in 2025?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM "Rental" WHERE "RentalDate" >= '2025-01-01' AND "RentalDate" < '2026-01-01'`,
  },
  {
    id: 'rs08',
    question: 'How many films are longer than 150 minutes?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM "Film" WHERE "Length" > 150',
  },
  {
    id: 'rs09',
    question: 'What was the revenue in 2024?',
    kind: 'scalar',
    sql: `SELECT sum("Amount") FROM "Payment" WHERE "PaymentDate" >= '2024-01-01' AND "PaymentDate" < '2025-01-01'`,
  },
  { id: 'rs10', question: 'List all categories', kind: 'list', sql: 'SELECT "Name" FROM "Category"' },
  {
    id: 'rs11',
    question: 'How many active customers are there?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM "Customer" WHERE "Active"',
  },
  {
    id: 'rs12',
    question: 'Which staff member processed the most payments?',
    kind: 'ranked',
    sql: `SELECT ${NAME('s')}, count(*) AS v FROM "Payment" p JOIN "Staff" s USING ("StaffId") GROUP BY s."StaffId", 1 ORDER BY v DESC LIMIT 1`,
  },
  {
    id: 'rs13',
    question: 'What is the average payment amount?',
    kind: 'scalar',
    sql: 'SELECT avg("Amount") FROM "Payment"',
  },
  {
    id: 'rs14',
    question: 'How many rentals did Barbara Johnson make?',
    kind: 'scalar',
    sql: `SELECT count(*) FROM "Rental" r JOIN "Customer" c USING ("CustomerId") WHERE c."FirstName" = 'Barbara' AND c."LastName" = 'Johnson'`,
  },
  {
    id: 'rs15',
    question: 'Show the films in the Comedy category',
    kind: 'list',
    sql: `SELECT f."Title" FROM "Film" f JOIN "FilmCategory" fc USING ("FilmId") JOIN "Category" c USING ("CategoryId") WHERE c."Name" = 'Comedy'`,
  },
  {
    id: 'rs16',
    question: 'What are the 5 longest films?',
    kind: 'ranked',
    sql: 'SELECT "Title", "Length" FROM "Film" ORDER BY "Length" DESC, "FilmId" LIMIT 5',
  },
  {
    id: 'rs17',
    question: 'How many customers does each store have?',
    kind: 'set',
    sql: 'SELECT s."StoreName", count(*) FROM "Customer" c JOIN "Store" s USING ("StoreId") GROUP BY 1',
  },
  {
    id: 'rs18',
    question: 'Total payments last month',
    kind: 'scalar',
    sql: `SELECT sum("Amount") FROM "Payment" WHERE "PaymentDate" >= '2026-10-01' AND "PaymentDate" < '2026-11-01'`,
  },
  {
    id: 'rs19',
    question: 'Rentals by quarter this year',
    kind: 'values',
    sql: `SELECT extract(quarter FROM "RentalDate")::text, count(*) FROM "Rental" WHERE "RentalDate" >= '2026-01-01' GROUP BY 1 ORDER BY 1`,
  },
  {
    id: 'rs20',
    question: 'Average film length by category',
    kind: 'set',
    sql: 'SELECT c."Name", avg(f."Length") FROM "Film" f JOIN "FilmCategory" fc USING ("FilmId") JOIN "Category" c USING ("CategoryId") GROUP BY 1',
  },
  {
    id: 'rs21',
    question: 'How many payments were over 5 dollars?',
    kind: 'scalar',
    sql: 'SELECT count(*) FROM "Payment" WHERE "Amount" > 5',
  },
  {
    id: 'rs22',
    question: 'Revenue by staff in the last 90 days',
    kind: 'set',
    sql: `SELECT ${NAME('s')}, sum(p."Amount") FROM "Payment" p JOIN "Staff" s USING ("StaffId") WHERE p."PaymentDate" >= '2026-08-25' AND p."PaymentDate" < '2026-11-23' GROUP BY s."StaffId", 1`,
  },
];

describeSqlQuestionSet({
  title: 'SOE Local over a PascalCase rental-store schema (own question set)',
  summary: 'Rental store (PascalCase)',
  open: rentalDb,
  systemName: 'Video Rentals',
  systemId: 3,
  questions: QUESTIONS,
  now: NOW,
});
