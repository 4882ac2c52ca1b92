import { useRef } from 'react';
import { LoaderCircle, Paperclip } from 'lucide-react';
import { Button } from '@/components/ui/button';

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
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Upload document"
        title="Upload document"
        disabled={disabled}
        onClick={() => input.current?.click()}
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
