import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { buildApp } from '../app';
import { testEnv } from '../../test/helpers';
import { requestLogLevel } from './logging';

describe('request logging', () => {
  it('logs polling reads and health checks at debug, changes and failures at info', () => {
    expect(requestLogLevel('GET', '/healthz', 200)).toBe('debug');
    expect(requestLogLevel('GET', '/readyz', 503)).toBe('debug');
    expect(requestLogLevel('GET', '/api/conversations?x=1', 200)).toBe('debug');
    expect(requestLogLevel('GET', '/api/conversations/9', 404)).toBe('info');
    expect(requestLogLevel('POST', '/api/messages', 200)).toBe('info');
  });

  it('writes one JSON line per request, and none for polling at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-logging-'));
    const built = await buildApp(loadConfig({ ...testEnv(dir), LOG_LEVEL: 'info' }), { logStream: stream });
    try {
      await built.app.inject({ method: 'GET', url: '/healthz' });
      await built.app.inject({ method: 'GET', url: '/api/conversations' });
      await built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody', password: 'wrong password' },
      });
      const requests = lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
      expect(requests.map((l) => (l.req as { url: string }).url)).toEqual(['/api/conversations', '/api/auth/login']);
      expect(requests.every((l) => l.msg === 'request completed')).toBe(true);
    } finally {
      await built.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
