import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../connector';
import { discoverPostgres } from './discover';

describe('PostgreSQL discovery of never-analysed tables', () => {
  let db: PGlite;
  let executor: SqlExecutor;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`CREATE TABLE a (id int PRIMARY KEY); CREATE TABLE b (id int PRIMARY KEY); CREATE TABLE c (id int PRIMARY KEY);
      INSERT INTO a VALUES (1); INSERT INTO b VALUES (1), (2); INSERT INTO c VALUES (1), (2), (3);`);
    executor = {
      query: async (sql, params) => db.query(sql, params) as never,
      transaction: (fn) => db.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) as never })),
    };
  });
  afterAll(async () => db?.close());

  it('counts small tables exactly, up to the limit, and leaves the rest unknown', async () => {
    const all = await discoverPostgres(executor, { schemas: ['public'] });
    expect(all.entities.map((e) => [e.table, e.rowCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const capped = await discoverPostgres(executor, { schemas: ['public'], exactCountMaxTables: 2 });
    expect(capped.entities.map((e) => [e.table, e.rowCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', null],
    ]);
  });
});
