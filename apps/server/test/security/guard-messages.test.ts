import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../helpers';

/*
 * A connection the request-forgery guard refuses is reported as that, on every connector: the
 * message says it was refused and why, never that the remote system answered (no "accepted the
 * token", no missing scope, no "limited" status for a system SOE never reached).
 */

const REFUSED_HOST = '169.254.169.254';

const CASES: Array<{ connector: string; details: Record<string, string> }> = [
  { connector: 'postgres', details: { url: `postgresql://u:p@${REFUSED_HOST}/db` } },
  { connector: 'mysql', details: { url: `mysql://u:p@${REFUSED_HOST}/db` } },
  { connector: 'hubspot', details: { url: `http://${REFUSED_HOST}`, apiKey: 'pat-token' } },
  { connector: 'salesforce', details: { url: `http://${REFUSED_HOST}`, apiKey: 'sf-token' } },
  { connector: 'openapi', details: { url: `http://${REFUSED_HOST}/openapi.json`, apiKey: 'api-token' } },
  { connector: 'odata', details: { url: `http://${REFUSED_HOST}/odata/`, apiKey: 'odata-token' } },
  { connector: 'mcp', details: { url: `http://${REFUSED_HOST}/mcp`, apiKey: 'mcp-token' } },
  { connector: 'tableau', details: { url: `http://${REFUSED_HOST}`, tokenName: 'pat', apiKey: 'pat-secret' } },
];

describe('request-forgery guard refusals on every connector', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('guard-msg-owner');
  });
  afterAll(async () => t?.destroy());

  it.each(CASES)('$connector: says the connection was refused and why', async ({ connector, details }) => {
    const res = await owner.post('/api/systems', {
      name: `Refused ${connector}`,
      type: 'custom',
      connectionDetails: { connector, ...details },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.message).toMatch(/not allowed/i);
    expect(res.json.message).toContain(REFUSED_HOST);
    // The reason, in words (metadata service, link-local).
    expect(res.json.message).toMatch(/\(.+\)/);
    expect(res.json.message).not.toMatch(
      /accepted the token|scope|denied access|lacks the permission|could not reach/i,
    );
  });
});
