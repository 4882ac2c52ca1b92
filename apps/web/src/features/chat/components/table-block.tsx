import { useId } from 'react';
import { Download, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { displayCell, toCsv, type TablePayload } from '../lib/parse-content';

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function downloadCsv(table: TablePayload) {
  const blob = new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'data_export.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A data table card (spec §2): aligned columns, '$' totals in the last row highlighted, CSV export. */
export function TableBlock({ table }: { table: TablePayload }) {
  const titleId = useId();
  const lastIndex = table.rows.length - 1;
  return (
    <figure className="my-3 overflow-hidden rounded-xl border border-border bg-surface shadow-xs" aria-labelledby={titleId}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-4 py-2.5">
        <span id={titleId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <Table2 className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{table.title ?? 'Data table'}</span>
        </span>
        <Button variant="ghost" size="sm" onClick={() => downloadCsv(table)} aria-label="Export table as CSV (data_export.csv)">
          <Download className="h-4 w-4" aria-hidden="true" />
          Export CSV
        </Button>
      </figcaption>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="bg-surface-2">
              {table.headers.map((header) => (
                <th
                  key={header.key}
                  scope="col"
                  className={cn('whitespace-nowrap px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground', ALIGN[header.align ?? 'left'] ?? 'text-left')}
                >
                  {header.label ?? header.key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index} className="border-t border-border">
                {table.headers.map((header) => {
                  const text = displayCell(row[header.key]);
                  const total = index === lastIndex && lastIndex > 0 && text.startsWith('$');
                  return (
                    <td
                      key={header.key}
                      className={cn(
                        'px-4 py-2 tabular-nums',
                        ALIGN[header.align ?? 'left'] ?? 'text-left',
                        total && 'bg-primary-soft font-semibold text-primary-soft-foreground',
                      )}
                    >
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.headers.length || 1} className="px-4 py-6 text-center text-muted-foreground">
                  No rows
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {table.source ? <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">Source: {table.source}</p> : null}
    </figure>
  );
}
