import { eq } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';
import { STAGED_DISCOVERY } from '../connectors/sql-discovery/staged';
import { mysqlDdl, stagedTables } from '../connectors/sql-discovery/staged-fixture';
import {
  MYSQL_HOST,
  MYSQL_PASSWORD,
  MYSQL_PORT,
  MYSQL_USER,
  PG_HOST,
  PG_PASSWORD,
  PG_PORT,
  PG_USER,
  reachable,
} from '../connectors/sql-discovery/test-servers';
import { pgDdl } from '../engine/testing/wide-schema';

/**
 * A wide schema is usable once its core tables are read: connect returns with them, questions on them are
 * answered, and the rest is read in the background. The background read is held where it reads a table that
 * another transaction has locked (a table never analysed is counted, or sized, when it is read in full), so
 * what happens before it ends is certain, not a race.
 */

const DB = `soe_staged_connect_${process.pid}`;
const TABLES = 300;
const LIMITS = { minTables: 100, coreTables: 20, batchTables: 50 };
const ORDERS = 120;

/** A source database: the schema, some orders, and 'zz_locked' (no table points at it: never core) to hold. */
interface Source {
  label: string;
  url: string;
  setUp(): Promise<void>;
  /** Locks zz_locked until the returned release is called. */
  lock(): Promise<() => Promise<void>>;
  /** Ends the connection of the statement waiting for that lock, as a failing network would; true when found. */
  dropWaiting(): Promise<boolean>;
  tearDown(): Promise<void>;
}

const pgUrl = (db: string) =>
  `postgresql://${PG_USER}${PG_PASSWORD ? `:${encodeURIComponent(PG_PASSWORD)}` : ''}@${PG_HOST}:${PG_PORT}/${db}`;
