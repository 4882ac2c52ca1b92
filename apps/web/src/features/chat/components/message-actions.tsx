import type { ReactNode } from 'react';
import { Check, Copy, RefreshCw, ThumbsDown, ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopy } from './copy-button';
import { plainText } from '../lib/parse-content';

interface Props {
  content: string;
  /** Present on the conversation's last answer while nothing is running. */
  onRegenerate?: () => void;
  regenerating?: boolean;
  /** The answer failed: regenerating it is retrying the question. */
  failed?: boolean;
  /** SOE Local's complete answers: thumbs up keeps the reading, thumbs down corrects it (a verified question). */
  feedback?: {
    /** What this tab last said of the answer. */
    verdict: 'up' | 'down' | null;
    pending: boolean;
    onUp: () => void;
    onDown: () => void;
  };
  /** Further actions the page adds for this answer ("Pin to dashboard"). */
  more?: ReactNode;
}

/** Copy an answer (tables as tab-separated cells), regenerate the last one, and say whether it read the question right. */
export function MessageActions({ content, onRegenerate, regenerating = false, failed = false, feedback, more }: Props) {
  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(plainText(content));

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
      {feedback ? (
        <>
          <Button
            variant="ghost"
            size="xs"
            onClick={feedback.onUp}
            disabled={feedback.pending}
            aria-label="Good answer: keep this reading"
            aria-pressed={feedback.verdict === 'up'}
            className="text-muted-foreground aria-pressed:text-primary"
          >
            <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="xs"
            onClick={feedback.onDown}
            disabled={feedback.pending}
            aria-label="Wrong reading: correct this answer"
            aria-pressed={feedback.verdict === 'down'}
            className="text-muted-foreground aria-pressed:text-primary"
          >
            <ThumbsDown className="h-3.5 w-3.5" aria-hidden="true" />
          </Button>
        </>
      ) : null}
      {more}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Answer copied to the clipboard' : ''}
      </span>
    </div>
  );
}
