import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
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
} from '../../src/modules/connectors/sql-discovery/test-servers';
import { dropDatabase, pgAdmin } from '../../src/modules/connectors/sql-write/testing';
import type { CurrentUser } from '../../src/modules/auth/session-user';
import { TestClient, testEnv } from '../helpers';

/*
 * Issue 17, on a PostgreSQL deployment: SOE's own database is never a system,
 * loopback and private addresses are for staff admins unless Settings →
 * Network access lists them, and secret columns never leave. PostgreSQL and
 * MariaDB systems both; each part skips cleanly when its server is not there.
 */

const ID = `${process.pid}_${Date.now().toString(36)}`;
const APP_DB = `soe_netpol_app_${ID}`;
const DATA_DB = `soe_netpol_data_${ID}`;
const MY_DB = `soe_netpol_${ID}`;
const pgUp = await reachable(PG_HOST, PG_PORT);
const myUp = await reachable(MYSQL_HOST, MYSQL_PORT);
const redisUp = await reachable('127.0.0.1', 6379);

const HASH = '$2b$12$Q9yJ2t3N4oWcN0b8xq1d3uYwZ8h2mYb4c8cS9oR0nT3uV5wX6yZ7a';
const TOKEN = 'tok_live_5f9c2a7e1b3d4c6a';
const pgUrl = (db: string, host = PG_HOST) =>
  `postgresql://${PG_USER}${PG_PASSWORD ? `:${encodeURIComponent(PG_PASSWORD)}` : ''}@${host}:${PG_PORT}/${db}`;
const myUrl = (db: string) =>
  `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${db}`;

const ACCOUNTS = `
  CREATE TABLE accounts (id integer PRIMARY KEY, email text NOT NULL, plan text NOT NULL, password_hash text NOT NULL, api_token text NOT NULL);
  INSERT INTO accounts VALUES (1, 'ann@example.com', 'pro', '${HASH}', '${TOKEN}1'), (2, 'bob@example.com', 'free', '${HASH}', '${TOKEN}2');
`;

