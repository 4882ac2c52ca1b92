import {
  BOUND_WORDS,
  COMMON_WORDS,
  MONEY_WORDS,
  OF_HEADS_KEPT,
  RANKS_PAID,
  REQUEST_VERBS,
} from '../catalog/vocabulary';
import { editDistance, normalizeText, plural, singular, stem, typoBudget } from '../read/normalize';
import { abbreviatedValue, initialsValue, type ValueHit, type ValueIndex } from '../values/value-index';
import type { PhraseHit, SchemaPhrases } from './schema-phrases';
import { AGG_WORDS, COMPARATORS, paidRankAt, RANKED_ROW_LINKS } from '../read/keywords';
import { doerRoot, isParticiple } from '../read/lemma';
import { englishRank } from '../read/segment';
import { readTime, type TimeReading } from '../read/time';

/** One word of the question after normalisation (and typo correction). */
export interface Token {
  text: string;
  /** The word as typed, when a typo was corrected. */
  typed?: string;
  start: number;
  end: number;
  /** Read as part of a time expression. */
  time: boolean;
}

/** A run of words and everything it could mean. */
export interface Span {
  i: number;
  n: number;
  text: string;
  schema: PhraseHit[];
  values: ValueHit[];
  /** The value matched only after a typo correction or through a close spelling. */
  fuzzyValue: boolean;
}

export interface Evidence {
  text: string;
  tokens: Token[];
  spans: Span[];
  time: TimeReading;
  /** Strings the user quoted, e.g. "Balls to the Wall". */
  quoted: string[];
  corrections: Array<{ typed: string; read: string }>;
}

const MAX_WORDS = 6;

