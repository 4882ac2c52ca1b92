import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets csu_1, cre_Drama_Workshop_Groups, cre_Theme_park and
 * culture_company), asked here on schemas written for them: school sites with tallies kept by site and year, a shop of
 * services and products, sights and their guests, and a company's books and films.
 * - `awards.Awards` beside a site and a year, `staff.Staff`: a number named as its table is a tally, so 'how many
 *   awards', 'the site with the most staff' add it up ('awards granted', 'conferred': the event it counts), and 'which
 *   year' groups by the table's own year;
 * - 'the average fee' of uni_fees(SiteFee): the one figure of the table the word names;
 * - 'for each North region site': the sites are grouped, the value narrows them;
 * - 'after year 2020' is after 2020;
 * - 'for each distinct product name', 'the product names whose average price …': one group per name;
 * - 'the phone number of performer X', 'the descriptions of the service kinds with …', 'the email addresses of the
 *   groups …': the column asked, of the rows said;
 * - an order quantity kept as text, '1' or '2', is a number;
 * - 'How many …' beside a column How_to_Get_There; guests keyed by `Tourist_ID` are tourists; 'the sights visited by
 *   the tourist whose details are X' are that tourist's; 'the star rating descriptions of the hotels …';
 * - `book_club` named by `Book_Title`: its rows are books ('the publisher that has published the most books', 'how
 *   many books fall into each category'); 'company names with a movie directed in 1999': the year of the movie;
 * - 'a book in 1989 and a book in 1990', 'director names … in both year 1999 and 2000': a record in each period;
 * - 'parking or shopping as their feature details': values of the column said after them;
 * - a workshop group keeping its region's code with no declared reference: grouped by that code.
 * Every expected answer comes from SQL run here.
 */
const SITES = `
CREATE TABLE school_sites (Id integer PRIMARY KEY, Site text, Town text, Region text, Opened integer);
CREATE TABLE awards (Year integer, Site integer REFERENCES school_sites, Awards integer, PRIMARY KEY (Year, Site));
CREATE TABLE staff (Site integer REFERENCES school_sites, Year integer, Staff real);
CREATE TABLE uni_fees (Site integer PRIMARY KEY REFERENCES school_sites, Year integer, SiteFee integer);
INSERT INTO school_sites VALUES (1, 'Ash Hill', 'Leeds', 'North', 1961), (2, 'Beacon', 'York', 'North', 1974),
  (3, 'Cedar Park', 'Bath', 'South', 1958), (4, 'Dunmore', 'Exeter', 'South', 1990);
INSERT INTO awards VALUES (2019, 1, 410), (2020, 1, 455), (2021, 1, 502), (2019, 2, 220), (2020, 2, 240),
  (2021, 2, 231), (2019, 3, 610), (2020, 3, 590), (2021, 3, 377), (2020, 4, 95), (2021, 4, 130);
INSERT INTO staff VALUES (1, 2021, 120.5), (2, 2021, 64), (3, 2021, 150.25), (4, 2021, 30), (1, 2022, 131),
  (2, 2022, 70.5), (3, 2022, 149), (4, 2022, 41);
INSERT INTO uni_fees VALUES (1, 2021, 1800), (2, 2021, 1650), (3, 2020, 2100), (4, 2021, 1500);
`;

const SHOP = `
CREATE TABLE ref_service_kinds (kind_code char(10) PRIMARY KEY, parent_kind_code char(10),
  kind_description varchar(80));
CREATE TABLE addresses (address_id integer PRIMARY KEY, town varchar(40), state varchar(40));
CREATE TABLE marketing_regions (marketing_region_code char(5) PRIMARY KEY, marketing_region_name varchar(40));
CREATE TABLE stores (store_id integer PRIMARY KEY, address_id integer REFERENCES addresses,
  marketing_region_code char(5) REFERENCES marketing_regions, store_name varchar(40));
CREATE TABLE workshop_groups (group_id integer PRIMARY KEY, address_id integer REFERENCES addresses,
  marketing_region_code char(5), store_name varchar(40), store_email_address varchar(60));
CREATE TABLE customers (customer_id integer PRIMARY KEY, address_id integer REFERENCES addresses,
  customer_name varchar(40), customer_email_address varchar(60));
CREATE TABLE performers (performer_id integer PRIMARY KEY, address_id integer REFERENCES addresses,
  customer_name varchar(40), customer_phone varchar(20));
CREATE TABLE services (service_id integer PRIMARY KEY, kind_code char(10) REFERENCES ref_service_kinds,
  group_id integer REFERENCES workshop_groups, product_name varchar(40), product_price numeric(10,2));
CREATE TABLE products (product_id integer PRIMARY KEY, product_name varchar(40), product_price numeric(10,2));
CREATE TABLE order_lines (line_id integer PRIMARY KEY, product_id integer REFERENCES products,
  order_quantity varchar(10));
INSERT INTO ref_service_kinds VALUES ('PH', NULL, 'photo service'), ('FM', 'PH', 'filming service'),
  ('DN', NULL, 'dining service');
INSERT INTO addresses VALUES (1, 'Juneau', 'Alaska'), (2, 'Boise', 'Idaho'), (3, 'Reno', 'Nevada');
INSERT INTO marketing_regions VALUES ('RU', 'Russia'), ('ES', 'Spain'), ('FR', 'France');
INSERT INTO stores VALUES (1, 1, 'ES', 'Juneau Store'), (2, 1, 'ES', 'Juneau Outlet'), (3, 2, 'FR', 'Boise Store');
INSERT INTO workshop_groups VALUES (1, 1, 'ES', 'North Stage', 'north@example.com'),
  (2, 2, 'RU', 'Mill Theatre', 'mill@example.com'), (3, 3, 'RU', 'Desert Players', 'desert@example.com'),
  (4, 3, 'DE', 'Sand Stage', 'sand@example.com'), (5, 2, 'RU', 'Oak Players', 'oak@example.com');
INSERT INTO customers VALUES (1, 1, 'Rosa', 'rosa@example.com'), (2, 2, 'Ike', 'ike@example.com');
INSERT INTO performers VALUES (1, 2, 'Ashley', '893-536-8857'), (2, 3, 'Bruno', '202-555-0114');
INSERT INTO services VALUES (1, 'PH', 1, 'photo', 80), (2, 'PH', 2, 'photo', 120), (3, 'FM', 2, 'film', 300),
  (4, 'DN', 3, 'dinner', 60);
INSERT INTO products VALUES (1, 'photo', 20), (2, 'photo', 70), (3, 'film', 400), (4, 'film', 260), (5, 'dinner', 45),
  (6, 'dinner', 15), (7, 'photo', 9);
INSERT INTO order_lines VALUES (1, 1, '2'), (2, 2, '1'), (3, 3, '1'), (4, 7, '2'), (5, 5, '1'), (6, 1, '1');
`;

const SIGHTS = `
CREATE TABLE ref_star_ratings (star_rating_code char(5) PRIMARY KEY, star_rating_description varchar(40));
CREATE TABLE hotels (hotel_id integer PRIMARY KEY, star_rating_code char(5) REFERENCES ref_star_ratings,
  price numeric(10,2));
CREATE TABLE sights (sight_id integer PRIMARY KEY, name varchar(40), how_to_get_there varchar(20));
CREATE TABLE guests (Tourist_ID integer PRIMARY KEY, Tourist_Details varchar(40));
CREATE TABLE features (feature_id integer PRIMARY KEY, feature_details varchar(40));
CREATE TABLE sight_features (sight_id integer REFERENCES sights, feature_id integer REFERENCES features,
  PRIMARY KEY (sight_id, feature_id));
CREATE TABLE shops (shop_id integer PRIMARY KEY REFERENCES sights, shop_details varchar(40));
CREATE TABLE visits (visit_id integer PRIMARY KEY, sight_id integer REFERENCES sights, guest_ref integer REFERENCES guests,
  visit_date date);
INSERT INTO ref_star_ratings VALUES ('1', 'one star'), ('3', 'three stars'), ('5', 'five stars');
INSERT INTO hotels VALUES (1, '5', 480), (2, '3', 95), (3, '1', 40), (4, '5', 620), (5, '3', 150);
INSERT INTO sights VALUES (1, 'Old Mill', 'walk'), (2, 'River Museum', 'bus'), (3, 'Sky Tower', 'bus'),
  (4, 'Rose Garden', 'walk'), (5, 'Harbour', 'shuttle'), (6, 'parking', 'walk');
INSERT INTO features VALUES (1, 'parking'), (2, 'shopping'), (3, 'cafe');
INSERT INTO sight_features VALUES (1, 3), (2, 1), (3, 2), (4, 3), (5, 1), (5, 2), (6, 3);
INSERT INTO shops VALUES (3, 'gift shop');
INSERT INTO guests VALUES (1, 'Vincent'), (2, 'Marcelle'), (3, 'Alison'), (4, 'Rosalind'), (5, 'Tom');
INSERT INTO visits VALUES (1, 1, 1, '2024-05-01'), (2, 3, 1, '2024-05-02'), (3, 2, 2, '2024-06-10'),
  (4, 3, 2, '2024-06-11'), (5, 4, 3, '2024-07-01');
`;

const CULTURE = `
CREATE TABLE book_club (book_club_id integer PRIMARY KEY, Year integer, Book_Title text, Publisher text, Category text);
CREATE TABLE movie (movie_id integer PRIMARY KEY, Title text, Year integer, Director text);
CREATE TABLE culture_company (Company_name text PRIMARY KEY, book_club_id integer REFERENCES book_club,
  movie_id integer REFERENCES movie);
INSERT INTO book_club VALUES (1, 1988, 'Night Rain', 'Alyson', 'Mystery'), (2, 1990, 'Lost Coast', 'Alyson', 'Mystery'),
  (3, 1991, 'Glass Hours', 'Naiad Press', 'Fantasy'), (4, 1990, 'The Orchard', 'Alyson', 'Fantasy'),
  (5, 1992, 'Old Maps', 'Banned Books', 'Mystery'), (6, 1989, 'Tin Crown', 'Naiad Press', 'Poetry'),
  (7, 1989, 'Salt Roads', 'Alyson', 'Poetry');
INSERT INTO movie VALUES (1, 'Storm Catcher', 1999, 'Anthony Hickox'), (2, 'Get Carter', 2000, 'Stephen Kay'),
  (3, 'The Big Kahuna', 1999, 'John Swanbeck'), (4, 'Jill Rips', 2000, 'Anthony Hickox');
INSERT INTO culture_company VALUES ('Cathay Media', 1, 1), ('Cathay Cargo', 2, 3), ('Pine Films', 3, 2);
`;

const NOW = new Date('2025-03-01T12:00:00Z');

/** The answer's label → figure pairs are the expected ones, each figure to two decimals (averages). */
function expectClosePairs(text: string, expected: Record<string, number>): void {
  const got = pairsOf(text);
  expect(Object.keys(got).sort(), text).toEqual(Object.keys(expected).sort());
  for (const [label, v] of Object.entries(expected)) expect(got[label], text).toBeCloseTo(v, 2);
}

describe('tallies kept by site and year are added up', () => {
  const open = useScriptSystem(SITES, 'Site Statistics', 1001);
  const { ask, figure, column, pairs } = askerOf(open, NOW);

  it("'how many awards were granted in 2021', 'how many staff in total in 2022' add the tally up", async () => {
    const awards = await ask('How many awards were granted in 2021?');
    expect(awards, awards).not.toMatch(NOT_STATED);
    expect(figureOf(awards), awards).toBe(await figure('SELECT sum(Awards) FROM awards WHERE Year = 2021'));
    const staff = await ask('How many staff, in total, are there in the year 2022?');
    expect(staff, staff).not.toMatch(NOT_STATED);
    expect(figureOf(staff), staff).toBe(await figure('SELECT sum(Staff) FROM staff WHERE Year = 2022'));
    const at = await ask('How many awards were conferred at Beacon in 2020?');
    expect(at, at).not.toMatch(NOT_STATED);
    expect(figureOf(at), at).toBe(240);
  });

  it("'which year has the most awards conferred' groups by the table's own year; 'the site with the most staff'", async () => {
    const year = await ask('Which year has the most awards conferred?');
    expect(year, year).not.toMatch(NOT_STATED);
    expect(labelsOf(year), year).toEqual(
      await column('SELECT Year::text FROM awards GROUP BY Year ORDER BY sum(Awards) DESC LIMIT 1'),
    );
    const site = await ask('Which site has the most staff in year 2022?');
    expect(site, site).not.toMatch(NOT_STATED);
    expect(labelsOf(site), site).toEqual(
      await column(
        'SELECT s.Site FROM staff f JOIN school_sites s ON s.Id = f.Site WHERE f.Year = 2022 ORDER BY f.Staff DESC LIMIT 1',
      ),
    );
    const average = await ask('average staff by site');
    const expected = await pairs(
      'SELECT s.Site, avg(f.Staff) FROM staff f JOIN school_sites s ON s.Id = f.Site GROUP BY s.Site',
    );
    expectClosePairs(average, expected);
  });

  it("'the average fee for a UNI site' of uni_fees(SiteFee) is the average of the one figure the word names", async () => {
    const text = await ask('What is the average fee for a UNI site in the year of 2021?');
    expect(figureOf(text), text).toBeCloseTo(await figure('SELECT avg(SiteFee) FROM uni_fees WHERE Year = 2021'), 2);
  });

  it("'for each North region site' groups the sites the value keeps; 'after year 2019' is after 2019", async () => {
    const text = await ask('What is the total number of awards granted after year 2019 for each North region site?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs(
        "SELECT s.Site, sum(a.Awards) FROM awards a JOIN school_sites s ON s.Id = a.Site WHERE s.Region = 'North' AND a.Year > 2019 GROUP BY s.Site",
      ),
    );
  });
});

