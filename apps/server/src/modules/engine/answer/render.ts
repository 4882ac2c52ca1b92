import type { QueryResult } from '../../connectors/query';
import type { Plan } from '../plan/plan-types';
import { displayNumber, shownRows } from './format';
import { pluralPhrase, singularFirst } from '../read/plural';

/** Largest number of bars or points drawn; the table always has every row. */
const MAX_CHART_POINTS = 30;
/** A figure kept as ISO text of a day ('2008-04-27', '2008-04-27 10:00'). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Writes the answer: one or two sentences saying what was understood and the key figure, then a
 * [TABLE:…] block with the exact values and, where it helps, a [CHART:…] block.
 */
export function renderAnswer(plan: Plan, result: QueryResult, systemName: string, form?: 'chart' | 'table'): string {
  const where = `${systemName}, table ${plan.table}`;
  const cond = `${plan.filterText.length ? ` where ${plan.filterText.join(' and ')}` : ''}${plan.periodText ? `${plan.filterText.length ? ',' : ''} ${plan.periodText}` : ''}`;
  const notes = plan.notes.length ? ` (${plan.notes.join('; ')})` : '';
  const measureCol = plan.columns.find((c) => c.role === 'measure');

  if (plan.shape === 'scalar') {
    if (plan.headline && result.rows[0]) {
      // A form's own sentence (a share, a change), then its figures as a table.
      const rows = shownRows(result.rows, plan.columns);
      return `${plan.headline(result.rows[0])} (from ${where})${notes}.\n\n${tableBlock(plan, rows, systemName)}`;
    }
    const v = result.rows[0]?.[measureCol!.key] ?? null;
    return `${cap(plan.measureText)}${cond}: **${displayNumber(v, measureCol!.format)}** (from ${where})${notes}.`;
  }

  const rows = shownRows(result.rows, plan.columns);
  const dims = plan.columns.filter((c) => c.role === 'dimension');
  const rowName = (r: Record<string, unknown>) => dims.map((d) => String(r[d.key] ?? '(none)')).join(' · ');

  if (plan.shape === 'rows') {
    const capped = rows.length > (plan.spec.limit ?? Infinity) - 1 && !plan.rank;
    const shown = capped ? rows.slice(0, -1) : rows;
    if (!shown.length) return `No ${plan.measureText} found${cond} (searched ${where}).`;
    const sortCol = plan.columns.find((c) => c.role === 'measure');
    let head: string;
    const asked = plan.columns.filter((c) => c.asked);
    const sorted = sortCol
      ? `${sortCol.label.toLowerCase()} ${displayNumber(result.rows[0][sortCol.key] as number, sortCol.format)}`
      : '';
    if (plan.rank?.singular && sortCol && asked.length === 1)
      // 'the weight of the youngest dog': the figure asked for, then whose it is.
      head = `${asked[0].label} of the ${singularFirst(plan.measureText)}${cond}: **${asked[0].format === 'text' ? String(result.rows[0][asked[0].key] ?? '(none)') : displayNumber(result.rows[0][asked[0].key] as number, asked[0].format)}** (${rowName(shown[0])}${asked[0] === sortCol ? '' : `, ${sorted}`})`;
    else if (plan.rank?.singular && sortCol)
      head = `${cap(singularFirst(plan.measureText))}${cond}: **${rowName(shown[0])}** (${sorted})`;
    else if (plan.rank) head = `The ${shown.length} ${plan.measureText}${cond}`;
    else head = `${shown.length}${capped ? '+' : ''} ${plan.measureText}${cond}`;
    const table = tableBlock(plan, shown, systemName);
    return `${head} (from ${where})${capped ? `; showing the first ${shown.length}` : ''}.\n\n${table}`;
  }

  // Grouped figures. With none, the groups asked for are said: 'No data for number of customers by policy type where …'.
  if (!rows.length)
    return `No data for ${plan.measureText}${plan.groupText.length ? ` by ${plan.groupText.join(' and ')}` : ''}${cond} (from ${where}).`;
  const capped = rows.length > (plan.spec.limit ?? Infinity) - 1 && !plan.rank;
  const shown = capped ? rows.slice(0, -1) : rows;
  const by = plan.groupText.length ? ` by ${plan.groupText.join(' and ')}` : '';
  const mk = measureCol!.key;
  let lead: string;
  if (plan.rank) {
    const first = shown[0];
    // Every row tied with the first is named (up to three, then how many more), not only the next one.
    const tied = shown.slice(1).filter((r) => r[mk] === first[mk]);
    const dimNames = dims.map((d) => d.label.toLowerCase());
    const value = displayNumber(result.rows[0][mk] as number, measureCol!.format);
    const tiedNames = tied.slice(0, 3).map(rowName);
    if (tied.length > 3) tiedNames.push(`${tied.length - 3} more`);
    const tieText = tied.length
      ? ` (tied with ${tiedNames.length > 1 ? `${tiedNames.slice(0, -1).join(', ')} and ${tiedNames.at(-1)}` : tiedNames[0]})`
      : '';
    // A month is also said in words ('2025-11, November 2025'), as a person would read it.
    const monthCol = dims.length === 1 && dims[0].format === 'period' && dims[0].unit === 'month' ? dims[0] : null;
    const inWords =
      monthCol && typeof first[monthCol.key] === 'string' ? monthInWords(String(first[monthCol.key])) : null;
    // 'the customer with the latest order date', not 'the highest maximum order date': a date is late or early.
    const dated = result.rows[0]?.[mk] instanceof Date;
    const extreme = dated
      ? plan.rank.dir === 'desc'
        ? 'latest'
        : 'earliest'
      : plan.rank.dir === 'desc'
        ? 'highest'
        : 'lowest';
    const measured = dated ? plan.measureText.replace(/^(?:maximum|minimum) /, '') : plan.measureText;
    lead = plan.rank.singular
      ? `${cap(dimNames.join(' and '))} with the ${extreme} ${measured}${cond}: **${rowName(first)}**${inWords ? ` (${inWords})` : ''} (${value})${tieText}`
      : dated
        ? `The ${Math.min(plan.rank.n, shown.length)} ${dimNames.map(pluralPhrase).join(' and ')} with the ${extreme} ${measured}${cond}: **${rowName(first)}** first (${value})${tieText}`
        : `${plan.rank.dir === 'desc' ? 'Top' : 'Bottom'} ${Math.min(plan.rank.n, shown.length)} ${dimNames.map(pluralPhrase).join(' and ')} by ${plan.measureText}${cond}: **${rowName(first)}** ${plan.rank.dir === 'desc' ? 'leads' : 'is lowest'} with ${value}${tieText}`;
  } else if (plan.series) {
    lead = `${cap(plan.measureText)}${by}${cond}: ${shown.length} periods`;
  } else {
    // The highest named group leads: rows without a value in the grouping ("(none)": not matched, not filled in)
    // stay in the table but do not head the answer. Groups listed in their own order (the days of the week, the
    // hours of the day) are searched for it; the first of equal ones leads.
    const top = highestNamed(shown, dims, mk);
    lead = `${cap(plan.measureText)}${by}${cond}: ${shown.length} ${shown.length === 1 ? 'group' : 'groups'}; highest **${rowName(shown[top])}** (${displayNumber(result.rows[top][mk] as number, measureCol!.format)})`;
  }
  const text = `${lead} (from ${where})${capped ? `; showing the first ${shown.length}` : ''}${notes}.`;
  // 'Which breed do the most dogs have?' asks for one: the table holds it and the rows tied with it, no ranking.
  const tableRows = plan.rank?.singular ? shown.filter((r, i) => i === 0 || r[mk] === shown[0][mk]) : shown;
  const blocks = [tableBlock(plan, tableRows, systemName)];
  // (Dates are no bars: 'the customers with the earliest invoices' is a list of days.)
  const dates =
    result.rows.some((r) => r[mk] instanceof Date) ||
    tableRows.some((r) => typeof r[mk] === 'string' && ISO_DAY.test(r[mk]));
  const chartable =
    tableRows.length > 1 && dims.length && !dates && (tableRows.length <= MAX_CHART_POINTS || form === 'chart');
  if (chartable && form !== 'table') blocks.push(chartBlock(plan, tableRows, systemName, rowName));
  return `${text}\n\n${blocks.join('\n\n')}`;
}

