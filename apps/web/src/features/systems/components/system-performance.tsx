import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Gauge, LoaderCircle } from 'lucide-react';
import { SYSTEM_PERFORMANCE_LIMITS, type SystemPerformance } from '@soe/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useClearSystemCache, useSystemPerformance, useUpdateSystemPerformance } from '../api/system-performance';

const L = SYSTEM_PERFORMANCE_LIMITS;

/** Empty means the server's default; otherwise a whole number within the bounds the server enforces too. */
const wholeOrEmpty = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
      `${label} must be a whole number from ${min} to ${max}`,
    );

const PerformanceForm = z
  .object({
    timeout: wholeOrEmpty('The statement timeout', L.timeout.min, L.timeout.max),
    pool: wholeOrEmpty('The pool size', L.pool.min, L.pool.max),
    cacheOn: z.boolean(),
    cacheSeconds: z.string().trim(),
  })
  .superRefine((form, ctx) => {
    const v = form.cacheSeconds;
    if (form.cacheOn && !(/^\d+$/.test(v) && Number(v) >= L.cache.min && Number(v) <= L.cache.max))
      ctx.addIssue({
        code: 'custom',
        path: ['cacheSeconds'],
        message: `The freshness window must be a whole number from ${L.cache.min} to ${L.cache.max}`,
      });
  });
type PerformanceForm = z.infer<typeof PerformanceForm>;

function formOf(view: SystemPerformance | undefined): PerformanceForm {
  return {
    timeout: view?.statementTimeoutSeconds == null ? '' : String(view.statementTimeoutSeconds),
    pool: view?.poolSize == null ? '' : String(view.poolSize),
    cacheOn: view?.cacheSeconds != null,
    cacheSeconds: String(view?.cacheSeconds ?? L.cache.default),
  };
}

/**
 * Staff only, in System Settings: the system's own statement timeout and pool size (empty: the server's
 * defaults), and an optional short result cache. Changes apply to the next question, without a restart.
 */
export function SystemPerformanceSection({ systemId, systemName }: { systemId: number; systemName: string }) {
  const { data: view, isLoading } = useSystemPerformance(systemId, true);
  const update = useUpdateSystemPerformance(systemId);
  const clear = useClearSystemCache(systemId);
  const form = useForm<PerformanceForm>({ resolver: zodResolver(PerformanceForm), defaultValues: formOf(view) });
  const { errors, isDirty } = form.formState;
  useEffect(() => form.reset(formOf(view)), [view, form]);
  const cacheOn = form.watch('cacheOn');
  const cacheSeconds = form.watch('cacheSeconds');

  if (isLoading) return <Skeleton className="h-24" />;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        statementTimeoutSeconds: values.timeout === '' ? null : Number(values.timeout),
        poolSize: values.pool === '' ? null : Number(values.pool),
        cacheSeconds: values.cacheOn ? Number(values.cacheSeconds) : null,
      },
      {
        onSuccess: () => notify('Performance saved', `${systemName} uses the new settings from its next question.`),
        onError: (error) => notifyError('Save failed', errorMessage(error, 'Could not save the settings.')),
      },
    );
  });

  return (
    <section aria-labelledby={`performance-${systemId}`} className="grid gap-3 border-t border-border pt-4">
      <h3 id={`performance-${systemId}`} className="flex items-center gap-2 text-sm font-semibold">
        <Gauge className="h-4 w-4" aria-hidden="true" />
        Performance
      </h3>
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Statement timeout (seconds)"
            inputMode="numeric"
            placeholder={`Default: ${view?.defaults.statementTimeoutSeconds ?? ''}`}
            error={errors.timeout?.message}
            hint="How long one query may run before SOE stops it."
            {...form.register('timeout')}
          />
          <Field
            label="Connection pool size"
            inputMode="numeric"
            placeholder={`Default: ${view?.defaults.poolSize ?? ''}`}
            error={errors.pool?.message}
            hint="Queries at once; more wait their turn, user by user."
            {...form.register('pool')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...form.register('cacheOn')} />
          Cache answers for a short time
        </label>
        {cacheOn ? (
          <Field
            label="Freshness window (seconds)"
            inputMode="numeric"
            error={errors.cacheSeconds?.message}
            hint={`The same question within this window is answered from the cache: answers may be up to ${
              /^\d+$/.test(cacheSeconds) ? cacheSeconds : L.cache.default
            } s old.`}
            {...form.register('cacheSeconds')}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!isDirty || update.isPending}>
            {update.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            Save performance
          </Button>
          {view?.cacheSeconds != null ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () => notify('Cache cleared', `The next questions on ${systemName} read fresh data.`),
                  onError: (error) => notifyError('Clear failed', errorMessage(error, 'Could not clear the cache.')),
                })
              }
            >
              Clear cache
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
