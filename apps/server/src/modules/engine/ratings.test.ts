import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';
import { figureOf, labelsOf } from './testing/answer-text';

/**
 * Conditions said in words on scored records (readings/flag-phrases.ts, readings/equalities.ts,
 * readings/aggregate-conditions.ts): a yes/no column named by a phrase ('recommended for closure', 'approved for
 * renewal of certification'), a number after the word of a numeric column ('scored 95', 'a score of 4', 'a score
 * of 90 or above'), and a condition on a group's aggregate ('an average score below 80') read as HAVING. Two
 * schemas of our own, one in snake_case and one with prefixed, abbreviated camelCase names; every expected answer
 * comes from SQL run here.
 */

interface Case {
  question: string;
  /** The expected answer: labels (in any order), or one figure. */
  sql: string;
  kind: 'list' | 'figure';
}

function suite(title: string, script: string, cases: Case[], refusals: string[] = []) {
  describe(title, () => {
    const engine = new SoeLocal();
    const now = new Date('2026-06-15T12:00:00Z');
    let db: PGlite;
    let system: EngineSystem;
    beforeAll(async () => {
      db = new PGlite();
      await db.exec(script);
      system = pgliteSystem(db, await discoverPglite(db), title, 930);
    }, 120_000);
    afterAll(async () => db?.close());

    it.each(cases)('$question', async ({ question, sql, kind }) => {
      const expected = (await db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows.map((r) => r[0]);
      const answer = await engine.answer(question, [system], { now });
      expect(answer.understood, answer.text).toBe(true);
      if (kind === 'figure') {
        expect(figureOf(answer.text), answer.text).toBe(Number(expected[0]));
        return;
      }
      expect(expected.length).toBeGreaterThan(0);
      expect(labelsOf(answer.text).sort(), answer.text).toEqual(expected.map(String).sort());
    });

    it.each(refusals)('gives no figure for %s', async (question) => {
      const answer = await engine.answer(question, [system], { now });
      expect(answer.text).not.toMatch(/\*\*|\[TABLE/);
    });
  });
}

// Restaurants and their yearly inspections; the scores vary by restaurant and year so that each condition picks
// a different set.
suite(
  'restaurant inspections (snake_case)',
  `
  CREATE TABLE restaurants (restaurant_id integer PRIMARY KEY, name text NOT NULL, city text NOT NULL);
  CREATE TABLE inspections (
    inspection_id integer PRIMARY KEY,
    restaurant_id integer NOT NULL REFERENCES restaurants(restaurant_id),
    inspection_year integer NOT NULL,
    inspected_on date NOT NULL,
    score integer NOT NULL,
    closure_recommended boolean NOT NULL
  );
  INSERT INTO restaurants
    SELECT i, 'Diner ' || chr(64 + i), (ARRAY['Lisbon', 'Porto', 'Braga'])[1 + i % 3] FROM generate_series(1, 12) i;
  INSERT INTO inspections
    SELECT r * 10 + y, r, 2022 + y, make_date(2022 + y, 1 + (r * 3 + y) % 12, 10),
           60 + (r * 7 + y * 11) % 41, (r + y) % 4 = 0
    FROM generate_series(1, 12) r, generate_series(0, 3) y;
  `,
  [
    {
      question: 'Which restaurants scored 95 in the 2025 inspection cycle?',
      kind: 'list',
      sql: `SELECT r.name FROM inspections i JOIN restaurants r USING (restaurant_id)
            WHERE i.score = 95 AND i.inspection_year = 2025`,
    },
    {
      question: 'How many inspections had a score of 90?',
      kind: 'figure',
      sql: 'SELECT count(*) FROM inspections WHERE score = 90',
    },
    {
      question: 'How many inspections had a score of 90 or above?',
      kind: 'figure',
      sql: 'SELECT count(*) FROM inspections WHERE score >= 90',
    },
    {
      question: 'Which restaurants were recommended for closure?',
      kind: 'list',
      sql: `SELECT DISTINCT r.name FROM inspections i JOIN restaurants r USING (restaurant_id)
            WHERE i.closure_recommended`,
    },
    {
      question: 'How many inspections were not recommended for closure?',
      kind: 'figure',
      sql: 'SELECT count(*) FROM inspections WHERE NOT closure_recommended',
    },
    {
      question: 'Which cities have an average score below 80?',
      kind: 'list',
      sql: `SELECT r.city FROM inspections i JOIN restaurants r USING (restaurant_id)
            GROUP BY 1 HAVING avg(i.score) < 80`,
    },
    {
      question: 'Which restaurants had a minimum score above 65?',
      kind: 'list',
      sql: `SELECT r.name FROM inspections i JOIN restaurants r USING (restaurant_id)
            GROUP BY r.restaurant_id, 1 HAVING min(i.score) > 65`,
    },
    {
      question: 'Which restaurants have an average score above 81 and a minimum score above 66?',
      kind: 'list',
      sql: `SELECT r.name FROM inspections i JOIN restaurants r USING (restaurant_id)
            GROUP BY r.restaurant_id, 1 HAVING avg(i.score) > 81 AND min(i.score) > 66`,
    },
    {
      question: 'How many restaurants have an average score above 80?',
      kind: 'figure',
      sql: `SELECT count(*) FROM (SELECT restaurant_id FROM inspections GROUP BY 1 HAVING avg(score) > 80) x`,
    },
  ],
);

// Suppliers and their audits, named the way hand-built schemas abbreviate: a table prefix, a column prefix per
// table, and abbreviated words ('Cert', 'Renew', 'Flg', 'Yr', 'Num').
suite(
  'supplier audits (prefixed camelCase)',
  `
  CREATE TABLE "tblSupplier" ("supId" integer PRIMARY KEY, "supName" text NOT NULL, "supCountry" text NOT NULL);
  CREATE TABLE "tblAudit" (
    "audId" integer PRIMARY KEY,
    "audSupId" integer NOT NULL REFERENCES "tblSupplier"("supId"),
    "audYr" integer NOT NULL,
    "audDt" date NOT NULL,
    "audScoreNum" integer NOT NULL,
    "audCertRenewFlg" boolean NOT NULL
  );
  CREATE TABLE "tblShipment" (
    "shpId" integer PRIMARY KEY,
    "shpSupId" integer NOT NULL REFERENCES "tblSupplier"("supId"),
    "shpDt" date NOT NULL,
    "shpQtyNum" integer NOT NULL
  );
  INSERT INTO "tblSupplier"
    SELECT i, 'Supplier ' || chr(64 + i), (ARRAY['Chile', 'Peru', 'Spain', 'Kenya'])[1 + i % 4]
    FROM generate_series(1, 10) i;
  INSERT INTO "tblAudit"
    SELECT s * 10 + y, s, 2023 + y, make_date(2023 + y, 1 + (s + y * 5) % 12, 5),
           1 + (s * 3 + y * 2) % 5, (s * 2 + y) % 3 <> 0
    FROM generate_series(1, 10) s, generate_series(0, 2) y;
  INSERT INTO "tblShipment"
    SELECT i, 1 + i % 10, make_date(2025, 1 + i % 12, 1 + i % 27), 5 + i % 40 FROM generate_series(1, 60) i;
  `,
  [
    {
      question:
        'Which suppliers were given a score of 4 in the 2025 audit cycle and approved for renewal of certification?',
      kind: 'list',
      sql: `SELECT s."supName" FROM "tblAudit" a JOIN "tblSupplier" s ON s."supId" = a."audSupId"
            WHERE a."audScoreNum" = 4 AND a."audCertRenewFlg" AND a."audYr" = 2025`,
    },
    {
      question: 'Which suppliers got a score of 3 in the 2024 audit cycle and no certificate renewal?',
      kind: 'list',
      sql: `SELECT s."supName" FROM "tblAudit" a JOIN "tblSupplier" s ON s."supId" = a."audSupId"
            WHERE a."audScoreNum" = 3 AND NOT a."audCertRenewFlg" AND a."audYr" = 2024`,
    },
    {
      question: 'Which suppliers scored 2 or lower in the 2023 audit cycle?',
      kind: 'list',
      sql: `SELECT s."supName" FROM "tblAudit" a JOIN "tblSupplier" s ON s."supId" = a."audSupId"
            WHERE a."audScoreNum" <= 2 AND a."audYr" = 2023`,
    },
    {
      question: 'Which countries have an average score above 3?',
      kind: 'list',
      sql: `SELECT s."supCountry" FROM "tblAudit" a JOIN "tblSupplier" s ON s."supId" = a."audSupId"
            GROUP BY 1 HAVING avg(a."audScoreNum") > 3`,
    },
    {
      question: 'Which suppliers shipped a total quantity above 130?',
      kind: 'list',
      sql: `SELECT s."supName" FROM "tblShipment" x JOIN "tblSupplier" s ON s."supId" = x."shpSupId"
            GROUP BY s."supId", 1 HAVING sum(x."shpQtyNum") > 130`,
    },
  ],
  [
    // Audits and shipments joined through their supplier repeat each other's rows: the total would be inflated.
    'Which suppliers have an average score above 3 and a total quantity above 130?',
    // No grouping is named for the average, and a condition on all audits at once would answer another question.
    'What is the total quantity shipped where the average score is above 3?',
  ],
);
