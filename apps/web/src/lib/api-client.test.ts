import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiGetList, apiRequest, apiSend, errorMessage, hasErrorCode } from './api-client';
import { loginErrorText } from './auth/login';
import { registerErrorText, registerFieldErrors } from './auth/register';

function reply(status: number, body: unknown, type = 'application/json') {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await apiRequest('GET', '/api/anything');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('api client errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the server code and message', async () => {
    reply(402, { code: 'payment_required', message: 'Upgrade your plan.' });
    const error = await failure();
    expect(error.code).toBe('payment_required');
    expect(hasErrorCode(error, 'payment_required')).toBe(true);
    expect(hasErrorCode(error, 'forbidden')).toBe(false);
    expect(errorMessage(error, 'fallback')).toBe('Upgrade your plan.');
  });

  it('names a missing answer network_error and a body without a code internal', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure()).code).toBe('network_error');
    reply(502, '<html>Bad gateway</html>', 'text/html');
    expect((await failure()).code).toBe('internal');
    reply(400, { code: 'no_such_code', message: 'x' });
    expect((await failure()).code).toBe('internal');
  });

  it('chooses the spec §8 texts by code, whatever the status', async () => {
    reply(401, { code: 'unauthorized', message: 'Invalid username or password' });
    expect(loginErrorText(await failure())).toBe('Login failed: Invalid credentials');
    reply(409, { code: 'conflict', message: 'Username or email already exists' });
    expect(registerErrorText(await failure())).toBe('Registration failed: Username or email already exists');
    reply(400, {
      code: 'validation_failed',
      message: 'email: Invalid email',
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
    const invalid = await failure();
    expect(registerErrorText(invalid)).toBe('Registration failed: Invalid information provided');
    expect(registerFieldErrors(invalid)).toEqual({ email: 'Invalid email' });
  });
});

describe('api client fetchers check the contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  const Item = z.object({ id: z.number() });

  it('parses a list item by item, and reads a body that is no list as an empty one (spec §7)', async () => {
    reply(200, [{ id: 1 }, { id: 2, extra: 'dropped' }]);
    expect(await apiGetList('/api/items', Item)).toEqual([{ id: 1 }, { id: 2 }]);
    reply(200, { items: [] });
    expect(await apiGetList('/api/items', Item)).toEqual([]);
  });

  it('fails loudly in tests when the server drifts from the shared schema, for reads and for changes', async () => {
    reply(200, [{ id: 'one' }]);
    await expect(apiGetList('/api/items', Item)).rejects.toThrow();
    reply(200, { id: '7' });
    await expect(apiGet('/api/items/7', Item)).rejects.toThrow();
    reply(201, { id: 'new' });
    await expect(apiSend('POST', '/api/items', Item, { name: 'x' })).rejects.toThrow();
    reply(201, { id: 8 });
    expect(await apiSend('POST', '/api/items', Item, { name: 'x' })).toEqual({ id: 8 });
  });
});
