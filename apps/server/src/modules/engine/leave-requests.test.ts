import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { useScriptSystem } from './testing/eval-set';

/**
 * Requests that go through an approval, and coded types asked about in words: 'took' counts the approved
 * requests, dated by their start; 'submitted' dates them by the day they were asked for; a word abbreviated by
 * a code ('holiday' → HOL, 'medical' → MED, 'paid time off' → PTO) picks that code; an average of a total
 * ('average payroll per team') averages the teams' totals. Two schemas, named in two styles, with figures from SQL.
 */

const SNAKE = `
CREATE TABLE teams (team_id integer PRIMARY KEY, team_name text NOT NULL);
CREATE TABLE staff (staff_id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL,
  hire_date date NOT NULL, termination_date date, annual_salary numeric(10,2) NOT NULL,
  team_id integer NOT NULL REFERENCES teams(team_id));
CREATE TABLE absence_requests (request_id integer PRIMARY KEY, staff_id integer NOT NULL REFERENCES staff(staff_id),
  absence_type varchar(6) NOT NULL, requested_on date NOT NULL, starts_on date NOT NULL, ends_on date NOT NULL,
  day_count integer NOT NULL, approval_status varchar(10) NOT NULL);
INSERT INTO teams VALUES (1, 'Platform'), (2, 'Growth'), (3, 'Finance');
INSERT INTO staff
  SELECT g, (ARRAY['Ada','Ben','Cleo','Dev','Eli','Fay','Gus','Hana','Ivo','Jo'])[g],
    (ARRAY['Moss','Nunez','Okafor','Park','Quinn','Roth','Silva','Tran','Ueda','Vance'])[g],
    date '2018-01-01' + g * 100, CASE WHEN g % 4 = 0 THEN date '2025-06-30' END, 40000 + g * 3500, 1 + g % 3
  FROM generate_series(1, 10) g;
INSERT INTO absence_requests
  SELECT g, 1 + g % 10, (ARRAY['HOL','SICK','MAT'])[1 + g % 3], date '2024-09-01' + g * 5,
    date '2024-09-01' + g * 5 + (g % 37), date '2024-09-01' + g * 5 + (g % 37) + g % 6, 1 + g % 6,
    (ARRAY['Approved','Approved','Rejected','Pending','Approved'])[1 + g % 5]
  FROM generate_series(1, 160) g;
`;

const PREFIXED = `
CREATE TABLE "BizUnit" ("unitId" integer PRIMARY KEY, "unitName" text NOT NULL);
CREATE TABLE "Associate" ("assocId" integer PRIMARY KEY, "assocFirstName" text NOT NULL, "assocLastName" text NOT NULL,
  "assocHireDt" date NOT NULL, "assocExitDt" date, "assocPayAmt" numeric(10,2) NOT NULL,
  "assocUnitId" integer NOT NULL REFERENCES "BizUnit"("unitId"));
CREATE TABLE "TimeOffReq" ("torId" integer PRIMARY KEY, "torAssocId" integer NOT NULL REFERENCES "Associate"("assocId"),
  "torCatCd" varchar(6) NOT NULL, "torSubmitDt" date NOT NULL, "torBeginDt" date NOT NULL, "torFinishDt" date NOT NULL,
  "torDayQty" integer NOT NULL, "torState" varchar(10) NOT NULL);
INSERT INTO "BizUnit" VALUES (1, 'North'), (2, 'South');
INSERT INTO "Associate"
  SELECT g, (ARRAY['Kai','Lena','Milo','Nia','Omar','Pia','Rui','Sol'])[g],
    (ARRAY['Abe','Bose','Cruz','Diaz','Egan','Ford','Gray','Hale'])[g],
    date '2019-03-01' + g * 90, CASE WHEN g % 3 = 0 THEN date '2024-12-31' END, 52000 + g * 2100, 1 + g % 2
  FROM generate_series(1, 8) g;
INSERT INTO "TimeOffReq"
  SELECT g, 1 + g % 8, (ARRAY['MED','STU','PTO'])[1 + g % 3], date '2024-10-15' + g * 4,
    date '2024-10-15' + g * 4 + (g % 29), date '2024-10-15' + g * 4 + (g % 29) + g % 4, 1 + g % 4,
    (ARRAY['Granted','Denied','Granted','Withdrawn'])[1 + g % 4]
  FROM generate_series(1, 140) g;
`;

function onSchema(
  title: string,
  script: string,
  cases: (ask: (q: string) => Promise<string>, sql: (q: string) => Promise<unknown[][]>) => void,
) {
  describe(title, () => {
    const open = useScriptSystem(script, 'People', 7101);
    const ask = async (q: string) =>
      (await open.engine.answer(q, [open.system], { now: new Date('2026-03-01T12:00:00Z') })).text;
    const sql = async (q: string) => (await open.db.query<unknown[]>(q, [], { rowMode: 'array' })).rows;
    cases(ask, sql);
  });
}