export function gatherEvidence(
  question: string,
  phrases: SchemaPhrases,
  values: ValueIndex | null,
  vocabulary: Set<string>,
  now: Date,
): Evidence {
  // Single quotes too ("outcome code 'Order'"), opened after a space and closed before one or a stop, so that an
  // apostrophe ("the customers' names", "Paul's") opens none; only around a value the data holds, as single quotes
  // also mark words said as such ('described with the substring 'Published'').
  const quoted = [
    // ('whose screen mode type is "Graphics."': the sentence's stop written inside the quotes, as American English
    // does, is not the value's, when the value without it is one the data holds and with it is not.)
    ...[...question.matchAll(/["“”]([^"“”]{2,80})["“”]/g)].map((m) => stopOutside(m[1], values)),
    ...[...question.matchAll(/(?:^|[\s(])['‘]([^'‘’"]{2,80}?)['’](?=$|[\s.,;:?!)])/g)]
      .map((m) => m[1])
      .filter((q) => /\p{L}/u.test(q) && !!values?.byText.has(normalizeText(q))),
  ];
  const text = normalizeText(question);
  // A stored value in quotes ('the file named "Annual Report"') is that value: no period is read in its words.
  let timeText = text;
  for (const q of quoted) {
    const said = normalizeText(q);
    const at = values?.byText.has(said) ? timeText.indexOf(said) : -1;
    if (at >= 0) timeText = timeText.slice(0, at) + ' '.repeat(said.length) + timeText.slice(at + said.length);
  }
  const namesColumn = (words: string[]) => phrases.lookup(words).some((h) => h.target.kind === 'column' && !h.partial);
  let time = readTime(timeText, now, namesColumn);
  // 'Annual Meeting events', 'the Spring Fling': a value of several words the data holds (or one a typo away), a
  // period's word among them, is that value; no period is read in it.
  const valueRuns = values && time.spans.length ? valueRunsAcross(timeText, time.spans, values) : [];
  if (valueRuns.length) {
    for (const [a, b] of valueRuns) timeText = timeText.slice(0, a) + ' '.repeat(b - a) + timeText.slice(b);
    time = readTime(timeText, now, namesColumn);
  }
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const start = m.index!,
      end = start + m[0].length;
    tokens.push({ text: m[0], start, end, time: time.spans.some(([a, b]) => start < b && end > a) });
  }
  const corrections = correctTypos(tokens, vocabulary, values);
  joinSplitCompounds(tokens, phrases);
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length;) {
    if (tokens[i].time) {
      i++;
      continue;
    }
    let found: Span | null = null;
    // 'Show the names of all orchestras', 'List all orders': the request's own verb is never a table or a value
    // named 'show' or 'list' (a phrase of more words that starts with it still can: 'list price by category').
    const least =
      (REQUEST_VERBS.has(tokens[i].text) && (i === 0 || tokens[i - 1].text === 'please')) || verbNotNamed(tokens, i)
        ? 2
        : 1;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= least && !found; n--) {
      const run = tokens.slice(i, i + n);
      if (run.some((t) => t.time)) continue;
      const words = run.map((t) => t.text);
      const key = words.join(' ');
      // 'players coached by a coach': a participle before its agent is the deed, no word of a table named by two
      // (player_coach).
      const deedBefore = n > 1 && isParticiple(words[n - 1]) && tokens[i + n]?.text === 'by';
      const schema = phrases.lookup(words).filter((h) => !deedBefore || h.target.kind !== 'entity');
      // Not where the thing after 'of' starts a longer table's name ('the types of film market estimations' is the
      // estimations' type, not a film's).
      if (!schema.length && n === 3 && !namesTableFrom(tokens, i + 2, phrases))
        schema.push(...ofReversed(words, phrases));
      // 'the types of the policy': the same with an article before the thing, unless the words the other way round
      // name a table ('the address of the client' is no table client_addresses).
      if (!schema.length && n === 4 && (words[2] === 'the' || words[2] === 'a')) {
        const reversed = [singular(words[3]), words[0]];
        if (!phrases.lookup(reversed).some((h) => h.target.kind === 'entity' && !h.partial))
          schema.push(...ofReversed([words[0], words[1], words[3]], phrases));
      }
      // 'transferred in 2025': a particle that starts a period is the period's, not the verb's.
      const phrasal = values && !tokens[i + n]?.time ? phrasalValue(words, values) : null;
      let valueHits = values?.byText.get(key) ?? values?.byText.get(phrasal ?? '') ?? [];
      // A value named in the plural ('yoga mats' for the product 'Yoga Mat', 'API calls' for 'api_call'); a
      // single word only when it names nothing in the schema ('orders' is the table, not a type 'Order').
      const last = words[n - 1];
      // ('the mountains' beside a photo named 'the mountain': an article before the word changes nothing.)
      const said = words.filter((w, k) => k > 0 || !VALUE_ARTICLES.has(w));
      const plainWord = said.length > 1 || (!vocabulary.has(last) && !vocabulary.has(singular(last)));
      if (!valueHits.length && values && last.length > 3 && plainWord) {
        const one = [...words.slice(0, -1), singular(last)].join(' ');
        if (one !== key) valueHits = values.byText.get(one) ?? [];
      }
      // …and a value kept in the plural named in the singular ('egg allergies' for the allergy 'Eggs').
      if (!valueHits.length && values && last.length > 2 && plainWord) {
        const many = [...words.slice(0, -1), plural(last)].join(' ');
        if (many !== key) valueHits = values.byText.get(many) ?? [];
      }
      // …and a value cut short with dots ('Comp. Sci.') named in full ('computer science').
      if (!valueHits.length && values && n > 1) {
        const short = abbreviatedValue(words, values);
        if (short) valueHits = values.byText.get(short) ?? [];
      }
      // …and a value of several words named by its initials in capitals ('LA' for 'Los Angeles').
      if (!valueHits.length && values && n === 1 && !schema.length && /^[a-z]{2,4}$/.test(key)) {
        const full = new RegExp(`\\b${key.toUpperCase()}\\b`).test(question) ? initialsValue(key, values) : null;
        if (full) valueHits = values.byText.get(full) ?? [];
      }
      let fuzzyValue = run.some((t) => t.typed);
      if (
        !valueHits.length &&
        values &&
        n >= 1 &&
        key.length >= 6 &&
        !words.every((w) => COMMON_WORDS.has(w) || vocabulary.has(w)) &&
        !(n === 1 && (englishRank(key) ?? Infinity) < COMMON_ENGLISH_RANK) &&
        !(n === 1 && AGG_WORDS[key])
      ) {
        const close = closestValue(key, n, values);
        if (close) {
          valueHits = values.byText.get(close) ?? [];
          fuzzyValue = true;
        }
      }
      valueHits = valueHits.filter((v) => !v.code || typedAsStored(question, v.value));
      // A money word right after 'in' is the place it names ('employees in Sales', the department), not money.
      const placeNamed = MONEY_WORDS.has(key) && tokens[i - 1]?.text === 'in';
      // A value spelled like a common word ('high', 'open') only when a word beside it names the value's column
      // ('high priority', 'status open'); alone it is the word.
      const besideNames = (k: number) => {
        const hits = tokens[k] && !tokens[k].time ? phrases.lookup([tokens[k].text]) : [];
        return valueHits.filter((v) =>
          hits.some(
            (h) => h.target.kind === 'column' && h.target.entity === v.entity && v.columns.includes(h.target.column),
          ),
        );
      };
      // (In quotes it is the value: 'the FDA approval status 'No''.)
      const quotedValue = quoted.some((q) => normalizeText(q) === key);
      if (n === 1 && COMMON_WORDS.has(key) && !MONEY_WORDS.has(key) && !schema.length && !quotedValue)
        valueHits = [...new Set([...besideNames(i + 1), ...besideNames(i - 1)])];
      else if (n === 1 && MONEY_WORDS.has(key) && !schema.length && !placeNamed) valueHits = [];
      // 'games played by Linda Smith' beside SportsInfo.GamesPlayed: a thing a table names, then a participle and
      // 'by', is who did something to those things, not the column named by the two words.
      // (Not in a count or a total: 'the total number of football games played by scholarship students'.)
      const agentClause =
        n === 2 &&
        !tokens.slice(0, i).some((t) => AMOUNT_ASKS.has(t.text)) &&
        !valueHits.length &&
        tokens[i + n]?.text === 'by' &&
        /[a-z]ed$/.test(words[1]) &&
        schema.every((h) => h.target.kind === 'column') &&
        phrases.lookup([words[0]]).some((h) => h.target.kind === 'entity' && !h.partial);
      // 'the researcher who has the maximum pay', 'the employee with the maximum salary', 'what is the maximum
      // salary': a bound of a figure (MAX_PAY, read 'maximum pay') is no name of what ranks the rows said before, nor
      // of the figure asked alone; with a comparison after it ('jobs with the maximum salary between 12000 and 18000',
      // 'whose maximum salary is over 9000') it is.
      const ranking =
        BOUND_WORDS.has(words[0]) &&
        !valueHits.length &&
        schema.every((h) => h.target.kind === 'column') &&
        tokens[i - 1]?.text === 'the' &&
        (RANKED_ROW_LINKS.has(tokens[i - 2]?.text ?? '') ||
          // ('what is the maximum salary': the figure itself, asked alone.)
          (['is', 'was'].includes(tokens[i - 2]?.text ?? '') && i + n === tokens.length)) &&
        !COMPARATORS.some(([said]) => said.every((w, k) => tokens[i + n + k]?.text === w)) &&
        tokens[i + n]?.text !== 'between';
      if ((schema.length || valueHits.length) && !agentClause && !ranking)
        found = { i, n, text: key, schema, values: valueHits, fuzzyValue };
    }
    if (found) {
      spans.push(found);
      i += found.n;
    } else i++;
  }
  return { text, tokens, spans, time, quoted, corrections };
}

/**
 * Runs of two to four words, one of them read as time, that name a value the data holds, as written or a typo away
 * ('annual meeting' for the stored 'Annaual Meeting'): their character spans.
 */
function valueRunsAcross(text: string, spans: Array<[number, number]>, values: ValueIndex): Array<[number, number]> {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ w: m[0], a: m.index!, b: m.index! + m[0].length }));
  const out: Array<[number, number]> = [];
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(4, words.length - i); n >= 2; n--) {
      const run = words.slice(i, i + n);
      const [a, b] = [run[0].a, run[n - 1].b];
      if (!spans.some(([x, y]) => a < y && b > x) || out.some(([x, y]) => a < y && b > x)) continue;
      const key = run.map((r) => r.w).join(' ');
      if (values.byText.has(key) || (key.length >= 10 && closestValue(key, n, values))) {
        out.push([a, b]);
        break;
      }
    }
  return out;
}

