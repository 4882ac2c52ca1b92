import { useEffect, useRef, useState, type ElementType } from 'react';
import { Pencil } from 'lucide-react';
import { cn } from '@/lib/utils';

interface Props {
  value: string;
  /** What is renamed, for the field's and the button's names ("tile", "dashboard"). */
  what: string;
  /** Checks a new value; a message when it is refused. */
  validate: (value: string) => string | null;
  onSave: (value: string) => void;
  /** Read-only viewers see the title as plain text. */
  editable: boolean;
  as?: ElementType;
  /** The heading's id (what names the card it heads). */
  id?: string;
  className?: string;
}

/**
 * A title edited where it stands: the title is a button; pressed, it becomes a field (Enter or leaving it saves,
 * Escape keeps the old title) and focus comes back to the title after.
 */
export function InlineTitle({ value, what, validate, onSave, editable, as: Heading = 'h2', id, className }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!editing && wasEditing.current) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!editable)
    return (
      <Heading id={id} className={cn('min-w-0 [overflow-wrap:anywhere]', className)}>
        {value}
      </Heading>
    );

  function finish(save: boolean) {
    if (!save || draft.trim() === value) {
      setDraft(value);
      setProblem(null);
      setEditing(false);
      return;
    }
    const refusal = validate(draft);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    onSave(draft.trim());
    setProblem(null);
    setEditing(false);
  }

  if (editing) {
    return (
      <div className="grid min-w-0 flex-1 gap-1">
        <input
          aria-label={`${what[0].toUpperCase()}${what.slice(1)} title`}
          value={draft}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              finish(true);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              finish(false);
            }
          }}
          aria-invalid={problem ? true : undefined}
          className={cn(
            'h-8 w-full min-w-0 rounded-md border border-input bg-surface px-2 font-semibold outline-none focus-visible:outline-2 focus-visible:outline-ring',
            className,
          )}
        />
        {problem ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Heading id={id} className={cn('min-w-0', className)}>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setDraft(value);
          setEditing(true);
        }}
        title={`Rename this ${what}`}
        className="group/title inline-flex max-w-full items-center gap-1.5 rounded-md text-left [overflow-wrap:anywhere] hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0">{value}</span>
        <Pencil
          className="h-3.5 w-3.5 shrink-0 opacity-0 transition-opacity group-hover/title:opacity-60 group-focus-visible/title:opacity-60"
          aria-hidden="true"
        />
      </button>
    </Heading>
  );
}
