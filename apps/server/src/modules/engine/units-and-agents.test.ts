import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets movie_1, music_1, music_4), asked here on schemas written
 * for them. Every expected answer comes from SQL run here.
 */
const NOW = new Date('2018-03-26T12:00:00Z');

/**
 * A hotel guide: hotels, guests and the stars each guest gave each hotel (a review keeps one figure, its stars), a
 * hotel's chain kept as text and a reference to its style named `style_is` (the style it is).
 * - 'the number of hotels' asks one figure: 'is' in 'What is' names no column (`style_is` is a style's);
 * - 'the most common chain' ranks chains by their hotels: 'most' alone names no column (`most_booked_in`);
 * - 'hotels that received 4 stars', '3 or 4 stars', 'between 3 and 5 stars': the number is a value of the figure
 *   column named after it, each review's own, not a total per hotel;
 * - 'guests who gave 3 stars and 5 stars': one review with each;
 * - 'how many hotel reviews': the reviews (whose rows point at a hotel), not the hotels;
 * - 'the average review of each hotel': a review's one figure, its stars;
 * - 'Who managed the Grand?': the text column of who did it (`manager`), named by the deed's verb;
 * - 'the names of hotels for which the chain is Astra': 'for which' opens a clause about the hotels, it asks nothing;
 * - 'fewer rooms than all Astra hotels', 'more rooms than some hotels of chain Borea', 'below the rooms of all hotels in
 *   chain Borea': compared with the least or the most of those hotels' rooms.
 */
const GUIDE = `
CREATE TABLE style (style_name text PRIMARY KEY, era text);
CREATE TABLE hotel (hotel_id integer PRIMARY KEY, name text, chain text, manager text, style_is text REFERENCES style(style_name),
  most_booked_in text, rooms integer);
CREATE TABLE guest (guest_id integer PRIMARY KEY, name text);
CREATE TABLE review (guest_id integer REFERENCES guest(guest_id), hotel_id integer REFERENCES hotel(hotel_id), stars integer);
INSERT INTO style VALUES ('Modern', '2000s'), ('Classic', '1900s'), ('Rustic', '1800s');
INSERT INTO hotel VALUES (1, 'Grand', 'Astra', 'Olga Berg', 'Classic', 'July', 120), (2, 'Lido', 'Astra', 'Piet Smit', 'Modern', 'August', 80),
  (3, 'Pine Lodge', 'Borea', 'Rosa Diaz', 'Rustic', 'January', 30), (4, 'Harbour', 'Astra', 'Sven Holm', 'Modern', 'July', 60),
  (5, 'Summit', 'Borea', 'Tara Kane', 'Classic', 'February', 45), (6, 'Quay', 'Cirro', 'Uma Lund', 'Modern', 'May', 25);
INSERT INTO guest VALUES (1, 'Ada'), (2, 'Ben'), (3, 'Cleo'), (4, 'Dan'), (5, 'Eli');
INSERT INTO review VALUES (1, 1, 5), (1, 2, 3), (2, 1, 4), (2, 3, 2), (3, 4, 5), (3, 5, 3), (4, 2, 4), (4, 6, 1),
  (5, 3, 3), (5, 1, 3), (2, 4, 5);
`;

