import * as client from 'openid-client';
import type { FlowChecks, SocialIdentity, SocialProvider, SocialProviderId } from './provider';
import { SocialSignInError } from './provider';

export interface OidcOptions {
  id: SocialProviderId;
  issuer: string;
  clientId: string;
  /** How the client authenticates at the token endpoint (Apple's secret is a JWT made per request). */
  clientAuth: client.ClientAuth;
  scope: string;
  /** Apple returns to the callback by POST when name or email are asked for. */
  responseMode?: 'form_post';
  /** Maps the verified id_token claims (and the callback's parameters, for Apple's one-time `user`) to an identity. */
  toIdentity(claims: client.IDToken, params: URLSearchParams): SocialIdentity;
}

/** Plain http only for an issuer on this machine (tests); env.ts refuses any other http issuer. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * OpenID Connect authorization code flow on openid-client: discovery, state,
 * PKCE (S256) and nonce; the id_token's signature is checked against the
 * issuer's JWKS (non-repudiation checks on) besides iss, aud, exp and nonce.
 */
export function createOidcProvider(options: OidcOptions): SocialProvider {
  let config: Promise<client.Configuration> | undefined;
  const configuration = () => {
    config ??= (async () => {
      const issuer = new URL(options.issuer);
      const execute = [
        client.enableNonRepudiationChecks,
        ...(isLoopback(issuer) ? [client.allowInsecureRequests] : []),
      ];
      return client.discovery(issuer, options.clientId, undefined, options.clientAuth, { execute, timeout: 10 });
    })();
    // A failed discovery is not remembered: the next sign-in tries again.
    config.catch(() => (config = undefined));
    return config;
  };

  return {
    id: options.id,
    async authorizationUrl(redirectUri) {
      const checks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: options.scope,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(options.responseMode ? { response_mode: options.responseMode } : {}),
      };
      return { url: client.buildAuthorizationUrl(await configuration(), params), checks };
    },
    async identify(callbackUrl, checks: FlowChecks) {
      if (callbackUrl.searchParams.get('error')) {
        throw new SocialSignInError('denied', `provider returned ${callbackUrl.searchParams.get('error')}`);
      }
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SocialSignInError('failed', (error as Error).message);
      }
      const claims = tokens.claims();
      if (!claims) throw new SocialSignInError('failed', 'no id_token');
      return options.toIdentity(claims, callbackUrl.searchParams);
    },
  };
}

/** `email_verified` as a boolean: Apple sends the string "true". */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

export function claimString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
