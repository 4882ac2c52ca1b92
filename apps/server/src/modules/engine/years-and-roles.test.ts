import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets election_representative, entertainment_awards,
 * entrepreneur, epinions_1, farm and film_rank), asked here on schemas written for them: fruit forecasts and markets,
 * founders and the people they are, kudos between user accounts, fairs and their host towns, shows shortlisted at
 * award nights, candidates and their polls.
 * - 'the kinds of fruit market forecasts in 2001': the forecasts' kind (not a fruit's), in a year kept as a number;
 *   'growers of fruits with a market forecast in 2001', 'the distinct grower of fruits with …': rows that have a
 *   record of that year; 'shows in award nights in 2007': reached through the shortlist that links them;
 * - 'a low market forecast larger than 500' for Low_Forecast; 'the countries and years of fruit market forecasts': a
 *   column of the market each forecast points at, shown beside its year;
 * - 'the average amount asked by all founders', '… by founders with height more than 1.8': one figure over them;
 *   'the heaviest founder', 'the venture of the tallest founder', 'the venture started by the founder with the
 *   greatest height': ranked by a measure of the person each founder is; 'the dates of birth for founders who …':
 *   the column of that person, shown beside each;
 * - 'the sender user with the highest average points', 'each recipient user's name': the reference named by its role
 *   (sender_u_id, where u_id is the user account's key);
 * - 'sorted by year ascending': an order, not a count per year; 'the official names of the towns of each fair':
 *   each fair listed with its town's name; 'towns that have hosted more than one fair': counted by the host
 *   reference, not by the hosts' text;
 * - 'the total number of votes', 'the average number of votes': the votes kept, added up or averaged (Vote_Share
 *   beside them is no reason to count distinct values); 'candidates that have not participated in polls': those
 *   with none; 'the labels which average sales is above 400': 'which' as 'whose';
 * - 'List all information in the kudos table': every column of the rows.
 * And of flight_1 (taken later the same session), on trains, locomotives and drivers: 'the driver with the fewest
 * licences' counts one with none as 0; 'trains from KC to SLC' (initials typed in capitals); 'train number 7' of a key
 * written trno; 'the 2 drivers who get paid the least', 'the locomotives with top two lowest powers', 'the driver with
 * maximum salary'.
 * Every expected answer comes from SQL run here.
 */
const FRUIT = `
CREATE TABLE fruit (Fruit_ID integer PRIMARY KEY, Name text, Grower text, Price integer);
CREATE TABLE market (Market_ID integer PRIMARY KEY, Country text, Number_stores integer);
CREATE TABLE fruit_market_forecast (Forecast_ID integer PRIMARY KEY, Low_Forecast real, High_Forecast real,
  Fruit_ID integer REFERENCES fruit, Kind text, Market_ID integer REFERENCES market, Year integer);
INSERT INTO fruit VALUES (1, 'Fuji', 'Orchard Hill', 3), (2, 'Gala', 'Orchard Hill', 2), (3, 'Bosc', 'Pear Tree Co', 4),
  (4, 'Kiwi Gold', 'Southern Vines', 5), (5, 'Navel', 'Sun Grove', 2);
INSERT INTO market VALUES (1, 'Japan', 120), (2, 'Chile', 40), (3, 'Spain', 75), (4, 'Norway', 30);
INSERT INTO fruit_market_forecast VALUES (1, 800, 900, 1, 'Export', 1, 2001), (2, 300, 450, 2, 'Retail', 2, 1999),
  (3, 650, 700, 3, 'Export', 3, 2001), (4, 200, 250, 4, 'Wholesale', 1, 2003), (5, 900, 1200, 1, 'Retail', 4, 2005);
`;

const FOUNDERS = `
CREATE TABLE people (People_ID integer PRIMARY KEY, Name text, Height real, Weight real, Date_of_Birth text);
CREATE TABLE founder (Founder_ID integer PRIMARY KEY, People_ID integer REFERENCES people, Venture text,
  Amount_Asked real, Backer text);
INSERT INTO people VALUES (1, 'Ada Moss', 1.91, 82, '1970-02-01'), (2, 'Ben Ode', 1.72, 95, '1981-06-12'),
  (3, 'Cai Lund', 1.84, 70, '1975-09-30'), (4, 'Dee Fox', 1.66, 61, '1990-01-15'), (5, 'Eli Park', 1.79, 77, '1968-11-03');
INSERT INTO founder VALUES (1, 1, 'Brolly', 150000, 'Rae Holt'), (2, 2, 'Grainly', 90000, 'Tom Vick'),
  (3, 3, 'Beanock', 60000, 'Rae Holt'), (4, 4, 'CamKit', 40000, 'Ivy Chen');
`;

const KUDOS = `
CREATE TABLE useraccount (u_id integer PRIMARY KEY, name varchar(40));
CREATE TABLE kudos (sender_u_id integer NOT NULL REFERENCES useraccount(u_id),
  recipient_u_id integer NOT NULL REFERENCES useraccount(u_id), points integer NOT NULL);
INSERT INTO useraccount VALUES (1, 'Hana'), (2, 'Milo'), (3, 'Tess'), (4, 'Nico'), (5, 'Rosa');
INSERT INTO kudos VALUES (1, 2, 9), (1, 3, 5), (2, 4, 8), (3, 5, 10), (4, 2, 2), (2, 3, 4), (5, 1, 6);
`;

const FAIRS = `
CREATE TABLE town (Town_ID integer PRIMARY KEY, Official_Name text, Status text, Population real);
CREATE TABLE fair (Fair_ID integer PRIMARY KEY, Year integer, Theme text, Host_town_ID integer REFERENCES town,
  Hosts text);
INSERT INTO town VALUES (1, 'Elmbridge', 'Town', 5200), (2, 'Fernhill', 'Village', 900), (3, 'Glenmoor', 'Village', 1300);
INSERT INTO fair VALUES (1, 2014, 'Harvest Moon', 1, 'Ann Lee and Bo Tran'), (2, 2011, 'Spring Lambs', 2, 'Cy Dunn'),
  (3, 2016, 'Old Tractors', 1, 'Dee Marsh'), (4, 2012, 'Cider Days', 3, 'Eli Shaw and Fay Ng');
`;

const AWARDS = `
CREATE TABLE show (Show_ID integer PRIMARY KEY, Kind text, Title text);
CREATE TABLE award_night (Night_ID integer PRIMARY KEY, Night_Name text, Year integer);
CREATE TABLE shortlist (Show_ID integer REFERENCES show, Night_ID integer REFERENCES award_night, Outcome text,
  PRIMARY KEY (Show_ID, Night_ID));
INSERT INTO show VALUES (1, 'Quiz', 'Brain Box'), (2, 'Drama', 'Harbour Lights'), (3, 'Quiz', 'Fast Fingers'),
  (4, 'Comedy', 'Odd Socks');
INSERT INTO award_night VALUES (1, 'Silver Mask', 2006), (2, 'Golden Reel', 2007), (3, 'Blue Lens', 2008);
INSERT INTO shortlist VALUES (1, 2, 'Won'), (2, 1, 'Lost'), (3, 2, 'Lost'), (4, 3, 'Won');
`;

const POLLS = `
CREATE TABLE candidate (Candidate_ID integer PRIMARY KEY, Name text, Party text);
CREATE TABLE poll (Poll_ID integer PRIMARY KEY, Candidate_ID integer REFERENCES candidate, Votes real,
  Vote_Percent real);
CREATE TABLE record_label (Label_ID integer PRIMARY KEY, Label text, Sales integer);
INSERT INTO candidate VALUES (1, 'Ida Wren', 'Green'), (2, 'Jon Pike', 'Blue'), (3, 'Kay Holt', 'Green'),
  (4, 'Lou Marr', 'Blue');
INSERT INTO poll VALUES (1, 1, 1200, 20.5), (2, 2, 3100, 41.0), (3, 1, 1800, 22.0), (4, 2, 2500, 38.5);
INSERT INTO record_label VALUES (1, 'Polar', 300), (2, 'Polar', 700), (3, 'Harbour', 200), (4, 'Orbit', 900);
`;

const RAIL = `
CREATE TABLE locomotive (lid integer PRIMARY KEY, name varchar(30), power integer);
CREATE TABLE train (trno integer PRIMARY KEY, origin varchar(20), destination varchar(20), fare numeric(7,2),
  lid integer REFERENCES locomotive);
CREATE TABLE driver (did integer PRIMARY KEY, name varchar(30), salary numeric(10,2));
CREATE TABLE licence (did integer REFERENCES driver, lid integer REFERENCES locomotive, PRIMARY KEY (did, lid));
INSERT INTO locomotive VALUES (1, 'Class 66', 3300), (2, 'Class 90', 5000), (3, 'Class 43', 2250), (4, 'Class 08', 400);
INSERT INTO train VALUES (7, 'Kansas City', 'Salt Lake City', 120.50, 1), (12, 'Kansas City', 'Denver', 80.00, 2),
  (19, 'Denver', 'Salt Lake City', 95.25, 1), (23, 'Kansas City', 'Salt Lake City', 140.00, 3);
INSERT INTO driver VALUES (1, 'Ana Cruz', 52000), (2, 'Ben Holt', 61000), (3, 'Cal Moss', 47000), (4, 'Dot Rees', 75000),
  (5, 'Eve Lark', 39000);
INSERT INTO licence VALUES (1, 1), (1, 2), (2, 1), (2, 3), (4, 1), (4, 2), (4, 3);
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('fruit forecasts: a year kept as a number, a table of three words, a column of the market shown', () => {
  const open = useScriptSystem(FRUIT, 'Fruit Forecasts', 1301);
  const { ask, column, figure, rows } = askerOf(open, NOW);

  it("'the kinds of fruit market forecasts in 2001' lists the forecasts' kinds of that year", async () => {
    const text = await ask('Return the kinds of fruit market forecasts in 2001.');
    expect(text, text).not.toMatch(NOT_STATED);
    const shown = rowsOf(text).map((r) => r.kind);
    expect(shown.sort(), text).toEqual(
      await column('SELECT Kind FROM fruit_market_forecast WHERE Year = 2001 ORDER BY 1'),
    );
  });

  it("'growers of fruits with a market forecast in 2001' are those with a forecast of that year", async () => {
    const expected = await column(
      'SELECT DISTINCT Grower FROM fruit WHERE Fruit_ID IN (SELECT Fruit_ID FROM fruit_market_forecast WHERE Year = 2001) ORDER BY 1',
    );
    for (const q of [
      'Who are the different growers of fruits with a market forecast in 2001?',
      'Show the distinct grower of fruits with market forecast in the year of 2001.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(/could not/);
      expect(labelsOf(text).sort(), text).toEqual(expected);
    }
  });

  it("'a low market forecast larger than 500' is the forecasts' Low_Forecast, not a count of them", async () => {
    const text = await ask(
      'Give the average number of stores within markets that had a low market forecast larger than 500?',
    );
    expect(text, text).not.toMatch(/number of fruit market forecasts/);
    expect(figureOf(text), text).toBeCloseTo(
      await figure(
        'SELECT avg(Number_stores) FROM market WHERE Market_ID IN (SELECT Market_ID FROM fruit_market_forecast WHERE Low_Forecast > 500)',
      ),
      2,
    );
  });

  it("'the countries and years of fruit market forecasts' shows each forecast's market country beside its year", async () => {
    const text = await ask('Please list the countries and years of fruit market forecasts.');
    expect(text, text).not.toMatch(NOT_STATED);
    const shown = rowsOf(text).map((r) => `${r.market_country} ${r.year}`);
    const expected = (
      await rows(
        'SELECT m.Country, f.Year FROM fruit_market_forecast f JOIN market m ON m.Market_ID = f.Market_ID ORDER BY f.Forecast_ID',
      )
    ).map((r) => `${r[0]} ${r[1]}`);
    expect(shown, text).toEqual(expected);
  });
});

describe('founders: one figure over all of them, ranked by a measure of the person each is', () => {
  const open = useScriptSystem(FOUNDERS, 'Founders', 1302);
  const { ask, column, figure } = askerOf(open, NOW);

  it("'the average amount asked by all founders' is one average, not one per founder", async () => {
    const text = await ask('What is the average amount asked by all founders?');
    expect(tableBlock(text), text).toBeNull();
    expect(figureOf(text), text).toBeCloseTo(await figure('SELECT avg(Amount_Asked) FROM founder'), 2);
  });

  it("'the total amount asked by founders with height more than 1.8' is one total over them", async () => {
    const text = await ask('What is the total amount asked by founders with height more than 1.8?');
    expect(tableBlock(text), text).toBeNull();
    expect(figureOf(text), text).toBe(
      await figure(
        'SELECT sum(f.Amount_Asked) FROM founder f JOIN people p ON p.People_ID = f.People_ID WHERE p.Height > 1.8',
      ),
    );
  });

  it("'the heaviest founder', 'the tallest founder' rank founders by their person's weight and height", async () => {
    const heaviest = await column(
      'SELECT p.Name FROM founder f JOIN people p ON p.People_ID = f.People_ID ORDER BY p.Weight DESC LIMIT 1',
    );
    const text = await ask('Return the name of the heaviest founder.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(text, text).toContain(`**${heaviest[0]}**`);
    const venture = await column(
      'SELECT f.Venture FROM founder f JOIN people p ON p.People_ID = f.People_ID ORDER BY p.Height DESC LIMIT 1',
    );
    for (const q of [
      'Show the venture of the tallest founder.',
      'Which venture was started by the founder with the greatest height?',
    ]) {
      const answer = await ask(q);
      expect(answer, answer).not.toMatch(NOT_STATED);
      expect(answer, answer).toContain(`**${venture[0]}**`);
    }
  });
});

describe('founders: a column of the person each is, asked first, shown beside them', () => {
  const open = useScriptSystem(FOUNDERS, 'Founders', 1307);
  const { ask, column } = askerOf(open, NOW);

  it("'the dates of birth for founders who have either the backer X or Y' shows their dates of birth", async () => {
    const expected = await column(
      "SELECT p.Date_of_Birth FROM founder f JOIN people p ON p.People_ID = f.People_ID WHERE f.Backer IN ('Rae Holt', 'Ivy Chen') ORDER BY 1",
    );
    for (const q of [
      'Return the dates of birth for founders who have either the backer Rae Holt or Ivy Chen.',
      'What are the dates of birth of founders who have either the backer Rae Holt or Ivy Chen?',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      const shown = rowsOf(text).map((r) => Object.values(r).find((v) => /^\d{4}-\d\d-\d\d$/.test(String(v))));
      expect(shown.map(String).sort(), text).toEqual(expected);
    }
  });
});

describe('kudos between user accounts: a reference named by its role', () => {
  const open = useScriptSystem(KUDOS, 'Kudos', 1303);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the sender user with the highest average points' groups by the sender, one of them", async () => {
    const sender = await column(
      'SELECT u.name FROM kudos k JOIN useraccount u ON u.u_id = k.sender_u_id GROUP BY u.u_id, u.name ORDER BY avg(points) DESC LIMIT 1',
    );
    const text = await ask('Find the name of the sender user with the highest average points.');
    expect(labelsOf(text), text).toEqual(sender);
    const recipient = await column(
      'SELECT u.name FROM kudos k JOIN useraccount u ON u.u_id = k.recipient_u_id GROUP BY u.u_id, u.name ORDER BY avg(points) DESC LIMIT 1',
    );
    const other = await ask('Find the name of the recipient user with the highest average points.');
    expect(labelsOf(other), other).toEqual(recipient);
  });

  it("'each recipient user's name and average points' is one average per recipient", async () => {
    const text = await ask("Find each recipient user's name and average points.");
    expect(pairsOf(text), text).toEqual(
      await pairs(
        'SELECT u.name, avg(points) FROM kudos k JOIN useraccount u ON u.u_id = k.recipient_u_id GROUP BY u.u_id, u.name',
      ),
    );
  });

  it("'List all information in the kudos table' shows every column", async () => {
    const text = await ask('List all information in the kudos table.');
    expect(text, text).not.toMatch(NOT_STATED);
    const block = tableBlock(text)!;
    expect(block.rows.length, text).toBe(7);
    expect(
      block.headers.map((h) => h.label?.toLowerCase() ?? ''),
      text,
    ).toEqual(expect.arrayContaining(['points']));
    expect(block.headers.length, text).toBeGreaterThanOrEqual(3);
  });
});

describe('fairs and their host towns: an order by year, a town shown for each fair, towns counted by the reference', () => {
  const open = useScriptSystem(FAIRS, 'Fairs', 1304);
  const { ask, column, rows } = askerOf(open, NOW);

  it("'the themes of fairs, sorted by year ascending' lists the themes in year order", async () => {
    const expected = await column('SELECT Theme FROM fair ORDER BY Year');
    for (const q of [
      'Return the themes of fairs, sorted by year ascending.',
      'What are the themes of fairs sorted by year in ascending order?',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(/Number of fairs/);
      expect(
        rowsOf(text).map((r) => r.theme),
        text,
      ).toEqual(expected);
    }
  });

  it("'the official names of the towns of each fair' lists each fair with its town, not a count of towns", async () => {
    const expected = await rows(
      'SELECT f.Year, t.Official_Name FROM fair f JOIN town t ON t.Town_ID = f.Host_town_ID ORDER BY f.Fair_ID',
    );
    const text = await ask('Give the official names of the towns of each fair.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(
      rowsOf(text).map((r) => r.town_official_name),
      text,
    ).toEqual(expected.map((r) => r[1]));
    const both = await ask('Give the years and official names of the towns of each fair.');
    expect(
      rowsOf(both).map((r) => `${r.year} ${r.town_official_name}`),
      both,
    ).toEqual(expected.map((r) => `${r[0]} ${r[1]}`));
  });

  it("'towns that have hosted more than one fair' counts fairs by their host town", async () => {
    const text = await ask('Show the official names of the towns that have hosted more than one fair.');
    expect(labelsOf(text), text).toEqual(
      await column(
        'SELECT t.Official_Name FROM town t JOIN fair f ON f.Host_town_ID = t.Town_ID GROUP BY t.Town_ID, t.Official_Name HAVING count(*) > 1',
      ),
    );
  });
});

describe('shows at award nights: a year of the table a link reaches', () => {
  const open = useScriptSystem(AWARDS, 'Awards', 1305);
  const { ask, column } = askerOf(open, NOW);

  it("'shows in award nights in 2007' are those shortlisted at a night of that year", async () => {
    const text = await ask('Show the titles of shows in award nights in 2007.');
    expect(text, text).not.toMatch(/could not/);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        'SELECT s.Title FROM show s JOIN shortlist l ON l.Show_ID = s.Show_ID JOIN award_night n ON n.Night_ID = l.Night_ID WHERE n.Year = 2007 ORDER BY 1',
      ),
    );
  });
});

describe('candidates and polls: votes added up, candidates with none, a figure asked with which', () => {
  const open = useScriptSystem(POLLS, 'Polls', 1306);
  const { ask, column, figure, pairs } = askerOf(open, NOW);

  it("'the total number of votes' and 'the average number of votes' are the votes kept, not distinct values", async () => {
    const total = await ask('What is the total number of votes?');
    expect(total, total).not.toMatch(/distinct/);
    expect(figureOf(total), total).toBe(await figure('SELECT sum(Votes) FROM poll'));
    const average = await ask('What is the average number of votes of candidates from party "Green"?');
    expect(average, average).not.toMatch(NOT_STATED);
    expect(figureOf(average), average).toBe(
      await figure(
        "SELECT avg(p.Votes) FROM poll p JOIN candidate c ON c.Candidate_ID = p.Candidate_ID WHERE c.Party = 'Green'",
      ),
    );
  });

  it("'candidates that have not participated in polls' are those with no poll", async () => {
    const text = await ask('List the names of candidates that have not participated in polls.');
    expect(labelsOf(text).sort(), text).toEqual(
      await column('SELECT Name FROM candidate WHERE Candidate_ID NOT IN (SELECT Candidate_ID FROM poll) ORDER BY 1'),
    );
  });

  it("'the labels which average sales is above 400' is each label's average, compared", async () => {
    const text = await ask('List the labels which average sales is above 400.');
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT Label, avg(Sales) FROM record_label GROUP BY Label HAVING avg(Sales) > 400'),
    );
  });
});

describe('rail: the fewest counted over every row, initials, keys said as numbers, who is paid the least', () => {
  const open = useScriptSystem(RAIL, 'Rail', 1308);
  const { ask, column, figure } = askerOf(open, NOW);

  it("'the driver with the fewest licences' counts a driver with none as 0, not among those with one", async () => {
    const none = await column('SELECT name FROM driver WHERE did NOT IN (SELECT did FROM licence) ORDER BY 1');
    const text = await ask('Which driver has the fewest licences?');
    expect(text, text).toMatch(/\(0\)/);
    expect(labelsOf(text).sort(), text).toEqual(none);
    const engine = await ask('Which locomotive has the fewest licences?');
    expect(labelsOf(engine), engine).toEqual(
      await column('SELECT name FROM locomotive WHERE lid NOT IN (SELECT lid FROM licence)'),
    );
  });

  it("'trains from KC to SLC' reads the initials typed in capitals as the places they stand for", async () => {
    const text = await ask('What is the average fare for trains from KC to SLC?');
    expect(text, text).toMatch(/Kansas City/);
    expect(figureOf(text), text).toBeCloseTo(
      await figure("SELECT avg(fare) FROM train WHERE origin = 'Kansas City' AND destination = 'Salt Lake City'"),
      2,
    );
  });

  it("'train number 7', 'the train with number 7' is the train whose key (trno) is 7", async () => {
    const expected = await column('SELECT destination FROM train WHERE trno = 7');
    for (const q of [
      'What is the destination of train number 7?',
      'Show the destination of the train with number 7.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      expect(
        rowsOf(text).map((r) => r.destination),
        text,
      ).toEqual(expected);
    }
  });

  it("'the 2 drivers who get paid the least', 'top two lowest powers', 'with maximum salary' rank as said", async () => {
    const least = await ask('What are the names of the 2 drivers who get paid the least?');
    expect(labelsOf(least), least).toEqual(await column('SELECT name FROM driver ORDER BY salary LIMIT 2'));
    const lowest = await ask('Show the name of locomotives with top two lowest powers.');
    expect(labelsOf(lowest), lowest).toEqual(await column('SELECT name FROM locomotive ORDER BY power LIMIT 2'));
    const top = await ask('Show the id and name of the driver with maximum salary.');
    expect(top, top).not.toMatch(NOT_STATED);
    expect(top, top).toContain((await column('SELECT name FROM driver ORDER BY salary DESC LIMIT 1'))[0]);
  });
});
