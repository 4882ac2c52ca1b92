import type { Catalog } from '../catalog/types';
import { COMMON_WORDS } from '../catalog/vocabulary';
import { singular, tokenize } from '../read/normalize';
import type { ValueIndex } from '../values/value-index';
import type { PatternFilter } from './patterns';

/**
 * A word of the question found inside stored values rather than as one: 'diagnosed with diabetes' for 'Type 2
 * diabetes mellitus' and 'Gestational diabetes', 'statin prescriptions' for Atorvastatin and Simvastatin. People
 * name a class of things by the word their names share. The word is read as "contains" on the one column whose
 * values hold it — a word of a value, or the end or start of a word shared by at least two values (a drug class's
 * suffix) — and never when values of several columns hold it, where which one is meant is not said, nor as a
 * whole word of a table's names, which hold the words of what their rows are ('Acme renewal deal' for 'won deals').
 */
export function readValueWords(
  words: string[],
  values: ValueIndex | null,
  catalog: Catalog,
  /** Texts the question quoted: one left unread whose words one column's values hold is read whole. */
  quoted: string[] = [],
): { filters: PatternFilter[]; read: string[] } {
  const filters: PatternFilter[] = [];
  const read: string[] = [];
  if (!values) return { filters, read };
  const tokens = tokensOf(values);
  // 'the address "6862 Kaitlyn Knolls"' of '6862 Kaitlyn Knolls Suite 309': the quoted words, number and all, are
  // one text held by the values of the one column that holds its words.
  for (const q of quoted) {
    const said = tokenize(q);
    const named = said.filter((w) => w.length >= 4 && !/^[0-9]+$/.test(w));
    if (said.length < 2 || !named.length || !said.every((w) => words.includes(w) || COMMON_WORDS.has(w))) continue;
    const holding = named.map(
      (w) =>
        new Set(
          [...(tokens.get(w) ?? [])].flatMap((key) =>
            (values.byText.get(key) ?? [])
              .filter((h) => h.columns.length === 1)
              .map((h) => `${h.entity}|${h.columns[0]}`),
          ),
        ),
    );
    const common = [...holding[0]].filter((id) => holding.every((h) => h.has(id)));
    if (common.length !== 1) continue;
    const [entity, column] = common[0].split('|');
    filters.push({ kind: 'pattern', entity, column, mode: 'contains', values: [q] });
    read.push(...said);
  }
  for (const word of words) {
    if (read.includes(word)) continue;
    if (word.length < 4 || COMMON_WORDS.has(word) || RECORD_WORDS.has(word) || /[0-9]/.test(word)) continue;
    const forms = [...new Set([word, singular(word)])];
    let keys = forms.flatMap((f) => [...(tokens.get(f) ?? [])]);
    const whole = keys.length > 0;
    if (!keys.length && word.length >= 5) {
      // Inside a word: 'statin' ends Atorvastatin and Simvastatin; one value alone is more likely chance.
      const parts = [...tokens.keys()].filter(
        (t) => t.length >= word.length + 3 && (t.endsWith(word) || t.startsWith(word)),
      );
      if (parts.length >= 2) keys = parts.flatMap((t) => [...tokens.get(t)!]);
    }
    const columns = new Map<string, PatternFilter>();
    for (const key of keys)
      for (const hit of values.byText.get(key) ?? []) {
        // A row's own name holds whole words of what it is ('Acme renewal deal'): 'won deals' are no deals by name.
        // A part of a word in names is a class they share ('statin' of Atorvastatin) and stays.
        const named = catalog.byName.get(hit.entity)?.label?.columns.includes(hit.columns[0]);
        if (hit.columns.length !== 1 || (whole && named)) continue;
        const id = `${hit.entity}|${hit.columns[0]}`;
        if (!columns.has(id))
          columns.set(id, {
            kind: 'pattern',
            entity: hit.entity,
            column: hit.columns[0],
            mode: 'contains',
            values: [],
          });
      }
    if (columns.size !== 1) continue;
    const [filter] = columns.values();
    // The form the values hold: 'collectible cards' of 'Collectible card game' contains 'card'.
    filter.values = [forms.find((f) => tokens.has(f)) ?? word];
    filters.push(filter);
    read.push(word);
  }
  return { filters, read };
}

/** Words about the records themselves ('on file', 'in the system'), never a class of what they hold. */
const RECORD_WORDS = new Set([
  'file',
  'files',
  'record',
  'records',
  'data',
  'system',
  'info',
  'information',
  'detail',
  'details',
]);

/** Each word of the indexed values → the values holding it; built once per index and again when it has grown. */
const TOKENS = new WeakMap<ValueIndex, { size: number; tokens: Map<string, Set<string>> }>();

function tokensOf(values: ValueIndex): Map<string, Set<string>> {
  const known = TOKENS.get(values);
  if (known && known.size === values.byText.size) return known.tokens;
  const tokens = new Map<string, Set<string>>();
  for (const key of values.byText.keys())
    for (const t of key.split(' ')) {
      if (t.length < 4) continue;
      let set = tokens.get(t);
      if (!set) tokens.set(t, (set = new Set()));
      set.add(key);
    }
  TOKENS.set(values, { size: values.byText.size, tokens });
  return tokens;
}
