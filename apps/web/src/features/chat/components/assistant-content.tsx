import { lazy, Suspense, useMemo } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Skeleton } from '@/components/ui/spinner';
import { parseContent, streamingSafe, type BlockKind } from '../lib/parse-content';
import { Markdown } from './lazy-markdown';
import { TableBlock } from '@/components/data/table-block';
import { WriteCard } from './write-card';

// recharts is large: only conversations that contain a chart load it.
const ChartBlock = lazy(() => import('@/components/data/chart-block'));

const INVALID: Record<BlockKind, string> = {
  chart: 'Error displaying chart: Invalid data format',
  table: 'Error displaying table: Invalid data format',
  write: 'Error displaying the proposed change: Invalid data format',
};
const PREPARING: Record<BlockKind, string> = {
  chart: 'Preparing the chart…',
  table: 'Preparing the table…',
  write: 'Preparing the proposed change…',
};

function InvalidBlock({ kind }: { kind: BlockKind }) {
  return (
    <p
      role="alert"
      className="my-2 flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {INVALID[kind]}
    </p>
  );
}

function PendingBlock({ kind }: { kind: BlockKind }) {
  return (
    <div role="status" className="my-2 grid gap-2">
      <span className="sr-only">{PREPARING[kind]}</span>
      <Skeleton className={kind === 'chart' ? 'h-64 w-full' : kind === 'write' ? 'h-48 w-full' : 'h-24 w-full'} />
    </div>
  );
}

/**
 * An assistant reply: markdown text, tables, charts and proposed changes. While the answer is
 * still streaming, a block whose data has not fully arrived shows as a
 * placeholder instead of half-parsed JSON.
 */
export function AssistantContent({ content, streaming = false }: { content: string; streaming?: boolean }) {
  const safe = useMemo(
    () => (streaming ? streamingSafe(content) : { text: content, pending: null }),
    [content, streaming],
  );
  const parts = useMemo(() => parseContent(safe.text), [safe.text]);
  return (
    <div className="grid gap-2 text-sm leading-relaxed">
      {parts.map((part, index) => {
        switch (part.type) {
          case 'table':
            return <TableBlock key={index} table={part.table} />;
          case 'chart':
            return (
              <Suspense key={index} fallback={<Skeleton className="my-3 h-72 w-full" />}>
                <ChartBlock chart={part.chart} />
              </Suspense>
            );
          case 'write':
            return <WriteCard key={index} id={part.id} />;
          case 'invalid':
            return <InvalidBlock key={index} kind={part.kind} />;
          default:
            return <Markdown key={index} text={part.text} />;
        }
      })}
      {safe.pending ? <PendingBlock kind={safe.pending} /> : null}
    </div>
  );
}
