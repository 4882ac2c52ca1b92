import { useId, useState } from 'react';
import { ALERT_CHECKS, CreateAlertRequest, type AlertCheck, type Tile, type TileResult } from '@soe/shared';
import { BellPlus, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, inputClasses } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCreateAlert } from '../api/alerts';
import { browserTimeZone } from '@/lib/time-zone';
import { channelsInput, DeliveryChannelsFields, type ChannelsValue } from './delivery-channels';
import { RefusalNotice } from './plan-refusal';

const CHECK_LABELS: Record<AlertCheck, string> = { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly' };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tile: Tile | null;
  /** The tile's last run: its measures are offered to watch. */
  result?: TileResult;
}

/** "Alert me…": a notification when the tile's figure goes below or above a threshold, checked as often as chosen. */
export function AlertDialog({ open, onOpenChange, tile, result }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && tile ? (
        <DialogContent
          title="Alert me"
          description={`You are notified when a figure of “${tile.title}” crosses the threshold you set.`}
        >
          <AlertForm tile={tile} result={result} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AlertForm({ tile, result, onDone }: { tile: Tile; result?: TileResult; onDone: () => void }) {
  const id = useId();
  const create = useCreateAlert();
  const measures = (result?.status === 'ok' ? (result.columns ?? []) : []).filter((c) => c.role === 'measure');
  const [measure, setMeasure] = useState(measures[0]?.key ?? '');
  const [op, setOp] = useState<'<' | '>'>('<');
  const [threshold, setThreshold] = useState('');
  const [check, setCheck] = useState<AlertCheck>('daily');
  const [channels, setChannels] = useState<ChannelsValue>({ email: false, webhookUrl: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});

  function submit() {
    const number = threshold.trim() === '' ? NaN : Number(threshold.replace(/[,\s]/g, ''));
    if (!Number.isFinite(number)) {
      setProblems({ threshold: 'Enter a number, such as 50000.' });
      return;
    }
    const request = CreateAlertRequest.safeParse({
      tileId: tile.id,
      ...(measure ? { measure } : {}),
      op,
      threshold: number,
      check,
      timeZone: browserTimeZone(),
      channels: channelsInput(channels),
    });
    if (!request.success) {
      const webhook = request.error.issues.some((issue) => issue.path.includes('webhookUrl'));
      setProblems(
        webhook
          ? { webhook: 'Enter a full address starting with https://' }
          : { form: request.error.issues[0]?.message ?? 'Check the alert.' },
      );
      return;
    }
    setProblems({});
    create.mutate(request.data, {
      onSuccess: () => {
        notify('Alert set', 'You are notified in the app when the condition starts to hold.');
        onDone();
      },
    });
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-busy={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {measures.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-measure`}>Figure</Label>
          <select
            id={`${id}-measure`}
            value={measure}
            onChange={(event) => setMeasure(event.target.value)}
            className={inputClasses}
          >
            {measures.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceGroup
          id={`${id}-op`}
          label="When it goes"
          value={op}
          onChange={setOp}
          choices={[
            { value: '<', label: 'Below' },
            { value: '>', label: 'Above' },
          ]}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-threshold`}>Threshold</Label>
          <input
            id={`${id}-threshold`}
            inputMode="decimal"
            autoComplete="off"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            aria-invalid={problems.threshold ? true : undefined}
            aria-describedby={problems.threshold ? `${id}-threshold-problem` : undefined}
            className={cn(inputClasses, 'w-40')}
          />
        </div>
      </div>
      {problems.threshold ? (
        <p id={`${id}-threshold-problem`} className="-mt-2 text-xs font-medium text-destructive">
          {problems.threshold}
        </p>
      ) : null}
      <ChoiceGroup
        id={`${id}-check`}
        label="Check"
        value={check}
        onChange={setCheck}
        choices={ALERT_CHECKS.map((value) => ({ value, label: CHECK_LABELS[value] }))}
      />
      <DeliveryChannelsFields
        value={channels}
        onChange={setChannels}
        disabled={create.isPending}
        webhookError={problems.webhook}
      />
      {problems.form ? <p className="text-xs font-medium text-destructive">{problems.form}</p> : null}
      <RefusalNotice error={create.error} fallback="The alert could not be set. Please try again." />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <BellPlus className="h-4 w-4" aria-hidden="true" />
          )}
          Set alert
        </Button>
      </div>
    </form>
  );
}
