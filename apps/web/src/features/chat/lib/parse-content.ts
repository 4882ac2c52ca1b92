/** Assistant text → typed parts (spec §4): text, [TABLE:json] and [CHART:json] blocks, and [WRITE:{"id":n}] change proposals. */
import { cellText, type ChartPayload, type TablePayload } from '@/lib/data-blocks';

// The blocks' payloads and figure helpers live in lib/ (dashboards show them too); the chat's code reads them here.
export {
  cellText,
  displayCell,
  formatFigure,
  sortRows,
  toCsv,
  type ChartDataset,
  type ChartPayload,
  type FigureFormat,
  type SortState,
  type TableHeader,
  type TablePayload,
} from '@/lib/data-blocks';

export type BlockKind = 'table' | 'chart' | 'write';

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'table'; table: TablePayload }
  | { type: 'chart'; chart: ChartPayload }
  /** A proposed change to a connected system, shown as a card the user confirms or cancels. */
  | { type: 'write'; id: number }
  | { type: 'invalid'; kind: BlockKind };

const BLOCK_START = /\[(CHART|TABLE|WRITE):/g;
const KIND: Record<string, BlockKind> = { CHART: 'chart', TABLE: 'table', WRITE: 'write' };

/** Index just past the JSON value starting at `start` (an object or array), or -1 when unbalanced. */
function scanJson(text: string, start: number): number {
  const open = text[start];
  if (open !== '{' && open !== '[') return -1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function isTable(value: unknown): value is TablePayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as TablePayload;
  return (
    Array.isArray(v.headers) &&
    Array.isArray(v.rows) &&
    v.headers.every((h) => h && typeof h === 'object' && typeof h.key === 'string') &&
    v.rows.every((r) => r && typeof r === 'object')
  );
}

function isWrite(value: unknown): value is { id: number } {
  return (
    !!value &&
    typeof value === 'object' &&
    Number.isSafeInteger((value as { id?: unknown }).id) &&
    (value as { id: number }).id > 0
  );
}

const VALID: Record<BlockKind, (value: unknown) => boolean> = { table: isTable, chart: isChart, write: isWrite };

function isChart(value: unknown): value is ChartPayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as ChartPayload;
  return Array.isArray(v.labels) && Array.isArray(v.datasets) && v.datasets.every((d) => d && Array.isArray(d.data));
}

export function parseContent(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let cursor = 0;
  const pushText = (text: string) => {
    if (text.trim()) parts.push({ type: 'text', text: text.replace(/^\n+|\n+$/g, '') });
  };
  BLOCK_START.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = BLOCK_START.exec(content))) {
    const kind = KIND[match[1]];
    let jsonStart = match.index + match[0].length;
    while (jsonStart < content.length && /\s/.test(content[jsonStart])) jsonStart++;
    const jsonEnd = scanJson(content, jsonStart);
    let blockEnd: number;
    let parsed: unknown;
    let ok = false;
    if (jsonEnd !== -1) {
      let close = jsonEnd;
      while (close < content.length && /\s/.test(content[close])) close++;
      blockEnd = content[close] === ']' ? close + 1 : jsonEnd;
      try {
        parsed = JSON.parse(content.slice(jsonStart, jsonEnd));
        ok = VALID[kind](parsed);
      } catch {
        ok = false;
      }
    } else {
      // Unbalanced JSON: the block runs to the next ']' at a line end, or to the end of the text.
      const lineEnd = content.slice(jsonStart).search(/\]\s*(\n|$)/);
      blockEnd = lineEnd === -1 ? content.length : jsonStart + lineEnd + 1;
    }
    pushText(content.slice(cursor, match.index));
    if (ok && kind === 'table') parts.push({ type: 'table', table: parsed as TablePayload });
    else if (ok && kind === 'chart') parts.push({ type: 'chart', chart: parsed as ChartPayload });
    else if (ok && kind === 'write') parts.push({ type: 'write', id: (parsed as { id: number }).id });
    else parts.push({ type: 'invalid', kind });
    cursor = blockEnd;
    BLOCK_START.lastIndex = blockEnd;
  }
  pushText(content.slice(cursor));
  return parts;
}

/**
 * An answer as plain text for the clipboard: text as written, tables as
 * tab-separated rows (they paste into a spreadsheet as cells), charts as
 * 'label: value' lines.
 */
export function plainText(content: string): string {
  const tsv = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  return parseContent(content)
    .map((part) => {
      switch (part.type) {
        case 'table':
          return [
            part.table.headers.map((h) => tsv(h.label ?? h.key)).join('\t'),
            ...part.table.rows.map((row) => part.table.headers.map((h) => tsv(cellText(row[h.key]))).join('\t')),
          ].join('\n');
        case 'chart':
          return [
            part.chart.title ?? 'Chart',
            ...part.chart.labels.map(
              (label, i) => `${cellText(label)}: ${part.chart.datasets.map((d) => cellText(d.data[i])).join(', ')}`,
            ),
          ].join('\n');
        case 'invalid':
        case 'write':
          return '';
        default:
          return part.text;
      }
    })
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The part of a streaming answer that can be shown without flicker: text up to
 * a [TABLE:/[CHART:/[WRITE: block whose JSON has not fully arrived (that block is
 * reported as pending, shown as a placeholder), with an unclosed code fence
 * closed so the half-written code shows as code, not as paragraphs.
 */
export function streamingSafe(text: string): { text: string; pending: BlockKind | null } {
  let cut = text.length;
  let pending: BlockKind | null = null;
  BLOCK_START.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = BLOCK_START.exec(text))) {
    let jsonStart = match.index + match[0].length;
    while (jsonStart < text.length && /\s/.test(text[jsonStart])) jsonStart++;
    const jsonEnd = jsonStart < text.length ? scanJson(text, jsonStart) : -1;
    // Complete only once the closing ']' of the block has arrived too.
    const closed = jsonEnd !== -1 && /^\s*\]/.test(text.slice(jsonEnd));
    if (!closed) {
      cut = match.index;
      pending = KIND[match[1]];
      break;
    }
    BLOCK_START.lastIndex = jsonEnd;
  }
  // A block marker still arriving ("[TAB") is held back as well.
  let shown = text.slice(0, cut);
  if (pending === null) {
    const partial = /\[(C(H(A(R(T)?)?)?)?|T(A(B(L(E)?)?)?)?|W(R(I(T(E)?)?)?)?)?$/.exec(shown);
    if (partial) shown = shown.slice(0, partial.index);
  }
  const fences = shown.match(/^\s*```/gm)?.length ?? 0;
  if (fences % 2 === 1) shown += '\n```';
  return { text: shown, pending };
}
