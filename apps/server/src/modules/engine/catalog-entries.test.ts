import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train set product_catalog, and insurance_fnol's 'in part of their
 * names'), asked here on a schema written for them: most tables begin with the word of a table of their own
 * (Catalogs, Catalog_Levels, Catalog_Contents, Catalog_Contents_Tags), a publisher kept only as a text column, a
 * stock number whose name runs on from 'product', and no table of products.
 * - 'catalog contents' names Catalog_Contents, not the catalogs: a shared first word that is a table's name is a word
 *   of the business (a prefix like `tbl` is dropped);
 * - 'the names of the products with length under 3 or height over 5': the rows compared are those listed, and their
 *   own names are shown; so for 'whose stock number starts with 2' ('stock number' is the product stock number);
 * - 'length below 3 or above 5': either bound, on the one column;
 * - 'catalog publishers whose name contains Murray', 'with substring Murray in their names': the publishers' own
 *   values, the name of a thing kept as a column's values being the value;
 * - 'catalogs that have "Tea" in part of their names': the catalogs' names.
 * Every expected answer comes from SQL run here.
 */
const CATALOG = `
CREATE TABLE "Catalogs" (catalog_id integer PRIMARY KEY, catalog_name varchar(50), catalog_publisher varchar(80));
CREATE TABLE "Catalog_Levels" (catalog_level_number integer PRIMARY KEY, catalog_id integer REFERENCES "Catalogs", catalog_level_name varchar(50));
CREATE TABLE "Catalog_Contents" (catalog_entry_id integer PRIMARY KEY, catalog_level_number integer REFERENCES "Catalog_Levels", catalog_entry_name varchar(80), product_stock_number varchar(20), price_in_dollars double precision, length integer, height integer, width integer);
CREATE TABLE "Tag_Definitions" (tag_id integer PRIMARY KEY, tag_name varchar(30));
CREATE TABLE "Catalog_Contents_Tags" (catalog_entry_id integer REFERENCES "Catalog_Contents", tag_id integer REFERENCES "Tag_Definitions", tag_value varchar(20));
INSERT INTO "Catalogs" VALUES (1, 'Green Tea', 'Murray Coffee shop'), (2, 'Breakfast Tea', 'Russel-Gislason Lemon shop'),
  (3, 'Jam', 'Lidl'), (4, 'Lemonade', 'Grady & Kautzer');
INSERT INTO "Catalog_Levels" VALUES (1, 1, 'Category'), (8, 2, 'Product'), (9, 3, 'Sub-Category');
INSERT INTO "Catalog_Contents" VALUES
  (1, 1, 'Cola', '89 cp', 200.78, 3, 9, 5), (2, 8, 'Root beer', '24 mr', 687.59, 6, 5, 6),
  (3, 8, 'Cream Soda', '49 jg', 360.5, 9, 2, 8), (4, 9, 'Ginger Beer', '22 ty', 616.22, 5, 6, 9),
  (5, 1, 'Tizer', '42 cp', 523.3, 2, 3, 6), (6, 9, 'Vimto', '72 mf', 952.37, 1, 6, 4),
  (7, 8, 'Dandelion', '15 mr', 475.79, 4, 4, 7);
INSERT INTO "Tag_Definitions" VALUES (1, 'Green'), (2, 'Sweet'), (3, 'Yellow');
INSERT INTO "Catalog_Contents_Tags" VALUES (1, 1, '0'), (2, 2, '1'), (3, 3, '0'), (5, 2, '1');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('tables named with the word of a table of their own, rows named by their conditions', () => {
  const open = useScriptSystem(CATALOG, 'Catalog', 992);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'catalog contents' names the table of contents, not the catalogs", async () => {
    const contents = await figure(`SELECT count(*) FROM "Catalog_Contents"`);
    expect(contents).not.toBe(await figure(`SELECT count(*) FROM "Catalogs"`));
    const text = await ask('Find the total number of catalog contents.');
    expect(figureOf(text), text).toBe(contents);
    const tallest = await column(`SELECT catalog_entry_name FROM "Catalog_Contents" ORDER BY height DESC LIMIT 1`);
    const top = await ask('Which catalog content has the highest height? Give me the catalog entry name.');
    expect(labelsOf(top), top).toEqual(tallest);
  });

  it('the rows a condition is on are those listed, by their own names', async () => {
    const either = await column(`SELECT catalog_entry_name FROM "Catalog_Contents" WHERE length < 3 OR height > 5`);
    const text = await ask('Find the names of the products with length smaller than 3 or height greater than 5.');
    expect(labelsOf(text).sort(), text).toEqual(either);
    const starts = await column(
      `SELECT catalog_entry_name FROM "Catalog_Contents" WHERE product_stock_number LIKE '2%'`,
    );
    for (const q of [
      'Find the names of all the products whose stock number starts with "2".',
      'Which catalog contents have a product stock number that starts from "2"? Show the catalog entry names.',
    ]) {
      const answer = await ask(q);
      expect(labelsOf(answer).sort(), `${q}\n${answer}`).toEqual(starts);
    }
  });

  it("'length below 3 or above 5' is either bound on the one column", async () => {
    const expected = await column(`SELECT catalog_entry_name FROM "Catalog_Contents" WHERE length < 3 OR length > 5`);
    const text = await ask('Which catalog contents have length below 3 or above 5? Find the catalog entry names.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("the name of a thing kept as a column's values is the value", async () => {
    const expected = await column(
      `SELECT DISTINCT catalog_publisher FROM "Catalogs" WHERE catalog_publisher LIKE '%Murray%'`,
    );
    expect(await column(`SELECT catalog_name FROM "Catalogs" WHERE catalog_name LIKE '%Murray%'`)).toEqual([]);
    for (const q of [
      'Find all the catalog publishers whose name contains "Murray"',
      'Which catalog publishers have substring "Murray" in their names?',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text).sort(), `${q}\n${text}`).toEqual(expected);
    }
    const tea = await column(`SELECT catalog_name FROM "Catalogs" WHERE catalog_name ILIKE '%Tea%'`);
    const text = await ask('Which catalogs have "Tea" in part of their names?');
    expect(labelsOf(text).sort(), text).toEqual(tea);
    expect(text).not.toMatch(/^I (read|could)/);
  });
});
