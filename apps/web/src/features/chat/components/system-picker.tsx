import { ChevronDown, Database } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

export interface PickableSystem {
  id: number;
  name: string;
}

interface Props {
  systems: PickableSystem[];
  /** The systems this conversation asks; null or empty: every system. */
  selected: number[] | null | undefined;
  onChange: (ids: number[] | null) => void;
  disabled?: boolean;
}

/** What the picker's button says: "All systems", one name, or "2 systems". */
export function pickerLabel(systems: PickableSystem[], selected: number[] | null | undefined): string {
  const chosen = systems.filter((s) => selected?.includes(s.id));
  if (!chosen.length || chosen.length === systems.length) return 'All systems';
  return chosen.length === 1 ? chosen[0]!.name : `${chosen.length} systems`;
}

/**
 * The composer's choice of which systems a conversation asks (remembered with the conversation on the
 * server). A system named in the question ("… in Chinook", "@Chinook") still wins for that question.
 */
export function SystemPicker({ systems, selected, onChange, disabled }: Props) {
  const chosen = new Set((selected ?? []).filter((id) => systems.some((s) => s.id === id)));
  const all = chosen.size === 0;
  function toggle(id: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next.size === 0 || next.size === systems.length ? null : [...next]);
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled || systems.length === 0}
        aria-label={`Systems to ask: ${pickerLabel(systems, selected)}`}
        className={cn(
          'inline-flex h-8 max-w-28 items-center gap-1.5 rounded-md px-2 text-xs sm:max-w-44 font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-50',
          !all && 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        <Database className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{pickerLabel(systems, selected)}</span>
        <ChevronDown className="h-3 w-3 shrink-0" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-72">
        <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">Ask these systems</DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={all}
          onCheckedChange={() => onChange(null)}
          onSelect={(event) => event.preventDefault()}
        >
          All systems
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        {systems.map((system) => (
          <DropdownMenuCheckboxItem
            key={system.id}
            checked={chosen.has(system.id)}
            onCheckedChange={(on) => toggle(system.id, on === true)}
            onSelect={(event) => event.preventDefault()}
          >
            <span className="truncate">{system.name}</span>
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled className="h-auto py-1.5 text-xs text-muted-foreground">
          Tip: type @ and a name to ask one system for one question.
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
