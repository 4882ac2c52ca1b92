import { describe, expect, it } from 'vitest';
import type { DiscoveredSchema, SchemaField } from '../../connectors/schema';
import { checkReadOnlySql, type SqlCheck, type SqlDialect } from './read-only-sql';

const field = (name: string, type: SchemaField['type'] = 'text'): SchemaField => ({
  name,
  type,
  nativeType: type,
  nullable: true,
  isPrimaryKey: name === 'id',
});

/**
 * The served schema: users.password_hash exists in the database but is a secret field, so it is not here (as
 * SystemsService.schemaOf serves it). Every attack below tries to read it anyway.
 */
const schema: DiscoveredSchema = {
  discoveredAt: '2026-01-01T00:00:00Z',
  relations: [],
  entities: [
    {
      name: 'public.invoice',
      table: 'invoice',
      namespace: 'public',
      fields: [
        field('id', 'integer'),
        field('customer_id', 'integer'),
        field('total', 'decimal'),
        field('issued_on', 'date'),
      ],
      primaryKey: ['id'],
      rowCount: 10,
    },
    {
      name: 'public.users',
      table: 'users',
      namespace: 'public',
      fields: [field('id', 'integer'), field('name'), field('country'), field('weird"name')],
      primaryKey: ['id'],
      rowCount: 3,
    },
    {
      name: 'sales.Orders',
      table: 'Orders',
      namespace: 'sales',
      fields: [field('id', 'integer'), field('user_id', 'integer'), field('Amount', 'decimal')],
      primaryKey: ['id'],
      rowCount: 3,
    },
  ],
};

const check = (sql: string, dialect: SqlDialect = 'postgres') => checkReadOnlySql(sql, dialect, schema);
const ok = (sql: string, dialect: SqlDialect = 'postgres') => {
  const result = check(sql, dialect);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
};
const refused = (sql: string, dialect: SqlDialect = 'postgres') => {
  const result = check(sql, dialect);
  if (result.ok) throw new Error(`ran: ${result.sql}`);
  return result as Extract<SqlCheck, { ok: false }>;
};
/** Nothing a statement can run may name the secret column, in any spelling. */
const noSecret = (result: SqlCheck) => expect(JSON.stringify(result)).not.toMatch(/password|hash/i);

