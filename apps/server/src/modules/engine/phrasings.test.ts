import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings people write that name nothing in the schema but shape the answer: a singular subject ranked by 'with
 * the most' or 'the greatest number of' (one row, not five), a request verb that is also a table's name ('Show …'
 * over a table called `show`), 'pay' as the verb of someone who pays (not the salary column), 'best-paid' (what a
 * person earns, not the date a payment was paid), a share whose whole is said before its verb, money 'collected'
 * shared by its amount, and 'visits' counted as the rows a 'visit type' column types. The schema is a theatre
 * company's, written for these tests; every expected figure comes from SQL run here.
 */
const THEATRE = `
CREATE TABLE venue (venue_id int PRIMARY KEY, "Venue" text NOT NULL, city text NOT NULL);
INSERT INTO venue VALUES (1, 'Lyric Hall', 'Leeds'), (2, 'Old Vic Studio', 'Bristol'), (3, 'Harbour Stage', 'Hull'),
  (4, 'Corn Exchange', 'Leeds'), (5, 'Riverside Barn', 'York');
CREATE TABLE director (director_id int PRIMARY KEY, name text NOT NULL, salary numeric(10,2) NOT NULL,
  years_of_work int NOT NULL, venue_id int NOT NULL REFERENCES venue);
INSERT INTO director VALUES (1, 'Ada Moss', 52000, 12, 1), (2, 'Ben Okafor', 61000, 7, 1), (3, 'Cleo Park', 48000, 21, 2),
  (4, 'Dev Raman', 75000, 9, 2), (5, 'Edith Lowe', 58000, 15, 3), (6, 'Finn Hale', 43000, 3, 4),
  (7, 'Gita Shah', 66000, 18, 4), (8, 'Hana Ito', 54000, 5, 5), (9, 'Ivo Brandt', 39000, 2, 3);
CREATE TABLE show (show_id int PRIMARY KEY, title text NOT NULL, director_id int NOT NULL REFERENCES director,
  venue_id int NOT NULL REFERENCES venue, label text NOT NULL);
INSERT INTO show SELECT g, 'Show ' || g, 1 + g % 7, 1 + g % 4,
  (ARRAY['Northlight', 'Northlight', 'Curtain Call', 'Stagebox', 'Northlight', 'Curtain Call'])[1 + g % 6]
  FROM generate_series(1, 18) g;
CREATE TABLE patron (patron_id int PRIMARY KEY, full_name text NOT NULL, joined_on date NOT NULL);
INSERT INTO patron SELECT g, 'Patron ' || g, date '2024-01-01' + g * 9 FROM generate_series(1, 40) g;
CREATE TABLE payments (payment_id int PRIMARY KEY, patron_id int NOT NULL REFERENCES patron, paid_date date NOT NULL,
  amount numeric(10,2) NOT NULL, payment_type text NOT NULL, method text NOT NULL);
INSERT INTO payments SELECT g, 1 + g % 40, date '2024-06-01' + (g * 7) % 700, 20 + (g * 13) % 90,
  (ARRAY['Ticket', 'Membership', 'Ticket', 'Donation'])[1 + g % 4], (ARRAY['Card', 'Cash', 'Card', 'Transfer', 'Card'])[1 + g % 5]
  FROM generate_series(1, 300) g;
CREATE TABLE person (person_id int PRIMARY KEY, name text NOT NULL, nationality text NOT NULL);
INSERT INTO person SELECT g, 'Person ' || g, (ARRAY['British', 'Irish', 'French'])[1 + g % 3] FROM generate_series(1, 12) g;
CREATE TABLE understudy (understudy_id int PRIMARY KEY, person_id int NOT NULL REFERENCES person, earnings numeric(10,2) NOT NULL);
INSERT INTO understudy SELECT g, 2 * g, 1000 * g FROM generate_series(1, 5) g;
CREATE TABLE commission (commission_id int PRIMARY KEY, person_id int NOT NULL REFERENCES person, fee numeric(10,2) NOT NULL);
INSERT INTO commission SELECT g, 1 + g % 3, 250 * g FROM generate_series(1, 6) g;
CREATE TABLE animal (animal_id int PRIMARY KEY, species text NOT NULL, animal_age int NOT NULL, weight numeric(6,2) NOT NULL);
INSERT INTO animal VALUES (101, 'horse', 9, 512.5), (102, 'dog', 4, 21.3), (103, 'dog', 2, 17.8), (104, 'horse', 6, 480),
  (105, 'dog', 7, 25.1), (106, 'goat', 3, 44.6);
CREATE TABLE booking (booking_id int PRIMARY KEY, patron_id int NOT NULL REFERENCES patron, show_id int NOT NULL REFERENCES show,
  booked_at date NOT NULL, visit_type_cd text NOT NULL, booking_status text NOT NULL);
INSERT INTO booking SELECT g, 1 + g % 40, 1 + g % 18, date '2025-01-01' + g % 360,
  (ARRAY['MATINEE', 'EVENING', 'EVENING', 'GALA'])[1 + (g * 3) % 4], (ARRAY['Attended', 'Attended', 'Cancelled'])[1 + g % 3]
  FROM generate_series(1, 240) g;
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('phrasings that shape the answer without naming the schema', () => {
  const open = useScriptSystem(THEATRE, 'Theatre company', 987);
  const { ask, rows, figure } = askerOf(open, NOW);

  it("'the director with the most years of work' is one director, not the top five", async () => {
    const [[name]] = await rows(`SELECT name FROM director ORDER BY years_of_work DESC LIMIT 1`);
    const text = await ask('List the name of the director with the most years of work.');
    expect(labelsOf(text), text).toEqual([name]);
  });

  it("'the name of the director with the largest salary' is that director's row, not every name grouped", async () => {
    const [[name]] = await rows(`SELECT name FROM director ORDER BY salary DESC LIMIT 1`);
    const text = await ask('What is the name of the director with the largest salary?');
    expect(labelsOf(text), text).toEqual([name]);
  });

  it("rows with no name of their own, each one person, are shown by that person's name", async () => {
    const names = (await rows(`SELECT p.name FROM understudy u JOIN person p USING (person_id) ORDER BY 1`)).map(
      (r) => r[0],
    );
    const text = await ask('Return the names of all the understudies.');
    expect(labelsOf(text).sort(), text).toEqual(names);
    const [[top]] = await rows(
      `SELECT p.name FROM understudy u JOIN person p USING (person_id) ORDER BY earnings DESC LIMIT 1`,
    );
    expect(labelsOf(await ask('Which understudy has the highest earnings?'))).toEqual([top]);
  });

  it('names asked of rows that do not each have one are never stated as fact by their ids', async () => {
    // Several commissions per person: a person's name does not name a commission.
    const text = await ask('Return the names of all the commissions.');
    expect(text, text).toMatch(/^I read this as|^I could not/);
  });

  it("'the weight of the youngest dog' orders by the age the rows keep, and states the weight asked for", async () => {
    const [[weight]] = await rows(`SELECT weight FROM animal WHERE species = 'dog' ORDER BY animal_age LIMIT 1`);
    const text = await ask('What is the weight of the youngest dog?');
    expect(figureOf(text), text).toBeCloseTo(Number(weight), 2);
    const [[oldest]] = await rows(`SELECT animal_id FROM animal ORDER BY animal_age DESC LIMIT 1`);
    expect(labelsOf(await ask('Which animal is the oldest?'))).toEqual([String(oldest)]);
  });

  it('a list asked in an order comes in that order, every row', async () => {
    const bySalary = (await rows(`SELECT name FROM director ORDER BY salary DESC`)).map((r) => r[0]);
    expect(labelsOf(await ask('List the names of directors sorted by their salary descending.'))).toEqual(bySalary);
    const byYears = (await rows(`SELECT name FROM director ORDER BY years_of_work`)).map((r) => r[0]);
    expect(labelsOf(await ask('Show the directors in ascending order of years of work.'))).toEqual(byYears);
  });

  it('a figure of the rows that have none of something: the average salary of directors with no show', async () => {
    const expected = await figure(
      `SELECT round(avg(salary), 2) FROM director d WHERE NOT EXISTS (SELECT 1 FROM show s WHERE s.director_id = d.director_id)`,
    );
    const text = await ask('What is the average salary of directors who do not have any show?');
    expect(figureOf(text), text).toBeCloseTo(expected, 2);
  });

  it("'the label used by the greatest number of shows' is one label", async () => {
    const [[label]] = await rows(`SELECT label FROM show GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const text = await ask('What is the label used by the greatest number of shows?');
    expect(labelsOf(text), text).toEqual([label]);
  });

  it("'Show the names of all venues' lists venues by the column named as their table, not the table 'show'", async () => {
    const expected = (await rows(`SELECT "Venue" FROM venue ORDER BY 1`)).map((r) => r[0]);
    const text = await ask('Show the names of all venues');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it('venues without a show are named, not numbered', async () => {
    const expected = (
      await rows(
        `SELECT "Venue" FROM venue v WHERE NOT EXISTS (SELECT 1 FROM show s WHERE s.venue_id = v.venue_id) ORDER BY 1`,
      )
    ).map((r) => r[0]);
    const text = await ask('List the names of venues that have no show.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'the best-paid director at each venue' ranks salaries, not payments", async () => {
    const expected = (
      await rows(
        `SELECT name FROM director d WHERE salary = (SELECT max(salary) FROM director x WHERE x.venue_id = d.venue_id) ORDER BY 1`,
      )
    ).map((r) => r[0]);
    const text = await ask('Who is the best-paid director at each venue?');
    const t = tableBlock(text);
    const names = (t?.rows ?? []).flatMap((r) => Object.values(r).map(String)).filter((v) => expected.includes(v));
    expect(names.sort(), text).toEqual(expected);
  });

  it("'how much did each patron pay us, on average' is the average of each patron's total", async () => {
    const expected = await figure(
      `SELECT round(avg(t), 2) FROM (SELECT sum(amount) t FROM payments WHERE paid_date >= '2025-01-01' AND paid_date < '2026-01-01' GROUP BY patron_id) x`,
    );
    const text = await ask('On average, how much did each patron pay us in 2025?');
    expect(figureOf(text), text).toBeCloseTo(expected, 2);
  });

  it('a share of money collected is a share of its amount, its whole said before the verb', async () => {
    const expected = await figure(
      `SELECT round(100.0 * sum(amount) FILTER (WHERE method = 'Card') / sum(amount), 2) FROM payments
       WHERE payment_type = 'Ticket' AND paid_date >= '2025-01-01' AND paid_date < '2026-01-01'`,
    );
    const text = await ask('What share of the ticket money collected in 2025 was paid by card?');
    expect(figureOf(text), text).toBeCloseTo(expected, 2);
  });

  it("'what share of the visits attended were gala visits' counts the rows 'visit type' types", async () => {
    const expected = await figure(
      `SELECT round(100.0 * count(*) FILTER (WHERE visit_type_cd = 'GALA') / count(*), 2) FROM booking WHERE booking_status = 'Attended'`,
    );
    const text = await ask('What share of the visits attended were gala visits?');
    expect(figureOf(text), text).toBeCloseTo(expected, 2);
  });
});
