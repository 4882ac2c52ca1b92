import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/auth';
import { Dialog } from '@/components/ui/dialog';
import { renderWithClient, stubApi } from '@/testing/render';
import type { AdminUser } from '../types';
import { UserFormDialog } from './user-form-dialog';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const staff = {
  isAuthenticated: true,
  id: 1,
  username: 'owner',
  accessLevel: 'admin',
  provider: 'local',
  subscriptionTier: 'staff',
  isAdmin: true,
  tenantId: 'acme',
};

const WORKSPACES = [
  {
    id: 'acme',
    name: 'Acme',
    ownerId: 1,
    ownerUsername: 'owner',
    memberCount: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
];

const dana: AdminUser = {
  id: 7,
  username: 'dana',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Lee',
  subscriptionTier: 'free',
  accessLevel: 'read',
  tenantId: 'acme',
  isActive: true,
  isAdmin: false,
  isOwner: false,
  createdAt: '2026-11-02T00:00:00.000Z',
  signInLockedUntil: null,
};

/** Opened as the console opens it: the signed-in staff member is already known. */
function open(user?: AdminUser) {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(USER_QUERY_KEY, staff);
  const rendered = renderWithClient(
    <Dialog open>
      <UserFormDialog user={user} onDone={onDone} />
    </Dialog>,
    queryClient,
  );
  return { ...rendered, onDone };
}

describe('admin user form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what is missing or wrong with the shared contract's messages, and sends nothing", async () => {
    const calls = stubApi({ 'GET /api/user': { body: staff }, 'GET /api/admin/workspaces': { body: WORKSPACES } });
    const { user: person } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await person.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await person.type(within(dialog).getByLabelText('Username'), 'ab');
    await person.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await person.type(within(dialog).getByLabelText('Password'), '123');
    await person.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'POST /api/admin/users')).toBe(false);
  });

  it('creates a user in the chosen workspace with the chosen rights', async () => {
    const calls = stubApi({
      'GET /api/user': { body: staff },
      'GET /api/admin/workspaces': { body: WORKSPACES },
      'POST /api/admin/users': (body) => ({ status: 201, body: { ...dana, ...(body as object), id: 8 } }),
    });
    const { user: person, onDone } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await within(dialog).findByRole('option', { name: 'Acme (2 members)' });
    await person.type(within(dialog).getByLabelText('Username'), ' sam ');
    await person.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await person.type(within(dialog).getByLabelText('Password'), 'secret-123');
    await person.selectOptions(within(dialog).getByLabelText('Access Level'), 'write');
    await person.selectOptions(within(dialog).getByLabelText('Subscription Tier'), 'pro');
    await person.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'POST /api/admin/users')?.body).toEqual({
      username: 'sam',
      email: 'sam@example.com',
      password: 'secret-123',
      subscriptionTier: 'pro',
      accessLevel: 'write',
      isAdmin: false,
      tenantId: 'acme',
      firstName: '',
      lastName: '',
    });
  });

  it('edits only the permissions and the active flag, and moves nobody unasked', async () => {
    const calls = stubApi({
      'GET /api/user': { body: staff },
      'GET /api/admin/workspaces': { body: WORKSPACES },
      'PUT /api/admin/users/7': (body) => ({ body: { ...dana, ...(body as object) } }),
    });
    const { user: person, onDone } = open(dana);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await person.selectOptions(within(dialog).getByLabelText('Subscription Tier'), 'enterprise');
    await person.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await person.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.route === 'PUT /api/admin/users/7')?.body).toEqual({
      subscriptionTier: 'enterprise',
      accessLevel: 'read',
      isAdmin: false,
      isActive: false,
    });
  });
});
