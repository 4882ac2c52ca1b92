import { describe, expect, it } from 'vitest';
import { ConnectorError, type SqlExecutor } from '../connector';
import { demoConnector } from './connector';
import { DEMO_READ_ONLY } from './write';

/** An app database that records every statement: the demo's write refusals must send none. */
function recordingDb(): SqlExecutor & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    async query(sql) {
      statements.push(sql);
      return { rows: [], fields: [] };
    },
    async transaction(fn) {
      statements.push('BEGIN');
      return fn(this);
    },
  };
}

describe('Demo Company writes', () => {
  it('declares no write operations and refuses every write without touching the shared data', async () => {
    const db = recordingDb();
    const session = await demoConnector.open({ url: 'demo://company' }, { appDb: db });
    expect(session.operations()).toEqual([]);
    const input = { entity: 'demo.deals', key: { id: 1 }, values: { stage: 'Won' } };
    const forbidden = (await session.invoke!('update_record', input, { allowWrite: false, timeoutMs: 1000 }).catch(
      (e: unknown) => e,
    )) as ConnectorError;
    expect(forbidden).toBeInstanceOf(ConnectorError);
    expect(forbidden.code).toBe('forbidden');
    const refused = (await session.invoke!('update_record', input, { allowWrite: true, timeoutMs: 1000 }).catch(
      (e: unknown) => e,
    )) as ConnectorError;
    expect(refused).toMatchObject({ code: 'unsupported', message: DEMO_READ_ONLY });
    expect(db.statements).toEqual([]);
  });
});
