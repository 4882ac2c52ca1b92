import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JobQueue, retryOnDeadlock } from './queue';

const OPTIONS = { expireSeconds: 60, retryDelaySeconds: 1, retryLimit: 2 };
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('creating the queues', () => {
  it('tries again when PostgreSQL ended the creation to break a deadlock, and only then', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        if (++calls < 3) throw deadlock();
        return 'created';
      }),
    ).resolves.toBe('created');
    expect(calls).toBe(3);

    calls = 0;
    const other = Object.assign(new Error('permission denied'), { code: '42501' });
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock();
      }, 3),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  // Instances started together on a new PostgreSQL database each create every queue (the two-instance topology).
  it.skipIf(!process.env.DATABASE_URL)(
    'four instances starting at once on a new PostgreSQL database all start, each queue made once',
    async () => {
      const url = process.env.DATABASE_URL!;
      const name = `soe_queue_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const queues = ['deliveries', 'documents', 'alerts', 'exports', 'digests', 'cleanup'];
      const instances = Array.from(
        { length: 4 },
        () => new JobQueue({ queue: { connectionString: dbUrl.toString() } }, OPTIONS, () => {}),
      );
      try {
        await Promise.all(instances.map((q) => q.start(queues)));
        const check = new pg.Client({ connectionString: dbUrl.toString() });
        await check.connect();
        const { rows } = await check.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
        await check.end();
        expect(rows.map((r) => r.name)).toEqual([...queues].sort());
      } finally {
        await Promise.all(instances.map((q) => q.stop({ graceful: false }).catch(() => {})));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
