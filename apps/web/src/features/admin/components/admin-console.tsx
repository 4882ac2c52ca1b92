import { lazy, Suspense, useState } from 'react';
import { Crown, Pencil, Plus, Shield } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { Tooltip } from '@/components/ui/tooltip';
import { AccessBadge, TierBadge } from '@/components/user-badges';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { readSessionIfRefused, useAdminUsers } from '../api/get-users';
import { useUnlockUser } from '../api/unlock-user';
import type { AdminUser } from '../types';

// The add/edit form loads when it is first opened: the console's button is in every staff member's header.
const UserFormDialog = lazy(() => import('./user-form-dialog').then((module) => ({ default: module.UserFormDialog })));

const COLUMNS = ['User', 'Email', 'Access Level', 'Subscription', 'Admin'];

/** The console's body; mounted only while the dialog is open, so the users are fetched then. */
function ConsoleContent() {
  const { data: users = [], isLoading, isError, isSuccess, error } = useAdminUsers(true, { readSessionNow: false });
  const [form, setForm] = useState<{ user?: AdminUser } | null>(null);
  const unlock = useUnlockUser();

  // The server decides: whatever the header thought, a 403 means no rights (decisions §2).
  if (hasErrorCode(error, 'forbidden')) {
    return (
      <DialogContent title="Access Denied">
        <p className="text-sm text-muted-foreground">You don&apos;t have administrator privileges.</p>
      </DialogContent>
    );
  }

  return (
    <DialogContent title="Staff Admin Console" className="sm:max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="font-semibold">User Management</h3>
          <p className="text-sm text-muted-foreground">Manage all users and their access levels</p>
        </div>
        {/* Only once the server has shown the users: a 403 never has an Add User behind it. */}
        {isSuccess ? (
          <Button size="sm" onClick={() => setForm({})}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add User
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner label="Loading users..." />
      ) : isError ? (
        <Alert tone="error">
          {error instanceof ApiError && error.code !== 'network_error'
            ? `HTTP ${error.status}: ${errorMessage(error, 'Request failed')}`
            : 'No response from server'}
        </Alert>
      ) : users.length === 0 ? (
        <p className="text-sm text-muted-foreground">No users found</p>
      ) : (
        <div className="min-w-0 rounded-lg border border-border">
          <TableScroll label="Users">
            <table className="w-full text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  {COLUMNS.map((label) => (
                    <th key={label} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <td className="whitespace-nowrap px-3 py-2.5 font-medium">
                      <span className="inline-flex items-center gap-1.5">
                        {row.username}
                        {row.isOwner ? <Crown className="h-4 w-4 text-amber-500" aria-label="Owner" /> : null}
                        {row.signInLockedUntil ? <Badge tone="red">Locked</Badge> : null}
                      </span>
                    </td>
                    <td className="max-w-[14rem] truncate px-3 py-2.5 text-muted-foreground">{row.email}</td>
                    <td className="px-3 py-2.5">
                      <AccessBadge level={row.accessLevel} />
                    </td>
                    <td className="px-3 py-2.5">
                      <TierBadge tier={row.subscriptionTier} />
                    </td>
                    <td className="px-3 py-2.5">
                      {row.isAdmin ? <Badge tone="red">Yes</Badge> : <span className="text-muted-foreground">No</span>}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-right">
                      {row.signInLockedUntil ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Unlock ${row.username}`}
                          disabled={unlock.isPending}
                          onClick={() => unlock.mutate(row.id)}
                        >
                          Unlock
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${row.username}`}
                        onClick={() => setForm({ user: row })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                        Edit
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      )}
      <Dialog open={form !== null} onOpenChange={(open) => !open && setForm(null)}>
        {form ? (
          <Suspense fallback={null}>
            <UserFormDialog
              key={form.user?.id ?? 'new'}
              variant="console"
              user={form.user}
              onDone={() => setForm(null)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </DialogContent>
  );
}

/** The header's admin console button (tooltip 'Admin Console') and the Staff Admin Console dialog (spec §2). */
export function AdminConsole() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) readSessionIfRefused(queryClient);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <Tooltip content="Admin Console">
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Admin Console">
            <Shield className="h-[18px] w-[18px]" aria-hidden="true" />
          </Button>
        </DialogTrigger>
      </Tooltip>
      {open ? <ConsoleContent /> : null}
    </Dialog>
  );
}
