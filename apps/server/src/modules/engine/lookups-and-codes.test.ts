import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets college_2, college_3 and company_employee), asked here on a
 * schema written for them: learners whose marks are letters looked up in a grade scale, teachers who teach lessons,
 * and shops with their sales in millions.
 * - 'the average grade point of learners named Diaz' averages the points of each mark (looked up in the scale), not
 *   the scale rows those marks reach, each once;
 * - 'gradepoint' written as one word names the column grade_point;
 * - 'at least one letter "B"': a one-letter code in capitals keeps its case inside the clause it is read in;
 * - 'teachers who have taught some lesson': 'some' is 'any';
 * - 'by ascending number of sales': the figure column orders the list;
 * - "a name like 'Ru'": as SQL's LIKE, the name holds the text.
 * Every expected answer comes from SQL run here.
 */
const MARKS = `
CREATE TABLE learner (learner_id integer PRIMARY KEY, first_name text, last_name text);
CREATE TABLE grade_scale (letter varchar(2) PRIMARY KEY, grade_point real);
CREATE TABLE mark (learner_id integer REFERENCES learner, course text, letter varchar(2) REFERENCES grade_scale);
CREATE TABLE teacher (teacher_id integer PRIMARY KEY, name text);
CREATE TABLE lesson (lesson_id integer PRIMARY KEY, title text);
CREATE TABLE teaches (teacher_id integer REFERENCES teacher, lesson_id integer REFERENCES lesson,
  PRIMARY KEY (teacher_id, lesson_id));
CREATE TABLE shop (shop_id integer PRIMARY KEY, name text, sales_in_million real);
INSERT INTO learner VALUES (1, 'Ama', 'Diaz'), (2, 'Ben', 'Diaz'), (3, 'Cy', 'Okoro'), (4, 'Dee', 'Ruiz');
INSERT INTO grade_scale VALUES ('A', 4.0), ('B', 3.0), ('C', 2.0), ('D', 1.0), ('F', 0.0);
INSERT INTO mark VALUES (1, 'Maths', 'A'), (1, 'Art', 'A'), (1, 'Music', 'A'), (1, 'Latin', 'C'), (2, 'Maths', 'B'),
  (3, 'Maths', 'B'), (3, 'Art', 'D'), (4, 'Art', 'F');
INSERT INTO teacher VALUES (1, 'Rula'), (2, 'Ruth'), (3, 'Sam'), (4, 'Tove');
INSERT INTO lesson VALUES (1, 'Algebra'), (2, 'Drawing');
INSERT INTO teaches VALUES (1, 1), (1, 2), (3, 2);
INSERT INTO shop VALUES (1, 'North', 12.5), (2, 'East', 3.2), (3, 'West', 7.9), (4, 'South', 1.1);
`;

const NOW = new Date('2025-03-01T12:00:00Z');

describe('looked-up figures, codes in capitals, some, ascending and like', () => {
  const open = useScriptSystem(MARKS, 'Marks', 995);
  const { ask, figure, column } = askerOf(open, NOW);

  it("'the average grade point of learners named Diaz' is over their marks; 'gradepoint' is grade_point", async () => {
    const want = await figure(
      `SELECT avg(g.grade_point) FROM mark m JOIN grade_scale g USING (letter) JOIN learner l USING (learner_id) WHERE l.last_name = 'Diaz'`,
    );
    for (const q of [
      'Find the average grade point of learners whose last name is Diaz.',
      'What is the average gradepoint for learners with the last name Diaz?',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      expect(figureOf(text), text).toBeCloseTo(want, 2);
    }
  });

  it("'at least one letter \"B\"' keeps the code's capital inside the clause", async () => {
    const text = await ask('How many learners have at least one letter "B"?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(DISTINCT learner_id) FROM mark WHERE letter = 'B'`));
  });

  it("'teachers who have taught some lesson' are those who teach any", async () => {
    const text = await ask('How many teachers have taught some lesson?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(DISTINCT teacher_id) FROM teaches`));
  });

  it("'by ascending number of sales' orders the shops by their sales", async () => {
    const text = await ask('List the names of shops by ascending number of sales.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(await column(`SELECT name FROM shop ORDER BY sales_in_million`));
  });

  it('"a name like \'Ru\'" holds the text', async () => {
    const text = await ask("Which teachers have a name like 'Ru'?");
    expect(labelsOf(text).sort(), text).toEqual(
      await column(`SELECT name FROM teacher WHERE name LIKE '%Ru%' ORDER BY 1`),
    );
  });
});