describe('a shop of services and products: names, columns asked, quantities kept as text', () => {
  const open = useScriptSystem(SHOP, 'Stage Shop', 1002);
  const { ask, figure, column, pairs } = askerOf(open, NOW);

  it("'for each distinct product name' and 'the product names whose average product price …' group by the name", async () => {
    const each = await ask('For each distinct product name, show its average product price.');
    const means = await pairs('SELECT product_name, avg(product_price) FROM products GROUP BY product_name');
    expectClosePairs(each, means);
    const below = await ask('Find the product names whose average product price is below 100.');
    expect(below, below).not.toMatch(NOT_STATED);
    expect(labelsOf(below).sort(), below).toEqual(
      await column(
        'SELECT product_name FROM products GROUP BY product_name HAVING avg(product_price) < 100 ORDER BY 1',
      ),
    );
  });

  it("'the phone number of performer Ashley' is the column, not a count", async () => {
    const text = await ask('Find the phone number of performer "Ashley".');
    expect(text, text).toContain('893-536-8857');
    expect(text, text).not.toMatch(/Number of performers/);
  });

  it("'the descriptions of the service kinds with product price above 100' and 'the email addresses of the groups'", async () => {
    const kinds = await ask('What are the descriptions of the service kinds with product price above 100?');
    expect(
      rowsOf(kinds)
        .map((r) => r.kind_description)
        .sort(),
      kinds,
    ).toEqual(
      await column(
        'SELECT DISTINCT k.kind_description FROM ref_service_kinds k JOIN services s USING (kind_code) WHERE s.product_price > 100 ORDER BY 1',
      ),
    );
    const emails = await ask('List the email addresses of the workshop groups located in Alaska state.');
    expect(emails, emails).toContain('north@example.com');
    expect(emails, emails).not.toContain('rosa@example.com');
  });

  it("'which marketing region has the most workshop groups' reads each group's own region code", async () => {
    const text = await ask('Which marketing region has the most workshop groups? Give me the region code.');
    expect(labelsOf(text), text).toEqual(
      await column('SELECT trim(marketing_region_code) FROM workshop_groups GROUP BY 1 ORDER BY count(*) DESC LIMIT 1'),
    );
  });

  it("an order quantity kept as text ('1', '2') is added up", async () => {
    const text = await ask('What are the total order quantities of photo products?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(
      await figure(
        "SELECT sum(o.order_quantity::int) FROM order_lines o JOIN products p USING (product_id) WHERE p.product_name = 'photo'",
      ),
    );
  });
});

