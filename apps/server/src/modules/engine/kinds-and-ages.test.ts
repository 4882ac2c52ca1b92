import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, rowsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets activity_1, aircraft, allergy_1, architecture), asked here
 * on a schema written for them: guests of a supper club, dishes keyed by their own name, each of a category kept in a
 * column named like the table (`Dish_Category.DishCategory`, 3 values over 7 dishes), and which guest likes which dish.
 * - a column named like its own table whose values repeat is a kind of the rows, not their name: 'dish categories'
 *   are its values, 'dishes' the rows, named by their key ('Ramen'), in any case ('a ramen dish');
 * - 'distinct dishes', 'the different soup dishes': a keyed table's rows are distinct already;
 * - an age said by the number and the words after it: '30 years old', 'aged 40 or older', '25 years or younger',
 *   '30 years old or older';
 * - 'How many female guests over 60 do we have?': values counted with no table named are a count, 0 when none match;
 *   'guests over 60' bounds their age;
 * - 'who do not like ramen or pho dishes', 'are over 40 and do not like soup dishes': a negation before two values of
 *   one column is neither of them, and a value of related rows negated is no such related row (NOT EXISTS);
 * - 'guests above age 50 and guests below 20': two bounds no row meets at once are either of them; 'cities where a
 *   guest above age 50 and a guest below 20 are from': the rows named twice, each with 'a', are one of each kind.
 * - 'the names of all the dishes' (a dish's name is its key; chefs have a Name): the name of the rows named after
 *   'of'; 'won a dinner at least twice' (a count said as a word), 'the number of times it won dinners' (the verb names
 *   the reference `Dinner.Winning_Dish`);
 * - 'the average age for male and female guests': two values of one column joined by 'and', with a figure asked, are
 *   two groups ('the total number of covers of the venues Lyon and Oslo', named after the rows, is one figure);
 *   'assistant managers' finds a title written short ('AsstMgr'); 'the name and title of the chef who has won the
 *   most dinners' shows the title beside the name grouped by.
 * - 'How many mentors are there?', 'Mentor 502 has how many guests?': a whole number named by a person's role
 *   (knowledge/vocabulary.json personRoles) is that person's id, counted once each and compared, never added up; 'Which
 *   age has the most guests?' groups by the number;
 * - 'the average duration in hours' (Duration_Minutes, Duration_Hours), 'the total number of covers' beside
 *   Total_Guests, 'the most common dish category, and how many are there', 'How many guests like a dessert dish?'
 *   (a verb taking a related record with no 'who').
 * - 'kitchens with at least two assistant managers' (a value in the plural names rows, counted per kitchen), 'the list
 *   of distinct kitchens for chefs', 'the kitchens along with the number of chefs the kitchens have'.
 * Every expected answer comes from SQL run here.
 */
const CLUB = `
CREATE TABLE "Dish_Category" ("Dish" varchar(20) PRIMARY KEY, "DishCategory" varchar(20));
CREATE TABLE "Guest" ("GuestID" integer PRIMARY KEY, "LName" varchar(12), "Fname" varchar(12), "Age" integer, "Sex" varchar(1), "City" text, "Mentor" integer);
CREATE TABLE "Likes_Dish" ("GuestID" integer REFERENCES "Guest", "Dish" varchar(20) REFERENCES "Dish_Category");
INSERT INTO "Dish_Category" VALUES ('Pho', 'soup'), ('Ramen', 'soup'), ('Borscht', 'soup'), ('Caesar', 'salad'),
  ('Cobb', 'salad'), ('Tiramisu', 'dessert'), ('Flan', 'dessert');
INSERT INTO "Guest" VALUES (1, 'Moss', 'Ada', 30, 'F', 'Lyon', 501), (2, 'Quill', 'Ben', 41, 'M', 'Oslo', 502), (3, 'Reyes', 'Cleo', 25, 'F', 'Lyon', 501),
  (4, 'Stone', 'Dev', 30, 'M', 'Oslo', 503), (5, 'Tanner', 'Eve', 52, 'F', 'Lyon', 501), (6, 'Uribe', 'Finn', 19, 'M', 'Lyon', 502), (7, 'Vance', 'Gus', 64, 'M', 'Oslo', 503);
CREATE TABLE "Chef" ("ChefID" integer PRIMARY KEY, "Name" text, "Title" text, "Kitchen" text);
CREATE TABLE "Dinner" ("Round" integer PRIMARY KEY, "Venue" text, "Held_On" date, "Covers" integer, "Total_Guests" integer, "Duration_Minutes" integer, "Duration_Hours" real, "Winning_Dish" varchar(20) REFERENCES "Dish_Category", "Winning_Chef" integer REFERENCES "Chef");
INSERT INTO "Chef" VALUES (1, 'Ines Roy', 'AsstMgr', 'North'), (2, 'Omar Wu', 'Mgr', 'South'), (3, 'Pia Sol', 'AsstMgr', 'North'), (4, 'Raf Ito', 'AsstMgr', 'South');
INSERT INTO "Dinner" VALUES (1, 'Lyon', '2017-01-10', 40, 44, 150, 2.5, 'Ramen', 1), (2, 'Oslo', '2017-02-10', 35, 38, 120, 2, 'Pho', 2), (3, 'Lyon', '2017-03-10', 50, 51, 180, 3, 'Ramen', 2), (4, 'Oslo', '2017-04-10', 20, 25, 90, 1.5, 'Flan', 3),
  (5, 'Lyon', '2017-05-10', 44, 47, 150, 2.5, 'Pho', 1), (6, 'Oslo', '2017-06-10', 31, 33, 60, 1, 'Ramen', 4);
INSERT INTO "Likes_Dish" VALUES (1, 'Ramen'), (1, 'Flan'), (2, 'Ramen'), (3, 'Pho'), (3, 'Cobb'), (4, 'Ramen'),
  (5, 'Tiramisu'), (6, 'Caesar'), (7, 'Borscht');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('a kind named like its table, distinct rows, ages said in words, counts of values', () => {
  const open = useScriptSystem(CLUB, 'Supper Club', 993);
  const { ask, figure, column } = askerOf(open, NOW);
  const stated = (text: string) => expect(text, text).not.toMatch(NOT_STATED);

  it("'dish categories' are the values of the column named like the table; 'dishes' are its rows", async () => {
    const kinds = await figure(`SELECT count(DISTINCT "DishCategory") FROM "Dish_Category"`);
    const count = await ask('How many different dish categories exist?');
    expect(figureOf(count), count).toBe(kinds);
    const listed = await ask('Show all dish categories.');
    expect(
      tableOf(listed)
        .map((r) => String(r[0]))
        .sort(),
      listed,
    ).toEqual(await column(`SELECT DISTINCT "DishCategory" FROM "Dish_Category" ORDER BY 1`));
    const soups = await ask('What are all the different soup dishes?');
    stated(soups);
    expect(labelsOf(soups).sort(), soups).toEqual(
      await column(`SELECT "Dish" FROM "Dish_Category" WHERE "DishCategory" = 'soup' ORDER BY 1`),
    );
    const ramen = await ask('What is the dish category of a ramen dish?');
    expect(
      tableOf(ramen).map((r) => String(r[0])),
      ramen,
    ).toEqual(['soup']);
    const most = await ask('Which dish category has the most number of dishes?');
    expect(labelsOf(most)[0], most).toBe('soup');
    const dishes = await ask('How many distinct dishes are there?');
    stated(dishes);
    expect(figureOf(dishes), dishes).toBe(await figure(`SELECT count(*) FROM "Dish_Category"`));
    const guests = await ask('How many guests like ramen dishes?');
    expect(figureOf(guests), guests).toBe(await figure(`SELECT count(*) FROM "Likes_Dish" WHERE "Dish" = 'Ramen'`));
  });

  it("an age said in words: '30 years old', 'aged 40 or older', '25 years or younger', '30 years old or older'", async () => {
    const thirty = await ask('How many guests are 30 years old?');
    stated(thirty);
    expect(figureOf(thirty), thirty).toBe(await figure(`SELECT count(*) FROM "Guest" WHERE "Age" = 30`));
    for (const [q, sql] of [
      ['Which guests are aged 40 or older?', `"Age" >= 40`],
      ['List the guests 25 years or younger.', `"Age" <= 25`],
      ['Which guests are 30 years old or older?', `"Age" >= 30`],
      ['Show the guests who are 41 or older.', `"Age" >= 41`],
    ]) {
      const text = await ask(q);
      stated(text);
      expect(labelsOf(text).sort(), text).toEqual(
        await column(`SELECT "Fname" || ' ' || "LName" FROM "Guest" WHERE ${sql} ORDER BY 1`),
      );
    }
  });

  it("'do not like X or Y' is neither: no related row of either value; 'above 50 and below 20' is either", async () => {
    const likes = (where: string) =>
      `SELECT g."Fname" || ' ' || g."LName" FROM "Guest" g WHERE NOT EXISTS (SELECT 1 FROM "Likes_Dish" l JOIN "Dish_Category" d ON d."Dish" = l."Dish" WHERE l."GuestID" = g."GuestID" AND ${where})`;
    const neither = await ask('Which guests do not like ramen or pho dishes?');
    expect(labelsOf(neither).sort(), neither).toEqual(
      await column(`${likes(`d."Dish" IN ('Ramen', 'Pho')`)} ORDER BY 1`),
    );
    const older = await ask('How many guests are over 40 and do not like soup dishes?');
    stated(older);
    expect(figureOf(older), older).toBe(
      await figure(`SELECT count(*) FROM (${likes(`d."DishCategory" = 'soup'`)} AND g."Age" > 40) x`),
    );
    const kinds = await ask('Which guests who are over 25 do not like dessert or salad dishes?');
    expect(labelsOf(kinds).sort(), kinds).toEqual(
      await column(`${likes(`d."DishCategory" IN ('dessert', 'salad')`)} AND g."Age" > 25 ORDER BY 1`),
    );
    const count = await ask('How many guests do not like soup or salad dishes?');
    expect(figureOf(count), count).toBe(
      await figure(`SELECT count(*) FROM (${likes(`d."DishCategory" IN ('soup', 'salad')`)}) x`),
    );
    const each = await ask('Show cities where a guest above age 50 and a guest below 20 are from.');
    expect(
      tableOf(each).map((r) => String(r[0])),
      each,
    ).toEqual(
      await column(
        `SELECT "City" FROM "Guest" WHERE "Age" > 50 INTERSECT SELECT "City" FROM "Guest" WHERE "Age" < 20 ORDER BY 1`,
      ),
    );
    const either = await ask('Show the names of guests above age 50 and guests below 20.');
    expect(labelsOf(either).sort(), either).toEqual(
      await column(`SELECT "Fname" || ' ' || "LName" FROM "Guest" WHERE "Age" > 50 OR "Age" < 20 ORDER BY 1`),
    );
  });

  it("'names of all the dishes' where another table has a Name, 'won at least twice', 'the number of times it won'", async () => {
    const twice = await ask('What are the names of all the dishes that won a dinner at least twice?');
    stated(twice);
    expect(labelsOf(twice).sort(), twice).toEqual(
      await column(`SELECT "Winning_Dish" FROM "Dinner" GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1`),
    );
    const times = await ask('List the names of dishes and the number of times it won dinners.');
    stated(times);
    expect(
      tableOf(times)
        .map((r) => `${String(r[0])}:${String(r[1])}`)
        .sort(),
      times,
    ).toEqual(
      await column(`SELECT "Winning_Dish" || ':' || count(*) FROM "Dinner" GROUP BY "Winning_Dish" ORDER BY 1`),
    );
  });

  it("'male and female guests' with a figure are two groups; 'assistant managers' finds the title AsstMgr", async () => {
    const ages = await ask('What is the average age for male and female guests?');
    stated(ages);
    expect(
      tableOf(ages)
        .map((r) => `${String(r[0])}:${Number(r[1]).toFixed(2)}`)
        .sort(),
      ages,
    ).toEqual(await column(`SELECT "Sex" || ':' || round(avg("Age"), 2)::text FROM "Guest" GROUP BY "Sex" ORDER BY 1`));
    const together = await ask('What is the total number of covers of the venues Lyon and Oslo?');
    expect(figureOf(together), together).toBe(
      await figure(`SELECT sum("Covers") FROM "Dinner" WHERE "Venue" IN ('Lyon', 'Oslo')`),
    );
    const perVenue = await ask('What is the average covers for Lyon and Oslo dinners?');
    stated(perVenue);
    expect(tableOf(perVenue).length, perVenue).toBe(2);
    const listed = await ask('What is the name and title of the chef who has won the most dinners?');
    stated(listed);
    const first = rowsOf(listed)[0];
    expect(
      await column(
        `SELECT c."Name" || ':' || c."Title" || ':' || count(*) FROM "Dinner" d JOIN "Chef" c ON c."ChefID" = d."Winning_Chef" GROUP BY c."ChefID" HAVING count(*) = 2`,
      ),
      listed,
    ).toContain(`${String(first.name)}:${String(first.title)}:${String(first.dinner_count)}`);
    const assistants = await ask('How many assistant managers are there?');
    stated(assistants);
    expect(figureOf(assistants), assistants).toBe(
      await figure(`SELECT count(*) FROM "Chef" WHERE "Title" = 'AsstMgr'`),
    );
  });

  it("a whole number named by a person's role is that person's id; a number asked with 'which … has the most' groups", async () => {
    const mentors = await ask('How many mentors are there?');
    stated(mentors);
    expect(figureOf(mentors), mentors).toBe(await figure(`SELECT count(DISTINCT "Mentor") FROM "Guest"`));
    const top = await ask('Which mentor has the most guests?');
    expect(labelsOf(top)[0], top).toBe('501');
    const one = await ask('Mentor 502 has how many guests?');
    expect(figureOf(one), one).toBe(await figure(`SELECT count(*) FROM "Guest" WHERE "Mentor" = 502`));
    const age = await ask('Which age has the most guests?');
    expect(labelsOf(age)[0], age).toBe('30');
  });

  it("'in hours', 'the total number of' beside Total_Guests, 'and how many are there', 'guests like a dessert dish'", async () => {
    const hours = await ask('What is the average duration in hours of the dinners?');
    stated(hours);
    expect(figureOf(hours), hours).toBeCloseTo(await figure(`SELECT avg("Duration_Hours") FROM "Dinner"`), 2);
    const total = await ask('What is the total number of covers of dinners in Lyon?');
    stated(total);
    expect(figureOf(total), total).toBe(await figure(`SELECT sum("Covers") FROM "Dinner" WHERE "Venue" = 'Lyon'`));
    const common = await ask('What is the most common dish category, and how many are there?');
    stated(common);
    // The most common category and its count, the figure asked after 'how many'.
    expect(common, common).toMatch(/\*\*soup\*\* \(3\)/);
    const liking = await ask('How many guests like a dessert dish?');
    stated(liking);
    expect(figureOf(liking), liking).toBe(
      await figure(
        `SELECT count(DISTINCT l."GuestID") FROM "Likes_Dish" l JOIN "Dish_Category" d ON d."Dish" = l."Dish" WHERE d."DishCategory" = 'dessert'`,
      ),
    );
  });

  it("'kitchens with at least 2 assistant managers', 'the list of distinct kitchens', 'along with the number of'", async () => {
    const two = await ask('In which kitchens are there at least two assistant managers?');
    stated(two);
    expect(labelsOf(two), two).toEqual(
      await column(`SELECT "Kitchen" FROM "Chef" WHERE "Title" = 'AsstMgr' GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1`),
    );
    const kitchens = await ask('Find the list of distinct kitchens for chefs.');
    stated(kitchens);
    expect(
      tableOf(kitchens)
        .map((r) => String(r[0]))
        .sort(),
      kitchens,
    ).toEqual(await column(`SELECT DISTINCT "Kitchen" FROM "Chef" ORDER BY 1`));
    const along = await ask('Show all the kitchens along with the number of chefs the kitchens have.');
    stated(along);
    expect(
      tableOf(along)
        .map((r) => `${String(r[0])}:${String(r[1])}`)
        .sort(),
      along,
    ).toEqual(await column(`SELECT "Kitchen" || ':' || count(*) FROM "Chef" GROUP BY "Kitchen" ORDER BY 1`));
  });

  it('values counted with no table named are a count, 0 when none match', async () => {
    const none = await ask('How many female guests over 60 do we have?');
    expect(figureOf(none), none).toBe(0);
    const some = await ask('How many male guests do we have?');
    expect(figureOf(some), some).toBe(await figure(`SELECT count(*) FROM "Guest" WHERE "Sex" = 'M'`));
  });
});
