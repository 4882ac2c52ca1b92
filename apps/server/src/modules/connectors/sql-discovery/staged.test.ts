import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgDdl } from '../../engine/testing/wide-schema';
import type { ConnectorSession } from '../connector';
import { mysqlConnector } from '../mysql/connector';
import { createHostGuard } from '../net/guard';
import { postgresConnector } from '../postgres/connector';
import type { DiscoveredSchema } from '../schema';
import { STAGED_DISCOVERY } from './staged';
import { mysqlDdl, stagedTables } from './staged-fixture';
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
} from './test-servers';

const DB = `soe_staged_${process.pid}`;
const TABLES = 300;
/** Lowered so a 300-table schema is wide: 20 core tables, then batches of 50. */
const LIMITS = { minTables: 100, coreTables: 20, batchTables: 50 };
const context = { guardHost: createHostGuard({ blockPrivate: false }) };

const tables = stagedTables(TABLES);

/** The schema without what differs from one discovery to the next. */
const shape = (s: DiscoveredSchema) => ({ entities: s.entities, relations: s.relations });

/** How many foreign keys point at each table (self references left out, as the core's ranking does). */
function referencedBy(schema: DiscoveredSchema): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of schema.relations)
    if (r.fromEntity !== r.toEntity) counts.set(r.toEntity, (counts.get(r.toEntity) ?? 0) + 1);
  return counts;
}

const saved = { ...STAGED_DISCOVERY };
beforeAll(() => void Object.assign(STAGED_DISCOVERY, LIMITS));
afterAll(() => void Object.assign(STAGED_DISCOVERY, saved));

/** The same checks on each server: core first, then the rest, equal to a discovery in one step. */
function stagedSuite(ns: string, open: () => Promise<ConnectorSession>) {
  const name = (table: string) => `${ns}.${table}`;
  let session: ConnectorSession;
  beforeAll(async () => {
    session = await open();
  });
  afterAll(async () => session?.close());

  it('reads the core tables first, then the rest, to the same schema as one step', async () => {
    const whole = await session.discover();
    expect(whole.entities).toHaveLength(TABLES);
    expect(whole.partial).toBeUndefined();

    const core = await session.discoverCore!();
    const coreNames = new Set(core.entities.map((e) => e.name));
    expect(core.partial).toEqual({ read: core.entities.length, total: TABLES });
    // The tables everything points at are read first…
    for (const hub of ['customers', 'products', 'orders']) expect(coreNames).toContain(name(hub));
    // …and every table a core table's foreign keys point at, though it ranks too low to be core itself:
    // 'regions' is referenced by customers alone, fewer than the twentieth most referenced table.
    const counts = [...referencedBy(whole).values()].sort((a, b) => b - a);
    expect(referencedBy(whole).get(name('regions'))).toBeLessThan(counts[LIMITS.coreTables - 1]);
    expect(coreNames).toContain(name('regions'));
    expect(core.entities.length).toBeGreaterThan(LIMITS.coreTables);
    expect(core.entities.length).toBeLessThan(TABLES);
    // Joins among them are complete: each core table's keys are there, each pointing inside the core.
    for (const r of whole.relations.filter((r) => coreNames.has(r.fromEntity)))
      expect(coreNames, `${r.fromEntity} → ${r.toEntity}`).toContain(r.toEntity);
    expect(core.relations).toEqual(whole.relations.filter((r) => coreNames.has(r.fromEntity)));

    const progress: number[] = [];
    const full = await session.discoverRest!(core, { onProgress: (read) => void progress.push(read) });
    expect(full.partial).toBeUndefined();
    expect(shape(full)).toEqual(shape(whole));
    expect(full.discoveredAt >= core.discoveredAt).toBe(true);
    expect(progress.at(-1)).toBe(TABLES);
    expect(progress.length).toBe(Math.ceil((TABLES - core.entities.length) / LIMITS.batchTables));
  });

  it('stops between batches when its signal is aborted', async () => {
    const core = await session.discoverCore!();
    const controller = new AbortController();
    let batches = 0;
    await expect(
      session.discoverRest!(core, {
        signal: controller.signal,
        onProgress: () => {
          batches++;
          controller.abort();
        },
      }),
    ).rejects.toThrow();
    expect(batches).toBe(1);
  });

  it('reads a schema at or under the threshold in one step', async () => {
    Object.assign(STAGED_DISCOVERY, { minTables: TABLES });
    try {
      const core = await session.discoverCore!();
      expect(core.partial).toBeUndefined();
      expect(core.entities).toHaveLength(TABLES);
    } finally {
      Object.assign(STAGED_DISCOVERY, LIMITS);
    }
  });
}

const pgUp = await reachable(PG_HOST, PG_PORT);
const pgUrl = (db: string) =>
  `postgresql://${PG_USER}${PG_PASSWORD ? `:${encodeURIComponent(PG_PASSWORD)}` : ''}@${PG_HOST}:${PG_PORT}/${db}`;

describe.runIf(pgUp)('staged discovery on PostgreSQL', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl('postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    const db = new pg.Client({ connectionString: pgUrl(DB) });
    await db.connect();
    const ddl = pgDdl(tables);
    for (let i = 0; i < ddl.length; i += 50) await db.query(ddl.slice(i, i + 50).join('\n'));
    await db.query(`INSERT INTO customers SELECT i, 'C' || i FROM generate_series(1, 50) i`);
    await db.query('ANALYZE');
    await db.end();
  }, 120_000);
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl('postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  });
  stagedSuite('public', () => postgresConnector.open({ url: pgUrl(DB) }, context));
});

const mysqlUp = await reachable(MYSQL_HOST, MYSQL_PORT);
const mysqlUrl = (db: string) =>
  `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${db}`;

describe.runIf(mysqlUp)('staged discovery on MariaDB / MySQL', () => {
  const admin = () =>
    mysql.createConnection({ host: MYSQL_HOST, port: MYSQL_PORT, user: MYSQL_USER, password: MYSQL_PASSWORD });
  beforeAll(async () => {
    const conn = await admin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.query(`CREATE DATABASE ${DB}`);
    await conn.query(`USE ${DB}`);
    for (const statement of mysqlDdl(tables)) await conn.query(statement);
    await conn.end();
  }, 180_000);
  afterAll(async () => {
    const conn = await admin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.end();
  });
  stagedSuite(DB, () => mysqlConnector.open({ url: mysqlUrl(DB) }, context));
});
