import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowUp, Database, Globe, LoaderCircle, Network, PlayCircle } from 'lucide-react';
import { UploadButton } from './upload-button';
import { Button } from '@/components/ui/button';
import { clearPendingMessage, peekPendingMessage } from '@/lib/pending-message';
import { useSuggestions } from '../api/get-suggestions';
import { useStartConversation } from '../hooks/use-start-conversation';
import { suggestionChips } from '../lib/suggestion-chips';
import type { ChatMode } from '../types';
import { preloadConversationView } from './lazy-conversation-view';
import { AttachedChips, type ComposerDocument, type ComposerDocuments } from './document-chips';
import { ModeToggle } from './mode-toggle';
import { RotatingHeadline } from './rotating-headline';

const CARDS = [
  { icon: Database, title: 'Internal Data', text: 'Exact figures from your connected CRM, ERP and databases.' },
  { icon: Globe, title: 'External Context', text: 'General knowledge and benchmarks around your numbers.' },
  { icon: Network, title: 'Cross-System Analysis', text: 'Questions that join data from several systems at once.' },
];

const DEMO_QUESTION = 'Who are our top 5 customers by revenue?';
/** Suggestion chips under the question box. */
const SUGGESTED_CHIPS = 4;

interface Props {
  demoSystemId?: number;
  /** Signed out: sending hands the text to the page (it is kept and the sign-in dialog opens, spec §4). */
  onGuestSend?: (prompt: string) => void;
  /** Upload from here: the documents attached go with the first question into the conversation it opens. */
  documents?: ComposerDocuments;
}

/** No conversation selected: headline, mode toggle and the first question (spec §2). */
export function HomeView({ demoSystemId, onGuestSend, documents }: Props) {
  const [mode, setMode] = useState<ChatMode>('both');
  // A message typed before signing in comes back here once signed in.
  const [prompt, setPrompt] = useState(() => (onGuestSend ? '' : (peekPendingMessage() ?? '')));
  const inputRef = useRef<HTMLInputElement>(null);
  const { start, isPending } = useStartConversation();
  // Questions the user's own systems answer; a guest has none yet.
  const { data: suggested } = useSuggestions(!onGuestSend);
  const chips = suggestionChips(suggested, SUGGESTED_CHIPS);
  const [attached, setAttached] = useState<ComposerDocument[]>([]);
  // The attached documents as they are now (the list follows their processing).
  const attachedNow = attached.map((d) => documents?.items.find((item) => item.id === d.id) ?? d);
  const reading = attachedNow.some((d) => d.status === 'pending' || d.status === 'processing');
  const uploading = documents?.uploadProgress !== null && documents?.uploadProgress !== undefined;

  async function pickFile(file: File | null) {
    const document = await documents?.upload?.(file);
    if (document && document.status !== 'error')
      setAttached((list) => [...list.filter((d) => d.id !== document.id), document]);
  }

  useEffect(() => {
    if (onGuestSend || !peekPendingMessage()) return;
    clearPendingMessage();
    inputRef.current?.focus();
  }, [onGuestSend]);

  // A question is on its way: the conversation it opens (a separate chunk, with the answer's markdown
  // renderer) loads while it is typed. A guest's question waits for sign-in, so nothing is fetched for it.
  function preload() {
    if (!onGuestSend) void preloadConversationView().catch(() => undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!prompt.trim() || isPending || reading) return;
    preload();
    if (onGuestSend) onGuestSend(prompt.trim());
    else void start(prompt, mode, attachedNow.length ? { documentIds: attachedNow.map((d) => d.id) } : {});
  }

  return (
    <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col items-center justify-center gap-8 px-4 py-12 sm:px-6">
      <div className="grid gap-3 text-center">
        <RotatingHeadline />
        <p className="text-base text-muted-foreground sm:text-lg">
          Ask a question about your business. SOE answers from your systems with exact figures.
        </p>
      </div>

      <ModeToggle value={mode} onChange={setMode} />

      <form onSubmit={onSubmit} className="flex w-full flex-col gap-2">
        <AttachedChips
          documents={attachedNow}
          onRemove={(id) => setAttached((list) => list.filter((d) => d.id !== id))}
          onClear={() => setAttached([])}
        />
        <div className="flex items-center gap-2 rounded-2xl border border-input bg-surface p-2 pl-4 shadow-lg shadow-primary/5 focus-within:border-primary/60 focus-within:ring-4 focus-within:ring-primary/10">
          <label htmlFor="home-prompt" className="sr-only">
            Ask SOE anything
          </label>
          <input
            ref={inputRef}
            id="home-prompt"
            value={prompt}
            onChange={(event) => {
              setPrompt(event.target.value);
              preload();
            }}
            placeholder="Ask SOE anything…"
            autoComplete="off"
            className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          />
          {documents?.upload && !onGuestSend ? (
            <UploadButton
              accept={documents.accept}
              disabled={uploading}
              busy={uploading}
              onPick={(file) => void pickFile(file)}
            />
          ) : null}
          {reading ? (
            <span role="status" className="hidden text-xs text-muted-foreground sm:inline">
              Reading document…
            </span>
          ) : null}
          <Button type="submit" disabled={!prompt.trim() || isPending || reading} className="rounded-xl">
            {isPending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            )}
            Send
          </Button>
        </div>
      </form>

      {chips.length ? (
        <ul className="-mt-4 flex w-full flex-wrap justify-center gap-2" aria-label="Suggestions">
          {chips.map((chip) => (
            <li key={chip.ask}>
              <button
                type="button"
                title={`Ask ${chip.systemName}`}
                disabled={isPending}
                onPointerEnter={preload}
                onFocus={preload}
                // A chip asks the system it was suggested for (an external-only mode would not ask it at all).
                onClick={() =>
                  void start(chip.question, mode === 'external' ? 'both' : mode, { systemIds: [chip.systemId] })
                }
                className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground disabled:opacity-50"
              >
                {chip.question}
                {suggested && suggested.length > 1 ? <span className="text-xs"> · {chip.systemName}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <ul className="grid w-full gap-3 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title} className="rounded-xl border border-border bg-surface p-4">
            <card.icon className="h-5 w-5 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-sm font-semibold">{card.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{card.text}</p>
          </li>
        ))}
      </ul>

      {demoSystemId !== undefined || onGuestSend ? (
        <div className="flex flex-col items-center gap-2 text-center">
          <Button
            variant="soft"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() =>
              onGuestSend
                ? onGuestSend(DEMO_QUESTION)
                : void start(DEMO_QUESTION, 'internal', {
                    systemIds: demoSystemId === undefined ? undefined : [demoSystemId],
                  })
            }
            disabled={isPending}
          >
            <PlayCircle className="h-4 w-4" aria-hidden="true" />
            Try Demo
          </Button>
          <p className="text-xs text-muted-foreground">Asks “{DEMO_QUESTION}” of the built-in Demo Company.</p>
        </div>
      ) : null}
    </div>
  );
}
