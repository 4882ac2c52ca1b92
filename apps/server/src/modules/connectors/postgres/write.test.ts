import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorSession, type InvokeOptions } from '../connector';
import { createHostGuard } from '../net/guard';
import { PG_HOST, PG_PORT, reachable } from '../sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, pgAdmin, queryRows, tableChecksum } from '../sql-write/testing';
import { postgresConnector } from './connector';

const available = await reachable(PG_HOST, PG_PORT);
const DB = 'soe_conn_test_pg_write';
const context = { guardHost: createHostGuard({ blockPrivate: false }) };
const WRITE: InvokeOptions = { allowWrite: true, timeoutMs: 5000 };

describe.skipIf(!available)('PostgreSQL record writes (local server)', () => {
  let session: ConnectorSession;

  beforeAll(async () => {
    session = await postgresConnector.open({ url: await createCrmDatabase(DB) }, context);
  });
  afterAll(async () => {
    await session?.close();
    await dropDatabase(DB);
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as ConnectorError,
    );

  it('declares create/update/delete_record for tables with a primary key, in operations() and the discovered schema', async () => {
    const schema = await session.discover();
    const ids = schema.operations?.map((o) => o.id);
    expect(ids).toEqual(['create_record', 'update_record', 'delete_record']);
    expect(session.operations().map((o) => o.id)).toEqual(ids);
    expect(schema.operations!.every((o) => o.kind === 'write')).toBe(true);
    const entities = (schema.operations![1].inputSchema.properties as { entity: { enum: string[] } }).entity.enum;
    expect(entities.sort()).toEqual(['crm.accounts', 'crm.contacts', 'crm.deals', 'crm.invoices']); // no keyless table, no view
  });

  it('creates a record and returns it as after (before is null)', async () => {
    const result = await session.invoke!(
      'create_record',
      {
        entity: 'crm.deals',
        values: {
          name: 'Wayne Deal',
          account_id: 1,
          stage: 'Prospecting',
          amount: '1234.56',
          close_date: '2025-12-31',
        },
      },
      WRITE,
    );
    expect(result.record!.before).toBeNull();
    expect(result.record!.after).toMatchObject({
      name: 'Wayne Deal',
      stage: 'Prospecting',
      amount: 1234.56,
      close_date: '2025-12-31',
      notes: null,
    });
    const id = result.record!.after!.id as number;
    expect(id).toBeGreaterThan(8);
    expect(result.text).toBe(`Created the deals row with id = ${id}.`);
    expect(await queryRows(DB, 'SELECT name, amount::text FROM crm.deals WHERE id = $1', [id])).toEqual([
      { name: 'Wayne Deal', amount: '1234.56' },
    ]);
  });

  it('updates one record, reading it first in the same transaction: before and after', async () => {
    const others = await queryRows(
      DB,
      `SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS s FROM crm.deals t WHERE id <> 1`,
    );
    const result = await session.invoke!(
      'update_record',
      { entity: 'deals', key: { id: 1 }, values: { stage: 'Closed Won', amount: 12500 } },
      WRITE,
    );
    expect(result.record!.before).toMatchObject({ id: 1, name: 'Acme Renewal', stage: 'Negotiation', amount: 12000.5 });
    expect(result.record!.after).toMatchObject({ id: 1, name: 'Acme Renewal', stage: 'Closed Won', amount: 12500 });
    expect(result.text).toBe(
      'Updated the deals row with id = 1: stage "Negotiation" → "Closed Won", amount 12000.5 → 12500.',
    );
    expect(result.rows).toEqual([result.record!.after]);
    expect(
      await queryRows(DB, `SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS s FROM crm.deals t WHERE id <> 1`),
    ).toEqual(others);
  });

  it('deletes one record: before is the row, after is null', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      DB,
      `INSERT INTO crm.deals (name, account_id, stage, amount) VALUES ('Doomed', 1, 'Prospecting', 1) RETURNING id`,
    );
    const result = await session.invoke!('delete_record', { entity: 'crm.deals', key: { id } }, WRITE);
    expect(result.record).toMatchObject({ before: { id, name: 'Doomed' }, after: null });
    expect(await queryRows(DB, 'SELECT id FROM crm.deals WHERE id = $1', [id])).toEqual([]);
  });

  it('without allowWrite refuses with forbidden before any I/O, and nothing changes', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    for (const [op, input] of [
      ['create_record', { entity: 'crm.deals', values: { name: 'x', account_id: 1, stage: 'Prospecting', amount: 1 } }],
      ['update_record', { entity: 'crm.deals', key: { id: 2 }, values: { stage: 'Closed Lost' } }],
      ['delete_record', { entity: 'crm.deals', key: { id: 2 } }],
    ] as const) {
      const err = await failure(session.invoke!(op, input, { allowWrite: false, timeoutMs: 5000 }));
      expect(err, op).toBeInstanceOf(ConnectorError);
      expect(err!.code).toBe('forbidden');
    }
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
    // A session to a port where nothing listens: had it tried to connect, the error would be 'network'.
    const nowhere = await postgresConnector.open({ url: 'postgresql://postgres@127.0.0.1:1/none' }, context);
    const err = await failure(
      nowhere.invoke!('delete_record', { entity: 'crm.deals', key: { id: 2 } }, { allowWrite: false, timeoutMs: 1000 }),
    );
    expect(err!.code).toBe('forbidden');
    await nowhere.close();
  });

  it('validates against the discovered schema with clear messages, changing nothing', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['update_record', { entity: 'crm.nope', key: { id: 1 }, values: { stage: 'Won' } }, /no table "crm\.nope"/],
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 1 }, values: { colour: 'red' } },
        /crm\.deals has no column "colour"/,
      ],
      ['update_record', { entity: 'crm.deals', values: { stage: 'Closed Won' } }, /Give the primary key/],
      ['delete_record', { entity: 'crm.deals', key: {} }, /Give id, the primary key/],
      ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: { id: 99 } }, /does not change keys/],
      ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: { amount: 'lots' } }, /amount must be a number/],
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 1 }, values: { close_date: '2025-02-30' } },
        /close_date must be a date/,
      ],
      ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: { name: null } }, /name cannot be empty/],
      ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: {} }, /at least one column/],
      ['create_record', { entity: 'crm.activity_log', values: { message: 'x' } }, /no primary key/],
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 424242 }, values: { stage: 'Closed Won' } },
        /has no row with id = 424242/,
      ],
      ['drop_table', { entity: 'crm.deals' }, /no operation "drop_table"/],
      ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Won' } }, /violates check constraint/],
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 2 }, values: { stage: 'Closed Won' }, expected: { stage: 'Negotiation' } },
        /changed since the preview/,
      ],
    ];
    for (const [op, input, message] of cases) {
      const err = await failure(session.invoke!(op, input, WRITE));
      expect(err, JSON.stringify(input)).toBeInstanceOf(ConnectorError);
      expect(err!.message, JSON.stringify(input)).toMatch(message);
      expect(err!.message).not.toMatch(/UPDATE|SELECT|INSERT/);
    }
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('identifiers are quoted and values bound: hostile names and values are plain data', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const err = await failure(
      session.invoke!(
        'update_record',
        { entity: 'crm.deals; DROP TABLE crm.deals', key: { id: 1 }, values: { stage: 'x' } },
        WRITE,
      ),
    );
    expect(err!.message).toMatch(/no table/);
    const evil = `'); DELETE FROM crm.deals; --`;
    const result = await session.invoke!(
      'update_record',
      { entity: 'crm.deals', key: { id: 2 }, values: { notes: evil } },
      WRITE,
    );
    expect(result.record!.after!.notes).toBe(evil);
    expect(await queryRows(DB, 'SELECT count(*)::int AS n FROM crm.deals')).toEqual([{ n: 9 }]);
    await session.invoke!('update_record', { entity: 'crm.deals', key: { id: 2 }, values: { notes: null } }, WRITE);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('a row locked by another session stops the write at the timeout and rolls back', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const holder = await pgAdmin(DB);
    await holder.query('BEGIN');
    await holder.query('SELECT * FROM crm.deals WHERE id = 2 FOR UPDATE');
    const started = Date.now();
    const err = await failure(
      session.invoke!(
        'update_record',
        { entity: 'crm.deals', key: { id: 2 }, values: { stage: 'Closed Lost' } },
        { allowWrite: true, timeoutMs: 400 },
      ),
    );
    await holder.query('ROLLBACK');
    await holder.end();
    expect(err!.code).toBe('timeout');
    expect(err!.message).toMatch(/being changed by someone else/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });
});
