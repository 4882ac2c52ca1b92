import { LoaderCircle, Paperclip } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFilePicker } from '@/components/ui/file-picker';

/**
 * The paperclip that picks a document to upload (the composer's and the home view's): a hidden file input and the
 * button that opens it. `busy` turns the clip into a spinner while a file is on its way.
 */
export function UploadButton({
  accept,
  disabled,
  busy = false,
  onPick,
}: {
  accept?: string;
  disabled: boolean;
  busy?: boolean;
  onPick: (file: File | null) => void;
}) {
  const picker = useFilePicker(accept, onPick);
  return (
    <>
      {picker.input}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Upload document"
        title="Upload document"
        disabled={disabled}
        onClick={picker.open}
        className="text-muted-foreground"
      >
        {busy ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Paperclip className="h-4 w-4" aria-hidden="true" />
        )}
      </Button>
    </>
  );
}
