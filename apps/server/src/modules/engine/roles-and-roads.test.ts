import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train set college_1 and company_office), asked here on a schema
 * written for them: a college whose professors are employees under a role, whose students and courses both belong to
 * a department, and whose enrolments join students to classes of courses.
 * - 'professors' names the table PROFESSOR, not the employees a class's PROF_NUM points at (a role of that name);
 * - 'students enrolled in course HIST-101' are related to the course through their enrolments, not through the
 *   department both belong to (a road up to a shared table and back down is taken only when no road through the
 *   records joining them is at most one hop longer);
 * - 'professors teaching a class of course HIST-101': a professor (office, degree: no name of its own) is one
 *   employee (the same key, none twice), related as that employee is, through the classes they teach;
 * - 'the stories of the highest tower': the column of the row ranked by its height, not the most stories;
 * - 'the owner of the youngest pet' where ages are kept as text ranks nothing, and says 'youngest' was not used;
 * - 'the number of students in each department': each department shown by its name and by the code it is keyed by
 *   (DEPT_CODE, 'HIST'), the code people use.
 * Every expected answer comes from SQL run here.
 */
const COLLEGE = `
CREATE TABLE "DEPT" ("DEPT_CODE" varchar(10) PRIMARY KEY, "DEPT_NAME" text);
CREATE TABLE "EMPLOYEE" ("EMP_NUM" integer PRIMARY KEY, "EMP_LNAME" text, "EMP_FNAME" text, "EMP_JOBCODE" text);
CREATE TABLE "PROFESSOR" ("EMP_NUM" integer REFERENCES "EMPLOYEE", "DEPT_CODE" varchar(10) REFERENCES "DEPT",
  "PROF_OFFICE" text, "PROF_HIGH_DEGREE" text);
CREATE TABLE "COURSE" ("CRS_CODE" varchar(10) PRIMARY KEY, "DEPT_CODE" varchar(10) REFERENCES "DEPT",
  "CRS_DESCRIPTION" text, "CRS_CREDIT" real);
CREATE TABLE "CLASS" ("CLASS_CODE" varchar(5) PRIMARY KEY, "CRS_CODE" varchar(10) REFERENCES "COURSE",
  "PROF_NUM" integer REFERENCES "EMPLOYEE", "CLASS_ROOM" text);
CREATE TABLE "STUDENT" ("STU_NUM" integer PRIMARY KEY, "STU_LNAME" text, "STU_FNAME" text, "STU_GPA" real,
  "DEPT_CODE" varchar(10) REFERENCES "DEPT");
CREATE TABLE "ENROLL" ("CLASS_CODE" varchar(5) REFERENCES "CLASS", "STU_NUM" integer REFERENCES "STUDENT",
  "ENROLL_GRADE" text);
CREATE TABLE "pet" ("pet_id" integer PRIMARY KEY, "pet_name" text, "age" varchar(5),
  "STU_NUM" integer REFERENCES "STUDENT");
CREATE TABLE "tower" ("tower_id" integer PRIMARY KEY, "name" text, "Height" real, "Stories" integer);
INSERT INTO "DEPT" VALUES ('HIST', 'History'), ('MATH', 'Mathematics'), ('ART', 'Fine Arts');
INSERT INTO "EMPLOYEE" VALUES (10, 'Okafor', 'Ada', 'PROF'), (11, 'Lindqvist', 'Bo', 'PROF'),
  (12, 'Moreau', 'Claire', 'PROF'), (13, 'Haddad', 'Dina', 'CLRK'), (14, 'Sato', 'Eiji', 'PROF');
INSERT INTO "PROFESSOR" VALUES (10, 'HIST', 'H 101', 'Ph.D.'), (11, 'MATH', 'M 202', 'MA'),
  (12, 'MATH', 'M 204', 'Ph.D.'), (14, 'ART', 'A 7', 'MFA');
INSERT INTO "COURSE" VALUES ('HIST-101', 'HIST', 'Ancient Worlds', 3), ('MATH-201', 'MATH', 'Linear Algebra', 4),
  ('ART-110', 'ART', 'Drawing', 2);
INSERT INTO "CLASS" VALUES ('1001', 'HIST-101', 10, 'H1'), ('1002', 'HIST-101', 11, 'H2'),
  ('1003', 'MATH-201', 12, 'M1'), ('1004', 'ART-110', 14, 'A1');
INSERT INTO "STUDENT" VALUES (1, 'Abara', 'Ife', 3.1, 'HIST'), (2, 'Berg', 'Jon', 2.7, 'HIST'),
  (3, 'Costa', 'Lia', 3.6, 'HIST'), (4, 'Duval', 'Max', 2.2, 'HIST'), (5, 'Egan', 'Noa', 3.9, 'HIST'),
  (6, 'Fox', 'Oli', 3.3, 'MATH'), (7, 'Grau', 'Pia', 2.9, 'MATH'), (8, 'Hale', 'Rex', 3.0, 'ART');
INSERT INTO "ENROLL" VALUES ('1001', 1, 'A'), ('1001', 2, 'B'), ('1002', 6, 'A'), ('1003', 6, 'C'),
  ('1003', 7, 'B'), ('1004', 8, 'A'), ('1003', 3, 'B');
INSERT INTO "pet" VALUES (1, 'Rufus', '3', 1), (2, 'Mia', '12', 2), (3, 'Pip', '7', 6);
INSERT INTO "tower" VALUES (1, 'North Spire', 310, 62), (2, 'Harbour One', 280, 75), (3, 'Old Mill', 95, 20);
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('a role table named as said, roads through the records that join two tables', () => {
  const open = useScriptSystem(COLLEGE, 'Small College', 992);
  const { ask, figure, column, rows } = askerOf(open, NOW);
  const stated = (text: string) => expect(text, text).not.toMatch(NOT_STATED);

  it("'professors' are the rows of PROFESSOR, not the employees a class's PROF_NUM points at", async () => {
    const inHistory = await ask('How many professors are in the history department?');
    stated(inHistory);
    expect(figureOf(inHistory), inHistory).toBe(
      await figure(
        `SELECT count(*) FROM "PROFESSOR" p JOIN "DEPT" d USING ("DEPT_CODE") WHERE d."DEPT_NAME" = 'History'`,
      ),
    );
    const fewest = await ask('Which department has the fewest professors?');
    stated(fewest);
    expect(fewest, fewest).toContain(
      (
        await column(
          `SELECT d."DEPT_NAME" FROM "PROFESSOR" p JOIN "DEPT" d USING ("DEPT_CODE") GROUP BY d."DEPT_NAME" ORDER BY count(*), 1 LIMIT 1`,
        )
      )[0],
    );
  });

  it('students of a course are those enrolled in its classes, not those of its department', async () => {
    const enrolled = `SELECT DISTINCT e."STU_NUM" FROM "ENROLL" e JOIN "CLASS" c USING ("CLASS_CODE") WHERE c."CRS_CODE" = 'HIST-101'`;
    const count = await ask('How many students are enrolled in course HIST-101?');
    stated(count);
    expect(figureOf(count), count).toBe(await figure(`SELECT count(*) FROM (${enrolled}) x`));
    const gpa = await ask('What is the average GPA of students taking HIST-101?');
    expect(figureOf(gpa), gpa).toBeCloseTo(
      await figure(`SELECT avg("STU_GPA") FROM "STUDENT" WHERE "STU_NUM" IN (${enrolled})`),
      2,
    );
  });

  it('professors teaching a class of a course are related as the employees they are', async () => {
    const text = await ask('How many professors teach a class of course HIST-101?');
    expect(figureOf(text), text).toBe(
      await figure(`SELECT count(DISTINCT "PROF_NUM") FROM "CLASS" WHERE "CRS_CODE" = 'HIST-101'`),
    );
  });

  it("'the stories of the highest tower' is the highest tower's; 'youngest' over ages kept as text is said unused", async () => {
    const stories = await ask('What is the stories of the highest tower?');
    stated(stories);
    expect(figureOf(stories), stories).toBe(
      await figure(`SELECT "Stories" FROM "tower" ORDER BY "Height" DESC LIMIT 1`),
    );
    const name = await ask('What is the name of the highest tower?');
    stated(name);
    expect(labelsOf(name), name).toEqual(await column(`SELECT "name" FROM "tower" ORDER BY "Height" DESC LIMIT 1`));
    const youngest = await ask('List the last name of the student owning the youngest pet.');
    expect(youngest, youngest).toMatch(/Not used from the question: .*"youngest"/);
  });

  it('departments grouped by are shown with the code they are keyed by', async () => {
    const text = await ask('How many students are in each department?');
    stated(text);
    const t = tableBlock(text)!;
    const got = Object.fromEntries(
      t.rows.map((r) => [
        String(r[t.headers.find((h) => h.label === 'Department code')!.key]),
        Number(Object.values(r).at(-1)),
      ]),
    );
    expect(got, text).toEqual(
      Object.fromEntries(
        (await rows(`SELECT "DEPT_CODE", count(*) FROM "STUDENT" GROUP BY 1`)).map((r) => [String(r[0]), Number(r[1])]),
      ),
    );
  });
});