describe('checkReadOnlySql: what runs', () => {
  it('writes the statement again: names quoted and qualified, * spelt out, every column named', () => {
    expect(ok('SELECT * FROM invoice WHERE total > 10 ORDER BY issued_on DESC LIMIT 5')).toEqual({
      ok: true,
      sql:
        'SELECT "invoice"."id" AS "id", "invoice"."customer_id" AS "customer_id", "invoice"."total" AS "total", ' +
        '"invoice"."issued_on" AS "issued_on" FROM "public"."invoice" AS "invoice" WHERE ("invoice"."total" > 10) ' +
        'ORDER BY 4 DESC LIMIT 5',
      tables: ['public.invoice'],
      columns: ['id', 'customer_id', 'total', 'issued_on'],
    });
  });

  it('joins, groups, aggregates and orders by a select alias or a position', () => {
    const result = ok(
      `SELECT u.country, count(*) AS invoices, sum(i.total) FROM users u JOIN invoice i ON i.customer_id = u.id
       WHERE i.issued_on >= DATE '2025-01-01' GROUP BY u.country HAVING sum(i.total) > 100 ORDER BY invoices DESC, 1`,
    );
    expect(result.sql).toBe(
      'SELECT "u"."country" AS "country", count(*) AS "invoices", sum("i"."total") AS "sum" FROM "public"."users" AS "u" ' +
        'JOIN "public"."invoice" AS "i" ON ("i"."customer_id" = "u"."id") WHERE ("i"."issued_on" >= DATE \'2025-01-01\') ' +
        'GROUP BY "u"."country" HAVING (sum("i"."total") > 100) ORDER BY 2 DESC, 1',
    );
    expect(result.tables.sort()).toEqual(['public.invoice', 'public.users']);
  });

  it('matches names case-insensitively, namespace-qualified or bare, and quotes them as the schema spells them', () => {
    expect(ok('select AMOUNT from SALES.orders').sql).toBe(
      'SELECT "Orders"."Amount" AS "AMOUNT" FROM "sales"."Orders" AS "Orders"',
    );
    expect(ok('SELECT "Amount" FROM "Orders"').sql).toBe(
      'SELECT "Orders"."Amount" AS "Amount" FROM "sales"."Orders" AS "Orders"',
    );
    expect(ok('SELECT public.invoice.total FROM public.invoice').sql).toBe(
      'SELECT "invoice"."total" AS "total" FROM "public"."invoice" AS "invoice"',
    );
    // A name holding a double quote is read whole and written back escaped.
    expect(ok('SELECT "weird""name" FROM users').sql).toBe(
      'SELECT "users"."weird""name" AS "weird""name" FROM "public"."users" AS "users"',
    );
  });

  it('allows WITH names, subquery aliases, set operations, windows, CASE, casts and the usual functions', () => {
    const statements = [
      'WITH big AS (SELECT customer_id, sum(total) AS t FROM invoice GROUP BY customer_id) SELECT b.t, u.name FROM big b JOIN users u ON u.id = b.customer_id',
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r',
      'SELECT q.n FROM (SELECT count(*) AS n FROM invoice) AS q',
      'SELECT name FROM users UNION SELECT country FROM users ORDER BY 1',
      'SELECT name FROM users INTERSECT SELECT country FROM users',
      'SELECT name, rank() OVER (PARTITION BY country ORDER BY id DESC) FROM users',
      'SELECT sum(total) OVER (ORDER BY issued_on ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM invoice',
      "SELECT CASE WHEN total > 100 THEN 'big' ELSE 'small' END AS size, total::numeric(10,2), CAST(id AS text) FROM invoice",
      "SELECT date_trunc('month', issued_on) AS month, extract(year FROM issued_on), issued_on + interval '1 day' FROM invoice",
      "SELECT coalesce(name, '?'), upper(country), length(name) FROM users WHERE name ILIKE 'a%' AND country IN ('DE', 'FR')",
      'SELECT name FROM users u WHERE EXISTS (SELECT 1 FROM invoice i WHERE i.customer_id = u.id) AND id NOT IN (SELECT customer_id FROM invoice)',
      'SELECT (SELECT max(total) FROM invoice) AS top, now(), current_date',
      "SELECT string_agg(name, ', ' ORDER BY name), percentile_cont(0.5) WITHIN GROUP (ORDER BY id), count(DISTINCT country) FROM users",
      'SELECT sum(total) FILTER (WHERE total > 1) FROM invoice',
      'SELECT u.name, i.total FROM users u JOIN invoice i USING (id)',
      'SELECT 1 -- a comment\n',
      'SELECT 1 /* a ; comment */ ;',
    ];
    for (const sql of statements) expect(ok(sql).sql, sql).toMatch(/^(WITH|SELECT) /);
  });

  it('re-quotes strings so none can end early, whatever the database does with backslashes', () => {
    expect(ok("SELECT 'O''Brien', 'a\\b', $$it's$$, E'x\\'y' FROM users").sql).toBe(
      `SELECT 'O''Brien' AS "column_1", E'a\\\\b' AS "column_2", 'it''s' AS "column_3", 'x''y' AS "column_4" FROM "public"."users" AS "users"`,
    );
    // MySQL reads \' as a quote inside the string: the whole text stays one value.
    expect(ok("SELECT 'x\\' , name FROM users -- '", 'mysql').sql).toBe(
      "SELECT 'x'' , name FROM users -- ' AS `column_1`",
    );
  });

  it('writes MySQL with backticks, LIMIT offset, count as LIMIT … OFFSET, and keeps a top-level order when it is wrapped', () => {
    expect(ok('SELECT `name`, "lit" FROM users ORDER BY name LIMIT 2, 5', 'mysql').sql).toBe(
      "SELECT `users`.`name` AS `name`, 'lit' AS `column_2` FROM `public`.`users` AS `users` ORDER BY 1 LIMIT 5 OFFSET 2",
    );
    expect(ok('SELECT name FROM users ORDER BY name', 'mysql').sql).toMatch(/ORDER BY 1 LIMIT 18446744073709551615$/);
    expect(ok("SELECT IF(total > 1, 'a', 'b'), DATE_FORMAT(issued_on, '%Y-%m') FROM invoice", 'mysql').sql).toContain(
      "if((`invoice`.`total` > 1), 'a', 'b')",
    );
  });

  it('reads OFFSET alone as an offset', () => {
    expect(ok('SELECT id FROM users ORDER BY id OFFSET 2').sql).toMatch(/ ORDER BY 1 OFFSET 2$/);
  });

  it('reads an output name inside a MySQL ORDER BY expression as its expression (as compiled statements order)', () => {
    expect(ok('SELECT YEAR(issued_on) AS y FROM invoice ORDER BY (y IS NULL), y', 'mysql').sql).toBe(
      'SELECT year(`invoice`.`issued_on`) AS `y` FROM `public`.`invoice` AS `invoice` ORDER BY ((year(`invoice`.`issued_on`)) IS NULL), 1 LIMIT 18446744073709551615',
    );
    // PostgreSQL allows no output name inside an ORDER BY expression; nor does the checker.
    expect(refused('SELECT extract(year FROM issued_on) AS y FROM invoice ORDER BY (y IS NULL)').rule).toBe('column');
  });

  it('names duplicate output columns apart (the runner reads the statement as a subquery)', () => {
    expect(
      ok('SELECT a.id, b.id, count(*), count(*) FROM users a JOIN users b ON a.id = b.id GROUP BY a.id, b.id').columns,
    ).toEqual(['id', 'id_2', 'count', 'count_2']);
  });
});

