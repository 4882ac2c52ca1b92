import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The parts of the Spider import (eval/spider-sql.mjs) that decide what a source question becomes, and the
// scorer's reading of how an answer presents itself (eval/score.mjs, stance). Both are plain JS at the
// repository's root, loaded by URL.
type Res = { rows: unknown[][]; fields: Array<{ dataTypeID: number }> };
interface SpiderSql {
  translate(
    sql: string,
    names: Map<string, string>,
    tables?: Map<string, string>,
    columns?: Map<string, Map<string, string>>,
  ): string;
  keptKind(res: Res, sql: string): { kind: string; sql: string } | null;
  tieAtCut(pg: PGlite, sql: string): Promise<boolean>;
  pgType(declared: string, values: unknown[], notes: string[], where: string): string;
  formOf(sql: string): string;
}
const root = new URL('../../../', import.meta.url);
const load = <T>(path: string) => import(new URL(path, root).href) as Promise<T>;

describe('Spider import', () => {
  let s: SpiderSql;
  let pg: PGlite;
  const run = async (sql: string) => (await pg.query(sql, [], { rowMode: 'array' })) as unknown as Res;
  beforeAll(async () => {
    s = await load<SpiderSql>('eval/spider-sql.mjs');
    pg = new PGlite();
    await pg.exec(`
      CREATE TABLE "Dogs" ("dog_id" integer PRIMARY KEY, "Name" text, "breed_code" varchar(10), "age" varchar(20),
        "date_arrived" timestamp);
      INSERT INTO "Dogs" VALUES (1, 'Kacey', 'ESK', '6', '2017-09-08 20:10:13'), (2, 'Hipolito', 'BUL', '9', NULL),
        (3, 'Mavis', 'BUL', '8', NULL), (4, 'Houston', 'ESK', '5', NULL), (5, 'Jeffrey', 'HUS', '4', NULL);`);
  });
  afterAll(async () => pg?.close());

  const names = new Map([
    ['dogs', 'Dogs'],
    ['name', 'Name'],
    ['breed_code', 'breed_code'],
    ['age', 'age'],
  ]);

  it('quotes the names of the database in their exact spelling, and nothing else', () => {
    expect(
      s.translate('SELECT T1.name ,  count(*) FROM dogs AS T1 WHERE T1.Breed_Code = "ESK" GROUP BY T1.name', names),
    ).toBe(`SELECT T1."Name" , count(*) FROM "Dogs" AS T1 WHERE T1."breed_code" = 'ESK' GROUP BY T1."Name"`);
  });

  it('keeps a reserved word written bare a keyword, where a column shares its name', () => {
    // Spider's railway: train."From" is a column; a bare FROM in its gold SQL is the keyword.
    const columns = new Map([
      ['from', 'From'],
      ['name', 'Name'],
      ['train', 'train'],
    ]);
    expect(s.translate('SELECT name ,  "From" FROM train WHERE name = "Express"', columns)).toBe(
      `SELECT "Name" , "From" FROM "train" WHERE "Name" = 'Express'`,
    );
  });

  it('spells a name as its table where it stands as one, when a column shares the name in another case', () => {
    // Spider's orchestra: table `orchestra`, column `Orchestra`. SQLite ignores the case; PostgreSQL's quoted names do not.
    const columns = new Map([
      ['orchestra', 'Orchestra'],
      ['orchestra_id', 'Orchestra_ID'],
    ]);
    const tables = new Map([['orchestra', 'orchestra']]);
    const sql = s.translate(
      'SELECT Orchestra FROM orchestra AS T1 JOIN orchestra ON orchestra.orchestra_id = 1',
      columns,
      tables,
    );
    expect(sql).toBe('SELECT "Orchestra" FROM "orchestra" AS T1 JOIN "orchestra" ON "orchestra"."Orchestra_ID" = 1');
  });

  it('reads a column two tables spell in different cases by the table the query means', () => {
    // Spider's activity_1: Student.LName and Faculty.Lname, Student.StuID and Participates_in.stuid.
    const columns = new Map([
      [
        'student',
        new Map([
          ['stuid', 'StuID'],
          ['lname', 'LName'],
          ['advisor', 'Advisor'],
        ]),
      ],
      [
        'faculty',
        new Map([
          ['facid', 'FacID'],
          ['lname', 'Lname'],
        ]),
      ],
      [
        'participates_in',
        new Map([
          ['stuid', 'stuid'],
          ['actid', 'actid'],
        ]),
      ],
    ]);
    const tables = new Map([...columns.keys()].map((t) => [t, t]));
    const names = new Map([
      ['facid', 'FacID'],
      ['advisor', 'Advisor'],
      ['actid', 'actid'],
      ['age', 'Age'],
    ]);
    const tr = (sql: string) => s.translate(sql, names, tables, columns);
    // by alias, in the SELECT list before the alias is declared and in the WHERE after it
    expect(
      tr('SELECT T1.lname FROM Faculty AS T1 JOIN Student AS T2 ON T1.FacID = T2.advisor WHERE T2.lname = "Smith"'),
    ).toBe(
      `SELECT T1."Lname" FROM "faculty" AS T1 JOIN "student" AS T2 ON T1."FacID" = T2."Advisor" WHERE T2."LName" = 'Smith'`,
    );
    // a bare name by the one table of its own SELECT; each side of EXCEPT is a scope of its own
    expect(tr('SELECT StuID FROM Student EXCEPT SELECT StuID FROM Participates_in')).toBe(
      'SELECT "StuID" FROM "student" EXCEPT SELECT "stuid" FROM "participates_in"',
    );
    // a subquery's aliases hide the outer ones, and the outer scope comes back after it
    expect(
      tr('SELECT lname FROM Student WHERE StuID NOT IN (SELECT T1.stuid FROM Participates_in AS T1) AND lname = "x"'),
    ).toBe(
      `SELECT "LName" FROM "student" WHERE "StuID" NOT IN (SELECT T1."stuid" FROM "participates_in" AS T1) AND "LName" = 'x'`,
    );
    // a bare name two tables of one SELECT have is left to a hand translation
    expect(() => tr('SELECT lname FROM Faculty AS T1 JOIN Student AS T2 ON T1.FacID = T2.advisor')).toThrow(
      /several tables/,
    );
  });

  it("reads SQLite's double-quoted strings as strings, and its LIKE as ignoring case", () => {
    const sql = s.translate(`SELECT name FROM dogs WHERE name LIKE "%ke%" OR name = "O'Hara"`, names);
    expect(sql).toBe(`SELECT "Name" FROM "Dogs" WHERE "Name" ILIKE '%ke%' OR "Name" = 'O''Hara'`);
  });

  it('keeps one number, a column of names, and label-number rows; leaves other shapes out', async () => {
    const kept = async (sql: string) => s.keptKind(await run(sql), sql);
    expect(await kept('SELECT count(*) FROM "Dogs"')).toEqual({ kind: 'scalar', sql: 'SELECT count(*) FROM "Dogs"' });
    expect((await kept('SELECT "Name" FROM "Dogs"'))?.kind).toBe('list');
    expect((await kept('SELECT "breed_code", count(*) FROM "Dogs" GROUP BY 1'))?.kind).toBe('set');
    // A number before its label is moved after it, and the rows come out the same.
    const swapped = await kept('SELECT count(*), "breed_code" FROM "Dogs" GROUP BY 2 ORDER BY 1 DESC, 2');
    expect(swapped?.kind).toBe('ranked');
    expect((await run(swapped!.sql)).rows).toEqual([
      ['BUL', 2],
      ['ESK', 2],
      ['HUS', 1],
    ]);
    // The same with the semicolon the gold SQL often ends in, which the wrapping query cannot hold.
    const ended = await kept('SELECT count(*), "breed_code" FROM "Dogs" GROUP BY 2 ORDER BY 1 DESC, 2;');
    expect((await run(ended!.sql)).rows).toEqual((await run(swapped!.sql)).rows);
    expect(await kept('SELECT "Name", "breed_code", "dog_id" FROM "Dogs"')).toBeNull(); // three columns
    expect(await kept('SELECT "Name", "breed_code" FROM "Dogs"')).toBeNull(); // no number
    expect(await kept('SELECT "dog_id" FROM "Dogs"')).toBeNull(); // a column of numbers
    expect(await kept('SELECT "date_arrived", "dog_id" FROM "Dogs"')).toBeNull(); // a date as a label
    expect(await kept(`SELECT "Name" FROM "Dogs" WHERE "Name" = 'Rex'`)).toBeNull(); // empty
    expect(await kept('SELECT avg("dog_id") FROM "Dogs" WHERE false')).toBeNull(); // no figure
  });

  it('finds a top-N cut that falls inside a tie, on the query’s own ordering key', async () => {
    const byBreed = 'SELECT "breed_code" FROM "Dogs" GROUP BY "breed_code" ORDER BY count(*) DESC LIMIT';
    expect(await s.tieAtCut(pg, `${byBreed} 1`)).toBe(true); // BUL and ESK have two dogs each
    expect(await s.tieAtCut(pg, `${byBreed} 2`)).toBe(false); // HUS, next, has one
    expect(await s.tieAtCut(pg, `${byBreed} 1;`)).toBe(true); // as the gold SQL often ends
    expect(await s.tieAtCut(pg, 'SELECT "Name" FROM "Dogs" ORDER BY "age"::numeric DESC LIMIT 1')).toBe(false);
    expect(await s.tieAtCut(pg, 'SELECT "Name" FROM "Dogs"')).toBe(false);
  });

  it('takes a declared type only when the values fit it', () => {
    const notes: string[] = [];
    expect(s.pgType('INTEGER', [1, 2, null], notes, 't.a')).toBe('integer');
    expect(s.pgType('VARCHAR(10)', ['Daily Accommodation'], notes, 't.b')).toBe('varchar(19)');
    expect(s.pgType('int', ['12', 'n/a'], notes, 't.c')).toBe('text');
    expect(s.pgType('float(10,2)', [1.5, 2], notes, 't.d')).toBe('numeric(10,2)');
    expect(s.pgType('DATETIME', ['2018-03-25 06:58:44'], notes, 't.e')).toBe('timestamp');
    // MySQL's zero date (hr_1's job_history) is no calendar day: PostgreSQL refuses it as a date, so the column is text.
    expect(s.pgType('date', ['1987-06-17', null], notes, 't.f')).toBe('date');
    expect(s.pgType('date', ['1993-01-13', '0000-00-00'], notes, 't.g')).toBe('text');
    expect(s.pgType('DATETIME', ['2018-13-01 10:00'], notes, 't.h')).toBe('text');
    expect(notes).toHaveLength(4);
    expect(notes[0]).toMatch(/^t\.b: declared VARCHAR\(10\), holds values of 19 characters/);
  });

  it("reads a question's form off its gold SQL", () => {
    expect(s.formOf('SELECT a FROM t INTERSECT SELECT a FROM u')).toBe('set-operation');
    expect(s.formOf('SELECT a FROM t WHERE b > (SELECT avg(b) FROM t)')).toBe('nested');
    expect(s.formOf('SELECT a FROM t JOIN u ON t.x = u.x ORDER BY b DESC LIMIT 1')).toBe('top-join');
    expect(s.formOf('SELECT a, count(*) FROM t GROUP BY a')).toBe('group');
    expect(s.formOf('SELECT count(*) FROM t')).toBe('plain');
  });
});

