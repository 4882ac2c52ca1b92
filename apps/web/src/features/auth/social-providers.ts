/** The social sign-in providers (spec §2, §7): the path segment of /auth/{id} and the name shown. */
export const SOCIAL_PROVIDERS = { google: 'Google', github: 'GitHub', apple: 'Apple' } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export function isSocialProvider(value: string | null): value is SocialProvider {
  return value !== null && Object.hasOwn(SOCIAL_PROVIDERS, value);
}

/**
 * What the server's redirect to /auth?social_error=… (or ?social=link) means.
 * The server sends codes, never text: nobody can put their words on this page through a link.
 */
export function socialNotice(params: URLSearchParams): { tone: 'error' | 'info'; text: string } | null {
  const id = params.get('provider');
  if (!isSocialProvider(id)) return null;
  const name = SOCIAL_PROVIDERS[id];
  if (params.get('social') === 'link') {
    return {
      tone: 'info',
      text: `An account with this email already exists. Sign in with its password to connect ${name} to it.`,
    };
  }
  const texts: Record<string, string> = {
    not_configured: `${name} sign-in is not configured on this server`,
    denied: `${name} sign-in was cancelled.`,
    failed: `${name} sign-in could not be completed. Please try again.`,
    unavailable: `${name} can't be reached right now. Please try again later.`,
    email_in_use: `An account with this email already exists. Sign in with your password.`,
    already_linked: `This ${name} account is already connected to another SOE account.`,
    no_email: `Your ${name} account has no email address SOE can use.`,
    disabled: 'This account has been disabled. Contact your administrator.',
  };
  const text = texts[params.get('social_error') ?? ''];
  return text ? { tone: 'error', text } : null;
}
