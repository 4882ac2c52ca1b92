import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../../config/env';
import { socialProvidersFrom } from './registry';
import type { Config } from '../../../config/env';

const problems = (env: Record<string, string>) => {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('social sign-in settings', () => {
  it('defaults to the real providers and turns a provider on only with its credentials', () => {
    const env = parseEnv({});
    expect([env.GOOGLE_ISSUER, env.APPLE_ISSUER, env.GITHUB_BASE_URL, env.GITHUB_API_URL]).toEqual([
      'https://accounts.google.com',
      'https://appleid.apple.com',
      'https://github.com',
      'https://api.github.com',
    ]);
    expect(Object.keys(socialProvidersFrom(env as Config))).toEqual([]);
    const on = parseEnv({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      GITHUB_CLIENT_ID: 'h',
      GITHUB_CLIENT_SECRET: 't',
      APPLE_CLIENT_ID: 'a',
      APPLE_CLIENT_SECRET: 'jwt',
    });
    expect(Object.keys(socialProvidersFrom(on as Config)).sort()).toEqual(['apple', 'github', 'google']);
  });

  it('refuses half a provider and plain-http issuers off this machine, all at boot', () => {
    expect(problems({ GOOGLE_CLIENT_ID: 'g' })).toEqual([
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(problems({ GITHUB_CLIENT_SECRET: 's' })).toEqual([
      'GITHUB_CLIENT_ID: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together',
    ]);
    expect(problems({ APPLE_CLIENT_ID: 'a' })[0]).toMatch(/^APPLE_CLIENT_ID: Apple sign-in needs/);
    expect(problems({ APPLE_CLIENT_ID: 'a', APPLE_TEAM_ID: 't', APPLE_CLIENT_SECRET: 'x' })[0]).toMatch(
      /APPLE_KEY_ID and APPLE_PRIVATE_KEY/,
    );
    expect(problems({ APPLE_CLIENT_ID: 'a', APPLE_TEAM_ID: 't', APPLE_KEY_ID: 'k', APPLE_PRIVATE_KEY: 'pem' })).toEqual(
      [],
    );
    expect(problems({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toEqual([
      'GOOGLE_ISSUER: GOOGLE_ISSUER must use https (plain http only for localhost)',
    ]);
    expect(problems({ GITHUB_BASE_URL: 'not a url' })[0]).toMatch(/^GITHUB_BASE_URL: GITHUB_BASE_URL must be a URL/);
    expect(parseEnv({ GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).GOOGLE_ISSUER).toBe('http://127.0.0.1:4000');
  });
});
