import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight, LoaderCircle, Pencil } from 'lucide-react';
import { runSqlRequestSchema, type AnswerQuery } from '@soe/shared';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useRunSql } from '../api/run-sql';
import { CopyButton } from './copy-button';

export const LANGUAGE_LABELS: Record<AnswerQuery['language'], string> = {
  sql: 'SQL',
  odata: 'OData',
  soql: 'SOQL',
  http: 'HTTP',
};

interface Props {
  queries: AnswerQuery[];
  /** The conversation an edited SQL statement runs in; without it the statements are read-only. */
  conversationId?: number;
}

/**
 * "Query" under an answer from data: collapsed, it is one button; open, each system's statement exactly as it ran,
 * copyable, with the structured query it came from. A SQL statement can be edited and run again: its result is
 * a new answer in the conversation.
 */
export function QueryDisclosure({ queries, conversationId }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!queries.length) return null;
  return (
    <div className="mt-2 min-w-0">
      <Button
        variant="ghost"
        size="xs"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="text-muted-foreground"
      >
        <ChevronRight className={cn('h-3.5 w-3.5 transition-transform', open && 'rotate-90')} aria-hidden="true" />
        Query
      </Button>
      <div id={panelId} hidden={!open} className="mt-1 grid grid-cols-1 gap-3">
        {open
          ? queries.map((query, index) => <QueryItem key={index} query={query} conversationId={conversationId} />)
          : null}
      </div>
    </div>
  );
}

function QueryItem({ query, conversationId }: { query: AnswerQuery; conversationId?: number }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the editor (Run or Cancel) puts focus back where it started.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const language = LANGUAGE_LABELS[query.language];
  const canEdit =
    query.editable === true && query.language === 'sql' && query.systemId !== undefined && conversationId !== undefined;
  const structured = query.structured === undefined ? null : JSON.stringify(query.structured, null, 2);

  return (
    <div
      role="group"
      aria-label={`Query on ${query.systemName}`}
      className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-medium">
          {query.systemName} <span className="text-muted-foreground">· {language}</span>
        </p>
        {editing ? null : (
          <div className="flex items-center gap-1">
            {canEdit ? (
              <Button
                ref={editButton}
                variant="ghost"
                size="xs"
                onClick={() => setEditing(true)}
                className="text-muted-foreground"
              >
                <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                Edit SQL
              </Button>
            ) : null}
            <CopyButton text={query.text} what={`query on ${query.systemName}`} />
          </div>
        )}
      </div>
      {editing && canEdit ? (
        <SqlEditor
          query={query}
          systemId={query.systemId!}
          conversationId={conversationId!}
          onDone={() => setEditing(false)}
        />
      ) : (
        <CodeBlock label={`${language} on ${query.systemName}`} text={query.text} />
      )}
      {structured ? (
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-medium">Structured query</p>
            <CopyButton text={structured} what={`structured query on ${query.systemName}`} />
          </div>
          <CodeBlock label={`Structured query on ${query.systemName}`} text={structured} />
        </div>
      ) : null}
    </div>
  );
}

/** A statement in monospace: it scrolls inside its box (sideways too), never widening the page; keyboard-scrollable. */
function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className="max-h-80 min-w-0 overflow-auto rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <pre className="w-max min-w-full p-3 font-mono text-xs leading-relaxed">
        <code>{text}</code>
      </pre>
    </div>
  );
}

const TOO_LONG = runSqlRequestSchema.shape.sql.maxLength ?? 20_000;

function SqlEditor({
  query,
  systemId,
  conversationId,
  onDone,
}: {
  query: AnswerQuery;
  systemId: number;
  conversationId: number;
  onDone: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [sql, setSql] = useState(query.text);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRunSql(conversationId);

  function submit() {
    const body = runSqlRequestSchema.safeParse({ systemId, sql: sql.trim() });
    if (!body.success) {
      setProblem(
        sql.trim()
          ? `The SQL is too long (${TOO_LONG.toLocaleString('en-US')} characters at most).`
          : 'Type a SQL statement.',
      );
      return;
    }
    setProblem(null);
    run.mutate(body.data, {
      onSuccess: onDone,
      onError: (cause) => setProblem(errorMessage(cause, 'The SQL could not be run. Please try again.')),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      noValidate
      className="grid min-w-0 grid-cols-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={id} className="text-xs">
        SQL to run on {query.systemName}
      </Label>
      <Textarea
        id={id}
        value={sql}
        onChange={(event) => setSql(event.target.value)}
        onKeyDown={onKeyDown}
        rows={Math.min(14, Math.max(4, sql.split('\n').length + 1))}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoFocus
        disabled={run.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="resize-y overflow-x-auto font-mono text-xs leading-relaxed"
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onDone} disabled={run.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={run.isPending}>
          {run.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          Run
        </Button>
      </div>
    </form>
  );
}