describe('a hotel guide: figures said as the unit of a number, tables named together, a deed for its doer', () => {
  const open = useScriptSystem(GUIDE, 'Hotel Guide', 1701);
  const { ask, column, figure, pairs, rows } = askerOf(open, NOW);
  const sorted = (xs: string[]) => [...xs].sort();

  it("'What is the number of hotels?' is one figure, 'is' naming no column", async () => {
    const text = await ask('What is the number of hotels?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM hotel'));
    const byChain = await ask('What is the number of hotels for each chain?');
    expect(pairsOf(byChain), byChain).toEqual(await pairs('SELECT chain, count(*) FROM hotel GROUP BY chain'));
  });

  it("'the most common chain' ranks chains; 'most' alone names no column", async () => {
    const text = await ask('What is the most common chain?');
    expect(labelsOf(text)[0], text).toBe('Astra');
    expect(text, text).not.toMatch(/booked/i);
  });

  it("'hotels that received 4 stars', '3 or 4 stars', 'between 3 and 5 stars': a review's own stars", async () => {
    const four = await ask('What are the names of hotels that received 4 stars?');
    expect(sorted(labelsOf(four)), four).toEqual(
      sorted(
        await column('SELECT DISTINCT h.name FROM hotel h JOIN review r ON r.hotel_id = h.hotel_id WHERE r.stars = 4'),
      ),
    );
    const either = await ask('What are the names of all hotels that received 3 or 4 stars?');
    expect(sorted(labelsOf(either)), either).toEqual(
      sorted(
        await column(
          'SELECT DISTINCT h.name FROM hotel h JOIN review r ON r.hotel_id = h.hotel_id WHERE r.stars IN (3, 4)',
        ),
      ),
    );
    const range = await ask('What are the names of all hotels that have between 4 and 5 stars?');
    expect(sorted(labelsOf(range)), range).toEqual(
      sorted(
        await column(
          'SELECT DISTINCT h.name FROM hotel h JOIN review r ON r.hotel_id = h.hotel_id WHERE r.stars BETWEEN 4 AND 5',
        ),
      ),
    );
  });

  it("'guests who gave 3 stars and 5 stars': a review with each", async () => {
    const text = await ask('What are the names of guests who gave 3 stars and 5 stars?');
    expect(sorted(labelsOf(text)), text).toEqual(
      sorted(
        await column(
          `SELECT g.name FROM guest g WHERE EXISTS (SELECT 1 FROM review r WHERE r.guest_id = g.guest_id AND r.stars = 3)
             AND EXISTS (SELECT 1 FROM review r WHERE r.guest_id = g.guest_id AND r.stars = 5)`,
        ),
      ),
    );
  });

  it("'how many hotel reviews' counts the reviews; 'the average review of each hotel' averages their stars", async () => {
    const text = await ask('How many hotel reviews have more than 3 stars?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM review WHERE stars > 3'));
    const average = await ask('What is the average review of each hotel?');
    expect(pairsOf(average), average).toEqual(
      await pairs(
        'SELECT h.name, round(avg(r.stars), 2) FROM hotel h JOIN review r ON r.hotel_id = h.hotel_id GROUP BY h.name',
      ),
    );
  });

  it("'Who managed the Grand?' shows the hotel's manager", async () => {
    const text = await ask('Who managed Pine Lodge?');
    expect(labelsOf(text), text).toEqual(await column(`SELECT manager FROM hotel WHERE name = 'Pine Lodge'`));
  });

  it("'the names of hotels for which the chain is Astra and rooms is below 100'", async () => {
    const text = await ask('Return the names of hotels for which the chain is Astra and rooms is below 100.');
    expect(sorted(labelsOf(text)), text).toEqual(
      sorted(await column(`SELECT name FROM hotel WHERE chain = 'Astra' AND rooms < 100`)),
    );
  });

  it("'the names and rooms of each hotel, listed in descending order by rooms': the rows in that order", async () => {
    const text = await ask('What are the names and rooms of each hotel, listed in descending order by rooms?');
    expect(labelsOf(text), text).toEqual(await column('SELECT name FROM hotel ORDER BY rooms DESC'));
  });

  it("'each kind of chain, ordered descending by count'; 'ordered by this count'", async () => {
    const expected = await rows('SELECT chain, count(*) FROM hotel GROUP BY chain ORDER BY count(*) DESC, chain');
    const text = await ask('How many hotels have each kind of chain, ordered descending by count?');
    expect(pairsOf(text), text).toEqual(Object.fromEntries(expected.map((r) => [String(r[0]), Number(r[1])])));
    expect(labelsOf(text), text).toEqual(expected.map((r) => String(r[0])));
    const ascending = await ask(
      'Please show the chains of hotels and the number of hotels that have each, ordered by this count.',
    );
    expect(labelsOf(ascending), ascending).toEqual(
      (await rows('SELECT chain FROM hotel GROUP BY chain ORDER BY count(*), chain')).map((r) => String(r[0])),
    );
  });

  it("'hotels that are Classic or run by Borea': either condition, an irregular participle before the second", async () => {
    const text = await ask('What are the names of the hotels that are Classic or run by Borea?');
    expect([...labelsOf(text)].sort(), text).toEqual(
      (await column(`SELECT name FROM hotel WHERE style_is = 'Classic' OR chain = 'Borea'`)).sort(),
    );
  });

  it("'the chains of the hotels with count more than 1': the hotels counted in each chain", async () => {
    const text = await ask('Please show the chains of the hotels with count more than 1.');
    expect([...labelsOf(text)].sort(), text).toEqual(
      (await column('SELECT chain FROM hotel GROUP BY chain HAVING count(*) > 1')).sort(),
    );
  });

  it("compared with the figure of some rows: 'below the rooms of all hotels in chain Borea', 'than some', 'than all'", async () => {
    const names = async (q: string) => [...labelsOf(await ask(q))].sort();
    const sql = async (q: string) => (await column(q)).sort();
    expect(
      await names('What are the names of the hotels whose rooms is below the rooms of all hotels in chain Borea?'),
    ).toEqual(await sql(`SELECT name FROM hotel WHERE rooms < (SELECT min(rooms) FROM hotel WHERE chain = 'Borea')`));
    expect(
      await names('What are the names of the hotels that have more rooms than some hotels of chain Borea?'),
    ).toEqual(await sql(`SELECT name FROM hotel WHERE rooms > (SELECT min(rooms) FROM hotel WHERE chain = 'Borea')`));
    expect(await names('What are the names of the hotels that have fewer rooms than all Astra hotels?')).toEqual(
      await sql(`SELECT name FROM hotel WHERE rooms < (SELECT min(rooms) FROM hotel WHERE chain = 'Astra')`),
    );
    expect(await names('Which hotels have fewer rooms than the maximum rooms for Borea hotels?')).toEqual(
      await sql(`SELECT name FROM hotel WHERE rooms < (SELECT max(rooms) FROM hotel WHERE chain = 'Borea')`),
    );
    // ('Classic' is a style's name, which each hotel keeps as its reference to the style.)
    expect(
      await names('What are the names of the hotels that have fewer rooms than some hotel of Classic style?'),
    ).toEqual(
      await sql(`SELECT name FROM hotel WHERE rooms < (SELECT max(rooms) FROM hotel WHERE style_is = 'Classic')`),
    );
  });
});