describe('checkReadOnlySql: refusals name their rule', () => {
  it('one statement: stacked statements, also behind a comment', () => {
    for (const sql of [
      'SELECT 1; SELECT 2',
      'SELECT 1; DROP TABLE users',
      'SELECT 1 /* x */; /* y */ DELETE FROM users',
    ])
      expect(refused(sql).rule, sql).toBe('one statement');
    expect(refused('SELECT 1; DELETE FROM users', 'mysql').message).toBe(
      'Refused (one statement): send exactly one SELECT statement; this text holds more than one',
    );
  });

  it('read only: writes, DDL and the rest, also inside a WITH', () => {
    for (const sql of [
      'INSERT INTO users (name) VALUES (1)',
      'UPDATE users SET name = 1',
      'DELETE FROM users',
      'MERGE INTO users USING invoice ON true WHEN MATCHED THEN DELETE',
      'DROP TABLE users',
      'CREATE TABLE x (a int)',
      'TRUNCATE users',
      'COPY users TO STDOUT',
      'SET statement_timeout = 0',
      'LOCK TABLE users',
      'CALL p()',
      'DO $$ BEGIN END $$',
      'WITH x AS (DELETE FROM users RETURNING id) SELECT id FROM x',
      'WITH x AS (UPDATE users SET name = 1 RETURNING id) SELECT id FROM x',
    ])
      expect(refused(sql).rule, sql).toBe('read only');
    expect(refused('UPDATE users SET name = 1').message).toMatch(/^Refused \(read only\): only SELECT statements run/);
    expect(refused('DELETE FROM users', 'mysql').rule).toBe('read only');
  });

  it('into and locking', () => {
    expect(refused('SELECT name INTO copy FROM users').rule).toBe('into');
    expect(refused("SELECT name FROM users INTO OUTFILE '/tmp/x'", 'mysql').rule).toBe('into');
    expect(refused('SELECT name INTO @x FROM users', 'mysql').rule).toBe('unsupported');
    for (const sql of [
      'SELECT name FROM users FOR UPDATE',
      'SELECT name FROM users FOR SHARE',
      'SELECT name FROM users FOR NO KEY UPDATE',
    ])
      expect(refused(sql).rule, sql).toBe('locking');
    expect(refused('SELECT name FROM users FOR UPDATE', 'mysql').rule).toBe('locking');
    expect(refused('SELECT name FROM users LOCK IN SHARE MODE', 'mysql').rule).toBe('locking');
  });

  it('comment: MySQL runs /*! … */, so it is refused; a plain comment is dropped', () => {
    expect(refused('SELECT /*!50000 SLEEP(5), */ 1', 'mysql').rule).toBe('comment');
    expect(refused('SELECT 1 /*M! , SLEEP(5) */', 'mysql').rule).toBe('comment');
    expect(ok('SELECT 1 # ; DROP TABLE users', 'mysql').sql).toBe('SELECT 1 AS `column_1`');
    expect(ok('SELECT 1 /* /* nested */ ; DROP TABLE users */').sql).toBe('SELECT 1 AS "column_1"');
  });

  it('table: unknown tables with the close ones; catalogs by name', () => {
    expect(refused('SELECT id FROM invoices').message).toBe(
      "Refused (table): no table 'invoices' in this system; did you mean 'public.invoice'?",
    );
    for (const sql of [
      'SELECT * FROM pg_catalog.pg_authid',
      'SELECT * FROM pg_shadow',
      'SELECT * FROM information_schema.columns',
      'SELECT * FROM PG_CATALOG.pg_class',
    ])
      expect(refused(sql).rule, sql).toBe('catalog');
    for (const sql of [
      'SELECT * FROM mysql.user',
      'SELECT * FROM performance_schema.threads',
      'SELECT * FROM information_schema.tables',
    ])
      expect(refused(sql, 'mysql').rule, sql).toBe('catalog');
  });

  it('column: unknown columns with the close ones, and ambiguous ones', () => {
    expect(refused('SELECT totl FROM invoice').message).toBe(
      "Refused (column): no column 'totl' in invoice; did you mean 'total'?",
    );
    expect(refused('SELECT id FROM users, invoice').message).toMatch(
      /'id' is a column of users and invoice; name the table/,
    );
    expect(refused('SELECT invoice.total FROM invoice i').message).toMatch(
      /no table named 'invoice' in this query; did you mean 'i'\?/,
    );
  });

  it('function: anything with side effects or outside the list, and schema-qualified calls', () => {
    for (const sql of [
      'SELECT pg_sleep(10)',
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT dblink('host=x', 'select 1')",
      "SELECT lo_import('/etc/passwd')",
      "SELECT set_config('statement_timeout', '0', false)",
      "SELECT nextval('users_id_seq')",
      "SELECT current_setting('data_directory')",
      'SELECT version()',
      'SELECT "pg_sleep"(1)',
      'SELECT pg_catalog.lower(name) FROM users',
      'SELECT public.lower(name) FROM users',
      'SELECT row_to_json(u) FROM users u',
      'SELECT to_jsonb(u) FROM users u',
      'SELECT json_agg(u) FROM users u',
      'SELECT pg_terminate_backend(1)',
      'SELECT txid_current()',
    ])
      expect(['function', 'unsupported'], sql).toContain(refused(sql).rule);
    expect(refused('SELECT pg_sleep(10)').message).toMatch(
      /^Refused \(function\): pg_sleep\(\) is not an allowed function/,
    );
    for (const sql of [
      "SELECT LOAD_FILE('/etc/passwd')",
      'SELECT SLEEP(5)',
      'SELECT BENCHMARK(1000000, md5(1))',
      'SELECT @@version',
    ])
      expect(['function', 'unsupported'], sql).toContain(refused(sql, 'mysql').rule);
  });

  it('syntax and unsupported: the placeholders’ own names, COLLATE, LIMIT ALL', () => {
    expect(refused("SELECT soe_str_0, 'password_hash' FROM users").rule).toBe('syntax');
    expect(refused('SELECT soe_name_0, "name" FROM users').rule).toBe('syntax');
    expect(refused('SELECT name COLLATE "C" FROM users').rule).toBe('unsupported');
    expect(refused('SELECT name FROM users LIMIT ALL').rule).toBe('unsupported');
  });

  it('unsupported: casts to catalog types, functions and VALUES in FROM, LATERAL, NATURAL JOIN, parameters', () => {
    for (const sql of [
      "SELECT 'pg_authid'::regclass",
      'SELECT * FROM generate_series(1, 3)',
      'SELECT * FROM (VALUES (1)) AS v',
      'SELECT * FROM users u, LATERAL (SELECT 1) AS x',
      'SELECT * FROM users NATURAL JOIN invoice',
      'SELECT name FROM users WHERE id = $1',
      'SELECT name FROM users WHERE id = ?',
    ])
      expect(['unsupported', 'syntax'], sql).toContain(refused(sql).rule);
  });
});

