import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Conditions said in more ways: a bound that includes its number ('less than or equal to 12'), a figure compared
 * with the average of all rows ('a price above the average price of all books'), the values of a column listed
 * each once ('Show all book formats'), 'both X and Y' of the related records (one record for each, not either),
 * and a column of the subject named in a clause about its related records ('the member ids and cities for any
 * member with …'). The schema is a bookshop written for these tests; every expected answer comes from SQL run here.
 */
const SHOP = `
CREATE TABLE book (book_id int PRIMARY KEY, title text, price numeric, format text, genre text);
INSERT INTO book VALUES (1, 'Tide Lines', 9.5, 'paperback', 'poetry'), (2, 'The Iron Gate', 24, 'hardback', 'history'),
  (3, 'Small Hours', 12, 'paperback', 'fiction'), (4, 'Salt Roads', 18.5, 'ebook', 'history'),
  (5, 'North Light', 31, 'hardback', 'art'), (6, 'Paper Moons', 12, 'ebook', 'fiction'), (7, 'Glass Harbour', 15, 'paperback', 'fiction');
CREATE TABLE member (member_id int PRIMARY KEY, name text, city text);
INSERT INTO member VALUES (1, 'Ida Wren', 'Bristol'), (2, 'Otto Shaw', 'Leeds'), (3, 'Una Bell', 'Bristol'),
  (4, 'Rex Vale', 'York');
CREATE TABLE sale (sale_id int PRIMARY KEY, member_id int REFERENCES member, book_id int REFERENCES book, status text);
INSERT INTO sale VALUES (1, 1, 2, 'shipped'), (2, 1, 3, 'returned'), (3, 2, 1, 'shipped'), (4, 2, 5, 'shipped'),
  (5, 3, 4, 'returned'), (6, 3, 6, 'pending'), (7, 4, 7, 'shipped'), (8, 4, 2, 'returned');
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('conditions said in more ways', () => {
  const open = useScriptSystem(SHOP, 'Bookshop', 997);
  const { ask, rows, figure } = askerOf(open, NOW);
  const names = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'less than or equal to' and 'larger than or equal to' include the number", async () => {
    const atMost = await figure(`SELECT count(*) FROM book WHERE price <= 12`);
    expect(figureOf(await ask('How many books have a price less than or equal to 12?'))).toBe(atMost);
    const atLeast = await figure(`SELECT count(*) FROM book WHERE price >= 18.5`);
    expect(figureOf(await ask('How many books have a price larger than or equal to 18.5?'))).toBe(atLeast);
  });

  it("'a price greater than the average price of all books' compares each book with the average of all", async () => {
    const above = await names(`SELECT title FROM book WHERE price > (SELECT avg(price) FROM book)`);
    const text = await ask('What are the titles of books whose price is greater than the average price of all books?');
    expect(labelsOf(text).sort(), text).toEqual(above);
    const below = await figure(`SELECT count(*) FROM book WHERE price < (SELECT avg(price) FROM book)`);
    expect(figureOf(await ask('How many books have a price below the average?'))).toBe(below);
  });

  it("'Show all book formats' lists each format once", async () => {
    const formats = await names(`SELECT DISTINCT format FROM book`);
    for (const q of ['Show all book formats.', 'What are the different book formats?']) {
      const text = await ask(q);
      expect(text, q).not.toMatch(/^I (read|could)/);
      expect(labelsOf(text).sort(), q).toEqual(formats);
    }
  });

  it("'both shipped and returned' needs a sale of each, not either", async () => {
    const both = await names(
      `SELECT name FROM member m WHERE EXISTS (SELECT 1 FROM sale s WHERE s.member_id = m.member_id AND status = 'shipped')
         AND EXISTS (SELECT 1 FROM sale s WHERE s.member_id = m.member_id AND status = 'returned')`,
    );
    for (const q of [
      'Find the names of the members who have sale status both "shipped" and "returned".',
      'Which members have both "shipped" and "returned" as sale status?',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text).sort(), `${q}\n${text}`).toEqual(both);
    }
  });

  it("'the member ids and cities for any member with a returned sale' shows the cities", async () => {
    const expected = (
      await rows(
        `SELECT member_id, city FROM member m WHERE EXISTS (SELECT 1 FROM sale s WHERE s.member_id = m.member_id AND status = 'returned') ORDER BY member_id`,
      )
    ).map((r) => `${r[0]} ${r[1]}`);
    const text = await ask('Return the member ids and cities for any member with the sale status "returned".');
    const shown = rowsOf(text)
      .map((r) => `${Object.values(r).find((v) => typeof v === 'number')} ${r.city}`)
      .sort();
    expect(shown, text).toEqual(expected.sort());
  });
});