describe('sights, their guests and hotels', () => {
  const open = useScriptSystem(SIGHTS, 'City Sights', 1003);
  const { ask, figure, column } = askerOf(open, NOW);

  it("'how many sights are there' beside How_to_Get_There; guests keyed by Tourist_ID are tourists", async () => {
    const sights = await ask('How many sights are there?');
    expect(sights, sights).not.toMatch(NOT_STATED);
    expect(figureOf(sights), sights).toBe(await figure('SELECT count(*) FROM sights'));
    const bus = await ask('How many sights can be reached by bus?');
    expect(figureOf(bus), bus).toBe(await figure("SELECT count(*) FROM sights WHERE how_to_get_there = 'bus'"));
    const tourists = await ask('How many tourists are there?');
    expect(figureOf(tourists), tourists).toBe(await figure('SELECT count(*) FROM guests'));
    const none = await ask('How many tourists did not make any visit?');
    expect(figureOf(none), none).toBe(
      await figure(
        'SELECT count(*) FROM guests g WHERE NOT EXISTS (SELECT 1 FROM visits v WHERE v.guest_ref = g.Tourist_ID)',
      ),
    );
  });

  it("'the sights visited by the tourist whose detail is Vincent' are that tourist's", async () => {
    const text = await ask("Show the sights visited by the tourist whose detail is 'Vincent'.");
    expect(text, text).not.toMatch(/Number of sights/);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT s.name FROM sights s JOIN visits v USING (sight_id) JOIN guests g ON g.Tourist_ID = v.guest_ref WHERE g.Tourist_Details = 'Vincent' ORDER BY 1",
      ),
    );
  });

  it("'parking or shopping as their feature details' are values of that column", async () => {
    const text = await ask('What are the names of the sights that have parking or shopping as their feature details?');
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT DISTINCT s.name FROM sights s JOIN sight_features sf USING (sight_id) JOIN features f USING (feature_id) WHERE f.feature_details IN ('parking', 'shopping') ORDER BY 1",
      ),
    );
  });

  it("'the star rating descriptions of the hotels that cost more than 100' shows each hotel's description", async () => {
    const text = await ask('Give me the star rating descriptions of the hotels that cost more than 100.');
    const shown = rowsOf(text).map((r) => r.star_rating_description);
    expect(shown.sort(), text).toEqual(
      await column(
        'SELECT r.star_rating_description FROM hotels h JOIN ref_star_ratings r USING (star_rating_code) WHERE h.price > 100 ORDER BY 1',
      ),
    );
    expect(text, text).not.toMatch(/star rating star rating/i);
  });
});