/** Articles a value may begin with ('The Mountain'): a word after one names what it names alone. */
const VALUE_ARTICLES = new Set(['the', 'a', 'an']);

/** Words that ask for an amount ('how many', 'the number of', 'the total'). */
const AMOUNT_ASKS = new Set(['many', 'number', 'total', 'sum', 'count']);

/** Whether two or more words from token `j` on name a table, as said. */
function namesTableFrom(tokens: Token[], j: number, phrases: SchemaPhrases): boolean {
  for (let n = 2; n <= MAX_WORDS && j + n <= tokens.length; n++) {
    const words = tokens.slice(j, j + n).map((t) => t.text);
    if (phrases.lookup(words).some((h) => h.target.kind === 'entity' && !h.partial)) return true;
  }
  return false;
}

/**
 * 'types of accounts' for the column `acc_type` ("account type"): a head said before 'of' and the thing it is of
 * after it name the column written the other way round, when the three words name nothing as said and the head is
 * no column of the table the thing names ('the type of store' is the stores' type). Not for a count
 * or an aggregate ('the number of customers' is no `customer_number`) nor for names and ids, read as labels.
 */
function ofReversed(words: string[], phrases: SchemaPhrases): PhraseHit[] {
  const [head, of, thing] = words;
  // 'the name of the manager' for gas_station.Manager_Name: a name said of what is no table is the column named so.
  if (of === 'of' && (head === 'name' || head === 'names')) {
    const table = phrases.lookup([thing]).some((h) => h.target.kind === 'entity');
    return table
      ? []
      : phrases.lookup([singular(thing), 'name']).filter((h) => h.target.kind === 'column' && !h.partial);
  }
  if (of !== 'of' || OF_HEADS_KEPT.has(head) || AGG_WORDS[head] || COMMON_WORDS.has(head)) return [];
  // 'the type of store' with a table of stores that has a type: the head is that table's column, read as said.
  const things = new Set(
    phrases.lookup([thing]).flatMap((h) => (h.target.kind === 'entity' && !h.partial ? [h.target.entity] : [])),
  );
  if (phrases.lookup([head]).some((h) => h.target.kind === 'column' && !h.partial && things.has(h.target.entity)))
    return [];
  return phrases.lookup([singular(thing), head]).filter((h) => h.target.kind === 'column');
}