const postgres: Source = {
  label: 'PostgreSQL',
  url: pgUrl(DB),
  async setUp() {
    const admin = new pg.Client({ connectionString: pgUrl('postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    const db = new pg.Client({ connectionString: pgUrl(DB) });
    await db.connect();
    const ddl = pgDdl(stagedTables(TABLES));
    for (let i = 0; i < ddl.length; i += 50) await db.query(ddl.slice(i, i + 50).join('\n'));
    await db.query(`INSERT INTO regions VALUES (1, 'North');
      INSERT INTO customers SELECT i, 'C' || i, 1 FROM generate_series(1, 10) i;
      INSERT INTO products SELECT i, 'P' || i FROM generate_series(1, 5) i;
      INSERT INTO orders SELECT i, 1 + i % 10, 1 + i % 5, 10 FROM generate_series(1, ${ORDERS}) i;`);
    await db.query('ANALYZE');
    // Created after ANALYZE: never analysed, so reading it in full sizes it, which waits for a lock on it.
    await db.query('CREATE TABLE zz_locked (id int PRIMARY KEY)');
    await db.end();
  },
  async lock() {
    const db = new pg.Client({ connectionString: pgUrl(DB) });
    await db.connect();
    await db.query('BEGIN');
    await db.query('LOCK TABLE zz_locked IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await db.query('COMMIT');
      await db.end();
    };
  },
  async dropWaiting() {
    const admin = new pg.Client({ connectionString: pgUrl('postgres') });
    await admin.connect();
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
      [DB],
    );
    await admin.end();
    return rows.length > 0;
  },
  async tearDown() {
    const admin = new pg.Client({ connectionString: pgUrl('postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  },
};

const mysqlAdmin = () =>
  mysql.createConnection({ host: MYSQL_HOST, port: MYSQL_PORT, user: MYSQL_USER, password: MYSQL_PASSWORD });
const mariadb: Source = {
  label: 'MariaDB',
  url: `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}`,
  async setUp() {
    const conn = await mysqlAdmin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.query(`CREATE DATABASE ${DB}`);
    await conn.query(`USE ${DB}`);
    for (const statement of mysqlDdl(stagedTables(TABLES))) await conn.query(statement);
    await conn.query(`INSERT INTO regions VALUES (1, 'North')`);
    await conn.query(`INSERT INTO customers SELECT seq, CONCAT('C', seq), 1 FROM seq_1_to_10`);
    await conn.query(`INSERT INTO products SELECT seq, CONCAT('P', seq) FROM seq_1_to_5`);
    await conn.query(`INSERT INTO orders SELECT seq, 1 + seq % 10, 1 + seq % 5, 10 FROM seq_1_to_${ORDERS}`);
    // Small tables are counted when read in full: the count waits for a lock on the table.
    await conn.query('CREATE TABLE zz_locked (id int PRIMARY KEY) ENGINE=InnoDB');
    await conn.end();
  },
  async lock() {
    const conn = await mysqlAdmin();
    await conn.query(`LOCK TABLES ${DB}.zz_locked WRITE`);
    return async () => {
      await conn.query('UNLOCK TABLES');
      await conn.end();
    };
  },
  async dropWaiting() {
    const conn = await mysqlAdmin();
    const [rows] = await conn.query<mysql.RowDataPacket[]>(
      `SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = ? AND STATE LIKE '%metadata lock%'`,
      [DB],
    );
    for (const row of rows) await conn.query(`KILL CONNECTION ${Number(row.id)}`);
    await conn.end();
    return rows.length > 0;
  },
  async tearDown() {
    const conn = await mysqlAdmin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.end();
  },
};

const servers = [
  { source: postgres, up: await reachable(PG_HOST, PG_PORT) },
  { source: mariadb, up: await reachable(MYSQL_HOST, MYSQL_PORT) },
];

/** True when `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ]);

describe.each(servers)('a wide $source.label schema', ({ source, up }) => {
  let t: TestApp;
  let owner: TestClient;
  const saved = { ...STAGED_DISCOVERY };

  beforeAll(async () => {
    if (!up) return;
    await source.setUp();
    Object.assign(STAGED_DISCOVERY, LIMITS);
    t = await createTestApp();
    owner = new TestClient(t.app);
    const { id } = await owner.register(`staged-${source.label.toLowerCase()}`);
    await t.ctx.database.db.update(schema.user).set({ subscriptionTier: 'enterprise' }).where(eq(schema.user.id, id));
  }, 240_000);
  afterAll(async () => {
    Object.assign(STAGED_DISCOVERY, saved);
    await t?.destroy();
    if (up) await source.tearDown();
  });

  it.runIf(up)(
    'is usable once its core tables are read, and whole once the rest is',
    async () => {
      const release = await source.lock();
      let released = false;
      try {
        const connected = await owner.post('/api/systems', {
          name: `Wide ${source.label}`,
          type: 'erp',
          connectionDetails: { url: source.url },
        });
        expect(connected.status, connected.body).toBe(201);
        const id = connected.json.id as number;
        expect(connected.json.status).toBe('connected');
        const progress = connected.json.schemaProgress as { read: number; total: number };
        expect(progress.total).toBe(TABLES + 1);
        expect(progress.read).toBeGreaterThan(LIMITS.coreTables);
        expect(progress.read).toBeLessThan(TABLES);

        // Stored partial, with the core tables: the most referenced, and a table a core table points at.
        const partial = (await owner.get(`/api/systems/${id}/schema`)).json;
        expect(partial.schemaProgress).toEqual(progress);
        const names = (partial.entities as Array<{ name: string }>).map((e) => e.name.split('.').at(-1));
        expect(names).toHaveLength(progress.read);
        expect(names).toEqual(expect.arrayContaining(['customers', 'products', 'orders', 'regions']));
        expect(names).not.toContain('zz_locked');

        // A question on a core table is answered while the rest is still being read.
        const asked = await owner.post('/api/ask', { prompt: 'How many orders are there?', systemIds: [id] });
        expect(asked.status, asked.body).toBe(200);
        expect(asked.json.response).toContain(String(ORDERS));
        const reading = t.ctx.systems.schemaRead(id);
        expect(reading).toBeDefined();
        // The batches before zz_locked's (the last by name) are read, and the system says so.
        const progressOf = async () =>
          (await owner.get('/api/systems')).json.find((s: { id: number }) => s.id === id).schemaProgress;
        await vi.waitFor(async () => expect((await progressOf()).read).toBeGreaterThan(progress.read), {
          timeout: 10_000,
          interval: 50,
        });
        expect((await progressOf()).read).toBeLessThan(TABLES + 1);
        expect((await progressOf()).total).toBe(TABLES + 1);

        await release();
        released = true;
        await reading;
        const whole = (await owner.get(`/api/systems/${id}/schema`)).json;
        expect(whole.schemaProgress).toBeNull();
        expect(whole.entities).toHaveLength(TABLES + 1);
        expect(whole.discoveredAt > partial.discoveredAt).toBe(true);
        const after = (await owner.get('/api/systems')).json.find((s: { id: number }) => s.id === id);
        expect(after).toMatchObject({ status: 'connected', statusMessage: null, schemaProgress: null });
        const again = await owner.post('/api/ask', { prompt: 'How many orders are there?', systemIds: [id] });
        expect(again.json.response).toContain(String(ORDERS));
        expect((await owner.delete(`/api/systems/${id}`)).status).toBe(204);
      } finally {
        if (!released) await release();
      }
    },
    120_000,
  );

  it.runIf(up)(
    'keeps the partial schema and says so when the rest cannot be read',
    async () => {
      const release = await source.lock();
      try {
        const connected = await owner.post('/api/systems', {
          name: `Cut ${source.label}`,
          type: 'erp',
          connectionDetails: { url: source.url },
        });
        expect(connected.status, connected.body).toBe(201);
        const id = connected.json.id as number;
        const reading = t.ctx.systems.schemaRead(id)!;
        expect(reading).toBeDefined();
        // The read waits for the lock; its connection is then cut.
        let dropped = false;
        for (let i = 0; i < 100 && !dropped; i++) {
          dropped = await source.dropWaiting();
          if (!dropped) await new Promise((r) => setTimeout(r, 50));
        }
        expect(dropped).toBe(true);
        await reading;
        const after = (await owner.get('/api/systems')).json.find((s: { id: number }) => s.id === id);
        expect(after.status).toBe('connected');
        expect(after.schemaProgress).toMatchObject({ total: TABLES + 1 });
        expect(after.statusMessage).toMatch(
          new RegExp(
            `^Only \\d+ of ${TABLES + 1} tables could be read \\(.+\\)\\. Refresh the system to read them all\\.$`,
          ),
        );
        const kept = (await owner.get(`/api/systems/${id}/schema`)).json;
        expect(kept.schemaProgress).toEqual(connected.json.schemaProgress);
        // Still answers on its core tables.
        const asked = await owner.post('/api/ask', { prompt: 'How many orders are there?', systemIds: [id] });
        expect(asked.json.response).toContain(String(ORDERS));
        expect((await owner.delete(`/api/systems/${id}`)).status).toBe(204);
      } finally {
        await release();
      }
    },
    120_000,
  );

  it.runIf(up)(
    'says where the read stopped when the server stops during it',
    async () => {
      const release = await source.lock();
      try {
        const connected = await owner.post('/api/systems', {
          name: `Stopped ${source.label}`,
          type: 'erp',
          connectionDetails: { url: source.url },
        });
        expect(connected.status, connected.body).toBe(201);
        const id = connected.json.id as number;
        expect(t.ctx.systems.schemaRead(id)).toBeDefined();
        // What the server's close does first; the read's statement is cancelled while the lock is still held.
        await expect(settlesWithin(t.ctx.systems.close(), 10_000)).resolves.toBe(true);
        const after = (await owner.get('/api/systems')).json.find((s: { id: number }) => s.id === id);
        expect(after.schemaProgress).toMatchObject({ total: TABLES + 1 });
        expect(after.statusMessage).toMatch(/^Only \d+ of \d+ tables could be read \(the server stopped\)\./);
        expect((await owner.delete(`/api/systems/${id}`)).status).toBe(204);
      } finally {
        await release();
      }
    },
    120_000,
  );

  it.runIf(up)(
    'stops the background read on refresh and reads again from the new discovery',
    async () => {
      const release = await source.lock();
      let released = false;
      try {
        const connected = await owner.post('/api/systems', {
          name: `Refreshed ${source.label}`,
          type: 'erp',
          connectionDetails: { url: source.url },
        });
        expect(connected.status, connected.body).toBe(201);
        const id = connected.json.id as number;
        const first = t.ctx.systems.schemaRead(id)!;
        expect(first).toBeDefined();
        const refreshed = await owner.post(`/api/systems/${id}/refresh`);
        expect(refreshed.status, refreshed.body).toBe(200);
        expect(refreshed.json.schemaProgress).not.toBeNull();
        await expect(settlesWithin(first, 10_000)).resolves.toBe(true);
        const second = t.ctx.systems.schemaRead(id);
        expect(second).toBeDefined();
        expect(second).not.toBe(first);
        await release();
        released = true;
        await second;
        const whole = (await owner.get(`/api/systems/${id}/schema`)).json;
        expect(whole.schemaProgress).toBeNull();
        expect(whole.entities).toHaveLength(TABLES + 1);
        expect((await owner.delete(`/api/systems/${id}`)).status).toBe(204);
      } finally {
        if (!released) await release();
      }
    },
    120_000,
  );

  it.runIf(up)(
    'writes nothing once the system is deleted during the background read',
    async () => {
      const release = await source.lock();
      let released = false;
      try {
        const connected = await owner.post('/api/systems', {
          name: `Gone ${source.label}`,
          type: 'erp',
          connectionDetails: { url: source.url },
        });
        expect(connected.status, connected.body).toBe(201);
        const id = connected.json.id as number;
        expect(connected.json.schemaProgress).not.toBeNull();
        const reading = t.ctx.systems.schemaRead(id);
        expect(reading).toBeDefined();

        expect((await owner.delete(`/api/systems/${id}`)).status).toBe(204);
        // The delete stops the read where it waits: its statement is cancelled while the lock is still held.
        await expect(settlesWithin(reading!, 10_000)).resolves.toBe(true);
        await release();
        released = true;
        // Let any write that was under way land before looking.
        await new Promise((r) => setTimeout(r, 200));
        const db = t.ctx.database.db;
        expect(await db.select().from(schema.systems).where(eq(schema.systems.id, id))).toEqual([]);
        expect(await db.select().from(schema.systemSchemas).where(eq(schema.systemSchemas.systemId, id))).toEqual([]);
        expect(t.ctx.systems.schemaRead(id)).toBeUndefined();
      } finally {
        if (!released) await release();
      }
    },
    120_000,
  );
});
