import { useState } from 'react';
import type { DashboardShare } from '@soe/shared';
import { Eye, Lock, PencilLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup, type Choice } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/lib/toast';
import { useUpdateDashboard } from '../api/dashboards';
import { RefusalNotice } from './plan-refusal';

export const SHARE_CHOICES: readonly Choice<DashboardShare>[] = [
  { value: 'none', label: 'Only me', icon: <Lock aria-hidden="true" /> },
  { value: 'read', label: 'Workspace can view', icon: <Eye aria-hidden="true" /> },
  { value: 'edit', label: 'Workspace can edit', icon: <PencilLine aria-hidden="true" /> },
];

export const SHARE_LABELS: Record<DashboardShare, string> = {
  none: 'Only me',
  read: 'Workspace can view',
  edit: 'Workspace can edit',
};

const SHARE_HELP: Record<DashboardShare, string> = {
  none: 'Only you see this dashboard.',
  read: 'Every member of your workspace sees it, without changing it. Each sees the figures of the systems they can read.',
  edit: 'Every member of your workspace sees it and can change its tiles and layout.',
};

/** The owner's share control: Only me, Workspace can view, Workspace can edit (Enterprise). */
export function ShareDialog({
  open,
  onOpenChange,
  dashboardId,
  share,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dashboardId: number;
  share: DashboardShare;
}) {
  const update = useUpdateDashboard(dashboardId);
  const [choice, setChoice] = useState(share);
  const close = (next: boolean) => {
    if (!next) {
      setChoice(share);
      update.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {open ? (
        <DialogContent title="Share dashboard" description="Who in your workspace sees this dashboard.">
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate(
                { share: choice },
                {
                  onSuccess: () => {
                    notify('Sharing updated', SHARE_LABELS[choice]);
                    close(false);
                  },
                },
              );
            }}
          >
            <ChoiceGroup label="Who can see it" value={choice} onChange={setChoice} choices={SHARE_CHOICES} />
            <p className="text-sm text-muted-foreground">{SHARE_HELP[choice]}</p>
            <RefusalNotice error={update.error} fallback="Sharing could not be changed. Please try again." />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending || choice === share}>
                Save
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