/**
 * A singles chart: issues of a chart, each with its song, its singer and how many weeks it stayed on top
 * (`weeks_on_top`).
 * - 'more than 2 weeks on top': 'top' is a word of the column's name, it ranks nothing; said of the issues named right
 *   before it, it bounds each issue's own weeks (Nico's two issues of 2 weeks each stay under it);
 * - 'issues that are by singers …': 'by' after 'that are' names who made them, no grouping; 'at least 30 years old'
 *   bounds the singers' age.
 */
const CHART = `
CREATE TABLE singer (singer_id integer PRIMARY KEY, name text, age integer);
CREATE TABLE issue (issue_id integer PRIMARY KEY, song text, weeks_on_top real, singer_id integer REFERENCES singer(singer_id));
INSERT INTO singer VALUES (1, 'Mara', 31), (2, 'Nico', 24), (3, 'Oona', 45);
INSERT INTO issue VALUES (1, 'Blue Days', 3, 1), (2, 'Red Nights', 2, 2), (3, 'Green Fields', 1, 1), (4, 'Grey Skies', 5, 3),
  (5, 'White Noise', 2, 2);
`;

describe("a singles chart: 'weeks on top' is a column's name, not a ranking", () => {
  const open = useScriptSystem(CHART, 'Singles Chart', 1702);
  const { ask, column, figure } = askerOf(open, NOW);

  it("'issues that are by singers that are at least 30 years old': made by them, bounded by their age", async () => {
    const text = await ask('Return the songs of issues that are by singers that are at least 30 years old.');
    expect(text, text).not.toMatch(NOT_STATED);
    const songs = (tableBlock(text)?.rows ?? []).map((r) => String(r.song));
    expect(songs.sort(), text).toEqual(
      (await column('SELECT i.song FROM issue i JOIN singer s ON s.singer_id = i.singer_id WHERE s.age >= 30')).sort(),
    );
    const young = await ask('How many issues are by singers who are at most 25 years old?');
    expect(figureOf(young), young).toBe(
      await figure('SELECT count(*) FROM issue i JOIN singer s ON s.singer_id = i.singer_id WHERE s.age <= 25'),
    );
  });

  it("'the singers associated with issues with more than 2 weeks on top': each issue's own weeks, not a total", async () => {
    const text = await ask('What are the names of the singers associated with issues with more than 2 weeks on top?');
    expect([...labelsOf(text)].sort(), text).toEqual(
      (
        await column(
          'SELECT DISTINCT s.name FROM singer s JOIN issue i ON i.singer_id = s.singer_id WHERE i.weeks_on_top > 2',
        )
      ).sort(),
    );
  });

  it("'the songs in issues with more than 1 week on top'", async () => {
    const text = await ask('What are the songs in issues with more than 1 week on top?');
    expect(text, text).not.toMatch(NOT_STATED);
    const songs = (tableBlock(text)?.rows ?? []).map((r) => String(r.song));
    expect(songs.sort(), text).toEqual((await column('SELECT song FROM issue WHERE weeks_on_top > 1')).sort());
  });
});