/**
 * A verb that reads like a column's name: 'how much did each student pay (us)', 'what does a member pay' ('pay' as
 * the verb of someone who pays the business, after 'did', 'do' or 'does' and its subject). That is money coming in,
 * not the salary column 'pay' names as a noun; 'how much do we pay our staff' (the business pays) is still salary.
 */
function verbNotNamed(tokens: Token[], i: number): boolean {
  // 'the best-paid instructor', 'highest paid staff': what a person earns, ranked (not the date a payment was paid).
  // ('who get paid the least', 'paid the most': so is 'paid' before the ranking word.)
  if (tokens[i].text === 'paid')
    return (i > 0 && RANKS_PAID.has(tokens[i - 1].text)) || paidRankAt((k) => tokens[k]?.text, i) > 0;
  if (tokens[i].text !== 'pay') return false;
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    const w = tokens[k].text;
    if (w === 'did' || w === 'do' || w === 'does') {
      const subject = tokens.slice(k + 1, i).map((t) => t.text);
      // (No subject left: a form took 'each student' out of 'did each student pay us'.)
      return !subject.some((x) => x === 'we' || x === 'i' || x === 'you');
    }
  }
  return false;
}

/** A quoted text without a stop after it ('Graphics.' → 'Graphics') when only the text without it is held. */
function stopOutside(q: string, values: ValueIndex | null): string {
  const bare = q.replace(/[.,;:!?]+$/, '');
  if (bare === q || !values) return q;
  const held = (values.byText.get(normalizeText(q)) ?? []).map((h) => h.value.toLowerCase());
  return held.includes(bare.toLowerCase()) && !held.includes(q.toLowerCase()) ? bare : q;
}

/** Marks that open a quoted word. */
const QUOTES = ['"', "'", '‘', '“'];

/**
 * A code written in the question as it is stored ('AKO', "PPT"), as a word of its own. A question typed all in
 * capitals says nothing by its case: there only a quoted code is one.
 */
function typedAsStored(question: string, value: string): boolean {
  const code = value.trim();
  if (!/\p{Ll}/u.test(question)) return QUOTES.some((q) => question.includes(`${q}${code}`));
  const edge = (ch: string | undefined) => !ch || !/[\p{L}\d]/u.test(ch);
  for (let at = question.indexOf(code); code && at >= 0; at = question.indexOf(code, at + 1))
    if (edge(question[at - 1]) && edge(question[at + code.length])) return true;
  return false;
}

/**
 * A value within a typo's reach of these words (same word count): at most one edit per word, none
 * in short words, two in all — so 'Led Zepelin' finds 'Led Zeppelin' but 'Linda' never becomes 'Lisa'.
 */
function closestValue(key: string, words: number, values: ValueIndex): string | null {
  const budget = key.length >= 10 ? 2 : 1;
  const keyWords = key.split(' ');
  let best: string | null = null;
  let bestD = budget + 1;
  for (const v of values.byWordCount.get(words) ?? []) {
    if (v[0] !== key[0] || Math.abs(v.length - key.length) > budget) continue;
    const vWords = v.split(' ');
    let total = 0;
    for (let i = 0; i < vWords.length && total <= budget; i++) {
      const a = keyWords[i],
        b = vWords[i];
      if (a === b) continue;
      const d = a.length < 5 || b.length < 5 ? 2 : editDistance(a, b, 1);
      total += d > 1 ? budget + 1 : d;
    }
    if (total < bestD) {
      best = v;
      bestD = total;
    }
  }
  return best;
}

