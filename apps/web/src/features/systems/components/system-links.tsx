import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Link2, LoaderCircle, Plus, Search, Trash2 } from 'lucide-react';
import {
  CROSS_SYSTEM_MESSAGE,
  CreateSystemLinkRequest,
  LINK_METHODS,
  LINK_METHOD_LABELS,
  type LinkSource,
  type SystemLink,
} from '@soe/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label, inputClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  useCreateSystemLink,
  useDeleteSystemLink,
  useFindSystemLinks,
  useLinkSources,
  useSystemLinks,
} from '../api/system-links';

/** A source's name in a picker; a spreadsheet says so, as a system and a file may share a name. */
const sourceLabel = (s: LinkSource) => (s.source.startsWith('document:') ? `${s.name} (spreadsheet)` : s.name);

/** "customers.company_name ↔ accounts.name": how a Remove button names its link. */
const columnsOf = (link: SystemLink) => `${link.a.table}.${link.a.column} ↔ ${link.b.table}.${link.b.column}`;

/**
 * Integrations → Links between systems (Cross-System Analysis): which column of one source names the same customers,
 * accounts or products as a column of another. SOE finds them for a chosen pair; people add or remove them; answers
 * that use two sources join them on these links. Plans without cross-system answers see why, and no controls.
 */
export function SystemLinks() {
  const links = useSystemLinks();
  const allowed = links.data?.allowed === true;
  const sources = useLinkSources(allowed);

  return (
    <section aria-labelledby="links-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="links-heading" className="text-lg font-semibold">
            Links between systems
          </h2>
          <p className="text-sm text-muted-foreground">
            SOE matches the same customers, accounts or products across two systems, so one question can use both.
          </p>
        </div>
        {allowed && sources.data ? <AddLinkDialog sources={sources.data.sources} /> : null}
      </div>
      {links.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : links.isError || !links.data ? (
        <Alert tone="error" title="Could not load the links">
          <button type="button" className="underline" onClick={() => void links.refetch()}>
            Try again
          </button>
        </Alert>
      ) : !allowed ? (
        <Alert tone="warning">
          {CROSS_SYSTEM_MESSAGE}{' '}
          <Link to="/subscription-plans" className="font-semibold underline underline-offset-2">
            View Plans
          </Link>
        </Alert>
      ) : (
        <>
          {sources.isLoading ? (
            <Skeleton className="h-16" />
          ) : sources.isError || !sources.data ? (
            <Alert tone="error">
              {errorMessage(sources.error, 'Could not load your systems and spreadsheets. Please try again.')}
            </Alert>
          ) : sources.data.sources.length < 2 ? (
            <p className="text-sm text-muted-foreground">
              Connect a second system or upload a spreadsheet to link it with the first.
            </p>
          ) : (
            <PairPicker sources={sources.data.sources} />
          )}
          <LinkList links={links.data.links} />
        </>
      )}
    </section>
  );
}

/** Two sources and "Find links": SOE reads both and keeps the columns whose values match. */
function PairPicker({ sources }: { sources: LinkSource[] }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const find = useFindSystemLinks();
  const id = useId();
  const ready = first !== '' && second !== '' && first !== second;

  function onFind() {
    if (!ready) return;
    find.mutate(
      { sources: [first, second] },
      {
        onSuccess: ({ links }) => {
          const pair = new Set([first, second]);
          const found = links.filter((l) => pair.has(l.a.source) && pair.has(l.b.source)).length;
          const names = sources
            .filter((s) => pair.has(s.source))
            .map((s) => s.name)
            .join(' and ');
          if (found) notify(`${found} ${found === 1 ? 'link' : 'links'} found`, `Between ${names}.`);
          else notify('No links found', `No columns of ${names} name the same things. You can add a link yourself.`);
        },
        onError: (cause) => notifyError('Could not find links', errorMessage(cause, 'Please try again.')),
      },
    );
  }

  const options = (
    <>
      <option value="">Choose a system or spreadsheet</option>
      {sources.map((s) => (
        <option key={s.source} value={s.source}>
          {sourceLabel(s)}
        </option>
      ))}
    </>
  );
  return (
    <form
      aria-label="Find links"
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onFind();
      }}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-first`}>First source</Label>
        <select
          id={`${id}-first`}
          className={cn(inputClasses, 'pr-8')}
          value={first}
          onChange={(event) => setFirst(event.target.value)}
        >
          {options}
        </select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-second`}>Second source</Label>
        <select
          id={`${id}-second`}
          className={cn(inputClasses, 'pr-8')}
          value={second}
          onChange={(event) => setSecond(event.target.value)}
        >
          {options}
        </select>
      </div>
      <Button type="submit" disabled={!ready || find.isPending} aria-busy={find.isPending || undefined}>
        {find.isPending ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Search className="h-4 w-4" aria-hidden="true" />
        )}
        {find.isPending ? 'Finding links…' : 'Find links'}
      </Button>
    </form>
  );
}

