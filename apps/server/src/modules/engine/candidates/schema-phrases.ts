import type { Catalog, CatalogColumn, JoinEdge } from '../catalog/types';
import { namesItsOwnTable } from '../catalog/join-graph';
import { otherSpellings } from '../catalog/names';
import {
  BOUND_WORDS,
  canonical,
  canonicalPhrase,
  COLUMN_SCALE_WORDS,
  COMPOUND_HEADS,
  COMMON_WORDS,
  COUNTED_BY_DEED,
  GRAMMAR_WORDS,
  RELATION_WORDS,
  ROW_WORDS,
  SUPERLATIVES,
  synonymsOf,
  TABLE_SUFFIXES,
} from '../catalog/vocabulary';
import { AGG_WORDS } from '../read/keywords';
import { isUnitWord } from '../read/units';
import { agentNouns, agentPast, doerRoot, eventRoots, isParticiple, partakerNoun } from '../read/lemma';
import { EVENTS } from '../knowledge';
import { runAll, runInSlices, type Pacer } from '../../../lib/slices';
import { identifierWords, plural, stem } from '../read/normalize';

/** What a run of question words can name in the schema. */
export type SchemaTarget =
  | { kind: 'entity'; entity: string }
  | { kind: 'column'; entity: string; column: string }
  | { kind: 'edge'; edge: JoinEdge };

export interface PhraseHit {
  target: SchemaTarget;
  /** 1 = the schema's own words; less for synonyms and partial names. */
  score: number;
  partial: boolean;
}

/** Column words too generic to name a column on their own ('name' alone could be any label). */
const GENERIC = new Set([
  'nam',
  'id',
  'cod',
  'typ',
  'dat',
  'tim',
  'number',
  'no',
  'status',
  'flag',
  'valu',
  'descript',
  'last',
  'first',
  'in',
  'on',
  'to',
  'of',
  'by',
  'at',
  'per',
  'level',
  'updat',
  'creat',
]);

/**
 * The words that make a superlative of the word after them: part of a column's name ('most_popular_in') but never
 * that column alone ('the most common file format' ranks formats; it says nothing of where a genre is popular).
 */
const SUPERLATIVE_ADVERBS = new Set(['most', 'least']);

/** The last words of a column that names each row ('Book_Title', 'Movie_Name'). */
const NAME_WORDS = new Set(['name', 'title']);

/** Words of a key or a count ('unit_no', 'order_id'): a column left with only these is not asked about by them. */
const COUNTING = new Set(['number', 'no', 'id', 'nam', 'cod', 'count']);

/** A table's own key named by a noun of one or two words (`Tourist_ID`), no reference, no code, no bare 'id'. */
function keyNoun(key: CatalogColumn): boolean {
  return (
    !key.references &&
    !key.codeWords &&
    key.words.length > 0 &&
    key.words.length <= 2 &&
    key.stems.every((s) => !GENERIC.has(s) && !COUNTING.has(s))
  );
}

/**
 * The table's leading words as its own key writes them, run together (`mailshot_id` of Mailshot_Campaigns, read
 * 'mail shot campaigns'): the key's name, its 'id' aside, is one word that is the table's first words joined.
 */
function keyRunTogether(key: CatalogColumn, tableWords: string[]): { joined: string; words: string[] } | null {
  const raw = identifierWords(key.name);
  if (raw.length !== 2 || raw[1] !== 'id') return null;
  for (let k = 2; k < tableWords.length; k++)
    if (tableWords.slice(0, k).join('') === raw[0]) return { joined: raw[0], words: tableWords.slice(0, k) };
  return null;
}

/**
 * The nouns of the event a table's participle names (`Enrolled_in` → 'enrollment', 'enrolment'; `Registered_for` →
 * 'registration'): the participle's verb with a noun ending, kept when it names the same event (read/lemma.ts).
 */
function eventNouns(words: string[]): string[] {
  const [first, ...rest] = words;
  if (!first || !/[a-z]{3}ed$/.test(first) || rest.some((w) => !GRAMMAR_WORDS.has(w))) return [];
  const verb = first.slice(0, -2);
  const bases = new Set([verb, verb.replace(/(.)\1$/, '$1'), `${verb}e`]);
  const roots = eventRoots(first);
  return [...bases]
    .flatMap((b) => [`${b}ment`, `${b.replace(/e$/, '')}ation`])
    .filter((n) => [...eventRoots(n)].some((r) => roots.has(r)));
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let k = 0;
  while (k < a.length && a[k] === b[k]) k++;
  return k;
}

