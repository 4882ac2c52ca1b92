import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets department_management, student_assessment and
 * insurance_fnol), asked here on a schema written for them: ministries with their heads (an age, a birth state kept
 * as text), one ministry called State, a table of ministries' services beside one called Available_Grants.
 * - 'heads of the ministries older than 56': the age is the heads' (the ministries keep none);
 * - 'the names of the states where at least 2 heads were born': the states are the birth-state values ('states' is
 *   no plural of the ministry called State), grouped and counted;
 * - 'the ministries managed by the head with id 3', 'whose id is 3': the number is the head's key;
 * - 'available services' beside a table Available_Grants: 'available' qualifies the services;
 * - 'the types of the grant' is the grant type, said the other way round with an article; 'What are all the phone
 *   numbers?' lists them (the column asked about is shown);
 * - 'the id of the head whose email is cy.moss@example.org': the address is the email column's value, the id the
 *   head's key;
 * - 'heads born outside the California state': not California, and 'state' names the column of 'California' (not
 *   the ministry called State).
 * Every expected answer comes from SQL run here.
 */
const MINISTRIES = `
CREATE TABLE ministry (ministry_id integer PRIMARY KEY, name text, budget double precision);
CREATE TABLE head (head_id integer PRIMARY KEY, name text, born_state text, age double precision, phone_number varchar(20), email_address varchar(40));
CREATE TABLE management (ministry_id integer REFERENCES ministry, head_id integer REFERENCES head, acting text, PRIMARY KEY (ministry_id, head_id));
CREATE TABLE "Services" (service_id integer PRIMARY KEY, service_name varchar(40), ministry_id integer REFERENCES ministry);
CREATE TABLE "Available_Grants" (grant_id integer PRIMARY KEY, grant_type_code varchar(15), amount double precision, ministry_id integer REFERENCES ministry);
INSERT INTO ministry VALUES (1, 'State', 9.9), (2, 'Treasury', 11.1), (3, 'Defense', 439.3), (4, 'Justice', 23.4),
  (5, 'Labor', 59.7);
INSERT INTO head VALUES (1, 'Ann Ives', 'Alabama', 67, '555-0101', 'ann.ives@example.org'),
  (2, 'Bo Lund', 'California', 68, '555-0102', 'bo.lund@example.org'),
  (3, 'Cy Moss', 'Delaware', 69, '555-0103', 'cy.moss@example.org'),
  (4, 'Di Nash', 'California', 52, '555-0104', 'di.nash@example.org'),
  (5, 'Ed Orr', 'Alabama', 53, '555-0105', 'ed.orr@example.org'),
  (6, 'Flo Pike', 'Florida', 43, '555-0106', 'flo.pike@example.org');
INSERT INTO management VALUES (1, 2, 'Yes'), (2, 5, 'No'), (3, 3, 'No'), (4, 3, 'Yes'), (5, 4, 'No');
INSERT INTO "Services" VALUES (1, 'Passports', 1), (2, 'Pensions', 5), (3, 'Grants', 2);
INSERT INTO "Available_Grants" VALUES (1, 'Research', 100, 5), (2, 'Training', 250, 5), (3, 'Research', 75, 2),
  (4, 'Housing', 60, 3), (5, 'Housing', 10, 5);
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('ages said of the heads, states named by their values, keys said as ids', () => {
  const open = useScriptSystem(MINISTRIES, 'Ministries', 991);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'heads of the ministries older than 56' compares the heads' age", async () => {
    const older = await figure(`SELECT count(*) FROM head WHERE age > 56`);
    const text = await ask('How many heads of the ministries are older than 56?');
    expect(figureOf(text), text).toBe(older);
  });

  it("'the names of the states where at least 2 heads were born' groups the birth states", async () => {
    const states = await column(`SELECT born_state FROM head GROUP BY born_state HAVING count(*) >= 2`);
    const text = await ask('What are the names of the states where at least 2 heads were born?');
    expect(labelsOf(text).sort(), text).toEqual(states);
    expect(text).not.toMatch(/No data/);
  });

  it("'the head with id 3' is the head whose key is 3", async () => {
    const managed = await figure(`SELECT count(*) FROM management WHERE head_id = 3`);
    for (const q of [
      'How many ministries does the head with id 3 manage?',
      'How many ministries does the head whose id is 3 manage?',
    ]) {
      const text = await ask(q);
      expect(figureOf(text), `${q}\n${text}`).toBe(managed);
    }
  });

  it("'available services' counts the services", async () => {
    const services = await figure(`SELECT count(*) FROM "Services"`);
    expect(services).not.toBe(await figure(`SELECT count(*) FROM "Available_Grants"`));
    const text = await ask('Count the total number of available services.');
    expect(figureOf(text), text).toBe(services);
  });
  it("'the types of the grant' is the grant type", async () => {
    const types = await column(
      `SELECT DISTINCT grant_type_code FROM "Available_Grants" g JOIN ministry m USING (ministry_id) WHERE m.name = 'Labor'`,
    );
    const text = await ask('Tell me the types of the grant received by the ministry named "Labor".');
    for (const t of types) expect(text, text).toContain(t);
    expect(text).not.toMatch(/Not used[^\n]*"types"/);
  });

  it("'What are all the phone numbers?' shows the phone numbers", async () => {
    const phones = await column(`SELECT phone_number FROM head`);
    const all = await ask('What are all the phone numbers?');
    for (const p of phones) expect(all, all).toContain(p);
  });
  it("'the id of the head whose email is …' is the key of the head with that address", async () => {
    const id = await column(`SELECT head_id FROM head WHERE email_address = 'cy.moss@example.org'`);
    const text = await ask('What is the id of the head whose email is cy.moss@example.org?');
    expect(text, text).toMatch(new RegExp(`"head(?:_id)?":${id[0]}\\b`));
    expect(text).not.toMatch(/Not used[^\n]*"(?:cy|moss|example)"/);
  });

  it("'born outside the California state' is every other birth state", async () => {
    const names = await column(`SELECT name FROM head WHERE born_state <> 'California'`);
    const text = await ask('What are the names of the heads who are born outside the California state?');
    expect(labelsOf(text).sort(), text).toEqual(names);
  });
});
