import { useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Label, inputClasses } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCreateSystem } from '../api/create-system';
import { SYSTEM_TYPE_LABELS, type SystemType } from '../types';

const TEMPLATES: { name: string; type: SystemType; hint: string }[] = [
  { name: 'Salesforce', type: 'crm', hint: 'Accounts, contacts and opportunities over the REST API' },
  { name: 'HubSpot', type: 'crm', hint: 'Companies, contacts and deals over the CRM v3 API' },
  { name: 'SAP ERP', type: 'erp', hint: 'Orders, invoices and materials over OData v4' },
  { name: 'Tableau', type: 'analytics', hint: 'Workbooks and views over the REST API' },
];

const URL_PLACEHOLDERS: Record<SystemType, string> = {
  crm: 'https://yourcompany.my.salesforce.com',
  erp: 'https://erp.example.com/odata/v4/',
  analytics: 'https://tableau.example.com',
  custom: 'postgresql://user:password@host:5432/database',
};

export const SYSTEM_LIMIT_TEXT = "You've reached your system connection limit. Upgrade your plan to connect more systems.";

interface Props {
  trigger: ReactNode;
  /** False when the plan's system limit is reached: the dialog then explains the limit. */
  canConnect?: boolean;
}

export function ConnectSystemDialog({ trigger, canConnect = true }: Props) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('standard');
  const [name, setName] = useState('');
  const [type, setType] = useState<SystemType>('crm');
  const [url, setUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [failure, setFailure] = useState('');
  const create = useCreateSystem();

  function reset() {
    setTab('standard');
    setName('');
    setType('crm');
    setUrl('');
    setApiKey('');
    setFailure('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return notifyError('System name required', 'Please provide a name for your system connection.');
    if (!url.trim()) return notifyError('Connection URL required', 'Please provide a connection URL for your system.');
    setFailure('');
    create.mutate(
      { name: name.trim(), type, connectionDetails: { url: url.trim(), ...(apiKey ? { apiKey } : {}) } },
      {
        onSuccess: (system) => {
          notify('System connected', `Successfully connected to ${system?.name ?? name.trim()}`);
          setOpen(false);
          reset();
        },
        onError: (error) => setFailure(errorMessage(error, 'Could not connect to the system. Please check the details and try again.')),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      {trigger}
      <DialogContent title="Connect System" description="Connect a business system so SOE can answer questions from its data." className="max-w-xl">
        {!canConnect ? (
          <Alert tone="warning">{SYSTEM_LIMIT_TEXT}</Alert>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="standard">Standard</TabsTrigger>
              <TabsTrigger value="templates">Templates</TabsTrigger>
            </TabsList>
            <TabsContent value="standard" className="mt-5">
              <form noValidate onSubmit={onSubmit} className="grid gap-4">
                <Field label="System Name" value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Production CRM" />
                <div className="grid gap-1.5">
                  <Label id="system-type-label">System Type</Label>
                  <Select.Root value={type} onValueChange={(value) => setType(value as SystemType)}>
                    <Select.Trigger aria-labelledby="system-type-label" className={cn(inputClasses, 'items-center justify-between')}>
                      <Select.Value />
                      <Select.Icon>
                        <ChevronDown className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                      </Select.Icon>
                    </Select.Trigger>
                    <Select.Portal>
                      <Select.Content position="popper" sideOffset={4} className="z-[60] w-[var(--radix-select-trigger-width)] rounded-lg border border-border bg-surface p-1 shadow-xl">
                        <Select.Viewport>
                          {(Object.keys(SYSTEM_TYPE_LABELS) as SystemType[]).map((value) => (
                            <Select.Item
                              key={value}
                              value={value}
                              className="flex h-9 cursor-pointer items-center justify-between rounded-md px-2.5 text-sm outline-none data-[highlighted]:bg-muted"
                            >
                              <Select.ItemText>{SYSTEM_TYPE_LABELS[value]}</Select.ItemText>
                              <Select.ItemIndicator>
                                <Check className="h-4 w-4" aria-hidden="true" />
                              </Select.ItemIndicator>
                            </Select.Item>
                          ))}
                        </Select.Viewport>
                      </Select.Content>
                    </Select.Portal>
                  </Select.Root>
                </div>
                <Field
                  label="Connection URL"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  placeholder={URL_PLACEHOLDERS[type]}
                  autoComplete="off"
                  spellCheck={false}
                />
                <Field
                  label="API Key (optional)"
                  type="password"
                  value={apiKey}
                  onChange={(event) => setApiKey(event.target.value)}
                  autoComplete="off"
                  hint="Stored encrypted on the server and never shown again."
                />
                {failure ? <Alert tone="error" title="Connection failed">{failure}</Alert> : null}
                <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={create.isPending}>
                    {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                    {create.isPending ? 'Connecting...' : 'Connect'}
                  </Button>
                </div>
              </form>
            </TabsContent>
            <TabsContent value="templates" className="mt-5">
              <ul className="grid gap-2 sm:grid-cols-2">
                {TEMPLATES.map((template) => (
                  <li key={template.name}>
                    <button
                      type="button"
                      onClick={() => {
                        setName(template.name);
                        setType(template.type);
                        setTab('standard');
                      }}
                      className="flex h-full w-full flex-col items-start gap-1 rounded-lg border border-border p-4 text-left transition-colors hover:border-primary/50 hover:bg-primary-soft/40"
                    >
                      <span className="flex w-full items-center justify-between gap-2">
                        <span className="font-semibold">{template.name}</span>
                        <span className="text-xs font-medium text-muted-foreground">{SYSTEM_TYPE_LABELS[template.type]}</span>
                      </span>
                      <span className="text-xs text-muted-foreground">{template.hint}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
