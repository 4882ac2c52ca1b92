const LABEL_MAX = 18;
const shortLabel = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
};

/**
 * How the category axis shows its labels. Recharts drops labels that would overlap, which skipped
 * every other month; instead every label is shown (interval 0), angled when there are many or they
 * are long, and thinned on purpose only past 24 labels (a daily series), to every n-th one.
 */
export function categoryAxis(labels: string[]) {
  const count = labels.length;
  const longest = Math.min(LABEL_MAX, Math.max(0, ...labels.map((label) => label.length)));
  const angled = count > 6 || (count > 3 && longest > 10);
  const interval = count > 24 ? Math.ceil(count / 12) - 1 : 0;
  return angled
    ? {
        interval,
        angle: -35,
        textAnchor: 'end' as const,
        height: Math.min(96, 24 + Math.round(longest * 5.2)),
        tickFormatter: shortLabel,
      }
    : { interval, angle: 0, textAnchor: 'middle' as const, height: 30, tickFormatter: shortLabel };
}
