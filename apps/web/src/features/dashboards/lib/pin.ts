import type { AnswerQuery, TileForm } from '@soe/shared';

/** The index of the answer's first query that can run again (it has a structured query), or -1: not pinnable. */
export function pinnableQueryIndex(queries: readonly AnswerQuery[] | undefined): number {
  return queries?.findIndex((query) => query.structured !== undefined && query.structured !== null) ?? -1;
}

const CHART_FORMS: Record<string, TileForm> = {
  bar: 'bar',
  line: 'line',
  area: 'line',
  pie: 'pie',
  doughnut: 'pie',
};

/**
 * The form an answer shows itself in: its chart's type, a table, or a figure in its words. Read from the answer's
 * [CHART:…]/[TABLE:…] blocks, so a pinned answer looks as it did in the chat.
 */
export function formOfAnswer(content: string): TileForm {
  const chart = /\[CHART:\s*\{[\s\S]*?"type"\s*:\s*"([a-z]+)"/i.exec(content);
  if (chart) return CHART_FORMS[chart[1].toLowerCase()] ?? 'bar';
  if (/\[CHART:/.test(content)) return 'bar';
  if (/\[TABLE:/.test(content)) return 'table';
  return 'figure';
}

/** A tile's default title: the question, cut to the 120 characters a title may have. */
export function defaultTitle(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  return text.length <= 120 ? text : `${text.slice(0, 119).trimEnd()}…`;
}
