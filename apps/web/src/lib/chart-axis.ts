const LABEL_MAX = 18;
const shortLabel = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
};

/** The axis font (12 px): the height of a line, and an average glyph width a little on the wide side. */
const LINE = 14;
const CHAR = 7;
/** Space kept between two neighbouring labels. */
const GAP = 8;
/** The plot width assumed before the chart has been measured (and in tests without layout). */
const UNMEASURED = 640;
const DIAGONAL = Math.SQRT1_2;

/** The width a label takes on screen, from its (shortened) text; `measure` is the page's own text metrics when given. */
export type MeasureText = (text: string) => number | undefined;

export function labelWidth(label: string, measure?: MeasureText): number {
  const text = shortLabel(label);
  return Math.ceil(measure?.(text) ?? text.length * CHAR);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A monthly series ('2025-01' … '2025-12') reads as months: 'Jan' … 'Dec' within one year, which is then said once
 * (`year`), and 'Jan 25' across years. Null for any other labels.
 */
export function monthTicks(labels: string[]): { format: (label: string) => string; year?: string } | null {
  const parts = labels.map((label) => MONTH.exec(label));
  if (!labels.length || parts.some((match) => !match)) return null;
  const years = new Set(parts.map((match) => match![1]));
  const name = (label: string) => MONTH_NAMES[Number(MONTH.exec(label)?.[2] ?? 0) - 1];
  if (years.size === 1) return { format: (label) => (MONTH.test(label) ? name(label)! : label), year: [...years][0] };
  return { format: (label) => (MONTH.test(label) ? `${name(label)} ${label.slice(2, 4)}` : label) };
}

export interface CategoryAxis {
  interval: number;
  angle: 0 | -45 | -90;
  textAnchor: 'middle' | 'end';
  height: number;
  tickFormatter: (value: unknown) => string;
  /** Room the chart keeps beside its plot so the first and last labels are never cut. */
  margin: { left: number; right: number };
  /** Said once beside the chart when every label shares it (the year of a monthly series). */
  caption?: string;
}

/** The props of a category XAxis (recharts) laid out by categoryAxis: every chart's x axis reads the same. */
export function categoryAxisProps(axis: CategoryAxis) {
  return {
    dataKey: 'label',
    tick: { fontSize: 12, fill: 'currentColor' },
    tickLine: false,
    axisLine: false,
    interval: axis.interval,
    angle: axis.angle,
    textAnchor: axis.textAnchor,
    height: axis.height,
    tickFormatter: axis.tickFormatter,
  } as const;
}

/**
 * How the category axis shows its labels in a plot `plotWidth` pixels wide, so they never overlap and are never
 * cut: flat when every label fits its slot; else turned 45° when the turned labels' boxes fit; else upright (90°)
 * when a line of text fits the slot; else flat again, showing every n-th label (the tooltip and the chart's table
 * still give all of them). The flat first and last labels stick out past their points by half their width, a
 * turned first label by its length; in a line chart (`edges`) the points sit on the plot's edges, in a bar chart
 * half a slot inside them. The returned margin is what sticks out past the plot, so none is cut.
 */
export function categoryAxis(
  labels: string[],
  {
    plotWidth = UNMEASURED,
    edges = false,
    measure,
  }: { plotWidth?: number; edges?: boolean; measure?: MeasureText } = {},
): CategoryAxis {
  const count = Math.max(1, labels.length);
  const width = plotWidth > 0 ? plotWidth : UNMEASURED;
  const months = monthTicks(labels);
  const shown = months ? labels.map(months.format) : labels;
  const tickFormatter = (value: unknown) => shortLabel(months ? months.format(String(value ?? '')) : value);
  const caption = months?.year;
  const slot = width / count;
  const widths = shown.map((label) => labelWidth(label, measure));
  const widest = Math.max(0, ...widths);
  const first = widths[0] ?? 0;
  const last = widths[widths.length - 1] ?? 0;
  const inset = edges ? 0 : slot / 2;
  const past = (overhang: number) => Math.max(0, Math.ceil(overhang - inset));

  if (widest + GAP <= slot)
    return { ...flat(0, { left: past(first / 2), right: past(last / 2) }), tickFormatter, caption };
  // A label turned 45° covers (w + line) / √2 across: neighbours clear each other when that fits the slot.
  if ((widest + LINE) * DIAGONAL + GAP / 2 <= slot)
    return {
      interval: 0,
      angle: -45,
      textAnchor: 'end',
      height: Math.ceil(widest * DIAGONAL + LINE) + 8,
      tickFormatter,
      margin: { left: past((first + LINE) * DIAGONAL), right: past(LINE) },
      caption,
    };
  if (LINE + GAP / 2 <= slot)
    return {
      interval: 0,
      angle: -90,
      textAnchor: 'end',
      height: widest + 12,
      tickFormatter,
      margin: { left: past(LINE / 2), right: past(LINE / 2) },
      caption,
    };
  // Too many to show them all: every n-th one, flat, with room for the widest one shown.
  const every = Math.ceil((widest + GAP) / slot);
  return { ...flat(every - 1, { left: past(widest / 2), right: past(widest / 2) }), tickFormatter, caption };
}

function flat(interval: number, margin: { left: number; right: number }): CategoryAxis {
  return { interval, angle: 0, textAnchor: 'middle', height: 30, tickFormatter: shortLabel, margin };
}
