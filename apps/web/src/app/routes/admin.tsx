import { useEffect, useState } from 'react';
import { isStaff } from '@soe/shared';
import { Crown, Pencil, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useAdminUsers } from '@/features/admin/api/get-users';
import { AuditLog } from '@/features/admin/components/audit-log';
import { UserFormDialog } from '@/features/admin/components/user-form-dialog';
import type { AdminUser } from '@/features/admin/types';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';

export default function AdminRoute() {
  const { data: user } = useUser();
  const staff = user ? isStaff(user) : false;
  const { data: users = [], isLoading, isError, error, refetch } = useAdminUsers(staff);
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<{ mode: 'create' } | { mode: 'edit'; user: AdminUser } | null>(null);

  useEffect(() => {
    document.title = 'Admin · SOE';
  }, []);

  if (!user) return null;
  if (!staff) {
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
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create User
          </Button>
        }
      />
      <Card className="overflow-hidden">
        {isLoading ? (
          <div className="p-6">
            <Spinner label="Loading users..." />
          </div>
        ) : isError ? (
          <div className="p-6">
            <Alert tone="error" title="Could not load users">
              {error instanceof ApiError && error.code !== 'network_error' ? `HTTP ${error.status}: ${errorMessage(error, 'Request failed')}` : 'No response from server'}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                Try again
              </button>
            </Alert>
          </div>
        ) : users.length === 0 ? (
          <p className="p-6 text-sm text-muted-foreground">No users found</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {['User', 'Email', 'Tier', 'Access', 'Tenant', 'Status'].map((label) => (
                    <th key={label} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((row) => {
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
                      </td>
                      <td className="px-4 py-3 text-muted-foreground">{row.email}</td>
                      <td className="px-4 py-3">
                        <TierBadge tier={row.subscriptionTier} />
                      </td>
                      <td className="px-4 py-3">
                        <AccessBadge level={row.accessLevel} />
                      </td>
                      <td className="px-4 py-3 text-muted-foreground">{row.tenantId}</td>
                      <td className="px-4 py-3">
                        <Badge tone={row.isActive ? 'green' : 'grey'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${row.username}`} onClick={() => setDialog({ mode: 'edit', user: row })}>
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Delete ${row.username}`}
                            disabled={row.id === user.id || row.isOwner}
                            onClick={() => {
                              if (!window.confirm('Are you sure you want to delete this user?')) return;
                              remove.mutate(row.id, {
                                onSuccess: () => notify('Success', 'User deleted successfully'),
                                onError: (err) => notifyError('Failed to delete user', errorMessage(err, 'Failed to delete user')),
                              });
                            }}
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
          </div>
        )}
      </Card>
      <AuditLog />
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog ? <UserFormDialog key={dialog.mode === 'edit' ? dialog.user.id : 'new'} user={dialog.mode === 'edit' ? dialog.user : undefined} onDone={() => setDialog(null)} /> : null}
      </Dialog>
    </PageContainer>
  );
}