describe.skipIf(!pgUp)(
  'network policy and secret columns (PostgreSQL deployment; MariaDB systems when it runs)',
  () => {
    let database: Database;
    let built: BuiltApp;
    let dataDir: string;
    let owner: TestClient;
    let free: TestClient;
    let free2: TestClient;
    let ownerUser: CurrentUser;
    // SOE's own web port as this instance believes it (nothing listens: the tests inject requests). Outside the
    // ports of the services the tests connect as systems (3000 + pid % 1000 once landed on MariaDB's 3306).
    const port = 40_000 + (process.pid % 20_000);

    beforeAll(async () => {
      const admin = await pgAdmin();
      for (const db of [APP_DB, DATA_DB]) await admin.query(`CREATE DATABASE ${db}`);
      await admin.end();
      const data = await pgAdmin(DATA_DB);
      await data.query(ACCOUNTS);
      await data.end();
      if (myUp) {
        const my = await mysql.createConnection({
          host: MYSQL_HOST,
          port: MYSQL_PORT,
          user: MYSQL_USER,
          password: MYSQL_PASSWORD,
          multipleStatements: true,
        });
        await my.query(`CREATE DATABASE ${MY_DB}; USE ${MY_DB}; ${ACCOUNTS.replaceAll(' text', ' varchar(100)')}`);
        await my.end();
      }
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-netpol-'));
      database = await openDatabase({ databaseUrl: pgUrl(APP_DB), poolMax: 4 });
      const config = loadConfig({
        ...testEnv(dataDir),
        DATABASE_URL: pgUrl(APP_DB),
        PORT: String(port),
        // Something unrelated is listed, so loopback is not (testEnv lists it for the other tests).
        SOE_ALLOWED_PRIVATE_HOSTS: '10.255.255.0/24',
        ...(redisUp ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `soe-test:netpol:${ID}:` } : {}),
      });
      built = await buildApp(config, { database, logger: false });
      owner = new TestClient(built.app);
      const registered = await owner.register('np-owner');
      ownerUser = { id: registered.id, isAdmin: true, subscriptionTier: 'staff_admin' } as CurrentUser;
      free = new TestClient(built.app);
      await free.register('np-free');
      free2 = new TestClient(built.app);
      await free2.register('np-free-two');
    }, 120_000);

    afterAll(async () => {
      await built?.close();
      await database?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(APP_DB).catch(() => {});
      await dropDatabase(DATA_DB).catch(() => {});
      if (myUp) {
        const my = await mysql.createConnection({
          host: MYSQL_HOST,
          port: MYSQL_PORT,
          user: MYSQL_USER,
          password: MYSQL_PASSWORD,
        });
        await my.query(`DROP DATABASE IF EXISTS ${MY_DB}`);
        await my.end();
      }
    });

    const connect = (client: TestClient, url: string, name = 'Data') =>
      client.post('/api/systems', { name, type: 'analytics', connectionDetails: { url } });
    const systemsOf = async (client: TestClient) =>
      ((await client.get('/api/systems')).json as Array<{ id: number; name: string; isDemo: boolean }>).filter(
        (s) => !s.isDemo,
      );
    const auditOf = (action: string) =>
      database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

    it("a free user cannot connect SOE's own database nor a loopback database nobody listed (400, a plain reason, nothing saved)", async () => {
      const own = await connect(free, pgUrl(APP_DB));
      expect(own.status).toBe(400);
      expect(own.json.message).toMatch(
        /not allowed \(SOE's own database\)\. SOE's own services can never be connected as a system, by anyone\./,
      );
      const loopback = await connect(free, pgUrl(DATA_DB));
      expect(loopback.status).toBe(400);
      expect(loopback.json.message).toBe(
        `Connections to ${PG_HOST} are not allowed (loopback address). A staff admin can connect it, or allow it for everyone in Settings → Network access.`,
      );
      if (myUp) {
        const my = await connect(free, myUrl('mysql'));
        expect(my.status).toBe(400);
        expect(my.json.message).toMatch(/\(loopback address\)/);
      }
      expect(await systemsOf(free)).toEqual([]);
    });

    it("the owner connects a loopback analytics database (each such connection audited), never SOE's own, in any spelling", async () => {
      for (const host of [PG_HOST, 'localhost', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]']) {
        for (const db of [APP_DB, APP_DB.toUpperCase()]) {
          const res = await connect(owner, pgUrl(db, host));
          expect(res.status, `${host}/${db}`).toBe(400);
          expect(res.json.message, `${host}/${db}`).toMatch(/SOE's own database/);
        }
      }
      // MySQL's driver at SOE's PostgreSQL port and database name: still SOE's own database.
      const viaMysql = await connect(owner, `mysql://root@127.0.0.1:${PG_PORT}/${APP_DB}`);
      expect(viaMysql.json.message).toMatch(/SOE's own database/);

      const analytics = await connect(owner, pgUrl(DATA_DB), 'Analytics');
      expect(analytics.status, analytics.body).toBe(201);
      const audited = await database.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.action, 'system.connect_private'),
            eq(schema.auditLog.target, `system:${analytics.json.id}`),
          ),
        );
      expect(audited).toHaveLength(1);
      expect(audited[0]!.details).toMatchObject({ hosts: [PG_HOST], connector: 'postgres' });
      if (myUp) {
        const my = await connect(owner, myUrl(MY_DB), 'Analytics (MariaDB)');
        expect(my.status, my.body).toBe(201);
        expect(await auditOf('system.connect_private')).toHaveLength(2);
      }
    });

    it("SOE's own web port and Redis are refused as any system's address; link-local and metadata always", async () => {
      const web = await connect(owner, `postgresql://postgres@127.0.0.1:${port}/anything`);
      expect(web.json.message).toMatch(/SOE's own web server/);
      if (redisUp) {
        const redis = await connect(owner, 'mysql://root@localhost:6379/x');
        expect(redis.status).toBe(400);
        expect(redis.json.message).toMatch(/SOE's own Redis/);
      }
      for (const url of [
        'postgresql://postgres@169.254.169.254/x',
        'mysql://root@[fd00:ec2::254]/x',
        'postgresql://postgres@metadata.google.internal/x',
      ]) {
        const res = await connect(owner, url);
        expect(res.status, url).toBe(400);
        expect(res.json.message, url).toMatch(/link-local \/ metadata address/);
      }
      // The Demo Company reads SOE's own (embedded or not) database: it is built in, never a URL anyone connects.
      const demo = await connect(owner, 'demo://company');
      expect(demo.status).toBe(400);
      expect(demo.json.message).toMatch(/built in/);
    });

    it('staff admins keep the network access list; ordinary users may then connect what it lists, never SOE itself', async () => {
      expect((await free.get('/api/admin/network-access')).status).toBe(403);
      expect((await free.put('/api/admin/network-access', { entries: ['127.0.0.1'] })).status).toBe(403);
      const initial = await owner.get('/api/admin/network-access');
      expect(initial.json).toEqual({ entries: ['10.255.255.0/24'], source: 'environment', updatedAt: null });
      const bad = await owner.put('/api/admin/network-access', { entries: ['127.0.0.1:5432', 'db.internal:99999'] });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/"db.internal:99999": the port must be a number/);

      const saved = await owner.put('/api/admin/network-access', {
        entries: [`127.0.0.1:${PG_PORT}`, `127.0.0.1:${MYSQL_PORT}`],
      });
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({
        entries: [`127.0.0.1:${PG_PORT}`, `127.0.0.1:${MYSQL_PORT}`],
        source: 'settings',
      });
      expect(await auditOf('network.access_update')).toHaveLength(1);

      // Listed, yet SOE's own database stays out of reach.
      expect((await connect(free, pgUrl(APP_DB))).json.message).toMatch(/SOE's own database/);
      const listed = await connect(free, pgUrl(DATA_DB));
      expect(listed.status, listed.body).toBe(201);
      // Not audited: the list allowed it, not the staff role.
      expect(await auditOf('system.connect_private')).toHaveLength(myUp ? 2 : 1);
      if (myUp) {
        const my = await connect(free2, myUrl(MY_DB));
        expect(my.status, my.body).toBe(201);
      }

      // Taken off the list: the next use of the stored system is checked again and refused.
      expect((await owner.put('/api/admin/network-access', { entries: [] })).status).toBe(200);
      const retest = await free.post(`/api/systems/${listed.json.id}/test`);
      expect(retest.json.status).toBe('error');
      expect(retest.json.statusMessage).toMatch(/\(loopback address\)/);
      if (myUp) {
        const [mine] = await systemsOf(free2);
        const again = await free2.post(`/api/systems/${mine!.id}/test`);
        expect(again.json.statusMessage).toMatch(/\(loopback address\)/);
      }
    });

    it('secret columns stay out of the schema, answers and tables; a staff admin can show one on one system', async () => {
      const systems = await systemsOf(owner);
      for (const system of systems) {
        const fields = async () =>
          (
            (await owner.get(`/api/systems/${system.id}/schema`)).json.entities as Array<{
              name: string;
              fields: Array<{ name: string }>;
            }>
          )
            .find((e) => e.name.endsWith('accounts'))!
            .fields.map((f) => f.name);
        expect(await fields(), system.name).toEqual(['id', 'email', 'plan']);
        const hidden = await owner.get(`/api/admin/systems/${system.id}/secret-fields`);
        expect(hidden.json.map((f: { field: string; shown: boolean }) => [f.field, f.shown])).toEqual([
          ['password_hash', false],
          ['api_token', false],
        ]);
        const asked = await owner.post('/api/ask', { prompt: 'show all accounts', systemIds: [system.id] });
        expect(asked.status).toBe(200);
        expect(asked.json.response).toContain('accounts');
        expect(asked.json.response).not.toContain(HASH);
        expect(asked.json.response).not.toContain(TOKEN);
        expect(asked.json.response).not.toMatch(/password_hash|api_token/);
        // What SOE Local and the language-model tools are given (engineSystems, schemaOf) has no such field either.
        const given = await built.ctx.systems.engineSystems(ownerUser, [system.id]);
        expect(JSON.stringify(given[0]!.schema)).not.toMatch(/password_hash|api_token/);
        expect(JSON.stringify(await built.ctx.systems.schemaOf(ownerUser, system.id))).not.toMatch(
          /password_hash|api_token/,
        );

        const entity = hidden.json[0].entity as string;
        const shown = await owner.put(`/api/admin/systems/${system.id}/secret-fields`, {
          entity,
          field: 'password_hash',
          shown: true,
        });
        expect(shown.status).toBe(200);
        expect(await fields()).toEqual(['id', 'email', 'plan', 'password_hash']);
        expect(
          (await owner.put(`/api/admin/systems/${system.id}/secret-fields`, { entity, field: 'email', shown: true }))
            .status,
        ).toBe(404);
        expect(
          (
            await owner.put(`/api/admin/systems/${system.id}/secret-fields`, {
              entity,
              field: 'password_hash',
              shown: false,
            })
          ).status,
        ).toBe(200);
        expect(await fields()).toEqual(['id', 'email', 'plan']);
      }
      expect(systems.length).toBe(myUp ? 2 : 1);
      expect((await free.get(`/api/admin/systems/${systems[0]!.id}/secret-fields`)).status).toBe(403);
    });
  },
);