/**
 * Nations and the languages spoken in each, with whether the language is official there ('T' or 'F'). 'nations in
 * which French is not the official language' are those without a record of French as official (also those where no
 * one speaks it), not the records of French that are not official.
 */
const NATIONS = `
CREATE TABLE nation (code text PRIMARY KEY, name text, life_expectancy real);
CREATE TABLE nation_language (code text REFERENCES nation(code), language text, is_official text, PRIMARY KEY (code, language));
INSERT INTO nation VALUES ('BE', 'Belgium', 81.2), ('CH', 'Switzerland', 83.4), ('CA', 'Canada', 82.1), ('DE', 'Germany', 80.9),
  ('IT', 'Italy', 82.8), ('US', 'United States', 77.3);
INSERT INTO nation_language VALUES ('BE', 'French', 'T'), ('BE', 'Dutch', 'T'), ('CH', 'French', 'T'), ('CH', 'German', 'T'),
  ('CA', 'French', 'T'), ('CA', 'English', 'T'), ('DE', 'German', 'T'), ('IT', 'Italian', 'T'), ('IT', 'French', 'F'),
  ('US', 'English', 'F'), ('US', 'French', 'F');
`;

describe("nations and their languages: 'in which French is not the official language'", () => {
  const open = useScriptSystem(NATIONS, 'Nations', 1703);
  const { ask, figure } = askerOf(open, NOW);

  it('is the nations without French as an official language', async () => {
    const text = await ask(
      'What is the average life expectancy of nations in which French is not the official language?',
    );
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBeCloseTo(
      await figure(
        `SELECT avg(life_expectancy) FROM nation n WHERE NOT EXISTS (SELECT 1 FROM nation_language l
           WHERE l.code = n.code AND l.language = 'French' AND l.is_official = 'T')`,
      ),
      2,
    );
  });
});

/**
 * A film club: films with the year each came out, and critics with a gender.
 * - 'the oldest film' is the one of the earliest year (no age or birth date is kept);
 * - 'after the most recent Alfred Hitchcock film': a year after the latest of his films' years;
 * - 'How many critics are male and how many are female?': one count for each value said.
 */
const FILMS = `
CREATE TABLE film (film_id integer PRIMARY KEY, title text, year integer, director text);
CREATE TABLE critic (critic_id integer PRIMARY KEY, name text, gender text);
INSERT INTO film VALUES (1, 'Metropolis', 1927, 'Fritz Lang'), (2, 'Vertigo', 1958, 'Alfred Hitchcock'),
  (3, 'Alien', 1979, 'Ridley Scott'), (4, 'Heat', 1995, 'Michael Mann');
INSERT INTO critic VALUES (1, 'Ines', 'Female'), (2, 'Jon', 'Male'), (3, 'Kara', 'Female'), (4, 'Lev', 'Male'),
  (5, 'Mia', 'Female'), (6, 'Noor', 'Other');
`;

describe('a film club: the oldest by year, one count for each value said', () => {
  const open = useScriptSystem(FILMS, 'Film Club', 1704);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the oldest film' is the earliest year's", async () => {
    const text = await ask('What is the title of the oldest film?');
    expect(labelsOf(text)[0], text).toBe((await column('SELECT title FROM film ORDER BY year LIMIT 1'))[0]);
    const newest = await ask('What is the title of the youngest film?');
    expect(labelsOf(newest)[0], newest).toBe((await column('SELECT title FROM film ORDER BY year DESC LIMIT 1'))[0]);
  });

  it("'after the most recent Alfred Hitchcock film', 'after all films directed by Ridley Scott'", async () => {
    const names = async (q: string) => [...labelsOf(await ask(q))].sort();
    expect(
      await names('What are the titles of all films that came out after the most recent Alfred Hitchcock film?'),
    ).toEqual(
      (
        await column(
          `SELECT title FROM film WHERE year > (SELECT max(year) FROM film WHERE director = 'Alfred Hitchcock')`,
        )
      ).sort(),
    );
    expect(await names('What are the titles of films whose year is after all films directed by Ridley Scott?')).toEqual(
      (
        await column(`SELECT title FROM film WHERE year > (SELECT max(year) FROM film WHERE director = 'Ridley Scott')`)
      ).sort(),
    );
  });

  it("'How many critics are male and how many are female?'", async () => {
    const text = await ask('How many critics are male and how many are female?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs(`SELECT gender, count(*) FROM critic WHERE gender IN ('Male', 'Female') GROUP BY gender`),
    );
  });
});