/** Particles of phrasal verbs whose events are often recorded as one word ('log in' → 'login'). */
const PARTICLES = new Set(['in', 'out', 'up', 'on', 'off', 'down']);

/**
 * 'logged in', 'signed up', 'checked out': the event a past phrasal verb names, as data records it in one word
 * ('login', 'signup', 'checkout') or as the verb's root with its particle ('sign up'). Null when none is a value.
 */
function phrasalValue(words: string[], values: ValueIndex): string | null {
  if (words.length !== 2 || !PARTICLES.has(words[1]) || !/ed$/.test(words[0])) return null;
  const w = words[0];
  const roots = [w.slice(0, -2), w.slice(0, -1)];
  if (/([b-df-hj-np-tv-z])\1ed$/.test(w)) roots.unshift(w.slice(0, -3));
  for (const r of roots)
    for (const key of [`${r}${words[1]}`, `${r} ${words[1]}`]) if (values.byText.has(key)) return key;
  return null;
}

/**
 * The stems of a vocabulary's words, and the verbs of its nouns for doers (doerRoot, of the words as written: a plural's
 * singular is a word of the vocabulary too), worked out once per vocabulary rather than once per unknown word.
 */
const ROOTS = new WeakMap<Set<string>, { stems: Set<string>; doers: Set<string> }>();
function rootsOf(vocabulary: Set<string>): { stems: Set<string>; doers: Set<string> } {
  let roots = ROOTS.get(vocabulary);
  if (!roots) {
    roots = { stems: new Set(), doers: new Set() };
    for (const v of vocabulary) {
      roots.stems.add(stem(v));
      const doer = v.endsWith('s') ? null : doerRoot(v);
      if (doer !== null) roots.doers.add(doer);
    }
    ROOTS.set(vocabulary, roots);
  }
  return roots;
}

/** Replaces unknown words of five letters or more by the one known word within their typo budget. */
/** Words at least this common in English are never read as typos of schema words or values. */
const COMMON_ENGLISH_RANK = 5000;

function correctTypos(
  tokens: Token[],
  vocabulary: Set<string>,
  values: ValueIndex | null,
): Array<{ typed: string; read: string }> {
  const out: Array<{ typed: string; read: string }> = [];
  for (const t of tokens) {
    const w = t.text;
    if (t.time || /[0-9]/.test(w) || COMMON_WORDS.has(w) || MONEY_WORDS.has(w) || vocabulary.has(w)) continue;
    if (values?.byText.has(w)) continue;
    // An aggregate's own word ('median', 'average') is never a typo of a data value ('Media'), and a common English
    // word is meant as written ('distinct' is not 'District').
    if (AGG_WORDS[w] || (englishRank(w) ?? Infinity) < COMMON_ENGLISH_RANK) continue;
    const budget = typoBudget(w);
    if (!budget) continue;
    // Another form of a word the schema knows is that word, not a typo of a third: 'climbed' beside a table of
    // climbers (a form of the verb of its agent noun) is no 'climber', 'enrolled' no typo of 'enroll'. (The bare
    // verb may be one: 'each manufacture' for 'each manufacturer'.)
    const roots = rootsOf(vocabulary);
    if (roots.stems.has(stem(w)) || (/(?:ed|ing)$/.test(w) && roots.doers.has(stem(w)))) continue;
    let best: string | null = null;
    let bestD = budget + 1;
    const consider = (cand: string) => {
      if (cand[0] !== w[0] || Math.abs(cand.length - w.length) > budget) return;
      const d = editDistance(w, cand, budget);
      if (d < bestD) {
        best = cand;
        bestD = d;
      }
    };
    for (const cand of vocabulary) consider(cand);
    for (const cand of MONEY_WORDS) consider(cand);
    if (best && best !== w) {
      out.push({ typed: w, read: best });
      t.typed = w;
      t.text = best;
    }
  }
  return out;
}

/**
 * 'sign-ups', 'log ins', 'check outs': two words that the schema knows only written as one ('signup_date',
 * 'logins') are read as that one word.
 */
function joinSplitCompounds(tokens: Token[], phrases: SchemaPhrases): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i],
      b = tokens[i + 1];
    if (a.time || b.time || /[0-9]/.test(a.text + b.text) || a.text.length < 2 || b.text.length < 2) continue;
    if (phrases.lookup([a.text, b.text]).length || phrases.lookup([a.text]).length) continue;
    const joined = a.text + b.text;
    if (!phrases.lookup([joined]).length) continue;
    tokens.splice(i, 2, { text: joined, start: a.start, end: b.end, time: false });
  }
}
