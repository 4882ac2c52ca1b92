import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingPgProxy, type CountingPgProxy } from '@soe/fakes/postgres';
import { startOpenAiFake, type OpenAiFake, type ScriptedToolCall } from '@soe/fakes/openai';
import { PG_HOST, PG_PORT, reachable } from '../../src/modules/connectors/sql-discovery/test-servers';
import { dropDatabase, pgAdmin, tableChecksum } from '../../src/modules/connectors/sql-write/testing';
import { createTestApp, TestClient, type TestApp } from '../helpers';
import { resultOf } from './wire';

/*
 * What a language model cannot reach through the query tools, whatever it writes
 * (security check 31, docs/security.md): a write (query_data has no way to say one: SQL text in a name or a function
 * in a formula is refused before anything runs; run_sql refuses anything but one plain SELECT), another user's system
 * (answered exactly as a missing id, and no statement reaches that database), a secret column (unknown, and no hidden
 * name is listed) and a system whose address the network policy now refuses
 * (security check 18, docs/security.md: refused before any connection). Every system is reached through a proxy that
 * records each statement it forwards, so "nothing ran" is counted on the wire.
 */

const pgUp = await reachable(PG_HOST, PG_PORT);
const ID = `${process.pid}_${Date.now().toString(36)}`;
const DB_A = `soe_mq_a_${ID}`;
const DB_B = `soe_mq_b_${ID}`;
const DB_INTERNAL = `soe_mq_internal_${ID}`;
const KEY = 'sk-model-query-refusals';
const HASH = '$2b$12$Q9yJ2t3N4oWcN0b8xq1d3uYwZ8h2mYb4c8cS9oR0nT3uV5wX6yZ7a';
const TOKEN = 'tok_live_9a8b7c6d5e4f3a2b';
/** A value only B's database holds: it must never appear in A's tool results. */
const B_ONLY = 'Bravo Only Holdings';

const fixture = (company: string) => `
  CREATE TABLE accounts (id int PRIMARY KEY, name text NOT NULL, industry text NOT NULL,
    password_hash text NOT NULL, api_token text NOT NULL);
  CREATE TABLE deals (id int PRIMARY KEY, account_id int NOT NULL REFERENCES accounts(id), name text NOT NULL,
    stage text NOT NULL, amount numeric(12,2) NOT NULL, close_date date NOT NULL);
  INSERT INTO accounts VALUES (1, '${company}', 'Energy', '${HASH}', '${TOKEN}1'), (2, 'Initech', 'Software', '${HASH}', '${TOKEN}2');
  INSERT INTO deals VALUES (1, 1, 'Renewal', 'Won', 12000, '2025-03-01'), (2, 1, 'Expansion', 'Negotiation', 48000, '2025-06-01'),
    (3, 2, 'Pilot', 'Lost', 7300, '2025-02-01');
  ANALYZE;
`;

const WRITE_WORDS = /\b(insert|update|delete|drop|alter|truncate|create|grant|copy|pg_sleep|pg_terminate_backend)\b/i;

