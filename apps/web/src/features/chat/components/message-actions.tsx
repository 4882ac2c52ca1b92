import { useEffect, useState } from 'react';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/toast';
import { plainText } from '../lib/parse-content';

interface Props {
  content: string;
  /** Present on the conversation's last answer while nothing is running. */
  onRegenerate?: () => void;
  regenerating?: boolean;
  /** The answer failed: regenerating it is retrying the question. */
  failed?: boolean;
}

/** Copy an answer (tables as tab-separated cells) and regenerate the last one. */
export function MessageActions({ content, onRegenerate, regenerating = false, failed = false }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(plainText(content));
      setCopied(true);
    } catch {
      notifyError('Copy failed', 'The browser did not allow copying to the clipboard.');
    }
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="xs"
        onClick={() => void copy()}
        aria-label={copied ? 'Answer copied' : 'Copy answer'}
        className="text-muted-foreground"
      >
        {copied ? (
          <Check className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <Copy className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      {onRegenerate ? (
        <Button
          variant="ghost"
          size="xs"
          onClick={onRegenerate}
          disabled={regenerating}
          aria-label={failed ? 'Retry the question' : 'Regenerate answer'}
          className="text-muted-foreground"
        >
          <RefreshCw className={regenerating ? 'h-3.5 w-3.5 animate-spin' : 'h-3.5 w-3.5'} aria-hidden="true" />
          {failed ? 'Retry' : 'Regenerate'}
        </Button>
      ) : null}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Answer copied to the clipboard' : ''}
      </span>
    </div>
  );
}
