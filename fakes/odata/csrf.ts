import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/**
 * SAP Gateway's CSRF protection, as its documentation describes the wire
 * protocol: a non-modifying request with `X-CSRF-Token: Fetch` gets the token
 * in the `x-csrf-token` response header and the security session it belongs to
 * as cookies (SAP_SESSIONID_<SID>_<client>, sap-usercontext). A modifying
 * request (POST, PUT, PATCH, MERGE, DELETE — $batch is a POST) must carry both
 * the token and the session cookie; otherwise — or once the session has
 * expired — it is refused with 403, `x-csrf-token: Required` and the plain-text
 * body "CSRF token validation failed", and nothing is applied.
 */

export const MODIFYING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'MERGE', 'DELETE']);
export const SESSION_COOKIE = 'SAP_SESSIONID_S4H_100';

export interface CsrfRefusal {
  status: 403;
  type: string;
  payload: string;
  headers: Record<string, string>;
}

function cookiesOf(req: http.IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

export class CsrfGate {
  /** Live security sessions: session cookie value → its CSRF token. */
  private readonly sessions = new Map<string, string>();
  private refusals = 0;

  /** Response headers for a non-modifying request: a token (and a new session) when it asks with `X-CSRF-Token: Fetch`. */
  issue(req: http.IncomingMessage): Record<string, string | string[]> {
    if (String(req.headers['x-csrf-token'] ?? '').toLowerCase() !== 'fetch') return {};
    const current = cookiesOf(req).get(SESSION_COOKIE);
    if (current && this.sessions.has(current)) return { 'x-csrf-token': this.sessions.get(current)! };
    const session = randomBytes(24).toString('base64url');
    const token = randomBytes(18).toString('base64');
    this.sessions.set(session, token);
    return {
      'x-csrf-token': token,
      'set-cookie': [`${SESSION_COOKIE}=${session}; path=/; HttpOnly`, 'sap-usercontext=sap-client=100; path=/'],
    };
  }

  /** null when a modifying request may proceed; otherwise SAP's refusal (the request is not applied). */
  check(req: http.IncomingMessage): CsrfRefusal | null {
    const session = cookiesOf(req).get(SESSION_COOKIE);
    const token = session ? this.sessions.get(session) : undefined;
    let valid = token !== undefined && req.headers['x-csrf-token'] === token;
    if (valid && this.refusals > 0) {
      // A test asked for this session to end now, as an expired security session does.
      this.refusals--;
      this.sessions.delete(session!);
      valid = false;
    }
    if (valid) return null;
    return {
      status: 403,
      type: 'text/plain;charset=utf-8',
      payload: 'CSRF token validation failed',
      headers: { 'x-csrf-token': 'Required' },
    };
  }

  /** Every current session (and its token) ends: the next write with it gets 403 Required. */
  expire(): void {
    this.sessions.clear();
  }

  /** The next `times` writes with a valid token find their session expired (403 Required) — also after a fresh fetch. */
  refuseNext(times: number): void {
    this.refusals += times;
  }
}
