/** Assistant text → typed parts (spec §4): text, [TABLE:json] and [CHART:json] blocks. */

export interface TableHeader {
  label: string;
  key: string;
  align?: 'left' | 'center' | 'right';
}
export interface TablePayload {
  headers: TableHeader[];
  rows: Record<string, unknown>[];
  source?: string;
  title?: string;
}
export interface ChartDataset {
  label?: string;
  data: (number | null)[];
  backgroundColor?: string | string[];
  borderColor?: string | string[];
}
export interface ChartPayload {
  type?: string;
  labels: (string | number)[];
  datasets: ChartDataset[];
  title?: string;
  source?: string;
}

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'table'; table: TablePayload }
  | { type: 'chart'; chart: ChartPayload }
  | { type: 'invalid'; kind: 'table' | 'chart' };

const BLOCK_START = /\[(CHART|TABLE):/g;

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
    const kind = match[1] === 'CHART' ? 'chart' : 'table';
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
        ok = kind === 'table' ? isTable(parsed) : isChart(parsed);
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
    else parts.push({ type: 'invalid', kind });
    cursor = blockEnd;
    BLOCK_START.lastIndex = blockEnd;
  }
  pushText(content.slice(cursor));
  return parts;
}

/** A cell as text: numbers keep their digits, objects become JSON, nothing becomes ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A cell as shown on screen: numbers with thousands separators; the CSV keeps the raw value. */
export function displayCell(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? NUMBER_FORMAT.format(value) : cellText(value);
}

/** spec §9: CSV with values containing commas (or quotes, or line breaks) quoted. */
export function toCsv(table: TablePayload): string {
  const escape = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [table.headers.map((h) => escape(h.label ?? h.key)).join(',')];
  for (const row of table.rows) lines.push(table.headers.map((h) => escape(cellText(row[h.key]))).join(','));
  return lines.join('\r\n');
}

/** Text blocks: paragraphs split by blank lines; '- ' items become lists (spec §4). */
export type TextBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
    let i = 0;
    let buffer: string[] = [];
    const flush = () => {
      if (buffer.length) blocks.push({ type: 'paragraph', text: buffer.join('\n') });
      buffer = [];
    };
    while (i < lines.length) {
      const line = lines[i];
      const heading = /^(#{1,4})\s+(.*)$/.exec(line.trim());
      if (heading) {
        flush();
        blocks.push({ type: 'heading', level: Math.min(4, Math.max(2, heading[1].length + 1)) as 2 | 3 | 4, text: heading[2] });
        i++;
      } else if (line.trim().startsWith('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) {
        flush();
        const header = splitRow(line);
        i += 2;
        const rows: string[][] = [];
        while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(splitRow(lines[i++]));
        blocks.push({ type: 'table', header, rows });
      } else if (BULLET.test(line) || NUMBERED.test(line)) {
        flush();
        const ordered = NUMBERED.test(line);
        const pattern = ordered ? NUMBERED : BULLET;
        const items: string[] = [];
        while (i < lines.length && pattern.test(lines[i])) items.push(lines[i++].replace(pattern, ''));
        blocks.push({ type: 'list', ordered, items });
      } else {
        buffer.push(line);
        i++;
      }
    }
    flush();
  }
  return blocks;
}

/** Inline **bold** and `code` spans; everything else is plain text (rendered as text nodes, never HTML). */
export type InlineSpan = { type: 'text' | 'bold' | 'code'; text: string };

export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index > last) spans.push({ type: 'text', text: text.slice(last, match.index) });
    spans.push(match[1] !== undefined ? { type: 'bold', text: match[1] } : { type: 'code', text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ type: 'text', text: text.slice(last) });
  return spans;
}
