import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorSession } from '../../connectors/connector';
import { mysqlConnector } from '../../connectors/mysql';
import { createHostGuard } from '../../connectors/net/guard';
import { compileSql } from '../../connectors/sql';
import {
  MYSQL_HOST,
  MYSQL_PASSWORD,
  MYSQL_PORT,
  MYSQL_USER,
  reachable,
} from '../../connectors/sql-discovery/test-servers';
import { SoeLocal, type EngineSystem } from '../soe-local';
import { figureOf, labelsOf, tableOf } from '../testing/answer-text';
import { askerOf, useScriptSystem } from '../testing/eval-set';

/**
 * Age from a birth date (readings/age.ts, plan/age.ts), asked end to end on two small schemas written in two
 * naming styles, in PostgreSQL (PGlite) and, when a server listens, in MariaDB. Every expected figure comes from
 * SQL run on the same data: PostgreSQL's age(), MariaDB's TIMESTAMPDIFF(YEAR …).
 */

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = `DATE '2026-11-22'`;

/** Members of a gym chain, deterministic; birthdays on and next to the day asked, a 29 February, one unknown. */
function members(): Array<{ id: number; born: string | null; club: number; status: string; joined: string }> {
  const day = (base: string, add: number) =>
    new Date(Date.parse(`${base}T00:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);
  const edge = ['1961-11-22', '1961-11-23', '2008-11-22', '2008-11-23', '2000-02-29', '1966-11-21', null];
  const out = [];
  for (let g = 1; g <= 400; g++) {
    const born = g <= edge.length ? edge[g - 1] : day('1935-01-01', (g * 7919) % 31000);
    out.push({
      id: g,
      born,
      club: 1 + (g % 4),
      status: g % 5 === 0 ? 'Lapsed' : 'Active',
      // Joined from the age of 16, before the day asked.
      joined: born
        ? [day(born, 5844 + ((g * 613) % 5000)), '2026-11-01'].sort()[0]
        : day('2012-01-01', (g * 613) % 5000),
    });
  }
  return out;
}

const CLUBS = ['Harbor', 'Hillside', 'Midtown', 'Riverside'];
const MEMBERS = members();
const q = (v: string | null) => (v === null ? 'NULL' : `'${v}'`);
const memberRows = MEMBERS.map(
  (m) => `(${m.id}, 'Ann${m.id}', 'Lee${m.id}', ${q(m.born)}, ${m.club}, '${m.status}', '${m.joined}')`,
).join(',\n');
const clubRows = CLUBS.map((c, i) => `(${i + 1}, '${c}')`).join(', ');

/** snake_case: club, member (date_of_birth), visit, session (booked_on … session_date). */
const GYM = `
CREATE TABLE club (club_id int PRIMARY KEY, club_name text NOT NULL);
INSERT INTO club VALUES ${clubRows};
CREATE TABLE member (member_id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, date_of_birth date,
  club_id int NOT NULL REFERENCES club, member_status varchar(10) NOT NULL, joined_on date NOT NULL);
INSERT INTO member VALUES ${memberRows};
CREATE TABLE visit (visit_id int PRIMARY KEY, member_id int NOT NULL REFERENCES member, visit_date date NOT NULL,
  fee_amt numeric(8,2) NOT NULL);
INSERT INTO visit SELECT g, 1 + (g * 37) % 400, date '2025-01-01' + g % 600, 20 + (g * 13) % 90 FROM generate_series(1, 3000) g;
CREATE TABLE session (session_id int PRIMARY KEY, member_id int NOT NULL REFERENCES member, session_date date NOT NULL,
  booked_on date NOT NULL);
INSERT INTO session SELECT g, 1 + g % 400, date '2025-03-01' + g % 500, date '2025-03-01' + g % 500 - (g * 7) % 45
  FROM generate_series(1, 1500) g;
`;

/** Upper camel case with abbreviations: "Dept", "Employee" ("DOB" with a time of day, "HireDt", "TermDt"). */
const STAFF = `
CREATE TABLE "Dept" ("DeptId" int PRIMARY KEY, "DeptName" text NOT NULL);
INSERT INTO "Dept" VALUES (1, 'Finance'), (2, 'Operations'), (3, 'Sales');
CREATE TABLE "Employee" ("EmpId" int PRIMARY KEY, "FirstName" text NOT NULL, "LastName" text NOT NULL, "DOB" timestamp,
  "DeptId" int NOT NULL REFERENCES "Dept", "HireDt" date NOT NULL, "TermDt" date);
INSERT INTO "Employee" SELECT g, 'Bo' || g, 'Kim' || g,
  CASE WHEN g = 7 THEN NULL WHEN g = 8 THEN timestamp '1966-11-22 09:30' ELSE timestamp '1950-03-01 08:00' + ((g * 4057) % 18000) * interval '1 day' END,
  1 + g % 3, date '2000-01-01' + (g * 911) % 9000, CASE WHEN g % 6 = 0 THEN date '2024-01-01' + g ELSE NULL END
  FROM generate_series(1, 240) g;
CREATE TABLE "Client" ("ClientId" int PRIMARY KEY, "FirstName" text NOT NULL, "LastName" text NOT NULL,
  "AcctMgrId" int NOT NULL REFERENCES "Employee", "CreditLimit" numeric(10,2) NOT NULL);
INSERT INTO "Client" SELECT g, 'Cy' || g, 'Ng' || g, 1 + g % 240, 10 + (g * 7) % 120 FROM generate_series(1, 500) g;
`;

describe('age on a snake_case schema (a gym chain)', () => {
  const gym = useScriptSystem(GYM, 'Gym', 971);
  const { ask, rows, figure } = askerOf(gym, NOW);
  const years = `date_part('year', age(${TODAY}, date_of_birth))`;

  it.each([
    [
      'What is the average age of our active members?',
      `SELECT avg(${years}) FROM member WHERE member_status = 'Active'`,
    ],
    ['What is the median age of members?', `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${years}) FROM member`],
    ['How old is the youngest member?', `SELECT min(${years}) FROM member`],
    ['How old are our members on average?', `SELECT avg(${years}) FROM member`],
    [
      'Average age of members when they joined',
      `SELECT avg(date_part('year', age(joined_on, date_of_birth))) FROM member`,
    ],
  ])('%s', async (question, sql) => {
    const text = await ask(question);
    expect(figureOf(text), text).toBeCloseTo(await figure(sql), 2);
    expect(text).toMatch(/date_of_birth/);
  });

  it('averages age per group', async () => {
    const want = await rows(
      `SELECT c.club_name, avg(${years}) FROM member m JOIN club c USING (club_id) GROUP BY 1 ORDER BY 1`,
    );
    const text = await ask('Average age of members by club');
    const table = tableOf(text);
    expect(table.length, text).toBe(want.length);
    for (const [club, avg] of want)
      expect(Number(table.find((r) => r[0] === club)?.[1]), text).toBeCloseTo(Number(avg), 4);
  });

  it.each([
    ['How many members are 65 or older?', `${years} >= 65`],
    ['How many members are aged 65+?', `${years} >= 65`],
    ['How many members older than 64 are there?', `${years} > 64`],
    ['How many members are over the age of 40?', `${years} > 40`],
    ['How many members are under 18?', `${years} < 18`],
    ['How many members are 17 or younger?', `${years} <= 17`],
    ['How many members are between 30 and 39 years old?', `${years} BETWEEN 30 AND 39`],
    ['How many members in their 20s are there?', `${years} BETWEEN 20 AND 29`],
    ['How many members are 60 years old?', `${years} = 60`],
    ['How many active members are over 70?', `${years} > 70 AND member_status = 'Active'`],
  ])('%s', async (question, where) => {
    const text = await ask(question);
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM member WHERE ${where}`));
  });

  it('reads the age of the people a record belongs to', async () => {
    const text = await ask('How many visits did members over 60 make in 2025?');
    expect(figureOf(text), text).toBe(
      await figure(
        `SELECT count(*) FROM visit v JOIN member m USING (member_id) WHERE date_part('year', age(${TODAY}, m.date_of_birth)) > 60 AND v.visit_date >= '2025-01-01' AND v.visit_date < '2026-01-01'`,
      ),
    );
  });

  it('replaces the age asked about in a follow-up', async () => {
    const first = await gym.engine.answer('How many members are 65 or older?', [gym.system], { now: NOW });
    const next = await gym.engine.answer('and 17 or younger?', [gym.system], { now: NOW, previous: first.reading });
    expect(figureOf(next.text), next.text).toBe(await figure(`SELECT count(*) FROM member WHERE ${years} <= 17`));
  });

  it('gives the share of people of an age', async () => {
    const text = await ask('What percentage of members are 65 or older?');
    expect(figureOf(text), text).toBeCloseTo(
      await figure(`SELECT 100.0 * count(*) FILTER (WHERE ${years} >= 65) / count(*) FROM member`),
      2,
    );
  });

  it('reads a number over an amount as the amount, not an age', async () => {
    const text = await ask('How many visits had a fee over 65?');
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM visit WHERE fee_amt > 65'));
    expect(text).not.toMatch(/\bage\b/);
  });

  it('keeps ranking people by their birth date for the oldest and youngest', async () => {
    const [[oldest]] = await rows(
      `SELECT first_name || ' ' || last_name FROM member WHERE date_of_birth IS NOT NULL ORDER BY date_of_birth LIMIT 1`,
    );
    expect(labelsOf(await ask('Who is the oldest member?'))).toEqual([oldest]);
  });

  it('gives no figure for the age of rows that have no birth date', async () => {
    const text = await ask('What is the average age of clubs?');
    expect(text).not.toMatch(/\*\*/);
  });

  it('builds age from the year, month and day of the dates, which MySQL has too', async () => {
    const answer = await gym.engine.answer('Average age of active members', [gym.system], { now: NOW });
    const { sql } = compileSql(answer.spec!, 'mysql');
    expect(sql).toMatch(/YEAR\(`t0`\.`date_of_birth`\)/);
    expect(sql).toMatch(/DAYOFMONTH\(`t0`\.`date_of_birth`\)/);
  });

  it.each([
    'On average, how many days in advance are sessions booked?',
    'How far ahead are sessions booked?',
    'What is the average lead time for sessions?',
  ])('counts "%s" from the booking to the day of the record', async (question) => {
    const text = await ask(question);
    expect(figureOf(text), text).toBeCloseTo(await figure('SELECT avg(session_date - booked_on) FROM session'), 2);
  });
});

