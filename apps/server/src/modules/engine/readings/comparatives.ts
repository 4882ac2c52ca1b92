import type { Catalog } from '../catalog/types';
import { CAPACITY_VERBS, SUPERLATIVES } from '../catalog/vocabulary';
import { stem } from '../read/normalize';

/**
 * 'people who are taller than 200', 'parcels heavier than 20': a comparative adjective says which figure is compared
 * and which way. Its superlative ('tallest', 'heaviest') names the column's concept in the vocabulary
 * (knowledge/vocabulary.json `superlatives`); the question is rewritten with the column's own words and a bound
 * ('height over 200'), which the threshold reading takes. Left alone where the adjective names no concept ('higher
 * than' names none: the column is said beside it), where ages are meant (readings/age.ts reads 'older than 30'), and
 * where the schema's measures with the concept do not share one name.
 */
export function readComparatives(question: string, catalog: Catalog): string {
  let out = '';
  let from = 0;
  for (const m of question.matchAll(/\b([a-z]{2,}?)(i?)er than\b/gi)) {
    const column = comparedColumn(`${m[1]}${m[2]}est`.toLowerCase(), catalog);
    if (!column) continue;
    const bound = `${column.words} ${column.dir === 'desc' ? 'over' : 'under'}`;
    const before = question.slice(from, m.index);
    // 'players who are taller than 200' → 'players whose height is over 200' ('who' stays a relative pronoun, not a
    // question about people); 'that are heavier than 10' likewise; 'pets heavier than 10' → 'pets with weight over 10'.
    const lead = /\b(?:(who|that|which)\s+(?:is|are|was|were)|is|are|was|were)\s+$/i.exec(before);
    const said = !lead
      ? `with ${bound}`
      : lead[1]
        ? `whose ${column.words} is ${bound.slice(column.words.length + 1)}`
        : bound;
    out += `${lead ? before.slice(0, lead.index) : before}${said}`;
    from = m.index + m[0].length;
  }
  return out + question.slice(from);
}

/** The column a superlative names ('tallest' → height) and the way it compares, when one name is shared by all. */
function comparedColumn(superlativeWord: string, catalog: Catalog): { words: string; dir: 'asc' | 'desc' } | null {
  const superlative = SUPERLATIVES[superlativeWord];
  if (!superlative || superlative.byAge || !superlative.concepts.length) return null;
  const concepts = new Set(superlative.concepts.map(stem));
  const names = new Set(
    catalog.entities.flatMap((e) =>
      e.columns
        .filter((c) => c.role === 'measure' && c.stems.some((s) => concepts.has(s)))
        .map((c) => c.words.join(' ')),
    ),
  );
  return names.size === 1 ? { words: [...names][0], dir: superlative.dir } : null;
}

/**
 * 'the players coached by the rank 1 coach': a number column of a table, said with its value before the table's noun,
 * is the rows whose column equals it ('the coach with rank 1'). Only a one-word column of a one-word table.
 */
export function readColumnNumberBefore(question: string, catalog: Catalog): string {
  return question.replace(
    /\bthe\s+([a-z]+)\s+([0-9]+)\s+([a-z]+)\b/gi,
    (all, said: string, n: string, noun: string) => {
      const entity = catalog.entities.find(
        (e) => e.words.length === 1 && stem(e.words[0]) === stem(noun.toLowerCase()),
      );
      const column = entity?.columns.find(
        (c) =>
          c.words.length === 1 &&
          stem(c.words[0]) === stem(said.toLowerCase()) &&
          (c.type === 'integer' || c.type === 'decimal') &&
          !c.isKey &&
          !c.references,
      );
      return column ? `the ${noun} with ${said} ${n}` : all;
    },
  );
}

/** The stem of the word a capacity column is named with. */
const CAPACITY = stem('capacity');

/** The bounds a capacity is said with, as the threshold reading says them. */
const CAPACITY_BOUNDS: Record<string, string> = {
  'more than': 'over',
  over: 'over',
  'fewer than': 'under',
  'less than': 'under',
  under: 'under',
  'at least': 'at least',
  'at most': 'at most',
  'up to': 'at most',
};

/**
 * 'dorms that can accommodate more than 300 students', 'stadiums that can hold at least 5000 people': how many a
 * place can take is its capacity column, not a count of the things said. The question is rewritten as a bound on that
 * column ('whose student capacity is over 300'), when the schema keeps one capacity, or one whose name has the
 * noun said ('student capacity' for students).
 */
export function readCapacities(question: string, catalog: Catalog): string {
  const bounds = Object.keys(CAPACITY_BOUNDS).join('|');
  const re = new RegExp(
    `\\b(?:which|that|who)?\\s*(?:can|could|may)\\s+([a-z]+)\\s+(${bounds})\\s+([0-9][0-9,.]*)\\s+([a-z]+)`,
    'gi',
  );
  return question.replace(re, (all, verb: string, bound: string, n: string, noun: string) => {
    if (!CAPACITY_VERBS.has(verb.toLowerCase())) return all;
    const capacities = catalog.entities.flatMap((e) =>
      e.columns.filter((c) => c.role === 'measure' && c.stems.includes(CAPACITY)),
    );
    const said = capacities.filter((c) => c.stems.includes(stem(noun)));
    const names = new Set((said.length ? said : capacities).map((c) => c.words.join(' ')));
    if (names.size !== 1) return all;
    return `whose ${[...names][0]} is ${CAPACITY_BOUNDS[bound.toLowerCase()]} ${n}`;
  });
}
