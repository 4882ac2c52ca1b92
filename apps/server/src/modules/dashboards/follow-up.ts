import { RELATIVE_PERIOD_LABELS, type AnswerQuery, type PeriodSpec } from '@soe/shared';
import type * as schema from '../../db/schema';
import { blocksFor } from '../assistant/results';
import type { EngineSystem, StoredReading } from '../engine';
import { displayNumber, shownRows } from '../engine/answer/format';
import { runTileQuery, tileFailure, type RunContext, type RunOptions, type TileRow, type TileRun } from './run';

/** What an answer message keeps: the columns a tile's follow-up conversation writes for its first answer. */
type AnswerValues = Pick<
  typeof schema.messages.$inferInsert,
  'content' | 'systemSources' | 'status' | 'query' | 'queries'
>;

/**
 * A tile's answer as the chat would store it: the figures of its query run now (the board's period applied, as the
 * board shows it) in the chat's table and chart blocks, the statement that ran as its "Query", and SOE Local's
 * reading of the question with the same dates, so a follow-up ("by region instead") edits what the user saw.
 * A query that fails is an error answer, as in the chat.
 */
export async function followUpAnswer(
  ctx: RunContext,
  tile: TileRow,
  system: EngineSystem,
  options: RunOptions,
): Promise<AnswerValues> {
  let run: TileRun;
  try {
    run = await runTileQuery(ctx, tile, system, options);
  } catch (error) {
    return { content: `Error: ${tileFailure(error)}`, systemSources: [], status: 'error', query: null, queries: null };
  }
  const queries: AnswerQuery[] = (run.result.queries ?? []).map((q) => ({ ...q, structured: run.query }));
  return {
    content: answerText(tile, system.name, run),
    systemSources: [system.name],
    status: 'complete',
    query: readingOf(tile, run, options.period ?? tile.period),
    queries: queries.length ? queries : null,
  };
}

function answerText(tile: TileRow, systemName: string, run: TileRun): string {
  const { compiled, result } = run;
  const period = run.period ? ` for ${run.period.from} to ${lastDay(run.period.to)}` : '';
  const lead = `${tile.title}${period}, from ${systemName}`;
  const only = compiled.columns[0];
  if (compiled.shape === 'scalar' && compiled.columns.length === 1 && result.rows.length === 1 && only)
    return `${lead}: **${displayNumber(result.rows[0]![only.key] ?? null, only.format)}**.`;
  const shown = { ...result, rows: shownRows(result.rows, compiled.columns) };
  const { table, chart } = blocksFor(shown, systemName, tile.title);
  const n = result.rows.length;
  const count = `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}${result.truncated ? ', the first ones only' : ''}`;
  const asChart = chart && (tile.form === 'bar' || tile.form === 'line' || tile.form === 'pie');
  const blocks = asChart ? [chart.replace(/^\[CHART:\{"type":"\w+"/, `[CHART:{"type":"${tile.form}"`), table] : [table];
  return `${lead} (${count}).\n\n${blocks.join('\n\n')}`;
}

/**
 * SOE Local's stored reading of the tile's question, with the dates the answer ran on and the form it is shown in:
 * the next question of the conversation is read as an edit of it. Null when the tile has none (a model's query).
 */
function readingOf(tile: TileRow, run: TileRun, spec: PeriodSpec | null | undefined): StoredReading | null {
  const stored = tile.reading as StoredReading | null;
  if (stored?.version !== 1) return null;
  const reading: StoredReading = structuredClone(stored);
  if (run.period) {
    const dates = `${run.period.from} to ${lastDay(run.period.to)}`;
    // Worded as SOE Local words a period it read ('this month (2026-11-01 to 2026-11-30)').
    const label =
      spec && 'relative' in spec
        ? `${RELATIVE_PERIOD_LABELS[spec.relative].toLowerCase()} (${dates})`
        : `from ${dates}`;
    reading.interpretation.time = { start: run.period.from, end: run.period.to, label };
  }
  if (tile.form === 'table') reading.view = 'table';
  else if (tile.form !== 'figure') reading.view = 'chart';
  return reading;
}

/** The last day of a period whose `to` is excluded. */
function lastDay(to: string): string {
  return new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
