import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/utils';
import { isStaff } from '@soe/shared';
import { Crown, Pencil, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Label, inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useUnlockUser } from '@/features/admin/api/unlock-user';
import { useAdminUsers } from '@/features/admin/api/get-users';
import { useAdminWorkspaces } from '@/features/admin/api/get-workspaces';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ScheduledJobs } from '@/features/admin/components/scheduled-jobs';
import { UserFormDialog } from '@/features/admin/components/user-form-dialog';
import type { AdminUser } from '@/features/admin/types';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';

const NARROW_HIDDEN = new Set(['Email', 'Tenant']);

export default function AdminRoute() {
  const { data: user } = useUser();
  const staff = user ? isStaff(user) : false;
  const { data: users = [], isLoading, isError, isSuccess: ready, error, refetch } = useAdminUsers(staff);
  const remove = useDeleteUser();
  const unlock = useUnlockUser();
  const workspaces = useAdminWorkspaces(staff);
  const [workspaceFilter, setWorkspaceFilter] = useState('');
  const workspaceName = (id: string) => workspaces.data?.find((w) => w.id === id)?.name ?? id;
  const shown = workspaceFilter ? users.filter((row) => row.tenantId === workspaceFilter) : users;
  const [dialog, setDialog] = useState<{ mode: 'create' } | { mode: 'edit'; user: AdminUser } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  useEffect(() => {
    document.title = 'Admin · SOE';
  }, []);

  if (!user) return null;
  // The server has the last word (decisions §2): a 403 shows the error at once, with nothing of the page behind it.
  if (!staff || hasErrorCode(error, 'forbidden')) {
    return (
      <PageContainer>
        <Alert tone="error" title="Access Error">
          Only staff administrators can access this page.
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="User Management"
        description="Manage all users and their access levels."
        actions={
          // Controls appear once the server has shown this session the users: never for a 403 about to arrive.
          ready ? (
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Create User
            </Button>
          ) : null
        }
      />
      <div className={cn('flex flex-wrap items-center gap-2', !ready && 'hidden')}>
        <Label htmlFor="admin-workspace-filter">Workspace</Label>
        <select
          id="admin-workspace-filter"
          className={`${inputClasses} max-w-sm`}
          value={workspaceFilter}
          onChange={(e) => setWorkspaceFilter(e.target.value)}
        >
          <option value="">All workspaces ({workspaces.data?.length ?? '…'})</option>
          {(workspaces.data ?? []).map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.name} · {workspace.memberCount} {workspace.memberCount === 1 ? 'member' : 'members'}
              {workspace.ownerUsername ? ` · owner ${workspace.ownerUsername}` : ''}
            </option>
          ))}
        </select>
      </div>
      <Card className="overflow-hidden">
        {isLoading ? (
          <div className="p-6">
            <Spinner label="Loading users..." />
          </div>
        ) : isError ? (
          <div className="p-6">
            <Alert tone="error" title="Could not load users">
              {error instanceof ApiError && error.code !== 'network_error'
                ? `HTTP ${error.status}: ${errorMessage(error, 'Request failed')}`
                : 'No response from server'}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                Try again
              </button>
            </Alert>
          </div>
        ) : shown.length === 0 ? (
          <p className="p-6 text-sm text-muted-foreground">No users found</p>
        ) : (
          <TableScroll label="Users" fade={false}>
            <table className="w-full text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {/* spec §2 names the column Tenant: it shows the workspace (ADR 019). */}
                  {['User', 'Email', 'Tier', 'Access', 'Tenant', 'Status'].map((label) => (
                    // On a phone the email moves under the name and the tenant is left out, so the row fits.
                    <th
                      key={label}
                      scope="col"
                      className={cn(
                        'whitespace-nowrap px-4 py-3 font-semibold',
                        NARROW_HIDDEN.has(label) && 'hidden sm:table-cell',
                      )}
                    >
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="sticky right-0 bg-surface-2 px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
                  return (
                    <tr key={row.id} className="border-t border-border">
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-1.5 font-medium">
                          {name || row.username}
                          {row.isOwner ? <Crown className="h-4 w-4 text-amber-500" aria-label="Owner" /> : null}
                          {row.isAdmin ? <Badge tone="red">ADMIN</Badge> : null}
                        </div>
                        <div className="text-xs text-muted-foreground">@{row.username}</div>
                        <div className="break-all text-xs text-muted-foreground sm:hidden">{row.email}</div>
                      </td>
                      <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">{row.email}</td>
                      <td className="px-4 py-3">
                        <TierBadge tier={row.subscriptionTier} />
                      </td>
                      <td className="px-4 py-3">
                        <AccessBadge level={row.accessLevel} />
                      </td>
                      <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">
                        <button
                          type="button"
                          className="text-left underline-offset-4 hover:underline"
                          title={row.tenantId}
                          onClick={() => setWorkspaceFilter(row.tenantId)}
                        >
                          {workspaceName(row.tenantId)}
                        </button>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap items-center gap-1.5">
                          <Badge tone={row.isActive ? 'green' : 'grey'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
                          {row.signInLockedUntil ? (
                            <>
                              <Badge tone="red">
                                Locked until{' '}
                                {new Date(row.signInLockedUntil).toLocaleTimeString([], {
                                  hour: '2-digit',
                                  minute: '2-digit',
                                })}
                              </Badge>
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={`Unlock ${row.username}`}
                                disabled={unlock.isPending}
                                onClick={() =>
                                  unlock.mutate(row.id, {
                                    onSuccess: () => notify('Success', `@${row.username} can sign in again`),
                                    onError: (err) =>
                                      notifyError('Failed to unlock user', errorMessage(err, 'Failed to unlock user')),
                                  })
                                }
                              >
                                Unlock
                              </Button>
                            </>
                          ) : null}
                        </div>
                      </td>
                      <td className="sticky right-0 bg-surface px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Edit ${row.username}`}
                            onClick={() => setDialog({ mode: 'edit', user: row })}
                          >
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Delete ${row.username}`}
                            disabled={row.id === user.id || row.isOwner}
                            onClick={() => setDeleting(row)}
                          >
                            <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        description="Are you sure you want to delete this user? This cannot be undone."
        subject={deleting ? `@${deleting.username}` : null}
        confirmLabel="Delete user"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('Success', 'User deleted successfully');
              setDeleting(null);
            },
            onError: (err) => notifyError('Failed to delete user', errorMessage(err, 'Failed to delete user')),
          })
        }
      />
      {ready ? <ScheduledJobs /> : null}
      {ready ? <AuditLog /> : null}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog ? (
          <UserFormDialog
            key={dialog.mode === 'edit' ? dialog.user.id : 'new'}
            user={dialog.mode === 'edit' ? dialog.user : undefined}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Dialog>
    </PageContainer>
  );
}
