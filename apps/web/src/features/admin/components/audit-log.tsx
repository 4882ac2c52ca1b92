import { useState } from 'react';
import type { AuditEntry } from '@soe/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorMessage } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit';

const ACTIONS: Record<string, string> = {
  'auth.signin': 'Sign-in',
  'auth.link': 'Sign-in method connected',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'auth.locked': 'Sign-in locked',
  'user.unlock': 'Sign-in lock lifted',
  'workspace.invite': 'Invitation link created',
  'workspace.invite.revoke': 'Invitation link revoked',
  'workspace.join': 'Joined a workspace',
  'workspace.remove': 'Member removed',
  'write.proposed': 'Change proposed',
  'write.confirmed': 'Change confirmed',
  'write.done': 'Change made',
  'write.failed': 'Change failed',
  'write.cancelled': 'Change cancelled',
  'write.refused': 'Change refused',
  'provider.settings_update': 'Model provider settings changed',
};

/** A readable label for any action, also one added after this list: 'write.refused' → 'Write refused'. */
export function actionLabel(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

/** One line of what happened, from the entry's details (which never hold a secret). */
function summary(entry: AuditEntry): string {
  const d = entry.details ?? {};
  if (entry.action === 'auth.signin' || entry.action === 'auth.link')
    return typeof d.provider === 'string' && d.provider !== 'local' ? `with ${d.provider}` : 'with password';
  const who = typeof d.username === 'string' ? `@${d.username}` : (entry.target ?? '');
  if (entry.action === 'user.update' && d.changes && typeof d.changes === 'object') {
    const changes = Object.entries(d.changes as Record<string, { to?: unknown }>).map(
      ([key, change]) => `${key} → ${String(change?.to)}`,
    );
    return `${who}: ${changes.join(', ')}`;
  }
  return who;
}

/** The audit log for staff (issue 9): admin actions and sign-ins, newest first, filterable by action. */
export function AuditLog() {
  const [action, setAction] = useState('');
  const log = useAuditLog(action, true);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Audit Log</CardTitle>
          <CardDescription>Sign-ins and administrator actions, newest first.</CardDescription>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <select id="audit-action" className={inputClasses} value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">All actions</option>
            {Object.entries(ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </CardHeader>
      {log.isLoading ? (
        <div className="p-5">
          <Spinner label="Loading audit log..." />
        </div>
      ) : log.isError ? (
        <div className="p-5">
          <Alert tone="error">{errorMessage(log.error, 'Could not load the audit log')}</Alert>
        </div>
      ) : entries.length === 0 ? (
        <p className="p-5 text-sm text-muted-foreground">No entries</p>
      ) : (
        <TableScroll label="Audit log">
          <table className="w-full text-sm">
            <caption className="sr-only">Audit log</caption>
            <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {['When', 'Who', 'Action', 'Details', 'IP'].map((label) => (
                  // The IP address is left out on a phone, where the other four fill the width.
                  <th
                    key={label}
                    scope="col"
                    className={`whitespace-nowrap px-4 py-3 font-semibold${label === 'IP' ? ' hidden sm:table-cell' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="whitespace-nowrap px-4 py-2.5 text-muted-foreground">
                    {new Date(entry.at).toLocaleString()}
                  </td>
                  <td className="px-4 py-2.5">{entry.actorUsername ? `@${entry.actorUsername}` : '—'}</td>
                  <td className="whitespace-nowrap px-4 py-2.5" title={entry.action}>
                    {actionLabel(entry.action)}
                  </td>
                  <td className="px-4 py-2.5 text-muted-foreground">{summary(entry)}</td>
                  <td className="hidden whitespace-nowrap px-4 py-2.5 text-muted-foreground sm:table-cell">
                    {entry.ip ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {log.hasNextPage ? (
        <div className="border-t border-border p-3 text-center">
          <Button variant="ghost" size="sm" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
