/**
 * The shape of a plain write command, read from the sentence as typed (the new
 * value keeps its case and punctuation: 'jane@acme.com'). Only imperative
 * sentences with a new value qualify; questions never do. Which words name the
 * record and the field is left to the catalog (target.ts, field.ts), so a
 * reading is only a candidate here.
 */

export interface CommandReading {
  /** Words naming the record, e.g. 'deal Acme Renewal'. */
  target: string;
  /** Words naming the field; absent for 'mark X as V' (the value tells the field). */
  field?: string;
  /** The new value as typed. */
  value: string;
  /** 'rename' sets the record's name. */
  rename?: boolean;
}

const POLITE =
  /^(?:(?:please|kindly|can you|could you|would you|will you|i want to|i'd like to|i would like to|go ahead and)\s+)+/i;
const SET = '(?:set|change|update|modify|switch)';

function clean(question: string): string {
  return question
    .trim()
    .replace(/[\s?!.]+$/, '')
    .replace(/\s+please$/i, '')
    .replace(POLITE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Won', "'Won'", "“Won”" → Won. */
export function unquote(value: string): string {
  const v = value.trim();
  const m = /^["'“”‘’](.*)["'“”‘’]$/.exec(v);
  return (m ? m[1] : v).trim();
}

const strip = (s: string) => s.replace(/^(?:the|a|an)\s+/i, '').trim();

/** Every way the sentence may be read as a write command (most specific first); empty when it is not one. */
export function readCommand(question: string): CommandReading[] {
  const q = clean(question);
  if (!q || /^(?:what|which|who|how|why|when|where|show|list|is|are|does|do|did)\b/i.test(q)) return [];
  // 'change in revenue from 2023 to 2024', 'change over time': a noun, not an order.
  if (/^\S+\s+(?:in|from|between|over|during|since|by|per|across|vs|versus)\b/i.test(q)) return [];
  const out: CommandReading[] = [];
  let m: RegExpExecArray | null;
  // set the stage of deal Acme Renewal to Won
  if ((m = new RegExp(`^${SET}\\s+(.+?)\\s+(?:of|for|on)\\s+(.+?)\\s+(?:to|=)\\s+(.+)$`, 'i').exec(q)))
    out.push({ field: strip(m[1]), target: strip(m[2]), value: unquote(m[3]) });
  // set deal Acme Renewal's stage to Won
  if ((m = new RegExp(`^${SET}\\s+(.+?)(?:'s|’s)\\s+(.+?)\\s+(?:to|=)\\s+(.+)$`, 'i').exec(q)))
    out.push({ target: strip(m[1]), field: strip(m[2]), value: unquote(m[3]) });
  // set deal Acme Renewal stage to Won / set the stage deal … : every split of the words before 'to'
  if (
    (m = new RegExp(`^${SET}\\s+(.+?)\\s+(?:to|=)\\s+(.+)$`, 'i').exec(q)) &&
    !/\s(?:of|for|on)\s|['’]s\s/i.test(m[1])
  ) {
    const words = strip(m[1]).split(' ');
    for (let i = 1; i < words.length; i++) {
      out.push({ target: words.slice(0, i).join(' '), field: words.slice(i).join(' '), value: unquote(m[2]) });
      out.push({ field: words.slice(0, i).join(' '), target: words.slice(i).join(' '), value: unquote(m[2]) });
    }
  }
  // mark invoice INV-1002 as paid / flag product X as discontinued
  if ((m = /^(?:mark|flag|set)\s+(.+?)\s+as\s+(.+)$/i.exec(q))) out.push({ target: strip(m[1]), value: unquote(m[2]) });
  // move deal Acme Renewal to Negotiation
  if ((m = /^move\s+(.+?)\s+(?:to|into)\s+(.+)$/i.exec(q))) out.push({ target: strip(m[1]), value: unquote(m[2]) });
  // rename account Acme to Acme Corporation
  if ((m = /^rename\s+(.+?)\s+(?:to|as)\s+(.+)$/i.exec(q)))
    out.push({ target: strip(m[1]), value: unquote(m[2]), rename: true });
  // '… of deal Acme Renewal from Negotiation to Won': the old value is not part of the record's name.
  for (const r of out) r.target = r.target.replace(/\s+from\s+.+$/i, '');
  return out.filter((r) => r.target && r.value);
}

/** A cheap test with no data access: could this sentence be a write command at all? */
export const looksLikeWrite = (question: string): boolean => readCommand(question).length > 0;
