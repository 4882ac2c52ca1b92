import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { TEMPLATES, type SystemTemplate } from '../templates';
import { SYSTEM_TYPE_LABELS, type Connector, type SystemType } from '../types';

/** Databases first: most people connect one before anything else. */
const GROUPS: Array<{ type: SystemType; title: string }> = [
  { type: 'database', title: 'Databases' },
  { type: 'crm', title: 'CRM' },
  { type: 'erp', title: 'ERP' },
  { type: 'analytics', title: 'Analytics' },
  { type: 'custom', title: 'Custom API' },
];

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
    <div className="grid gap-4">
      {GROUPS.map((group) => {
        const templates = TEMPLATES.filter((template) => template.type === group.type);
        if (!templates.length) return null;
        return (
          <section key={group.type} aria-labelledby={`template-group-${group.type}`} className="grid gap-2">
            <h3
              id={`template-group-${group.type}`}
              className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {group.title}
            </h3>
            <TemplateList templates={templates} connectors={connectors} loaded={loaded} onPick={onPick} />
          </section>
        );
      })}
    </div>
  );
}

function TemplateList({
  templates,
  connectors,
  loaded,
  onPick,
}: {
  templates: SystemTemplate[];
  connectors: Connector[];
  loaded: boolean;
  onPick: (template: SystemTemplate) => void;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {templates.map((template) => {
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
