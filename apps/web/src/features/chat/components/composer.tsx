import { useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { ChartColumn, LoaderCircle, SendHorizontal, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const SUGGESTIONS = ['Q4 sales summary', 'Customer acquisition cost', 'Industry benchmarks'];
const MAX_HEIGHT = 200;

export interface ComposerHandle {
  /** Puts text back (a send that failed) and focuses the input. */
  restore: (text: string) => void;
}

interface Props {
  /** Returns false when the text should stay in the input (nothing was sent). */
  onSend: (text: string) => boolean | Promise<boolean>;
  sending: boolean;
  connectedCount: number;
  /** An answer is being written: a Stop button shows. */
  answering?: boolean;
  onStop?: () => void;
  ref?: Ref<ComposerHandle>;
}

/** Multi-line composer (spec §2): Enter sends, Shift+Enter breaks the line, grows up to 200 px. */
export function Composer({ onSend, sending, connectedCount, answering = false, onStop, ref: handle }: Props) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(handle, () => ({
    restore(value: string) {
      setText(value);
      requestAnimationFrame(() => {
        resize();
        ref.current?.focus();
      });
    },
  }));

  function resize() {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
  }

  async function submit() {
    const value = text.trim();
    if (!value || sending) return;
    const sent = await onSend(value);
    if (sent) {
      setText('');
      requestAnimationFrame(resize);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function fill(value: string) {
    setText(value);
    requestAnimationFrame(() => {
      resize();
      ref.current?.focus();
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      {!text ? (
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-0.5 sm:flex-wrap" aria-label="Suggestions">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => fill(suggestion)}
                className="whitespace-nowrap rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-2xl border border-input bg-surface p-2 shadow-sm focus-within:border-primary/60 focus-within:ring-4 focus-within:ring-primary/10">
        <label htmlFor="composer" className="sr-only">
          Message
        </label>
        <textarea
          id="composer"
          ref={ref}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            resize();
          }}
          onKeyDown={onKeyDown}
          placeholder="Ask SOE anything…"
          className="block max-h-[200px] min-h-10 w-full resize-none bg-transparent px-2 py-2 text-sm outline-none placeholder:text-muted-foreground"
        />
        <div className="flex items-center justify-between gap-2 pt-1">
          <div className="flex min-w-0 items-center gap-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => fill(text.trim() ? `${text.trim()} Show it as a chart.` : 'Show it as a chart.')}
              className="text-muted-foreground"
            >
              <ChartColumn className="h-4 w-4" aria-hidden="true" />
              Request chart
            </Button>
            <span className={cn('hidden truncate text-xs text-muted-foreground sm:inline')}>
              Connected to {connectedCount} {connectedCount === 1 ? 'system' : 'systems'}
            </span>
          </div>
          <div className="flex items-center gap-2">
            {answering && onStop ? (
              <Button type="button" variant="secondary" size="sm" onClick={onStop} aria-label="Stop the answer">
                <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
                Stop
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={!text.trim() || sending}>
              {sending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <SendHorizontal className="h-4 w-4" aria-hidden="true" />}
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
