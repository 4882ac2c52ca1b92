import type { DocumentPassage } from './sources';

/**
 * A question answered from document text: the sentence that answers it, with
 * the figure it asks for ("65 euros", "24 months") picked out in bold, and the
 * passage's document and page cited under it. Spreadsheet and CSV passages are
 * rows ("Region: North; Quarter: Q1; Revenue: 1200"): the matching row is
 * stated in words, never pasted.
 */

export interface PassageAnswer {
  text: string;
  systemSources: string[];
}

const STOP = new Set(
  'a an the of to in on at for by with from and or is are was were be been do does did how what which who whom when where why much many long our we you your it its this that these those there any all per as than into about can could should would will i me my us they them their have has had'.split(
    ' ',
  ),
);
/** Words that ask for a figure, and the units that answer each kind. */
const ASKS_MONEY =
  /\b(cost|costs|price|prices|fee|fees|charge|charged|pay|paid|spend|budget|salary|worth|amount|how much)\b/i;
const ASKS_TIME =
  /\b(how long|duration|period|term|lasts?|valid|validity|notice|warranty|months?|years?|weeks?|days?)\b/i;
const ASKS_COUNT = /\b(how many|number of|count|total|how much)\b/i;
const ASKS_DATE = /\b(when|date|deadline|by what day)\b/i;
const MONEY_UNIT = '(?:euros?|eur|€|dollars?|usd|\\$|pounds?|gbp|£|chf|francs?|yen|cents?)';
const TIME_UNIT = '(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|quarters?)';
const NUMBER = '\\d[\\d,.]*(?:\\s?(?:k|m|bn|million|billion|thousand))?';
const MONEY = new RegExp(`(?:[€$£]\\s?${NUMBER}|${NUMBER}\\s?${MONEY_UNIT}(?![\\p{L}]))`, 'giu');
const DURATION = new RegExp(`${NUMBER}(?:\\s|-)${TIME_UNIT}(?![\\p{L}])`, 'giu');
const PERCENT = new RegExp(`${NUMBER}\\s?(?:%|percent)`, 'giu');
const QUANTITY = new RegExp(`${NUMBER}(?:\\s[\\p{L}]+)?`, 'giu');
const DATE =
  /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2},?\s\d{4})\b/gi;

/** A rough stem, enough to match "shipped" to "ship" and "approvals" to "approval". */
function stem(word: string) {
  return word.replace(/(?:ing|ed|es|s)$/i, '').toLowerCase();
}

function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 1).map(stem);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

/** "Region: North; Quarter: Q1; Revenue: 1200" lines, as extracted from spreadsheets and CSV files. */
function rowsOf(text: string): Record<string, string>[] | null {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return null;
  const rows: Record<string, string>[] = [];
  for (const line of lines) {
    const cells = line.split('; ');
    const row: Record<string, string> = {};
    for (const cell of cells) {
      const m = /^([^:;]{1,80}): (.*)$/s.exec(cell);
      if (!m) return null;
      row[m[1]!] = m[2]!;
    }
    rows.push(row);
  }
  return rows;
}

function cite(p: DocumentPassage) {
  return p.page ? `${p.name}, page ${p.page}` : p.name;
}

function overlap(question: string[], text: string) {
  const words = new Set(terms(text));
  return question.filter((t) => words.has(t)).length;
}

/** The figure the question asks for, found in the sentence: money for "cost", a duration for "how long", and so on. */
function figureIn(question: string, sentence: string): string | null {
  const kinds: RegExp[] = [];
  if (ASKS_MONEY.test(question)) kinds.push(MONEY);
  if (ASKS_TIME.test(question)) kinds.push(DURATION);
  if (ASKS_DATE.test(question)) kinds.push(DATE);
  if (/\b(percent|percentage|rate|share)\b/i.test(question)) kinds.push(PERCENT);
  if (ASKS_COUNT.test(question)) kinds.push(MONEY, PERCENT, QUANTITY);
  for (const kind of kinds) {
    kind.lastIndex = 0;
    const all = [...sentence.matchAll(kind)].map((m) => m[0].trim());
    if (!all.length) continue;
    // "how many pallets": the number followed by a word of the question first.
    const words = new Set(terms(question));
    const named = all.find((figure) => terms(figure).some((t) => words.has(t)));
    return named ?? all[0]!;
  }
  return null;
}

