import { lazy, Suspense } from 'react';
import type { Tile, TileResult } from '@soe/shared';
import { AlertTriangle, Lock, Unplug } from 'lucide-react';
import { TableBlock } from '@/components/data/table-block';
import { Skeleton } from '@/components/ui/spinner';
import { formatFigure } from '@/lib/data-blocks';
import { chartView, figureView, tableView } from '../lib/tile-view';

// recharts is the heaviest part of the app: a board without a chart tile never fetches it.
const ChartBlock = lazy(() => import('@/components/data/chart-block'));

/** A tile's loading state: the shape of what is coming, announced once for the tile. */
export function TileSkeleton({ form }: { form: Tile['form'] }) {
  return (
    <div role="status" aria-label="Loading figures" className="grid h-full content-start gap-3 p-4">
      {form === 'figure' ? (
        <>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </>
      ) : form === 'table' ? (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-6 w-full" />)
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
    </div>
  );
}

function Problem({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex h-full flex-col items-start justify-center gap-1.5 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </p>
      <p className="text-muted-foreground [overflow-wrap:anywhere]">{children}</p>
    </div>
  );
}

/**
 * What a tile shows for its run: its figures in the tile's form, or why there are none. A tile the viewer has no
 * access to shows that it has none and never a figure, whatever the result carries.
 */
export function TileBody({ tile, result }: { tile: Tile; result: TileResult }) {
  if (result.status === 'no_access') {
    return (
      <Problem icon={<Lock className="h-4 w-4 text-muted-foreground" aria-hidden="true" />} title="No access">
        {result.message ?? `You don't have access to ${tile.systemName}, so this tile shows no figures to you.`}
      </Problem>
    );
  }
  if (result.status === 'unavailable') {
    return (
      <Problem icon={<Unplug className="h-4 w-4 text-muted-foreground" aria-hidden="true" />} title="System gone">
        {result.message ?? `${tile.systemName} is no longer connected.`}
      </Problem>
    );
  }
  if (result.status === 'failed') {
    return (
      <Problem icon={<AlertTriangle className="h-4 w-4 text-destructive" aria-hidden="true" />} title="Could not run">
        {result.message ?? 'The query failed.'}
      </Problem>
    );
  }
  const columns = result.columns ?? [];
  const rows = result.rows ?? [];
  if (rows.length === 0) {
    return (
      <Problem icon={null} title="No rows">
        Nothing matches this query{result.period ? ' in this period' : ''}.
      </Problem>
    );
  }

  if (tile.form === 'figure') {
    const figure = figureView(columns, rows);
    if (!figure) return null;
    const shown = typeof figure.value === 'number' ? formatFigure(figure.value, figure.format) : (figure.value ?? '—');
    return (
      // The figure's size follows the tile's width (a container query), so a one-column tile keeps it on one line.
      <div className="@container flex h-full flex-col justify-center gap-1 px-4 py-3">
        <p className="text-[clamp(1.25rem,10cqi,2.5rem)] leading-tight font-bold tracking-tight tabular-nums [overflow-wrap:anywhere]">
          {shown}
        </p>
        <p className="text-sm text-muted-foreground">
          {figure.label}
          {figure.of ? ` · ${figure.of}` : ''}
          {figure.moreRows ? ` · ${figure.moreRows} more ${figure.moreRows === 1 ? 'row' : 'rows'}` : ''}
        </p>
      </div>
    );
  }
  if (tile.form === 'table') {
    return <TableBlock bare table={tableView(columns, rows, tile.title)} />;
  }
  return (
    <Suspense fallback={<TileSkeleton form={tile.form} />}>
      <ChartBlock bare chart={chartView(tile.form, columns, rows, tile.title)} />
    </Suspense>
  );
}