describe('checkReadOnlySql: a hidden column has no route in', () => {
  const attacks: Array<[string, SqlDialect?]> = [
    ['SELECT password_hash FROM users'],
    ['SELECT "password_hash" FROM users'],
    ['SELECT "PASSWORD_HASH" FROM users'],
    ['SELECT u.password_hash FROM users u'],
    ['SELECT public.users.password_hash FROM public.users'],
    ["SELECT name FROM users WHERE password_hash LIKE 'a%'"],
    ['SELECT name FROM users ORDER BY password_hash'],
    ['SELECT count(*) FROM users GROUP BY password_hash'],
    ['SELECT name FROM users u JOIN users v USING (password_hash)'],
    ['SELECT u FROM users u'],
    ['SELECT u::text FROM users u'],
    ['SELECT (u).password_hash FROM users u'],
    ['SELECT row_to_json(u) FROM users u'],
    ['SELECT to_jsonb(u) FROM users u'],
    ['SELECT to_json(u.*) FROM users u'],
    ['SELECT count(u.*) FROM users u'],
    ['SELECT x FROM (SELECT u AS x FROM users u) AS s'],
    ['SELECT * FROM users u, LATERAL (SELECT u.password_hash) AS x'],
    ['WITH t AS (SELECT password_hash FROM users) SELECT * FROM t'],
    ["SELECT name FROM users WHERE EXISTS (SELECT 1 FROM users v WHERE v.password_hash = 'x')"],
    // A look-alike name (Cyrillic а) or an invisible character is no column either.
    ['SELECT "pаssword_hash" FROM users'],
    ['SELECT "password_hash\u200b" FROM users'],
    // In PostgreSQL a backslash does not escape the quote: the name after it is a column, and is refused.
    ["SELECT 'a\\' , password_hash FROM users --'"],
    ['SELECT password_hash FROM users', 'mysql'],
    ['SELECT `password_hash` FROM `users`', 'mysql'],
    ['SELECT u.* FROM users u WHERE u.password_hash <> ""', 'mysql'],
  ];
  it.each(attacks)('refuses %s', (sql, dialect = 'postgres') => {
    const result = refused(sql, dialect);
    expect(result.ok).toBe(false);
  });

  it('spells * and t.* out as the served columns only (also through a subquery and a WITH)', () => {
    for (const sql of [
      'SELECT * FROM users',
      'SELECT u.* FROM users u',
      'SELECT * FROM users u JOIN invoice i ON i.customer_id = u.id',
      'SELECT s.* FROM (SELECT * FROM users) AS s',
      'WITH t AS (SELECT * FROM users) SELECT * FROM t',
      'SELECT * FROM users WHERE EXISTS (SELECT * FROM users)',
    ]) {
      const result = ok(sql);
      noSecret(result);
      expect(result.sql, sql).not.toMatch(/\*/);
    }
    expect(ok('SELECT * FROM users').columns).toEqual(['id', 'name', 'country', 'weird"name']);
    noSecret(ok('SELECT * FROM users', 'mysql'));
  });

  it('never tells a hidden column exists: it is refused like a misspelling', () => {
    expect(refused('SELECT password_hash FROM users').message).toBe(
      "Refused (column): no column 'password_hash' in users; the columns are id, name, country, weird\"name",
    );
    expect(refused('SELECT u FROM users u').rule).toBe('whole row');
  });

  it('writes a select alias in GROUP BY and ORDER BY as its position: by name the database could read the hidden column', () => {
    for (const dialect of ['postgres', 'mysql'] as const) {
      const grouped = ok('SELECT min(id) AS password_hash, count(*) FROM users GROUP BY password_hash', dialect);
      expect(grouped.sql).toMatch(/ GROUP BY 1$/);
      const ordered = ok('SELECT name AS password_hash FROM users ORDER BY password_hash', dialect);
      expect(ordered.sql).toMatch(/ ORDER BY 1( LIMIT \d+)?$/);
      expect(
        ok('SELECT name AS password_hash FROM users UNION SELECT country FROM users ORDER BY password_hash', dialect)
          .sql,
      ).toMatch(/ ORDER BY 1( LIMIT \d+)?$/);
    }
  });

  it('refuses a statement nested past what can be read, without failing', () => {
    expect(refused(`SELECT ${'('.repeat(5000)}1${')'.repeat(5000)}`).rule).toBe('syntax');
  });

  it('keeps a quoted alias a name: its quote is escaped, not the end of it', () => {
    const result = ok('SELECT name AS "x"" FROM users; --" FROM users');
    expect(result.sql).toBe('SELECT "users"."name" AS "x"" FROM users; --" FROM "public"."users" AS "users"');
    expect(result.columns).toEqual(['x" FROM users; --']);
  });
});
