import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ChartColumn, Keyboard, LoaderCircle, SendHorizontal, Square } from 'lucide-react';
import { UploadProgress } from '@/components/ui/file-picker';
import { UploadButton } from './upload-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { insertMention, mentionAt, mentionOptions, type Mentionable } from '../lib/mention';
import type { SuggestionChip } from '../lib/suggestion-chips';
import { rememberedAttachment, rememberAttachment } from '../lib/attached-documents';
import { AttachedChips, OfferedChips, type ComposerDocument, type ComposerDocuments } from './document-chips';

const MAX_HEIGHT = 200;

export interface ComposerHandle {
  /** Puts text (and the attached documents) back after a send that failed, and focuses the input. */
  restore: (text: string, documentIds?: number[]) => void;
  /** The documents a question asked now reads (see `onSend`). */
  documentIds: () => number[] | undefined;
}

interface Props {
  /**
   * Returns false when the text should stay in the input (nothing was sent). `documentIds`: the attached documents,
   * which every question reads until they are removed; an empty list when the conversation has documents and none
   * is attached; undefined when it has none.
   */
  onSend: (text: string, extra: { documentIds: number[] | undefined }) => boolean | Promise<boolean>;
  sending: boolean;
  connectedCount: number;
  /** An answer is being written: a Stop button shows. */
  answering?: boolean;
  onStop?: () => void;
  /** The conversation's documents: offered as chips, attached to the next message, uploaded from here. */
  documents?: ComposerDocuments;
  /** The user's systems: "@" offers them, and a mention asks that system alone. */
  systems?: Mentionable[];
  /** Questions the user's systems answer (GET /api/systems/suggestions): shown while the input is empty. */
  suggestions?: SuggestionChip[];
  /** The conversation's system picker, shown in the toolbar. */
  picker?: ReactNode;
  /** Opens the keyboard shortcuts help. */
  onShowShortcuts?: () => void;
  /** The conversation: its attached documents are remembered for it (lib/attached-documents). */
  conversationId?: number;
  /** Focus the input when the composer appears (not on touch screens, where it would open the keyboard). */
  autoFocus?: boolean;
  /** The last question sent: ArrowUp in an empty input puts it back to edit. */
  lastQuestion?: string;
  ref?: Ref<ComposerHandle>;
}