/** The column formats of figures, which the web client shows each in its one way. */
const FIGURE_FORMATS = new Set<string>(['money', 'integer', 'number', 'percent']);

function tableBlock(plan: Plan, rows: Array<Record<string, unknown>>, source: string): string {
  const headers = plan.columns.map((c) => ({
    label: c.label,
    key: c.key,
    align: c.format === 'text' || c.format === 'period' || c.format === 'date' ? 'left' : 'right',
    // How the figures read on screen (money with 2 decimals, as the sentence says them): the values stay exact.
    ...(FIGURE_FORMATS.has(c.format) ? { format: c.format } : {}),
  }));
  return `[TABLE:${JSON.stringify({ headers, rows, source })}]`;
}

function chartBlock(
  plan: Plan,
  rows: Array<Record<string, unknown>>,
  source: string,
  rowName: (r: Record<string, unknown>) => string,
): string {
  const measure = plan.columns.find((c) => c.role === 'measure')!;
  const chart = {
    type: plan.series ? 'line' : 'bar',
    title: `${measure.label}${plan.groupText.length ? ` by ${plan.groupText.join(' and ')}` : ''}`,
    labels: rows.map(rowName),
    datasets: [
      {
        label: measure.label,
        data: rows.map((r) => r[measure.key] ?? 0),
        ...(FIGURE_FORMATS.has(measure.format) ? { format: measure.format } : {}),
      },
    ],
    source,
  };
  return `[CHART:${JSON.stringify(chart)}]`;
}

function monthInWords(label: string): string | null {
  if (!/^\d{4}-\d{2}$/.test(label)) return null;
  return new Date(`${label}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The row with the highest figure among those with a value in every grouping (the first of equal ones). */
function highestNamed(rows: Array<Record<string, unknown>>, dims: Array<{ key: string }>, mk: string): number {
  let top = -1;
  rows.forEach((r, i) => {
    if (!dims.every((d) => r[d.key] !== null && r[d.key] !== undefined)) return;
    if (top < 0 || Number(r[mk]) > Number(rows[top][mk])) top = i;
  });
  return top < 0 ? 0 : top;
}

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
