import { useId, useState } from 'react';
import { ChevronRight, KeyRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Input, Label, inputClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { isStaff } from '@soe/shared';
import { HiddenFields } from './hidden-fields';
import { useUser } from '@/lib/auth';
import { cn, relativeTime } from '@/lib/utils';
import { useSystemSchema } from '../api/get-system-schema';
import type { ConnectedSystem, Operation, SystemSchema } from '../types';

/** Long lists (an API with hundreds of operations) show this many until filtered. */
const SHOWN = 50;

/**
 * What SOE discovered in a system (GET /api/systems/{id}/schema): entities with
 * their fields and types, and the operations it offers, reads and writes.
 */
export function SchemaBrowser({ systems }: { systems: ConnectedSystem[] }) {
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [filter, setFilter] = useState('');
  const selectId = useId();
  const id = systems.some((s) => s.id === selected) ? selected : systems[0]?.id;
  const { data, isLoading, isError, refetch } = useSystemSchema(id);
  const { data: user } = useUser();
  if (!systems.length) return null;

  const words = filter.trim().toLowerCase();
  const matches = (...texts: Array<string | undefined>) =>
    !words || texts.some((t) => t?.toLowerCase().includes(words));
  const entities = (data?.entities ?? []).filter((e) => matches(e.name, e.label, ...e.fields.map((f) => f.name)));
  const operations = (data?.operations ?? []).filter((o) => matches(o.id, o.title, o.description));

  return (
    <section aria-labelledby="schema-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="schema-heading" className="text-lg font-semibold">
            Schema browser
          </h2>
          <p className="text-sm text-muted-foreground">
            What SOE found in each system: its tables and fields, and the operations it offers. Fields that hold
            passwords, hashes, tokens or keys are hidden.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={selectId}>System</Label>
            <select
              id={selectId}
              className={cn(inputClasses, 'pr-8')}
              value={id}
              onChange={(event) => setSelected(Number(event.target.value))}
            >
              {systems.map((system) => (
                <option key={system.id} value={system.id}>
                  {system.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${selectId}-filter`}>Filter</Label>
            <Input
              id={`${selectId}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Search"
            />
          </div>
        </div>
      </div>
      {isLoading ? (
        <div className="grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : isError ? (
        <Alert tone="error" title="Could not load the schema">
          <button type="button" className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : data ? (
        <SchemaContents schema={data} entities={entities} operations={operations} filtered={Boolean(words)} />
      ) : null}
      {user && isStaff(user) && id !== undefined && !isLoading ? <HiddenFields systemId={id} /> : null}
    </section>
  );
}

function SchemaContents({
  schema,
  entities,
  operations,
  filtered,
}: {
  schema: SystemSchema;
  entities: SystemSchema['entities'];
  operations: Operation[];
  filtered: boolean;
}) {
  const total = schema.entities.length;
  const totalOps = schema.operations?.length ?? 0;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {schema.schemaProgress
          ? `${total.toLocaleString('en-US')} of ${schema.schemaProgress.total.toLocaleString('en-US')} tables (the rest are being read)`
          : `${total} ${total === 1 ? 'table' : 'tables'}`}{' '}
        · {totalOps} {totalOps === 1 ? 'operation' : 'operations'}
        {schema.discoveredAt ? ` · discovered ${relativeTime(schema.discoveredAt).toLowerCase()}` : ''}
      </p>
      {total === 0 && totalOps === 0 ? (
        <p className="text-sm">Nothing discovered yet. Use Refresh schema in the system's settings.</p>
      ) : null}
      {total > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Tables</h3>
          {entities.length === 0 && filtered ? (
            <p className="text-sm text-muted-foreground">No table matches the filter.</p>
          ) : null}
          <ul className="grid gap-2">
            {entities.slice(0, SHOWN).map((entity) => (
              <li key={entity.name}>
                <details className="group rounded-lg border border-border bg-surface">
                  <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    <ChevronRight
                      className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90"
                      aria-hidden="true"
                    />
                    <span className="min-w-0 flex-1 truncate font-mono font-medium">{entity.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {entity.fields.length} {entity.fields.length === 1 ? 'field' : 'fields'}
                      {entity.rowCount !== null ? ` · ~${entity.rowCount.toLocaleString()} rows` : ''}
                    </span>
                  </summary>
                  <div className="overflow-x-auto border-t border-border">
                    {entity.label && entity.label !== entity.name ? (
                      <p className="px-4 pt-3 text-xs text-muted-foreground">{entity.label}</p>
                    ) : null}
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Fields of {entity.name}</caption>
                      <thead className="text-xs text-muted-foreground">
                        <tr>
                          <th scope="col" className="px-4 py-2 font-medium">
                            Field
                          </th>
                          <th scope="col" className="px-4 py-2 font-medium">
                            Type
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {entity.fields.map((field) => (
                          <tr key={field.name} className="border-t border-border">
                            <td className="px-4 py-1.5 font-mono">
                              <span className="inline-flex items-center gap-1.5">
                                {field.name}
                                {field.isPrimaryKey ? (
                                  <span
                                    title="Primary key"
                                    className="inline-flex items-center text-amber-700 dark:text-amber-300"
                                  >
                                    <KeyRound className="h-3.5 w-3.5" aria-hidden="true" />
                                    <span className="sr-only">(primary key)</span>
                                  </span>
                                ) : null}
                              </span>
                            </td>
                            <td className="px-4 py-1.5 text-muted-foreground">{field.type}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </details>
              </li>
            ))}
          </ul>
          {entities.length > SHOWN ? (
            <p className="text-xs text-muted-foreground">{entities.length - SHOWN} more: use the filter to find one.</p>
          ) : null}
        </div>
      ) : null}
      {totalOps > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Operations</h3>
          {operations.length === 0 && filtered ? (
            <p className="text-sm text-muted-foreground">No operation matches the filter.</p>
          ) : null}
          <ul className="grid gap-2">
            {operations.slice(0, SHOWN).map((op) => (
              <li
                key={op.id}
                className="flex items-start gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm"
              >
                <Badge tone={op.kind === 'read' ? 'green' : 'amber'} className="mt-0.5 w-14 justify-center">
                  {op.kind === 'read' ? 'Read' : 'Write'}
                </Badge>
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{op.title}</span>
                  <span className="truncate font-mono text-xs text-muted-foreground">{op.id}</span>
                  {op.description && op.description !== op.title ? (
                    <span className="text-xs text-muted-foreground">{op.description}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          {operations.length > SHOWN ? (
            <p className="text-xs text-muted-foreground">
              {operations.length - SHOWN} more: use the filter to find one.
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Write operations run only with write access on your plan, after you confirm them.
          </p>
        </div>
      ) : null}
    </div>
  );
}
