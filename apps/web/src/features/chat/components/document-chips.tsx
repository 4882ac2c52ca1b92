import { useState } from 'react';
import { CheckCircle2, Clock, FileText, LoaderCircle, X, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A conversation document as the composer sees it (supplied by the app layer from the documents feature). */
export interface ComposerDocument {
  id: number;
  name: string;
  status: 'pending' | 'processing' | 'processed' | 'error';
}

export interface ComposerDocuments {
  /** The conversation's documents, newest first. */
  items: ComposerDocument[];
  /** Uploads a picked file (toasts included); resolves with the new document, or null when nothing was uploaded. */
  upload?: (file: File | null) => Promise<ComposerDocument | null>;
  /** False while the conversation's list is loading (attachments of documents not in it are kept until it is in). */
  loaded?: boolean;
  /** 0–100 while a file uploads. */
  uploadProgress?: number | null;
  /** The file picker's `accept` list (the formats the server reads). */
  accept?: string;
}

/** spec §2/§9: at most 3 offered chips, names cut at 15 characters. */
const OFFERED_MAX = 3;
const NAME_MAX = 15;

export function chipName(name: string): string {
  const chars = Array.from(name);
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_MAX).join('')}…` : name;
}

const STATUS_ICON = {
  pending: { icon: Clock, className: 'text-muted-foreground', label: 'pending' },
  processing: { icon: LoaderCircle, className: 'animate-spin text-primary', label: 'processing' },
  processed: { icon: CheckCircle2, className: 'text-success', label: 'processed' },
  error: { icon: XCircle, className: 'text-destructive', label: 'error' },
} as const;

function StatusIcon({ status }: { status: ComposerDocument['status'] }) {
  const s = STATUS_ICON[status] ?? STATUS_ICON.pending;
  return <s.icon className={cn('h-3.5 w-3.5', s.className)} aria-hidden="true" />;
}

const chip =
  'inline-flex max-w-full items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium';

/** Documents attached to the next message, with 'Clear all'. */
export function AttachedChips({
  documents,
  onRemove,
  onClear,
}: {
  documents: ComposerDocument[];
  onRemove: (id: number) => void;
  onClear: () => void;
}) {
  if (!documents.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Attached documents">
        {documents.map((d) => (
          <li
            key={d.id}
            className={cn(chip, 'border-primary/40 bg-primary-soft pr-1 text-primary-soft-foreground')}
            data-status={d.status}
            title={d.name}
          >
            <StatusIcon status={d.status} />
            <span>{chipName(d.name)}</span>
            <span className="sr-only">({STATUS_ICON[d.status]?.label ?? d.status})</span>
            <button
              type="button"
              onClick={() => onRemove(d.id)}
              aria-label={`Remove ${d.name}`}
              className="rounded-full p-0.5 hover:bg-primary/15"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="text-xs font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}

/** The conversation's other documents, offered to attach: 3 shown, then '+N more'. */
export function OfferedChips({
  documents,
  onAttach,
}: {
  documents: ComposerDocument[];
  onAttach: (id: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  if (!documents.length) return null;
  const shown = expanded ? documents : documents.slice(0, OFFERED_MAX);
  const more = documents.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Conversation documents">
      {shown.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            onClick={() => onAttach(d.id)}
            title={d.name}
            data-status={d.status}
            className={cn(
              chip,
              'border-border bg-surface text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground',
            )}
          >
            {d.status === 'processed' ? (
              <FileText className="h-3.5 w-3.5" aria-hidden="true" />
            ) : (
              <StatusIcon status={d.status} />
            )}
            {/* The visible (cut) name stays part of the accessible name; the whole name is the title. */}
            <span className="sr-only">Attach </span>
            {chipName(d.name)}
          </button>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className={cn(chip, 'border-dashed border-border text-muted-foreground hover:text-foreground')}
          >
            +{more} more
          </button>
        </li>
      ) : null}
    </ul>
  );
}
