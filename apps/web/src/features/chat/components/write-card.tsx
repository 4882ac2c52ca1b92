import { useId } from 'react';
import { CheckCircle2, FilePen, FilePlus2, FileX2, XCircle, type LucideIcon } from 'lucide-react';
import type { WriteProposal, WriteStatus } from '@soe/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDecideWrite } from '../api/decide-write';
import { useWriteProposal } from '../api/get-write';
import { cellText } from '../lib/parse-content';

const STATUS: Record<WriteStatus, { label: string; tone: BadgeTone }> = {
  proposed: { label: 'Waiting for your confirmation', tone: 'amber' },
  confirmed: { label: 'Running…', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

const ICON: Record<WriteProposal['preview']['action'], LucideIcon> = {
  create: FilePlus2,
  update: FilePen,
  delete: FileX2,
  other: FilePen,
};

/** A value as shown in the table; an empty one is a dash read out as "empty". */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">empty</span>
      </>
    );
  }
  return <span className="break-words">{cellText(value)}</span>;
}

function Outcome({ write }: { write: WriteProposal }) {
  switch (write.status) {
    case 'done':
      return (
        <p className="flex gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Done: </span>
            {write.result}
          </span>
        </p>
      );
    case 'failed':
      return (
        <p className="flex gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>The change was not made: {write.error}</span>
        </p>
      );
    case 'cancelled':
      return <p className="text-muted-foreground">Cancelled. Nothing was changed.</p>;
    case 'confirmed':
      return (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="h-4 w-4" /> Making the change in {write.preview.system}…
        </p>
      );
    default:
      return <p className="text-muted-foreground">Nothing changes until you confirm.</p>;
  }
}

/**
 * A change the assistant proposed to a connected system (decisions §4): what,
 * where, which record and each field before → after, with Confirm and Cancel.
 * Both are disabled once the change is decided; the outcome is announced to
 * screen readers, and every open tab shows it (write_updated over /ws).
 */
export function WriteCard({ id }: { id: number }) {
  const titleId = useId();
  const { data: write, isPending, error } = useWriteProposal(id);
  const decide = useDecideWrite(id);

  if (isPending) return <Skeleton className="my-3 h-48 w-full" />;
  if (!write) {
    return (
      <p
        role="alert"
        className="my-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      >
        This proposed change could not be loaded: {errorMessage(error, 'the server did not answer')}.
      </p>
    );
  }

  const { preview } = write;
  const Icon = ICON[preview.action];
  const status = STATUS[write.status];
  const open = write.status === 'proposed' && !decide.isPending;
  const decidingLabel = decide.isPending ? (decide.variables === 'cancel' ? 'Cancelling…' : 'Confirming…') : null;

  return (
    <section
      aria-labelledby={titleId}
      className="my-3 grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          Proposed change: {preview.title}
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </header>

      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">System</dt>
        <dd className="min-w-0 break-words">{preview.system}</dd>
        {preview.entity ? (
          <>
            <dt className="text-muted-foreground">Table</dt>
            <dd className="min-w-0 break-words">{preview.entity}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Record</dt>
        <dd className="min-w-0 break-words">
          {preview.target ?? (preview.action === 'create' ? 'A new record' : 'Not named')}
        </dd>
      </dl>

      {preview.changes.length ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {preview.action === 'delete' ? 'Values of the record to delete' : 'Fields to change, before and after'}
            </caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Before
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((change) => (
                <tr key={change.field} className="border-t border-border align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {change.field}
                  </th>
                  <td className="px-3 py-2 text-muted-foreground">
                    <Value value={change.before} />
                  </td>
                  <td className="px-3 py-2">
                    {preview.action === 'delete' ? <span>deleted</span> : <Value value={change.after} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {/* A live region without role="status": the chat reads a status inside the log as "answer still running". */}
      <div aria-live="polite" aria-atomic="true" className="text-sm">
        <Outcome write={write} />
      </div>
      {decide.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(decide.error, 'The server could not be reached. Try again.')}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={!open} onClick={() => decide.mutate('cancel')}>
          Cancel
        </Button>
        <Button
          variant={preview.action === 'delete' ? 'destructive' : 'primary'}
          size="sm"
          disabled={!open}
          onClick={() => decide.mutate('confirm')}
        >
          Confirm
        </Button>
        {decidingLabel ? <span className="sr-only">{decidingLabel}</span> : null}
      </div>
    </section>
  );
}
