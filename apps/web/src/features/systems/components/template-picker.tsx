import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { TEMPLATES, type SystemTemplate } from '../templates';
import { SYSTEM_TYPE_LABELS, type Connector } from '../types';

/** The Templates tab: each system SOE connects to, marked when the plan locks it or the server lacks its connector. */
export function TemplatePicker({
  connectors,
  loaded,
  onPick,
}: {
  connectors: Connector[];
  loaded: boolean;
  onPick: (template: SystemTemplate) => void;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {TEMPLATES.map((template) => {
        const connector = connectors.find((c) => c.id === template.connector);
        const unavailable = loaded && !connector;
        const locked = connector?.allowed === false;
        const noteId = `template-note-${template.connector}`;
        return (
          <li key={template.name}>
            <button
              type="button"
              disabled={unavailable}
              aria-describedby={locked || unavailable ? noteId : undefined}
              onClick={() => onPick(template)}
              className={cn(
                'flex h-full w-full flex-col items-start gap-1 rounded-lg border border-border p-4 text-left transition-colors',
                'hover:border-primary/50 hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-transparent',
              )}
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className="font-semibold">{template.name}</span>
                <span className="text-xs font-medium text-muted-foreground">{SYSTEM_TYPE_LABELS[template.type]}</span>
              </span>
              <span className="text-xs text-muted-foreground">{template.hint}</span>
              {locked ? (
                <span id={noteId} className="mt-2 grid gap-1.5 text-xs text-amber-800 dark:text-amber-200">
                  <Badge tone="amber" className="w-fit">
                    <Lock className="h-3 w-3" aria-hidden="true" />
                    Enterprise
                  </Badge>
                  <span>{connector.reason}</span>
                </span>
              ) : null}
              {unavailable ? (
                <span id={noteId} className="mt-1 text-xs text-muted-foreground">
                  Not available on this server yet.
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
