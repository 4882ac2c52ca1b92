import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ACCEPTED_FILES } from '../lib/accepted-files';

interface Props {
  onFile: (file: File | null) => void;
  progress: number | null;
  label?: string;
}

/** 'Upload document' with a hidden file input and a progress bar while bytes go out. */
export function UploadButton({ onFile, progress, label = 'Upload document' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-3">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      {progress !== null ? <UploadProgress value={progress} /> : null}
    </div>
  );
}

export function UploadProgress({ value }: { value: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-1.5 w-28 overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
