import { describe, expect, it } from 'vitest';
import { labelsOf, NOT_STATED } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train set riding_club), asked here on a schema written for them.
 * Every expected answer comes from SQL run here.
 *
 * Riders and the trainers who train them (a link table rider_trainer); a rider keeps a rank as text ('1st') and a
 * trainer a rank as a number, both called `Rank`:
 * - 'riders trained by trainers with rank 1', '… of rank 2', '… by a trainer with rank 3': the riders whose trainer
 *   has that rank, listed, not counted for each trainer, and said as the trainer's rank;
 * - 'trained by the rank 1 trainer': the trainer's rank said before its noun is the same condition;
 * - 'riders trained': the participle before its agent is the deed, no word of the link table's name.
 */
const NOW = new Date('2018-03-26T12:00:00Z');
const sorted = (xs: string[]) => [...xs].sort();

const RIDERS = `
CREATE TABLE rider (rider_id integer PRIMARY KEY, rider_name text, "Rank" text, residence text);
INSERT INTO rider VALUES (1, 'Ana Lind', '1st', 'Brandon'), (2, 'Ben Ort', '2nd', 'Selkirk'), (3, 'Cai Moss', '3rd', 'Brandon'),
  (4, 'Dia Pell', '1st', 'Gimli'), (5, 'Eno Tay', '2nd', 'Selkirk'), (6, 'Fia Ruud', '3rd', 'Morden');
CREATE TABLE trainer (trainer_id integer PRIMARY KEY, trainer_name text, "Rank" integer);
INSERT INTO trainer VALUES (1, 'Joss Hart', 1), (2, 'Kim Vale', 2), (3, 'Lou Bream', 3), (4, 'Max Dorn', 1);
CREATE TABLE rider_trainer (rider_id integer REFERENCES rider(rider_id), trainer_id integer REFERENCES trainer(trainer_id),
  starting_year integer, PRIMARY KEY (rider_id, trainer_id));
INSERT INTO rider_trainer VALUES (1, 1, 2010), (2, 1, 2011), (3, 2, 2012), (4, 3, 2013), (5, 4, 2014), (6, 2, 2015);
`;

describe('rows named by who acted on them, narrowed by a number of the agent', () => {
  const open = useScriptSystem(RIDERS, 'Riders', 1816);
  const { ask, column } = askerOf(open, NOW);
  const trainedBy = (where: string) =>
    column(
      `SELECT r.rider_name FROM rider r JOIN rider_trainer rt ON rt.rider_id = r.rider_id JOIN trainer t ON t.trainer_id = rt.trainer_id WHERE ${where}`,
    );

  it("'riders trained by trainers with rank 1' lists the riders whose trainer has that rank", async () => {
    for (const [q, where] of [
      ['Show the names of riders trained by trainers with rank 1.', 't."Rank" = 1'],
      ['Which riders are trained by trainers of rank 2?', 't."Rank" = 2'],
      ['Show the names of riders trained by a trainer with rank 3.', 't."Rank" = 3'],
      ['Show the names of riders trained by trainers with rank higher than 1.', 't."Rank" > 1'],
    ]) {
      const a = await ask(q);
      expect(a, a).not.toMatch(NOT_STATED);
      expect(sorted(labelsOf(a)), a).toEqual(sorted(await trainedBy(where)));
      expect(a.split('\n')[0], a).toMatch(/trainer rank/);
    }
  });

  it("'the rank 1 trainer' is the trainer with rank 1", async () => {
    const a = await ask('Show the names of riders trained by the rank 1 trainer.');
    expect(a, a).not.toMatch(NOT_STATED);
    expect(sorted(labelsOf(a)), a).toEqual(sorted(await trainedBy('t."Rank" = 1')));
  });
});
