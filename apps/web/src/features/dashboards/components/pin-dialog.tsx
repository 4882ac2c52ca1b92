import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateDashboardRequest, TileForm, UpdateTileRequest, type AnswerQuery } from '@soe/shared';
import { LoaderCircle, Pin } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useDashboards } from '../api/dashboards';
import { usePinAnswer } from '../api/tiles';
import { defaultTitle, formOfAnswer, pinnableQueryIndex } from '../lib/pin';
import { FORM_CHOICES } from './form-choices';
import { RefusalNotice } from './plan-refusal';

const NEW = 'new';

/** What the dialog checks before it sends anything: the shared contract's own rules for a name and a title. */
const PinForm = z
  .object({
    target: z.string().min(1, 'Choose a dashboard'),
    newName: z.string(),
    form: TileForm,
    title: UpdateTileRequest.shape.title.unwrap(),
  })
  .superRefine((value, ctx) => {
    if (value.target !== NEW) return;
    const name = CreateDashboardRequest.shape.name.safeParse(value.newName);
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['newName'], message: name.error.issues[0].message });
  });
type PinForm = z.infer<typeof PinForm>;

export interface PinnableAnswer {
  messageId: number;
  /** The question the answer replies to: the tile's default title. */
  question: string;
  /** The answer's text, read for the form it shows itself in. */
  content: string;
  queries: AnswerQuery[];
}

interface Props extends PinnableAnswer {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the pin: the board it went to. */
  onPinned?: (dashboardId: number, dashboardName: string) => void;
}

/** "Pin to dashboard": which board (or a new one), in which form, under which title. */
export function PinDialog({ open, onOpenChange, ...answer }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Pin to dashboard"
          description="The tile runs this answer's query again each time its dashboard opens, so its figures stay live."
        >
          <PinFields {...answer} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PinFields({
  messageId,
  question,
  content,
  queries,
  onPinned,
  onDone,
}: PinnableAnswer & { onPinned?: Props['onPinned']; onDone: () => void }) {
  const id = useId();
  const dashboards = useDashboards();
  const pin = usePinAnswer();
  const [failure, setFailure] = useState<unknown>(null);
  const editable = [
    ...(dashboards.data?.own ?? []),
    ...(dashboards.data?.workspace ?? []).filter((board) => board.canEdit),
  ];
  const form = useForm<PinForm>({
    resolver: zodResolver(PinForm),
    defaultValues: { target: '', newName: '', form: formOfAnswer(content), title: defaultTitle(question) },
  });
  const target = form.watch('target');

  // Once the boards are known: the most recently changed one, or a new one when there is none.
  const loaded = dashboards.isSuccess;
  const firstId = editable[0]?.id;
  useEffect(() => {
    if (loaded && !form.getValues('target')) form.setValue('target', firstId !== undefined ? String(firstId) : NEW);
  }, [loaded, firstId, form]);

  const busy = pin.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const newName = values.newName.trim();
      const tile = await pin.mutateAsync({
        target: values.target === NEW ? { newDashboardName: newName } : { dashboardId: Number(values.target) },
        messageId,
        queryIndex: Math.max(0, pinnableQueryIndex(queries)),
        form: values.form,
        title: values.title.trim(),
      });
      const name =
        values.target === NEW
          ? newName
          : (editable.find((board) => board.id === tile.dashboardId)?.name ?? 'the dashboard');
      notify('Pinned to dashboard', `“${values.title.trim()}” is on ${name}.`);
      onPinned?.(tile.dashboardId, name);
      onDone();
    } catch (error) {
      setFailure(error);
    }
  });

  if (dashboards.isLoading) return <Spinner label="Loading dashboards…" />;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-target`}>Dashboard</Label>
        <select id={`${id}-target`} className={inputClasses} disabled={busy} {...form.register('target')}>
          {editable.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
              {board.isOwner ? '' : ` (${board.ownerName})`}
            </option>
          ))}
          <option value={NEW}>New dashboard…</option>
        </select>
      </div>
      {target === NEW ? (
        <Field
          label="New dashboard name"
          placeholder="Sales overview"
          autoComplete="off"
          disabled={busy}
          error={form.formState.errors.newName?.message}
          {...form.register('newName')}
        />
      ) : null}
      <Controller
        control={form.control}
        name="form"
        render={({ field }) => (
          <ChoiceGroup
            id={`${id}-form`}
            label="Show as"
            value={field.value}
            onChange={field.onChange}
            choices={FORM_CHOICES}
            disabled={busy}
          />
        )}
      />
      <Field
        label="Title"
        autoComplete="off"
        disabled={busy}
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <RefusalNotice error={failure} fallback="The answer could not be pinned. Please try again." />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Pin className="h-4 w-4" aria-hidden="true" />
          )}
          Pin
        </Button>
      </div>
    </form>
  );
}

/** The "Pin" action beside an answer from data; nothing for an answer no query can compute again. */
export function PinButton(answer: PinnableAnswer) {
  const [open, setOpen] = useState(false);
  if (pinnableQueryIndex(answer.queries) < 0) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="xs"
        onClick={() => setOpen(true)}
        aria-label="Pin to dashboard"
        className="text-muted-foreground"
      >
        <Pin className="h-3.5 w-3.5" aria-hidden="true" />
        Pin
      </Button>
      <PinDialog open={open} onOpenChange={setOpen} {...answer} />
    </>
  );
}
