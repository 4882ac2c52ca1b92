import { describe, expect, it } from 'vitest';
import { ConnectorError } from './connector';
import { connectorRegistry, getConnector, resolveConnector } from './registry';

describe('connector registry', () => {
  it('lists each connector once, with a config schema', () => {
    const ids = connectorRegistry.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['demo', 'postgres', 'mysql']));
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of connectorRegistry) expect(c.configSchema.safeParse({ url: '' }).success).toBe(false);
  });

  it.each([
    ['postgresql://u:p@db.example.com/app', 'postgres'],
    ['postgres://u@db.example.com/app', 'postgres'],
    ['  POSTGRESQL://u@h/db', 'postgres'],
    ['mysql://u@db.example.com/shop', 'mysql'],
    ['mariadb://u@db.example.com/shop', 'mysql'],
    ['demo://company', 'demo'],
  ])('%s → %s', (url, id) => {
    expect(resolveConnector({ url }).id).toBe(id);
  });

  it('an explicit connector id wins over the URL', () => {
    expect(resolveConnector({ url: 'postgresql://u@h/db', connector: 'mysql' }).id).toBe('mysql');
    expect(getConnector('demo')?.label).toBe('Demo Company');
  });

  it('an unknown kind is a config error listing what is supported, without echoing the URL', () => {
    const err = (() => {
      try {
        resolveConnector({ url: 'oracle://scott:tiger-canary@db/orcl' });
      } catch (e) {
        return e as ConnectorError;
      }
    })()!;
    expect(err).toBeInstanceOf(ConnectorError);
    expect(err.code).toBe('config');
    expect(err.message).toContain('PostgreSQL');
    expect(err.message).toContain('MySQL');
    expect(err.message).toContain('demo://');
    expect(err.message).not.toContain('tiger-canary');
    expect(() => resolveConnector({ url: 'x', connector: 'nope' })).toThrow('Unknown connector "nope"');
  });
});
