import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets: student_assessment, product_catalog), asked here on a
 * schema written for them: trainees who register for workshops and attend them (two dated tables pointing at the
 * trainees, whose latest rows belong to different trainees), and shelf entries named by their key
 * (`shelf_entry_id`, `shelf_entry_name` in Shelf_Contents) beside tag definitions with a name of their own.
 * - 'the trainee who most recently registered' is the one the latest registration belongs to; 'most recently
 *   attended', the latest attendance's: the verb names the dated table (registered → registrations);
 * - 'the names of all the shelf entries' are the entries' own names, though 'name' alone is more closely the tags'.
 * - 'the trainee who made a registration most recently' (the records named), 'the workshop scheduled most recently'
 *   (the rows' own date the verb names); the answer says the latest date, not the highest;
 * - rows ranked with nothing named to rank them by: 'the trainee who was evaluated the most times in the evaluations'
 *   counts the evaluations pointing at each; 'the workshop with the most registered trainees' counts the
 *   registrations (of the two tables linking trainees to workshops, the one the participle names); 'Which trainee
 *   level appears the most often?' counts the trainees holding each level;
 * - 'the total fee paid by trainees in Leeds': 'by' names who paid, narrowed by their city: one figure.
 * Every expected answer comes from SQL run here.
 */
const TRAINING = `
CREATE TABLE "Trainees" (trainee_id integer PRIMARY KEY, trainee_name varchar(60), trainee_level varchar(10), city varchar(30));
CREATE TABLE "Workshops" (workshop_id integer PRIMARY KEY, workshop_title varchar(60), scheduled_on timestamp);
CREATE TABLE "Workshop_Registrations" (trainee_id integer REFERENCES "Trainees", workshop_id integer REFERENCES "Workshops", registration_date timestamp NOT NULL, fee double precision, PRIMARY KEY (trainee_id, workshop_id));
CREATE TABLE "Workshop_Attendance" (trainee_id integer REFERENCES "Trainees", workshop_id integer REFERENCES "Workshops", date_of_attendance timestamp NOT NULL, PRIMARY KEY (trainee_id, workshop_id));
CREATE TABLE "Evaluations" (evaluation_id integer PRIMARY KEY, trainee_id integer REFERENCES "Trainees", score integer);
INSERT INTO "Trainees" VALUES (1, 'Ada Brook', 'Junior', 'Leeds'), (2, 'Ben Cole', 'Junior', 'York'),
  (3, 'Cara Dunn', 'Senior', 'Leeds'), (4, 'Dov Eads', 'Junior', 'Hull');
INSERT INTO "Workshops" VALUES (1, 'Welding', '2018-01-10'), (2, 'Pottery', '2018-03-01'), (3, 'Joinery', '2018-02-05');
INSERT INTO "Workshop_Registrations" VALUES (1, 1, '2018-01-03 09:00', 40), (2, 1, '2018-02-11 10:00', 40),
  (3, 2, '2018-01-20 11:00', 25), (4, 3, '2017-12-01 08:00', 30), (1, 3, '2018-01-15 12:00', 30),
  (3, 1, '2018-01-05 10:00', 40);
INSERT INTO "Workshop_Attendance" VALUES (1, 1, '2018-03-01 09:00'), (2, 1, '2018-02-20 10:00'),
  (3, 2, '2018-02-02 11:00'), (4, 3, '2018-03-09 08:00'), (2, 3, '2018-02-21 08:00'), (3, 3, '2018-02-22 08:00');
INSERT INTO "Evaluations" VALUES (1, 2, 7), (2, 2, 8), (3, 2, 6), (4, 1, 9), (5, 3, 5);
CREATE TABLE "Tag_Definitions" (tag_id integer PRIMARY KEY, tag_name varchar(30));
CREATE TABLE "Shelf_Contents" (shelf_entry_id integer PRIMARY KEY, shelf_entry_name varchar(60), shelf_code varchar(10));
CREATE TABLE "Shelf_Contents_Tags" (shelf_entry_id integer REFERENCES "Shelf_Contents", tag_id integer REFERENCES "Tag_Definitions", tag_value varchar(20));
INSERT INTO "Tag_Definitions" VALUES (1, 'Colour'), (2, 'Size'), (3, 'Weight');
INSERT INTO "Shelf_Contents" VALUES (1, 'Oak board', 'A1'), (2, 'Pine plank', 'A2'), (3, 'Birch dowel', 'B1'),
  (4, 'Ash strip', 'B2'), (5, 'Elm block', 'C1');
INSERT INTO "Shelf_Contents_Tags" VALUES (1, 1, 'Brown'), (1, 2, 'Large'), (2, 1, 'Pale'), (3, 3, '2kg'), (5, 2, 'Small');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('the latest record of a verb, a table named by its key', () => {
  const open = useScriptSystem(TRAINING, 'Training', 993);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0]));

  it("'the trainee who most recently registered' is the one the latest registration belongs to", async () => {
    const registered = await column(
      `SELECT trainee_name FROM "Workshop_Registrations" JOIN "Trainees" USING (trainee_id) ORDER BY registration_date DESC LIMIT 1`,
    );
    const attended = await column(
      `SELECT trainee_name FROM "Workshop_Attendance" JOIN "Trainees" USING (trainee_id) ORDER BY date_of_attendance DESC LIMIT 1`,
    );
    expect(registered).not.toEqual(attended);
    for (const [q, expected] of [
      ['What is the name of the trainee who most recently registered for a workshop?', registered],
      ['Which trainee most recently attended a workshop?', attended],
    ] as const) {
      const text = await ask(q);
      expect(text, q).toContain(`**${expected[0]}**`);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(expected);
    }
  });

  it("'the names of all the shelf entries' are the entries' own names", async () => {
    const expected = await column(`SELECT shelf_entry_name FROM "Shelf_Contents" ORDER BY 1`);
    const text = await ask('Find the names of all the shelf entries.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });
  it("the latest record the question names, or the rows' own date the verb names", async () => {
    const latest = await column(
      `SELECT trainee_name FROM "Workshop_Registrations" JOIN "Trainees" USING (trainee_id) ORDER BY registration_date DESC LIMIT 1`,
    );
    const text = await ask('Find the name of the trainee who made a registration most recently.');
    expect(labelsOf(text), text).toEqual(latest);
    expect(text).toMatch(/latest/);
    const scheduled = await column(`SELECT workshop_title FROM "Workshops" ORDER BY scheduled_on DESC LIMIT 1`);
    const workshop = await ask('Which workshop was scheduled most recently?');
    expect(workshop, workshop).toContain(`**${scheduled[0]}**`);
  });

  it('rows ranked by the records the question names, values by the rows holding them', async () => {
    const evaluated = await column(
      `SELECT trainee_name FROM "Evaluations" JOIN "Trainees" USING (trainee_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const text = await ask('Find the name of the trainee who was evaluated the most times in the evaluations.');
    expect(text, text).toContain(`**${evaluated[0]}**`);
    const registered = await column(
      `SELECT workshop_title FROM "Workshop_Registrations" JOIN "Workshops" USING (workshop_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const attended = await column(
      `SELECT workshop_title FROM "Workshop_Attendance" JOIN "Workshops" USING (workshop_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(registered).not.toEqual(attended);
    const most = await ask('What is the title of the workshop with the most registered trainees?');
    expect(most, most).toContain(`**${registered[0]}**`);
    const level = await column(`SELECT trainee_level FROM "Trainees" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const often = await ask('Which trainee level appears the most often?');
    expect(often, often).toContain(`**${level[0]}**`);
  });

  it("'the total fee paid by trainees in Leeds' is one figure over them", async () => {
    const fee = await figure(
      `SELECT sum(fee) FROM "Workshop_Registrations" JOIN "Trainees" USING (trainee_id) WHERE city = 'Leeds'`,
    );
    const text = await ask('What is the total fee paid by trainees in Leeds?');
    expect(figureOf(text), text).toBe(fee);
  });
});
