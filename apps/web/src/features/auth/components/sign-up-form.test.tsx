import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithClient, stubApi } from '@/testing/render';
import { SignUpForm } from './sign-up-form';

const created = {
  isAuthenticated: true,
  id: 3,
  username: 'dana',
  email: 'dana@example.com',
  accessLevel: 'read',
  provider: 'local',
  subscriptionTier: 'free',
  isAdmin: false,
};

async function fill(user: ReturnType<typeof renderWithClient>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
}

describe('Sign-up form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which fields are required, and checks the rest with the shared contract before sending', async () => {
    const calls = stubApi({});
    const { user } = renderWithClient(<SignUpForm onSuccess={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const text of [
      'Username is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { Username: 'da', Email: 'not-an-email', Password: '12345', 'Confirm Password': '12345' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
  });

  it('refuses a confirmation that differs, then registers with the trimmed values', async () => {
    const calls = stubApi({ 'POST /api/register': { status: 201, body: created } });
    const onSuccess = vi.fn();
    const { user } = renderWithClient(<SignUpForm onSuccess={onSuccess} />);
    await fill(user, {
      Username: ' dana ',
      Email: 'dana@example.com',
      Password: 'secret-1',
      'Confirm Password': 'secret-2',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-1');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'POST /api/register')?.body).toEqual({
      username: 'dana',
      email: 'dana@example.com',
      password: 'secret-1',
    });
  });

  it("puts the server's field messages under their fields", async () => {
    stubApi({
      'POST /api/register': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'email: Email is invalid',
          issues: [{ path: 'email', message: 'That domain does not receive mail' }],
        },
      },
    });
    const { user } = renderWithClient(<SignUpForm onSuccess={() => {}} />);
    await fill(user, {
      Username: 'dana',
      Email: 'dana@example.com',
      Password: 'secret-1',
      'Confirm Password': 'secret-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('That domain does not receive mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
