import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BookText, Download, LoaderCircle, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { BusinessTerm, businessTermKind, type BusinessTermKind } from '@soe/shared';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSystemSchema } from '../api/get-system-schema';
import { systemTermsYamlUrl, useImportSystemTerms, useSaveSystemTerms, useSystemTerms } from '../api/terms';
import type { ConnectedSystem } from '../types';

const KIND_LABELS: Record<BusinessTermKind, string> = {
  measure: 'Measure',
  formula: 'Formula',
  segment: 'Segment',
  date: 'Date',
  table: 'Table',
  display: 'Display column',
  hidden: 'Hidden columns',
};
const KIND_TONES: Record<BusinessTermKind, BadgeTone> = {
  measure: 'blue',
  formula: 'blue',
  segment: 'purple',
  date: 'amber',
  table: 'grey',
  display: 'green',
  hidden: 'red',
};

/**
 * Integrations → Business terms: what the company means by its words (revenue, pipeline, big deals), how rows are
 * named in answers and which columns SOE never offers. The next question uses them; no reconnecting. The system's
 * owner and staff admins edit them (or export and import YAML); everyone else who can see the system reads them.
 */
export function BusinessTermsDialog({ system }: { system: ConnectedSystem }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Business terms of ${system.name}`}>
          <BookText className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Business terms</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Business terms"
        description={`What ${system.name}'s words mean to SOE. The next question uses them.`}
        className="max-w-2xl"
      >
        <TermsPanel system={system} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Under an answer that asked what a term means ("ARR"): a button that opens the term form for that system, its
 * phrase filled in. Saved, the term is read by the next question; people who cannot edit the terms are told who can.
 */
export function DefineTermDialog({
  phrase,
  systemId,
  systemName,
}: {
  phrase: string;
  systemId: number;
  systemName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="secondary" size="xs" className="rounded-full">
            <BookText className="h-3.5 w-3.5" aria-hidden="true" />
            Define “{phrase}”
          </Button>
        </DialogTrigger>
        <DialogContent
          title={`Define “${phrase}”`}
          description={`What “${phrase}” means in ${systemName}. The next question uses it.`}
          className="max-w-2xl"
        >
          {open ? (
            <DefineTermPanel
              phrase={phrase}
              systemId={systemId}
              systemName={systemName}
              onDone={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function DefineTermPanel({
  phrase,
  systemId,
  systemName,
  onDone,
}: {
  phrase: string;
  systemId: number;
  systemName: string;
  onDone: () => void;
}) {
  const terms = useSystemTerms(systemId, true);
  const save = useSaveSystemTerms(systemId);
  if (terms.isLoading) return <Skeleton className="h-24" />;
  if (terms.isError || !terms.data)
    return (
      <Alert tone="error">{errorMessage(terms.error, 'Could not load the business terms. Please try again.')}</Alert>
    );
  if (!terms.data.canEdit)
    return (
      <p className="text-sm text-muted-foreground">
        Only the owner of {systemName} or a staff admin can change its business terms. Ask them to define “{phrase}”.
      </p>
    );
  const list = terms.data.terms;
  return (
    <TermForm
      systemId={systemId}
      phrase={phrase}
      pending={save.isPending}
      onCancel={onDone}
      onSave={(term) =>
        save.mutateAsync([...list, term]).then(() => {
          notify('Business term saved', `Ask again: the next question reads “${phrase}”.`);
          onDone();
        })
      }
    />
  );
}

function TermsPanel({ system }: { system: ConnectedSystem }) {
  const terms = useSystemTerms(system.id, true);
  const save = useSaveSystemTerms(system.id);
  const importYaml = useImportSystemTerms(system.id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  if (terms.isLoading)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (terms.isError || !terms.data)
    return (
      <Alert tone="error">{errorMessage(terms.error, 'Could not load the business terms. Please try again.')}</Alert>
    );

  const { canEdit } = terms.data;
  const list = terms.data.terms;

  if (editing !== null)
    return (
      <TermForm
        systemId={system.id}
        initial={editing === 'new' ? undefined : list[editing]}
        pending={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={(term) =>
          save
            .mutateAsync(editing === 'new' ? [...list, term] : list.map((t, i) => (i === editing ? term : t)))
            .then(() => {
              notify('Business terms saved', 'The next question uses them.');
              setEditing(null);
            })
        }
      />
    );

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportError(null);
    try {
      const saved = await importYaml.mutateAsync(await file.text());
      notify('Business terms imported', `${saved.terms.length} terms from ${file.name}.`);
    } catch (error) {
      setImportError(errorMessage(error, 'Could not import the file. Please try again.'));
    }
  }

  function remove(index: number) {
    save.mutate(
      list.filter((_, i) => i !== index),
      { onSuccess: () => notify('Term removed', 'The next question no longer uses it.') },
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add term
          </Button>
        ) : null}
        <a className={buttonClasses('secondary', 'sm')} href={systemTermsYamlUrl(system.id)} download>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export YAML
        </a>
        {canEdit ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={importYaml.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {importYaml.isPending ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Upload className="h-4 w-4" aria-hidden="true" />
              )}
              Import YAML
            </Button>
            <label htmlFor={fileId} className="sr-only">
              YAML file to import
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept=".yaml,.yml,application/yaml,text/yaml"
              className="sr-only"
              tabIndex={-1}
              onChange={onImport}
            />
          </>
        ) : null}
      </div>
      {importError ? (
        <Alert tone="error" title="The file was not imported">
          {importError}
        </Alert>
      ) : null}
      {save.isError ? <Alert tone="error">{errorMessage(save.error, 'Could not save the terms.')}</Alert> : null}
      {!canEdit ? (
        <p className="text-sm text-muted-foreground">
          Only the owner of {system.name} or a staff admin can change its business terms.
        </p>
      ) : null}
      {list.length ? (
        <ul className="grid gap-2" aria-label={`Business terms of ${system.name}`}>
          {list.map((term, index) => {
            const kind = businessTermKind(term);
            const name = term.phrases.length ? term.phrases.join(' · ') : term.entity;
            return (
              <li
                key={`${index}-${name}`}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{name}</span>
                    <Badge tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Badge>
                  </p>
                  <p className="text-sm break-words text-muted-foreground">{describeTerm(term)}</p>
                  {term.description ? (
                    <p className="text-xs break-words text-muted-foreground">{term.description}</p>
                  ) : null}
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="xs" onClick={() => setEditing(index)} aria-label={`Edit ${name}`}>
                      <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="xs"
                      disabled={save.isPending}
                      onClick={() => remove(index)}
                      aria-label={`Remove ${name}`}
                    >
                      <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          No business terms yet.{canEdit ? ' Add one to tell SOE what your words mean.' : ''}
        </p>
      )}
    </div>
  );
}

/** One sentence of what a term does: 'sum of demo.invoices.total, where stage not in Won, Lost, by close_date'. */
export function describeTerm(t: BusinessTerm): string {
  if (t.hidden?.length) return `Never offered: ${t.hidden.map((c) => `${t.entity}.${c}`).join(', ')}`;
  if (t.display?.length) return `Rows of ${t.entity} are named by ${t.display.join(' + ')}`;
  const parts: string[] = [];
  const m = t.measure;
  if (m?.agg === 'count') parts.push(`count of ${t.entity}`);
  else if (m?.column)
    parts.push(
      `${AGG_WORDS[m.agg]} of ${t.entity}.${m.column}${m.lines ? ` (or quantity × price on ${m.lines.entity} when a grouping needs the lines)` : ''}`,
    );
  else if (m?.lines)
    parts.push(
      `${AGG_WORDS[m.agg]} of quantity × price${m.lines.discount ? ' × (1 − discount)' : ''} on ${m.lines.entity}`,
    );
  else parts.push(t.entity);
  for (const f of t.filters) parts.push(`where ${f.column} ${f.op} ${f.values.join(', ')}`);
  if (t.date) parts.push(`by ${t.date}`);
  return parts.join(', ');
}

const AGG_WORDS = { sum: 'sum', avg: 'average', count: 'count', min: 'minimum', max: 'maximum' } as const;
const FORM_KINDS = ['measure', 'segment', 'table', 'display', 'hidden'] as const;
const FORM_KIND_LABELS: Record<(typeof FORM_KINDS)[number], string> = {
  measure: 'Measure: a figure (sum, average or count)',
  segment: 'Segment: the rows that belong (won deals, big deals)',
  table: 'Table: another word for a table (sales rep → employees)',
  display: 'Display column: how rows are named in answers',
  hidden: 'Hidden columns: never offered',
};
const OPS = ['in', 'not in', '>', '>=', '<', '<='] as const;

const TermFormValues = z.object({
  kind: z.enum(FORM_KINDS),
  entity: z.string().trim().min(1, 'Give the table the term is about'),
  phrases: z.string(),
  description: z.string(),
  column: z.string(),
  agg: z.enum(['sum', 'avg', 'count', 'min', 'max']),
  filterColumn: z.string(),
  filterOp: z.enum(OPS),
  filterValues: z.string(),
  date: z.string(),
  columns: z.string(),
});
type TermFormValues = z.infer<typeof TermFormValues>;

const words = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The form's fields as a term; what the form does not show (a line formula, further filters) is kept from `initial`. */
function toTerm(v: TermFormValues, initial?: BusinessTerm): unknown {
  const columnsKind = v.kind === 'display' || v.kind === 'hidden';
  const comparison = v.filterOp !== 'in' && v.filterOp !== 'not in';
  const filter = v.filterColumn.trim()
    ? [
        {
          column: v.filterColumn.trim(),
          op: v.filterOp,
          values: comparison
            ? words(v.filterValues).map((x) => (Number.isFinite(Number(x)) ? Number(x) : x))
            : words(v.filterValues),
        },
      ]
    : [];
  return {
    phrases: columnsKind ? [] : words(v.phrases),
    description: v.description.trim() || undefined,
    entity: v.entity.trim(),
    measure:
      v.kind === 'measure'
        ? { column: v.column.trim() || undefined, agg: v.agg, lines: initial?.measure?.lines }
        : undefined,
    filters: v.kind === 'measure' || v.kind === 'segment' ? [...filter, ...(initial?.filters.slice(1) ?? [])] : [],
    date: columnsKind ? undefined : v.date.trim() || undefined,
    display: v.kind === 'display' ? words(v.columns) : undefined,
    hidden: v.kind === 'hidden' ? words(v.columns) : undefined,
  };
}

/** Where an issue of the shared term schema is shown in the form. */
function fieldOf(path: PropertyKey[]): keyof TermFormValues {
  const [head, , sub] = path;
  if (head === 'measure') return 'column';
  if (head === 'filters') return sub === 'column' ? 'filterColumn' : sub === 'op' ? 'filterOp' : 'filterValues';
  if (head === 'display' || head === 'hidden') return 'columns';
  if (head === 'entity' || head === 'phrases' || head === 'date' || head === 'description') return head;
  return 'entity';
}

function fromTerm(t?: BusinessTerm): TermFormValues {
  const kind = t ? businessTermKind(t) : 'measure';
  const f = t?.filters[0];
  return {
    kind: kind === 'formula' ? 'measure' : kind === 'date' ? 'table' : kind,
    entity: t?.entity ?? '',
    phrases: t?.phrases.join(', ') ?? '',
    description: t?.description ?? '',
    column: t?.measure?.column ?? '',
    agg: t?.measure?.agg ?? 'sum',
    filterColumn: f?.column ?? '',
    filterOp: f?.op ?? 'in',
    filterValues: f?.values.join(', ') ?? '',
    date: t?.date ?? '',
    columns: (t?.display ?? t?.hidden ?? []).join(', '),
  };
}

function TermForm({
  systemId,
  initial,
  phrase,
  pending,
  onSave,
  onCancel,
}: {
  systemId: number;
  initial?: BusinessTerm;
  /** A new term's phrase, filled in (the chat asked what it means). */
  phrase?: string;
  pending: boolean;
  onSave: (term: BusinessTerm) => Promise<void>;
  onCancel: () => void;
}) {
  // The shared term schema checks the term the fields make, so the form says what the server would.
  const schema = TermFormValues.superRefine((values, ctx) => {
    const parsed = BusinessTerm.safeParse(toTerm(values, initial));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message: issue.message });
  });
  const [defaults] = useState(() => ({ ...fromTerm(initial), ...(phrase ? { phrases: phrase } : {}) }));
  // The selects start from their own defaultValue too: not every DOM applies a registered default to a select
  // (the component tests' happy-dom does not).
  const form = useForm<TermFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const [serverError, setServerError] = useState<string | null>(null);
  const schemaInfo = useSystemSchema(systemId);
  const entityList = useId();
  const columnList = useId();
  const entity = form.watch('entity');
  const fields = schemaInfo.data?.entities.find((e) => e.name === entity.trim())?.fields ?? [];
  const kindId = useId();
  const aggId = useId();
  const opId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(BusinessTerm.parse(toTerm(values, initial)));
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the term. Please try again.'));
    }
  });

  const columnsKind = kind === 'display' || kind === 'hidden';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={initial ? 'Edit term' : 'Add term'}>
      <div className="grid gap-1.5">
        <Label htmlFor={kindId}>Kind</Label>
        <select id={kindId} className={inputClasses} defaultValue={defaults.kind} {...form.register('kind')}>
          {FORM_KINDS.map((k) => (
            <option key={k} value={k}>
              {FORM_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Table"
        list={entityList}
        autoComplete="off"
        hint="The table the term is about, e.g. demo.deals."
        error={errors.entity?.message}
        {...form.register('entity')}
      />
      <datalist id={entityList}>
        {schemaInfo.data?.entities.map((e) => (
          <option key={e.name} value={e.name} />
        ))}
      </datalist>
      <datalist id={columnList}>
        {fields.map((f) => (
          <option key={f.name} value={f.name} />
        ))}
      </datalist>
      {columnsKind ? (
        <Field
          label={kind === 'display' ? 'Display columns' : 'Hidden columns'}
          list={columnList}
          autoComplete="off"
          hint={kind === 'display' ? 'One column, or two for people (first name, last name).' : 'Separate with commas.'}
          error={errors.columns?.message}
          {...form.register('columns')}
        />
      ) : (
        <Field
          label="Phrases"
          autoComplete="off"
          hint="What people say, separated with commas: revenue, turnover."
          error={errors.phrases?.message}
          {...form.register('phrases')}
        />
      )}
      {kind === 'measure' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Column"
            list={columnList}
            autoComplete="off"
            hint={initial?.measure?.lines ? 'Its line formula is kept.' : 'Leave empty for a count.'}
            error={errors.column?.message}
            {...form.register('column')}
          />
          <div className="grid content-start gap-1.5">
            <Label htmlFor={aggId}>Aggregate</Label>
            <select id={aggId} className={inputClasses} defaultValue={defaults.agg} {...form.register('agg')}>
              {(['sum', 'avg', 'count', 'min', 'max'] as const).map((a) => (
                <option key={a} value={a}>
                  {AGG_WORDS[a]}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {kind === 'measure' || kind === 'segment' ? (
        <fieldset className="grid gap-3 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-medium">Only rows where (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label="Filter column"
              list={columnList}
              autoComplete="off"
              error={errors.filterColumn?.message}
              {...form.register('filterColumn')}
            />
            <div className="grid content-start gap-1.5">
              <Label htmlFor={opId}>Operator</Label>
              <select
                id={opId}
                className={inputClasses}
                defaultValue={defaults.filterOp}
                {...form.register('filterOp')}
              >
                {OPS.map((op) => (
                  <option key={op} value={op}>
                    {op}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label="Values"
              autoComplete="off"
              hint="Separate with commas."
              error={errors.filterValues?.message}
              {...form.register('filterValues')}
            />
          </div>
        </fieldset>
      ) : null}
      {!columnsKind ? (
        <Field
          label="Date column"
          list={columnList}
          autoComplete="off"
          hint="What the term is counted by, e.g. close_date (optional)."
          error={errors.date?.message}
          {...form.register('date')}
        />
      ) : null}
      <Field label="Description (optional)" error={errors.description?.message} {...form.register('description')} />
      {serverError ? (
        <Alert tone="error" title="The term was not saved">
          {serverError}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          Save term
        </Button>
      </div>
    </form>
  );
}
