import { useId, useRef, useState } from 'react';
import { ChartColumn, ImageDown, LoaderCircle } from 'lucide-react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useElementWidth } from '@/lib/use-element-width';
import { categoryAxis, categoryAxisProps } from '@/lib/chart-axis';
import { measureAxisText } from '@/lib/measure-text';
import { chartFileName, chartToPngBlob, saveBlob } from '@/lib/chart-png';
import { cellText, formatFigure, type ChartPayload, type FigureFormat } from '@/lib/data-blocks';

const PALETTE = ['#6366f1', '#14b8a6', '#f59e0b', '#ec4899', '#0ea5e9', '#8b5cf6', '#22c55e', '#ef4444'];
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

function colour(value: string | string[] | undefined, index: number): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  return candidate && SAFE_COLOUR.test(candidate.trim()) ? candidate.trim() : PALETTE[index % PALETTE.length];
}

const AXIS = { fontSize: 12, fill: 'currentColor' };
const Y_AXIS_WIDTH = 56;
/** The plot's padding (px-2) and the right margin it always keeps. */
const PLOT_PADDING = 16;
const MIN_RIGHT = 12;
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const formatTick = (value: unknown) => (typeof value === 'number' ? COMPACT.format(value) : String(value));
const formatValue = (value: unknown, format?: FigureFormat) =>
  typeof value === 'number' && Number.isFinite(value) ? formatFigure(value, format) : String(value ?? '');
const TOOLTIP_STYLE = {
  borderRadius: 8,
  fontSize: 12,
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--foreground)',
};

/**
 * A chart card (spec §9: 16rem high, legend on top) with its figures as a table for screen readers. `bare`: inside a
 * card that has its own title and frame (a dashboard tile): no frame, the title only for screen readers, and the plot
 * as tall as the card lets it be.
 */
export default function ChartBlock({ chart, bare = false }: { chart: ChartPayload; bare?: boolean }) {
  const titleId = useId();
  const kind = (chart.type ?? 'bar').toLowerCase();
  const series = chart.datasets.map((dataset, index) => ({
    key: `s${index}`,
    name: dataset.label ?? `Series ${index + 1}`,
    colour: colour(dataset.borderColor ?? dataset.backgroundColor, index),
    format: dataset.format,
  }));
  // Tooltips read each series' figures in its own format (money with 2 decimals).
  const tooltipValue = (value: unknown, _name: unknown, item: { dataKey?: unknown }) =>
    formatValue(value, series.find((s) => s.key === item?.dataKey)?.format);
  const rows = chart.labels.map((label, i) => {
    const row: Record<string, string | number | null> = { label: cellText(label) };
    chart.datasets.forEach((dataset, index) => {
      const value = dataset.data[i];
      row[`s${index}`] =
        typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value);
    });
    return row;
  });

  const plotRef = useRef<HTMLDivElement>(null);
  const plotWidth = useElementWidth(plotRef);
  const [saving, setSaving] = useState(false);
  const isPie = kind === 'pie' || kind === 'doughnut';
  // Labels are laid out for the width the chart really has: at 375 px a year of months does not fit flat.
  const axis = categoryAxis(
    rows.map((row) => String(row.label)),
    {
      plotWidth: plotWidth ? plotWidth - PLOT_PADDING - Y_AXIS_WIDTH - MIN_RIGHT : undefined,
      edges: kind === 'line' || kind === 'area',
      measure: measureAxisText,
    },
  );
  // Angled labels take height from the plot: the card grows instead (16rem, 20rem with angled labels).
  const angled = !isPie && axis.angle !== 0;
  const legend = isPie
    ? rows.map((row, index) => ({ name: String(row.label), colour: PALETTE[index % PALETTE.length] }))
    : series.map((s) => ({ name: s.name, colour: s.colour }));

  async function downloadPng() {
    if (!plotRef.current) return;
    setSaving(true);
    try {
      saveBlob(await chartToPngBlob(plotRef.current, chart.title ?? 'Chart', legend), chartFileName(chart.title));
    } catch (error) {
      notifyError('Download failed', error instanceof Error ? error.message : 'The chart could not be saved');
    } finally {
      setSaving(false);
    }
  }

  let body: React.ReactElement;
  if (isPie) {
    body = (
      <PieChart accessibilityLayer={false}>
        <Legend verticalAlign="top" height={32} />
        <Tooltip contentStyle={TOOLTIP_STYLE} formatter={tooltipValue} />
        <Pie
          data={rows}
          dataKey="s0"
          nameKey="label"
          innerRadius={kind === 'doughnut' ? '55%' : 0}
          outerRadius="80%"
          isAnimationActive={false}
        >
          {rows.map((_, index) => (
            <Cell key={index} fill={PALETTE[index % PALETTE.length]} />
          ))}
        </Pie>
      </PieChart>
    );
  } else {
    const Chart = kind === 'line' ? LineChart : kind === 'area' ? AreaChart : BarChart;
    body = (
      // The first label may reach past the y axis and the last past the plot: the margins keep both whole.
      <Chart
        data={rows}
        margin={{
          top: 4,
          right: Math.max(MIN_RIGHT, axis.margin.right),
          bottom: 0,
          left: Math.max(0, axis.margin.left - Y_AXIS_WIDTH),
        }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} vertical={false} />
        <XAxis {...categoryAxisProps(axis)} />
        <YAxis tick={AXIS} tickLine={false} axisLine={false} width={Y_AXIS_WIDTH} tickFormatter={formatTick} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          formatter={tooltipValue}
          cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
        />
        <Legend verticalAlign="top" height={32} />
        {series.map((s) =>
          kind === 'line' ? (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={s.colour}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : kind === 'area' ? (
            <Area
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={s.colour}
              fill={s.colour}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.colour}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    );
  }

  return (
    <figure
      className={cn(
        bare ? 'flex h-full min-h-0 flex-col' : 'my-3 overflow-hidden rounded-xl border border-border bg-surface shadow-xs',
      )}
      aria-labelledby={titleId}
    >
      <figcaption
        className={cn(
          'flex items-center justify-between gap-3 border-b border-border px-4 py-2.5',
          bare && 'sr-only',
        )}
      >
        <span id={titleId} className="flex min-w-0 flex-1 items-start gap-2 text-sm font-semibold">
          <ChartColumn className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {/* The title wraps between words on a phone; a monthly series within one year says its year here. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {chart.title ?? 'Chart'}
            {axis.caption && !isPie ? (
              <span className="font-normal text-muted-foreground"> · {axis.caption}</span>
            ) : null}
          </span>
        </span>
        {bare ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void downloadPng()}
            disabled={saving}
            aria-label="Download chart as PNG"
          >
            {saving ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ImageDown className="h-4 w-4" aria-hidden="true" />
            )}
            PNG
          </Button>
        )}
      </figcaption>
      <div
        ref={plotRef}
        className={cn(
          'px-2 py-3 text-muted-foreground',
          bare ? 'min-h-0 flex-1' : angled ? 'h-80' : 'h-64',
        )}
        aria-hidden="true"
      >
        <ResponsiveContainer width="100%" height="100%">
          {body}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{chart.title ?? 'Chart data'}</caption>
        <thead>
          <tr>
            <th scope="col">Label</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(row[s.key], s.format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {chart.source ? (
        <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">Source: {chart.source}</p>
      ) : null}
    </figure>
  );
}
