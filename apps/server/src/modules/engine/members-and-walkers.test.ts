import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets city_record, climbing, club_1), asked here on a schema
 * written for them: hikers, the clubs they are members of (a table of memberships with a position), trails and the
 * walkers who walked them, races.
 * - 'Give me the name of each club', "Find each hiker's first name": a column of the rows 'each' names, with nothing
 *   counted, is each row's own value (the rows listed), not a grouping with nothing to measure;
 * - 'For each competition, count the number of races' ('count' before what it counts is the verb, not 'competition
 *   count'); 'the number of races in different competitions' groups as 'for the different' does;
 * - 'members of "Peak Baggers Oslo" older than 20': a membership's age is its hiker's (the one table it references
 *   that keeps one); the words of a quoted club name are that name ('Oslo' in it is no city code OSL);
 * - 'the last names of the members of the club …': memberships keep no last name, the hikers they point at do;
 * - 'how old are the members on average' where ages are kept as a column; 'the clubs for which the hiker named
 *   "Ida Berg" is a member' ('for which' opens a clause, 'named' says a name); 'at least a member with advisor
 *   "1121"' (the article is one, the quoted number the advisor's, not also a text searched for); 'members majoring
 *   in "600"' (a column said as a verb, its value after 'in');
 * - 'the distinct names of trails walked by walkers from country "Norway"': 'walked' is a form of the verb of the
 *   walkers' table, not a typo of 'walker', and 'by walkers from …' names who walked them, not a grouping;
 * - 'the walkers with the name of their trail', 'the names of walkers and the lengths of trails they walk': a column
 *   of the table each row points at, shown beside the rows; 'the highest trail' (by its elevation); 'Which region
 *   contains the most trails?' (a ranking, no text searched); 'whose name includes the substring "Way"' (a text).
 * Every expected answer comes from SQL run here.
 */
