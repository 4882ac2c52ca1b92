import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryOnce } from './query-client';

describe('retryOnce', () => {
  it('retries a failure once, but never an answer the server gave on purpose', () => {
    const network = new ApiError(0, 'No response from server', undefined, undefined, 'network_error');
    expect([retryOnce(0, network), retryOnce(1, network)]).toEqual([true, false]);
    expect(retryOnce(0, new ApiError(500, 'Internal error'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'Unavailable'))).toBe(true);
    // 403 shows Access Denied at once; 401, 404 and 402 are as final.
    for (const status of [400, 401, 402, 403, 404, 409]) expect(retryOnce(0, new ApiError(status, 'No'))).toBe(false);
    // A timeout or a rate limit may pass.
    expect(retryOnce(0, new ApiError(429, 'Slow down'))).toBe(true);
    expect(retryOnce(0, new Error('boom'))).toBe(true);
  });
});
