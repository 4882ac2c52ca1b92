import { useId, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { categoryAxis, categoryAxisProps } from '@/lib/chart-axis';
import { measureAxisText } from '@/lib/measure-text';
import { useElementWidth } from '@/lib/use-element-width';

export interface UsagePoint {
  period: string;
  queries: number;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2025-03' → 'Mar 2025'. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return year && month ? MONTH.format(new Date(Date.UTC(year, month - 1, 1))) : period;
}

const AXIS = { fontSize: 12, fill: 'currentColor' };
const TOOLTIP_STYLE = {
  borderRadius: 8,
  fontSize: 12,
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--foreground)',
};

/** Questions per month against the monthly limit (a dashed line), with the figures as a table for screen readers. */
export function UsageChart({ points, limit, title }: { points: UsagePoint[]; limit: number; title: string }) {
  const titleId = useId();
  const rows = points.map((point) => ({ label: periodLabel(point.period), queries: point.queries }));
  const top = Math.max(limit > 0 ? limit : 0, ...rows.map((row) => row.queries), 1);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(plotRef);
  // A year of months does not fit flat on a phone: turned or thinned, never overlapping (the y axis is 48 px).
  const axis = categoryAxis(
    rows.map((row) => row.label),
    { plotWidth: width ? width - 48 : undefined, measure: measureAxisText },
  );
  return (
    <figure aria-labelledby={titleId} className="grid gap-3">
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
      </figcaption>
      <div
        ref={plotRef}
        className={axis.angle ? 'h-80 text-muted-foreground' : 'h-64 text-muted-foreground'}
        aria-hidden="true"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            margin={{ top: 8, right: Math.max(8, axis.margin.right), bottom: 0, left: -12 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis {...categoryAxisProps(axis)} />
            <YAxis
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              domain={[0, Math.ceil(top * 1.1)]}
            />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} />
            {limit > 0 ? (
              <ReferenceLine
                y={limit}
                stroke="var(--destructive)"
                strokeDasharray="6 4"
                label={{ value: `Limit ${limit}`, position: 'insideTopRight', fontSize: 12, fill: 'currentColor' }}
              />
            ) : null}
            <Bar
              dataKey="queries"
              name="Questions"
              fill="var(--primary)"
              radius={[4, 4, 0, 0]}
              maxBarSize={48}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Questions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td>{row.label}</td>
              <td>{row.queries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
