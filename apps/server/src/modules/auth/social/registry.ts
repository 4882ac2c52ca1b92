import * as client from 'openid-client';
import type { Config } from '../../../config/env';
import { appleClientSecret } from './apple-secret';
import { createGitHubProvider } from './github';
import { claimIsTrue, claimString, createOidcProvider } from './oidc';
import type { SocialIdentity, SocialProvider, SocialProviderId } from './provider';

function localPart(email: string | null): string | null {
  return email ? email.split('@')[0]! : null;
}

/** Google: openid email profile; names from the id_token. */
function google(config: Config): SocialProvider | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return createOidcProvider({
    id: 'google',
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientAuth: client.ClientSecretPost(config.GOOGLE_CLIENT_SECRET),
    scope: 'openid email profile',
    toIdentity: (claims): SocialIdentity => {
      const email = claimString(claims.email) || null;
      return {
        subject: claims.sub,
        email,
        emailVerified: Boolean(email) && claimIsTrue(claims.email_verified),
        firstName: claimString(claims.given_name),
        lastName: claimString(claims.family_name),
        preferredUsername: localPart(email),
      };
    },
  });
}

/** Apple's one-time `user` form field ({"name":{"firstName","lastName"}}) carries the name on first consent only. */
function appleName(params: URLSearchParams): { firstName: string; lastName: string } {
  try {
    const user = JSON.parse(params.get('user') ?? '{}') as { name?: { firstName?: unknown; lastName?: unknown } };
    return {
      firstName: claimString(user.name?.firstName).slice(0, 100),
      lastName: claimString(user.name?.lastName).slice(0, 100),
    };
  } catch {
    return { firstName: '', lastName: '' };
  }
}

/** Apple: form_post with name and email; the secret is given, or signed here from the team's key. */
function apple(config: Config): SocialProvider | null {
  if (!config.APPLE_CLIENT_ID) return null;
  const {
    APPLE_TEAM_ID: teamId,
    APPLE_KEY_ID: keyId,
    APPLE_PRIVATE_KEY: privateKey,
    APPLE_CLIENT_ID: clientId,
  } = config;
  const secret =
    teamId && keyId && privateKey
      ? appleClientSecret({ teamId, keyId, privateKey, clientId, audience: config.APPLE_ISSUER })
      : config.APPLE_CLIENT_SECRET
        ? async () => config.APPLE_CLIENT_SECRET!
        : null;
  if (!secret) return null;
  return createOidcProvider({
    id: 'apple',
    issuer: config.APPLE_ISSUER,
    clientId,
    clientAuth: async (as, c, body, headers) => client.ClientSecretPost(await secret())(as, c, body, headers),
    scope: 'openid email name',
    responseMode: 'form_post',
    toIdentity: (claims, params): SocialIdentity => {
      const email = claimString(claims.email) || null;
      return {
        subject: claims.sub,
        email,
        emailVerified: Boolean(email) && claimIsTrue(claims.email_verified),
        ...appleName(params),
        preferredUsername: localPart(email),
      };
    },
  });
}

function github(config: Config): SocialProvider | null {
  if (!config.GITHUB_CLIENT_ID || !config.GITHUB_CLIENT_SECRET) return null;
  return createGitHubProvider({
    clientId: config.GITHUB_CLIENT_ID,
    clientSecret: config.GITHUB_CLIENT_SECRET,
    baseUrl: config.GITHUB_BASE_URL,
    apiUrl: config.GITHUB_API_URL,
  });
}

/** The configured providers; one without credentials is absent and its route says 'not configured'. */
export function socialProvidersFrom(config: Config): Partial<Record<SocialProviderId, SocialProvider>> {
  const providers: Partial<Record<SocialProviderId, SocialProvider>> = {};
  for (const make of [google, apple, github]) {
    const provider = make(config);
    if (provider) providers[provider.id] = provider;
  }
  return providers;
}
