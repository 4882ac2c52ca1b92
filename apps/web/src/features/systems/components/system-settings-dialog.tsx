import { useState, type FormEvent, type ReactNode } from 'react';
import { Activity, LoaderCircle, RefreshCw, Unplug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { isStaff } from '@soe/shared';
import { useUser } from '@/lib/auth';
import { useShareSystem } from '../api/share-system';
import { useUpdateSystem } from '../api/update-system';
import { useSystemActions } from '../hooks/use-system-actions';
import { SHARE_LABELS, systemTypeLabel, type ConnectedSystem } from '../types';
import { SyncStatus } from './sync-status';
import { VerifiedQuestions } from './verified-questions';
import { SystemPerformanceSection } from './system-performance';

/**
 * spec §2: name editable, type read-only, Save disabled until the name changes;
 * plus Test, Refresh schema and Disconnect (issue 6).
 */
export function SystemSettingsDialog({ system, trigger }: { system: ConnectedSystem; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(system.name);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSystem();
  const actions = useSystemActions(system);
  const share = useShareSystem();
  const { data: user } = useUser();
  const changed = name.trim() !== '' && name.trim() !== system.name;
  // A system a workspace member shared: seen and asked, managed only by its owner.
  const shared = system.access !== undefined && system.access !== 'owner';

  function onShare(access: ConnectedSystem['shareAccess']) {
    share.mutate(
      { id: system.id, access },
      {
        onSuccess: () =>
          notify(
            'Sharing updated',
            access === 'none'
              ? `${system.name} is no longer shared.`
              : `${system.name} is shared with your workspace (${SHARE_LABELS[access].toLowerCase()}).`,
          ),
        onError: (error) =>
          notifyError('Sharing failed', errorMessage(error, 'Could not change sharing. Please try again.')),
      },
    );
  }

  if (shared) {
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        {trigger}
        <DialogContent title="System Settings" description={`Settings for ${system.name}`}>
          <div className="grid gap-4">
            <Field label="Name" value={system.name} readOnly disabled />
            <Field label="Type" value={systemTypeLabel(system)} readOnly disabled />
            <p className="text-sm">
              Shared with your workspace by <strong>{system.sharedBy ?? 'a member'}</strong>,{' '}
              {system.access === 'write'
                ? 'with write: writes still need your own write access and your confirmation'
                : 'read-only'}
              . Only its owner can change or disconnect it.
            </p>
            <SyncStatus system={system} />
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed) return;
    update.mutate(
      { id: system.id, name: name.trim() },
      {
        onSuccess: () => {
          notify('System updated', `${name.trim()} has been saved.`);
          setOpen(false);
        },
        onError: (error) =>
          notifyError('Update failed', errorMessage(error, 'Could not save the system. Please try again.')),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setConfirming(false);
        if (next) setName(system.name);
      }}
    >
      {trigger}
      <DialogContent title="System Settings" description={`Settings for ${system.name}`}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <Field label="Type" value={systemTypeLabel(system)} readOnly disabled />
          {system.connectionDetails?.url ? (
            <Field label="Connection URL" value={String(system.connectionDetails.url)} readOnly disabled />
          ) : null}
          <SyncStatus system={system} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!changed || update.isPending}>
              {update.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Save
            </Button>
          </div>
        </form>
        {!system.isDemo ? (
          <section aria-label="Sharing" className="grid gap-1.5 border-t border-border pt-4">
            <Label htmlFor={`share-${system.id}`}>Share with my workspace</Label>
            <select
              id={`share-${system.id}`}
              className={inputClasses}
              value={system.shareAccess ?? 'none'}
              disabled={share.isPending}
              onChange={(event) => onShare(event.target.value as ConnectedSystem['shareAccess'])}
            >
              {(['none', 'read', 'write'] as const).map((access) => (
                <option key={access} value={access}>
                  {SHARE_LABELS[access]}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">
              Members can ask questions of a shared system. With write, a member who has write access may propose
              changes, which they confirm.
            </p>
          </section>
        ) : null}
        <VerifiedQuestions systemId={system.id} />
        {/* Staff admins tune how the system is queried (issue 20); the server refuses everyone else. */}
        {open && user && isStaff(user) ? (
          <SystemPerformanceSection systemId={system.id} systemName={system.name} />
        ) : null}
        <section aria-label="Connection" className="grid gap-3 border-t border-border pt-4">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={actions.test} disabled={actions.testing}>
              {actions.testing ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Activity className="h-4 w-4" aria-hidden="true" />
              )}
              {actions.testing ? 'Testing...' : 'Test'}
            </Button>
            <Button variant="secondary" size="sm" onClick={actions.refresh} disabled={actions.refreshing}>
              <RefreshCw className={actions.refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              {actions.refreshing ? 'Refreshing...' : 'Refresh schema'}
            </Button>
            {!system.isDemo && !confirming ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive sm:ml-auto"
                onClick={() => setConfirming(true)}
              >
                <Unplug className="h-4 w-4" aria-hidden="true" />
                Disconnect
              </Button>
            ) : null}
          </div>
          {confirming ? (
            <div
              role="alert"
              className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p>Disconnect {system.name}? SOE deletes its stored credentials and stops answering from it.</p>
              <div className="flex gap-2">
                <Button
                  variant="destructive"
                  size="sm"
                  disabled={actions.removing}
                  onClick={() => actions.disconnect(() => setOpen(false))}
                >
                  {actions.removing ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  Yes, disconnect
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}
