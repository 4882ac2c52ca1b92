import * as client from 'openid-client';
import type { FlowChecks, SocialIdentity, SocialProvider } from './provider';
import { SocialSignInError } from './provider';

interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub's OAuth web application flow (not OpenID Connect): state and PKCE on
 * the authorization code, then the user from GET /user and the email from
 * GET /user/emails, where GitHub says which addresses it has verified.
 */
export function createGitHubProvider(options: {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  apiUrl: string;
}): SocialProvider {
  const config = new client.Configuration(
    {
      issuer: options.baseUrl,
      authorization_endpoint: `${options.baseUrl}/login/oauth/authorize`,
      token_endpoint: `${options.baseUrl}/login/oauth/access_token`,
    },
    options.clientId,
    undefined,
    client.ClientSecretPost(options.clientSecret),
  );
  // env.ts allows plain http for a GitHub on this machine only (tests).
  if (options.baseUrl.startsWith('http:')) client.allowInsecureRequests(config);

  async function api<T>(path: string, token: string): Promise<T> {
    const res = await fetch(`${options.apiUrl}${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': 'SOE',
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new SocialSignInError('failed', `GitHub ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    id: 'github',
    async authorizationUrl(redirectUri) {
      const checks = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        allow_signup: 'true',
      });
      return { url, checks };
    },
    async identify(callbackUrl, checks: FlowChecks): Promise<SocialIdentity> {
      if (callbackUrl.searchParams.get('error'))
        throw new SocialSignInError('denied', `GitHub returned ${callbackUrl.searchParams.get('error')}`);
      let token: string;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
        });
        token = tokens.access_token;
      } catch (error) {
        throw new SocialSignInError('failed', (error as Error).message);
      }
      const [user, emails] = await Promise.all([
        api<GitHubUser>('/user', token),
        api<GitHubEmail[]>('/user/emails', token),
      ]);
      if (typeof user?.id !== 'number' || !Array.isArray(emails))
        throw new SocialSignInError('failed', 'GitHub answered an unexpected shape');
      // The primary address if GitHub verified it, else any verified one; an unverified one only for a brand-new account.
      const chosen =
        emails.find((e) => e.primary && e.verified) ??
        emails.find((e) => e.verified) ??
        emails.find((e) => e.primary) ??
        null;
      const [firstName = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
      return {
        subject: String(user.id),
        email: chosen?.email ?? null,
        emailVerified: Boolean(chosen?.verified),
        firstName: firstName.slice(0, 100),
        lastName: rest.join(' ').slice(0, 100),
        preferredUsername: user.login,
      };
    },
  };
}