describe("a company's books and films", () => {
  const open = useScriptSystem(CULTURE, 'Culture Holdings', 1004);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the publisher that has published the most books': the rows named by their title are books", async () => {
    const text = await ask('Return the publisher that has published the most books.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column('SELECT Publisher FROM book_club GROUP BY Publisher ORDER BY count(*) DESC LIMIT 1'),
    );
    const each = await ask('How many books fall into each category?');
    expect(pairsOf(each), each).toEqual(await pairs('SELECT Category, count(*) FROM book_club GROUP BY Category'));
    const after = await ask('List categories that have at least two books after year 1989.');
    expect(labelsOf(after).sort(), after).toEqual(
      await column(
        'SELECT Category FROM book_club WHERE Year > 1989 GROUP BY Category HAVING count(*) >= 2 ORDER BY 1',
      ),
    );
  });

  it("'a book in 1989 and a book in 1990', 'director names who have a movie in both year 1999 and 2000': one in each", async () => {
    const publishers = await ask('Show publishers with a book published in 1989 and a book in 1990.');
    expect(labelsOf(publishers).sort(), publishers).toEqual(
      await column(
        'SELECT Publisher FROM book_club GROUP BY Publisher HAVING count(*) FILTER (WHERE Year = 1989) > 0 AND count(*) FILTER (WHERE Year = 1990) > 0 ORDER BY 1',
      ),
    );
    const directors = await ask('Show all director names who have a movie in both year 1999 and 2000.');
    expect(labelsOf(directors).sort(), directors).toEqual(
      await column(
        'SELECT Director FROM movie GROUP BY Director HAVING count(*) FILTER (WHERE Year = 1999) > 0 AND count(*) FILTER (WHERE Year = 2000) > 0 ORDER BY 1',
      ),
    );
  });

  it("'company names with a movie directed in year 1999' read the year of the company's movie", async () => {
    const text = await ask('Show all company names with a movie directed in year 1999.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        'SELECT c.Company_name FROM culture_company c JOIN movie m USING (movie_id) WHERE m.Year = 1999 ORDER BY 1',
      ),
    );
  });
});
