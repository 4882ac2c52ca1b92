import { useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useUpdateSystem } from '../api/update-system';
import { SYSTEM_TYPE_LABELS, type ConnectedSystem } from '../types';

/** spec §2: name editable, type read-only, Save disabled until the name changes. */
export function SystemSettingsDialog({ system, trigger }: { system: ConnectedSystem; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(system.name);
  const update = useUpdateSystem();
  const changed = name.trim() !== '' && name.trim() !== system.name;

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
        onError: (error) => notifyError('Update failed', errorMessage(error, 'Could not save the system. Please try again.')),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setName(system.name);
      }}
    >
      {trigger}
      <DialogContent title="System Settings" description={`Settings for ${system.name}`}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <Field label="Type" value={SYSTEM_TYPE_LABELS[system.type] ?? system.type} readOnly disabled />
          {system.connectionDetails?.url ? <Field label="Connection URL" value={String(system.connectionDetails.url)} readOnly disabled /> : null}
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
      </DialogContent>
    </Dialog>
  );
}
