/**
 * "… in Chinook", "from Chinook Music Store", "@Demo Company …": a question
 * that names one of the user's systems goes to that system alone. The names
 * are resolved here, before any answerer runs, against the user's own
 * systems only, so a word that is not a system's name never narrows a
 * question; the name is taken out of the text the answerer reads (it is not
 * a filter on the data), and the question as typed is what is stored.
 */

export interface NamedSystem {
  id: number;
  name: string;
}

export interface SystemScope {
  /** The question without the system names that scoped it. */
  question: string;
  /** The systems named, in the order they appear; empty when none was. */
  systemIds: number[];
}

/** Prepositions that put a question in a system: "in Chinook", "from the Demo Company", "using Sales DB". */
const PREPOSITIONS = ['in', 'from', 'on', 'using', 'via', 'within', 'inside', 'against'];
/** What may follow the name without being part of the question: "in Chinook database". */
const SUFFIX = '(?:\\s+(?:system|database|db|data|instance|app))?';
/** A system's first word alone names it ("Chinook" for "Chinook Music Store") unless it is this generic. */
const GENERIC = new Set([
  'the',
  'my',
  'our',
  'new',
  'old',
  'main',
  'test',
  'prod',
  'production',
  'staging',
  'dev',
  'local',
  'data',
  'database',
  'db',
  'sales',
  'crm',
  'erp',
  'company',
  'system',
  'api',
  'app',
  'shop',
  'store',
  'customers',
  'orders',
  'finance',
  'internal',
  'external',
  'all',
  'total',
  'top',
]);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as a pattern: any run of spaces, '-' or '_' between its words, case-insensitive. */
function namePattern(name: string) {
  return name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(escape)
    .join('[\\s_-]+');
}

interface Alias {
  id: number;
  pattern: string;
  length: number;
  /** A one-word generic name ("Sales", "CRM"): only "@Sales" names it; "revenue from sales" is about sales. */
  mentionOnly: boolean;
}

/** Each system's full name, and its first word when that word is distinctive and no other system shares it. */
function aliasesOf(systems: NamedSystem[], firstWords: boolean): Alias[] {
  const firstWord = (name: string) =>
    name
      .trim()
      .split(/[\s_-]+/)[0]
      ?.toLowerCase() ?? '';
  const counts = new Map<string, number>();
  for (const s of systems) counts.set(firstWord(s.name), (counts.get(firstWord(s.name)) ?? 0) + 1);
  const aliases: Alias[] = [];
  for (const s of systems) {
    const name = s.name.trim();
    if (!name) continue;
    const words = name.split(/[\s_-]+/).filter(Boolean).length;
    aliases.push({
      id: s.id,
      pattern: namePattern(name),
      length: name.length,
      mentionOnly: words === 1 && GENERIC.has(name.toLowerCase()),
    });
    const first = firstWord(name);
    if (
      firstWords &&
      words > 1 &&
      first.length >= 4 &&
      !/^\d/.test(first) &&
      !GENERIC.has(first) &&
      counts.get(first) === 1
    ) {
      aliases.push({ id: s.id, pattern: escape(first), length: first.length, mentionOnly: false });
    }
  }
  // Longest first: "Chinook Music Store" is taken whole before "Chinook".
  return aliases.sort((a, b) => b.length - a.length);
}

/**
 * Finds the systems a question names ("@Name", or a preposition and the name) and removes those names from it.
 * `firstWords: false` names only by whole names (files: 'team' of 'team_hours.csv' is a word of questions).
 */
export function resolveSystemScope(
  question: string,
  systems: NamedSystem[],
  { firstWords = true }: { firstWords?: boolean } = {},
): SystemScope {
  if (!systems.length) return { question, systemIds: [] };
  const found: { id: number; at: number }[] = [];
  let text = question;
  for (const alias of aliasesOf(systems, firstWords)) {
    const end = '(?![\\p{L}\\p{N}_])';
    const mention = new RegExp(`(^|[\\s(])@${alias.pattern}${end}`, 'giu');
    const phrase = new RegExp(
      `(^|[\\s(,;:])(?:${PREPOSITIONS.join('|')})\\s+(?:the\\s+)?${alias.pattern}${SUFFIX}${end}`,
      'giu',
    );
    for (const re of alias.mentionOnly ? [mention] : [mention, phrase]) {
      text = text.replace(re, (match, lead: string, offset: number) => {
        found.push({ id: alias.id, at: offset });
        return lead + ' '.repeat(match.length - lead.length);
      });
    }
  }
  if (!found.length) return { question, systemIds: [] };
  const systemIds = [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.id))];
  return { question: tidy(text) || question, systemIds };
}

/** Spaces and punctuation left where a name was taken out: "sales ,  top 5 ?" → "sales, top 5?". */
function tidy(text: string) {
  return text
    .replace(/\s+([,;:.!?)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/([,;:])(?=\s*[,;:.!?]|\s*$)/g, '')
    .replace(/^\s*[,;:]\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
