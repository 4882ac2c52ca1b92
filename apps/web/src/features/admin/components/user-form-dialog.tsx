import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_LEVELS,
  CreateAdminUserRequest,
  TIER_LABELS,
  TIERS,
  UpdateAdminUserRequest,
  type AccessLevel,
} from '@soe/shared';
import { LoaderCircle } from 'lucide-react';
import { Switch } from 'radix-ui';
import { z } from 'zod';
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

/** An empty field says it is required; anything else is checked by the shared contract's own rule and message. */
const required = <T extends z.ZodType<string, string>>(message: string, rule: T) =>
  z.string().trim().min(1, message).pipe(rule);

/**
 * The form's fields over the shared CreateAdminUserRequest (a new user) or UpdateAdminUserRequest (an
 * edit, which never changes the name, email or password). An empty workspace means a new one of their own.
 */
export function userFormValues(editing: boolean) {
  const shared = {
    firstName: CreateAdminUserRequest.shape.firstName.unwrap(),
    lastName: CreateAdminUserRequest.shape.lastName.unwrap(),
    // An edit offers only existing workspaces (and the console's edit shows none): nothing there to check.
    tenantId: editing ? z.string() : z.literal('').or(UpdateAdminUserRequest.shape.tenantId.unwrap()),
    subscriptionTier: UpdateAdminUserRequest.shape.subscriptionTier.unwrap(),
    accessLevel: UpdateAdminUserRequest.shape.accessLevel.unwrap(),
    isAdmin: z.boolean(),
    isActive: z.boolean(),
  };
  return editing
    ? z.object({ ...shared, username: z.string(), email: z.string(), password: z.string() })
    : z.object({
        ...shared,
        username: required('Username is required', CreateAdminUserRequest.shape.username),
        email: required('Email is required', CreateAdminUserRequest.shape.email),
        password: z
          .string()
          .refine((value) => value !== '', 'Password is required')
          .pipe(CreateAdminUserRequest.shape.password),
      });
}
type Values = z.infer<ReturnType<typeof userFormValues>>;

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
  const form = useForm<Values>({
    resolver: zodResolver(userFormValues(editing)),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      // A new user joins the admin's own workspace unless another (or a new one of their own, '') is chosen.
      tenantId: user?.tenantId ?? me?.tenantId ?? '',
      subscriptionTier: user?.subscriptionTier ?? 'free',
      accessLevel: user?.accessLevel ?? 'read',
      isAdmin: user?.isAdmin ?? false,
      isActive: user?.isActive ?? true,
    },
  });
  const { errors } = form.formState;
  // Shown while typing: the switches and the workspace list (whose options arrive after the form opens).
  const watched = form.watch();
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
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
    create.mutate(
      {
        username: values.username,
        email: values.email,
        password: values.password,
        subscriptionTier: values.subscriptionTier,
        accessLevel: values.accessLevel,
        isAdmin: values.isAdmin,
        ...(values.tenantId ? { tenantId: values.tenantId } : {}),
        ...(text.extraFields ? { firstName: values.firstName, lastName: values.lastName } : {}),
      },
      {
        onSuccess: () => {
          text.created();
          onDone();
        },
        onError: (error) => notifyError('Failed to create user', errorMessage(error, 'Failed to create user')),
      },
    );
  });

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
              error={errors.username?.message}
              autoComplete="off"
              {...form.register('username')}
            />
            <Field
              label="Email"
              type="email"
              error={errors.email?.message}
              autoComplete="off"
              {...form.register('email')}
            />
            <Field
              label="Password"
              type="password"
              error={errors.password?.message}
              autoComplete="new-password"
              {...form.register('password')}
            />
            {text.extraFields ? (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
                  <Field label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
                </div>
              </>
            ) : null}
            <div className="grid gap-1.5">
              <Label htmlFor={`${variant}-workspace`}>Workspace</Label>
              <select
                id={`${variant}-workspace`}
                className={inputClasses}
                {...form.register('tenantId')}
                value={watched.tenantId}
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
              {...form.register('tenantId')}
              value={watched.tenantId}
            >
              {(workspaces.data ?? []).some((w) => w.id === watched.tenantId) ? null : (
                <option value={watched.tenantId}>{watched.tenantId || 'None'}</option>
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
            <select id={`${variant}-access`} className={inputClasses} {...form.register('accessLevel')}>
              {ACCESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {ACCESS_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${variant}-tier`}>Subscription Tier</Label>
            <select id={`${variant}-tier`} className={inputClasses} {...form.register('subscriptionTier')}>
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
          checked={watched.isAdmin}
          onChange={(value) => form.setValue('isAdmin', value)}
        />
        {editing && text.extraFields ? (
          <SwitchRow
            id="active-flag"
            label="Active"
            checked={watched.isActive}
            onChange={(value) => form.setValue('isActive', value)}
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
