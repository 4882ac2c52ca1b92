import { useState } from 'react';
import { CheckCircle2, Clock, Download, FileText, LoaderCircle, RotateCw, Trash2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiUrl } from '@/lib/api-client';
import { useConversationDocuments } from '../api/get-conversation-documents';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { sizeInKb } from '../lib/format';
import type { ConversationDocument, DocumentStatus } from '../types';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { UploadButton } from './upload-button';

const STATUS: Record<DocumentStatus, { icon: typeof Clock; label: string; className: string }> = {
  pending: { icon: Clock, label: 'Pending', className: 'text-muted-foreground' },
  processing: { icon: LoaderCircle, label: 'Processing', className: 'text-primary animate-spin' },
  processed: { icon: CheckCircle2, label: 'Processed', className: 'text-success' },
  error: { icon: XCircle, label: 'Error', className: 'text-destructive' },
};

/** The Documents tab (spec §2): 'Conversation Documents', upload, a table with live status, delete. */
export function DocumentsTable({ conversationId }: { conversationId: number }) {
  const { data: documents, isLoading, isError, refetch } = useConversationDocuments(conversationId);
  const { upload, progress } = useDocumentUpload(conversationId);
  const [deleting, setDeleting] = useState<ConversationDocument | null>(null);
  return (
    <section aria-labelledby="documents-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="documents-title" className="text-base font-semibold">
          Conversation Documents
        </h2>
        <UploadButton onFile={(file) => void upload(file)} progress={progress} />
      </div>
      {isLoading ? (
        <Spinner label="Loading documents…" />
      ) : isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4 text-sm"
        >
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
                <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell sm:px-4">
                  Type
                </th>
                <th scope="col" className="px-3 py-2 sm:px-4 text-right font-semibold">
                  Size
                </th>
                <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 sm:px-4 text-right font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => {
                const status = STATUS[document.status] ?? STATUS.pending;
                return (
                  <tr key={document.id} className="border-t border-border align-top">
                    <td className="max-w-[10rem] px-3 py-2 sm:max-w-[16rem] sm:px-4">
                      <span className="block truncate font-medium" title={document.name}>
                        {document.name}
                      </span>
                      {document.status === 'error' && document.error ? (
                        <span className="mt-0.5 block text-xs text-destructive">{document.error}</span>
                      ) : null}
                    </td>
                    <td className="hidden max-w-[12rem] truncate px-3 py-2 text-muted-foreground sm:table-cell sm:px-4">
                      {document.type}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums sm:px-4">
                      {sizeInKb(document.size)}
                    </td>
                    <td className="px-3 py-2 sm:px-4">
                      <span
                        className="inline-flex items-center gap-1.5 whitespace-nowrap"
                        data-status={document.status}
                        title={status.label}
                      >
                        <status.icon className={`h-4 w-4 ${status.className}`} aria-hidden="true" />
                        {/* Narrow screens show the icon; the word stays for screen readers. */}
                        <span className="sr-only sm:not-sr-only">{status.label}</span>
                      </span>
                    </td>
                    <td className="px-2 py-1 text-right">
                      <div className="inline-flex flex-col gap-1 sm:flex-row">
                        <Button asChild variant="ghost" size="icon-sm">
                          <a
                            href={apiUrl(document.path)}
                            download={document.name}
                            aria-label={`Download ${document.name}`}
                          >
                            <Download className="h-4 w-4" aria-hidden="true" />
                          </a>
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Delete ${document.name}`}
                          onClick={() => setDeleting(document)}
                        >
                          <Trash2 className="h-4 w-4 text-destructive" aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