/** Multi-line composer (spec §2): Enter sends, Shift+Enter breaks the line, grows up to 200 px. */
export function Composer({
  onSend,
  sending,
  connectedCount,
  answering = false,
  onStop,
  documents,
  systems = [],
  suggestions = [],
  picker,
  onShowShortcuts,
  autoFocus,
  lastQuestion,
  conversationId,
  ref: handle,
}: Props) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = mention ? mentionOptions(systems, mention.query) : [];
  const mentionOpen = options.length > 0;
  useEffect(() => {
    if (autoFocus && window.matchMedia?.('(pointer: fine)').matches) ref.current?.focus();
  }, [autoFocus]);
  // Attached documents stay attached, question after question, until removed.
  const [remembered] = useState(() => (conversationId === undefined ? [] : rememberedAttachment(conversationId)));
  const [attached, setAttached] = useState<number[]>(remembered ?? []);
  // Nothing chosen on this browser yet: the conversation's documents are attached once they are listed.
  const [chosen, setChosen] = useState(remembered !== null);
  useEffect(() => {
    if (conversationId !== undefined && chosen) rememberAttachment(conversationId, attached);
  }, [conversationId, attached, chosen]);
  // A document uploaded from here is attached before the conversation's list has it.
  const [uploaded, setUploaded] = useState<ComposerDocument[]>([]);
  const items = useMemo(() => documents?.items ?? [], [documents?.items]);
  useEffect(() => {
    if (uploaded.some((u) => items.some((i) => i.id === u.id)))
      setUploaded((list) => list.filter((u) => !items.some((i) => i.id === u.id)));
  }, [items, uploaded]);
  // A remembered document that is gone from the conversation (deleted) or could not be read is no longer attached.
  // One the list has never held is kept: the first question's answer may still be adopting it into the conversation
  // (attached on the home view), and a list fetched before that must not drop it.
  const loaded = documents?.loaded ?? true;
  const listed = useRef(new Set<number>());
  for (const d of items) listed.current.add(d.id);
  useEffect(() => {
    if (chosen || !loaded) return;
    setAttached(items.filter((d) => d.status !== 'error').map((d) => d.id));
    setChosen(true);
  }, [chosen, loaded, items]);
  useEffect(() => {
    if (!loaded) return;
    const usable = (id: number) =>
      uploaded.some((d) => d.id === id) ||
      items.some((d) => d.id === id && d.status !== 'error') ||
      !listed.current.has(id);
    if (attached.some((id) => !usable(id))) setAttached((ids) => ids.filter(usable));
  }, [loaded, items, uploaded, attached]);
  const attachedDocuments = attached
    .map((id) => items.find((d) => d.id === id) ?? uploaded.find((d) => d.id === id))
    .filter((d): d is ComposerDocument => d !== undefined);
  const offered = items.filter((d) => d.status !== 'error' && !attached.includes(d.id));
  // An answer can use a document only once it has been read.
  const waitingFor = attachedDocuments.filter((d) => d.status === 'pending' || d.status === 'processing');
  const uploadProgress = documents?.uploadProgress ?? null;
  const documentIds = () => (attachedDocuments.length || items.length ? attachedDocuments.map((d) => d.id) : undefined);
  useImperativeHandle(handle, () => ({
    documentIds,
    restore(value: string, documentIds?: number[]) {
      setText(value);
      if (documentIds?.length) setAttached(documentIds);
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
    if (!value || sending || waitingFor.length) return;
    const sent = await onSend(value, { documentIds: documentIds() });
    if (sent) {
      setText('');
      setMention(null);
      requestAnimationFrame(resize);
    }
    // Back to the input for the next question (a click on Send, now disabled, would leave focus on the page).
    requestAnimationFrame(() => ref.current?.focus());
  }

  function updateMention(value: string, caret: number) {
    const next = systems.length ? mentionAt(value, caret, systems) : null;
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  }

  function chooseMention(name: string) {
    const el = ref.current;
    if (!el || !mention) return;
    const result = insertMention(text, mention.start, el.selectionStart ?? text.length, name);
    setText(result.text);
    setMention(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(result.caret, result.caret);
      resize();
    });
  }

  async function pickFile(file: File | null) {
    if (!documents?.upload) return;
    const document = await documents.upload(file);
    if (!document) return;
    setUploaded((list) => [...list.filter((d) => d.id !== document.id), document]);
    if (document.status !== 'error') setAttached((ids) => (ids.includes(document.id) ? ids : [...ids, document.id]));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentionOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.nativeEvent.isComposing) {
        event.preventDefault();
        chooseMention(options[Math.min(active, options.length - 1)]!.name);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Escape' && answering && onStop) {
      event.preventDefault();
      onStop();
      return;
    }
    if (event.key === 'ArrowUp' && !text && lastQuestion) {
      event.preventDefault();
      fill(lastQuestion);
      return;
    }
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
      <AttachedChips
        documents={attachedDocuments}
        onRemove={(id) => setAttached((ids) => ids.filter((x) => x !== id))}
        onClear={() => setAttached([])}
      />
      <OfferedChips documents={offered} onAttach={(id) => setAttached((ids) => [...ids, id])} />
      {!text && !attachedDocuments.length && suggestions.length ? (
        // Chips wrap onto a second line rather than run off a phone's right edge.
        <ul className="flex min-w-0 flex-wrap gap-2" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.ask} className="min-w-0 max-w-full">
              <button
                type="button"
                title={`Ask ${suggestion.systemName}`}
                onClick={() => fill(suggestion.ask)}
                className="block max-w-full truncate rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground"
              >
                {suggestion.question}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-2xl border border-input bg-surface p-2 shadow-sm focus-within:border-primary/60 focus-within:ring-4 focus-within:ring-primary/10">
        <label htmlFor="composer" className="sr-only">
          Message
        </label>
        {mentionOpen ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Systems to mention"
            className="mb-1 grid gap-0.5 rounded-lg border border-border bg-surface p-1 shadow-md"
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === active}
                // mousedown: choosing must not blur the input first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  chooseMention(option.name);
                }}
                className={cn(
                  'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                  index === active ? 'bg-muted text-foreground' : 'text-muted-foreground',
                )}
              >
                @{option.name}
              </li>
            ))}
          </ul>
        ) : null}
        <textarea
          id="composer"
          ref={ref}
          rows={1}
          value={text}
          aria-autocomplete={systems.length ? 'list' : undefined}
          aria-controls={mentionOpen ? listId : undefined}
          aria-activedescendant={
            mentionOpen ? `${listId}-${options[Math.min(active, options.length - 1)]!.id}` : undefined
          }
          aria-keyshortcuts="Shift+Escape /"
          onChange={(event) => {
            setText(event.target.value);
            updateMention(event.target.value, event.target.selectionStart ?? event.target.value.length);
            resize();
          }}
          onSelect={(event) => updateMention(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
          onBlur={() => setMention(null)}
          onKeyDown={onKeyDown}
          placeholder="Ask SOE anything…"
          className="block max-h-[200px] min-h-10 w-full resize-none bg-transparent px-2 py-2 text-sm outline-none placeholder:text-muted-foreground"
        />
        <div className="flex items-center justify-between gap-2 pt-1">
          <div className="flex min-w-0 items-center gap-1 sm:gap-3">
            {picker}
            {documents?.upload ? (
              <>
                <UploadButton
                  accept={documents.accept}
                  disabled={uploadProgress !== null}
                  onPick={(file) => void pickFile(file)}
                />
                {uploadProgress !== null ? <UploadProgress value={uploadProgress} className="w-16" /> : null}
              </>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => fill(text.trim() ? `${text.trim()} Show it as a chart.` : 'Show it as a chart.')}
              className="text-muted-foreground"
              aria-label="Request chart"
            >
              <ChartColumn className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">Request chart</span>
            </Button>
            {picker ? null : (
              <span className={cn('hidden truncate text-xs text-muted-foreground sm:inline')}>
                Connected to {connectedCount} {connectedCount === 1 ? 'system' : 'systems'}
              </span>
            )}
            {onShowShortcuts ? (
              // Phones have no keyboard shortcuts to show.
              <span className="hidden sm:inline-flex">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label="Keyboard shortcuts"
                  title="Keyboard shortcuts (?)"
                  onClick={onShowShortcuts}
                  className="text-muted-foreground"
                >
                  <Keyboard className="h-4 w-4" aria-hidden="true" />
                </Button>
              </span>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            {answering && onStop ? (
              <Button type="button" variant="secondary" size="sm" onClick={onStop} aria-label="Stop the answer">
                <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
                Stop
              </Button>
            ) : null}
            {waitingFor.length ? (
              <span role="status" className="hidden text-xs text-muted-foreground sm:inline">
                Reading {waitingFor.length === 1 ? 'document' : 'documents'}…
              </span>
            ) : null}
            <Button type="submit" size="sm" disabled={!text.trim() || sending || waitingFor.length > 0}>
              {sending ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <SendHorizontal className="h-4 w-4" aria-hidden="true" />
              )}
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
