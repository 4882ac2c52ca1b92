import { ErrorCode, type ErrorCode as ServerErrorCode } from '@soe/shared';
import type { z } from 'zod';

/** Base joined to every API path; same origin unless the build says otherwise. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/$/, '') ?? '';

export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${API_BASE}${path}`;
}

/**
 * What a failed call is about: the server's stable code (packages/shared ERROR_CODES), or
 * `network_error` when the server never answered. Callers branch on this, never on the status
 * number or the message text.
 */
export type ApiErrorCode = ServerErrorCode | 'network_error';

/**
 * A failed call. `message` follows spec §8 ('{status}: {error}', else the server's message,
 * else the body); `status` is 0 when the server never answered.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's own `message` field when it sent one: safe to show to a user. */
  readonly serverMessage?: string;
  readonly data: unknown;
  constructor(status: number, message: string, data?: unknown, serverMessage?: string, code?: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code ?? codeOf(status, data);
    this.data = data;
    this.serverMessage = serverMessage;
  }
}

/**
 * The code a body carries; a body without one (a proxy's error page, a server older than the codes)
 * says only that something failed: `internal`, or `network_error` when nothing answered.
 */
function codeOf(status: number, data: unknown): ApiErrorCode {
  const parsed = isRecord(data) ? ErrorCode.safeParse(data.code) : undefined;
  if (parsed?.success) return parsed.data;
  return status === 0 ? 'network_error' : 'internal';
}

/** True when `error` is a failed API call with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return {};
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await res.text();
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError(res.status, `${res.status}: ${res.statusText} (Invalid response format)`);
    }
  }
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toError(res: Response): Promise<ApiError> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return new ApiError(res.status, `${res.status}: ${res.statusText} (Invalid response format)`);
    }
    const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
    if (isRecord(body) && typeof body.error === 'string') {
      return new ApiError(res.status, `${res.status}: ${body.error}`, body, serverMessage ?? body.error);
    }
    return new ApiError(res.status, serverMessage ?? JSON.stringify(body), body, serverMessage);
  }
  const text = await res.text().catch(() => '');
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
}

/** One call to the API: credentials included, JSON in and out (spec §7). */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      headers:
        body !== undefined
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      ...init,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'No response from server');
  }
  if (!res.ok) throw await toError(res);
  return (await readBody(res)) as T;
}

/**
 * Responses are parsed with their shared zod schema in development and tests, so a server that
 * drifts from the contract fails there, loudly; a production build trusts the server (no parse
 * cost on every call).
 */
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

export function parseResponse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return CHECK_RESPONSES ? schema.parse(data) : (data as z.infer<S>);
}

/** GET `path` and check the body against `schema` (see parseResponse): the fetcher of a feature's `api/`. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  return parseResponse(schema, await apiRequest<unknown>('GET', path, undefined, { signal: options.signal }));
}

/**
 * GET a list and check each item against `item` (see parseResponse). A body that is no list counts as an
 * empty one (spec §7), so a screen shows its empty state rather than failing.
 */
export async function apiGetList<S extends z.ZodType>(
  path: string,
  item: S,
  options: { signal?: AbortSignal } = {},
): Promise<z.infer<S>[]> {
  const data = await apiRequest<unknown>('GET', path, undefined, { signal: options.signal });
  return Array.isArray(data) ? parseResponse(item.array(), data) : [];
}

/** A call that changes something (POST, PUT, DELETE) and checks the answer against `schema` (see parseResponse). */
export async function apiSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  return parseResponse(schema, await apiRequest<unknown>(method, path, body));
}

/** `call()`, or `fallback` when the server has no such endpoint (`not_found`, `method_not_allowed`). */
export async function orWhenMissing<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (hasErrorCode(error, 'not_found', 'method_not_allowed')) return fallback;
    throw error;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.code === 'network_error' ? fallback : error.message);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