/** Phrase index over canonical word stems → schema targets. Built once per catalog. */
export class SchemaPhrases {
  private readonly index = new Map<string, PhraseHit[]>();
  /** Every word form a schema name uses, for typo correction. */
  readonly vocabulary = new Set<string>();
  maxWords = 1;

  /** The index of a catalog, built in one go (see build for a wide schema's). */
  constructor(catalog?: Catalog) {
    if (catalog) runAll(this.steps(catalog));
  }

  /**
   * The same index built a slice of time at a time (lib/slices.ts): a 10,000-table schema's index
   * is about a second of work, which in one go kept every other request waiting.
   */
  static async build(catalog: Catalog, pacer?: Pacer): Promise<SchemaPhrases> {
    const phrases = new SchemaPhrases();
    await runInSlices(phrases.steps(catalog), pacer);
    return phrases;
  }

  /** Indexes the catalog's names: a step per entity and per edge. */
  private *steps(catalog: Catalog): Generator<void, void> {
    for (const e of catalog.entities) {
      const entity = { kind: 'entity', entity: e.name } as const;
      this.add(e.words, entity, 1, false);
      // `Inst` read 'installment' is asked about as institutions too: an abbreviation written for several words.
      for (const other of otherSpellings(e.table)) this.add(other, entity, 0.95, false);
      // 'cars' for cars_data, 'models' for model_list: a word that says the table is a table names nothing more.
      if (e.words.length > 1 && TABLE_SUFFIXES.has(e.words[e.words.length - 1]))
        this.add(e.words.slice(0, -1), entity, 0.9, false);
      // `Enrolled_in`, `Registered_for`: a table named by what happened to its rows is asked about by the event's
      // noun ('at least five enrollments', 'enrolments').
      for (const noun of eventNouns(e.words)) this.add([noun], entity, 0.9, false);
      // `Student_Course_Enrolment`: a table of three words or more is named by its first and last ('the number of
      // student enrollment'), a little less.
      if (
        e.words.length >= 3 &&
        !e.words.some((w) => GRAMMAR_WORDS.has(w)) &&
        !GENERIC.has(stem(e.words[0])) &&
        !GENERIC.has(stem(e.words[e.words.length - 1]))
      )
        this.add([e.words[0], e.words[e.words.length - 1]], entity, 0.9, false);
      // `Course_Authors_and_Tutors`: a table named by two kinds of rows is asked about by either ('the course author',
      // 'the tutor', 'course tutors'), each kept with the words before them.
      const and = e.words.indexOf('and');
      if (and > 0 && and < e.words.length - 1) {
        const left = e.words.slice(0, and);
        const right = e.words.slice(and + 1);
        this.add(left, entity, 0.95, false);
        this.add(right, entity, 0.9, false);
        if (left.length > 1) this.add([...left.slice(0, -1), ...right], entity, 0.95, false);
      }
      // `employment(company, person)`: who takes part in an event a table is named by ('employees') are the people
      // it links, when it links one table of people ('the names of employees that work for …', 'the number of
      // employees they have').
      const partaker = e.words.length === 1 ? partakerNoun(e.words[0]) : null;
      const people = partaker
        ? catalog.edges.filter((x) => x.from === e.name && catalog.byName.get(x.to)?.stems.includes('person'))
        : [];
      if (partaker && people.length === 1 && !catalog.entities.some((x) => x.stems.join(' ') === stem(partaker)))
        this.add([partaker], { kind: 'entity', entity: people[0].to }, 0.85, false);
      // 'budget records', 'claim entries': the table's rows, said with a word for rows after its name.
      for (const w of ROW_WORDS) if (!e.words.includes(w)) this.add([...e.words, w], entity, 1, false);
      if (e.words.length > 1) {
        const last = e.words[e.words.length - 1];
        if (!GENERIC.has(stem(last))) this.add([last], entity, 0.55, true);
        // 'leave' for leave requests, 'training' for training courses: the leading word names them too, a little less.
        const first = e.words[0];
        // Never a word of grammar ('has' of Has_Pet, 'is' of is_active): 'who has a pet' does not name the table.
        if (!GENERIC.has(stem(first)) && first.length > 2 && !COMMON_WORDS.has(first))
          this.add([first], entity, 0.45, true);
      }
      // `County_ID` keying county_public_safety: the table's own key, named by the first words of the table's name,
      // is the schema's name for its rows ('how many counties', 'the county with the largest population').
      const key = e.primaryKey.length === 1 ? e.byName.get(e.primaryKey[0]) : undefined;
      if (key?.words.length && key.words.length < e.words.length && key.stems.every((s, k) => s === e.stems[k]))
        this.add(key.words, entity, 0.9, false);
      // `Mailshot_Campaigns` keyed by `mailshot_id`: the key names the rows by the table's first word as the schema
      // writes it, run together ('mailshot', which the catalog reads as 'mail shot'); 'how many mailshots' asks
      // for them, and so do the words split.
      const said = key ? keyRunTogether(key, e.words) : null;
      if (said) {
        this.add([said.joined], entity, 0.9, false);
        this.add(said.words, entity, 0.9, false);
      }
      // `Visitors` keyed by `Tourist_ID`: a key of its own, named by another noun than the table's, and one no other
      // table is named by, is the schema's other name for the rows ('how many tourists did not make any visit').
      else if (
        key &&
        keyNoun(key) &&
        !key.stems.some((s) => e.stems.includes(s)) &&
        !catalog.entities.some((x) => x.stems.join(' ') === key.stems.join(' '))
      )
        this.add(key.words, entity, 0.9, false);
      // `book_club` named by `Book_Title`: the rows of a table whose name column is called after a thing are those
      // things ('the publisher with the most books'), when no table is called so. (Not after who does something:
      // `Manager_Name` names a station's manager, not the station.)
      const label = e.label?.columns.length === 1 ? e.byName.get(e.label.columns[0]) : undefined;
      const thing = label?.words.length === 2 && NAME_WORDS.has(label.words[1]) ? label : undefined;
      if (
        thing &&
        doerRoot(thing.words[0]) === null &&
        e.stems.join(' ') !== thing.stems[0] &&
        !GENERIC.has(thing.stems[0]) &&
        !catalog.entities.some((x) => x.stems.join(' ') === thing.stems[0])
      )
        this.add(thing.words.slice(0, 1), entity, 0.9, false);
      for (const c of e.columns) {
        const referenced = c.references ? catalog.byName.get(c.references) : undefined;
        this.addColumn(e.words, c, referenced?.words ?? []);
        // `card_id` pointing at Customers_Cards, `apt_id` at Apartments: the schema's own short name for the table it
        // points at, the last words of that table's name, names the table ('how many cards').
        if (referenced && c.words.length && c.words.length < referenced.words.length) {
          const tail = referenced.stems.slice(-c.words.length);
          if (c.stems.every((s, k) => s === tail[k]))
            this.add(c.words, { kind: 'entity', entity: referenced.name }, 0.9, false);
        }
      }
      yield;
    }
    for (const edge of catalog.edges) {
      if (!edge.named) continue;
      // `friend_id` in a table Friend: its words name the table itself, which 'friends' asks about, not the role.
      if (namesItsOwnTable(edge, catalog.byName.get(edge.from), catalog.byName.get(edge.to))) continue;
      this.add(edge.words, { kind: 'edge', edge }, 1, false);
      // A self reference on people is their manager, whatever the column says ('reports_to', 'parent_id').
      if (edge.selfReference)
        for (const w of ['manager', 'boss', 'supervisor']) this.add([w], { kind: 'edge', edge }, 0.9, false);
      yield;
    }
  }

