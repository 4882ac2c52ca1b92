import { useId, useMemo, useState, type UIEvent } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/utils';
import { displayCell, sortRows, toCsv, type SortState, type TablePayload } from '@/lib/data-blocks';

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
/** Rows are a fixed height so a long table can render only the rows in view. */
const ROW_HEIGHT = 37;
/** Tables up to this many rows render whole; longer ones scroll inside the card, rendering what is visible. */
const WINDOW_AFTER = 60;
const VIEW_ROWS = 12;
const OVERSCAN = 8;

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

function SortIcon({ direction }: { direction?: 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={cn('h-3.5 w-3.5 shrink-0', !direction && 'opacity-40')} aria-hidden="true" />;
}

/**
 * A data table card (spec §2): aligned columns, '$' totals in the last row
 * highlighted, CSV export of all rows, sortable columns (the total row stays
 * last), and windowed rendering so 10,000 rows scroll smoothly. `bare`: inside a card that has its own title and
 * frame (a dashboard tile): no frame, and the title only for screen readers.
 */
export function TableBlock({ table, bare = false }: { table: TablePayload; bare?: boolean }) {
  const titleId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const rows = useMemo(() => sortRows(table, sort), [table, sort]);
  const lastIndex = rows.length - 1;
  const totalRow = table.rows.length > 1 ? table.rows[table.rows.length - 1] : undefined;
  const windowed = rows.length > WINDOW_AFTER;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const last = windowed ? Math.min(rows.length, first + VIEW_ROWS + OVERSCAN * 2) : rows.length;

  function toggle(key: string) {
    setSort((current) =>
      current?.key !== key
        ? { key, direction: 'asc' }
        : current.direction === 'asc'
          ? { key, direction: 'desc' }
          : null,
    );
  }

  return (
    <figure
      className={cn(!bare && 'my-3 overflow-hidden rounded-xl border border-border bg-surface shadow-xs')}
      aria-labelledby={titleId}
    >
      <figcaption
        className={cn(
          'flex items-center justify-between gap-3 border-b border-border px-4 py-2.5',
          bare && 'sr-only',
        )}
      >
        <span id={titleId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <Table2 className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{table.title ?? 'Data table'}</span>
          {windowed ? (
            <span className="shrink-0 font-normal text-muted-foreground">
              · {rows.length.toLocaleString('en-US')} rows
            </span>
          ) : null}
        </span>
        {bare ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => downloadCsv(table)}
            aria-label="Export CSV (data_export.csv)"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </Button>
        )}
      </figcaption>
      <TableScroll
        className="overflow-auto"
        style={windowed ? { maxHeight: ROW_HEIGHT * (VIEW_ROWS + 1) } : undefined}
        focusable
        labelledBy={titleId}
        onScroll={
          windowed ? (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop) : undefined
        }
      >
        <table className="w-full border-collapse text-sm" aria-rowcount={rows.length + 1}>
          <thead className={cn(windowed && 'sticky top-0 z-10')}>
            <tr className="bg-surface-2">
              {table.headers.map((header) => {
                const direction = sort?.key === header.key ? sort.direction : undefined;
                return (
                  <th
                    key={header.key}
                    scope="col"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                    className={cn(
                      'whitespace-nowrap bg-surface-2 p-0 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                      ALIGN[header.align ?? 'left'] ?? 'text-left',
                    )}
                  >
                    <button
                      type="button"
                      onClick={() => toggle(header.key)}
                      className={cn(
                        'inline-flex w-full items-center gap-1 px-4 py-2 uppercase hover:text-foreground',
                        header.align === 'right' && 'flex-row-reverse',
                        header.align === 'center' && 'justify-center',
                      )}
                    >
                      {header.label ?? header.key}
                      <SortIcon direction={direction} />
                      <span className="sr-only">, sort</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {first > 0 ? <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} /> : null}
            {rows.slice(first, last).map((row, offset) => {
              const index = first + offset;
              return (
                <tr
                  key={index}
                  aria-rowindex={index + 2}
                  className="border-t border-border"
                  style={windowed ? { height: ROW_HEIGHT } : undefined}
                >
                  {table.headers.map((header) => {
                    const text = displayCell(row[header.key], header.format);
                    const total = index === lastIndex && row === totalRow && text.startsWith('$');
                    return (
                      <td
                        key={header.key}
                        className={cn(
                          'whitespace-nowrap px-4 py-2 tabular-nums',
                          ALIGN[header.align ?? 'left'] ?? 'text-left',
                          total && 'bg-primary-soft font-semibold text-primary-soft-foreground',
                        )}
                      >
                        {text}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {last < rows.length ? (
              <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }} />
            ) : null}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={table.headers.length || 1} className="px-4 py-6 text-center text-muted-foreground">
                  No rows
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      {table.source ? (
        <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">Source: {table.source}</p>
      ) : null}
    </figure>
  );
}
