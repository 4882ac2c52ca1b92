import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The thing the action applies to, shown under the question ("Q4 pipeline review"). */
  subject?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The app's own "are you sure?" (never the browser's confirm()): a dialog with Cancel focused
 * first, so Enter on an accidental open does not destroy anything.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  subject,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {open ? (
        <DialogContent title={title} description={description}>
          {subject ? <p className="break-words text-sm font-medium">{subject}</p> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              Cancel
            </Button>
            <Button variant="destructive" disabled={busy} onClick={onConfirm}>
              {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