  private addColumn(entityWords: string[], c: CatalogColumn, referencedWords: string[] = []): void {
    const target = { kind: 'column', entity: c.entity, column: c.name } as const;
    // A code the table is keyed by is asked for by its name as written ('port code', 'airport code', 'code').
    if (c.codeWords) return this.addCode(entityWords, c.codeWords, target);
    if (c.role === 'id' && !c.references) return;
    const words = c.words;
    if (!words.length) return;
    this.add(words, target, c.role === 'id' ? 0.6 : 0.95, false);
    // 'gradepoint' for grade_point, 'zipcode' for zip_code: the name's words written as one.
    if (words.length === 2 && c.role !== 'id') this.add([words.join('')], target, 0.9, false);
    // 'card type codes' for card_type_code, 'apartment numbers' for apt_number: the name as written, its key word kept.
    if (c.keyWord) this.add([...words, c.keyWord], target, 1, false);
    // 'stock number' for product_stock_number: the name's last words with its key word, the first left unsaid.
    if (c.keyWord && words.length > 1 && !GENERIC.has(stem(words[1])))
      this.add([...words.slice(1), c.keyWord], target, 0.85, false);
    // 'market value' for Market_Value_billion, 'travel time' for travel_time_min: the scale or unit its figures are in
    // is left unsaid. (Only where two words remain: one alone names the column already, as a part.)
    const unsaid =
      words.length > 2 && (COLUMN_SCALE_WORDS.has(words[words.length - 1]) || isUnitWord(words[words.length - 1]));
    if (unsaid && !words.slice(0, -1).every((w) => GENERIC.has(stem(w))))
      this.add(words.slice(0, -1), target, 0.9, false);
    // 'show times' for Show_times_per_day, 'calls' for calls_per_hour: a figure per unit of time, without the unit.
    const perUnit = words.length > 2 && words[words.length - 2] === 'per' && isUnitWord(words[words.length - 1]);
    if (perUnit && !words.slice(0, -2).every((w) => GENERIC.has(stem(w))))
      this.add(words.slice(0, -2), target, 0.9, false);
    // 'low market estimation' for film_market_estimation.Low_Estimate: a column named by a word and the thing its
    // table holds (an estimate of an estimation table) is asked for by that word and the table's name, or its end.
    const thing = entityWords[entityWords.length - 1];
    if (words.length === 2 && c.role === 'measure' && thing && sharedStart(stem(words[1]), stem(thing)) >= 6)
      for (let k = entityWords.length - 1; k >= 0; k--)
        this.add([words[0], ...entityWords.slice(k)], target, 0.9, false);
    // A reference named by its role and the table it points at ('major_dept_id', 'home_warehouse_id') is asked
    // about by the role alone: 'students by major', 'stock by home warehouse' → 'by home'.
    const pointedAt = new Set(referencedWords.map(stem));
    const role = words.filter((w) => !pointedAt.has(stem(w)));
    // Not a role of grammar words alone ('genre_is', a song's genre: 'is' says nothing of it).
    if (
      c.references &&
      role.length &&
      role.length < words.length &&
      !role.some((w) => GENERIC.has(stem(w))) &&
      !role.every((w) => GRAMMAR_WORDS.has(w))
    )
      this.add(role, target, 0.6, false);
    // 'invoice total', 'customer country': a column named with its table (and its key word: 'berth type code' for
    // Marina_Berths.berth_type_code, whose shared prefix 'berth' was dropped).
    // Not a column of who did it ('films directed by' begins rows and their maker, not the column Directed_by).
    if (!words.some((w) => entityWords.includes(w)) && words[words.length - 1] !== 'by')
      for (const said of c.keyWord ? [words, [...words, c.keyWord]] : [words]) {
        this.add([...entityWords, ...said], target, 1, false);
        // 'leave days' for leave_request.days, 'course category' for training_course.category.
        if (entityWords.length > 1)
          for (const w of new Set([entityWords[0], entityWords[entityWords.length - 1]]))
            if (!GENERIC.has(stem(w))) this.add([w, ...said], target, 0.95, false);
      }
    // A bound of a figure (`MIN_SALARY`, `maxOccupancy`) is none of its words alone: 'the average salary' is not the
    // minimum salary of jobs (employees.SALARY is), nor is 'maximum' said of it without the figure…
    const bound = BOUND_WORDS.has(words[0]);
    // …but it is said with the bound spelled out ('jobs whose minimum salary is over 9000' of MIN_SALARY).
    if (bound && words.length > 1 && c.role !== 'id')
      for (const said of BOUND_WORDS)
        if (said !== words[0] && AGG_WORDS[said] === AGG_WORDS[words[0]])
          this.add([said, ...words.slice(1)], target, 1, false);
    // A word that counts things in the name of what is not a quantity ('unit' of unit_price, unit_cost) is no way
    // into it: "how many units" and "quantity" ask for a quantity, never a price.
    if (words.length > 1 && c.role !== 'id' && !bound)
      for (const w of words)
        if (
          !GENERIC.has(stem(w)) &&
          w.length > 2 &&
          !GRAMMAR_WORDS.has(w) &&
          !SUPERLATIVE_ADVERBS.has(w) &&
          // 'the tallest building' ranks by a height; alone, the word names no column that holds it (Years_as_tallest).
          // (Only the superlatives in -est: 'paid' names a payment's paid date, 'recent' a column of recent things.)
          !(SUPERLATIVES[w] && w.endsWith('est')) &&
          !(c.money !== 'quantity' && canonical(w) === QUANTITY)
        )
          this.add([w], target, 0.5, true);
    // A column named after its own table ('lease_status', 'ShipStatus', 'req_priority') is asked about without
    // the table's words ('leases by status'), as a column called 'status' would be.
    const entityStems = entityWords.map(stem);
    const own = words.filter((w) => !entityWords.includes(w));
    const counts = (ws: string[]) => ws.some((w) => COUNTING.has(stem(w)));
    if (c.role !== 'id' && own.length && own.length < words.length && !counts(own)) this.add(own, target, 0.9, false);
    // A table word said in another number ('game type' of Video_Games.GType) leaves a generic word that names the
    // column as a part only ('each type'; 'the types of sports' are no game types, `SiteFee` of uni_fees no 'site').
    const ownByStem = words.filter((w) => !entityStems.includes(stem(w)));
    if (
      c.role !== 'id' &&
      ownByStem.length &&
      ownByStem.length < own.length &&
      ownByStem.every((w) => GENERIC.has(stem(w))) &&
      !counts(ownByStem)
    )
      this.add(ownByStem, target, 0.6, true);
    // 'the type codes of the policies' for Policies.policy_type_code: the words not of its table, with its key word.
    if (c.keyWord && c.role !== 'id' && ownByStem.length && ownByStem.length < words.length)
      this.add([...ownByStem, c.keyWord], target, 0.95, false);
    // 'maintenance cost' for maint_req.cost_amt: an amount named by its table's word and its own, without 'amount'.
    const bare =
      c.role === 'measure' && words.length > 1 && words[words.length - 1] === 'amount' ? words.slice(0, -1) : null;
    if (bare)
      for (const w of new Set([entityWords[0], entityWords[entityWords.length - 1]]))
        if (w && !GENERIC.has(stem(w)) && !bare.includes(w)) this.add([w, ...bare], target, 0.95, false);
    // 'the budgeted amount', 'the invested amount' for columns Budgeted and Invested: a figure named by one word is
    // also said with 'amount' after it.
    if (c.role === 'measure' && words.length === 1 && !GENERIC.has(stem(words[0])) && !COMMON_WORDS.has(words[0]))
      this.add([words[0], 'amount'], target, 0.9, false);
    // 'the number of people killed' for perpetrator.Killed: a figure named by what happened to whom it counts is
    // asked for by those it counts and the deed ('the victims injured').
    if (c.role === 'measure' && words.length === 1 && !c.money && isParticiple(words[0]))
      for (const w of COUNTED_BY_DEED) this.add([w, words[0]], target, 0.95, false);
    // 'the number of attendees' for performance.Attendance: a count named by an event's noun (attendance, enrolment)
    // is asked for by whoever takes part in it (attendee, enrolee).
    const takers = c.role === 'measure' && words.length === 1 && !c.money ? partakerNoun(words[0]) : null;
    if (takers) this.add([takers], target, 0.9, false);
    // 'the foundation year', 'the founding year', 'the year founded' for a year kept in a column named by the deed
    // (`Founded`, profile.ts): the year of that event, said with its noun.
    if (c.numberYear && words.length === 1) {
      const verb = words[0].replace(/ed$/, '');
      for (const noun of new Set([...eventNouns(words), `${verb}ing`, `${verb.replace(/e$/, '')}ing`]))
        this.add([noun, 'year'], target, 0.9, false);
      this.add(['year', words[0]], target, 0.9, false);
    }
    // 'the unit of measurement' for unit_of_measure: a verb in a name is asked for by its noun in -ment too.
    if (words.length > 1 && c.role !== 'id')
      words.forEach((w, k) => {
        if (w.length > 3 && /[a-z]e$/.test(w) && !GRAMMAR_WORDS.has(w))
          this.add(
            words.map((x, j) => (j === k ? `${w}ment` : x)),
            target,
            0.85,
            false,
          );
      });
    // 'the percentage share', 'the share percentage' for Share_in_percent: a figure kept in percent is asked for with
    // the word for percent before or after what it measures.
    const pct = words.findIndex((w) => PERCENT_WORDS.has(w));
    const measured = pct < 0 ? [] : words.filter((w, k) => k !== pct && !(w === 'in' && k === pct - 1));
    if (c.role === 'measure' && measured.length > 0 && measured.length <= 2 && measured.length < words.length)
      for (const w of PERCENT_WORDS) {
        this.add([w, ...measured], target, 0.9, false);
        this.add([...measured, w], target, 0.9, false);
      }
    // 'directors' for Directed_by, 'writers' for written_by: a column of who did it is asked about by their name.
    if (words.length === 2 && words[1] === 'by')
      for (const agent of agentNouns(words[0])) this.add([agent], target, 0.9, false);
    // 'Who directed Avatar?' of Movie.director: the text column of who did it is named by the verb of the deed.
    const past = words.length === 1 && c.type === 'text' && c.role === 'category' ? agentPast(words[0]) : null;
    if (past) this.add([past], target, 0.5, true);
    // 'birthdays', 'dob' for Birth_Date (kept as a date or as text): a date of birth is asked for by any word for it.
    if ((c.role === 'time' || words.includes('date')) && words.some((w) => BIRTH_WORDS.has(w)))
      for (const w of BIRTH_WORDS) if (!words.includes(w)) this.add([w], target, 0.85, false);
    // 'zip code' for zip_postcode, 'file name' for file_filename: a word run together from two ('postcode') is said by
    // its head ('code') beside the column's other words.
    if (words.length > 1)
      for (const w of words) {
        const head = COMPOUND_HEADS.find((h) => w.length >= h.length + 3 && w.endsWith(h));
        if (head && !words.includes(head))
          this.add(
            words.map((x) => (x === w ? head : x)),
            target,
            0.85,
            false,
          );
      }
    // 'freight cost', 'shipping fee' for a column called freight amount: what an amount of money is called varies.
    const last = words[words.length - 1];
    if (c.money === 'amount' && words.length > 1 && (last === 'amount' || last === 'amt'))
      for (const w of ['cost', 'costs', 'fee', 'fees', 'charge', 'charges'])
        if (!words.includes(w)) this.add([...words.slice(0, -1), w], target, 0.9, false);
  }

