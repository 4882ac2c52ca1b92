import { lazy, Suspense, useMemo } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Skeleton } from '@/components/ui/spinner';
import { parseContent, parseInline, parseTextBlocks, type TextBlock } from '../lib/parse-content';
import { TableBlock } from './table-block';

// recharts is large: only conversations that contain a chart load it.
const ChartBlock = lazy(() => import('./chart-block'));

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((span, index) =>
        span.type === 'bold' ? (
          <strong key={index} className="font-semibold">
            {span.text}
          </strong>
        ) : span.type === 'code' ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {span.text}
          </code>
        ) : (
          <span key={index}>{span.text}</span>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level + 1}` as 'h3' | 'h4' | 'h5';
      return (
        <Tag className="mt-2 font-semibold">
          <Inline text={block.text} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={block.ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        <TableBlock
          table={{
            headers: block.header.map((label, index) => ({ label, key: String(index) })),
            rows: block.rows.map((row) => Object.fromEntries(row.map((cell, index) => [String(index), cell]))),
          }}
        />
      );
    default:
      return (
        <p className="whitespace-pre-line">
          <Inline text={block.text} />
        </p>
      );
  }
}

function InvalidBlock({ kind }: { kind: 'table' | 'chart' }) {
  return (
    <p role="alert" className="my-2 flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {kind === 'chart' ? 'Error displaying chart: Invalid data format' : 'Error displaying table: Invalid data format'}
    </p>
  );
}

/** An assistant reply: paragraphs, lists, tables and charts. Text is rendered as text, never as HTML. */
export function AssistantContent({ content }: { content: string }) {
  const parts = useMemo(() => parseContent(content), [content]);
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
          case 'invalid':
            return <InvalidBlock key={index} kind={part.kind} />;
          default:
            return (
              <div key={index} className="grid gap-2">
                {parseTextBlocks(part.text).map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            );
        }
      })}
    </div>
  );
}
