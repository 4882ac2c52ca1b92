import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets hr_1, icfp_1, inn_1), asked here on a schema written for
 * them: a research institute's institutions (a table named `Inst`), its researchers and their pay grades, each grade
 * with a lowest and a highest pay (`MIN_PAY`, `MAX_PAY`) beside the pay each researcher is on, and its labs.
 * - `Inst` is spelled out 'installment' by the abbreviations SOE knows, and is written for 'institution' too: 'how
 *   many institutions', 'the institution with the most researchers' read it;
 * - a bound of a figure (`MIN_PAY`) is not named by the figure's word alone: 'the average pay for each grade title'
 *   is the researchers' pay, not the grades' lowest; it is named with the bound spelled out ('grades whose minimum
 *   pay is over 3000'), unless a ranking or the figure alone is asked ('the researcher with the maximum pay', 'what
 *   is the maximum pay');
 * - 'whose pay is in the range of 3000 and 5000', 'within the range 3000 to 5000': between the two, both included;
 * - 'the labs available in this institute': the system named by a word of its name, and that the rows are kept;
 * - 'List field and average budget', 'the average budget of different fields': one average for each field ('how many
 *   different fields' still counts them);
 * - 'papers written by researchers from the sponsor "Wellcome"': who wrote them, named by a table and its value after
 *   'from', is a condition, not a grouping;
 * - 'Retrieve the sponsor that has funded the most papers', 'researchers who have written more than 1 paper': a verb
 *   no name holds, after 'have' and before a ranking or a bound, says only how the rows hold those records.
 * Every expected answer comes from SQL run here.
 */
const INSTITUTE = `
CREATE TABLE "Inst" ("instID" integer PRIMARY KEY, name text, country text);
CREATE TABLE grades ("GRADE_ID" varchar(10) PRIMARY KEY, "GRADE_TITLE" varchar(40), "MIN_PAY" numeric(8,2), "MAX_PAY" numeric(8,2));
CREATE TABLE researchers ("RESEARCHER_ID" integer PRIMARY KEY, "FIRST_NAME" varchar(20), "LAST_NAME" varchar(25),
  "GRADE_ID" varchar(10) REFERENCES grades, "PAY" numeric(8,2), "instID" integer REFERENCES "Inst");
CREATE TABLE labs (lab_id integer PRIMARY KEY, lab_name text, "instID" integer REFERENCES "Inst", field text, budget integer);
INSERT INTO "Inst" VALUES (1, 'North College', 'UK'), (2, 'Lake University', 'USA'), (3, 'Hill Academy', 'Japan'),
  (4, 'River Institute', 'USA');
INSERT INTO grades VALUES ('R1', 'Research Assistant', 2000, 4000), ('R2', 'Research Fellow', 3500, 6000),
  ('R3', 'Senior Fellow', 5500, 9000), ('R4', 'Professor', 8000, 15000);
INSERT INTO researchers VALUES
  (1, 'Ada', 'Moss', 'R1', 2500, 1), (2, 'Ben', 'Nash', 'R1', 3900, 1), (3, 'Cy', 'Orr', 'R2', 4200, 2),
  (4, 'Di', 'Park', 'R2', 5000, 1), (5, 'Ed', 'Quin', 'R3', 7000, 2), (6, 'Flo', 'Rae', 'R4', 12500, 3),
  (7, 'Gus', 'Stone', 'R2', 3600, 2), (8, 'Hal', 'Tate', 'R3', 6100, 1);
CREATE TABLE sponsors (sponsor_id integer PRIMARY KEY, name text);
CREATE TABLE papers (paper_id integer PRIMARY KEY, title text);
CREATE TABLE authorship (paper_id integer REFERENCES papers, "RESEARCHER_ID" integer REFERENCES researchers,
  sponsor_id integer REFERENCES sponsors, PRIMARY KEY (paper_id, "RESEARCHER_ID"));
INSERT INTO sponsors VALUES (1, 'Wellcome'), (2, 'Leverhulme'), (3, 'Nuffield');
INSERT INTO papers VALUES (1, 'Light in Fibres'), (2, 'Gene Maps'), (3, 'Walking Robots'), (4, 'Soil Carbon');
INSERT INTO authorship VALUES (1, 1, 2), (1, 4, 2), (2, 3, 1), (2, 5, 1), (3, 7, 3), (4, 8, 1), (3, 1, 3);
INSERT INTO labs VALUES (1, 'Optics', 1, 'Physics', 120), (2, 'Genomics', 2, 'Biology', 300), (3, 'Robotics', 2, 'Engineering', 250),
  (4, 'Acoustics', 3, 'Physics', 80), (5, 'Soils', 4, 'Biology', 60), (6, 'Cells', 1, 'Biology', 150);
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('a research institute: an abbreviation written for several words, bounds of a figure, ranges said in words', () => {
  const open = useScriptSystem(INSTITUTE, 'Research Institute', 1501);
  const { ask, column, figure, pairs } = askerOf(open, NOW);

  it("'institutions' read the table Inst, an abbreviation SOE spells 'installment' first", async () => {
    const counted = await ask('How many institutions are there?');
    expect(figureOf(counted), counted).toBe(await figure('SELECT count(*) FROM "Inst"'));
    const most = await ask('Which institution has the most researchers?');
    expect(most, most).not.toMatch(NOT_STATED);
    expect(most).toContain(
      `**${(await column('SELECT i.name FROM "Inst" i JOIN researchers r USING ("instID") GROUP BY i.name ORDER BY count(*) DESC LIMIT 1'))[0]}**`,
    );
  });

  it("'the average pay for each grade title' is the researchers' pay, not the grade's lowest (MIN_PAY)", async () => {
    const text = await ask('What is the average pay for each grade title?');
    expect(text, text).not.toMatch(/min pay|minimum pay/i);
    expect(pairsOf(text), text).toEqual(
      await pairs(
        'SELECT "GRADE_TITLE", round(avg("PAY"), 6) FROM researchers JOIN grades USING ("GRADE_ID") GROUP BY 1',
      ),
    );
  });

  it("'grades whose minimum pay is over 3000' and 'the average minimum pay of grades' read MIN_PAY, the bound spelled out", async () => {
    const over = await ask('Display the grade title of grades which minimum pay is greater than 3000.');
    expect(labelsOf(over).sort(), over).toEqual(
      await column('SELECT "GRADE_TITLE" FROM grades WHERE "MIN_PAY" > 3000 ORDER BY 1'),
    );
    const average = await ask('What is the average minimum pay of grades?');
    expect(figureOf(average), average).toBeCloseTo(await figure('SELECT avg("MIN_PAY") FROM grades'), 2);
    const between = await ask('Which grade titles are of grades with maximum pay between 5000 and 10000?');
    expect(labelsOf(between).sort(), between).toEqual(
      await column('SELECT "GRADE_TITLE" FROM grades WHERE "MAX_PAY" BETWEEN 5000 AND 10000 ORDER BY 1'),
    );
    const alone = await ask('What is the maximum pay?');
    expect(figureOf(alone), alone).toBe(await figure('SELECT max("PAY") FROM researchers'));
  });

  it("'the researcher with the maximum pay' ranks the researchers by their pay", async () => {
    const [top] = await column(
      'SELECT "FIRST_NAME" || \' \' || "LAST_NAME" FROM researchers ORDER BY "PAY" DESC LIMIT 1',
    );
    for (const q of ['Which researcher has the maximum pay?', 'Show the name of the researcher with maximum pay.']) {
      const text = await ask(q);
      expect(text, q).toContain(`**${top}**`);
    }
  });

  it("'in the range of 3000 and 5000' and 'within the range 3000 to 5000' bound the pay, both ends included", async () => {
    const expected = await column(
      'SELECT "FIRST_NAME" || \' \' || "LAST_NAME" FROM researchers WHERE "PAY" BETWEEN 3000 AND 5000 ORDER BY 1',
    );
    for (const q of [
      'What are the names of researchers whose pay is in the range of 3000 and 5000?',
      'List the researchers with pay within the range 3000 to 5000.',
    ]) {
      const text = await ask(q);
      expect(text, q).not.toMatch(NOT_STATED);
      expect(labelsOf(text).sort(), text).toEqual(expected);
    }
  });

  it("'the labs available in this institute' are all the labs: the system is named, and the rows are kept", async () => {
    const text = await ask('What is the total number of labs available in this institute?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM labs'));
  });

  it("'List field and average budget' and 'the average budget of different fields' give one average for each field", async () => {
    const expected = await pairs('SELECT field, avg(budget) FROM labs GROUP BY field');
    for (const q of ['List field and average budget.', 'What is the average budget of different fields?']) {
      const text = await ask(q);
      expect(text, q).not.toMatch(NOT_STATED);
      expect(pairsOf(text), text).toEqual(expected);
    }
    const counted = await ask('How many different fields are there?');
    expect(figureOf(counted), counted).toBe(await figure('SELECT count(DISTINCT field) FROM labs'));
  });

  it('\'papers written by researchers from the sponsor "Wellcome"\' keeps the papers, naming who wrote them', async () => {
    const text = await ask('Which papers were written by researchers from the sponsor "Wellcome"?');
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT DISTINCT title FROM papers JOIN authorship USING (paper_id) JOIN sponsors USING (sponsor_id) WHERE sponsors.name = 'Wellcome' ORDER BY 1",
      ),
    );
  });

  it("'Retrieve the sponsor that has funded the most papers': the verb after 'has' says how, the ranking what", async () => {
    const [top] = await column(
      'SELECT s.name FROM sponsors s JOIN authorship a USING (sponsor_id) GROUP BY s.name ORDER BY count(DISTINCT a.paper_id) DESC LIMIT 1',
    );
    const ranked = await ask('Retrieve the sponsor that has funded the most papers.');
    expect(ranked, ranked).not.toMatch(NOT_STATED);
    expect(ranked).toContain(`**${top}**`);
    const bounded = await ask('Which researchers have written more than 1 paper?');
    expect(labelsOf(bounded), bounded).toEqual(
      await column(
        'SELECT "FIRST_NAME" || \' \' || "LAST_NAME" FROM researchers JOIN authorship USING ("RESEARCHER_ID") GROUP BY 1 HAVING count(*) > 1',
      ),
    );
  });
});