function LinkList({ links }: { links: SystemLink[] }) {
  const remove = useDeleteSystemLink();

  function onRemove(link: SystemLink) {
    remove.mutate(link.id, {
      onSuccess: () => notify('Link removed', `Answers no longer join ${columnsOf(link)}.`),
      onError: (cause) => notifyError('Could not remove the link', errorMessage(cause, 'Please try again.')),
    });
  }

  if (!links.length)
    return (
      <p className="text-sm text-muted-foreground">
        No links yet. Choose two systems and select Find links, or add one.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Links between systems">
      {links.map((link) => (
        <li
          key={link.id}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="flex min-w-0 items-start gap-2 text-sm font-medium">
              <Link2 className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 break-words">
                {link.a.sourceName} · {link.a.table}.{link.a.column} ↔ {link.b.sourceName} · {link.b.table}.
                {link.b.column}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span>matched by {LINK_METHOD_LABELS[link.method]}</span>
              <span aria-hidden="true">·</span>
              <span>
                {link.matched} of {Math.min(link.distinctA, link.distinctB)} matched
              </span>
              <Badge tone={link.origin === 'found' ? 'blue' : 'green'}>
                {link.origin === 'found' ? 'Found by SOE' : 'Added by you'}
              </Badge>
            </p>
          </div>
          <Button
            variant="ghost"
            size="xs"
            className="self-end sm:self-auto"
            disabled={remove.isPending}
            onClick={() => onRemove(link)}
            aria-label={`Remove link ${columnsOf(link)}`}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddLinkDialog({ sources }: { sources: LinkSource[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="w-fit" disabled={sources.length < 2}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add link
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add link"
        description="Choose a column in each source that names the same things. SOE counts how many values match."
        className="max-w-2xl"
      >
        {open ? <AddLinkForm sources={sources} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Side = 'a' | 'b';
const EMPTY_SIDE = { source: '', entity: '', column: '' };

function AddLinkForm({ sources, onDone }: { sources: LinkSource[]; onDone: () => void }) {
  const form = useForm<CreateSystemLinkRequest>({
    resolver: zodResolver(CreateSystemLinkRequest),
    defaultValues: { a: EMPTY_SIDE, b: EMPTY_SIDE, method: 'name' },
  });
  const create = useCreateSystemLink();
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const link = await create.mutateAsync(values);
      notify('Link added', `${link.matched} of ${Math.min(link.distinctA, link.distinctB)} values matched.`);
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, 'Could not add the link. Please try again.'));
    }
  });

  function sideFields(side: Side, legend: string) {
    const chosen = form.watch(side);
    const source = sources.find((s) => s.source === chosen.source);
    const table = source?.tables.find((t) => t.entity === chosen.entity);
    const sideErrors = errors[side];
    return (
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">{legend}</legend>
        <SelectField
          label="Source"
          // The shared schema words a malformed key; an empty select only needs a choice.
          error={
            sideErrors?.source
              ? chosen.source
                ? sideErrors.source.message
                : 'Choose a system or spreadsheet'
              : undefined
          }
          defaultValue=""
          {...form.register(`${side}.source`, {
            // Another source has other tables: what was chosen below no longer applies.
            onChange: () => {
              form.setValue(`${side}.entity`, '');
              form.setValue(`${side}.column`, '');
            },
          })}
        >
          <option value="">Choose a source</option>
          {sources.map((s) => (
            <option key={s.source} value={s.source}>
              {sourceLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Table"
          // Each choice waits for the one above it: only the first missing one is said.
          error={chosen.source ? sideErrors?.entity?.message : undefined}
          defaultValue=""
          disabled={!source}
          {...form.register(`${side}.entity`, { onChange: () => form.setValue(`${side}.column`, '') })}
        >
          <option value="">Choose a table</option>
          {source?.tables.map((t) => (
            <option key={t.entity} value={t.entity}>
              {t.table}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Column"
          error={chosen.entity ? sideErrors?.column?.message : undefined}
          defaultValue=""
          disabled={!table}
          {...form.register(`${side}.column`)}
        >
          <option value="">Choose a column</option>
          {table?.columns.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </fieldset>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Add link">
      <div className="grid gap-3 sm:grid-cols-2">
        {sideFields('a', 'First side')}
        {sideFields('b', 'Second side')}
      </div>
      <SelectField label="Compare values by" defaultValue="name" {...form.register('method')}>
        {LINK_METHODS.map((m) => (
          <option key={m} value={m}>
            {LINK_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      {serverError ? (
        <Alert tone="error" title="The link was not added">
          {serverError}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          Add link
        </Button>
      </div>
    </form>
  );
}

/** A labelled select whose error is announced and tied to it, as Field does for inputs. */
function SelectField({
  label,
  error,
  children,
  className,
  ref,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        ref={ref}
        id={id}
        className={cn(inputClasses, 'pr-8')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