onSchema('leave requests in snake_case', SNAKE, (ask, sql) => {
  it("counts the approved requests of the coded type a word abbreviates, dated by their start, for 'took'", async () => {
    const text = await ask('Which staff took more than 5 days of holiday leave in 2025?');
    const who = async (approved: string) =>
      (
        await sql(
          `SELECT s.first_name || ' ' || s.last_name FROM absence_requests a JOIN staff s USING (staff_id)
           WHERE a.absence_type = 'HOL' ${approved} AND a.starts_on >= '2025-01-01' AND a.starts_on < '2026-01-01'
           GROUP BY s.staff_id, 1 HAVING sum(a.day_count) > 5`,
        )
      )
        .map((r) => String(r[0]))
        .sort();
    const expected = await who("AND a.approval_status = 'Approved'");
    // The data is such that the approval matters: every request, approved or not, gives other people.
    expect(expected.length).toBeGreaterThan(1);
    expect(await who('')).not.toEqual(expected);
    expect(labelsOf(text).sort()).toEqual(expected);
  });

  it("averages the days from the request to the start for 'days in advance', on the coded type", async () => {
    const text = await ask('On average, how many days in advance are maternity requests submitted?');
    const [[avg]] = await sql(
      `SELECT round(avg(starts_on - requested_on), 2) FROM absence_requests WHERE absence_type = 'MAT'`,
    );
    expect(figureOf(text)).toBe(Number(avg));
  });

  it("dates requests by the day they were asked for when they were 'submitted'", async () => {
    const text = await ask('How many absence requests were submitted in 2025?');
    const [[n]] = await sql(
      `SELECT count(*) FROM absence_requests WHERE requested_on >= '2025-01-01' AND requested_on < '2026-01-01'`,
    );
    expect(figureOf(text)).toBe(Number(n));
    expect(text).not.toMatch(/Not used from the question/);
  });

  it('keeps a status the question names rather than adding the approved one', async () => {
    const text = await ask('How many days of rejected sick leave were taken in 2025?');
    const [[n]] = await sql(
      `SELECT sum(day_count) FROM absence_requests WHERE absence_type = 'SICK' AND approval_status = 'Rejected'
         AND starts_on >= '2025-01-01' AND starts_on < '2026-01-01'`,
    );
    expect(figureOf(text)).toBe(Number(n));
  });

  it('averages the per-team totals of the current staff for the average payroll per team', async () => {
    const text = await ask('What is the average payroll per team?');
    const [[avg]] = await sql(
      `SELECT round(avg(t), 2) FROM (SELECT sum(annual_salary) t FROM staff WHERE termination_date IS NULL
       GROUP BY team_id) x`,
    );
    expect(figureOf(text)).toBe(Number(avg));
  });
});

onSchema('time-off requests in prefixed camelCase', PREFIXED, (ask, sql) => {
  it("counts the granted requests for 'took', dated by their begin date", async () => {
    const text = await ask('How many days of medical leave did associates take in 2025?');
    const [[n]] = await sql(
      `SELECT sum("torDayQty") FROM "TimeOffReq" WHERE "torCatCd" = 'MED' AND "torState" = 'Granted'
         AND "torBeginDt" >= '2025-01-01' AND "torBeginDt" < '2026-01-01'`,
    );
    expect(figureOf(text)).toBe(Number(n));
  });

  it('reads the initials of a phrase as its code (paid time off → PTO)', async () => {
    const text = await ask('How many paid time off requests were submitted in 2025?');
    const [[n]] = await sql(
      `SELECT count(*) FROM "TimeOffReq" WHERE "torCatCd" = 'PTO'
         AND "torSubmitDt" >= '2025-01-01' AND "torSubmitDt" < '2026-01-01'`,
    );
    expect(figureOf(text)).toBe(Number(n));
  });

  it('averages the per-unit totals for the average payroll per business unit', async () => {
    const text = await ask('What is the average payroll per unit?');
    const [[avg]] = await sql(
      `SELECT round(avg(t), 2) FROM (SELECT sum("assocPayAmt") t FROM "Associate" WHERE "assocExitDt" IS NULL
       GROUP BY "assocUnitId") x`,
    );
    expect(figureOf(text)).toBe(Number(avg));
  });

  it('reads no code where a word only begins like one, away from the words of its table', async () => {
    const text = await ask('How many associates studied in 2025?');
    expect(text).not.toMatch(/STU/);
  });
});

const LOOKUP = `
CREATE TABLE person (person_id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL);
CREATE TABLE leave_kind (kind_code varchar(4) PRIMARY KEY, kind_description text NOT NULL);
CREATE TABLE leave_record (leave_id integer PRIMARY KEY, person_id integer NOT NULL REFERENCES person(person_id),
  kind_code varchar(4) NOT NULL REFERENCES leave_kind(kind_code), start_date date NOT NULL, days integer NOT NULL);
INSERT INTO person SELECT g, 'P' || g, 'Q' || g FROM generate_series(1, 6) g;
INSERT INTO leave_kind VALUES ('A1', 'Annual holiday'), ('B2', 'Bereavement'), ('C3', 'Jury duty');
INSERT INTO leave_record SELECT g, 1 + g % 6, (ARRAY['A1','B2','C3'])[1 + g % 3], date '2025-01-01' + g, 1 + g % 3
  FROM generate_series(1, 40) g;
`;

onSchema('codes described by a lookup table', LOOKUP, (ask, sql) => {
  it("reads the lookup table's description of a code, through the foreign key, not as an abbreviation", async () => {
    const text = await ask('How many days of bereavement leave were recorded?');
    const [[n]] = await sql(`SELECT sum(days) FROM leave_record WHERE kind_code = 'B2'`);
    expect(figureOf(text)).toBe(Number(n));
  });
});
