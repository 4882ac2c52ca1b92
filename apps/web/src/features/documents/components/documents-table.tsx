import { CheckCircle2, Clock, FileText, LoaderCircle, RotateCw, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConversationDocuments } from '../api/get-conversation-documents';
import type { DocumentStatus } from '../types';

const STATUS: Record<DocumentStatus, { icon: typeof Clock; label: string; className: string }> = {
  pending: { icon: Clock, label: 'Pending', className: 'text-muted-foreground' },
  processing: { icon: LoaderCircle, label: 'Processing', className: 'text-primary animate-spin' },
  processed: { icon: CheckCircle2, label: 'Processed', className: 'text-success' },
  error: { icon: XCircle, label: 'Error', className: 'text-destructive' },
};

/** The Documents tab (spec §2): 'Conversation Documents', a table, empty and failure states. */
export function DocumentsTable({ conversationId }: { conversationId: number }) {
  const { data: documents, isLoading, isError, refetch } = useConversationDocuments(conversationId);
  return (
    <section aria-labelledby="documents-title" className="grid gap-4">
      <h2 id="documents-title" className="text-base font-semibold">
        Conversation Documents
      </h2>
      {isLoading ? (
        <Spinner label="Loading documents…" />
      ) : isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
          <span>Failed to load documents</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : !documents?.length ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <FileText className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">No documents found</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-sm">
            <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">Name</th>
                <th scope="col" className="px-4 py-2 font-semibold">Type</th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">Size</th>
                <th scope="col" className="px-4 py-2 font-semibold">Status</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => {
                const status = STATUS[document.status] ?? STATUS.pending;
                return (
                  <tr key={document.id} className="border-t border-border">
                    <td className="max-w-[16rem] truncate px-4 py-2 font-medium">{document.name}</td>
                    <td className="px-4 py-2 text-muted-foreground">{document.type}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{Math.round(document.size / 1024)} KB</td>
                    <td className="px-4 py-2">
                      <span className="inline-flex items-center gap-1.5">
                        <status.icon className={`h-4 w-4 ${status.className}`} aria-hidden="true" />
                        {status.label}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