function bold(sentence: string, figure: string) {
  const at = sentence.indexOf(figure);
  return at < 0 ? sentence : `${sentence.slice(0, at)}**${figure}**${sentence.slice(at + figure.length)}`;
}

function describeRow(row: Record<string, string>, question: string[], figureField: string | null) {
  const entries = Object.entries(row);
  const labels = entries
    .filter(([key, value]) => key !== figureField && !/^-?[\d,.]+$/.test(value))
    .map(([, value]) => value);
  const matching = labels.filter((value) => overlap(question, value) > 0);
  return (matching.length ? matching : labels).slice(0, 3).join(', ');
}

function rowAnswer(
  question: string,
  passage: DocumentPassage,
  rows: Record<string, string>[],
): { text: string; score: number } {
  const q = terms(question);
  const scored = rows
    .map((row) => ({ row, score: overlap(q, Object.entries(row).flat().join(' ')) }))
    .sort((a, b) => b.score - a.score);
  const best = scored[0]!;
  // A numeric column the question names ("revenue") is the figure; the row's labels say which row it is.
  const numeric = Object.entries(best.row).filter(([, v]) => /^-?[\d,.]+$/.test(v));
  const asked = numeric.find(([key]) => overlap(q, key) > 0) ?? null;
  const which = describeRow(best.row, q, asked?.[0] ?? null);
  if (asked) return { text: `${asked[0]} for ${which}: **${asked[1]}**`, score: best.score };
  const top = scored
    .filter((s) => s.score === best.score)
    .slice(0, 5)
    .map((s) => s.row);
  const headers = Object.keys(top[0]!);
  const cell = (v: string | undefined) => (v ?? '').replace(/\|/g, '\\|');
  const table = [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...top.map((r) => `| ${headers.map((h) => cell(r[h])).join(' | ')} |`),
  ].join('\n');
  return { text: `The matching ${top.length === 1 ? 'row' : 'rows'}:\n\n${table}`, score: best.score };
}

/** Picks the answering sentence (or row) across the passages and cites where it is. */
export function answerFromPassages(question: string, passages: DocumentPassage[]): PassageAnswer {
  const q = terms(question);
  type Candidate = { passage: DocumentPassage; text: string; score: number; order: number };
  const candidates: Candidate[] = [];
  passages.forEach((passage, order) => {
    const rows = rowsOf(passage.text);
    if (rows) {
      const answer = rowAnswer(question, passage, rows);
      candidates.push({ passage, text: answer.text, score: answer.score, order });
      return;
    }
    for (const sentence of sentencesOf(passage.text)) {
      const figure = figureIn(question, sentence);
      // Sharing the question's words matters most; holding the figure it asks for breaks ties.
      const score = overlap(q, sentence) * 2 + (figure ? 1 : 0);
      candidates.push({ passage, text: figure ? bold(sentence, figure) : sentence, score, order });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = candidates[0];
  if (!best) return { text: 'Nothing in your documents answers this.', systemSources: [] };
  const source = cite(best.passage);
  const others = [
    ...new Set(
      candidates
        .filter((c) => c.passage !== best.passage && c.score > 0 && c.score * 2 >= best.score)
        .map((c) => cite(c.passage)),
    ),
  ]
    .filter((s) => s !== source)
    .slice(0, 2);
  const lines = [best.text, '', `Source: ${source}${others.length ? ` (also in ${others.join('; ')})` : ''}`];
  return { text: lines.join('\n'), systemSources: [source, ...others] };
}
