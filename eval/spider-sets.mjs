// The Spider dev-split databases imported as evaluation sets (eval/import-spider.mjs), and the gold SQL that the
// mechanical translation cannot carry to PostgreSQL, translated by hand with the same meaning (keyed by the
// question's index in Spider's dev.json). Chosen as the dev databases that read as a business's own records;
// fixed before the engine was asked any of their questions.
export const SPIDER_SETS = {
  employee_hire_evaluation: {
    prefix: 'ehe',
    title: 'Spider dev: employee_hire_evaluation (shops, employees, hiring, evaluation bonuses)',
    system: 'Store Staffing',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables, Capitalised_Snake columns (Employee_ID, Number_products, Is_full_time), a year kept as text (Year_awarded)',
  },
  dog_kennels: {
    prefix: 'dk',
    title: 'Spider dev: dog_kennels (owners, dogs, breeds, sizes, professionals, treatments, charges)',
    system: 'Kennel Manager',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase plural tables (Dogs, Treatment_Types), snake_case columns, numbers kept as text (age, weight), a flag as text 0/1 (abandoned_yn), code lookup tables (breed_code, size_code)',
  },
  student_transcripts_tracking: {
    prefix: 'stt',
    title:
      'Spider dev: student_transcripts_tracking (students, addresses, degree programs, semesters, enrolments, transcripts)',
    system: 'Registrar',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase plural tables (Student_Enrolment_Courses, Transcript_Contents), snake_case columns, two address references per student (current_address_id, permanent_address_id)',
  },
  world_1: {
    prefix: 'w',
    title: 'Spider dev: world_1 (the MySQL world sample: countries, cities, languages)',
    system: 'World Facts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written (from the MySQL world sample): lower-case tables, PascalCase columns (SurfaceArea, IndepYear, LifeExpectancy, GNP), three-letter country codes, a flag as text T/F (IsOfficial)',
  },
};

// SQLite lets a query show a column it neither groups by nor aggregates; PostgreSQL asks that it be grouped by
// (or depend on a grouped primary key). Grouping by the joined table's own key, equal to the other by the join,
// or adding the shown column to the grouping, makes the same groups.
const byEmployee =
  'SELECT t1."Name" FROM "employee" AS t1 JOIN "evaluation" AS t2 ON t1."Employee_ID" = t2."Employee_ID" GROUP BY t1."Employee_ID" ORDER BY count(*) DESC LIMIT 1';
const byShop =
  'SELECT t2."Name" FROM "hiring" AS t1 JOIN "shop" AS t2 ON t1."Shop_ID" = t2."Shop_ID" GROUP BY t2."Shop_ID" ORDER BY count(*) DESC LIMIT 1';
const byOwner =
  'SELECT T1."owner_id", T2."first_name", T2."last_name" FROM "Dogs" AS T1 JOIN "Owners" AS T2 ON T1."owner_id" = T2."owner_id" GROUP BY T1."owner_id", T2."owner_id" ORDER BY count(*) DESC LIMIT 1';
const byDepartment =
  'SELECT T2."department_name", T1."department_id" FROM "Degree_Programs" AS T1 JOIN "Departments" AS T2 ON T1."department_id" = T2."department_id" GROUP BY T1."department_id", T2."department_id" ORDER BY count(*) DESC LIMIT 1';
const transcriptsWith = (tail) =>
  `SELECT T2."transcript_date", T1."transcript_id" FROM "Transcript_Contents" AS T1 JOIN "Transcripts" AS T2 ON T1."transcript_id" = T2."transcript_id" GROUP BY T1."transcript_id", T2."transcript_id" ${tail}`;
// SQLite reads a number kept as text as a number inside avg() and in a comparison with a number; PostgreSQL
// needs the cast said.
const avgAge = 'SELECT avg("age"::numeric) FROM "Dogs"';
// A join with no ON is a cross join in SQLite.
const belowAverageCost =
  'SELECT DISTINCT T1."first_name", T1."last_name" FROM "Professionals" AS T1 CROSS JOIN "Treatments" AS T2 WHERE "cost_of_treatment" < (SELECT avg("cost_of_treatment") FROM "Treatments")';
const abandoned = `SELECT "name", "age", "weight" FROM "Dogs" WHERE "abandoned_yn" = '1'`;
// SQLite shows, beside max(), the other columns of the row that holds the maximum.
const topLanguage =
  'SELECT DISTINCT ON ("CountryCode") "Language", "CountryCode", "Percentage" FROM "countrylanguage" ORDER BY "CountryCode", "Percentage" DESC';

/** Gold SQL translated by hand (why: the comments above). */
export const TRANSLATED = {
  277: byEmployee,
  278: byEmployee,
  283: byShop,
  284: byShop,
  515: byDepartment,
  516: byDepartment,
  551: transcriptsWith('HAVING count(*) >= 2'),
  552: transcriptsWith('HAVING count(*) >= 2'),
  573: transcriptsWith('ORDER BY count(*) ASC LIMIT 1'),
  574: transcriptsWith('ORDER BY count(*) ASC LIMIT 1'),
  816: topLanguage,
  817: topLanguage,
  920: 'SELECT avg("age"::numeric) FROM "Dogs" WHERE "dog_id" IN (SELECT "dog_id" FROM "Treatments")',
  921: 'SELECT avg("age"::numeric) FROM "Dogs" WHERE "dog_id" IN (SELECT "dog_id" FROM "Treatments")',
  930: byOwner,
  931: byOwner,
  944: belowAverageCost,
  945: belowAverageCost,
  974: 'SELECT count(*) FROM "Dogs" WHERE "age"::numeric < (SELECT avg("age"::numeric) FROM "Dogs")',
  975: 'SELECT count(*) FROM "Dogs" WHERE "age"::numeric < (SELECT avg("age"::numeric) FROM "Dogs")',
  984: abandoned,
  985: abandoned,
  986: avgAge,
  987: avgAge,
};

/** Gold SQL with no PostgreSQL reading of the same meaning, with why. */
export const UNTRANSLATABLE = {
  // "What is the average transcript date?": SQLite's avg() of date texts averages their leading year digits.
  563: 'avg() of dates kept as text: SQLite averages the leading year digits, a figure no date average gives',
  564: 'avg() of dates kept as text: SQLite averages the leading year digits, a figure no date average gives',
};
