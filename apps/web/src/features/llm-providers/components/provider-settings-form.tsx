import { useState, type FormEvent } from 'react';
import type { ProviderSettingsView } from '@soe/shared';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useProviderSettings, useUpdateProviderSettings } from '../api/provider-settings';

const SOURCE_TEXT: Record<ProviderSettingsView['source'], string> = {
  settings: 'Set here',
  environment: 'From the server environment',
  none: 'Not set up',
};

function ProviderForm({ provider }: { provider: ProviderSettingsView }) {
  const update = useUpdateProviderSettings();
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(provider.baseUrl ?? '');
  const [model, setModel] = useState(provider.model);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      {
        id: provider.id,
        change: {
          ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
          baseUrl: baseUrl.trim() ? baseUrl.trim() : null,
          model: model.trim() ? model.trim() : null,
        },
      },
      {
        onSuccess: () => {
          setApiKey('');
          notify('Provider saved', `${provider.name} settings were saved.`);
        },
        onError: (error) => notifyError('Save failed', errorMessage(error, `Could not save ${provider.name}.`)),
      },
    );
  }

  function removeKey() {
    update.mutate(
      { id: provider.id, change: { apiKey: null } },
      {
        onSuccess: () => notify('Key removed', `The ${provider.name} key stored here was removed.`),
        onError: (error) =>
          notifyError('Save failed', errorMessage(error, `Could not remove the ${provider.name} key.`)),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-lg border border-border p-4"
      aria-label={`${provider.name} settings`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">{provider.name}</h3>
        <Badge tone={provider.configured ? 'green' : 'grey'}>
          {provider.configured ? 'Configured' : 'Not configured'}
        </Badge>
        <span className="text-xs text-muted-foreground">{SOURCE_TEXT[provider.source]}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={provider.requires.includes('apiKey') ? 'API key' : 'API key (optional)'}
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          placeholder={provider.apiKeySet ? 'A key is set — type to replace it' : 'Paste the key'}
          hint="Stored encrypted; it is never shown again."
        />
        <Field
          label={provider.requires.includes('baseUrl') ? 'Base URL' : 'Base URL (optional)'}
          type="url"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          placeholder={provider.defaultBaseUrl ?? 'https://…/v1'}
        />
        <Field label="Model" value={model} onChange={(event) => setModel(event.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound className="h-4 w-4" aria-hidden="true" />
          )}
          Save
        </Button>
        {provider.apiKeySet && provider.source === 'settings' ? (
          <Button type="button" variant="ghost" size="sm" onClick={removeKey} disabled={update.isPending}>
            Remove stored key
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Settings › language-model providers, for staff admins (decisions §4: keys from env or Settings, encrypted). */
export function ProviderSettingsForm() {
  const { data: providers = [], isLoading, isError } = useProviderSettings(true);
  if (isLoading) return <Skeleton className="h-40" />;
  if (isError) return <p className="text-sm text-muted-foreground">Provider settings could not be loaded.</p>;
  return (
    <div className="grid gap-3">
      {providers.map((provider) => (
        <ProviderForm key={`${provider.id}:${provider.baseUrl}:${provider.model}`} provider={provider} />
      ))}
    </div>
  );
}
