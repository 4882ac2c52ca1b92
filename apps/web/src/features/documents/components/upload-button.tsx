import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadProgress, useFilePicker } from '@/components/ui/file-picker';
import { ACCEPTED_FILES } from '../lib/accepted-files';

interface Props {
  onFile: (file: File | null) => void;
  progress: number | null;
  label?: string;
}

/** 'Upload document' with a hidden file input and a progress bar while bytes go out. */
export function UploadButton({ onFile, progress, label = 'Upload document' }: Props) {
  const picker = useFilePicker(ACCEPTED_FILES, onFile);
  return (
    <div className="flex items-center gap-3">
      {picker.input}
      <Button variant="secondary" size="sm" disabled={progress !== null} onClick={picker.open}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      {progress !== null ? <UploadProgress value={progress} /> : null}
    </div>
  );
}
