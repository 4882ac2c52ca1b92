import type { AuthProvider } from '@soe/shared';

/** The path segment of /auth/{id}: spec §7. */
export const SOCIAL_PROVIDER_IDS = ['google', 'apple', 'github'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** The spelling the session and the header use ('Connected to Google'). */
export const PROVIDER_LABELS: Record<SocialProviderId, Exclude<AuthProvider, 'local'>> = {
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
};

/** Who the provider says signed in. `subject` is the provider's stable id; accounts are keyed by (provider, subject). */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  /** Only the provider's own statement counts: an unverified email never links to an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** A username to start from for a new account (GitHub login, else the email's local part). */
  preferredUsername: string | null;
}

/** What a flow remembers between the redirect and the callback (sealed in a cookie). */
export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce?: string;
}

/**
 * One social sign-in provider: builds the authorization URL and, on the way
 * back, exchanges the code (checking state and PKCE, and for OpenID Connect
 * the id_token) for the identity. A family with one interface, like connectors.
 */
export interface SocialProvider {
  readonly id: SocialProviderId;
  authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /** `callbackUrl` is the redirect URI with the provider's query parameters. Throws on any failed check. */
  identify(callbackUrl: URL, checks: FlowChecks): Promise<SocialIdentity>;
}

/** The provider answered, but not with anything we can sign in with; the message is for the log only. */
export class SocialSignInError extends Error {
  constructor(
    readonly reason: 'denied' | 'failed' | 'no_email',
    message: string,
  ) {
    super(message);
    this.name = 'SocialSignInError';
  }
}
