import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateDashboardRequest } from '@soe/shared';
import { LoaderCircle, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { useCreateDashboard } from '../api/dashboards';
import { RefusalNotice } from './plan-refusal';

/** "New dashboard": a name, then the new (empty) board opens. */
export function NewDashboardButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateDashboard();
  const form = useForm({ resolver: zodResolver(CreateDashboardRequest), defaultValues: { name: '' } });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      create.reset();
    }
  };
  const onSubmit = form.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (board) => {
        close(false);
        navigate(`/app/dashboards/${board.id}`);
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        New dashboard
      </Button>
      {open ? (
        <DialogContent title="New dashboard" description="Pin answers to it from the chat.">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <Field
              label="Name"
              placeholder="Sales overview"
              autoComplete="off"
              autoFocus
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <RefusalNotice error={create.error} fallback="The dashboard could not be created. Please try again." />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                Create
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
