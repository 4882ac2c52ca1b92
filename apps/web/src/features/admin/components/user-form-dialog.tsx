import { useState, type FormEvent } from 'react';
import { ACCESS_LEVELS, TIER_LABELS, TIERS, type AccessLevel, type Tier } from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { Switch } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useAdminWorkspaces } from '../api/get-workspaces';
import { useUser } from '@/lib/auth';
import type { AdminUser } from '../types';

const ACCESS_LABELS: Record<AccessLevel, string> = { read: 'Read Only', write: 'Read/Write', admin: 'Admin' };

/**
 * The spec has two sets of user dialogs: the header's Staff Admin Console ('Create New User', 'Edit User
 * Permissions': access, tier, admin flag) and the Admin Dashboard page ('Create User', 'Edit User': also
 * names and the active flag). Same form, these differences; both choose the new user's workspace (the tenant).
 */
const VARIANTS = {
  console: {
    createTitle: 'Create New User',
    editTitle: 'Edit User Permissions',
    created: () => notify('User created successfully'),
    updated: () => notify('User updated successfully'),
    extraFields: false,
  },
  dashboard: {
    createTitle: 'Create User',
    editTitle: 'Edit User',
    created: () => notify('Success', 'User created successfully'),
    updated: () => notify('Success', 'User updated successfully'),
    extraFields: true,
  },
} as const;

function SwitchRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-3 py-2.5">
      <Label htmlFor={id}>{label}</Label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

/** Create or edit a user (spec §2 Staff Admin Console and Admin Dashboard dialogs). */
export function UserFormDialog({
  user,
  onDone,
  variant = 'dashboard',
}: {
  user?: AdminUser;
  onDone: () => void;
  variant?: keyof typeof VARIANTS;
}) {
  const text = VARIANTS[variant];
  const editing = Boolean(user);
  const create = useCreateUser();
  const update = useUpdateUser();
  const { data: me } = useUser();
  const workspaces = useAdminWorkspaces(!user || variant === 'dashboard');
  const [values, setValues] = useState({
    username: '',
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    // A new user joins the admin's own workspace unless another (or a new one of their own, '') is chosen.
    tenantId: user?.tenantId ?? me?.tenantId ?? '',
    subscriptionTier: (user?.subscriptionTier ?? 'free') as Tier,
    accessLevel: (user?.accessLevel ?? 'read') as AccessLevel,
    isAdmin: user?.isAdmin ?? false,
    isActive: user?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const pending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (user) {
      const permissions = {
        subscriptionTier: values.subscriptionTier,
        accessLevel: values.accessLevel,
        isAdmin: values.isAdmin,
      };
      update.mutate(
        {
          id: user.id,
          ...permissions,
          // The dashboard's Edit User also moves a user to another workspace (the server applies the workspace rules).
          ...(text.extraFields
            ? {
                isActive: values.isActive,
                ...(values.tenantId && values.tenantId !== user.tenantId ? { tenantId: values.tenantId } : {}),
              }
            : {}),
        },
        {
          onSuccess: () => {
            text.updated();
            onDone();
          },
          onError: (error) => notifyError('Failed to update user', errorMessage(error, 'Failed to update user')),
        },
      );
      return;
    }
    const next: Record<string, string> = {};
    if (!values.username.trim()) next.username = 'Username is required';
    if (!values.email.trim()) next.email = 'Email is required';
    if (!values.password) next.password = 'Password is required';
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        subscriptionTier: values.subscriptionTier,
        accessLevel: values.accessLevel,
        isAdmin: values.isAdmin,
        ...(values.tenantId ? { tenantId: values.tenantId } : {}),
        ...(text.extraFields ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() } : {}),
      },
      {
        onSuccess: () => {
          text.created();
          onDone();
        },
        onError: (error) => notifyError('Failed to create user', errorMessage(error, 'Failed to create user')),
      },
    );
  }

  return (
    <DialogContent
      title={editing ? text.editTitle : text.createTitle}
      description={user ? `${user.username} · ${user.email}` : 'Add a member to a workspace.'}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {!editing ? (
          <>
            <Field
              label="Username"
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
              error={errors.username}
              autoComplete="off"
            />
            <Field
              label="Email"
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
              autoComplete="off"
            />
            <Field
              label="Password"
              type="password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={errors.password}
              autoComplete="new-password"
            />
            {text.extraFields ? (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label="First name"
                    value={values.firstName}
                    onChange={(e) => set('firstName', e.target.value)}
                  />
                  <Field label="Last name" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
                </div>
              </>
            ) : null}
            <div className="grid gap-1.5">
              <Label htmlFor={`${variant}-workspace`}>Workspace</Label>
              <select
                id={`${variant}-workspace`}
                className={inputClasses}
                value={values.tenantId}
                onChange={(e) => set('tenantId', e.target.value)}
              >
                <option value="">A new workspace of their own</option>
                {(workspaces.data ?? []).map((workspace) => (
                  <option key={workspace.id} value={workspace.id}>
                    {workspace.name} ({workspace.memberCount} {workspace.memberCount === 1 ? 'member' : 'members'})
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        {editing && text.extraFields ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${variant}-workspace`}>Workspace</Label>
            <select
              id={`${variant}-workspace`}
              className={inputClasses}
              value={values.tenantId}
              onChange={(e) => set('tenantId', e.target.value)}
            >
              {(workspaces.data ?? []).some((w) => w.id === values.tenantId) ? null : (
                <option value={values.tenantId}>{values.tenantId || 'None'}</option>
              )}
              {(workspaces.data ?? []).map((workspace) => (
                <option key={workspace.id} value={workspace.id}>
                  {workspace.name} ({workspace.memberCount} {workspace.memberCount === 1 ? 'member' : 'members'})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${variant}-access`}>Access Level</Label>
            <select
              id={`${variant}-access`}
              className={inputClasses}
              value={values.accessLevel}
              onChange={(e) => set('accessLevel', e.target.value as AccessLevel)}
            >
              {ACCESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${variant}-tier`}>Subscription Tier</Label>
            <select
              id={`${variant}-tier`}
              className={inputClasses}
              value={values.subscriptionTier}
              onChange={(e) => set('subscriptionTier', e.target.value as Tier)}
            >
              {TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TIER_LABELS[tier]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SwitchRow
          id={`${variant}-admin-flag`}
          label="Admin Privileges"
          checked={values.isAdmin}
          onChange={(value) => set('isAdmin', value)}
        />
        {editing && text.extraFields ? (
          <SwitchRow
            id="active-flag"
            label="Active"
            checked={values.isActive}
            onChange={(value) => set('isActive', value)}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {editing ? (pending ? 'Updating...' : 'Update User') : pending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
