import { singular, stem } from './normalize';

/**
 * The event a word names, as one root shared by its verb and noun forms: 'receive', 'received', 'receiving' and
 * 'receipt' → one root; 'ship', 'shipped', 'shipment'; 'deliver', 'delivery'; 'cancel', 'cancellation'. Data
 * records a movement by its noun ('RECEIPT', 'SHIPMENT') while people ask with the verb ('how many units did we
 * receive'), so both sides go through this and are compared: two words name one event when their roots meet.
 * Like stem(), it only has to be consistent.
 */
export function eventRoots(word: string): Set<string> {
  const w = singular(word.toLowerCase());
  const irregular = IRREGULAR.get(w);
  if (irregular) return new Set([stem(irregular)]);
  const s = stem(w);
  const out = new Set([s]);
  for (const [suffix, verbEnds] of NOUN_SUFFIXES) {
    // The suffix as written: the stem has lost a final 'e' ('insurance' → 'insuranc', 'departure' → 'departur').
    const form = s.endsWith(suffix) ? s : w.endsWith(suffix) ? w : null;
    // The part before the suffix must still be a word ('ment' of 'shipment', not of 'cement').
    if (!form || form.length - suffix.length < 3) continue;
    const base = form.slice(0, -suffix.length);
    for (const end of verbEnds) out.add(stem(base + end));
    break;
  }
  return out;
}

/**
 * Past forms that do not end in -ed ('sold', 'bought', 'held'): grammar, the same for every schema. A verb as used
 * (readings/movements.ts) and a participle before 'by' (readings/interpret.ts) are told by them.
 */
export const IRREGULAR_PAST: ReadonlySet<string> = new Set([
  'sold',
  'bought',
  'paid',
  'sent',
  'lost',
  'given',
  'taken',
  'made',
  'built',
  'spent',
  'held',
  'won',
  'kept',
  'led',
  'run',
  'written',
  'done',
  'seen',
  // ('lessons taught by Janessa Sawayn', 'the tutors who have taught …')
  ...['taught', 'brought', 'caught', 'sought', 'fought', 'thought', 'found', 'told', 'sold', 'drawn', 'driven'],
  ...['chosen', 'known', 'shown', 'grown', 'thrown', 'flown', 'begun', 'sung', 'spoken', 'stolen', 'broken'],
  ...['eaten', 'fallen', 'forgotten', 'hidden', 'ridden', 'worn', 'met', 'fed', 'dealt', 'meant', 'lent'],
  ...['heard', 'stood', 'understood', 'struck', 'hung', 'overseen', 'undertaken', 'withdrawn', 'rebuilt'],
]);

/** A past participle ('used', 'owned', 'bought'): grammar, not knowledge of a domain. */
export function isParticiple(w: string): boolean {
  return /[a-z]{2}ed$/.test(w) || IRREGULAR_PAST.has(w);
}

/**
 * The nouns for whoever a past participle's deed is done to, as a column 'Nominee' holds them: nominated → nominee,
 * employed → employee, trained → trainee, appointed → appointee. Every spelling a rule allows is given.
 */
export function receiverNouns(participle: string): string[] {
  const w = participle.toLowerCase();
  if (!/[a-z]{3}ed$/.test(w)) return [];
  const base = w.slice(0, -2);
  const out = [`${base}ee`, `${base.replace(/e$/, '')}ee`];
  if (base.endsWith('at')) out.push(`${base.slice(0, -2)}ee`);
  return [...new Set(out)];
}

/**
 * Whoever takes part in the event a noun of a count names: attendance → attendee, enrollment → enrollee. Null for a
 * noun with no such ending ('Killed', 'Seating').
 */
export function partakerNoun(noun: string): string | null {
  const m = /^([a-z]{4,})(?:ance|ence|ment)$/.exec(noun.toLowerCase());
  return m ? `${m[1]}ee` : null;
}

/** Whether a column named by one noun ('Nominee') names whom a participle's deed is done to ('nominated'). */
export function namesReceiver(columnWords: string[], participle: string): boolean {
  if (columnWords.length !== 1) return false;
  const noun = stem(singular(columnWords[0]));
  return receiverNouns(participle).some((r) => stem(r) === noun);
}

/** Simple past forms that are no participle ('took', 'left'): a column named 'Took_office' says when it happened. */
const SIMPLE_PAST: ReadonlySet<string> = new Set([
  ...['took', 'left', 'began', 'became', 'came', 'went', 'gave', 'wrote', 'ran', 'saw', 'rose', 'grew', 'knew'],
  ...['chose', 'drove', 'rode', 'flew', 'sang', 'spoke', 'broke', 'ate', 'fell', 'wore', 'withdrew', 'arose'],
]);

