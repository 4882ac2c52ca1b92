import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Having something through a table of who has what, and ages kept as numbers: 'owners who have a pony', 'how many
 * owners have a horse' (the link table `Has_Horse`, whose name is itself the verb, is not the rows listed),
 * 'horses older than 10' (an age column, not a date: older is more), 'the age of the oldest horse' (the row's
 * column, not a grouping), and a capital initial before a word (`LName`) read as the abbreviation it makes. The
 * schema is a riding stable's, written for these tests; every expected answer comes from SQL run here.
 */
const STABLE = `
CREATE TABLE "Owner" ("OwnerID" int PRIMARY KEY, "FName" varchar(20), "LName" varchar(20), "Age" int, "city_code" varchar(3));
INSERT INTO "Owner" VALUES (1, 'Ada', 'Moss', 34, 'LDS'), (2, 'Ben', 'Okafor', 27, 'YRK'), (3, 'Cleo', 'Park', 45, 'LDS'),
  (4, 'Dev', 'Raman', 22, 'HUL'), (5, 'Edith', 'Lowe', 61, 'YRK'), (6, 'Finn', 'Hale', 29, 'LDS'), (7, 'Gita', 'Shah', 38, 'HUL');
CREATE TABLE "Horse" ("HorseID" int PRIMARY KEY, "Breed" varchar(20), "horse_age" int, "weight" double precision);
INSERT INTO "Horse" VALUES (11, 'arabian', 12, 450.5), (12, 'shire', 8, 910), (13, 'pony', 15, 260.2), (14, 'arabian', 4, 430),
  (15, 'shire', 19, 880.4), (16, 'pony', 6, 240);
CREATE TABLE "Has_Horse" ("OwnerID" int REFERENCES "Owner", "HorseID" int REFERENCES "Horse");
INSERT INTO "Has_Horse" VALUES (1, 11), (1, 13), (2, 12), (3, 14), (3, 15), (5, 16);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('having through a link table, and ages kept as numbers', () => {
  const open = useScriptSystem(STABLE, 'Riding stable', 988);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();
  /** The first names of the owners an answer lists (they are shown by their full names). */
  const firstNames = (text: string) =>
    labelsOf(text)
      .map((l) => l.split(' ')[0])
      .sort();

  it("'owners who have a pony or an arabian horse' lists owners, through the table of who has which horse", async () => {
    const expected = await column(
      `SELECT DISTINCT o."FName" FROM "Owner" o JOIN "Has_Horse" h USING ("OwnerID") JOIN "Horse" x USING ("HorseID")
       WHERE x."Breed" IN ('pony', 'arabian')`,
    );
    const text = await ask('Find the first name of owners who have pony or arabian horse.');
    expect(firstNames(text), text).toEqual(expected);
    expect(text).not.toMatch(/has horse/i);
  });

  it("'how many owners have a horse' counts the owners with at least one, not every owner", async () => {
    const n = await figure(`SELECT count(DISTINCT "OwnerID") FROM "Has_Horse"`);
    const text = await ask('How many owners have a horse?');
    expect(figureOf(text), text).toBe(n);
    expect(n).toBeLessThan(await figure(`SELECT count(*) FROM "Owner"`));
  });

  it("'the horse owned by the owner whose last name is Park' follows the link to the horse", async () => {
    const expected = await column(
      `SELECT x."HorseID" FROM "Horse" x JOIN "Has_Horse" h USING ("HorseID") JOIN "Owner" o USING ("OwnerID") WHERE o."LName" = 'Park'`,
    );
    const text = await ask("What are the ids of the horses owned by the owner whose last name is 'Park'?");
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'older than' and 'younger than' compare an age column: older is more", async () => {
    expect(figureOf(await ask('How many horses are older than 10?'))).toBe(
      await figure(`SELECT count(*) FROM "Horse" WHERE horse_age > 10`),
    );
    expect(figureOf(await ask('How many owners are younger than 30 years?'))).toBe(
      await figure(`SELECT count(*) FROM "Owner" WHERE "Age" < 30`),
    );
    // Still a comparison of the column it names, not the existence of a horse.
    expect(figureOf(await ask('How many horses have a weight greater than 500?'))).toBe(
      await figure(`SELECT count(*) FROM "Horse" WHERE weight > 500`),
    );
  });

  it("'the age of the oldest horse' states that horse's age", async () => {
    const [[age]] = await rows(`SELECT horse_age FROM "Horse" ORDER BY horse_age DESC LIMIT 1`);
    const text = await ask('What is the age of the oldest horse?');
    expect(figureOf(text), text).toBe(Number(age));
  });

  it("a request after the question ('… ? List first name and id.') shows what it asks, the key among it", async () => {
    const expected = (
      await rows(
        `SELECT o."FName", o."OwnerID" FROM "Owner" o WHERE EXISTS (SELECT 1 FROM "Has_Horse" h WHERE h."OwnerID" = o."OwnerID") ORDER BY 2`,
      )
    ).map((r) => `${r[0]} ${r[1]}`);
    const text = await ask('Which owners have at least one horse? List first name and id.');
    const table = JSON.parse(/\[TABLE:(.*)\]/.exec(text)![1]) as {
      headers: Array<{ key: string }>;
      rows: Array<Record<string, unknown>>;
    };
    const id = table.headers.find((h) => table.rows.every((r) => typeof r[h.key] === 'number'))!.key;
    const first = table.headers.find((h) => h.key !== id)!.key;
    const shown = table.rows.map((r) => `${String(r[first]).split(' ')[0]} ${r[id]}`).sort();
    expect(shown, text).toEqual(expected.sort());
  });

  it("a row named by its name answers what is asked of it: 'the age of the owner named Cleo', 'Cleo's id'", async () => {
    const [[age, id]] = await rows(`SELECT "Age", "OwnerID" FROM "Owner" WHERE "FName" = 'Cleo'`);
    const text = await ask('Return the age for the owner named Cleo.');
    expect(text).toContain(String(age));
    expect(text).not.toMatch(/^I could not/);
    expect(await ask("What is Cleo's id?")).toMatch(new RegExp(`"(?:owner|id)[a-z_]*":${id}\\b`));
  });

  it("'who have an age over 30 and have at least 2 horses' counts the horses, not that one exists", async () => {
    const expected = await column(
      `SELECT o."FName" FROM "Owner" o JOIN "Has_Horse" h USING ("OwnerID") WHERE o."Age" > 30 GROUP BY o."OwnerID", o."FName" HAVING count(*) >= 2`,
    );
    const text = await ask('Show the first names of owners who have an age over 30 and have at least 2 horses.');
    expect(firstNames(text), text).toEqual(expected);
  });

  it("'the first name of every owner who has a shire' lists owners, it counts none", async () => {
    const expected = await column(
      `SELECT DISTINCT o."FName" FROM "Owner" o JOIN "Has_Horse" h USING ("OwnerID") JOIN "Horse" x USING ("HorseID") WHERE x."Breed" = 'shire'`,
    );
    const text = await ask('What is the first name of every owner who has a shire horse?');
    expect(text).not.toMatch(/number of/i);
    expect(firstNames(text), text).toEqual(expected);
  });

  it('a number the reading did not use, in a clause of who has none, is said, never dropped', async () => {
    const text = await ask('How many owners do not have any horse of breed 77?');
    expect(text).toMatch(/^I read this as/);
    expect(text).toMatch(/Not used from the question: .*"77"/);
  });

  it("'age 27 or 29' is either value of the column; 'not from LDS' negates the value after its preposition", async () => {
    const text = await ask('How many owners have age 27 or 29?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM "Owner" WHERE "Age" IN (27, 29)`));
    const expected = await column(`SELECT "FName" FROM "Owner" WHERE city_code <> 'LDS'`);
    const listed = await ask('Which owners are not from LDS?');
    expect(firstNames(listed), listed).toEqual(expected);
  });

  it('a follow-up of an answer not stated as fact is not stated as fact either', async () => {
    const first = await open.engine.answer('How many horses were groomed?', [open.system], { now: NOW });
    expect(first.text).toMatch(/^I read this as/);
    const next = await open.engine.answer('only arabian ones', [open.system], {
      now: NOW,
      previous: JSON.parse(JSON.stringify(first.reading)),
    });
    expect(next.text, next.text).toMatch(/^I read this as the previous question/);
    // A sure answer's follow-up is stated as before.
    const sure = await open.engine.answer('How many horses are there?', [open.system], { now: NOW });
    const edited = await open.engine.answer('only arabian ones', [open.system], {
      now: NOW,
      previous: JSON.parse(JSON.stringify(sure.reading)),
    });
    expect(edited.text, edited.text).toMatch(/^Same as before/);
  });

  it("a capital initial before a word is the abbreviation it makes: 'LName' is the last name", async () => {
    const text = await ask('List the last names of the owners.');
    expect(text).not.toMatch(/\bL name\b/);
    expect(text).not.toMatch(/^I read this as/);
  });
});
