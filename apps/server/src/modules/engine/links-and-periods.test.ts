import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets college_2 and college_3, and the Chinook set's customers),
 * asked here on a schema written for them: a tutoring school whose clients are looked after by a tutor (hired on a
 * date) and book sessions on dates, whose lessons have prerequisites (a table `prerequisite` linking a lesson,
 * `lesson_id`, to the one it needs, `prerequisite_id`, named like the table), whose clients are `Registered_for`
 * lessons, and whose tutors both belong to teams and teach lessons of a team.
 * - 'clients who booked in 2024', 'clients that had bookings in 2024' have no date of their own: they are those with
 *   at least one booking in 2024, not those whose tutor was hired in 2024 (a hire date dates the hiring of its own
 *   rows only); with neither the records nor a verb said ('clients in 2024'), no date is guessed; 'how many clients
 *   booked' counts the clients who did it (the bookings point at them), not the bookings;
 * - 'registrations' names the table `Registered_for` (the noun of its participle);
 * - 'lessons with two prerequisites', 'clients that have 3 bookings': exactly that many related records;
 * - 'the title of the prerequisite of Calculus' is the titles of Calculus's prerequisites; 'lessons with Algebra as a
 *   prerequisite', 'whose prerequisite is Algebra' need it; 'the lesson that is a prerequisite for Physics' is needed;
 * - 'tutors who are members of the Maths team': through the memberships the question names, not through the lessons
 *   they teach (a road of the same length).
 * Every expected answer comes from SQL run here.
 */
const SCHOOL = `
CREATE TABLE tutor (tutor_id integer PRIMARY KEY, first_name text, last_name text, hire_date date);
CREATE TABLE client (client_id integer PRIMARY KEY, name text, tutor_id integer REFERENCES tutor);
CREATE TABLE booking (booking_id integer PRIMARY KEY, client_id integer REFERENCES client, booked_on date,
  hours integer);
CREATE TABLE team (team_id integer PRIMARY KEY, team_name text);
CREATE TABLE team_member (tutor_id integer REFERENCES tutor, team_id integer REFERENCES team, role text);
CREATE TABLE lesson (lesson_id integer PRIMARY KEY, title text, team_id integer REFERENCES team,
  tutor_id integer REFERENCES tutor);
CREATE TABLE prerequisite (lesson_id integer REFERENCES lesson, prerequisite_id integer REFERENCES lesson,
  PRIMARY KEY (lesson_id, prerequisite_id));
CREATE TABLE "Registered_for" (client_id integer REFERENCES client, lesson_id integer REFERENCES lesson);
INSERT INTO tutor VALUES (1, 'Ana', 'Reyes', '2024-02-01'), (2, 'Ben', 'Stone', '2019-06-01'),
  (3, 'Cai', 'Wong', '2021-09-15'), (4, 'Dia', 'Nkosi', '2024-05-20');
INSERT INTO client VALUES (1, 'Evan', 1), (2, 'Faye', 1), (3, 'Gil', 2), (4, 'Hana', 3), (5, 'Ivo', 4), (6, 'Jun', 2);
INSERT INTO booking VALUES (1, 3, '2023-11-02', 2), (2, 3, '2024-01-10', 1), (3, 4, '2024-03-05', 2),
  (4, 6, '2024-07-19', 3), (5, 1, '2023-05-01', 1), (6, 6, '2025-01-04', 2), (7, 6, '2024-09-09', 1),
  (8, 5, '2022-12-12', 2);
INSERT INTO team VALUES (1, 'Maths'), (2, 'Languages'), (3, 'Science');
INSERT INTO team_member VALUES (1, 1, 'lead'), (3, 1, 'member'), (2, 2, 'lead'), (4, 3, 'lead');
INSERT INTO lesson VALUES (1, 'Algebra', 1, 2), (2, 'Geometry', 1, 2), (3, 'Calculus', 1, 1), (4, 'French', 2, 2),
  (5, 'Physics', 3, 3), (6, 'Statistics', 1, 4);
INSERT INTO prerequisite VALUES (3, 1), (3, 2), (5, 3), (6, 1), (2, 1);
INSERT INTO "Registered_for" VALUES (1, 1), (1, 3), (2, 1), (3, 4), (4, 5), (5, 1), (5, 6), (6, 2);
`;

