import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithClient, stubApi } from '@/testing/render';
import { SignInForm } from './sign-in-form';

const user = {
  isAuthenticated: true,
  id: 3,
  username: 'dana',
  accessLevel: 'read',
  provider: 'local',
  subscriptionTier: 'free',
  isAdmin: false,
};

function renderForm(onSuccess = () => {}) {
  return renderWithClient(
    <MemoryRouter>
      <SignInForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
}

describe('Sign-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is required in the shared contract’s words and sends nothing', async () => {
    const calls = stubApi({});
    const { user: person } = renderForm();
    await person.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.route === 'POST /api/login')).toEqual([]);
  });

  it('signs in with the trimmed username', async () => {
    const calls = stubApi({ 'POST /api/login': { body: user } });
    const onSuccess = vi.fn();
    const { user: person } = renderForm(onSuccess);
    await person.type(screen.getByLabelText('Username'), '  dana ');
    await person.type(screen.getByLabelText('Password'), 'secret-1');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'POST /api/login')?.body).toEqual({ username: 'dana', password: 'secret-1' });
  });

  it('offers only the sign-in providers the server has, and none when it has none', async () => {
    stubApi({ 'GET /api/auth/config': { body: { socialProviders: ['github'], signUpOpen: true } } });
    const first = renderForm();
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    first.unmount();

    const calls = stubApi({ 'GET /api/auth/config': { body: { socialProviders: [], signUpOpen: true } } });
    renderForm();
    await vi.waitFor(() => expect(calls.some((c) => c.route === 'GET /api/auth/config')).toBe(true));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText('or continue with')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Continue with/ })).toEqual([]);
  });
});
