import { describe, expect, it } from 'vitest';
import { socialNotice } from './social-providers';

const notice = (query: string) => socialNotice(new URLSearchParams(query));

describe('the /auth page notice after a social sign-in', () => {
  it('words each outcome code the server sends, per provider', () => {
    expect(notice('social_error=not_configured&provider=google')).toEqual({
      tone: 'error',
      text: 'Google sign-in is not configured on this server',
    });
    expect(notice('social_error=not_configured&provider=github')?.text).toBe(
      'GitHub sign-in is not configured on this server',
    );
    expect(notice('social_error=email_in_use&provider=apple')?.text).toBe(
      'An account with this email already exists. Sign in with your password.',
    );
    expect(notice('social=link&provider=google')).toEqual({
      tone: 'info',
      text: 'An account with this email already exists. Sign in with its password to connect Google to it.',
    });
  });

  it('shows nothing for unknown codes or providers: a crafted link cannot put its words on the page', () => {
    expect(notice('')).toBeNull();
    expect(notice('social_error=Your+account+is+locked,+call+555&provider=google')).toBeNull();
    expect(notice('social_error=failed&provider=evil')).toBeNull();
    expect(notice('social_error=failed&provider=toString')).toBeNull();
  });
});