describe('age on an upper camel case schema with a birth timestamp (staff)', () => {
  const staff = useScriptSystem(STAFF, 'Staff', 972);
  const { ask, rows, figure } = askerOf(staff, NOW);
  // Age counts calendar days: a birth at 09:30 on the day asked is a birthday that day.
  const years = `date_part('year', age(${TODAY}, "DOB"::date))`;

  it('averages age per department', async () => {
    const want = await rows(
      `SELECT d."DeptName", avg(${years}) FROM "Employee" e JOIN "Dept" d USING ("DeptId") GROUP BY 1`,
    );
    const text = await ask('What is the average employee age by department?');
    const table = tableOf(text);
    expect(table.length, text).toBe(want.length);
    for (const [dept, avg] of want)
      expect(Number(table.find((r) => r[0] === dept)?.[1]), text).toBeCloseTo(Number(avg), 4);
  });

  it.each([
    ['How many employees are 60 or older?', `${years} >= 60`],
    ['How many employees are younger than 30?', `${years} < 30`],
    ['How many current employees are over 50?', `${years} > 50 AND "TermDt" IS NULL`],
  ])('%s', async (question, where) => {
    const text = await ask(question);
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM "Employee" WHERE ${where}`));
  });

  it("does not read the age of someone else for people who have no birth date (a client's account manager)", async () => {
    expect(await ask('What is the average age of our clients?')).not.toMatch(/\*\*/);
    expect(await ask('How many clients are older than 65?')).toMatch(/could not tell which date clients were born on/);
    expect(await ask('How many employees have 10 years or more of service?')).not.toMatch(/DOB/);
  });

  it('counts age to another date of the row', async () => {
    const text = await ask('What was the average age of employees at hire?');
    expect(figureOf(text), text).toBeCloseTo(
      await figure(`SELECT avg(date_part('year', age("HireDt", "DOB"::date))) FROM "Employee"`),
      2,
    );
  });
});

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
const DB = 'soe_age_test';

describe.skipIf(!available)('age on MariaDB', () => {
  let session: ConnectorSession;
  let system: EngineSystem;
  let admin: mysql.Connection;
  const engine = new SoeLocal();
  const ask = async (question: string) => (await engine.answer(question, [system], { now: NOW })).text;
  const figure = async (sql: string) => {
    const [r] = await admin.query<mysql.RowDataPacket[]>(sql);
    return Number(Object.values(r[0])[0]);
  };
  const years = `TIMESTAMPDIFF(YEAR, date_of_birth, '2026-11-22')`;

  beforeAll(async () => {
    admin = await mysql.createConnection({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
      multipleStatements: true,
    });
    await admin.query(`DROP DATABASE IF EXISTS ${DB}; CREATE DATABASE ${DB}; USE ${DB}`);
    await admin.query(`
      CREATE TABLE club (club_id int PRIMARY KEY, club_name varchar(40) NOT NULL) ENGINE=InnoDB;
      INSERT INTO club VALUES ${clubRows};
      CREATE TABLE member (member_id int PRIMARY KEY, first_name varchar(40) NOT NULL, last_name varchar(40) NOT NULL,
        date_of_birth date NULL, club_id int NOT NULL, member_status varchar(10) NOT NULL, joined_on date NOT NULL,
        CONSTRAINT member_club_fk FOREIGN KEY (club_id) REFERENCES club(club_id)) ENGINE=InnoDB;
      INSERT INTO member VALUES ${memberRows};`);
    session = await mysqlConnector.open(
      {
        url: `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}`,
      },
      { guardHost: createHostGuard({ blockPrivate: false }) },
    );
    system = {
      id: 974,
      name: 'Gym (MariaDB)',
      schema: await session.discover(),
      run: (spec) => session.query(spec, { timeoutMs: 10_000, rowCap: 10_000 }),
    };
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${DB}`);
    await admin?.end();
  });

  it('averages age in the statement', async () => {
    const text = await ask('What is the average age of our active members?');
    expect(figureOf(text), text).toBeCloseTo(
      await figure(`SELECT avg(${years}) FROM member WHERE member_status = 'Active'`),
      2,
    );
  });

  it.each([
    ['How many members are 65 or older?', `${years} >= 65`],
    ['How many members are under 18?', `${years} < 18`],
    ['How many members are between 30 and 39 years old?', `${years} BETWEEN 30 AND 39`],
  ])('%s', async (question, where) => {
    const text = await ask(question);
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM member WHERE ${where}`));
  });

  it('averages age per group', async () => {
    const [want] = await admin.query<mysql.RowDataPacket[]>(
      `SELECT c.club_name AS club, avg(${years}) AS a FROM member m JOIN club c USING (club_id) GROUP BY 1`,
    );
    const table = tableOf(await ask('Average age of members by club'));
    for (const r of want) expect(Number(table.find((x) => x[0] === r.club)?.[1])).toBeCloseTo(Number(r.a), 4);
  });
});
