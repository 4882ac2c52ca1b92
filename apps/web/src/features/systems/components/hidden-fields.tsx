import { EyeOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useSecretFields, useUpdateSecretField } from '../api/secret-fields';

/**
 * Staff only, below the schema browser: the fields SOE hides from everyone
 * because they look like passwords, hashes, tokens, secrets or keys, with a
 * switch to show one on this system (answers, tables, charts and the models
 * then see it too).
 */
export function HiddenFields({ systemId }: { systemId: number }) {
  const { data: fields, isLoading } = useSecretFields(systemId, true);
  const update = useUpdateSecretField(systemId);
  if (isLoading) return <Skeleton className="h-12" />;
  if (!fields?.length) return null;
  return (
    <section aria-labelledby={`hidden-fields-${systemId}`} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h3 id={`hidden-fields-${systemId}`} className="flex items-center gap-2 text-sm font-semibold">
          <EyeOff className="h-4 w-4" aria-hidden="true" />
          Hidden secret fields
        </h3>
        <p className="text-xs text-muted-foreground">
          Hidden from everyone — the schema, answers, tables, CSV, charts and language models — because their name or
          type says they hold a password, hash, token or key. Show one only when it holds nothing secret.
        </p>
      </div>
      <ul className="grid gap-2">
        {fields.map((field) => (
          <li key={`${field.entity}.${field.field}`} className="flex flex-wrap items-center gap-2 text-sm">
            <code className="min-w-0 break-all font-mono text-xs">
              {field.entity}.{field.field}
            </code>
            <Badge tone="grey">{field.reason === 'name' ? 'by name' : 'by type'}</Badge>
            {field.shown ? <Badge tone="accent">Shown</Badge> : null}
            <Button
              variant="secondary"
              size="sm"
              className="ml-auto"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { entity: field.entity, field: field.field, shown: !field.shown },
                  {
                    onSuccess: () =>
                      notify(
                        field.shown ? 'Field hidden' : 'Field shown',
                        `${field.entity}.${field.field} is now ${field.shown ? 'hidden' : 'shown'}.`,
                      ),
                    onError: (error) =>
                      notifyError('Change failed', errorMessage(error, 'Could not change the field.')),
                  },
                )
              }
            >
              {field.shown ? 'Hide' : 'Show'}
              <span className="sr-only">
                {' '}
                {field.entity}.{field.field}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
