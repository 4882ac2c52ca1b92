import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LoaderCircle } from 'lucide-react';
import type {
  AnswerFeedbackRequest,
  AnswerQuery,
  ReadingAdjustment,
  ReadingChoice,
  ReadingOptionsResponse,
} from '@soe/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useAnswerFeedback, useReadingOptions } from '../api/answer-feedback';
import { LANGUAGE_LABELS } from './query-disclosure';

interface Props {
  /** The answer being corrected; null: the dialog is closed. */
  messageId: number | null;
  /** What the answer ran, shown for reference while its reading is corrected. */
  queries?: AnswerQuery[];
  onClose: () => void;
  /** After the right reading is saved: ask the question again, so the corrected answer shows. */
  onSaved: () => void;
}

const NONE = '';

/** The form's own shape: one select per grouping, the added filter as two fields. */
const AdjustForm = z
  .object({
    measure: z.string().min(1, 'Choose what to measure'),
    grouping: z.string(),
    thenBy: z.string(),
    keepFilters: z.array(z.string()),
    filterColumn: z.string(),
    filterValue: z.string().trim().max(200, 'The value is too long'),
    dateColumn: z.string(),
  })
  .refine((v) => !v.filterColumn || v.filterValue.length > 0, {
    path: ['filterValue'],
    message: 'Type the value to filter on',
  });
type AdjustForm = z.infer<typeof AdjustForm>;

function toAdjustment(v: AdjustForm): ReadingAdjustment {
  return {
    measure: v.measure,
    groupings: [v.grouping, v.thenBy].filter((g) => g !== NONE),
    keepFilters: v.keepFilters,
    addFilter: v.filterColumn ? { column: v.filterColumn, value: v.filterValue } : null,
    dateColumn: v.dateColumn || null,
  };
}

function fromOptions(options: ReadingOptionsResponse): AdjustForm {
  const [grouping = NONE, thenBy = NONE] = options.current.groupings;
  return {
    measure: options.current.measure,
    grouping,
    thenBy,
    keepFilters: options.current.keepFilters,
    filterColumn: NONE,
    filterValue: '',
    dateColumn: options.current.dateColumn ?? NONE,
  };
}

/**
 * Thumbs down on an answer: pick one of the other readings SOE offered, or adjust the reading (measure,
 * grouping, filters, date column). Either is saved as the question's verified reading, which answers it
 * (and its rewordings) from then on.
 */
export function CorrectionDialog({ messageId, queries, onClose, onSaved }: Props) {
  const options = useReadingOptions(messageId);
  const feedback = useAnswerFeedback();

  function save(body: AnswerFeedbackRequest) {
    if (messageId === null) return;
    feedback.mutate(
      { messageId, body },
      {
        onSuccess: () => {
          notify('Reading saved', 'This question is answered with the corrected reading from now on.');
          onClose();
          onSaved();
        },
        onError: (cause) => notifyError('Could not save the reading', errorMessage(cause, 'Please try again.')),
      },
    );
  }

  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Correct this answer"
        description="Choose what the question meant. SOE answers it this way from now on."
        className="max-w-xl"
      >
        {options.isLoading ? (
          <Spinner label="Loading the reading…" />
        ) : options.isError || !options.data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(options.error, 'The reading of this answer could not be loaded.')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-5">
            {queries?.length ? <QueryReference queries={queries} /> : null}
            <section aria-labelledby="pick-reading" className="grid gap-2">
              <h3 id="pick-reading" className="text-sm font-semibold">
                Pick another reading
              </h3>
              {options.data.alternatives.length ? (
                <div className="flex flex-wrap gap-2">
                  {options.data.alternatives.map((alternative) => (
                    <Button
                      key={alternative.question}
                      variant="secondary"
                      size="sm"
                      className="h-auto min-h-8 whitespace-normal py-1 text-left"
                      disabled={feedback.isPending}
                      onClick={() => save({ verdict: 'down', alternative: alternative.question })}
                    >
                      {alternative.label}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">No other reading was offered for this question.</p>
              )}
            </section>
            <AdjustReading
              key={messageId}
              options={options.data}
              pending={feedback.isPending}
              onSubmit={(reading) => save({ verdict: 'down', reading })}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The statement the answer ran, read-only and folded away: a reference for what to correct, not a second editor. */
function QueryReference({ queries }: { queries: AnswerQuery[] }) {
  return (
    <details className="min-w-0 rounded-lg border border-border px-3 py-2 text-xs">
      <summary className="cursor-pointer font-medium text-muted-foreground">Query that ran</summary>
      <div className="mt-2 grid grid-cols-1 gap-2">
        {queries.map((query, index) => (
          <div key={index} className="grid min-w-0 grid-cols-1 gap-1">
            <p className="text-muted-foreground">
              {query.systemName} · {LANGUAGE_LABELS[query.language]}
            </p>
            <pre
              role="group"
              tabIndex={0}
              aria-label={`${LANGUAGE_LABELS[query.language]} on ${query.systemName}`}
              className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-[11px] leading-relaxed"
            >
              {query.text}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

function AdjustReading({
  options,
  pending,
  onSubmit,
}: {
  options: ReadingOptionsResponse;
  pending: boolean;
  onSubmit: (reading: ReadingAdjustment) => void;
}) {
  const form = useForm<AdjustForm>({ resolver: zodResolver(AdjustForm), defaultValues: fromOptions(options) });
  const { errors } = form.formState;
  useEffect(() => form.reset(fromOptions(options)), [form, options]);
  const filterColumn = form.watch('filterColumn');

  return (
    <section aria-labelledby="adjust-reading" className="grid gap-3 border-t border-border pt-4">
      <h3 id="adjust-reading" className="text-sm font-semibold">
        Adjust the reading
      </h3>
      <p className="text-xs text-muted-foreground">
        Question: <q>{options.question}</q> on {options.systemName}
      </p>
      <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((v) => onSubmit(toAdjustment(v)))}>
        <Select
          label="Measure"
          choices={options.measures}
          error={errors.measure?.message}
          {...form.register('measure')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select label="Group by" choices={options.groupings} none="No grouping" {...form.register('grouping')} />
          <Select label="Then by" choices={options.groupings} none="Nothing more" {...form.register('thenBy')} />
        </div>
        {options.filters.length ? (
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">Keep these filters</legend>
            {options.filters.map((f) => (
              <label key={f.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={f.id} className="h-4 w-4" {...form.register('keepFilters')} />
                {f.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label="Add a filter on"
            choices={options.filterColumns}
            none="No added filter"
            {...form.register('filterColumn')}
          />
          {filterColumn ? (
            <Field label="Equal to" error={errors.filterValue?.message} {...form.register('filterValue')} />
          ) : null}
        </div>
        <Select
          label="Date column"
          choices={options.dateColumns}
          none="SOE's choice"
          {...form.register('dateColumn')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            Save and ask again
          </Button>
        </div>
      </form>
    </section>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: ReadingChoice[];
  /** The empty choice's words, when the field may be left empty. */
  none?: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

function Select({ label, choices, none, error, ref, ...props }: SelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        ref={ref}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {none !== undefined ? <option value={NONE}>{none}</option> : null}
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
