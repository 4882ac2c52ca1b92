import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorSession, type InvokeOptions } from '../connector';
import { createHostGuard } from '../net/guard';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { mysqlConnector } from './connector';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
const DB = 'soe_conn_test_write';
const context = { guardHost: createHostGuard({ blockPrivate: false }) };
const url = `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}`;
const WRITE: InvokeOptions = { allowWrite: true, timeoutMs: 5000 };

const FIXTURE = [
  `DROP DATABASE IF EXISTS ${DB}`,
  `CREATE DATABASE ${DB}`,
  `USE ${DB}`,
  `CREATE TABLE deals (
     id int PRIMARY KEY AUTO_INCREMENT,
     name varchar(80) NOT NULL,
     stage enum('Prospecting','Negotiation','Closed Won','Closed Lost') NOT NULL,
     amount decimal(12,2) NOT NULL,
     won tinyint(1) NOT NULL DEFAULT 0,
     closed_at datetime NULL
   ) ENGINE=InnoDB`,
  `CREATE TABLE notes (body text NOT NULL) ENGINE=InnoDB`,
  `INSERT INTO deals (name, stage, amount) VALUES ('Acme Renewal', 'Negotiation', 12000.50), ('Globex Expansion', 'Prospecting', 48000)`,
];

async function admin(db?: string) {
  return mysql.createConnection({
    host: MYSQL_HOST,
    port: MYSQL_PORT,
    user: MYSQL_USER,
    password: MYSQL_PASSWORD,
    ...(db ? { database: db } : {}),
  });
}

async function checksum(): Promise<string> {
  const c = await admin(DB);
  const [rows] = (await c.query(
    `SELECT md5(group_concat(concat_ws(':', id, name, stage, amount, won, coalesce(closed_at, '-')) ORDER BY id SEPARATOR '|')) AS s FROM deals`,
  )) as unknown as [[{ s: string }]];
  await c.end();
  return rows[0].s;
}

describe.skipIf(!available)('MySQL / MariaDB record writes (local server)', () => {
  let session: ConnectorSession;

  beforeAll(async () => {
    const a = await admin();
    for (const sql of FIXTURE) await a.query(sql);
    await a.end();
    session = await mysqlConnector.open({ url }, context);
  });
  afterAll(async () => {
    await session?.close();
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB}`);
    await a.end();
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as ConnectorError,
    );

  it('declares the record operations for tables with a primary key', async () => {
    const schema = await session.discover();
    expect(schema.operations?.map((o) => o.id)).toEqual(['create_record', 'update_record', 'delete_record']);
    expect((schema.operations![0].inputSchema.properties as { entity: { enum: string[] } }).entity.enum).toEqual([
      `${DB}.deals`,
    ]);
  });

  it('creates (auto-increment key read back), updates and deletes on a READ ONLY session pool, with before and after', async () => {
    const created = await session.invoke!(
      'create_record',
      {
        entity: 'deals',
        values: { name: 'Wayne Deal', stage: 'Prospecting', amount: '99.95', closed_at: '2025-05-01T10:30:00Z' },
      },
      WRITE,
    );
    expect(created.record!.before).toBeNull();
    expect(created.record!.after).toMatchObject({
      id: 3,
      name: 'Wayne Deal',
      stage: 'Prospecting',
      amount: 99.95,
      closed_at: '2025-05-01T10:30:00.000Z',
    });

    const updated = await session.invoke!(
      'update_record',
      { entity: 'deals', key: { id: 1 }, values: { stage: 'Closed Won', won: true } },
      WRITE,
    );
    expect(updated.record!.before).toMatchObject({ id: 1, stage: 'Negotiation', won: false });
    expect(updated.record!.after).toMatchObject({ id: 1, stage: 'Closed Won', won: true });

    // Setting a value it already has still counts as the one matched row.
    await session.invoke!('update_record', { entity: 'deals', key: { id: 1 }, values: { stage: 'Closed Won' } }, WRITE);

    const deleted = await session.invoke!('delete_record', { entity: 'deals', key: { id: 3 } }, WRITE);
    expect(deleted.record).toMatchObject({ before: { id: 3, name: 'Wayne Deal' }, after: null });

    // The pool's sessions stay read-only for the read path afterwards.
    const c = await admin(DB);
    const [[row]] = (await c.query('SELECT count(*) AS n FROM deals')) as unknown as [[{ n: number }]];
    await c.end();
    expect(Number(row.n)).toBe(2);
  });

  it('refuses without allowWrite, on unknown columns and on a missing row, with the table unchanged', async () => {
    const before = await checksum();
    const refused = await failure(
      session.invoke!('delete_record', { entity: 'deals', key: { id: 2 } }, { allowWrite: false, timeoutMs: 5000 }),
    );
    expect(refused!.code).toBe('forbidden');
    expect(
      (await failure(
        session.invoke!('update_record', { entity: 'deals', key: { id: 2 }, values: { colour: 'red' } }, WRITE),
      ))!.message,
    ).toMatch(/no column "colour"/);
    expect(
      (await failure(
        session.invoke!('update_record', { entity: 'deals', key: { id: 77 }, values: { stage: 'Closed Lost' } }, WRITE),
      ))!.message,
    ).toMatch(/no row with id = 77/);
    expect(
      (await failure(session.invoke!('create_record', { entity: 'notes', values: { body: 'x' } }, WRITE)))!.message,
    ).toMatch(/no primary key/);
    expect(
      await failure(
        session.invoke!('update_record', { entity: 'deals', key: { id: 2 }, values: { stage: 'Nope' } }, WRITE),
      ),
    ).toBeInstanceOf(ConnectorError);
    expect(await checksum()).toBe(before);
  });
});
