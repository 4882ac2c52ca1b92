import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ConnectionDetailsInput, CreateSystemRequest } from '@soe/shared';
import { LoaderCircle, X } from 'lucide-react';
import { z } from 'zod';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useConnectors } from '../api/get-connectors';
import { useCreateSystem } from '../api/create-system';
import { useSystemCapacity } from '../hooks/use-system-capacity';
import { explainRefusal } from '../refusal';
import type { SystemTemplate } from '../templates';
import { SYSTEM_LIMIT_TEXT, typeFromUrl, type ConnectorField, type SystemType } from '../types';
import { ConnectorFields, STANDARD_FIELDS } from './connector-fields';
import { SystemTypeSelect } from './system-type-select';
import { TemplatePicker } from './template-picker';

export { SYSTEM_LIMIT_TEXT };

const URL_PLACEHOLDERS: Record<SystemType, string> = {
  crm: 'https://yourcompany.my.salesforce.com',
  erp: 'https://erp.example.com/odata/v4/',
  analytics: 'https://tableau.example.com',
  database: 'postgresql://user:password@host:5432/database',
  custom: 'https://api.example.com/openapi.json',
};

interface Props {
  trigger: ReactNode;
  /** False shows the plan's limit instead of the form; by default the dialog counts the user's systems itself. */
  canConnect?: boolean;
}

type Failure = { kind: 'limit' | 'error'; message: string };

/**
 * The form's values checked by the shared CreateSystemRequest rules (name, type, connection URL), with a
 * rule per field the chosen connector marks required. Secrets are sent as typed; other fields trimmed.
 */
export function connectSystemValues(fields: ConnectorField[]) {
  const detail = (field: ConnectorField) => {
    if (field.key === 'url') return ConnectionDetailsInput.shape.url;
    const value = field.kind === 'secret' ? z.string() : z.string().trim();
    return field.required
      ? value.refine((text) => text.trim() !== '', `Please provide the ${field.label.toLowerCase()} for your system.`)
      : value.optional();
  };
  // A field never typed in is empty, and says so with the field's own message.
  const typed = (field: ConnectorField) => z.preprocess((value) => value ?? '', detail(field));
  return z.object({
    name: CreateSystemRequest.shape.name,
    type: CreateSystemRequest.shape.type,
    details: z.object(Object.fromEntries(fields.map((field) => [field.key, typed(field)]))),
  });
}
type Values = { name: string; type: SystemType; details: Record<string, string> };
const EMPTY: Values = { name: '', type: 'crm', details: {} };

/** spec §8: a form problem is a toast titled after the field ('System name required'). */
function reportInvalid(errors: FieldErrors<Values>, fields: ConnectorField[], values: Values) {
  const blank = (value: string | undefined) => !(value ?? '').trim();
  if (errors.name)
    return notifyError(
      blank(values.name) ? 'System name required' : 'Check the System Name',
      errors.name.message ?? '',
    );
  const details = errors.details as Record<string, { message?: string } | undefined> | undefined;
  const field = fields.find((f) => details?.[f.key]);
  if (!field) return;
  const title = field.key === 'url' ? 'Connection URL' : field.label;
  notifyError(
    blank(values.details[field.key]) ? `${title} required` : `Check the ${title}`,
    details?.[field.key]?.message ?? '',
  );
}

/**
 * Connect System (spec §2, decisions §1): Standard and Templates tabs; the
 * connection is tested for real by POST /api/systems while 'Connecting...'
 * shows; a failure keeps the form and shows the connector's reason.
 */