  private addCode(entityWords: string[], words: string[], target: SchemaTarget): void {
    this.add(words, target, 1, false);
    const last = words[words.length - 1];
    if (words.length > 1) this.add([last], target, 0.6, true);
    // 'type code' for transaction_type_code, 'status code' for order_status_code: the kind and its key word.
    if (words.length > 2) this.add(words.slice(-2), target, 0.8, false);
    if (!words.some((w) => entityWords.includes(w))) this.add([...entityWords, ...words], target, 1, false);
  }

  private add(words: string[], target: SchemaTarget, score: number, partial: boolean): void {
    for (const w of words) {
      this.vocabulary.add(w);
      this.vocabulary.add(plural(w));
    }
    const key = words.map(canonical).join(' ');
    const exactKey = words.map(stem).join(' ');
    this.maxWords = Math.max(this.maxWords, words.length);
    const list = this.index.get(key) ?? [];
    list.push({ target, score, partial });
    this.index.set(key, list);
    // Remember the exact stems, so a synonym match can be scored below an exact one.
    this.exact.set(`${exactKey}#${list.length - 1}#${key}`, true);
  }

  private readonly exact = new Map<string, boolean>();

  /** Targets named by these question words; synonyms score 0.85 of an exact match. */
  lookup(words: string[]): PhraseHit[] {
    const key = canonicalPhrase(words) ?? words.map(saidCanonical).join(' ');
    const list = this.index.get(key);
    if (!list) return [];
    const exactKey = words.map(stem).join(' ');
    return list.map((h, i) => (this.exact.has(`${exactKey}#${i}#${key}`) ? h : { ...h, score: h.score * 0.85 }));
  }
}

const QUANTITY = canonical('quantity');
/** Words for percent in a column's name or a question ('Share_in_percent', 'the percentage share'). */
const PERCENT_WORDS: ReadonlySet<string> = new Set(['percent', 'percentage', 'pct']);
/** The words for a birth (knowledge/events.json): one names a date column of births by itself. */
const BIRTH_WORDS = new Set(EVENTS.events.filter((e) => e.role === 'birth').flatMap((e) => e.words));

/**
 * The canonical word of a question's word. A participle of relation ('associated with', 'related to') is no form of a
 * noun of its synonym group ('associate' for staff): it names only what the schema itself calls so.
 */
function saidCanonical(word: string): string {
  return RELATION_WORDS.has(word) ? stem(word) : canonical(word);
}

/** Words a question may use for schema words, for the typo corrector's vocabulary. */
export function synonymVocabulary(words: Iterable<string>): string[] {
  const out: string[] = [];
  for (const w of words) for (const s of synonymsOf(w)) out.push(s, plural(s));
  return out;
}