/** A verb in a past form, simple or participle ('took', 'joined', 'founded'). */
export function isPastForm(w: string): boolean {
  return isParticiple(w) || SIMPLE_PAST.has(w);
}

/** Whether two words name the same event ('receive' and 'receipt', 'shipped' and 'shipment'). */
export function sameEvent(a: string, b: string): boolean {
  const roots = eventRoots(b);
  return [...eventRoots(a)].some((r) => roots.has(r));
}

/**
 * Suffixes that make a noun of a verb, longest first, each with the verb endings it may stand for: shipment → ship,
 * cancellation → cancel, allocation → allocate, registration → register, completion → complete, arrival → arrive, delivery → deliver,
 * insurance → insure (the stem has lost its 'e': the suffix is looked for in the word as written too).
 */
const NOUN_SUFFIXES: Array<[string, string[]]> = [
  // registration → register, administration → administer (and, as 'ation' would, generation → generate).
  ['ration', ['r', 'rate', 'er']],
  ['ation', ['', 'ate']],
  ['ment', ['']],
  // prescription → prescribe, subscription → subscribe, adoption → adopt.
  ['ption', ['be', 'pt']],
  ['ion', ['', 'e']],
  ['ance', ['']],
  ['ence', ['']],
  ['ery', ['er']],
  ['ure', ['']],
  ['age', ['']],
  ['al', ['', 'e']],
];

/** Verb and noun forms no suffix rule relates, each to its verb (looked up by the singular). */
const IRREGULAR = new Map<string, string>([
  ['receipt', 'receive'],
  ['reception', 'receive'],
  ['sale', 'sell'],
  ['sold', 'sell'],
  ['bought', 'buy'],
  ['loss', 'lose'],
  ['lost', 'lose'],
  ['won', 'win'],
  ['sent', 'send'],
  ['paid', 'pay'],
  ['spent', 'spend'],
  ['given', 'give'],
  ['gave', 'give'],
  ['gift', 'give'],
  ['taken', 'take'],
  ['took', 'take'],
  ['made', 'make'],
  ['built', 'build'],
  ['written', 'write'],
  ['shown', 'show'],
  ['came', 'come'],
  ['sung', 'sing'],
  ['drawn', 'draw'],
  ['taught', 'teach'],
  ['held', 'hold'],
  ['led', 'lead'],
  ['kept', 'keep'],
  ['issuance', 'issue'],
  ['withdrew', 'withdraw'],
  ['withdrawn', 'withdraw'],
  ['production', 'produce'],
  ['publication', 'publish'],
  ['consumption', 'consume'],
  ['depreciation', 'depreciate'],
]);

/**
 * The nouns for whoever did what a past participle says, as a column 'Directed_by' or 'written_by' holds them:
 * directed → director, produced → producer, written → writer, shipped → shipper. Every spelling a rule allows is
 * given ('directer' too): they are looked up, never shown, and a word nobody writes matches nothing.
 */
export function agentNouns(participle: string): string[] {
  const w = participle.toLowerCase();
  const irregular = IRREGULAR.get(w);
  if (irregular)
    return [irregular.endsWith('e') ? `${irregular}r` : `${irregular}er`, `${irregular}${irregular.slice(-1)}er`];
  if (!/[a-z]{3}ed$/.test(w)) return [];
  const bare = w.slice(0, -2);
  return [`${bare}or`, `${bare}er`, `${w.slice(0, -1)}r`];
}

/**
 * The past participle of the verb a noun for whoever does something names: 'director' → directed, 'producer' →
 * produced, 'owner' → owned. None for a noun not ending in -or/-er (irregular verbs are not guessed).
 */
export function agentPast(noun: string): string | null {
  const w = noun.toLowerCase();
  return /[a-z]{3}(?:er|or)$/.test(w) ? `${w.slice(0, -2)}ed` : null;
}

/**
 * The verb a noun for whoever does something comes from, as a stem: 'climber' → climb, 'walkers' → walk, 'investor'
 * → invest. Null for a noun not ending so. Like stem(), it only has to be consistent: 'climbed', 'climb' and
 * 'climbing' stem to it too.
 */
export function doerRoot(noun: string): string | null {
  const w = noun.toLowerCase().replace(/s$/, '');
  return /(?:er|or)$/.test(w) ? stem(w.slice(0, -2)) : null;
}

/**
 * Whether two words are forms of one verb ('living', 'lives', 'live', 'lived'): their endings of tense and person
 * dropped, then a final 'e'. (stem() reads 'lives' as the plural of 'life'; a table named `Lives_in` means the verb.)
 */
export function sameVerb(a: string, b: string): boolean {
  const root = (w: string) =>
    w
      .toLowerCase()
      .replace(/(?:ing|ed|es|s)$/, '')
      .replace(/e$/, '');
  const ra = root(a);
  return ra.length >= 3 && ra === root(b);
}