// The import itself reads the SQLite file with the sqlite3 program (3.33 or later), as eval/import-spider.mjs says.
const hasSqlite3 = spawnSync('sqlite3', ['-version']).status === 0;

describe('the Spider import of a database (eval/import-spider.mjs)', () => {
  it.skipIf(!hasSqlite3)(
    "reads a column named like a table spelt otherwise as the column, and the table's name where a table stands",
    async () => {
      // Spider's match_season: columns match_season.Country and Team reference the tables country and team. SQLite
      // ignores the case; PostgreSQL's quoted names do not, so `T2.Country` must be written "Country", `FROM country`
      // "country". The import writes eval/datasets/<db>.sql and eval/sets/<db>.json next to itself: it runs here in
      // a scratch copy with the repository's layout, on a small SQLite file of that shape.
      const dir = mkdtempSync(join(tmpdir(), 'spider-import-'));
      try {
        mkdirSync(join(dir, 'eval', 'datasets'), { recursive: true });
        mkdirSync(join(dir, 'eval', 'sets'));
        for (const f of ['import-spider.mjs', 'spider-sets.mjs', 'spider-sql.mjs'])
          copyFileSync(new URL(`eval/${f}`, root), join(dir, 'eval', f));
        symlinkSync(fileURLToPath(new URL('node_modules', root)), join(dir, 'node_modules'), 'dir');
        const db = join(dir, 'spider', 'database', 'match_season');
        mkdirSync(db, { recursive: true });
        execFileSync('sqlite3', [join(db, 'match_season.sqlite')], {
          input: `
            CREATE TABLE "country" ("Country_id" int, "Country_name" text, PRIMARY KEY ("Country_id"));
            CREATE TABLE \`team\` (\`Team_id\` int, \`Name\` text, PRIMARY KEY (\`Team_id\`));
            CREATE TABLE "match_season" ("Season" real, "Player" text, "Position" text, "Country" int, "Team" int,
              PRIMARY KEY ("Season"), FOREIGN KEY (\`Country\`) REFERENCES \`country\`(\`Country_id\`),
              FOREIGN KEY (\`Team\`) REFERENCES \`team\`(\`Team_id\`));
            CREATE TABLE "player" ("Player_ID" int, "Player" text, "Team" int, PRIMARY KEY ("Player_ID"),
              FOREIGN KEY (\`Team\`) REFERENCES \`team\`(\`Team_id\`));
            INSERT INTO country VALUES (1, 'Indonesia'), (4, 'Ireland');
            INSERT INTO team VALUES (1, 'Columbus Crew'), (2, 'Evalyn Feil'), (3, 'Miami Fusion');
            INSERT INTO match_season VALUES (1996, 'Steve Ralston', 'Midfielder', 4, 1),
              (2003, 'Damani Ralph', 'Forward', 1, 2), (2004, 'Clint Dempsey', 'Midfielder', 4, 1);
            INSERT INTO player VALUES (1, 'Cho Soong-Jae', 1);`,
        });
        // Gold SQL of the train split as match_season's questions write it, each at an index no hand translation
        // names (eval/spider-sets.mjs), the others filled with another database's questions.
        const { TRANSLATED_TRAIN, UNTRANSLATABLE_TRAIN } = await load<{
          TRANSLATED_TRAIN: Record<number, string>;
          UNTRANSLATABLE_TRAIN: Record<number, string>;
        }>('eval/spider-sets.mjs');
        const gold = [
          'SELECT count(DISTINCT Team) FROM match_season',
          'SELECT T2.Player FROM country AS T1 JOIN match_season AS T2 ON T1.Country_id  =  T2.Country WHERE T1.Country_name  =  "Indonesia"',
          'SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)',
          'SELECT count(*) FROM country JOIN match_season ON country.Country_id  =  match_season.Country',
        ];
        const items: Array<{ db_id: string; question: string; query: string }> = [];
        for (const query of gold) {
          while (items.length in TRANSLATED_TRAIN || items.length in UNTRANSLATABLE_TRAIN)
            items.push({ db_id: 'other', question: 'x', query: 'SELECT 1' });
          items.push({ db_id: 'match_season', question: `question ${items.length}`, query });
        }
        writeFileSync(join(dir, 'spider', 'train_spider.json'), JSON.stringify(items));

        const out = spawnSync(
          process.execPath,
          [join(dir, 'eval', 'import-spider.mjs'), '--split', 'train', join(dir, 'spider'), 'match_season'],
          { encoding: 'utf8' },
        );
        expect(out.status, out.stderr).toBe(0);
        expect(out.stdout).not.toMatch(/spelt/);
        const set = JSON.parse(readFileSync(join(dir, 'eval', 'sets', 'match_season.json'), 'utf8')) as {
          questions: Array<{ kind: string; sql: string }>;
        };
        expect(set.questions.map((q) => [q.kind, q.sql])).toEqual([
          ['scalar', 'SELECT count(DISTINCT "Team") FROM "match_season"'],
          [
            'list',
            `SELECT T2."Player" FROM "country" AS T1 JOIN "match_season" AS T2 ON T1."Country_id" = T2."Country" WHERE T1."Country_name" = 'Indonesia'`,
          ],
          ['list', 'SELECT "Name" FROM "team" WHERE "Team_id" NOT IN (SELECT "Team" FROM "match_season")'],
          [
            'scalar',
            'SELECT count(*) FROM "country" JOIN "match_season" ON "country"."Country_id" = "match_season"."Country"',
          ],
        ]);
        expect(readFileSync(join(dir, 'eval', 'datasets', 'match_season.sql'), 'utf8')).toContain(
          'ALTER TABLE "match_season" ADD FOREIGN KEY ("Country") REFERENCES "country" ("Country_id");',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('the stance of an answer', () => {
  it('tells a hedged answer, a refusal and an answer stated as fact apart', async () => {
    const { stance } = await load<{ stance: (t: string) => string }>('eval/score.mjs');
    expect(stance('I read this as number of dogs. Number of dogs: **15**')).toBe('hedged');
    expect(stance('I could not map "his", "her" to anything in Kennel Manager, so I have no figure to give.')).toBe(
      'refused',
    );
    expect(
      stance('I understood the question as dogs with the lowest date of birth, but Kennels could not run the query: x'),
    ).toBe('refused');
    expect(stance('No data for number of treatments where number of treatments over 1000')).toBe('fact');
    expect(stance('(Read "section" as "sections".) 1 courses where section name is h')).toBe('fact');
  });
});

describe('the score of a listed answer', () => {
  it("finds a label holding a line break in the table's cells, where the text keeps it escaped", async () => {
    type Expected = { id: string; question: string; kind: 'list'; labels: string[] };
    const { score } = await load<{ score: (e: Expected, t: string) => { pass: boolean } }>('eval/score.mjs');
    const expected: Expected = { id: 'x', question: 'q', kind: 'list', labels: ["36594 O'Keefe Lock\nNew Cali, RI"] };
    const table = (cell: string) =>
      `1 addresses (from Stores, table Addresses).\n\n[TABLE:${JSON.stringify({
        headers: [{ label: 'Address details', key: 'a', align: 'left' }],
        rows: [{ a: cell }],
      })}]`;
    expect(score(expected, table("36594 O'Keefe Lock\nNew Cali, RI")).pass).toBe(true);
    expect(score(expected, table("36594 O'Keefe Lock\nOld Cali, RI")).pass).toBe(false);
  });
});

describe('the score of a figure', () => {
  it('takes a figure within 0.5 %, but a whole number of four digits or more (an id, a year) only as itself', async () => {
    type Expected = { id: string; question: string; kind: 'scalar'; value: number };
    const { score } = await load<{ score: (e: Expected, t: string) => { pass: boolean } }>('eval/score.mjs');
    const of = (value: number) => ({ id: 'x', question: 'q', kind: 'scalar' as const, value });
    expect(score(of(21.714286), 'Average age: **21.71**').pass).toBe(true);
    expect(score(of(229.5), 'Average velocity: **229.6**').pass).toBe(true);
    expect(score(of(100000001), 'Patient: **100000004**').pass).toBe(false);
    expect(score(of(100000001), 'Patient: **100,000,001**').pass).toBe(true);
    expect(score(of(2007), 'Year: **2010**').pass).toBe(false);
    expect(score(of(696377), 'Total attendance: **696,377**').pass).toBe(true);
  });
});
