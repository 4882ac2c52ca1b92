import { useId } from 'react';
import { Check, ChevronDown, Cpu } from 'lucide-react';
import { Select } from 'radix-ui';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useActivateLlmProvider } from '../api/activate-llm-provider';
import { useLlmProviders } from '../api/get-llm-providers';

/** The sidebar's LLM Provider selector: picking one activates it on the server. */
export function ProviderSelect({ labelClassName }: { labelClassName?: string }) {
  const labelId = useId();
  const { data: providers = [], isLoading } = useLlmProviders();
  const activate = useActivateLlmProvider();
  const active = providers.find((provider) => provider.isActive);

  function onChange(id: string) {
    const provider = providers.find((item) => String(item.id) === id);
    if (!provider || provider.isActive) return;
    activate.mutate(provider.id, {
      onSuccess: () => notify('Provider activated', `${provider.name} now answers your questions.`),
      onError: (error) => notifyError('Activation failed', errorMessage(error, `Could not activate ${provider.name}.`)),
    });
  }

  return (
    <div className="grid gap-1.5">
      <span
        id={labelId}
        className={cn('text-xs font-semibold uppercase tracking-wider text-muted-foreground', labelClassName)}
      >
        LLM Provider
      </span>
      <Select.Root
        value={active ? String(active.id) : undefined}
        onValueChange={onChange}
        disabled={isLoading || providers.length === 0 || activate.isPending}
      >
        <Select.Trigger
          aria-labelledby={labelId}
          className="flex h-10 w-full items-center gap-2 rounded-lg border border-input bg-surface px-3 text-left text-sm shadow-xs disabled:opacity-60"
        >
          <Cpu className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">
            <Select.Value
              placeholder={
                isLoading ? 'Loading providers…' : providers.length ? 'Choose a provider' : 'No providers available'
              }
            />
          </span>
          <Select.Icon>
            <ChevronDown className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] w-[var(--radix-select-trigger-width)] rounded-lg border border-border bg-surface p-1 shadow-xl"
          >
            <Select.Viewport>
              {providers.map((provider) => (
                <Select.Item
                  key={provider.id}
                  value={String(provider.id)}
                  disabled={provider.configured === false}
                  className="flex min-h-9 cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
                >
                  <span className="grid">
                    <Select.ItemText>{provider.name}</Select.ItemText>
                    <span className="text-xs text-muted-foreground">
                      {provider.configured === false ? 'Not configured' : (provider.settings?.model ?? 'Ready')}
                    </span>
                  </span>
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
  );
}