const NOW = new Date('2025-03-01T12:00:00Z');

describe('records that date their holders, nouns of a participle, counts said exactly, links of a table to itself', () => {
  const open = useScriptSystem(SCHOOL, 'Tutoring', 994);
  const { ask, figure, column } = askerOf(open, NOW);
  const sorted = (xs: string[]) => [...xs].sort();
  /** The answer's listed labels are the first column of the SQL's rows, in any order. */
  const listsAsSql = async (text: string, sql: string) =>
    expect(sorted(labelsOf(text)), text).toEqual(sorted(await column(sql)));
  const PREREQUISITES = `SELECT q.title FROM prerequisite p JOIN lesson l ON p.lesson_id = l.lesson_id JOIN lesson q ON p.prerequisite_id = q.lesson_id`;

  it("'clients who booked in 2024' are those with a booking in 2024, never those whose tutor was hired then", async () => {
    const want = await figure(
      `SELECT count(DISTINCT client_id) FROM booking WHERE booked_on >= '2024-01-01' AND booked_on < '2025-01-01'`,
    );
    const count = await ask('How many clients had bookings in 2024?');
    expect(count, count).not.toMatch(/hire date/i);
    expect(figureOf(count), count).toBe(want);
    // The clients are who booked: each counted once, not each booking.
    const booked = await ask('How many clients booked in 2024?');
    expect(figureOf(booked), booked).toBe(want);
    const list = await ask('Which clients booked in 2024?');
    await listsAsSql(
      list,
      `SELECT DISTINCT c.name FROM client c JOIN booking b USING (client_id) WHERE b.booked_on >= '2024-01-01' AND b.booked_on < '2025-01-01'`,
    );
    // Neither the records nor what was done said: which date would tell is not guessed.
    const plain = await ask('How many clients in 2024?');
    expect(plain, plain).toMatch(/could not tell which date of clients/);
  });

  it("'registrations' are the rows of Registered_for", async () => {
    const text = await ask('How many registrations are there?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM "Registered_for"`));
  });

  it("'lessons with two prerequisites' and 'clients that have 3 bookings' are exact counts", async () => {
    const lessons = await ask('Find the titles of lessons that have two prerequisites.');
    await listsAsSql(
      lessons,
      `SELECT l.title FROM lesson l JOIN prerequisite p USING (lesson_id) GROUP BY l.lesson_id, l.title HAVING count(*) = 2`,
    );
    const clients = await ask('Which clients have 3 bookings?');
    await listsAsSql(
      clients,
      `SELECT c.name FROM client c JOIN booking b USING (client_id) GROUP BY c.client_id, c.name HAVING count(*) = 3`,
    );
  });

  it("'the title of the prerequisite of Calculus' is the prerequisites' titles", async () => {
    const text = await ask('What is the title of the prerequisite of Calculus?');
    await listsAsSql(text, `${PREREQUISITES} WHERE l.title = 'Calculus'`);
  });

  it("'lessons with Algebra as a prerequisite', 'whose prerequisite is', 'a prerequisite for' follow the link both ways", async () => {
    const needing = await column(
      `SELECT l.title FROM prerequisite p JOIN lesson l ON p.lesson_id = l.lesson_id JOIN lesson q ON p.prerequisite_id = q.lesson_id WHERE q.title = 'Algebra'`,
    );
    for (const q of [
      'Which lessons have Algebra as a prerequisite?',
      'Find the title of the lesson whose prerequisite is lesson Algebra.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      expect(sorted(labelsOf(text)), text).toEqual(sorted(needing));
    }
    const text = await ask('What is the title of the lesson that is a prerequisite for Physics?');
    await listsAsSql(text, `${PREREQUISITES} WHERE l.title = 'Physics'`);
  });

  it("'tutors who are members of the Maths team' go through the memberships named", async () => {
    const text = await ask('Find the last names of tutors who are members of the Maths team.');
    const want = await column(
      `SELECT t.last_name FROM tutor t JOIN team_member m USING (tutor_id) JOIN team USING (team_id) WHERE team_name = 'Maths'`,
    );
    const got = labelsOf(text);
    expect(got.length, text).toBe(want.length);
    for (const name of want)
      expect(
        got.some((g) => g.includes(name)),
        text,
      ).toBe(true);
  });
});