const HIKING = `
CREATE TABLE "Hiker" ("HikerID" integer PRIMARY KEY, "LName" varchar(12), "Fname" varchar(12), "Age" integer,
  "Major" integer, "Advisor" integer, "city_code" varchar(3));
CREATE TABLE "Club" ("ClubID" integer PRIMARY KEY, "ClubName" varchar(40), "ClubLocation" varchar(40));
CREATE TABLE "Member_of_club" ("HikerID" integer REFERENCES "Hiker", "ClubID" integer REFERENCES "Club",
  "Position" varchar(40));
CREATE TABLE "trail" ("Trail_ID" integer PRIMARY KEY, "Name" text, "Length" real, "Elevation" real, "Region" text,
  "Country" text);
CREATE TABLE "walker" ("Walker_ID" integer PRIMARY KEY, "Name" text, "Country" text, "Points" real,
  "Trail_ID" integer REFERENCES "trail");
CREATE TABLE "race" ("Race_ID" integer PRIMARY KEY, "Venue" text, "Competition" text);
INSERT INTO "Hiker" VALUES
  (1, 'Berg', 'Ida', 19, 600, 1121, 'OSL'), (2, 'Lund', 'Ole', 22, 600, 1121, 'OSL'),
  (3, 'Moen', 'Kari', 18, 520, 7712, 'BER'), (4, 'Hauge', 'Per', 24, 600, 2192, 'OSL'),
  (5, 'Dahl', 'Siri', 21, 540, 1121, 'PAR'), (6, 'Strand', 'Nils', 20, 520, 7712, 'BER'),
  (7, 'Vik', 'Anna', 23, 600, 2192, 'OSL'), (8, 'Foss', 'Jon', 18, 540, 8722, 'PAR');
INSERT INTO "Club" VALUES (1, 'Peak Baggers Oslo', 'North Hall'), (2, 'Coastal Ramblers', 'East Hall'),
  (3, 'Fell Runners', 'North Hall'), (4, 'Night Walkers', 'West Hall');
INSERT INTO "Member_of_club" VALUES (1, 1, 'President'), (2, 1, 'Treasurer'), (4, 1, 'Guide'), (3, 2, 'President'),
  (5, 2, 'Secretary'), (7, 3, 'President'), (2, 3, 'Guide'), (8, 4, 'Secretary');
INSERT INTO "trail" VALUES (1, 'Besseggen', 14, 1743, 'Jotunheimen', 'Norway'),
  (2, 'Trolltunga', 27, 1180, 'Hardanger', 'Norway'), (3, 'Kungsleden', 440, 1150, 'Lapland', 'Sweden'),
  (4, 'Preikestolen', 8, 604, 'Hardanger', 'Norway'), (5, 'West Highland Way', 154, 550, 'Highlands', 'Scotland'),
  (6, 'Aurlandsdalen', 20, 1350, 'Hardanger', 'Norway');
INSERT INTO "walker" VALUES (1, 'Ola Nordmann', 'Norway', 15, 1), (2, 'Kari Traa', 'Norway', 12, 2),
  (3, 'Sven Berg', 'Sweden', 10, 3), (4, 'Liv Aas', 'Norway', 9, 1), (5, 'Ian Reid', 'Scotland', 8, 5),
  (6, 'Elsa Lind', 'Sweden', 6, 4);
INSERT INTO "race" VALUES (1, 'Oslo', 'Spring Cup'), (2, 'Bergen', 'Spring Cup'), (3, 'Oslo', 'Fjord Trophy'),
  (4, 'Tromsø', 'Spring Cup'), (5, 'Bergen', 'Friendly');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe("rows 'each' names, memberships and their members, walkers and what they walked", () => {
  const open = useScriptSystem(HIKING, 'Hiking Clubs', 993);
  const { ask, figure, column, pairs, rows } = askerOf(open, NOW);
  const stated = (text: string) => expect(text, text).not.toMatch(NOT_STATED);

  it("'the name of each club' and \"each hiker's first name\" list the rows", async () => {
    const clubs = await ask('Give me the name of each club.');
    stated(clubs);
    expect(labelsOf(clubs).sort(), clubs).toEqual(await column(`SELECT "ClubName" FROM "Club" ORDER BY 1`));
    const hikers = await ask("Find each hiker's first name.");
    stated(hikers);
    const firsts = await column(`SELECT "Fname" FROM "Hiker" ORDER BY 1`);
    expect(labelsOf(hikers).length, hikers).toBe(firsts.length);
    for (const f of firsts) expect(hikers, hikers).toContain(f);
  });

  it("'For each competition, count the number of races'; 'in different competitions' groups", async () => {
    const expected = await pairs(`SELECT "Competition", count(*) FROM "race" GROUP BY 1`);
    for (const q of [
      'For each competition, count the number of races.',
      'Find the number of races in different competitions.',
    ]) {
      const text = await ask(q);
      stated(text);
      expect(pairsOf(text), text).toEqual(expected);
    }
  });

  it("a membership's age is its hiker's; the quoted club name keeps its words", async () => {
    const inClub = (cond: string) =>
      figure(
        `SELECT count(*) FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") JOIN "Club" c USING ("ClubID") WHERE c."ClubName" = 'Peak Baggers Oslo' AND ${cond}`,
      );
    const older = await ask('How many members of "Peak Baggers Oslo" are older than 20?');
    stated(older);
    expect(figureOf(older), older).toBe(await inClub(`h."Age" > 20`));
    const above = await ask('Count the number of members in club "Peak Baggers Oslo" whose age is above 20.');
    stated(above);
    expect(above, above).not.toMatch(/\bcity\b/i);
    expect(figureOf(above), above).toBe(await inClub(`h."Age" > 20`));
    const younger = await ask('How many members of club "Peak Baggers Oslo" are younger than 20?');
    stated(younger);
    expect(figureOf(younger), younger).toBe(await inClub(`h."Age" < 20`));
  });

  it("'the last names of the members of the club …' are their hikers'; 'how old on average'", async () => {
    const names = await ask('Find the last names of the members of the club "Coastal Ramblers".');
    stated(names);
    const expected = await column(
      `SELECT h."LName" FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") JOIN "Club" c USING ("ClubID") WHERE c."ClubName" = 'Coastal Ramblers'`,
    );
    expect(labelsOf(names).length, names).toBe(expected.length);
    for (const l of expected) expect(names, names).toContain(l);
    const age = await ask('On average, how old are the members in the club "Peak Baggers Oslo"?');
    stated(age);
    expect(figureOf(age), age).toBeCloseTo(
      await figure(
        `SELECT avg(h."Age") FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") JOIN "Club" c USING ("ClubID") WHERE c."ClubName" = 'Peak Baggers Oslo'`,
      ),
      2,
    );
  });

  it("'for which the hiker named …', 'at least a member with advisor \"1121\"', 'majoring in \"600\"'", async () => {
    const clubsOf = await ask('Count the number of clubs for which the hiker named "Ole Lund" is a member.');
    stated(clubsOf);
    expect(figureOf(clubsOf), clubsOf).toBe(
      await figure(
        `SELECT count(*) FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") WHERE h."Fname" = 'Ole' AND h."LName" = 'Lund'`,
      ),
    );
    const advised = await ask('List the clubs that have at least a member with advisor "1121".');
    stated(advised);
    expect(advised, advised).not.toMatch(/contains/);
    expect(labelsOf(advised).sort(), advised).toEqual(
      await column(
        `SELECT DISTINCT c."ClubName" FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") JOIN "Club" c USING ("ClubID") WHERE h."Advisor" = 1121 ORDER BY 1`,
      ),
    );
    const majoring = await ask('Which club has the most members majoring in "600"?');
    stated(majoring);
    expect(majoring, majoring).toContain(
      (
        await column(
          `SELECT c."ClubName" FROM "Member_of_club" m JOIN "Hiker" h USING ("HikerID") JOIN "Club" c USING ("ClubID") WHERE h."Major" = 600 GROUP BY c."ClubID", c."ClubName" ORDER BY count(*) DESC LIMIT 1`,
        )
      )[0],
    );
  });

  it('\'trails walked by walkers from country "Norway"\': the walkers who walked them, no grouping', async () => {
    const expected = await column(
      `SELECT DISTINCT t."Name" FROM "trail" t JOIN "walker" w USING ("Trail_ID") WHERE w."Country" = 'Norway' ORDER BY 1`,
    );
    for (const q of [
      'Show the distinct names of trails walked by walkers from country "Norway".',
      'What are the different names of trails walked by walkers from the country of Norway?',
    ]) {
      const text = await ask(q);
      stated(text);
      expect(text, text).not.toMatch(/Read "walked"/);
      expect(labelsOf(text).sort(), text).toEqual(expected);
    }
  });

  it("columns of the table each row points at; 'the highest trail'; 'contains the most'; 'includes'", async () => {
    const theirs = await ask('List the walkers with the name of their trail.');
    stated(theirs);
    const named = tableBlock(theirs)!;
    const expected = await rows(
      `SELECT w."Name", t."Name" FROM "walker" w JOIN "trail" t USING ("Trail_ID") ORDER BY 1`,
    );
    expect(
      named.rows.map((r) => Object.values(r).map(String)),
      theirs,
    ).toEqual(expected.map((r) => r.map(String)));
    const lengths = await ask('Show the names of walkers and the lengths of trails they walk.');
    stated(lengths);
    expect(
      tableBlock(lengths)!.rows.map((r) => Object.values(r).map(String)),
      lengths,
    ).toEqual(
      (await rows(`SELECT w."Name", t."Length" FROM "walker" w JOIN "trail" t USING ("Trail_ID") ORDER BY 1`)).map(
        (r) => r.map(String),
      ),
    );
    const highest = await ask('What is the name of the highest trail?');
    stated(highest);
    expect(highest, highest).toContain(
      (await column(`SELECT "Name" FROM "trail" ORDER BY "Elevation" DESC LIMIT 1`))[0],
    );
    const most = await ask('Which region contains the most trails?');
    stated(most);
    expect(most, most).toContain(
      (await column(`SELECT "Region" FROM "trail" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))[0],
    );
    const way = await ask('What are all of the trails whose name includes the substring "Way"?');
    stated(way);
    expect(labelsOf(way), way).toEqual(await column(`SELECT "Name" FROM "trail" WHERE "Name" LIKE '%Way%'`));
  });
});
