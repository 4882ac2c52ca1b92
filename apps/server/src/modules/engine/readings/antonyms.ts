import type { Catalog } from '../catalog/types';
import { stem } from '../read/normalize';

/**
 * Adjectives that mean a yes/no column is false: 'open opportunities' on a
 * table with IsClosed, 'inactive users' on one with is_active. Each pair is
 * [word in the question, word of the column].
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['open', 'closed'],
  ['inactive', 'active'],
  ['disabled', 'enabled'],
  ['unpaid', 'paid'],
  ['unshipped', 'shipped'],
  ['incomplete', 'complete'],
  ['unverified', 'verified'],
  ['unread', 'read'],
];

/**
 * Reads such adjectives as a false yes/no column of a table the question
 * names, when that table has no column of the adjective itself: returns the
 * question without the adjective and the flag filters it stood for. (Spelling
 * it 'not closed' instead would let a value such as a case status 'Closed'
 * elsewhere in the system claim the word.)
 */
export function readAntonyms(
  question: string,
  catalog: Catalog,
): { question: string; flags: Array<{ kind: 'flag'; entity: string; column: string; value: boolean }> } {
  const words: string[] = question.toLowerCase().match(/[a-z]+/g) ?? [];
  const stems = new Set(words.map(stem));
  const named = catalog.entities.filter((e) => e.stems.length > 0 && e.stems.every((s) => stems.has(s)));
  const flags: Array<{ kind: 'flag'; entity: string; column: string; value: boolean }> = [];
  let rest = question;
  for (const [adjective, columnWord] of PAIRS) {
    if (!words.includes(adjective)) continue;
    if (named.some((e) => e.columns.some((c) => c.role === 'boolean' && c.words.includes(adjective)))) continue;
    for (const entity of named) {
      const column = entity.columns.find((c) => c.role === 'boolean' && c.words.includes(columnWord));
      if (!column) continue;
      flags.push({ kind: 'flag', entity: entity.name, column: column.name, value: false });
      rest = rest.replace(new RegExp(`\\b${adjective}\\b\\s*`, 'i'), '');
      break;
    }
  }
  return { question: rest, flags };
}
