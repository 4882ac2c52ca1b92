import { deriveKey, SecretBox } from '../../../lib/crypto';

/**
 * What a sign-in flow must remember between leaving for the provider and
 * coming back (state, PKCE verifier, nonce), and a pending account link, kept
 * in the browser as sealed cookies: AES-GCM under a key of their own, so the
 * browser can neither read nor forge them, and any instance can finish a flow
 * another one started.
 */
export const FLOW_COOKIE = 'soe.oauth_flow';
export const LINK_COOKIE = 'soe.oauth_link';
/** A flow must come back within this time; a pending link must be confirmed within it too. */
export const FLOW_TTL_S = 10 * 60;

export class SealedCookies {
  private readonly box: SecretBox;
  constructor(
    instanceSecret: string,
    private readonly secure: boolean,
  ) {
    // SecretBox derives its own key from what it is given: a purpose-bound input keeps this key apart from the credentials key.
    this.box = new SecretBox(deriveKey(instanceSecret, 'oauth-cookies-v1').toString('base64url'));
  }

  /** A Set-Cookie header holding `value` sealed, with an expiry inside the seal too (the browser's max-age is only advice). */
  set(name: string, value: object, path: string): string {
    const sealed = this.box.seal(JSON.stringify({ ...value, exp: Date.now() + FLOW_TTL_S * 1000, name }));
    return `${name}=${sealed}; Path=${path}; Max-Age=${FLOW_TTL_S}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }

  clear(name: string, path: string): string {
    return `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }

  /** The unsealed value, or null when absent, tampered with, expired, or sealed for another cookie name. */
  read<T>(cookieHeader: string | undefined, name: string): T | null {
    const raw = readCookie(cookieHeader, name);
    if (!raw) return null;
    try {
      const value = JSON.parse(this.box.open(raw)) as T & { exp: number; name: string };
      return value.name === name && value.exp > Date.now() ? value : null;
    } catch {
      return null;
    }
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