describe.skipIf(!pgUp)(
  'refusals through the query tools (scripted model, PostgreSQL systems behind counting proxies)',
  () => {
    let fake: OpenAiFake;
    let t: TestApp;
    let owner: TestClient;
    let a: TestClient;
    let b: TestClient;
    const proxies = {} as Record<'a' | 'b' | 'internal', CountingPgProxy>;
    const ids = {} as Record<'a' | 'b' | 'internal', number>;
    let listed: string[];

    const pgUrl = (port: number, db: string) => `postgresql://postgres@127.0.0.1:${port}/${db}`;
    const connect = async (c: TestClient, name: string, port: number, db: string) => {
      const res = await c.post('/api/systems', { name, type: 'crm', connectionDetails: { url: pgUrl(port, db) } });
      expect(res.status, res.body).toBe(201);
      return res.json.id as number;
    };
    /** Background work on a newly connected system (its catalog warmed on connect) ends before counting starts. */
    /** Returns how many statements the connect sent: none would mean the proxy is not on the system's path. */
    const settled = async (proxy: CountingPgProxy) => {
      let seen = -1;
      while (seen !== proxy.statements.length) {
        seen = proxy.statements.length;
        await new Promise((r) => setTimeout(r, 1500));
      }
      proxy.reset();
      return seen;
    };
    const checksums = async () => ({
      accounts: await tableChecksum(DB_A, 'accounts'),
      deals: await tableChecksum(DB_A, 'deals'),
    });

    /** A's model makes these calls in one step; their results, by call id, as the model read them. */
    async function callTools(calls: ScriptedToolCall[]): Promise<Record<string, Record<string, any>>> {
      let results: Record<string, Record<string, any>> = {};
      fake.reset();
      fake.script([
        { toolCalls: calls },
        (_request, view) => {
          results = Object.fromEntries(view.toolResults.map((r) => [r.callId, resultOf(r)]));
          return { text: 'Done.' };
        },
      ]);
      const conversationId = (await a.post('/api/conversations', { title: 'Refusals' })).json.id;
      const res = await a.post('/api/messages', { content: 'Look into my data', conversationId, mode: 'internal' });
      expect(res.status, res.body).toBe(200);
      expect(res.json.assistantMessage.status).toBe('complete');
      expect(Object.keys(results)).toEqual(calls.map((c) => c.id));
      return results;
    }
    const query = (id: string, systemId: number, q: Record<string, unknown>): ScriptedToolCall => ({
      id,
      name: 'query_data',
      args: { systemId, query: q },
    });

    beforeAll(async () => {
      const admin = await pgAdmin();
      for (const [db, company] of [
        [DB_A, 'Acme Corp'],
        [DB_B, B_ONLY],
        [DB_INTERNAL, 'Internal Ltd'],
      ]) {
        await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${db}`);
        const c = await pgAdmin(db);
        await c.query(fixture(company!));
        await c.end();
      }
      await admin.end();
      for (const name of ['a', 'b', 'internal'] as const)
        proxies[name] = await startCountingPgProxy({ host: PG_HOST, port: PG_PORT });
      fake = await startOpenAiFake({ apiKey: KEY });
      // Ordinary users may reach A's and B's proxies; the "internal" one is listed only while A connects it.
      listed = [`127.0.0.1:${proxies.a.port}`, `127.0.0.1:${proxies.b.port}`];
      t = await createTestApp({
        OPENAI_API_KEY: KEY,
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'gpt-4o-mini',
        SOE_MODEL_TIMEOUT_MS: '30000',
        SOE_ALLOWED_PRIVATE_HOSTS: listed.join(', '),
      });
      owner = new TestClient(t.app);
      await owner.register('mq-owner'); // the first account: the instance's staff admin
      a = new TestClient(t.app);
      b = new TestClient(t.app);
      for (const [c, name] of [
        [a, 'mq-alice'],
        [b, 'mq-bob'],
      ] as const) {
        const { id } = await c.register(name);
        // Pro with write access: every refusal below comes from the tools, not from the user's plan or rights.
        const set = await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro', accessLevel: 'write' });
        expect(set.status).toBe(200);
        expect((await c.post('/api/llm-providers/openai/activate')).status).toBe(200);
      }
      ids.a = await connect(a, 'Alice CRM', proxies.a.port, DB_A);
      ids.b = await connect(b, 'Bob CRM', proxies.b.port, DB_B);
      const access = (entries: string[]) => owner.put('/api/admin/network-access', { entries });
      expect((await access([...listed, `127.0.0.1:${proxies.internal.port}`])).status).toBe(200);
      ids.internal = await connect(a, 'Internal CRM', proxies.internal.port, DB_INTERNAL);
      expect((await access(listed)).status).toBe(200);
      // Each system was discovered through its proxy, so what a proxy counts is what reached that database.
      for (const seen of await Promise.all(Object.values(proxies).map(settled))) expect(seen).toBeGreaterThan(0);
    });
    afterAll(async () => {
      await t?.destroy();
      await fake?.close();
      await Promise.all(Object.values(proxies).map((p) => p.close()));
      for (const db of [DB_A, DB_B, DB_INTERNAL]) await dropDatabase(db).catch(() => {});
    });

    it('query_data cannot express a write: SQL text in a name or a function in a formula is refused, and nothing runs', async () => {
      const before = await checksums();
      const crafted: Array<[string, Record<string, unknown>, RegExp]> = [
        ['from', { from: 'deals; DROP TABLE deals', measures: [{ agg: 'count' }] }, /^Unknown table 'deals; DROP/],
        [
          'measure column',
          { from: 'deals', measures: [{ agg: 'sum', column: 'amount; DROP TABLE deals' }] },
          /^Unknown column 'amount; DROP TABLE deals' in table public\.deals/,
        ],
        [
          'formula function',
          { from: 'deals', measures: [{ formula: 'sum(amount) + pg_sleep(5)' }] },
          /Unknown function "pg_sleep": a formula may use count, count_distinct, sum, avg, min, max, median/,
        ],
        [
          'formula statement',
          { from: 'deals', measures: [{ formula: 'sum(amount); DROP TABLE deals' }] },
          /The formula cannot be read at "; DROP TABLE deals"/,
        ],
        [
          'dimension',
          {
            from: 'deals',
            measures: [{ agg: 'count' }],
            dimensions: [{ column: 'stage) UNION SELECT password_hash FROM accounts --' }],
          },
          /^Unknown column 'stage\) UNION SELECT password_hash FROM accounts --' in table public\.deals/,
        ],
        [
          'filter column',
          {
            from: 'deals',
            measures: [{ agg: 'count' }],
            filters: [{ column: "stage = 'Won' OR 1=1 --", op: 'is_null' }],
          },
          /^Unknown column 'stage = 'Won' OR 1=1 --' in table public\.deals/,
        ],
        [
          'order',
          { from: 'deals', columns: ['name'], orderBy: [{ by: 'name; DELETE FROM deals', dir: 'asc' }] },
          /^Unknown column 'name; DELETE FROM deals' in table public\.deals/,
        ],
        [
          'relation',
          { from: 'deals', measures: [{ agg: 'count' }], via: ['deals.account_id; DROP TABLE accounts'] },
          /relation/i,
        ],
        [
          'related table',
          {
            from: 'accounts',
            measures: [{ agg: 'count' }],
            filters: [{ related: 'deals; TRUNCATE deals', exists: true }],
          },
          /^Unknown table 'deals; TRUNCATE deals'/,
        ],
        [
          'period column',
          {
            from: 'deals',
            measures: [{ agg: 'count' }],
            time: { column: "close_date'); DROP TABLE deals; --", from: '2025-01-01' },
          },
          /^Unknown column 'close_date'\); DROP TABLE deals; --' in table public\.deals/,
        ],
      ];
      const results = await callTools(crafted.map(([name, q]) => query(name, ids.a, q)));
      for (const [name, , message] of crafted) {
        expect(results[name], name).not.toHaveProperty('resultId');
        expect(results[name]!.error, name).toMatch(message);
      }
      // Refused in the compiler: not one statement reached the database.
      expect(proxies.a.statements).toEqual([]);
      expect(await checksums()).toEqual(before);

      // Text the model puts in values and result names is data: bound as a parameter, quoted as an identifier.
      const bound = await callTools([
        query('value', ids.a, {
          from: 'deals',
          measures: [{ agg: 'count', name: 'n"; DROP TABLE deals; --' }],
          filters: [{ column: 'stage', op: '=', value: "Won'; DROP TABLE deals; --" }],
        }),
      ]);
      expect(bound.value).toMatchObject({ rows: [{ 'n"; DROP TABLE deals; --': 0 }], rowCount: 1 });
      const ran = proxies.a.statements.filter((s) => /deals/.test(s));
      expect(ran).toHaveLength(1);
      expect(ran[0]).not.toContain("Won'");
      expect(ran[0]).toContain('"n""; DROP TABLE deals; --"');
      expect(await checksums()).toEqual(before);
      proxies.a.reset();
    });

    it('ask_data turns no write command into a statement that writes', async () => {
      const before = await checksums();
      const results = await callTools(
        ['delete all deals in the Negotiation stage', 'DROP TABLE deals', "set every account's industry to Hacked"].map(
          (question, i) => ({ id: `ask${i}`, name: 'ask_data', args: { question, systemId: ids.a } }),
        ),
      );
      expect(Object.values(results)).toHaveLength(3);
      for (const statement of proxies.a.statements) expect(statement).not.toMatch(WRITE_WORDS);
      expect(await checksums()).toEqual(before);
      proxies.a.reset();
    });

    it('run_sql refuses every write, and anything but one plain SELECT, before a statement reaches the database', async () => {
      const before = await checksums();
      const writes = [
        'DELETE FROM deals',
        'UPDATE deals SET amount = 0',
        'SELECT 1; DROP TABLE deals',
        'WITH gone AS (DELETE FROM deals RETURNING id) SELECT id FROM gone',
        'SELECT id FROM deals FOR UPDATE',
        'SELECT pg_sleep(5)',
        'SELECT pg_terminate_backend(pg_backend_pid())',
        'CREATE TABLE stolen AS SELECT * FROM accounts',
        'SELECT name INTO stolen FROM accounts',
        "COPY deals TO '/tmp/deals.csv'",
      ];
      const results = await callTools(
        writes.map((sql, i) => ({ id: `sql${i}`, name: 'run_sql', args: { systemId: ids.a, sql } })),
      );
      for (const [i, sql] of writes.entries()) {
        expect(results[`sql${i}`], sql).not.toHaveProperty('resultId');
        expect(results[`sql${i}`]!.error, sql).toMatch(/^Refused \(/);
      }
      expect(proxies.a.statements).toEqual([]);
      expect(await checksums()).toEqual(before);
    });

    it("another user's system answers exactly as a missing one, through every tool, and no statement reaches it", async () => {
      const MISSING = 999_999;
      const tries = (systemId: number, tag: string): ScriptedToolCall[] => [
        query(`query-${tag}`, systemId, { from: 'accounts', columns: ['name'] }),
        { id: `describe-${tag}`, name: 'describe_system', args: { systemId, tables: ['accounts'] } },
        { id: `ask-${tag}`, name: 'ask_data', args: { question: 'list the accounts', systemId } },
        { id: `sql-${tag}`, name: 'run_sql', args: { systemId, sql: 'SELECT name FROM accounts' } },
      ];
      const results = await callTools([
        ...tries(ids.b, 'other'),
        ...tries(MISSING, 'missing'),
        { id: 'list', name: 'list_systems', args: {} },
      ]);
      for (const tool of ['query', 'describe', 'ask', 'sql']) {
        const other = JSON.stringify(results[`${tool}-other`]).replace(new RegExp(`\\b${ids.b}\\b`, 'g'), '<id>');
        const missing = JSON.stringify(results[`${tool}-missing`]).replace(new RegExp(`\\b${MISSING}\\b`, 'g'), '<id>');
        expect(other, tool).toBe(missing);
      }
      expect(results['query-other']!.error).toBe(`No system ${ids.b} is available to this user; use list_systems.`);
      const everything = JSON.stringify(results);
      expect(everything).not.toContain(B_ONLY);
      expect(everything).not.toContain('Bob CRM');
      // Counted on B's wire: no connection, no statement.
      expect(proxies.b.statements).toEqual([]);
      expect(proxies.b.connections).toBe(0);
    });

    it('a secret column is unknown to every tool, which names no hidden column and returns no secret value', async () => {
      const results = await callTools([
        query('column', ids.a, { from: 'accounts', columns: ['name', 'password_hash'] }),
        query('qualified', ids.a, { from: 'deals', columns: ['name', 'accounts.api_token'] }),
        query('formula', ids.a, { from: 'accounts', measures: [{ formula: 'max(api_token)' }] }),
        query('filter', ids.a, {
          from: 'accounts',
          columns: ['name'],
          filters: [{ column: 'password_hash', op: 'starts_with', value: '$2b$' }],
        }),
        query('dimension', ids.a, {
          from: 'accounts',
          measures: [{ agg: 'count' }],
          dimensions: [{ column: 'api_token' }],
        }),
        { id: 'describe', name: 'describe_system', args: { systemId: ids.a, tables: ['accounts'] } },
        {
          id: 'ask',
          name: 'ask_data',
          args: { question: 'show the password hash and api token of every account', systemId: ids.a },
        },
        {
          id: 'sql-column',
          name: 'run_sql',
          args: { systemId: ids.a, sql: 'SELECT name, password_hash FROM accounts' },
        },
        {
          id: 'sql-where',
          name: 'run_sql',
          args: { systemId: ids.a, sql: "SELECT name FROM accounts WHERE api_token LIKE 'tok_%'" },
        },
        { id: 'sql-star', name: 'run_sql', args: { systemId: ids.a, sql: 'SELECT * FROM accounts' } },
      ]);
      const unknown: Record<string, [string, string]> = {
        column: ['password_hash', 'api_token'],
        qualified: ['api_token', 'password_hash'],
        formula: ['api_token', 'password_hash'],
        filter: ['password_hash', 'api_token'],
        dimension: ['api_token', 'password_hash'],
      };
      for (const [id, [asked, other]] of Object.entries(unknown)) {
        expect(results[id]!.error, id).toMatch(
          new RegExp(`^Unknown column '(accounts\\.)?${asked}' in table public\\.accounts`),
        );
        // What exists is listed or suggested; the other hidden column never is.
        expect(results[id]!.error, id).not.toContain(other);
      }
      for (const [id, [asked, other]] of Object.entries({
        'sql-column': ['password_hash', 'api_token'],
        'sql-where': ['api_token', 'password_hash'],
      })) {
        expect(results[id]!.error, id).toMatch(new RegExp(`^Refused \\(column\\): .*${asked}`));
        expect(results[id]!.error, id).not.toContain(other);
      }
      // A star reads the columns the catalog serves, and only those.
      expect(results['sql-star']!.columns).toEqual(['id', 'name', 'industry']);
      expect(results.describe!.catalog).toMatch(/table public\.accounts/);
      expect(results.describe!.catalog).not.toMatch(/password_hash|api_token/);
      const everything = JSON.stringify(results);
      expect(everything).not.toContain(HASH);
      expect(everything).not.toContain(TOKEN);
      // Nothing that reached the database named a secret column.
      // A star is written out as the served columns before it runs, so the database never sends the others.
      expect(
        proxies.a.statements.some((statement) =>
          ['id', 'name', 'industry'].every((c) => statement.includes(`"accounts"."${c}"`)),
        ),
      ).toBe(true);
      for (const statement of proxies.a.statements) expect(statement).not.toMatch(/password_hash|api_token/);
      proxies.a.reset();
    });

    it('a system whose address the network policy now refuses is queried by no tool: refused before any connection', async () => {
      const results = await callTools([
        query('query', ids.internal, { from: 'deals', measures: [{ agg: 'sum', column: 'amount' }] }),
        { id: 'ask', name: 'ask_data', args: { question: 'total deal amount', systemId: ids.internal } },
        { id: 'sql', name: 'run_sql', args: { systemId: ids.internal, sql: 'SELECT sum(amount) FROM deals' } },
        { id: 'describe', name: 'describe_system', args: { systemId: ids.internal } },
      ]);
      for (const id of ['query', 'ask', 'sql'])
        expect(JSON.stringify(results[id]), id).toMatch(
          /Connections to 127\.0\.0\.1 are not allowed \(loopback address\)/,
        );
      expect(JSON.stringify([results.query, results.ask, results.sql])).not.toMatch(/Internal Ltd|"rows"/);
      // describe_system reads no source: it gives the catalog kept from when the address was allowed, as the schema
      // browser shows the stored schema. Nothing is opened for it either.
      expect(results.describe!.catalog).toMatch(/^System Internal CRM: 2 tables/);
      expect(proxies.internal.connections).toBe(0);
      expect(proxies.internal.statements).toEqual([]);
    });
  },
);
