import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useDeleteVerifiedQuestion, useVerifiedQuestions } from '../api/verified-questions';

/**
 * A system's verified questions (a thumbs up or a correction in the chat): each is answered, with its rewordings,
 * by the reading shown. Deleting one lets SOE read the question afresh.
 */
export function VerifiedQuestions({ systemId }: { systemId: number }) {
  const list = useVerifiedQuestions(systemId);
  const remove = useDeleteVerifiedQuestion(systemId);

  function onDelete(id: number, question: string) {
    remove.mutate(id, {
      onSuccess: () => notify('Verified question deleted', `"${question}" is read afresh from now on.`),
      onError: (cause) => notifyError('Could not delete it', errorMessage(cause, 'Please try again.')),
    });
  }

  return (
    <section aria-labelledby={`verified-${systemId}`} className="grid gap-2 border-t border-border pt-4">
      <h3 id={`verified-${systemId}`} className="text-sm font-medium">
        Verified questions
      </h3>
      {list.isLoading ? (
        <p className="text-xs text-muted-foreground">Loading…</p>
      ) : list.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {errorMessage(list.error, 'The verified questions could not be loaded.')}
        </p>
      ) : !list.data?.length ? (
        <p className="text-xs text-muted-foreground">
          None yet. A thumbs up or a correction on an answer makes its question a verified one.
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.data.map((v) => (
            <li key={v.id} className="flex items-start gap-2 rounded-lg border border-border p-2 text-sm">
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="break-words font-medium">{v.question}</span>
                <span className="break-words text-xs text-muted-foreground">
                  {v.readingText} · {v.verifiedBy ?? 'a former member'}, {v.verifiedAt.slice(0, 10)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete the verified question "${v.question}"`}
                disabled={remove.isPending}
                onClick={() => onDelete(v.id, v.question)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
