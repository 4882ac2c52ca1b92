import { useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * A hidden file input and the function that opens it, for any button that picks a file to upload (the composer's
 * paperclip, the Documents tab's button): the input is reset after each pick, so the same file can be picked again.
 */
export function useFilePicker(accept: string | undefined, onPick: (file: File | null) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
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
  );
  return { input, open: () => ref.current?.click() };
}

/** The bar an upload fills as its bytes go out (0–100). */
export function UploadProgress({ value, className }: { value: number; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-1.5 w-28 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
