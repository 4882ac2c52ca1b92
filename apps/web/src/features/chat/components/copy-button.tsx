import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/toast';

interface Props {
  text: string;
  /** What is copied, for screen readers: 'query on Demo Company' reads "Copy query on Demo Company". */
  what: string;
}

/** Copying to the clipboard with a two-second "copied" state; a refusal by the browser is said in a toast. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notifyError('Copy failed', 'The browser did not allow copying to the clipboard.');
    }
  }
  return { copied, copy };
}

/** Copies a text to the clipboard; "Copied" shows for two seconds and is announced. */
export function CopyButton({ text, what }: Props) {
  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(text);

  return (
    <>
      <Button
        variant="ghost"
        size="xs"
        onClick={() => void copy()}
        aria-label={`${copied ? 'Copied' : 'Copy'} ${what}`}
        className="text-muted-foreground"
      >
        {copied ? (
          <Check className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <Copy className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? `Copied ${what} to the clipboard` : ''}
      </span>
    </>
  );
}
