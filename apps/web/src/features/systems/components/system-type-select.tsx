import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { Label, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { SYSTEM_TYPE_LABELS, type SystemType } from '../types';

/** The Connect System form's 'System Type' (CRM, ERP, Analytics, Custom API). */
export function SystemTypeSelect({ value, onChange }: { value: SystemType; onChange: (value: SystemType) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label id="system-type-label">System Type</Label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as SystemType)}>
        <Select.Trigger
          aria-labelledby="system-type-label"
          className={cn(inputClasses, 'items-center justify-between')}
        >
          <Select.Value />
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
              {(Object.keys(SYSTEM_TYPE_LABELS) as SystemType[]).map((type) => (
                <Select.Item
                  key={type}
                  value={type}
                  className="flex h-9 cursor-pointer items-center justify-between rounded-md px-2.5 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <Select.ItemText>{SYSTEM_TYPE_LABELS[type]}</Select.ItemText>
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