export function ConnectSystemDialog({ trigger, canConnect }: Props) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('standard');
  const [template, setTemplate] = useState<SystemTemplate | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const capacity = useSystemCapacity();
  const connectors = useConnectors(open);
  const create = useCreateSystem();

  const allowed = canConnect ?? capacity.canConnect;
  const connector = template ? connectors.data?.find((c) => c.id === template.connector) : undefined;
  const unavailable = template !== null && connectors.isSuccess && !connector;
  const fields: ConnectorField[] = connector?.fields ?? STANDARD_FIELDS;
  const refusal = failure?.kind === 'error' ? explainRefusal(failure.message) : null;
  // The rules follow the template chosen (react-hook-form takes the resolver of the latest render).
  const resolver = useMemo(() => zodResolver(connectSystemValues(fields)) as Resolver<Values>, [fields]);
  const form = useForm<Values>({ defaultValues: EMPTY, resolver });
  const type = form.watch('type');
  const values = form.watch('details');

  function reset() {
    setTab('standard');
    setTemplate(null);
    form.reset(EMPTY);
    setFailure(null);
  }

  function pick(next: SystemTemplate) {
    setTemplate(next);
    form.reset({ name: next.name, type: next.type, details: {} });
    setFailure(null);
    setTab('standard');
  }

  /** Back to the spec's plain form (URL and optional key); the name and type stay as typed. */
  function clearTemplate() {
    setTemplate(null);
    form.setValue('details', {});
    setFailure(null);
  }

  const onSubmit = form.handleSubmit(
    (checked) => {
      const details: Record<string, string> = {};
      for (const field of fields) {
        const value = checked.details[field.key];
        if (value) details[field.key] = value;
      }
      setFailure(null);
      create.mutate(
        {
          name: checked.name,
          type: checked.type,
          connectionDetails: { url: details.url ?? '', ...details, ...(connector ? { connector: connector.id } : {}) },
        },
        {
          onSuccess: (system) => {
            notify('System connected', `Successfully connected to ${system?.name ?? checked.name}`);
            setOpen(false);
            reset();
          },
          onError: (error) =>
            setFailure({
              kind: hasErrorCode(error, 'payment_required') ? 'limit' : 'error',
              message: errorMessage(error, 'Could not connect to the system. Please check the details and try again.'),
            }),
        },
      );
    },
    (errors) => reportInvalid(errors, fields, form.getValues()),
  );

  const plansLink = (
    <Link
      to="/subscription-plans"
      onClick={() => setOpen(false)}
      className="font-semibold underline underline-offset-2"
    >
      View Plans
    </Link>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      {trigger}
      <DialogContent
        title="Connect System"
        description="Connect a business system so SOE can answer questions from its data."
        className="max-w-xl"
      >
        {!allowed ? (
          <Alert tone="warning">
            {SYSTEM_LIMIT_TEXT} {plansLink}
          </Alert>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="standard">Standard</TabsTrigger>
              <TabsTrigger value="templates">Templates</TabsTrigger>
            </TabsList>
            <TabsContent value="standard" className="mt-5">
              <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={create.isPending}>
                {template ? (
                  <div className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
                    <span>
                      Template: <span className="font-semibold">{template.name}</span>
                      {connector ? <span className="text-muted-foreground"> · {connector.label} connector</span> : null}
                    </span>
                    <Button variant="ghost" size="xs" onClick={clearTemplate}>
                      <X className="h-3.5 w-3.5" aria-hidden="true" />
                      Clear template
                    </Button>
                  </div>
                ) : null}
                <Field label="System Name" placeholder="e.g. Production CRM" {...form.register('name')} />
                <SystemTypeSelect value={type} onChange={(next) => form.setValue('type', next)} />
                <ConnectorFields
                  fields={fields}
                  values={values}
                  onChange={(key, value) => {
                    form.setValue('details', { ...form.getValues('details'), [key]: value });
                    // A database URL says what the system is, so it never shows up as the default 'CRM'.
                    const inferred = key === 'url' ? typeFromUrl(value) : null;
                    if (inferred) form.setValue('type', inferred);
                  }}
                  urlPlaceholder={URL_PLACEHOLDERS[type]}
                />
                {connector && !connector.allowed ? (
                  <Alert tone="warning">
                    {connector.reason} {plansLink}
                  </Alert>
                ) : null}
                {unavailable ? (
                  <Alert tone="warning">The {template?.name} connector is not available on this server yet.</Alert>
                ) : null}
                {failure?.kind === 'limit' ? (
                  <Alert tone="warning">
                    {failure.message} {plansLink}
                  </Alert>
                ) : null}
                {failure?.kind === 'error' ? (
                  <Alert tone="error" title={refusal?.title ?? 'Connection failed'}>
                    {failure.message}
                    {refusal ? <span className="mt-1 block">{refusal.help}</span> : null}
                  </Alert>
                ) : null}
                <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={create.isPending || unavailable || connector?.allowed === false}>
                    {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                    {create.isPending ? 'Connecting...' : 'Connect'}
                  </Button>
                </div>
              </form>
            </TabsContent>
            <TabsContent value="templates" className="mt-5">
              <TemplatePicker connectors={connectors.data ?? []} loaded={connectors.isSuccess} onPick={pick} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
