import type { Catalog } from '../catalog/types';
import { canonical } from '../catalog/vocabulary';
import type { FilterRef, Interpretation } from '../readings/interpretation';

/**
 * What a share is a share of. In 'what percentage of active employees work remotely' the words before the
 * measured noun ('active') and after 'among' say which rows make up the whole; the words after it ('work
 * remotely') pick the part. Filters of the whole are marked as scope, so they hold for the part and the whole
 * alike; the others are the part. A filter that cannot be placed in the words stays a part, as before.
 */
export function wholeOfShare(base: Interpretation, rest: string, catalog: Catalog, event?: string): Interpretation {
  const tokens = rest.toLowerCase().split(/\s+/).filter(Boolean);
  const at = event ? tokens.indexOf(event) : -1;
  // A rate ('return rate of shipments from Madrid'): the event is the part, everything else says which rows.
  if (at >= 0) {
    const filters = base.filters.map((f): FilterRef => {
      if (f.kind !== 'value' && f.kind !== 'flag' && f.kind !== 'present') return f;
      return position(f, tokens, catalog) === at ? f : { ...f, scope: true };
    });
    return { ...base, filters };
  }
  const noun = measuredNoun(base, tokens, catalog);
  const among = tokens.findIndex((w, i) => w === 'among' || (w === 'of' && tokens[i + 1] === 'all' && i > noun));
  // 'what share of the visits completed in 2025 were telehealth visits': the words before the verb 'were' say
  // which rows are the whole, those after it the part.
  const verb = tokens.findIndex((w, i) => i > 0 && BE.has(w));
  if (noun < 0 && among < 0 && verb < 0) return base;
  const before = (at: number, end: number) => end >= 0 && at >= 0 && at < end;
  const inWhole = (at: number) => before(at, noun) || (among >= 0 && at > among) || (among < 0 && before(at, verb));
  const placed = base.filters.map((f) => {
    if (f.kind !== 'value' && f.kind !== 'flag' && f.kind !== 'present') return { f, whole: false };
    if (f.kind === 'value' && f.negate) return { f, whole: false };
    return { f, whole: inWhole(position(f, tokens, catalog)) };
  });
  // A share needs a part: when every condition stands before the verb, none of them is the whole.
  const part = placed.some(
    ({ f, whole }) => !whole && (f.kind === 'value' || f.kind === 'flag' || f.kind === 'present'),
  );
  if (!part && noun < 0 && among < 0) return base;
  return { ...base, filters: placed.map(({ f, whole }) => (whole && part ? { ...f, scope: true } : f)) };
}

/** The verbs that end a share's whole and start its part ('… of the visits completed in 2025 were …'). */
const BE = new Set(['was', 'were', 'is', 'are']);

/** Where the measured thing is named: the counted table's noun, or the last word of the measured column. */
function measuredNoun(it: Interpretation, tokens: string[], catalog: Catalog): number {
  const m = it.measure;
  const words: string[] =
    m.kind === 'count' || m.kind === 'rows'
      ? (catalog.byName.get(m.entity)?.words.slice(-1) ?? [])
      : m.kind === 'column'
        ? (catalog.byName.get(m.columns[0]?.entity ?? '')?.byName.get(m.columns[0]?.column ?? '')?.words ?? [])
        : [];
  const wanted = new Set(words.map(canonical));
  if (m.kind === 'revenue') for (const w of ['revenue', 'sales', 'turnover', 'income']) wanted.add(w);
  return tokens.findIndex((t) => wanted.has(canonical(t)) || wanted.has(t));
}

/** Where a filter's words stand in the question: a value's own words, a flag's or a date's column words. */
function position(f: FilterRef, tokens: string[], catalog: Catalog): number {
  if (f.kind === 'value') {
    const first = f.text.toLowerCase().split(/\s+/)[0];
    return tokens.indexOf(first);
  }
  if (f.kind === 'flag' || f.kind === 'present') {
    const words = catalog.byName.get(f.entity)?.byName.get(f.column)?.words ?? [];
    const wanted = new Set(words.filter((w) => w !== 'is' && w !== 'has').map(canonical));
    return tokens.findIndex((t) => wanted.has(canonical(t)) || wanted.has(canonical(t.replace(/ly$/, ''))));
  }
  return -1;
}
