import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * A table that links a table to itself: `Follower` (member_id, follower_id), both a member. 'The followers of each
 * member' are the Follower rows of that member (its first reference; the one named like the table is the other end),
 * counted, compared ('2 or more followers', 'at least 2'), had or not had, and listed by the other end's name
 * ('Ana's followers'). Two members share a name: grouped by name they stay two. The schema is a members' network,
 * written for these tests; every expected answer comes from SQL run here.
 */
const NETWORK = `
CREATE TABLE "Member" ("ID" int PRIMARY KEY, "name" text, "tier" int);
INSERT INTO "Member" VALUES (1, 'Ana', 3), (2, 'Bo', 1), (3, 'Cy', 2), (4, 'Dee', 5), (5, 'Bo', 4), (6, 'Eli', 2),
  (7, 'Fay', 1), (8, 'Gus', 3);
CREATE TABLE "Follower" ("member_id" int, "follower_id" int, PRIMARY KEY ("member_id", "follower_id"));
INSERT INTO "Follower" VALUES (1, 2), (1, 3), (1, 4), (2, 1), (3, 1), (3, 6), (5, 7), (5, 8), (6, 1);
ALTER TABLE "Follower" ADD FOREIGN KEY ("follower_id") REFERENCES "Member" ("ID");
ALTER TABLE "Follower" ADD FOREIGN KEY ("member_id") REFERENCES "Member" ("ID");
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('a table linking a table to itself', () => {
  const open = useScriptSystem(NETWORK, 'Members network', 989);
  const { ask, rows, figure } = askerOf(open, NOW);
  const names = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'how many followers does each member have' counts each member's own rows, two members called Bo apart", async () => {
    const expected = (
      await rows(
        `SELECT m.name, count(*) FROM "Follower" f JOIN "Member" m ON f.member_id = m."ID" GROUP BY m."ID", m.name`,
      )
    )
      .map((r) => `${r[0]} ${r[1]}`)
      .sort();
    const text = await ask('What are the names of the members and how many followers does each have?');
    const table = JSON.parse(/\[TABLE:(.*)\]/.exec(text)![1]) as { rows: Array<Record<string, unknown>> };
    expect(table.rows.map((r) => Object.values(r).join(' ')).sort(), text).toEqual(expected);
  });

  it("'2 or more followers' and 'at least 2 followers' are a count compared, not a ranking", async () => {
    const expected = await names(
      `SELECT m.name FROM "Follower" f JOIN "Member" m ON f.member_id = m."ID" GROUP BY m."ID", m.name HAVING count(*) >= 2`,
    );
    expect(labelsOf(await ask('Which members have 2 or more followers?')).sort()).toEqual(expected);
    const text = await ask('Show the names of members who have at least 2 followers.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it('having followers or none: through the holder reference, not the follower one', async () => {
    const avg = await figure(`SELECT avg(tier) FROM "Member" WHERE "ID" IN (SELECT member_id FROM "Follower")`);
    expect(figureOf(await ask('What is the average tier of members who have followers?'))).toBeCloseTo(avg, 2);
    const none = await names(`SELECT name FROM "Member" WHERE "ID" NOT IN (SELECT member_id FROM "Follower")`);
    const text = await ask('What are the names of members who have no followers?');
    expect(labelsOf(text).sort(), text).toEqual(none);
  });

  it("'the followers of Ana' are named by the other end of the link", async () => {
    const expected = await names(
      `SELECT x.name FROM "Follower" f JOIN "Member" m ON f.member_id = m."ID" JOIN "Member" x ON f.follower_id = x."ID" WHERE m.name = 'Ana'`,
    );
    const text = await ask("Show the names of all of Ana's followers.");
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });
});

/** A reference of a table to itself named by its role after a value: 'which staff have Ada as a mentor'. */
const MENTORS = `
CREATE TABLE staff (staff_id int PRIMARY KEY, full_name text NOT NULL, mentor_id int REFERENCES staff (staff_id));
INSERT INTO staff VALUES (1, 'Ada Moss', NULL), (2, 'Ben Okafor', 1), (3, 'Cleo Park', 1), (4, 'Dev Raman', 2),
  (5, 'Edith Lowe', NULL), (6, 'Finn Hale', 5);
`;

describe("a value followed by 'as a <role>'", () => {
  const open = useScriptSystem(MENTORS, 'Mentoring', 992);
  const { ask, rows } = askerOf(open, NOW);

  it("'which staff have Ada Moss as a mentor' follows the mentor reference, not the staff's own name", async () => {
    const expected = (
      await rows(
        `SELECT s.full_name FROM staff s JOIN staff m ON s.mentor_id = m.staff_id WHERE m.full_name = 'Ada Moss'`,
      )
    )
      .map((r) => String(r[0]))
      .sort();
    const text = await ask('Which staff have Ada Moss as a mentor?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });
});
