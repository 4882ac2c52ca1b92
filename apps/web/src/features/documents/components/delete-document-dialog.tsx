import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import type { ConversationDocument } from '../types';

/** spec §5: 'Are you sure you want to delete this document?'; §8 toasts. */
export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: ConversationDocument | null;
  onClose: () => void;
}) {
  const remove = useDeleteDocument();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      {document ? (
        <DialogContent title="Delete document" description="Are you sure you want to delete this document?">
          <p className="break-all text-sm font-medium">{document.name}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(document.id, {
                  onSuccess: () => {
                    notify('Document deleted', document.name);
                    onClose();
                  },
                  onError: (cause) =>
                    notifyError('Delete failed', errorMessage(cause, 'Could not delete document. Please try again.')),
                })
              }
            >
              {remove.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              Delete
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
