import type { AggregateFn } from '../../connectors/query';
import type { Catalog, CatalogColumn, CatalogEntity, JoinEdge } from '../catalog/types';
import { keyless } from '../catalog/build-catalog';
import { TRUTH_PAIRS } from '../catalog/profile';
import { extendsEntity, findPath, keptReference, otherReference, reachesUp } from '../catalog/join-graph';
import type { ValueHit } from '../values/value-index';
import {
  ASK_KEY_WORDS,
  PLACE_WORDS,
  canonical,
  COMMON_WORDS,
  FLAG_VALUE_LEADS,
  FLAG_VALUES_WORDS,
  LIST_ORDERS,
  SORTED_OBJECTS,
  OCCURRING_VERBS,
  RELATION_WORDS,
  STORE_PLACES,
  STORE_VERBS,
  ROW_WORDS,
  TABLE_WORDS,
  WHOLE_ROW_WORDS,
  SORT_VERBS,
  KEY_NUMBER_WORDS,
  MONEY_WORDS,
  RANKS_PAID,
  RATE_LIKE_WORDS,
  SIZE_RANKS,
  SUPERLATIVES,
  TRANSACTION_VERBS,
  DISTINCT_WORDS,
  FREQUENCY_WORDS,
  IDENTIFYING_NUMBER_WORDS,
  OCCURRENCE_WORDS,
  SHARE_COLUMN_WORDS,
  ALPHABETICAL_ORDERS,
  REQUEST_VERBS,
  KIND_WORDS,
  HIGH_TO_LOW,
  GRAMMAR_WORDS,
  ROLE_VERBS,
  TABLE_SUFFIXES,
  START_WORDS,
  LATEST_WORDS,
  EARLIEST_WORDS,
  KEPT_COUNT_WORDS,
  keptCountThing,
} from '../catalog/vocabulary';
import { identifierWords, plural, singular as singularOf, stem, tokenize } from '../read/normalize';
import { doerRoot, IRREGULAR_PAST, isParticiple, namesReceiver, sameEvent, sameVerb } from '../read/lemma';
import { groupEither, type Placed } from './either';
import { AGG_NAMES, aggregateBefore, groupsOfAggregate } from './aggregate-conditions';
import { BOUNDS, valueAfterColumn } from './equalities';
import { isUnitWord } from '../read/units';
import type { Evidence, Span } from '../candidates/evidence';
import type { PhraseHit } from '../candidates/schema-phrases';
import { holdsYears } from './years';
import type { ColumnCandidate, DimRef, FilterRef, Interpretation, MeasureRef } from './interpretation';
import {
  AGG_WORDS,
  RANKED_ROW_LINKS,
  asksCount,
  AGE_COMPARATIVES,
  COMPARATORS,
  COUNT_PHRASES,
  startsCountPhrase,
  NAMING_WORDS,
  GROUP_WORDS,
  LIST_WORDS,
  MOST_WORDS,
  NEGATIONS,
  QUESTION_WORDS,
  SPLIT_COMPARATORS,
  numberWord,
  paidRankAt,
} from '../read/keywords';

/** A span read one way: as a schema name or as a data value. */
interface Mention {
  span: Span;
  kind: 'entity' | 'column' | 'edge' | 'value';
  entities: string[];
  columns: ColumnCandidate[];
  edge?: JoinEdge;
  /** Consumed by another reading (e.g. 'genre' in 'the Rock genre' qualifies the value). */
  used: boolean;
}

/** Words that ask about people without naming their table. */
/** Words that make 'paid' a ranking ('highest paid'): alone, 'paid' says a payment was made. */
/** Words before 'with' that join what is shown and say nothing more ('along with', 'together with'): grammar. */
const WITH_LEADS = new Set(['along', 'together']);
// Grammar, not business words (structure of English questions, so kept here, not in knowledge/vocabulary.json):
/** The particle of a phrasal verb ('grow up', 'set out', 'pass away'). */
const VERB_PARTICLES = new Set(['up', 'out', 'off', 'down', 'away', 'back', 'over']);
/** Forms of 'be' between things and a participle ('how many degrees were conferred'). */
const BE_FORMS = new Set(['was', 'were', 'is', 'are', 'been']);
/** Words that open a clause about the things named before them ('the product names whose average price …'). */
const CLAUSE_OPENERS = new Set(['whose', 'that', 'which', 'who', 'having']);
/** Articles of some one thing, not a known one ('company names with a movie …'). */
const INDEFINITES = new Set(['a', 'an', 'some', 'any']);
/** Words after one row's noun before the value that names it ('the tourist whose detail is Vincent'). */
const ROW_NAMING_LINKS = new Set(['whose', 'named', 'called', 'with']);
/** Words between 'as' and the column values are said to be of ('parking or shopping as their feature details'). */
const OWNERS_AFTER_AS = new Set(['their', 'its', 'the', 'his', 'her']);
/** Words that point at a thing said before ('properties belonging to that code'). */
const DEMONSTRATIVES = new Set(['that', 'those']);
/** The words between a noun and the predicate said of it ('the nationality that is most common'). */
const COPULA_LINKS = new Set(['that', 'which', 'is', 'are', 'was', 'were', 'the']);
/** Words between a verb and its object ('bought the tracks', 'ordered any products'). */
const ARTICLES = new Set(['the', 'a', 'an', 'any', 'some', 'our', 'their', 'its']);
/** The words that say a yes/no column's value: those of the pairs a text flag is kept as ('Yes'/'No', 'Y'/'N'). */
const TRUTH_WORDS: Record<string, boolean> = Object.fromEntries(
  TRUTH_PAIRS.flatMap(([yes, no]) => [
    [yes, true],
    [no, false],
  ]),
);

/** Words after 'by' that stand for rows named before ('the photos taken by it'). */
const BY_WHOM_PRONOUNS = new Set(['it', 'them', 'him', 'her']);
/** Words that link rows to the superlative that picks them ('the teams with the most technicians'). */
const DEFINITE_RANK_LINKS = new Set(['with', 'has', 'have', 'had']);
/** A verb's amount is looked for in every table only up to this many tables (else near the tables named). */
const MAX_TABLES_FOR_ANY_VERB = 300;
/** Prepositions that may open a relative clause with 'which' ('clubs for which', 'stores in which'). */
const RELATIVE_PREPOSITIONS = new Set(['for', 'in', 'of', 'to', 'at', 'on', 'from', 'with', 'by']);
/** Words before 'different' that make it a grouping: 'for the different types', 'in different competitions'. */
const FOR_EACH_LEADS = new Set(['for', 'in', 'across']);
/** Words before the one who did something ('each member', 'per rider'): that word is not the verb. */
const SUBJECT_LEADS = new Set(['each', 'every', 'per']);
/** Words that make 'how many days' a length of time rather than days on which something was done. */
const SPAN_WORDS = new Set([
  'take',
  'took',
  'taken',
  'takes',
  'last',
  'lasted',
  'between',
  'until',
  'till',
  'late',
  'early',
  'overdue',
  'left',
  'remain',
  'remaining',
  'ago',
  'old',
]);
/** Verbs of coming to a place or buying there: the days they were done are the days someone was active. */
const ACTIVE_VERBS = new Set(
  [
    'visit',
    'visited',
    'come',
    'came',
    'shop',
    'shopped',
    'order',
    'ordered',
    'buy',
    'bought',
    'purchase',
    'purchased',
    'attend',
    'attended',
    'active',
    'book',
    'booked',
    'dine',
    'dined',
    'train',
    'trained',
  ].map(stem),
);
/** Verbs of paying for something: the money a customer hands over. */
const PAY_VERBS = new Set(['pay', 'paid', 'pays', 'paying', 'payed']);
/** Words before 'paid' that make it say how well a person is paid ('well paid', 'underpaid' staff). */
const PAID_HOW = new Set(['well', 'best', 'worst', 'poorly', 'badly', 'highly', 'under', 'over', 'least', 'most']);

/** The comparison whose words end at `end` ('under', 'at least', 'more than'), with its length; null when none does. */
function comparatorEndingAt(T: string[], end: number): { op: '>' | '<' | '>=' | '<='; n: number } | null {
  for (const [words, op] of COMPARATORS) {
    if (op === '=' || end - words.length + 1 < 0) continue;
    if (words.every((w, k) => T[end - words.length + 1 + k] === w))
      return { op: op as '>' | '<' | '>=' | '<=', n: words.length };
  }
  return null;
}

/** The comparison said from word `i` on ('greater than', 'at most', 'over'), or undefined. */
function comparatorAt(T: string[], i: number): (typeof COMPARATORS)[number] | undefined {
  return COMPARATORS.find(([words]) => words.every((w, k) => T[i + k] === w));
}

/** Words that may stand between a negation and the value it negates ('not from', 'does not have the'). */
const NEGATED_LINKS = new Set([
  'from',
  'in',
  'at',
  'of',
  'by',
  'with',
  'to',
  'for',
  'have',
  'has',
  'had',
  'the',
  'a',
  'an',
  'as',
]);
/** Words that make the number after them a count of rows to show ('the first 5', 'the last 3'), not a value. */
const LIMIT_LEADS = new Set(['top', 'bottom', 'first', 'last', 'best', 'worst', 'only', 'just']);
/** A bound said with 'not' before it: 'not more than 3' is at most 3. */
const NEGATED_BOUND = { '>': '<=', '<': '>=', '>=': '<', '<=': '>' } as const;

/** The words before 'the <row> with the most …' that put other rows in it ('cities in the county with …'). */
const ROW_PLACES = new Set(['in', 'at', 'from', 'by', 'of', 'for']);

/** Words that may follow the rows in 'How many distinct allergies are there?' and say nothing more. */
const DISTINCT_ROWS_TAIL = new Set(['are', 'is', 'there', 'exist', 'exists', 'do', 'we', 'have', 'has', 'in', 'total']);

/** The words that may end 'and how many are there' (nothing named to count). */
const TRAILING_COUNT_WORDS = new Set(['are', 'is', 'there', 'of', 'them', 'those', 'it', 'they', 'in', 'total']);

/** 'or older', 'or younger' after an age: the bound it sets. */
// 'young' as said in '30 years old or young'.
const AGE_BOUNDS: Record<string, '>=' | '<='> = { older: '>=', younger: '<=', young: '<=' };

/** Aggregate words that ask for one computed figure of a column (not a count, not a ranking). */
const ASKED_FIGURES = new Set(['average', 'avg', 'mean', 'median', 'maximum', 'minimum']);

/** A table's text column that names its rows when it has no label: a description, a name, a title. */
function nameLikeColumn(e: CatalogEntity): CatalogColumn | undefined {
  return e.columns.find(
    (c) => c.type === 'text' && !c.isKey && c.words.some((w) => ['description', 'name', 'title'].includes(w)),
  );
}

const PERSON_WORDS = new Set([
  'who',
  'whom',
  'people',
  'person',
  'persons',
  'anyone',
  'someone',
  'somebody',
  'everyone',
]);

const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'our',
  'my',
  'all',
  'distinct',
  'different',
  'unique',
  'total',
  'in',
  'on',
  'their',
  'its',
  'his',
  'her',
  'each',
  'per',
  'separate',
]);

/**
 * Reads the evidence of a question into an interpretation: what is measured, grouped, filtered,
 * ranked. Every decision is driven by the catalog and the words around a mention, never by
 * names of particular tables.
 */
/** What the question's form asks of the reader: `figure`, a form that compares figures (a change between periods). */
export interface ReadAsks {
  figure?: boolean;
  /**
   * The question's form computes a figure of the rows read here (a share, a change, a ratio): a column or a category
   * named without a measure is a part of that figure, not rows to list, unless a row is named by its name.
   */
  partOfFigure?: boolean;
  /** Verbs another reader found to name a kind of movement ('receive' → RECEIPT rows): verbs of moving things, as 'sold'. */
  verbs?: string[];
  /** Tables whose columns another reader put a condition on ('stock number starts with 2'): the rows compared. */
  conditionsOn?: string[];
}

export function interpret(ev: Evidence, catalog: Catalog, asks: ReadAsks = {}): Interpretation {
  return new Reader(ev, catalog, asks).read();
}

/** Words that join two conditions. */
const CONJUNCTIONS = new Set(['and', 'or']);

class Reader {
  private readonly T: string[];
  private readonly explained: boolean[];
  private readonly mentions: Mention[];
  private readonly mentionAt = new Map<number, Mention>();
  /** Where each filter was read, to group those joined by 'or'. */
  private readonly placed = new Map<FilterRef, Placed>();
  /** Numbers read as a text column's stored value ('post code 255'), found among the thresholds (readCodeEquality). */
  private readonly codeValues: FilterRef[] = [];
  /** The category a relative clause or 'with' ranks ('the state which has the most …'), once findSubject took it. */
  private rankedSubject: Mention | null = null;
  /**
   * The one table every condition on a column is on ('length under 3 or height over 5', 'stock number starts with 2'),
   * if one.
   */
  private comparedOn: string | null = null;
  /** Rows named by a column of their own table rather than by the table ('the players' of match_season.Player). */
  private readonly rowNames = new Map<Mention, ColumnCandidate>();
  /** Columns asked of the rows a count ranks, read with the ranking ('the detail of the vehicle used most often'). */
  private readonly askedOfRanked: ColumnCandidate[] = [];

  constructor(
    private readonly ev: Evidence,
    private readonly catalog: Catalog,
    private readonly asks: ReadAsks = {},
  ) {
    this.T = ev.tokens.map((t) => t.text);
    this.explained = ev.tokens.map((t) => t.time);
    // 'in descending order' names no table of orders: the word is the order of the list asked for.
    const read = ev.spans
      .filter((s) => !(s.n === 1 && sortOrderAt(this.T, s.i)))
      .map((s) => this.perfectVerb(s))
      .filter((s) => s.schema.length || s.values.length)
      .map((s) => this.readSpan(s));
    // 'available services' beside a table Available_Policies: one word that only begins another table's name, right
    // before a table named in full, qualifies that table; it names no table of its own (left unclaimed, it is said).
    this.mentions = read.filter((m, k) => {
      const next = read[k + 1];
      return !(
        m.kind === 'entity' &&
        m.span.n === 1 &&
        m.span.schema.every((h) => h.score < 0.5) &&
        next?.kind === 'entity' &&
        next.span.i === m.span.i + 1 &&
        next.span.schema.some((h) => h.score >= 1)
      );
    });
    for (const m of this.mentions) for (let k = m.span.i; k < m.span.i + m.span.n; k++) this.mentionAt.set(k, m);
    for (const m of this.mentions) this.rowsNamedInTable(m);
    // 'What is the team and starting year for each technician?' where machines have a team too: columns said of the
    // rows named after 'each' or 'every' are those rows' own, where they have them.
    const each = this.mentions.find(
      (m) => m.kind === 'entity' && (this.T[m.span.i - 1] === 'each' || this.T[m.span.i - 1] === 'every'),
    );
    if (each)
      for (const m of this.mentions) {
        if (m.kind !== 'column' || m.span.i > each.span.i) continue;
        const own = m.columns.filter((c) => c.entity === each.entities[0]);
        if (own.length && own.length < m.columns.length) m.columns = own;
      }
    // 'director names', 'publisher names': 'names' after a column of text that holds who someone is (movie.Director)
    // says those values are names; it names no column of names of its own.
    for (const m of [...this.mentions]) {
      const next = this.mentionAt.get(m.span.i + m.span.n);
      if (
        m.kind !== 'column' ||
        next?.kind !== 'column' ||
        next.span.n !== 1 ||
        singularOf(next.span.text) !== 'name' ||
        !m.columns.length ||
        !m.columns.every((c) => {
          const col = this.columnOf(c);
          return col?.type === 'text' && col.role === 'category' && col.words.length === 1 && !!doerRoot(col.words[0]);
        })
      )
        continue;
      this.absorbMention(m, next);
    }
    // 'the codes of document types' (document_type_code): a key word said before 'of' and a column named by its other
    // words, whose key word it is, is that column's word; it names no codes of its own.
    for (const m of [...this.mentions]) {
      const at = m.span.i + m.span.n;
      const next = this.mentionAt.get(this.T[at] === 'of' ? at + 1 : -1);
      if (m.kind !== 'column' || m.span.n !== 1 || next?.kind !== 'column' || !next.columns.length) continue;
      const key = stem(singularOf(m.span.text));
      if (!next.columns.every((c) => this.columnOf(c)?.keyWord && stem(this.columnOf(c)!.keyWord!) === key)) continue;
      this.absorbMention(next, m);
    }
    // 'the type of the document' beside Document_Types and Organisation_Types: one word of a longer table's name,
    // said of rows named after 'of', is the table named by both ('document' and 'type'), where there is one.
    for (const m of this.mentions) {
      const named = m.kind === 'entity' ? this.catalog.byName.get(m.entities[0]) : undefined;
      if (!named || m.span.n !== 1 || named.words.length < 2) continue;
      let k = m.span.i + 1;
      if (this.T[k] !== 'of') continue;
      k++;
      while (ARTICLES.has(this.T[k] ?? '')) k++;
      const of = this.mentionAt.get(k);
      if (of?.kind !== 'entity') continue;
      const said = [...of.span.text.split(' '), m.span.text].map((w) => stem(singularOf(w))).join(' ');
      const both = this.catalog.entities.find((e) => e.words.map((w) => stem(singularOf(w))).join(' ') === said);
      if (both) m.entities = [both.name];
    }
    for (const m of this.mentions) {
      const rows = this.rowsNamedAfter(m);
      const e = rows && this.catalog.byName.get(rows.entities[0]);
      if (e?.label) m.columns = e.label.columns.map((column) => ({ entity: e.name, column, score: 1 }));
    }
    // 'the name of all the cities and states' (town_city, state_province_county): the name of a place or a kind kept
    // as text is that text; 'name' names no column of names of another table.
    for (const m of [...this.mentions]) {
      const next = this.valueNamedAfter(m);
      if (next) this.absorbMention(next, m);
    }
    // 'the email addresses of the drama workshop groups' (Store_Email_Address beside a customer's Customer_Email_Address,
    // named in full): a column said of a table named right after it, which that table has under a longer name, is
    // that table's.
    for (const m of this.mentions) {
      if (m.kind !== 'column') continue;
      const of = this.ofEntityAfter(m);
      if (!of || m.columns.some((c) => c.entity === of)) continue;
      const theirs = this.onlyColumnSaying(m, of, () => true);
      if (theirs) m.columns = [{ ...theirs, score: 0.9 }];
    }
    // 'the title of the prerequisite of International Finance': the name said of rows named by another table's name
    // (a prerequisite is a course, named by its title) is how those rows are shown, not the rows of that table.
    for (const m of this.mentions) {
      if (m.kind !== 'column' || this.T[m.span.i + m.span.n] !== 'of') continue;
      let k = m.span.i + m.span.n + 1;
      while (ARTICLES.has(this.T[k] ?? '')) k++;
      const of = this.mentionAt.get(k);
      const via = of?.kind === 'entity' ? this.catalog.byName.get(of.entities[0])?.labelVia : undefined;
      const label = via ? this.catalog.byName.get(via.entity)?.label : undefined;
      if (!label || !m.columns.some((c) => c.entity === via!.entity && label.columns.includes(c.column))) continue;
      // Only rows said of something themselves ('of International Finance'): 'the names of poker players, ordered by
      // …' is read as before.
      // ('the prerequisite class of …': a word for the rows between.)
      const end = of!.span.i + of!.span.n;
      const said = (w: string | undefined) => w === 'of' || w === 'for';
      // ('the names of perpetrators whose country is not China', 'what are the names of perpetrators': so are rows a
      // clause of their own says, or that end the question.)
      const own = this.T[end] === 'whose' || end === this.T.length;
      if (!own && !said(this.T[end]) && !(said(this.T[end + 1]) && !this.mentionAt.has(end))) continue;
      m.used = true;
      this.explain(m.span.i, k - m.span.i);
    }
  }

  read(): Interpretation {
    const T = this.T;
    const filters: FilterRef[] = [];
    const dims: DimRef[] = [];
    let measure: MeasureRef | null = null;
    let rank: Interpretation['rank'];
    const choices: string[] = [];
    let summary = false;
    const timeHints: string[] = [];
    let countGroups = false;
    let unclear: string | undefined;

    // Value readings and their qualifiers ('Rock genre', 'country Canada').
    this.bindValueQualifiers();

    // Column comparisons and thresholds first: they claim the columns they compare.
    filters.push(...this.readColumnComparisons());
    const thresholds = [...this.readThresholds(), ...this.readLinkPresence()];
    this.disjointAsEither(thresholds);
    filters.push(...this.codeValues);
    const comparedOn = new Set([
      ...thresholds.flatMap((t) => (t.onMeasure ? [] : t.columns.map((c) => c.entity))),
      ...(this.asks.conditionsOn ?? []),
    ]);
    this.comparedOn = comparedOn.size === 1 ? [...comparedOn][0]! : null;

    // 'cities in the county with the most police officers': rows kept by the one related row that ranks first.
    filters.push(...this.readInTopRow(), ...this.readKeptCountTop());

    // Ranking words: 'top 5', 'bottom 3', 'the most', 'which 5 tracks'.
    let n: number | null = null;
    let dir: 'asc' | 'desc' | null = null;
    let superlative: { concepts: string[]; dir: 'asc' | 'desc'; at: number; things?: true } | null = null;
    // 'sorted by the cost from the highest to the lowest': the two ends say a list's order, they rank nothing and
    // form no figure.
    const ends = orderEnds(T);
    const inEnds = (i: number) => !!ends && i >= ends.at && i < ends.at + ends.n;
    for (let i = 0; i < T.length; i++) {
      const w = T[i];
      if (inEnds(i)) continue;
      if (this.mentionAt.has(i) && this.mentionAt.get(i)!.kind === 'value') continue;
      // ('more than 2 weeks on top' of Weeks_on_Top: a word of a column's name said with the rest of it ranks nothing.)
      const named = this.mentionAt.get(i);
      if (named?.kind === 'column' && named.span.n > 1 && named.span.schema.some((h) => !h.partial)) continue;
      // (The ranking word of 'in the county with the most …' ranks that one row, read above.)
      if (this.rankedRowAt.has(i)) continue;
      // ('created after the most recent Steven Spielberg film': the figure compared with, read with the comparison.)
      const compared = (k: number) => T[k - 1] === 'the' && ['after', 'before', 'than'].includes(T[k - 2] ?? '');
      if ((compared(i) && (w === 'most' || SUPERLATIVES[w])) || (T[i - 1] === 'most' && compared(i - 1))) continue;
      if (
        (w === 'top' || w === 'bottom' || w === 'best' || w === 'worst' || w === 'first') &&
        numberWord(T[i + 1]) !== null &&
        !this.ev.tokens[i + 1].time
      ) {
        n = numberWord(T[i + 1]);
        dir = w === 'bottom' || w === 'worst' ? 'asc' : 'desc';
        this.explain(i, 2);
        // 'the top three lowest distances': the words after the number say which end.
        if (AGG_WORDS[T[i + 2]] === 'min') dir = 'asc';
      } else if ((w === 'most' || w === 'least') && SUPERLATIVES[T[i + 1]] && T[i + 1] !== 'largest') {
        const s = SUPERLATIVES[T[i + 1]];
        superlative = {
          concepts: s.concepts,
          dir: w === 'least' ? (s.dir === 'desc' ? 'asc' : 'desc') : s.dir,
          at: i + 1,
        };
        this.explain(i, 2);
      } else if (SUPERLATIVES[w]?.ofThings && this.sortedThing(i + 1, SUPERLATIVES[w].ofThings!)) {
        // 'the highest mountain': said right before a table keeping a height, it ranks by that height.
        superlative = { concepts: SUPERLATIVES[w].ofThings!, dir: SUPERLATIVES[w].dir, at: i, things: true };
        this.explain(i, 1);
      } else if (
        SUPERLATIVES[w] &&
        !['largest', 'biggest', 'highest', 'greatest', 'smallest', 'lowest'].includes(w) &&
        // 'paid' ranks only as 'highest paid', 'best-paid', 'lowest paid' (or 'paid the most', 'paid the least'):
        // 'payments paid late' ranks nothing.
        (w !== 'paid' || RANKS_PAID.has(T[i - 1]) || paidRankAt((k) => T[k], i) > 0)
      ) {
        superlative = { ...SUPERLATIVES[w], at: i };
        // 'lowest-paid', 'least paid': the word before turns the order; 'the employees who get paid the least', after.
        const after = w === 'paid' ? paidRankAt((k) => T[k], i) : -1;
        if (['lowest', 'least', 'worst', 'poorest'].includes(T[after > 0 ? after : i - 1])) superlative.dir = 'asc';
        this.explain(i, 1);
        if (after > 0) this.explain(i + 1, after - i);
      } else if (
        numberWord(w) !== null &&
        !this.ev.tokens[i].time &&
        n === null &&
        i > 0 &&
        !COMPARATORS.some(([ws]) => ws[ws.length - 1] === T[i - 1]) &&
        (SUPERLATIVES[T[i + 1]] ||
          MOST_WORDS[T[i + 1]] ||
          (this.namesRows(i + 1) && QUESTION_WORDS.has(T[i - 1])) ||
          (T[i - 1] === 'the' && this.namesRows(i + 1)))
      ) {
        // 'which 3 items', 'which 5 countries' (a column's values), 'the 5 longest films', '10 most expensive products'.
        n = numberWord(w);
        this.explain(i, 1);
      } else if (SIZE_RANKS[w] && ((ORDERED_AMOUNTS.has(T[i + 1]) && T[i + 2] === 'of') || formsFigure(T[i + 1]))) {
        // 'the greatest number of orchestras', 'the largest amount of stock': a ranking, as 'the most'; so is a size
        // word before the figure another aggregate word forms ('the greatest total loan amount').
        dir = dir ?? SIZE_RANKS[w];
        this.explain(i, 1);
      } else if (
        MOST_WORDS[w] &&
        (w !== 'top' || numberWord(T[i + 1]) === null) &&
        w !== 'more' &&
        // 'at least 3 friends', 'at most 2' compare (COMPARATORS); they rank nothing.
        !(T[i - 1] === 'at' && numberWord(T[i + 1]) !== null)
      ) {
        dir = dir ?? MOST_WORDS[w];
        this.explain(i, 1);
      }
    }

    // Count phrases: 'how many X', 'number of X'.
    let countAt = -1;
    let countFrom = -1;
    // 'the number of customers' said of a column named so (`no_of_customers`): a count kept on each row.
    let countColumn: Mention | null = null;
    // 'the most common mill type, and how many are there': a count asked after the thing ranked, with nothing named
    // after it, is the figure of that ranking, which is shown with it.
    const trailing = T.findIndex(
      (w, i) =>
        i > 2 &&
        w === 'how' &&
        T[i + 1] === 'many' &&
        T[i - 1] === 'and' &&
        T.slice(i + 2).every((x) => TRAILING_COUNT_WORDS.has(x)) &&
        T.slice(0, i).some((x) => MOST_WORDS[x]),
    );
    if (trailing > 0) this.explain(trailing - 1, T.length - trailing + 1);
    for (let i = 0; i < T.length && countAt < 0; i++)
      for (const p of COUNT_PHRASES)
        if (
          (trailing < 0 || i < trailing) &&
          p.every((w, k) => T[i + k] === w) &&
          // 'Count the number of services': the verb before a count phrase is that phrase's, which is read instead
          // (so 'number' is never taken for a column of numbers after it).
          !(p.length === 1 && startsCountPhrase(T, i + (T[i + 1] === 'the' ? 2 : 1))) &&
          (!this.mentionAt.has(i) ||
            this.countWordNamesColumn(i, p) ||
            this.keptCountAt(i, p) ||
            // 'the total number of domestic passengers' beside Total_Passengers: a word that only begins column
            // names is the count's word; so is 'how' of 'how many' beside How_to_Get_There.
            ((p.length > 2 || T[i] === 'how') &&
              this.mentionAt.get(i)!.span.n === 1 &&
              this.mentionAt.get(i)!.span.schema.every((h) => h.partial))) &&
          !(i > 0 && GROUP_WORDS.has(T[i - 1]) && this.groupsByNumber(i - 1)) &&
          !this.sortKeyAt(i, p.length) &&
          !this.numberOfColumnAt(i)
        ) {
          if (this.keptCountAt(i, p)) countColumn = this.mentionAt.get(i)!;
          else if (p.length > 2 && this.mentionAt.get(i)?.span.schema.every((h) => h.partial))
            this.mentionAt.get(i)!.used = true;
          countAt = i + p.length;
          countFrom = i;
          this.explain(i, p.length);
          break;
        }
    // 'the frequency count': how often, the count itself.
    if (countFrom > 0 && T[countFrom - 1] === 'frequency' && !this.mentionAt.has(countFrom - 1))
      this.explain(countFrom - 1, 1);
    // 'the total number of show times per day for each cinema' beside Show_times_per_day: a column that keeps how many
    // times, named right after the count's words, is the count kept on each row.
    const timesKept = countAt >= 0 && !countColumn ? this.mentionAt.get(countAt) : undefined;
    if (
      timesKept?.kind === 'column' &&
      timesKept.span.i === countAt &&
      this.countsAmount(timesKept) &&
      timesKept.columns.some((c) => this.columnOf(c)?.words.some((w) => OCCURRENCE_WORDS.has(w)))
    )
      countColumn = timesKept;
    // 'how many games are played' beside SportsInfo.GamesPlayed: the thing counted and a participle after 'be' that
    // are, in that order, the words of one amount column ask for that column added up (the games kept on each row).
    if (countAt >= 0 && !countColumn && BE_FORMS.has(T[countAt + 1] ?? '') && T[countAt + 2]) {
      const kept = this.keptAmountNamed(T[countAt], T[countAt + 2]);
      if (kept) countColumn = this.keptCountMention(countAt, 3, kept);
    }
    // 'How many furniture components are there in total?' beside furniture.Num_of_Component: the thing counted, after
    // the table whose rows keep how many of it each, asks for that column added up.
    if (countAt >= 0 && !countColumn && T[countFrom] === 'how') {
      const owner = this.mentionAt.get(countAt);
      const k = owner?.kind === 'entity' && owner.span.i === countAt ? countAt + owner.span.n : countAt;
      // (The thing's word may begin the column's name as said, 'components' of 'number of component'.)
      const there = this.mentionAt.get(k);
      const found = T[k] ? this.countKeptOf(T[k], k > countAt ? owner!.entities : null) : null;
      const kept =
        found &&
        (!there ||
          (there.kind === 'column' &&
            there.span.n === 1 &&
            there.span.schema.every((h) => h.partial) &&
            there.columns.some((c) => c.entity === found.entity && c.column === found.name)))
          ? found
          : null;
      if (kept && there) there.used = true;
      if (kept) {
        countColumn = this.keptCountMention(countAt, k + 1 - countAt, kept);
        if (owner && k > countAt) owner.used = true;
      }
    }
    if (T.includes('how') && T[T.indexOf('how') + 1] === 'much') this.explain(T.indexOf('how'), 2);
    // 'How many different sports do we offer?': the business itself, 'we', doing what a business does with what it
    // has, at the end of the question, says nothing about which rows.
    const weAt = T.findIndex((w, k) => w === 'we' && ['do', 'does', 'did'].includes(T[k - 1] ?? ''));
    if (weAt > 0 && weAt + 2 === T.length && /^[a-z]+$/.test(T[weAt + 1]) && !this.mentionAt.has(weAt + 1))
      this.explain(weAt - 1, 3);
    // 'the student named "Eric Tai"', 'a film called Jaws': the word before a value that says it is the row's name.
    // It names no column of names there ('named' is no ClubName).
    T.forEach((w, i) => {
      const named = this.mentionAt.get(i);
      if (!NAMING_WORDS.has(w) || this.mentionAt.get(i + 1)?.kind !== 'value' || (named && named.span.n > 1)) return;
      if (named) named.used = true;
      this.explain(i, 1);
    });
    // 'the number of times it won matches', 'how many times': the records counted are each time.
    if (countAt >= 0 && OCCURRENCE_WORDS.has(T[countAt]) && !this.mentionAt.has(countAt)) this.explain(countAt, 1);

    // Aggregate words ('average', 'total', 'maximum') and the money words.
    let agg: { fn: AggregateFn; at: number } | null = null;
    for (let i = 0; i < T.length; i++) {
      const fn = AGG_WORDS[T[i]];
      const m = this.mentionAt.get(i);
      if (!fn || (m && m.span.n > 1) || (m && m.kind === 'value')) continue;
      if (inEnds(i)) continue;
      // 'total' right before a count phrase ('total number of') belongs to the count; 'the average number of
      // bedrooms' keeps its average (of a count kept as a column, or of the counts per group).
      if (
        countAt >= 0 &&
        i < countAt &&
        i >= countAt - 3 &&
        !(fn !== 'sum' && fn !== 'count' && COUNT_NOUNS.has(T[i + 1]))
      )
        continue;
      // 'greater than the average revenue', 'above the average': what a row is compared with, not the figure asked.
      // ('older than average' is read by the age reader, readings/age.ts.)
      const comparedAt = T[i - 1] === 'the' ? i - 2 : i - 1;
      const compared = comparatorEndingAt(T, comparedAt);
      if (compared && !AGE_COMPARATIVES[T[comparedAt - compared.n + 1]]) continue;
      if (T[i] === 'total' && m && !this.followedByMeasure(i + 1)) continue;
      // 'the highest average salary': the first word ranks, the second is the aggregate.
      // 'the highest amount of loans': the word ranks the amount of the loans, a total. (A column named so, as
      // `no_of_customers` for 'the greatest number of customers', is ranked row by row.)
      if (
        (MOST_WORDS[T[i]] || SIZE_RANKS[T[i]]) &&
        (formsFigure(T[i + 1]) ||
          (ORDERED_AMOUNTS.has(T[i + 1]) && T[i + 2] === 'of' && (this.mentionAt.get(i + 1)?.span.n ?? 1) === 1))
      )
        continue;
      // 'which 3 vendors have the highest cost', 'which country has the highest revenue': things are ranked, so
      // 'highest' ranks them by their figure (a total, or an average of a rate), not by their largest single row.
      if (MOST_WORDS[T[i]] && (fn === 'max' || fn === 'min') && (n !== null || this.ranksSubject(i))) continue;
      if (!agg) agg = { fn, at: i };
      this.explain(i, 1);
      if (m) m.used = true;
    }
    const moneyAt = T.findIndex((w, i) => MONEY_WORDS.has(w) && !this.mentionAt.has(i));
    if (moneyAt >= 0) this.explain(moneyAt, 1);
    const verbAt = T.findIndex(
      (w, i) =>
        this.isVerb(w) && !this.isSchemaWord(i) && !sortOrderAt(T, i, (k) => this.mentionAt.get(k)?.kind === 'column'),
    );

    // Question and list words.
    // ('Return the names of songs for which format is mp3': after a preposition, with rows named before it, 'which'
    // opens a clause about those rows, and asks nothing.)
    const whAt = T.findIndex(
      (w, i) =>
        QUESTION_WORDS.has(w) &&
        !(
          w === 'which' &&
          RELATIVE_PREPOSITIONS.has(T[i - 1] ?? '') &&
          this.mentions.some((m) => m.kind === 'entity' && m.span.i + m.span.n <= i - 1)
        ),
    );
    if (T.includes('summary') || T.includes('overview')) summary = true;

    // Group-by dimensions: the mention right after 'by' / 'per' / 'each' / 'for every' / 'across'.
    let rankedCount: string | null = null;
    const groupStarts: number[] = [];
    const perDims = new Set<DimRef>();
    // 'Sort the names of employees by their age in ascending order': a sort asked, nothing counted or added up, the
    // column after 'by' is the order the rows are listed in (read with the sort below), not a grouping.
    const sortOnly = !!sortAsked(T) && countAt < 0 && !agg;
    // The second 'by' of 'used by customers and by staff' (read with the first).
    const pairedBy = new Set<number>();
    for (let i = 0; i < T.length; i++) {
      // 'the average balance … for the different account types', 'the number of matches in different competitions':
      // one figure for each of them, as 'by'.
      const forEach =
        DISTINCT_WORDS.has(T[i]) &&
        (FOR_EACH_LEADS.has(T[i - 1]) || (T[i - 1] === 'the' && FOR_EACH_LEADS.has(T[i - 2])));
      // 'the number of students for the cities …': a figure for the values of a column said in the plural, one each.
      const forThe =
        T[i] === 'the' && T[i - 1] === 'for' && (countAt >= 0 || !!agg) && this.pluralKindAt(i + 1) && i - 1 > countAt;
      if (forThe) {
        const kind = this.mentionAt.get(i + 1)!;
        this.explain(i - 1, 2);
        groupStarts.push(kind.span.i);
        dims.push(this.asDim(kind));
        kind.used = true;
        continue;
      }
      if ((!GROUP_WORDS.has(T[i]) && !forEach) || this.ev.tokens[i].time) continue;
      // 'per' inside a column's name ('show times per day') groups nothing.
      if ((this.mentionAt.get(i)?.span.i ?? i) < i) continue;
      if (forEach) this.explain(T[i - 1] === 'the' ? i - 2 : i - 1, T[i - 1] === 'the' ? 2 : 1);
      if (sortOnly && T[i] === 'by') continue;
      // 'by' after a participle names who did it ('taught by', 'used by'), read by the cases below.
      // (Or after a passive said a few words before: 'how many games are played for all football games by students
      // on scholarship'.)
      const passive = (k: number) => BE_FORMS.has(T[k - 1] ?? '') && isParticiple(T[k]);
      // ('volumes that are by artists …', 'how many issues are by singers who …': 'by' right after a form of 'be' said
      // of the rows names who made them, too.)
      const agentBy =
        T[i] === 'by' &&
        (isParticiple(T[i - 1] ?? '') ||
          (BE_FORMS.has(T[i - 1] ?? '') &&
            (['that', 'which', 'who'].includes(T[i - 2] ?? '') || this.mentionAt.get(i - 2)?.kind === 'entity')) ||
          [2, 3, 4, 5, 6].some((d) => passive(i - d) && !T.slice(i - d, i).some((w) => CONJUNCTIONS.has(w))));
      // 'the total amount of money loaned by banks in New York state': 'by' after a participle, before the things
      // that did it narrowed by a value ('in New York'), names who did it: one figure over them, not one each.
      if (agentBy) {
        const agent = this.nextMention(i + 1, 1);
        const end = agent ? agent.span.i + agent.span.n : -1;
        // '… stocked by depots with number of docks greater than 4': narrowed by a column of their own, compared.
        const own = ['with', 'whose', 'having', 'of'].includes(T[end] ?? '') ? this.nextMention(end + 1, 2) : null;
        // 'attractions visited by the tourist whose detail is Vincent', '… by the tourist Vincent': one of them, named.
        const agentRows = agent?.kind === 'edge' ? agent.edge!.to : agent?.kind === 'entity' ? agent.entities[0] : null;
        const named = this.mentions.some(
          (m) =>
            m.kind === 'value' &&
            (m.span.i === end || (ROW_NAMING_LINKS.has(T[end] ?? '') && m.span.i > end && m.span.i <= end + 4)) &&
            m.span.values.some((v) => v.entity === agentRows),
        );
        const narrowed =
          (agent?.kind === 'entity' || (agent?.kind === 'edge' && (named || CLAUSE_OPENERS.has(T[end] ?? '')))) &&
          !agent.used &&
          (named ||
            (['in', 'from', 'at'].includes(T[end] ?? '') && this.valueSaidAt(end + 1)) ||
            // 'lessons taught by staff whose first name has the letter a': a text condition on them (read before),
            // or a clause about them ('courses taught by the tutor who has personal name Julio'), names which.
            (!!agentRows && !!this.asks.conditionsOn?.includes(agentRows)) ||
            CLAUSE_OPENERS.has(T[end] ?? '') ||
            // (Or of the row each of them points at: 'requested by entrepreneurs with height more than 1.85', the
            // height kept with the entrepreneur's person; or ranked by it, a column of their own asked: 'the company
            // started by the entrepreneur with the greatest height'.)
            (countAt < 0 &&
              own?.kind === 'column' &&
              !!agentRows &&
              own.columns.some((c) => c.entity === agentRows || this.pointsAt(agentRows, c.entity)) &&
              (!!comparatorAt(T, own.span.i + own.span.n) ||
                // ('coached by coaches with rank 1': the column said with the value it equals.)
                /^[0-9]+(?:\.[0-9]+)?$/.test(T[own.span.i + own.span.n] ?? '') ||
                (T.slice(end + 1, own.span.i).some((w) => AGG_WORDS[w] === 'max' || AGG_WORDS[w] === 'min') &&
                  this.prevMention(i - 2, 1)?.columns.some((c) => c.entity === agentRows) === true))) ||
            // 'the average money requested by all entrepreneurs': all of them, one figure.
            ((T[i + 1] === 'all' || T[i + 1] === 'every') && agent?.kind === 'entity') ||
            // '… by students on scholarship': a yes/no of theirs, or of their records, said right after them.
            [end, end + 1].some((k) =>
              this.mentionAt
                .get(k)
                ?.columns.some(
                  (c) =>
                    this.columnOf(c)?.role === 'boolean' &&
                    !!agentRows &&
                    (c.entity === agentRows || this.pointsAt(c.entity, agentRows)),
                ),
            ));
        if (narrowed) {
          agent.used = true;
          // The participle says how they are related ('mountains climbed by climbers from …'): the join says it.
          this.explain(this.mentionAt.has(i - 1) ? i : i - 1, this.mentionAt.has(i - 1) ? 1 : 2);
          continue;
        }
      }
      // 'the last names used by customers and staff': two kinds of rows after the participle's 'by', each holding the
      // thing, are no grouping (what both hold is not read here; the words stay unclaimed).
      if (agentBy) {
        const first = this.nextMention(i + 1, 1);
        const end = first ? first.span.i + first.span.n : -1;
        const second = T[end] === 'and' ? this.mentionAt.get(T[end + 1] === 'by' ? end + 2 : end + 1) : undefined;
        if (first?.kind === 'entity' && second?.kind === 'entity' && second.entities[0] !== first.entities[0]) {
          if (T[end + 1] === 'by') pairedBy.add(end + 1);
          continue;
        }
      }
      if (pairedBy.has(i)) continue;
      // 'lessons taught by Janessa Sawayn': 'by' after a participle before a value names who did it, a condition (the
      // value's), not a grouping; the participle says how they are related, which the join says.
      if (agentBy && this.mentionAt.get(i + 1)?.kind === 'value') {
        if (!this.mentionAt.has(i - 1)) this.explain(i - 1, 2);
        continue;
      }
      // 'the kinds of clients supported by the web client accelerators': 'by' names the rows that hold the column
      // itself, each of which has one value: the values are over them all, not one group each.
      if (agentBy) {
        const held = this.prevMention(i - 2, 1);
        const holder = this.nextMention(i + 1, 0);
        if (
          countAt >= 0 &&
          held?.kind === 'column' &&
          holder?.kind === 'entity' &&
          !holder.used &&
          held.columns.length > 0 &&
          held.columns.every((c) => c.entity === holder.entities[0])
        ) {
          holder.used = true;
          this.explain(i - 1, 2);
          continue;
        }
      }
      // 'the payment methods used by customers': things of a kind listed, with nothing to count, add up or rank,
      // and 'by' after the participle said of them names who did it, not a grouping.
      const used = agentBy ? this.prevMention(i - 2, 0) : null;
      if (
        used?.kind === 'column' &&
        used.columns.every((c) => !this.isMeasureColumn(c)) &&
        countAt < 0 &&
        !agg &&
        !dir &&
        n === null &&
        moneyAt < 0
      ) {
        const agent = this.nextMention(i + 1, 0);
        if (agent?.kind === 'entity' && !agent.used) {
          agent.used = true;
          this.explain(i, 1);
        }
        continue;
      }
      // 'across all warehouses', 'across every region': added up over all of them, no grouping.
      // 'the total number of customers across banks', 'the total balance across checking accounts': a total asked
      // over the rows named after 'across' is one figure too.
      const totalAcross =
        T[i] === 'across' && T.slice(0, i).some((w) => w === 'total' || w === 'sum' || w === 'combined');
      const allWord = T[i + 1] === 'all' || T[i + 1] === 'every';
      // 'the most common country across members': the rows that hold a column said before are where it is taken.
      const across = T[i] === 'across' ? this.nextMention(i + 1, 1) : undefined;
      const holders =
        across?.kind === 'entity' &&
        this.mentions.some(
          (m) => m.kind === 'column' && m.span.i < i && m.columns.some((c) => across.entities.includes(c.entity)),
        );
      if (T[i] === 'across' && (allWord || totalAcross || holders)) {
        const all = this.nextMention(allWord ? i + 2 : i + 1, 0);
        this.explain(i, allWord ? 2 : 1);
        if (all && all.kind !== 'value') {
          all.used = true;
          this.explain(all.span.i, all.span.n);
        }
        continue;
      }
      // 'by number of invoices', 'by total spend', 'by revenue': the ranking measure, not a grouping.
      const byNumber = this.groupsByNumber(i);
      if (byNumber) {
        this.explain(i, byNumber.span.i - i);
        groupStarts.push(byNumber.span.i);
        dims.push(this.asDim(byNumber));
        byNumber.used = true;
        continue;
      }
      const nextWords = T.slice(i + 1).filter((w) => !FILLER.has(w) || w === 'total');
      // A money word that starts a longer schema name ('billing country') is that name, not the measure.
      const named = this.nextMention(i + 1, 0);
      const phrase = named && named.span.n > 1 && (named.kind !== 'value' || this.valueNamesRows(named));
      if (
        COUNT_PHRASES.some((p) => p.every((w, k) => nextWords[k] === w)) ||
        (!phrase && nextWords[0] && (AGG_WORDS[nextWords[0]] || MONEY_WORDS.has(nextWords[0])))
      )
        continue;
      // 'top 5 providers by completed visits', 'clinics ranked by appointments': a ranked subject by the rows that
      // point at it is ranked by how many of those rows there are (the values before them stay filters).
      const ranked = (dir || n) && T[i] === 'by' ? this.rowsCountedBy(i) : null;
      if (ranked) {
        rankedCount = ranked;
        this.explain(i, 1);
        continue;
      }
      let m = this.nextMention(i + 1, 0) ?? this.listedForEach(i);
      // 'each kind of result', 'every type of membership': a kind word, 'of' and a column of kinds is that column.
      const kindOf = KIND_WORDS.has(T[i + 1]) && T[i + 2] === 'of' ? this.mentionAt.get(i + 3) : undefined;
      if (kindOf?.kind === 'column' && kindOf.span.i === i + 3 && !kindOf.used && this.namesKindOrCode(kindOf)) {
        if (m?.span.i === i + 1) m.used = true;
        this.explain(i + 1, 2);
        m = kindOf;
      }
      if (!m || m.used) continue;
      this.explain(i, 1);
      if (m.kind === 'value') {
        // 'deals each sales rep won': the rows holding the value, each on its own; the value stays a filter.
        // Not after 'by': 'revenue by account manager' may name a linked system's column, which the combined reading
        // of the two systems answers; a title held here would take the question from it.
        if (T[i] !== 'across' && T[i] !== 'by' && this.valueNamesRows(m)) {
          groupStarts.push(m.span.i);
          dims.push({ kind: 'entity', entity: m.span.values[0].entity, said: saidWords(m.span.text) });
          continue;
        }
        // 'for each Orange county campus': the rows named after the value (and the column it is of) are grouped, the
        // value narrows them.
        let k = m.span.i + m.span.n;
        const of = this.mentionAt.get(k);
        if (of?.kind === 'column' && of.columns.some((c) => m.span.values.some((v) => v.columns.includes(c.column))))
          k = of.span.i + of.span.n;
        const rows = this.mentionAt.get(k);
        // (The rows said by their table's name, or by its name column: 'each North region site' of school_sites.Site.)
        const named = !rows
          ? undefined
          : rows.kind === 'entity'
            ? rows.entities[0]
            : rows.kind === 'column'
              ? rows.columns.find(
                  (c) => c.score > 0.5 && this.columnOf(c)?.type === 'text' && !this.columnOf(c)?.references,
                )?.entity
              : undefined;
        if (
          (T[i] === 'each' || T[i] === 'every') &&
          named &&
          !rows!.used &&
          m.span.values.some((v) => v.entity === named)
        ) {
          groupStarts.push(rows!.span.i);
          dims.push({ kind: 'entity', entity: named, said: saidWords(rows!.span.text) });
          rows!.used = true;
        }
        continue; // 'albums by AC/DC' is a filter.
      }
      if (m.kind === 'column' && m.columns.every((c) => this.isMeasureColumn(c))) continue; // 'by total' ranks.
      groupStarts.push(m.span.i);
      const dim = this.asDim(m);
      if (T[i] === 'per') perDims.add(dim);
      dims.push(dim);
      m.used = true;
    }
    // 'the names of the bank branches and their total loan amounts': a figure said of 'their' after the things listed
    // is one for each of them.
    // So is a figure said before 'of their …' ('the names of singers and the total sales of their songs').
    // So is a count of what 'they have' ('the names of pilots and the number of records they have').
    const theirAt = T.findIndex(
      (w, k) =>
        (w === 'their' &&
          (formsFigure(T[k + 1]) ||
            (T[k - 1] === 'of' && T.slice(Math.max(0, k - 5), k - 1).some((x) => formsFigure(x) || !!AGG_WORDS[x])))) ||
        (w === 'they' &&
          HAVE_FORMS.has(T[k + 1] ?? '') &&
          k + 2 === T.length &&
          T.slice(Math.max(0, k - 5), k).some((x) => COUNT_NOUNS.has(x)) &&
          T.slice(0, k).includes('and')),
    );
    const owners = theirAt > 0 && !dims.length ? this.mentions.filter((m) => m.span.i < theirAt) : [];
    // The things listed first ('the customers who have some loan … their total'), not those of a clause about them.
    // (The rows themselves before a column of theirs: 'the names of singers' groups by singer, not by name.)
    const owner =
      owners.find((m) => !m.used && m.kind === 'entity') ??
      owners.find((m) => !m.used && m.kind === 'column' && this.namesKind(m));
    if (owner && owners.every((m) => m.kind !== 'value')) {
      const dim = this.asDim(owner);
      // ('the firms and the number of employees they have': the firms with their figure, no group of employees
      // with no firm.)
      if (T[theirAt] === 'they' && (dim.kind === 'entity' || dim.kind === 'column')) dim.listed = true;
      dims.push(dim);
      owner.used = true;
      this.explain(theirAt, 1);
    }
    // 'Show the booking status code and the corresponding number of bookings': a kind listed, then 'and the number
    // of' what it counts: one count for each kind, as 'by' says.
    // ('List bed type and average base price': a kind listed, then 'and' an aggregate of a figure, the same.)
    const figureFrom = countFrom >= 0 ? countFrom : agg && agg.fn !== 'count' ? agg.at : -1;
    let andAt = figureFrom - 1;
    while (andAt > 0 && LISTED_FIGURE_LINKS.has(T[andAt])) andAt--;
    const listedKind =
      !dims.length && T[andAt] === 'and'
        ? this.mentions
            .filter((m) => m.span.i + m.span.n <= andAt && m.kind === 'column' && this.namesKindOrCode(m))
            .pop()
        : undefined;
    if (listedKind && !listedKind.used && !this.mentions.some((m) => m.kind === 'value' && m.span.i < andAt)) {
      dims.push(this.asDim(listedKind));
      listedKind.used = true;
      this.explain(andAt, figureFrom - andAt);
      // '… and the number of cards in each type': the grouping said again, by a word of the kind's name.
      const kindStems = new Set(listedKind.columns.flatMap((c) => this.columnOf(c)?.stems ?? []));
      T.forEach((w, k) => {
        if (k > countAt && GROUP_WORDS.has(T[k - 1]) && kindStems.has(stem(w))) this.explain(k - 1, 2);
      });
    }
    // 'the average base price of different bed types': an aggregate of a figure over the different values of a kind
    // is one figure for each ('the number of different types' counts them instead: no aggregate of a figure there).
    const differentAt =
      !dims.length && agg && agg.fn !== 'count'
        ? T.findIndex((w, k) => k > agg!.at && DISTINCT_WORDS.has(w) && ['of', 'for', 'across'].includes(T[k - 1]))
        : -1;
    const differentKind = differentAt > 0 ? this.mentionAt.get(differentAt + 1) : undefined;
    if (
      differentKind &&
      !differentKind.used &&
      differentKind.kind === 'column' &&
      differentKind.span.i === differentAt + 1 &&
      this.namesKindOrCode(differentKind)
    ) {
      dims.push(this.asDim(differentKind));
      differentKind.used = true;
      this.explain(differentAt - 1, 2);
    }
    if (this.ev.time.series) dims.push({ kind: 'time', unit: this.ev.time.series });

    // 'how many days did each customer visit': the days something happened, not a count of a table's rows.
    // 'the money rank of the poker player with the highest earnings': a column asked of the one row that another
    // column of its table ranks first, read before any figure is (the ranking word is no aggregate here).
    const rankedRow = !measure && countAt < 0 && !dims.length ? this.rowRankedByColumn() : null;
    if (rankedRow) {
      measure = rankedRow.measure;
      dims.push(...rankedRow.dims);
      rank = rankedRow.rank;
      dir = rankedRow.rank.dir;
      agg = null;
    }
    // 'Which customer has the latest invoice?', 'the patient with the most recent appointment': rows ranked by the
    // date of their newest (or first) record.
    const latest = !measure && countAt < 0 && !dims.length && !agg ? this.rowsByLatestRecord() : null;
    if (latest) {
      measure = latest.measure;
      dims.push(...latest.dims);
      rank = { ...latest.rank, n: n ?? latest.rank.n };
      dir = latest.rank.dir;
    }
    // 'the number of customers in the banks at New York City' with a count kept on each bank: the counts added up
    // over the rows the question keeps (one row's own count when it keeps one), never a count of other rows.
    // ('the number of hosts of each nationality' beside party.Number_of_hosts: grouped by a column of the hosts' own
    // table, the hosts themselves are counted.)
    const countedThing = !measure && countColumn ? this.thingGroupedOwn(countColumn.columns, dims) : null;
    if (countedThing && countColumn) {
      countColumn.used = true;
      measure = { kind: 'count', entity: countedThing };
    }
    const keptCount = !measure ? countColumn : null;
    if (keptCount) {
      keptCount.used = true;
      // 'the average number of staff' of museums: the aggregate said right before it, else their total.
      const before = AGG_WORDS[T[keptCount.span.i - 1]];
      if (before) this.explain(keptCount.span.i - 1, 1);
      const fn = before ?? agg?.fn ?? 'sum';
      measure = { kind: 'column', columns: keptCount.columns.filter((c) => this.isMeasureColumn(c)), agg: fn };
    }
    const activeDays = !measure && countAt >= 0 ? this.activeDays(countAt) : null;
    if (activeDays) measure = activeDays;
    // The counted thing: 'how many customers', 'number of tracks', '… the most albums'.
    let afterCount = countAt >= 0 && !activeDays && !keptCount ? this.nextMention(countAt, 3) : null;
    // 'how many different types of sports': a kind word that only names another table's column ('type' of Video_Games'
    // GType), then 'of' and a table: the different ones of those are counted.
    const kindOf = afterCount?.kind === 'column' && afterCount.span.n === 1 && KIND_WORDS.has(T[afterCount.span.i]);
    const ofThing =
      kindOf && T[afterCount!.span.i + 1] === 'of' ? this.mentionAt.get(afterCount!.span.i + 2) : undefined;
    if (
      ofThing?.kind === 'entity' &&
      ofThing.span.i === afterCount!.span.i + 2 &&
      afterCount!.span.schema.every((h) => h.partial) &&
      !afterCount!.columns.some((c) => ofThing.entities.includes(c.entity))
    ) {
      afterCount!.used = true;
      this.explain(afterCount!.span.i, 2);
      afterCount = ofThing;
    }
    // 'how many active customers', 'how many cancelled orders': a yes/no column or a value right
    // before the counted thing qualifies it (the value becomes a filter); the thing is what is counted.
    const qualifies = (m: Mention) =>
      m.kind === 'value' || (m.kind === 'column' && m.columns.some((c) => this.columnOf(c)?.role === 'boolean'));
    if (afterCount && qualifies(afterCount)) {
      const next = this.nextMention(afterCount.span.i + afterCount.span.n, 1);
      // 'how many yoga mats were shipped': a verb after the value is what happened to it, not what is counted.
      const verb = next && next.span.n === 1 && this.isVerb(T[next.span.i]);
      if (
        next &&
        !verb &&
        (next.kind === 'entity' || next.kind === 'edge' || (next.kind === 'column' && this.countsAmount(next)))
      )
        afterCount = next;
    }
    // 'how many movie ratings', 'the number of customer orders': two tables named together, the second's rows
    // pointing at the first's, are the second's rows (the first word only says whose they are).
    if (afterCount?.kind === 'entity' && !afterCount.used) {
      const head = this.mentionAt.get(afterCount.span.i + afterCount.span.n);
      if (
        head?.kind === 'entity' &&
        !head.used &&
        head.span.i === afterCount.span.i + afterCount.span.n &&
        /s$/.test(T[head.span.i + head.span.n - 1]) &&
        this.pointsAt(head.entities[0], afterCount.entities[0]) &&
        !this.keepsCountOf(afterCount.entities[0], head.entities[0])
      ) {
        afterCount.used = true;
        this.explain(afterCount.span.i, afterCount.span.n);
        afterCount = head;
      }
    }
    // A value counted on its own: 'how many yoga mats were shipped' (a thing, not an event, moved by
    // transactions) counts the units moved of that thing; 'how many API calls were made' (a kind of event)
    // counts those events. The value stays a filter.
    const countedValue =
      afterCount && !afterCount.used && afterCount.kind === 'value'
        ? this.catalog.byName.get(afterCount.span.values[0]?.entity ?? '')
        : undefined;
    if (countedValue && !countedValue.eventTimeColumns.length && verbAt > afterCount!.span.i)
      measure = { kind: 'units', entity: countedValue.name };
    else if (countedValue?.eventTimeColumns.length) measure = { kind: 'count', entity: countedValue.name };
    if (afterCount && !afterCount.used && afterCount.kind !== 'value') {
      afterCount.used = true;
      // A count kept as a column is added up, unless an aggregate was said of it ('the average number of bedrooms').
      const keptAgg: AggregateFn = agg && agg.fn !== 'count' ? agg.fn : 'sum';
      // 'how many tracks were sold' counts units moved by transactions; 'how many orders were shipped' counts the orders themselves (they are the events).
      const counted = afterCount.kind === 'entity' ? this.catalog.byName.get(afterCount.entities[0]) : undefined;
      const soldEntity =
        counted && verbAt > afterCount.span.i && !counted.eventTimeColumns.length ? counted.name : null;
      const distinctAt = T.findIndex((w) => DISTINCT_WORDS.has(w));
      // 'how many customers bought tracks from …': the counted thing right before an active verb is who did it, not
      // what was moved; each is counted once on the transactions' records, however many lines or units they hold.
      const subject = soldEntity && this.actsVerb(afterCount, verbAt, counted!);
      // ('how many types of products has she bought': the different products.)
      const kinds = T[afterCount.span.i - 1] === 'of' && KIND_WORDS.has(T[afterCount.span.i - 2] ?? '');
      if (soldEntity && (distinctAt >= 0 || subject || kinds)) {
        measure = { kind: 'units', entity: soldEntity, distinct: true };
        if (distinctAt >= 0) this.explain(distinctAt, 1);
      } else if (soldEntity) measure = { kind: 'units', entity: soldEntity };
      else if (afterCount.kind === 'entity' && this.namedKindOfKeyless(afterCount)) {
        measure = { kind: 'countDistinct', columns: [this.namedKindOfKeyless(afterCount)!] };
        if (distinctAt >= 0) this.explain(distinctAt, 1);
        // ('the different types of sports': their kinds are the different sports.)
        const at = afterCount.span.i;
        if (T[at - 1] === 'of' && KIND_WORDS.has(T[at - 2])) {
          this.explain(at - 2, 2);
          const kind = this.mentionAt.get(at - 2);
          if (kind) kind.used = true;
        }
      } else if (afterCount.kind === 'entity')
        measure = { kind: 'count', entity: afterCount.entities[0], said: saidWords(afterCount.span.text) };
      else if (afterCount.kind === 'edge') measure = { kind: 'count', entity: afterCount.edge!.to };
      else if (this.namesEvent(afterCount)) measure = { kind: 'count', entity: this.namesEvent(afterCount)! };
      else if (this.namesRowsByModifier(afterCount))
        measure = { kind: 'count', entity: this.namesRowsByModifier(afterCount)! };
      else if (afterCount.columns.some((c) => this.columnOf(c)?.money === 'quantity'))
        measure = {
          kind: 'column',
          columns: afterCount.columns.filter((c) => this.columnOf(c)?.money === 'quantity'),
          agg: keptAgg,
        };
      else if (this.countsAmount(afterCount))
        // 'how many seats', 'number of leave days': a numeric column that counts something is summed ('the average
        // number of bedrooms': averaged).
        measure = { kind: 'column', columns: afterCount.columns.filter((c) => this.isMeasureColumn(c)), agg: keptAgg };
      else if (this.isFlagMention(afterCount) && !this.flagValuesAsked(afterCount)) {
        // 'how many official languages': a yes/no said as an adjective qualifies the things counted after it (the
        // flag is read as a condition below).
        afterCount.used = false;
        const next = this.nextMention(afterCount.span.i + afterCount.span.n, 0);
        if (next?.kind === 'entity') next.used = true;
        measure = {
          kind: 'count',
          entity: next?.kind === 'entity' ? next.entities[0] : afterCount.columns[0].entity,
        };
      } else if (this.keyPartThing(afterCount)) {
        // 'the number of rooms' on classrooms keyed by building and room number: a room is a row, not a room number
        // (room 100 of two buildings is two rooms).
        measure = { kind: 'count', entity: this.keyPartThing(afterCount)!, said: saidWords(afterCount.span.text) };
        this.explain(afterCount.span.i, afterCount.span.n);
      } else {
        measure = { kind: 'countDistinct', columns: afterCount.columns };
        // 'how many unique customers': the distinct count is what 'unique' asks for.
        const distinctWord = T.findIndex((w) => DISTINCT_WORDS.has(w));
        if (distinctWord >= 0) this.explain(distinctWord, 1);
      }
    }
    // 'each test result and its count', 'the corresponding count': a kind grouped, then its count with nothing
    // named to count: the rows that hold the kind are counted, one count for each.
    const groupedKind = dims.length === 1 && dims[0].kind === 'column' ? dims[0].columns[0] : undefined;
    if (!measure && groupedKind && countAt >= 0 && !afterCount && LISTED_FIGURE_LINKS.has(T[countFrom - 1]))
      measure = { kind: 'count', entity: groupedKind.entity };
    if (!measure && rankedCount) measure = { kind: 'count', entity: rankedCount };
    // 'the three most common diagnoses', 'which drugs were prescribed most frequently': rows of a table ranked by
    // how often their name repeats, grouped by that name.
    let byOwnName: ColumnCandidate | null = null;
    // ('the payment method used the least often': the least often, fewest first.)
    // 'the most popular language in Aruba', where each language keeps its percentage: the share ranks, not a count.
    const keepsShare = () =>
      this.mentions.some((m) =>
        [...m.entities, ...m.columns.map((c) => c.entity)].some((e) =>
          this.catalog.byName.get(e)?.columns.some((x) => x.words.some((w) => SHARE_COLUMN_WORDS.has(w))),
        ),
      );
    // 'ordered the most number of times': 'number of times' after a ranking word says 'often'.
    const timesAt = T.findIndex(
      (w, k) => w === 'number' && T[k + 1] === 'of' && OCCURRENCE_WORDS.has(T[k + 2]) && !!MOST_WORDS[T[k - 1]],
    );
    if (timesAt > 0) this.explain(timesAt + 1, 2);
    // 'the transaction type code that occurs the fewest times': 'times' right after the ranking word says 'often'.
    // Only after a verb of turning up: 'who was awarded the most times' counts the awards (read below).
    const fewestTimesAt =
      timesAt > 0
        ? -1
        : T.findIndex(
            (w, k) =>
              k > 1 &&
              OCCURRENCE_WORDS.has(w) &&
              !!MOST_WORDS[T[k - 1]] &&
              (T.slice(Math.max(0, k - 4), k - 1).some((x) => OCCURRING_VERBS.has(x)) ||
                // 'the people that have been governor the most times': a column of names or kinds said right
                // before, whose values repeat.
                this.repeatingColumnEndsAt(T[k - 2] === 'the' ? k - 2 : k - 1)),
          );
    const oftenAt =
      timesAt > 0
        ? timesAt
        : fewestTimesAt > 0
          ? fewestTimesAt
          : T.findIndex(
              (w, k) => FREQUENCY_WORDS.has(w) && k > 0 && !!MOST_WORDS[T[k - 1]] && !(w === 'popular' && keepsShare()),
            );
    // '… comptroller the most times and the corresponding number of times': with the count read already, 'times'
    // after the ranking word says the groups rank by it.
    if (measure?.kind === 'count' && countAt >= 0 && OCCURRENCE_WORDS.has(T[countAt]))
      T.forEach((w, k) => OCCURRENCE_WORDS.has(w) && MOST_WORDS[T[k - 1]] && this.explain(k, 1));
    // 'the id and detail of the vehicle used in lessons most often': a column of rows asked, then the records that
    // point at those rows, named after a participle: the rows ranked by how many of those records each has (the
    // column asked is shown with them).
    const usedIn = !measure && oftenAt > 0 && moneyAt < 0 ? this.usedInRecords(oftenAt) : null;
    if (usedIn) {
      measure = { kind: 'count', entity: usedIn.records };
      dims.push({ kind: 'entity', entity: usedIn.rows });
      dir = MOST_WORDS[T[oftenAt - 1]];
      rank = { dir: dir!, n: n ?? 1, singular: n === null };
      this.explain(oftenAt - 1, 2);
    }
    if (!measure && oftenAt > 0 && moneyAt < 0) {
      // 'the nationality that is most common across all people', 'which payment method is used the most often': the
      // column said before 'that is' (and a participle) is what repeats.
      const before = this.mentions.find(
        (x) =>
          x.kind === 'column' &&
          !x.used &&
          (x.span.i + x.span.n < oftenAt - 1 || this.repeatingColumnEndsAt(oftenAt - 1)) &&
          oftenAt - 1 - (x.span.i + x.span.n) <= 4 &&
          T.slice(x.span.i + x.span.n, oftenAt - 1).every(
            (w) => COPULA_LINKS.has(w) || /[a-z]ed$/.test(w) || OCCURRING_VERBS.has(w) || ARTICLES.has(w),
          ),
      );
      const often = MOST_WORDS[T[oftenAt - 1]];
      // 'the most frequently used carrier': a participle may stand between the word and what repeats.
      const after =
        before ??
        this.entityAfterQualifiers(this.nextMention(oftenAt + 1, /[a-z]ed$/.test(T[oftenAt + 1] ?? '') ? 1 : 0));
      const m =
        after && !after.used && after.kind === 'entity'
          ? after
          : this.mentions.find((x) => x.kind === 'entity' && !x.used && x.span.i < oftenAt);
      const e = m && this.catalog.byName.get(m.entities[0]);
      const name = e && (e.label?.columns.length === 1 ? e.byName.get(e.label.columns[0]) : nameLikeColumn(e));
      // 'the product that was ordered most often': things other records point at, with a verb of moving them said
      // after them, are ranked by the units moved (below), not by how often their name repeats.
      const moved =
        !!m &&
        !!e &&
        T.some((w, k) => k > m.span.i && k < oftenAt && this.isVerb(w)) &&
        this.catalog.edges.some((x) => x.to === e.name);
      // 'the most popular payment method' where the methods are a lookup table one other table points at: how often
      // each is used, the rows pointing at it counted, not how often its (unique) name repeats.
      const lookup = e ? this.usesOfLookup(e.name) : null;
      // 'the code of the document type that is most common': the key asked of the rows before them is what is shown of
      // the one that repeats most, in place of its name (a key, as two rows may share any other column).
      const keyOf = (c: ColumnCandidate) =>
        c.entity === m?.entities[0] && this.catalog.byName.get(c.entity)?.primaryKey.join() === c.column;
      const asked = m
        ? this.mentions.find(
            (x) =>
              x.kind === 'column' &&
              !x.used &&
              x.span.i < m.span.i &&
              this.ofEntityAfter(x) === m.entities[0] &&
              x.columns.some(keyOf),
          )
        : undefined;
      if (m && e && name && !moved) {
        m.used = true;
        measure = { kind: 'count', entity: lookup ?? e.name };
        dir = often;
        byOwnName = asked?.columns.find(keyOf) ?? { entity: e.name, column: name.name, score: 1 };
        if (asked) asked.used = true;
        this.explain(oftenAt - 1, 2);
      } else if (m && e && moved && timesAt > 0) {
        // 'the ware purchased the most number of times': how often each was moved, the records of moving it counted.
        m.used = true;
        measure = { kind: 'units', entity: e.name, often: true };
        dims.push({ kind: 'entity', entity: e.name });
        dir = often;
        this.explain(oftenAt - 1, 1);
      } else if (after && !after.used && after.kind === 'column') {
        // 'the most common nationality of people', 'the most frequent payment method': a column that is no figure is
        // what repeats; the rows counted are those named after it, else the column's own.
        const column = after.columns.find((c) => !this.isMeasureColumn(c));
        const of = this.mentions.find((x) => x.kind === 'entity' && !x.used && x.span.i > after.span.i);
        if (column) {
          after.used = true;
          if (of) of.used = true;
          // The name of a lookup's rows ('payment method' of payment methods) counts the rows that use them; an
          // attribute of things ('the home office of agents') counts the things.
          // So does the code a lookup is keyed by ('the transaction type code that occurs the fewest times').
          const named = this.isLabel(column) || !!this.columnOf(column)?.codeWords;
          const uses = named ? this.usesOfLookup(column.entity) : null;
          measure = { kind: 'count', entity: of?.entities[0] ?? uses ?? column.entity };
          dir = often;
          byOwnName = column;
          this.explain(oftenAt - 1, 2);
          T.forEach((w, k) => OCCURRING_VERBS.has(w) && k < oftenAt && this.explain(k, 1));
          // 'the most common nationality' is one value; 'the most common nationalities' several. A column whose own
          // name ends in s ('Headquarters', 'Status') says nothing of how many.
          const last = after.span.text.split(' ').pop()!;
          const ownWord = this.columnOf(column)?.words.includes(last) ?? false;
          const singular = n === null && (!/s$/.test(last) || last.endsWith('ss') || ownWord);
          rank = { dir: often, n: n ?? (singular ? 1 : 5), singular };
        }
      }
    }
    if (!measure) {
      // '… the most albums': a ranking word right before an entity counts it.
      for (let i = 0; i < T.length && !measure; i++) {
        if (!MOST_WORDS[T[i]] || T[i] === 'top' || T[i] === 'bottom' || moneyAt >= 0) continue;
        // ('the highest mountain' ranks the mountains by their height: superlative, below.)
        if (superlative?.at === i) continue;
        // 'the most corresponding counties': a word of relation between says what the join says.
        const related = RELATION_WORDS.has(T[i + 1]) ? 1 : 0;
        const m = this.entityAfterQualifiers(this.nextMention(i + 1 + related, 0));
        if (m && !m.used && m.kind === 'entity' && !this.isSubjectPosition(m)) {
          m.used = true;
          measure = { kind: 'count', entity: m.entities[0], said: saidWords(m.span.text) };
          dir = MOST_WORDS[T[i]];
          if (related) this.explain(i + 1, 1);
        }
      }
    }

    // Explicit numeric column with an aggregate ('average invoice total', 'maximum freight').
    if (!measure && agg) {
      const m = this.nextMention(agg.at + 1, 3);
      if (m && m.kind === 'column' && m.columns.some((c) => this.isMeasureColumn(c))) {
        m.used = true;
        measure = { kind: 'column', columns: this.amountOfNamed(m), agg: agg.fn };
      } else if (m && m.kind === 'entity' && !(moneyAt > agg.at)) {
        // 'largest invoice' → that entity's amount; 'total payments' → the sum of the payments' amount; 'the average
        // fee' of csu_fees(CampusFee) → the one figure of that table the word names.
        const amount = this.amountColumns(m.entities[0]);
        if (!amount.length) amount.push(...this.figureNamedAs(m));
        // 'the average rating' of a Rating table whose one figure is its stars: the table's only figure, where the
        // table's word is said as the figure (not 'the total checking and savings balances', nor of people or things).
        if (!amount.length && m.span.i <= agg.at + 2 && !this.modifiesFigure(m))
          amount.push(...this.soleFigureOf(m.entities[0]));
        if (amount.length) {
          m.used = true;
          measure = { kind: 'column', columns: amount, agg: agg.fn };
        }
      }
    }
    // 'how much did insurers pay us', 'which insurer paid us the most': the amount the verb names (PAID_AMT).
    if (
      !measure &&
      moneyAt < 0 &&
      (T.includes('much') || dir || agg || this.asks.figure) &&
      !this.anyMeasureColumn(true)
    ) {
      const paid = this.amountNamedByVerb();
      if (paid.length) measure = { kind: 'column', columns: paid, agg: agg?.fn ?? 'sum' };
    }
    // 'what did each member pay', 'how much did they pay for it': with no amount the verb names, the money the schema
    // takes in (its revenue), when it has a way to compute it.
    // 'the lowest-paid employee', 'best paid staff': a ranking word makes 'paid' say what a person earns, read elsewhere.
    const payAt = T.findIndex(
      (w, i) => PAY_VERBS.has(w) && !this.mentionAt.has(i) && !MOST_WORDS[T[i - 1]] && !PAID_HOW.has(T[i - 1]),
    );
    if (!measure && moneyAt < 0 && payAt >= 0 && this.catalog.revenue.length && !this.anyMeasureColumn(true)) {
      measure = { kind: 'revenue', agg: agg && agg.at < payAt ? agg.fn : 'sum' };
      this.explain(payAt, 1);
    }
    if (!measure && moneyAt >= 0 && (dir || n)) measure = this.rankedByColumn();
    // 'how much did Linda Smith spend': a figure column the money word names as an event ('Spent'), before the
    // schema's revenue, which a schema holding that column may not have at all.
    const spentColumns = !measure && moneyAt >= 0 ? this.figuresOfEvent(T[moneyAt]) : [];
    if (spentColumns.length)
      measure = { kind: 'column', columns: spentColumns, agg: agg && agg.at < moneyAt ? agg.fn : 'sum' };
    if (!measure && moneyAt >= 0) measure = { kind: 'revenue', agg: agg && agg.at < moneyAt ? agg.fn : 'sum' };
    if (
      !measure &&
      (T.includes('much') || agg) &&
      !superlative?.concepts.length &&
      this.mentions.some((m) => m.kind === 'value') &&
      this.catalog.revenue.length &&
      !this.anyMeasureColumn()
    ) {
      // 'How much came from Rock?' with no other measure named: money.
      measure = { kind: 'revenue', agg: 'sum' };
    }
    if (!measure && verbAt >= 0 && countAt >= 0) {
      // 'how many were sold' with no entity: units of whatever the transactions move.
      measure = { kind: 'units', entity: '' };
    }

    // A numeric column named on its own ('freight by shipper', 'top 5 customers by credit limit').
    if (!measure) {
      const m = this.mentions.find(
        (x) =>
          !x.used &&
          x.kind === 'column' &&
          x.columns.some((c) => this.isMeasureColumn(c)) &&
          x.columns.every((c) => this.isMeasureColumn(c) || this.columnOf(c)?.role === 'id'),
      );
      // A form that compares figures ('how did leave days change') sums a column named on its own.
      // A year kept as a number is never added up unasked ('the years and cities of each competition' lists them).
      const yearsOnly =
        !!m &&
        m.columns.every((c) => !this.isMeasureColumn(c) || holdsYears(this.columnOf(c))) &&
        !agg &&
        !dir &&
        !n &&
        !this.asks.figure;
      if (m && !yearsOnly && (dims.length || agg || dir || n || this.asks.figure)) {
        m.used = true;
        const cols = this.namedElsewhere(
          m,
          m.columns.filter((c) => this.isMeasureColumn(c)),
        );
        // 'the age of the youngest person for each job': the figure the superlative ranks by, per group, is that
        // group's least (or most), not an average.
        // ('youngest' ranks an age the other way round from a founding year: its `byAge`.)
        const wanted = new Set((superlative?.concepts ?? []).map(canonical));
        const byAge = superlative ? SUPERLATIVES[this.T[superlative.at]]?.byAge : undefined;
        const aged = !!byAge && cols.some((c) => this.columnOf(c)?.words.includes('age'));
        const ranked =
          !agg && superlative && !superlative.things && dims.length > 0
            ? aged || cols.some((c) => this.columnOf(c)?.words.some((w) => wanted.has(canonical(w))))
            : false;
        if (ranked) this.explain(superlative!.at, 1);
        const rankDir = aged ? byAge : superlative?.dir;
        const fn = ranked ? (rankDir === 'asc' ? 'min' : 'max') : undefined;
        // The best reading decides whether it is a rate: 'units' may also read as a unit price, further down.
        measure = { kind: 'column', columns: cols, agg: agg?.fn ?? fn ?? (this.rateLike(cols[0]) ? 'avg' : 'sum') };
      }
    }

    // The subject: 'which genre', 'top 5 countries', 'customers per country', 'who …'. A yes/no said as an adjective
    // ('what is the official language') qualifies the subject named after it.
    // 'the number of different cities which banks are located at': a 'which' right after the counted thing opens a
    // clause about it; the thing after it is no subject to group by.
    // So does 'which' after a preposition after the counted thing ('the number of clubs for which the student … is a
    // member').
    const relative =
      T[whAt] === 'which' &&
      countAt >= 0 &&
      countAt < whAt &&
      (this.mentionAt.get(whAt - 1)?.kind === 'column' ||
        (RELATIVE_PREPOSITIONS.has(T[whAt - 1]) && !!this.mentionAt.get(whAt - 2)));
    let subject = this.findSubject(relative ? -1 : whAt, n !== null);
    // 'the names of the states where at least 3 heads were born': the name of things kept as a column's values
    // (born_state) is the value; those things are the subject.
    const namedValues = subject?.kind === 'column' ? this.valuesNamedAfter(subject) : null;
    if (subject && namedValues) {
      subject.used = true;
      this.explain(subject.span.i, subject.span.n);
      subject = namedValues;
    }
    // 'What is the id of the candidate whose …': the id of rows named after it is their key (shown with them), not
    // another table's column called id.
    const keyOf =
      subject?.kind === 'column' && ASK_KEY_WORDS.has(subject.span.text) ? this.ofEntityAfter(subject) : null;
    const keyedRows = keyOf
      ? this.mentions.find((m) => m.kind === 'entity' && m.entities[0] === keyOf && !m.used)
      : undefined;
    if (subject && keyedRows) subject = keyedRows;
    if (subject && this.isFlagMention(subject)) {
      const next = this.nextMention(subject.span.i + subject.span.n, 0);
      if (next && !next.used && next.kind !== 'value') subject = next;
    }
    // A column asked about whose rows are listed ('which industries …'), for a count threshold to group by.
    let rowsOfColumn: Mention | null = null;
    if (subject && !subject.used) {
      subject.used = true;
      const sameAsCounted =
        measure?.kind === 'count' && subject.kind === 'entity' && measure.entity === subject.entities[0];
      if (subject.kind === 'value') {
        // 'which sales support agent …': the value's entity is grouped, the value filters it.
        const hit = subject.span.values[0];
        filters.push(
          this.place(
            { kind: 'value', text: subject.span.text, hits: subject.span.values, context: [], negate: false },
            subject.span,
          ),
        );
        if (measure) dims.unshift({ kind: 'entity', entity: hit.entity, said: saidWords(subject.span.text) });
        else measure = { kind: 'rows', entity: hit.entity };
      } else if (!measure) {
        if (subject.kind === 'entity' && dims.length) measure = { kind: 'count', entity: subject.entities[0] };
        else if (subject.kind === 'entity' || subject.kind === 'edge')
          measure = { kind: 'rows', entity: subject.kind === 'edge' ? subject.edge!.to : subject.entities[0] };
        else if (subject.kind === 'column') {
          if (dims.length || superlative) measure = null;
          else {
            const entity = this.bestEntityOf(subject.columns, subject);
            // 'What are the regions that use English': a category asked about lists its values, each once.
            // So is a code the table is keyed by ('what is the port code for Antwerp').
            // So is any column said right after a distinct word ('the distinct names of mountains climbed by …').
            const saidDistinct =
              DISTINCT_WORDS.has(T[subject.span.i - 1] ?? '') ||
              (ARTICLES.has(T[subject.span.i - 1] ?? '') && DISTINCT_WORDS.has(T[subject.span.i - 2] ?? ''));
            const category = subject.columns.find(
              (c) =>
                c.entity === entity &&
                (this.columnOf(c)?.role === 'category' || !!this.columnOf(c)?.codeWords || saidDistinct),
            );
            measure = {
              kind: 'rows',
              entity,
              ...(category ? { values: category } : {}),
              ...(category && saidDistinct ? { distinct: true as const } : {}),
            };
            if (category) this.explainDistinct();
            rowsOfColumn = subject;
          }
          if (!measure) dims.unshift(this.asDim(subject));
        }
      } else if (!sameAsCounted) {
        dims.unshift(this.asDim(subject));
      }
    }

    // 'the country of the highest roller coaster', 'the country that has the highest roller coaster': the thing said
    // after the superlative is what is ranked, each shown with the row of the table asked about that it points at.
    const rankedThing = superlative?.things ? this.mentionAt.get(superlative.at + 1) : undefined;
    const askedRows =
      rankedThing?.kind !== 'entity' || dims.length
        ? undefined
        : measure?.kind === 'rows' && !measure.orderBy && !measure.values
          ? measure.entity
          : !measure
            ? this.mentions.find(
                (m) => m.kind === 'entity' && !m.used && m !== rankedThing && m.span.i < rankedThing.span.i,
              )?.entities[0]
            : undefined;
    if (
      rankedThing &&
      askedRows &&
      askedRows !== rankedThing.entities[0] &&
      this.pointsAt(rankedThing.entities[0], askedRows)
    ) {
      dims.push({ kind: 'entity', entity: askedRows });
      measure = { kind: 'rows', entity: rankedThing.entities[0] };
      rankedThing.used = true;
    }
    // Superlative adjectives sort rows ('the 5 longest tracks', 'most expensive product').
    if (superlative && (!measure || measure.kind === 'rows')) {
      const entity =
        measure?.kind === 'rows'
          ? measure.entity
          : (this.firstFreeEntity() ??
            this.mentions.find((m) => m.kind === 'entity')?.entities[0] ??
            // 'the weight of the youngest dog': no table named, but the column and the value are the pets'.
            this.mentions.find((m) => m.kind === 'column' && !m.used)?.columns[0]?.entity ??
            this.mentions.find((m) => m.kind === 'value')?.span.values[0]?.entity);
      if (entity) {
        let columns = this.conceptColumns(entity, superlative.concepts);
        let order = superlative.dir;
        // 'the youngest dog' where the rows keep an age, not a birth date: the lowest age (the oldest, the highest).
        const byAge = SUPERLATIVES[this.T[superlative.at]]?.byAge;
        // 'the oldest technician' of rows that keep an age beside a starting year: the age, unless a birth date is
        // kept (it says the same, in the other direction).
        const ages = byAge ? this.ageColumns(entity) : [];
        const born = columns.some((c) =>
          this.columnOf(c)?.words.some((w) => w === 'birth' || w === 'born' || w === 'dob'),
        );
        if (byAge && ages.length && (!columns.length || !born)) {
          columns = ages;
          order = byAge;
        }
        // 'the shop with the latest open year': the column named right after the superlative is what ranks, not a
        // figure asked of the row.
        const said = this.mentionAt.get(superlative.at + 1);
        if (
          said?.kind === 'column' &&
          !said.used &&
          said.columns.some((c) => columns.some((x) => x.entity === c.entity && x.column === c.column))
        ) {
          said.used = true;
          columns = columns.filter((x) => said.columns.some((c) => x.entity === c.entity && x.column === c.column));
        }
        if (columns.length) {
          measure = { kind: 'rows', entity, orderBy: { columns, dir: order } };
          rank = {
            dir: order,
            n: n ?? (this.isPluralSubject(entity) ? 5 : 1),
            singular: n === null && !this.isPluralSubject(entity),
          };
        } else this.explained[superlative.at] = false; // nothing to rank by ('the youngest dog', ages kept as text)
      }
    } else if (superlative?.things && measure?.kind === 'column' && !dims.length) {
      // 'the stories of the highest building': a column of the one row ranked by its height, not the most stories.
      const entity = measure.columns[0].entity;
      const columns = this.conceptColumns(entity, superlative.concepts);
      if (columns.length) {
        dims.push({ kind: 'column', columns: measure.columns.filter((c) => c.entity === entity) });
        measure = { kind: 'rows', entity, orderBy: { columns, dir: superlative.dir } };
        rank = { dir: superlative.dir, n: n ?? 1, singular: n === null };
      }
    } else if (superlative && measure && !dims.length && measure.kind === 'column') {
      measure = { ...measure, agg: superlative.dir === 'desc' ? 'max' : 'min' };
    }

    // 'largest invoices' / 'top 10 orders by freight': rows ordered by a numeric column.
    if (measure?.kind === 'rows' && !measure.orderBy) {
      const m = this.mentions.find(
        (x) =>
          !x.used &&
          x.kind === 'column' &&
          x.columns.some((c) => this.isMeasureColumn(c) && c.entity === (measure as { entity: string }).entity),
      );
      if (m && (dir || n || agg)) {
        m.used = true;
        measure = {
          ...measure,
          orderBy: {
            columns: m.columns.filter((c) => this.isMeasureColumn(c)),
            dir: agg?.fn === 'min' || dir === 'asc' ? 'asc' : 'desc',
          },
        };
      } else if ((dir || n || agg) && !this.mentions.some((x) => x.kind === 'column' && !x.used)) {
        const amount = this.amountColumns(measure.entity);
        if (amount.length && (agg?.fn === 'max' || agg?.fn === 'min' || dir))
          measure = {
            ...measure,
            orderBy: { columns: amount, dir: agg?.fn === 'min' || dir === 'asc' ? 'asc' : 'desc' },
          };
      }
    }

    // 'the first 5 customers', with nothing named to rank them by: the rows in the order they began, by the one date
    // their table keeps of them (date_became_customer), earliest first.
    const firstAt = T.findIndex((w, k) => w === 'first' && numberWord(T[k + 1]) !== null);
    if (measure?.kind === 'rows' && measure.entity && !measure.orderBy && firstAt >= 0 && !dims.length) {
      const dates = this.catalog.byName.get(measure.entity)?.eventTimeColumns ?? [];
      if (dates.length === 1)
        measure = {
          ...measure,
          orderBy: { columns: [{ entity: measure.entity, column: dates[0].name, score: 1 }], dir: 'asc' },
        };
    }

    // 'who works in Legal', 'how many people did we hire', 'number of hires per year': no table named, but
    // the question asks about people, or names an event by its date column ('hires' → hire_date): the
    // entity is the person table the other words point to, or the table whose date was named.
    if (!measure && !this.mentions.some((m) => !m.used && m.kind === 'entity')) {
      const implied = this.impliedEntity();
      if (implied) {
        if (countAt >= 0 || dims.length) measure = { kind: 'count', entity: implied };
        else measure = { kind: 'rows', entity: implied };
      }
    }

    // A reference ('ware' read as purchase_lines.ware_id) groups by the row it points at, shown by its name.
    const pointsTo =
      byOwnName && this.columnOf(byOwnName)?.references
        ? this.catalog.edges.find(
            (e) => e.from === byOwnName!.entity && e.fromFields.length === 1 && e.fromFields[0] === byOwnName!.column,
          )
        : undefined;
    if (byOwnName && !dims.length)
      dims.push(
        pointsTo ? { kind: 'entity', entity: pointsTo.to, via: pointsTo } : { kind: 'column', columns: [byOwnName] },
      );

    // 'the number of records of each policy type': rows counted with no table named are those of the table the
    // grouping column belongs to.
    const rowWordAt = countAt >= 0 && ROW_WORDS.has(T[countAt]) && !this.mentionAt.has(countAt) ? countAt : -1;
    const groupedTable = dims.find((d) => d.kind === 'column')?.columns[0]?.entity;
    if (!measure && rowWordAt >= 0 && groupedTable) {
      measure = { kind: 'count', entity: groupedTable };
      this.explain(rowWordAt, 1);
    }
    // An entity grouped by something with no measure named counts the entity ('customers per country').
    if (!measure) {
      const e = this.firstFreeEntity();
      const listedEach = e && countAt < 0 && !agg ? this.columnOfRelatedOfEach(e, dims) : null;
      if (listedEach) {
        // 'the official names of the cities of each competition': each competition listed, its city's name beside it.
        measure = { kind: 'rows', entity: listedEach };
        dims.splice(0, 1);
      } else if (e && dims.length) measure = { kind: 'count', entity: e };
      else if (e) measure = { kind: 'rows', entity: e };
    }
    // 'the first name of every student who …': rows grouped by themselves and their own columns, nothing counted,
    // are rows listed with those columns. With no measure at all, only where a column of the rows is named beside
    // them ('the first name of every owner'): 'the average revenue per account' leaves its grouping to its form.
    const self = dims.find((d): d is Extract<DimRef, { kind: 'entity' }> => d.kind === 'entity' && !d.via)?.entity;
    const onlySelf =
      !!self &&
      countAt < 0 &&
      dims.every(
        (d) =>
          (d.kind === 'entity' && d.entity === self && !d.via) ||
          (d.kind === 'column' && d.columns.every((c) => c.entity === self)),
      );
    if (
      onlySelf &&
      (measure?.kind === 'count' ? measure.entity === self : !measure && dims.some((d) => d.kind === 'column'))
    ) {
      measure = { kind: 'rows', entity: self };
      dims.splice(0, dims.length, ...dims.filter((d) => d.kind === 'column'));
    }
    // 'the grade of the high schooler named Kyle': the table's name was read with its column ('high schooler name')
    // and no table is named apart; the rows are those of the column's table, else of the value's. Where a form
    // computes a figure of the rows, only a row named by its name ('Kyle') lists them: a category ('tuition', 'air')
    // is then the part of the figure.
    if (!measure && !dims.length) {
      const firstColumn = this.mentions.find((m) => m.kind === 'column');
      const columnEntity = firstColumn?.columns.length
        ? this.bestEntityOf(firstColumn.columns, firstColumn)
        : undefined;
      const hits = this.mentions.find((m) => m.kind === 'value')?.span.values ?? [];
      const valueEntity = this.asks.partOfFigure
        ? hits.find((h) => h.columns.some((c) => this.catalog.byName.get(h.entity)?.label?.columns.includes(c)))?.entity
        : hits[0]?.entity;
      const listed = this.asks.partOfFigure && !valueEntity ? undefined : (columnEntity ?? valueEntity);
      // 'Show all product sizes': a text column named in the plural, with no row named, lists its values, each once.
      const said = this.mentions.find((m) => m.kind === 'column');
      const plural = said && /[^s]s$/.test(said.span.text.split(' ').pop()!);
      const values =
        listed && listed === columnEntity && plural && !hits.length
          ? said.columns.find((c) => {
              const col = this.columnOf(c);
              return c.entity === listed && col?.type === 'text' && !col.isKey && col.role !== 'label';
            })
          : undefined;
      if (values) this.explainDistinct();
      // 'How many female instructors do we have?': values alone, counted, are a count of their rows (a list would say
      // nothing when none match).
      if (listed)
        measure =
          countAt >= 0 && !values
            ? { kind: 'count', entity: listed }
            : { kind: 'rows', entity: listed, ...(values ? { values } : {}) };
    }
    // 'the student who most recently registered for a course': the rows ranked by the latest date of the records that
    // point at them, those the verb or the question names (Student_Course_Registrations for 'registered'; with no
    // such name, the one dated table pointing at them), latest first: the one the latest record belongs to.
    const recentAt = T.findIndex((w, k) => w === 'recently' && T[k - 1] === 'most');
    if (recentAt > 0 && measure?.kind === 'rows' && measure.entity && !measure.orderBy && !dims.length && !n) {
      const rows = measure.entity;
      const verbAts = T.flatMap((w, k) =>
        k > recentAt - 3 && k !== recentAt && (/ed$/.test(w) || IRREGULAR_PAST.has(w)) ? [k] : [],
      );
      const verbs = verbAts.map((k) => T[k]);
      const dated = this.catalog.edges.filter(
        (e) => e.to === rows && !e.selfReference && !!this.catalog.byName.get(e.from)?.eventTimeColumns.length,
      );
      // The records the verb names, or the question names ('the customer who made an order most recently').
      const said = new Set(this.mentions.flatMap((m) => (m.kind === 'entity' ? m.entities.slice(0, 1) : [])));
      const named = dated.filter(
        (e) =>
          said.has(e.from) || verbs.some((v) => this.catalog.byName.get(e.from)!.words.some((x) => sameEvent(x, v))),
      );
      const edge = named.length === 1 ? named[0] : !verbs.length && dated.length === 1 ? dated[0] : undefined;
      // 'the order made most recently': with no table of records the verb names, the rows' own date of the event
      // (the one their table keeps, or the one the verb names).
      const own = this.catalog.byName.get(rows)?.eventTimeColumns ?? [];
      const ownDate = edge
        ? undefined
        : (own.find((c) => verbs.some((v) => c.words.some((w) => sameEvent(w, v)))) ??
          (own.length === 1 ? own[0] : undefined));
      if (ownDate)
        measure = { ...measure, orderBy: { columns: [{ entity: rows, column: ownDate.name, score: 1 }], dir: 'desc' } };
      if (edge) {
        // Of the records' dates, the one the verb names; where several remain (a contact's from and to), the first,
        // and the answer says which it took.
        const dates = this.catalog.byName.get(edge.from)!.eventTimeColumns;
        // ('the customer who started a policy most recently': a verb anywhere before names the date.)
        const pastVerbs = T.filter((w, k) => k < recentAt && (/ed$/.test(w) || IRREGULAR_PAST.has(w)));
        const byVerb = dates.filter((c) => pastVerbs.some((v) => c.words.some((w) => sameEvent(w, v))));
        const candidates = byVerb.length ? byVerb : dates;
        const date = candidates[0]!;
        if (candidates.length > 1)
          choices.push(
            `latest ${date.words.join(' ')} of the ${this.catalog.byName.get(edge.from)!.words.join(' ')}, where ${candidates
              .slice(1)
              .map((c) => c.words.join(' '))
              .join(' and ')} is kept too`,
          );
        dims.push({ kind: 'entity', entity: rows, via: edge });
        measure = { kind: 'column', columns: [{ entity: edge.from, column: date.name, score: 1 }], agg: 'max' };
      }
      if (ownDate || edge) {
        rank = { dir: 'desc', n: 1, singular: true };
        this.explain(recentAt - 1, 2);
        for (const k of verbAts) this.explain(k, 1);
      }
    }

    // 'the record formats of orchestras in ascending order of count', 'their count, sorted by count ascending': the
    // values listed are grouped and counted, the groups in the order of their count.
    const listOrder = sortAsked(T);
    const sortsByCount =
      !!listOrder &&
      T.some(
        (w, k) =>
          (w === 'count' || (w === 'number' && T[k + 1] === 'of')) &&
          // ('ordered by this count': the count said before.)
          ['by', 'of'].includes(T[k - 1] === 'the' || T[k - 1] === 'this' ? T[k - 2] : T[k - 1]),
      );
    if (sortsByCount && measure?.kind === 'rows' && !dims.length && !rank) {
      const listed = measure.entity;
      const said = measure.values
        ? null
        : this.mentions
            .filter(
              (m) => m.kind === 'column' && !m.used && m.columns.some((c) => c.entity === listed && this.namesKind(m)),
            )
            // ('record formats' said as 'record' and 'formats': the one naming one column, Major_Record_Format.)
            .sort((a, b) => a.columns.length - b.columns.length)[0];
      // ('record formats': major_record_format, the column the last word names, before record_company.)
      const head = said ? stem(singularOf(said.span.text.split(' ').at(-1)!)) : '';
      const own = said?.columns.filter((c) => c.entity === listed) ?? [];
      const values = measure.values ?? own.find((c) => this.columnOf(c)?.stems.includes(head)) ?? own[0];
      if (values) {
        if (said) said.used = true;
        dims.push({ kind: 'column', columns: [values], listed: true });
        measure = { kind: 'count', entity: listed };
      }
    }
    // ('the famous titles and ages of each artist, listed in descending order by age': the groups in the order of the
    // figure the sort's 'by' names.)
    const sortedFigure =
      !!listOrder && measure?.kind === 'column' && dims.length > 0 && !rank && this.sortNamesFigure(measure.columns);
    const groupOrder =
      (sortsByCount && dims.length && (measure?.kind === 'count' || measure?.kind === 'column') && !rank) ||
      sortedFigure
        ? listOrder!
        : undefined;
    // 'Sort the apartment numbers in ascending order of room count' (read as 'number of rooms'): a count kept as a
    // column, named as the order of a list of the same rows' column, orders the rows listed; it is no total.
    // ('by ascending number of sales': the direction said before it.)
    const orderedBy =
      countFrom > 0 &&
      ['of', 'by', 'the', 'ascending', 'descending', 'increasing', 'decreasing'].includes(T[countFrom - 1]);
    if (measure?.kind === 'column' && listOrder && orderedBy && !agg && !dims.length && !dir && !n) {
      const entity = measure.columns[0]?.entity;
      const listed = this.mentions.find(
        (x) => !x.used && x.kind === 'column' && x.columns.some((c) => c.entity === entity && !this.isMeasureColumn(c)),
      );
      if (entity && listed)
        measure = { kind: 'rows', entity, orderBy: { columns: measure.columns, dir: listOrder, all: true } };
    }
    // 'the names of all products in alphabetical order', 'sort the distinct products alphabetically': the rows listed
    // by the text asked of them (else their name), A to Z; in reverse, Z to A. Said of 'distinct' things, each name once.
    const alphaAt = T.findIndex((w) => ALPHABETICAL_ORDERS.has(w));
    if (alphaAt >= 0 && measure?.kind === 'rows' && measure.entity && !measure.orderBy && !dir && !n) {
      const entity = this.catalog.byName.get(measure.entity);
      const asked = this.mentions.find(
        (x) =>
          !x.used &&
          x.kind === 'column' &&
          x.columns.some((c) => c.entity === entity?.name && this.columnOf(c)?.type === 'text'),
      );
      const column =
        asked?.columns.find((c) => c.entity === entity?.name && this.columnOf(c)?.type === 'text') ??
        (entity?.label?.columns.length === 1
          ? { entity: entity.name, column: entity.label.columns[0], score: 1 }
          : null);
      if (column) {
        const reverse = T[alphaAt - 1] === 'reverse' || T.includes('descending');
        const distinct = T.some((w) => DISTINCT_WORDS.has(w)) && !measure.values;
        measure = distinct
          ? { kind: 'rows', entity: measure.entity, values: column }
          : { ...measure, orderBy: { columns: [column], dir: reverse ? 'desc' : 'asc', all: true } };
        if (distinct) this.explainDistinct();
        this.explain(reverse ? alphaAt - 1 : alphaAt, reverse ? 2 : 1);
        if (T[alphaAt + 1] === 'order') this.explain(alphaAt + 1, 1);
      }
    }
    // 'the rank of every company', 'the name and rank of each company': a column of the grouped rows' own table, said
    // with no aggregate word, is each row's own value (a total over one row is no total): the rows are listed with it.
    const ownRows = dims.length === 1 && dims[0].kind === 'entity' && !dims[0].via ? dims[0].entity : null;
    if (
      measure?.kind === 'column' &&
      ownRows &&
      !agg &&
      !dir &&
      !n &&
      moneyAt < 0 &&
      measure.columns[0]?.entity === ownRows
    ) {
      dims.splice(0, dims.length, { kind: 'column', columns: measure.columns.slice(0, 1) });
      measure = { kind: 'rows', entity: ownRows };
    }
    // 'sorted by their earnings descending', 'in ascending order of height': every row, in that order. The column
    // said after the sort's 'by' orders them ('the name and rank of every company ordered by sales'), else the first.
    if (measure?.kind === 'rows' && !measure.orderBy && !dir && !n && !agg) measure = this.listOrdered(measure, dims);
    // 'Show the company name with the number of gas stations': rows named, then their count of related records
    // after 'with': one count for each of them.
    if (measure?.kind === 'count' && !dims.length && countFrom > 0) {
      let k = countFrom - 1;
      while (k > 0 && ARTICLES.has(T[k])) k--;
      if (T[k] === 'with') {
        k--;
        // 'Show all the buildings along with the number of faculty members'.
        if (WITH_LEADS.has(T[k])) k--;
        const ending = (at: number) => this.mentions.find((m) => m.span.i + m.span.n - 1 === at);
        if (!ending(k)) while (k > 0 && (T[k] === 'name' || T[k] === 'names' || ASK_KEY_WORDS.has(T[k]))) k--;
        const rows = ending(k);
        // Named by their table ('the company name') or by their name column ('the carrier name').
        const named =
          rows?.kind === 'entity'
            ? rows.entities[0]
            : rows?.kind === 'column'
              ? rows.columns.find((c) => this.isLabel(c))?.entity
              : undefined;
        // 'the buildings along with the number of faculty members': a kind of the counted rows themselves groups them.
        const counted = measure.entity;
        const kind =
          rows?.kind === 'column' && !named
            ? rows.columns.find((c) => c.entity === counted && this.columnOf(c)?.role === 'category')
            : undefined;
        if (rows && named && !rows.used && named !== measure.entity) {
          rows.used = true;
          dims.push({ kind: 'entity', entity: named, said: saidWords(rows.span.text), listed: true });
          this.explain(rows.span.i + rows.span.n, countFrom - rows.span.i - rows.span.n);
        } else if (rows && kind && !rows.used) {
          rows.used = true;
          dims.push({ kind: 'column', columns: [kind] });
          this.explain(rows.span.i + rows.span.n, countFrom - rows.span.i - rows.span.n);
        }
      }
    }
    // A measure with a ranking word and no dimension ranks the subject entity named after it ('top customers by spend').
    if (measure && measure.kind !== 'rows' && !dims.length && (dir || n)) {
      const e = this.firstFreeEntity() ?? this.labelledRows(measure);
      if (e) dims.push({ kind: 'entity', entity: e });
    }

    // 'which 3 items have the lowest stock': the minimum per row of the column's own table is just that row's value.
    // 'the name of the singer with the largest net worth': grouped by the rows' own name, it is the same.
    const rowsOf =
      dims.length === 1 && dims[0].kind === 'entity' && !dims[0].via
        ? dims[0].entity
        : dims.length === 1 && dims[0].kind === 'column' && measure?.kind === 'column'
          ? (this.labelledEntity(dims[0].columns, measure.columns) ??
            this.rankedRowOf(dims[0].columns, measure.columns))
          : null;
    let rankedByNamed = false;
    if (measure?.kind === 'column' && (measure.agg === 'min' || measure.agg === 'max') && rowsOf) {
      // (Or of the one row each points at: 'the company of the entrepreneur with the greatest height', a person's.)
      const ownCols = measure.columns.filter((c) => c.entity === rowsOf);
      const pointed = measure.columns.filter((c) => this.pointsAt(rowsOf, c.entity));
      const own = ownCols.length ? ownCols : pointed.length === 1 ? pointed : [];
      if (own.length) {
        rankedByNamed = true;
        const d = measure.agg === 'min' ? 'asc' : 'desc';
        measure = { kind: 'rows', entity: rowsOf, orderBy: { columns: own, dir: d } };
        // A column of the row that is not its name stays, as a column asked of that row (ownColumns, below).
        const label = this.catalog.byName.get(rowsOf)?.label?.columns ?? [];
        const asked = dims.filter(
          (x) => x.kind === 'column' && x.columns.every((c) => c.entity === rowsOf && !label.includes(c.column)),
        );
        dims.splice(0, dims.length, ...asked);
        rank = {
          dir: d,
          n: n ?? (this.isPluralSubject(rowsOf) ? 5 : 1),
          singular: n === null && !this.isPluralSubject(rowsOf),
        };
      }
    }

    // 'Which project made the most number of outcomes?': outcomes a table of links ties to projects (Project_Outcomes
    // between Projects and the outcome kinds) are counted as those links, each a project's outcome.
    // (So are they when the rows are grouped by a column of their own: 'the details and id of the project with the
    // most outcomes'.)
    const ownerOf = (d: DimRef | undefined) =>
      d?.kind === 'entity' && !d.via
        ? d.entity
        : d?.kind === 'column' && new Set(d.columns.map((c) => c.entity)).size === 1
          ? d.columns[0].entity
          : null;
    const groupedRows = dims.length === 1 ? ownerOf(dims[0]) : null;
    if (measure?.kind === 'count' && (dir || n) && groupedRows && groupedRows !== measure.entity) {
      const link = this.linkRecords(measure.entity, groupedRows);
      if (link !== measure.entity) measure = { kind: 'count', entity: link };
    }
    // 'the name of the source user with the highest average trust': rows grouped by a table the measured rows point
    // at twice are grouped by the reference the question names by its role (trust.source_u_id, not target_u_id).
    const measuredOn =
      measure?.kind === 'column' ? measure.columns[0]?.entity : measure?.kind === 'count' ? measure.entity : undefined;
    for (const [k, d] of dims.entries()) {
      if (d.kind !== 'entity' || d.via || !measuredOn) continue;
      const roles = this.mentions.filter(
        (m) => m.kind === 'edge' && m.edge!.to === d.entity && m.edge!.from === measuredOn && !m.edge!.selfReference,
      );
      if (roles.length !== 1) continue;
      dims[k] = { ...d, via: roles[0].edge };
      roles[0].used = true;
    }
    // Ranking.
    if (!rank && (dir || n) && measure && (dims.length || measure.kind === 'rows')) {
      const singular = n === null && (this.subjectIsSingular(whAt) || this.definiteSuperlative());
      rank = { dir: dir ?? 'desc', n: n ?? (singular ? 1 : 5), singular };
    }
    // 'the customer who made the largest amount of claim in a single claim': ranked by their one largest record, not
    // by the total of their records.
    const singleAt = T.findIndex(
      (w, k) =>
        ['in', 'on', 'for', 'with'].includes(w) &&
        ['a', 'one'].includes(T[k + 1]) &&
        !!(T[k + 2] === 'single' ? this.mentionAt.get(k + 3) : this.mentionAt.get(k + 2)),
    );
    // 'Which carrier made the smallest amount claimed in one claim?': the extreme said as the aggregate ranks too.
    const extreme = measure?.kind === 'column' && (measure.agg === 'max' || measure.agg === 'min') && !!agg;
    if (
      singleAt >= 0 &&
      measure?.kind === 'column' &&
      ((rank && measure.agg === 'sum' && !agg) || (extreme && !rank && dims.length === 1 && dims[0].kind === 'entity'))
    ) {
      const one = T[singleAt + 2] === 'single' ? singleAt + 3 : singleAt + 2;
      const record = this.mentionAt.get(one)!;
      // The record named by its table, or by a word of its table's columns ('claim' of Claim_Headers).
      const tables = new Set([...record.entities, ...record.columns.map((c) => c.entity)]);
      if (measure.columns.some((c) => tables.has(c.entity))) {
        const desc = rank ? rank.dir === 'desc' : measure.agg === 'max';
        measure = { ...measure, agg: desc ? 'max' : 'min' };
        rank ??= { dir: desc ? 'desc' : 'asc', n: n ?? 1, singular: n === null };
        record.used = true;
        this.explain(singleAt, one - singleAt + record.span.n);
      }
    }
    // 'Who made the latest order?': no person named, records with no name of their own ranked by their date or
    // figure. 'Who' asks for the one the top record belongs to (the one named table it points at, a table of people
    // first), ranked by their records' latest (largest) value, which is the top record's.
    const ranked = measure?.kind === 'rows' && measure.orderBy ? measure.entity : null;
    const parents =
      ranked &&
      whAt === 0 &&
      T[0] === 'who' &&
      !this.catalog.byName.get(ranked)?.label &&
      rank?.singular &&
      !dims.length
        ? this.catalog.edges.filter(
            (e) => e.from === ranked && !e.selfReference && this.catalog.byName.get(e.to)?.label,
          )
        : [];
    const people = parents.filter((e) => this.catalog.byName.get(e.to)?.isPerson);
    const ownedBy = people.length ? people : parents;
    if (ownedBy.length === 1 && measure?.kind === 'rows' && measure.orderBy) {
      const { columns, dir: order } = measure.orderBy;
      dims.push({ kind: 'entity', entity: ownedBy[0].to, via: ownedBy[0] });
      measure = { kind: 'column', columns, agg: order === 'desc' ? 'max' : 'min' };
      rank = { dir: order, n: 1, singular: true };
    }

    // 'What is the name of the customer that made the order with the largest quantity?': an extreme of a figure,
    // said of records that belong to a thing the question names before it and asks for by name: that thing, ranked by
    // its records' extreme (the top record's owner).
    const figureOwner =
      measure?.kind === 'column' &&
      (measure.agg === 'max' || measure.agg === 'min') &&
      !dims.length &&
      !rank &&
      !n &&
      T.some((w, k) => (w === 'name' || w === 'names') && T[k + 1] === 'of')
        ? this.mentions.find(
            (m) =>
              m.kind === 'entity' &&
              !m.used &&
              T[m.span.i - 1] === 'the' &&
              this.catalog.byName.get(m.entities[0])?.label &&
              (measure as { columns: ColumnCandidate[] }).columns.every(
                (c) => c.entity !== m.entities[0] && reachesUp(this.catalog, c.entity, m.entities[0], 3),
              ),
          )
        : undefined;
    if (figureOwner && measure?.kind === 'column') {
      figureOwner.used = true;
      dims.push({ kind: 'entity', entity: figureOwner.entities[0], said: saidWords(figureOwner.span.text) });
      rank = { dir: measure.agg === 'max' ? 'desc' : 'asc', n: 1, singular: true };
    }

    // Thresholds: on the measure (having) or on a column.
    for (const t of thresholds) {
      const groups = groupsOfAggregate(t, measure, dims, rowsOfColumn ? this.asDim(rowsOfColumn) : undefined);
      const owning = !groups && t.agg && !dims.length ? this.rowsOwning(t, measure) : null;
      if (groups) {
        // 'how many departments had an average rating below 3.4': each department is a group.
        ({ measure } = groups);
        dims.push(groups.dim);
        countGroups ||= groups.countGroups;
      } else if (owning && t.agg) {
        // 'the names of phones that have total number of stocks bigger than 2000': the figure of the records that
        // point at each listed row, taken over each row's own records (and ordered by it, when it is also asked).
        owning.mention?.forEach((m) => (m.used = true));
        dims.push({ kind: 'entity', entity: owning.entity });
        measure = { kind: 'column', columns: owning.columns, agg: t.agg };
        filters.push({ ...t, columns: [], onMeasure: true, unitAfter: undefined });
        continue;
      } else if (t.agg && !dims.length) {
        // 'the total salary of staff with an average rating above 4': which groups the average is taken over is
        // not said, and a condition on the whole would answer another question.
        unclear = `I could not tell what the ${AGG_NAMES[t.agg]} in the condition is taken over`;
      }
      const total: ColumnCandidate[] | null = measure?.kind === 'rows' ? this.totalPerRow(t, measure.entity) : null;
      if (total && measure?.kind === 'rows') {
        // 'employees who took more than 12 days of leave': the days of each employee's requests, added up.
        dims.push({ kind: 'entity', entity: measure.entity });
        measure = { kind: 'column', columns: total, agg: 'sum' };
        filters.push({ ...t, columns: [], onMeasure: true, unitAfter: undefined });
        continue;
      }
      // 'Show card type codes with at least 5 cards': a kind of the counted things, named before the condition where
      // no subject was found, is what is grouped.
      const before = this.placed.get(t)?.i ?? T.length;
      // 'contact channel codes': of the kinds the words touch ('contact' → contact_number), the one named best.
      const kindOfCounted =
        t.onMeasure && t.countOf && !rowsOfColumn && !dims.length && measure?.kind !== 'count'
          ? bestNamed(
              this.mentions.filter(
                (m) =>
                  !m.used &&
                  m.kind === 'column' &&
                  m.span.i < before &&
                  m.columns[0]?.entity === t.countOf &&
                  this.namesKindOrCode(m),
              ),
            )
          : undefined;
      if (kindOfCounted) {
        kindOfCounted.used = true;
        rowsOfColumn = kindOfCounted;
        measure = { kind: 'rows', entity: t.countOf! };
      }
      if (t.onMeasure && t.countOf && measure?.kind === 'count' && measure.entity !== t.countOf && !dims.length) {
        // 'how many employees completed at least one course': employees grouped, their courses counted, the
        // employees that pass counted in turn.
        dims.push({ kind: 'entity', entity: measure.entity });
        measure = { kind: 'count', entity: this.linkRecords(t.countOf, measure.entity) };
        countGroups = true;
      } else if (t.onMeasure && t.countOf && measure?.kind === 'countDistinct' && !dims.length) {
        // 'how many countries have more than 5 enterprise accounts': the same, grouped by the column.
        dims.push({ kind: 'column', columns: measure.columns });
        measure = { kind: 'count', entity: t.countOf };
        countGroups = true;
      } else if (t.onMeasure && t.countOf && measure?.kind !== 'count') {
        // 'artists with more than 10 albums': count that entity per subject.
        // 'industries with more than 10 churned accounts': the column asked about is the group.
        // 'the policy types used by more than 2 customers': the values listed are the groups.
        const values = measure?.kind === 'rows' && !rowsOfColumn ? measure.values : undefined;
        const owner: string | null = measure?.kind === 'rows' && !rowsOfColumn && !values ? measure.entity : null;
        // 'the party that has at least two records': its own rows counted are the rows of each of its names.
        // (Only rows said as records: 'services used more than twice' counts their uses elsewhere.)
        const at = this.placed.get(t);
        const records = !!at && T.slice(at.i, at.i + at.n).some((w) => ROW_WORDS.has(w));
        const ownLabel = owner === t.countOf && records ? this.catalog.byName.get(owner)?.label?.columns : undefined;
        if (owner && ownLabel?.length === 1) {
          dims.push({ kind: 'column', columns: [{ entity: owner, column: ownLabel[0], score: 1 }], distinct: true });
          measure = { kind: 'count', entity: owner };
          filters.push(t);
          continue;
        }
        if (measure?.kind === 'rows') {
          dims.push(
            rowsOfColumn
              ? this.asDim(rowsOfColumn)
              : values
                ? { kind: 'column', columns: [values], listed: true }
                : { kind: 'entity', entity: measure.entity },
          );
        }
        measure = { kind: 'count', entity: owner ? this.linkRecords(t.countOf, owner) : t.countOf };
      }
      filters.push(t);
    }

    // Remaining values are filters; remaining entities next to them were qualifiers.
    for (const m of this.mentions) {
      if (m.kind !== 'value' || m.used) continue;
      m.used = true;
      // 'hire' in 'people we hired in 2025' names the hire date, not the value 'Hire' of some other column.
      if (this.namesTimeColumn(m)) continue;
      // 'the California state': a word right after a value that names the value's column is that column (born_state),
      // not a value of its own (a department called State).
      if (this.namesColumnOfValueBefore(m)) {
        this.explain(m.span.i, m.span.n);
        continue;
      }
      // 'how many musicals has each nominee been nominated for': the deed of the rows grouped by (a nominee is who is
      // nominated) says how they relate, not a value of another column ('Nominated' as a result).
      if (this.deedOfGrouped(m, dims)) {
        this.explain(m.span.i, m.span.n);
        continue;
      }
      // 'not Russia', and 'not from Russia', 'not in Leeds': a negation before the value or before its preposition.
      const neg = this.negatedValue(m);
      const via = this.edgeBefore(m);
      // 'how many employees report to Andrew Fuller' counts the employees, not the distinct people reported to.
      if (
        via?.selfReference &&
        measure?.kind === 'countDistinct' &&
        measure.columns.every((c) => c.entity === via.from && via.fromFields.includes(c.column))
      )
        measure = { kind: 'count', entity: via.from };
      // 'food type or animal type': the value's column said after it is part of the condition (groupEither).
      const columnAfter = this.valueColumnStems(m).has(stem(T[m.span.i + m.span.n] ?? ''));
      filters.push(
        this.place(
          { kind: 'value', text: m.span.text, hits: m.span.values, context: this.contextStems(m), via, negate: neg },
          columnAfter ? { i: m.span.i, n: m.span.n + 1 } : m.span,
        ),
      );
      this.explainColumnOfValue(m);
    }
    for (const q of this.ev.quoted) {
      const norm = q.toLowerCase();
      // A quoted number compared with a column already ('advisor "1121"', 'majoring in "600"') is that condition.
      const compared = filters.some(
        (f) => f.kind === 'threshold' && !f.onMeasure && f.columns.length && String(f.value) === q.trim(),
      );
      if (compared) continue;
      // A quoted yes or no said of a yes/no column is its value (read with the column below).
      const flagSaid = this.mentions.some(
        (m) => !m.used && m.kind === 'column' && m.columns.some((c) => this.columnOf(c)?.role === 'boolean'),
      );
      if (flagSaid && TRUTH_WORDS[norm] !== undefined) continue;
      // (A value kept with spaces after it, 'Handful' followed by thirteen, is the one quoted.)
      if (!filters.some((f) => f.kind === 'value' && f.hits.some((h) => h.value.trim().toLowerCase() === norm.trim())))
        filters.push({ kind: 'contains', text: q, entity: measure?.kind === 'rows' ? measure.entity : undefined });
    }
    // Yes/no columns named as adjectives ('discontinued products').
    for (const m of this.mentions) {
      if (m.used || m.kind !== 'column') continue;
      const flag = m.columns.map((c) => this.columnOf(c)).find((c) => c?.role === 'boolean');
      if (flag && !this.flagValuesAsked(m)) {
        m.used = true;
        // ('models that do not have the wifi function', 'that have no wifi': the negation before 'have'.)
        let before = m.span.i - 1;
        while (before > 0 && FLAG_HAVE_WORDS.has(T[before])) before--;
        let neg = before >= 0 && before < m.span.i && (NEGATIONS.has(T[before]) || T[before] === 'no');
        // 'the FDA approval status 'No'', 'approved = yes': the flag's value said after it.
        let k = m.span.i + m.span.n;
        while (FLAG_VALUE_LEADS.has(T[k] ?? '') && k < m.span.i + m.span.n + 2) k++;
        const said = TRUTH_WORDS[T[k] ?? ''];
        if (said !== undefined) {
          neg = neg !== !said;
          this.explain(m.span.i + m.span.n, k + 1 - m.span.i - m.span.n);
        }
        filters.push(this.place({ kind: 'flag', entity: flag.entity, column: flag.name, value: !neg }, m.span));
      }
    }
    // Words naming a time column ('shipped in 1997', 'hired after 2003'). With no period and no
    // grouping by time, a participle says the event happened: 'churned accounts', 'shipped orders'.
    const noPeriod = !this.ev.time.range && !this.ev.time.series && !this.ev.time.ranges?.length;
    // 'took office after 1961': a year kept as text, named by what happened, is the period's column.
    for (const m of this.mentions)
      if (m.kind === 'column' && !noPeriod)
        timeHints.push(...m.columns.filter((c) => this.columnOf(c)?.textYear).map((c) => c.column));
    for (const m of this.mentions)
      if (m.kind === 'column' && m.columns.some((c) => this.columnOf(c)?.role === 'time')) {
        timeHints.push(...m.columns.map((c) => c.column));
        const said = T[m.span.i + m.span.n - 1];
        const column = m.columns.map((c) => this.columnOf(c)).find((c) => c?.role === 'time');
        // 'shipped to France', 'hired by Jane': the participle introduces something else, not that it happened.
        const introduces = ['to', 'via', 'from', 'by', 'with', 'through', 'into', 'on', 'at'].includes(
          T[m.span.i + m.span.n],
        );
        if (noPeriod && !m.used && m.span.n === 1 && /ed$/.test(said) && column && !introduces)
          filters.push(this.place({ kind: 'present', entity: column.entity, column: column.name }, m.span));
        m.used = true;
      }

    // 'how many distinct accounts logged in during October': the accounts that appear on the events the value
    // names; the period is the events' own (not when the accounts were created).
    const distinctAt = T.findIndex((w) => DISTINCT_WORDS.has(w));
    if (measure?.kind === 'count' && distinctAt >= 0 && this.onOwnedRecords(measure.entity, filters)) {
      measure = { kind: 'units', entity: measure.entity, distinct: true };
      this.explain(distinctAt, 1);
    }
    // 'How many different templates do the documents use', 'how many different departments offer degrees': the
    // different ones the other things named after them point at, not all of them.
    const pointed =
      measure?.kind === 'count' && distinctAt >= 0 && !dims.length ? this.pointedAtBy(measure.entity) : null;
    if (pointed) {
      measure = { kind: 'countDistinct', columns: [pointed] };
      this.explain(distinctAt, 1);
    }

    // 'Which product was sold the most?', 'the product that was ordered most often': rows ranked by nothing named,
    // with a verb of moving things said of them after they are named, are ranked by the units of them moved
    // (plan/moved.ts), as 'how many were sold' counts them.
    if (measure?.kind === 'rows' && measure.entity && rank && !measure.orderBy && !measure.values && !dims.length) {
      const entity = measure.entity;
      const named = this.mentions.find((m) => m.kind === 'entity' && m.entities[0] === entity)?.span.i ?? -1;
      const at = T.findIndex((w, k) => k > named && this.isVerb(w));
      if (named >= 0 && at >= 0) {
        // '… most often', '… most frequently', '… the most number of times': how often, the records of moving them
        // counted, not the units they moved.
        const frequencyAt = T.flatMap((w, k) => (FREQUENCY_WORDS.has(w) && MOST_WORDS[T[k - 1]] ? [k] : []));
        const often = timesAt > 0 || frequencyAt.length > 0;
        measure = { kind: 'units', entity, ...(often ? { often } : {}) };
        dims.push({ kind: 'entity', entity });
        this.explain(at, 1);
        const said = this.mentionAt.get(at);
        if (said) said.used = true;
        for (const k of frequencyAt) this.explain(k, 1);
      }
    }

    // Rows ranked ('the most', 'most often') with nothing named to rank them by:
    // - 'Which apartment type code appears the most often?': values of a column listed are ranked by how many rows
    //   hold each (or how many records the question names point at those rows);
    // - 'the employee who was awarded the most times in the evaluation', 'the course with the most registered
    //   students': by how many records of another table the question names point at each (the evaluations; the
    //   registrations linking the students to the course).
    if (measure?.kind === 'rows' && measure.entity && rank && !measure.orderBy && !dims.length) {
      const rows = measure.entity;
      // How often is asked ('appears the most often'), or records are named to count: 'Which member has the best
      // attitude?' names something to rank by that the schema lacks, and is no count of rows.
      const often = T.some((w) => FREQUENCY_WORDS.has(w));
      const named = measure.values ? this.recordsNamedFor(rows) : null;
      if (measure.values && (named || often)) {
        // 'Which continent speaks the most languages?': the records named that point at the rows (their languages).
        dims.push({ kind: 'column', columns: [measure.values] });
        measure = { kind: 'count', entity: named ?? rows };
      } else if (!measure.values) {
        const counted = this.recordsNamedFor(rows);
        if (counted) {
          dims.push({ kind: 'entity', entity: rows });
          measure = { kind: 'count', entity: counted };
        }
      }
    }

    if (measure?.kind === 'column') measure = { ...measure, columns: this.narrowedBySaidWord(measure.columns) };
    // 'the list of distinct ranks for faculty', 'the distinct buildings that have faculty rooms': a column of the listed
    // rows said right after a distinct word is what is listed, each value once.
    if (measure?.kind === 'rows' && measure.entity && !measure.values && !measure.orderBy && !dims.length) {
      const listed = measure.entity;
      // Asked with a wh-word ('Which distinct source system code includes 'en'?'), the column may be the table's label
      // and what a condition is on too.
      const asked = (m: Mention) => m.span.i === 2 && (T[0] === 'which' || T[0] === 'what');
      const kept = (m: Mention, c: ColumnCandidate) =>
        c.entity === listed &&
        (this.columnOf(c)?.role === 'category' || (asked(m) && this.columnOf(c)?.role === 'label'));
      const said = this.mentions.find(
        (m) =>
          m.kind === 'column' &&
          (!m.used || asked(m)) &&
          DISTINCT_WORDS.has(T[m.span.i - 1]) &&
          // Plural, or said of the listed rows ('the distinct director of films'), or asked for as above.
          (/[^s]s$/.test(T[m.span.i + m.span.n - 1]) || T[m.span.i + m.span.n] === 'of' || asked(m)) &&
          m.columns.some((c) => kept(m, c)),
      );
      const values = said?.columns.find((c) => kept(said, c));
      if (said && values) {
        said.used = true;
        measure = { ...measure, values };
        this.explainDistinct();
      }
    }
    const mentioned = this.mentions.flatMap((m) =>
      m.kind === 'entity' ? m.entities.slice(0, 1) : m.kind === 'edge' ? [m.edge!.to] : [],
    );
    // 'average market rent per unit' where the rent is a column of the units: 'per unit' says what the average is
    // taken over (the measure's own rows), not a grouping that would give every unit its own rent back.
    const averaged = measure?.kind === 'column' && (measure.agg === 'avg' || measure.agg === 'median') ? measure : null;
    const kept = averaged
      ? dims.filter(
          (d) => !(perDims.has(d) && d.kind === 'entity' && averaged.columns.every((c) => c.entity === d.entity)),
        )
      : dims;
    dims.splice(0, dims.length, ...kept);
    // 'Where is the youngest teacher from?': 'where' asks for a place of the rows, a column named like one
    // (hometown, city, country); with none, the word is left unclaimed and the answer says so.
    let placeAsked = T[0] === 'where' && measure?.kind === 'rows';
    if (placeAsked && measure?.kind === 'rows') {
      const entity = measure.entity;
      const place = this.catalog.byName
        .get(entity)
        ?.columns.find((c) => c.type === 'text' && !c.isKey && c.words.some((w) => PLACE_WORDS.has(w)));
      if (place) {
        dims.push({ kind: 'column', columns: [{ entity, column: place.name, score: 1 }] });
        placeAsked = false;
      }
    }
    // 'the last names of the members of the club "Bootup Baltimore"': memberships keep no last name but each points at
    // the student who has one; the rows listed are those students, found through the memberships by the condition
    // on a third table (the club). Rows already shown by the name of the table they point at (understudies by their
    // person's name) stay as they are.
    if (measure?.kind === 'rows' && !measure.values && !measure.orderBy) {
      const held = measure.entity;
      const rowsAt = this.mentions.find((m) => m.kind === 'entity' && m.entities[0] === held)?.span.i ?? -1;
      const asked = this.mentions.find(
        (m) =>
          m.kind === 'column' &&
          !m.used &&
          m.span.i < rowsAt &&
          !m.columns.some((c) => c.entity === held) &&
          m.columns.some((c) => this.showable(c)),
      );
      // One key to the table with the column: a table of pairs of one kind ('Friend', two keys to students) is not
      // one student each.
      const holders = asked
        ? this.catalog.edges.filter(
            (e) => e.from === held && !e.selfReference && asked.columns.some((c) => c.entity === e.to),
          )
        : [];
      // Not where a column of the rows themselves is asked too ('the version number and template type code for the
      // template …': the templates, with their type's code).
      const ownAsked = this.mentions.some(
        (m) => m.kind === 'column' && m.span.i < rowsAt && m.columns.some((c) => c.entity === held),
      );
      const through =
        holders.length === 1 &&
        filters.some((f) => f.kind === 'value' && f.hits.every((h) => h.entity !== held && h.entity !== holders[0].to));
      const shownBy = this.catalog.byName.get(held)?.labelVia?.entity;
      if (asked && through && !ownAsked && shownBy !== holders[0].to) measure = { kind: 'rows', entity: holders[0].to };
    }
    // 'Give me the name of each club', "each student's first name": with nothing counted, added up or ranked, a column
    // of the very rows 'each' names is each row's own value: the rows are listed with it (shown below), not grouped.
    if (!measure && !superlative && !agg && !dir && n === null && T.some((w) => w === 'each' || w === 'every')) {
      const rowDims = dims.filter((d) => d.kind === 'entity' && !d.via);
      const eachRows = rowDims.length === 1 && rowDims[0].kind === 'entity' ? rowDims[0].entity : null;
      const ownOf = (d: DimRef) =>
        d.kind === 'column' && d.columns.length > 0 && d.columns.every((c) => c.entity === eachRows);
      const asked =
        eachRows && dims.length === 1
          ? this.firstFree((x) => x.kind === 'column' && x.columns.some((c) => c.entity === eachRows))
          : null;
      if (asked) {
        asked.used = true;
        dims.push({ kind: 'column', columns: asked.columns.filter((c) => c.entity === eachRows) });
      }
      if (eachRows && dims.length > 1 && dims.every((d) => d === rowDims[0] || ownOf(d))) {
        measure = { kind: 'rows', entity: eachRows };
        dims.splice(dims.indexOf(rowDims[0]), 1);
      }
      // "Find each student's first name": the one column, of one table, is each of its rows' value.
      const lone =
        dims.length === 1 && dims[0].kind === 'column' ? new Set(dims[0].columns.map((c) => c.entity)) : null;
      if (!measure && lone?.size === 1) measure = { kind: 'rows', entity: [...lone][0] };
      // ('the famous titles and ages of each artist, listed in descending order by age': the rows, in that order.)
      if (measure?.kind === 'rows' && !measure.orderBy) measure = this.listOrdered(measure, dims);
    }
    // 'the section titles of the document named "David CV"': a column of rows that point at the rows listed (each
    // document has many sections), said of them, lists those rows, each under its own row.
    if (measure?.kind === 'rows' && !measure.values && !measure.orderBy && !dims.length) {
      const listed = measure.entity;
      for (const m of this.mentions) {
        if (m.kind !== 'column' || m.used || this.T[m.span.i + m.span.n] !== 'of') continue;
        let k = m.span.i + m.span.n + 1;
        while (ARTICLES.has(T[k])) k++;
        const of = this.mentionAt.get(k);
        if (of?.kind !== 'entity' || of.entities[0] !== listed || m.columns.some((c) => c.entity === listed)) continue;
        const below = m.columns.filter((c) => this.showable(c) && this.pointsAt(c.entity, listed));
        if (new Set(below.map((c) => c.entity)).size !== 1) continue;
        m.used = true;
        measure = { kind: 'rows', entity: below[0].entity, values: below[0] };
        break;
      }
    }
    // 'the distinct names of mountains climbed by …': the keyed rows listed are each once, and so their names.
    if (measure?.kind === 'rows' && !measure.values) {
      const listed = this.catalog.byName.get(measure.entity);
      T.forEach((w, i) => {
        if (!DISTINCT_WORDS.has(w) || !listed?.primaryKey.length) return;
        const next = this.mentionAt.get(ARTICLES.has(T[i + 1]) ? i + 2 : i + 1);
        const names =
          next?.kind === 'column' &&
          next.columns.some((c) => c.entity === listed.name && !!listed.label?.columns.includes(c.column));
        if (names) this.explain(i, 1);
      });
    }
    // 'what is the age of the oldest dog': listed rows are not grouped; a column of their own read as a grouping is a
    // column the question asks to see on each row.
    const ownColumns =
      measure?.kind === 'rows'
        ? dims.filter(
            (d): d is Extract<DimRef, { kind: 'column' }> =>
              d.kind === 'column' &&
              d.columns.length > 0 &&
              d.columns.every((c) => c.entity === measure.entity || this.extends(c.entity, measure.entity)),
          )
        : [];
    // ('the name of the highest mountain', 'name' said of climbers too: the listed rows' own name.)
    if (measure?.kind === 'rows' && !measure.values && !ownColumns.length) {
      const rowsOwn = dims.find(
        (d): d is Extract<DimRef, { kind: 'column' }> =>
          d.kind === 'column' && d.columns.some((c) => c.entity === measure.entity),
      );
      if (rowsOwn && dims.length === 1) {
        ownColumns.push({ ...rowsOwn, columns: rowsOwn.columns.filter((c) => c.entity === measure.entity) });
        dims.splice(0, 1);
      }
    }
    if (ownColumns.length) dims.splice(0, dims.length, ...dims.filter((d) => !(ownColumns as DimRef[]).includes(d)));
    // 'what is the species of Pet 5', 'which continent is Anguilla in': a column of the listed rows the question names
    // and nothing else used is what it asks to see.
    // The column the rows are ranked by is shown anyway; it is one asked for only when named apart from the ranking
    // ('the age of the oldest horse', not 'the singer with the largest net worth').
    const ranking = measure?.kind === 'rows' && rankedByNamed ? (measure.orderBy?.columns ?? []) : [];
    // 'List name and id', 'the ids of the documents': the rows' own key, asked for by the word 'id'.
    const idAt = measure?.kind === 'rows' ? T.findIndex((w) => ASK_KEY_WORDS.has(w)) : -1;
    const keyColumns =
      idAt >= 0 && measure?.kind === 'rows'
        ? (this.catalog.byName.get(measure.entity)?.primaryKey ?? []).map((column) => ({
            entity: measure.entity,
            column,
            score: 1,
          }))
        : [];
    if (keyColumns.length) this.explain(idAt, 1);
    // 'Which department offers the most degrees? List department name and id': the key of the rows grouped by, shown
    // beside their name.
    const groupKeyAt = measure && measure.kind !== 'rows' ? T.findIndex((w) => ASK_KEY_WORDS.has(w)) : -1;
    const keyed = groupKeyAt >= 0 ? this.groupedRowsOf(dims, groupKeyAt) : null;
    const groupKeyColumns = keyed
      ? (this.catalog.byName.get(keyed)?.primaryKey ?? []).map((column) => ({ entity: keyed, column, score: 1 }))
      : [];
    if (groupKeyColumns.length) this.explain(groupKeyAt, 1);
    this.valuesAsGroups(measure, dims, filters, rank);
    this.columnsListedWithGroup(measure, dims);
    // 'List all information in the item table', 'all the details of the orders': every column of the rows listed.
    const wholeRowAt =
      measure?.kind === 'rows' && !measure.values
        ? T.findIndex(
            (w, k) =>
              WHOLE_ROW_WORDS.has(w) &&
              !this.mentionAt.has(k) &&
              (T[k - 1] === 'all' || (T[k - 1] === 'the' && T[k - 2] === 'all')),
          )
        : -1;
    // (A table with no name column is listed by its key already.)
    const listedTable = measure?.kind === 'rows' ? this.catalog.byName.get(measure.entity) : undefined;
    const wholeRow =
      wholeRowAt >= 0 && listedTable
        ? listedTable.columns
            .filter((c) => listedTable.label || !listedTable.primaryKey.includes(c.name))
            .map((c) => ({ entity: listedTable.name, column: c.name, score: 1 }))
        : [];
    if (wholeRow.length) this.explain(T[wholeRowAt - 1] === 'all' ? wholeRowAt - 1 : wholeRowAt - 2, 3);
    // The rows of a table named by its column that names each one ('the players' of match_season.Player) show it.
    const namedBy =
      measure?.kind === 'rows'
        ? this.mentions
            .filter((m) => m.kind === 'entity' && m.entities[0] === measure.entity && this.rowNames.has(m))
            .map((m) => this.rowNames.get(m)!)
            .slice(0, 1)
        : [];
    const show = [
      ...namedBy,
      ...wholeRow,
      ...keyColumns,
      ...groupKeyColumns,
      ...this.columnsAskedOfGroup(measure, dims, rowsOfColumn, !!rank),
      ...this.askedOfRanked,
      ...ownColumns.map((d) => d.columns[0]),
      // The values asked for stay shown when the rows are listed for another reason ('the mascots of schools with
      // enrollments above the average' lists the schools, with the figure compared).
      ...(measure?.kind === 'rows' && measure.values ? [measure.values] : []),
      ...(measure?.kind === 'rows'
        ? this.shownColumns(measure.entity, filters, measure.values ? null : rowsOfColumn).filter(
            (c) => !ranking.some((r) => r.entity === c.entity && r.column === c.column),
          )
        : []),
      // A listed row's one-column name is its label, shown already ('the name of the highest mountain').
    ].filter(
      (c) =>
        measure?.kind !== 'rows' ||
        measure.values ||
        c.entity !== measure.entity ||
        this.catalog.byName.get(c.entity)?.label?.columns.join() !== c.column,
    );
    for (const m of this.mentions) this.explain(m.span.i, m.span.n);
    // 'the total time for all lessons' read as the total of lesson_time: a word of the measured column's own name,
    // said where no mention took it (too common to name a column alone), is that column's.
    if (measure?.kind === 'column') {
      const own = new Set(measure.columns.flatMap((c) => this.columnOf(c)?.stems ?? []));
      T.forEach((w, k) => !this.mentionAt.has(k) && own.has(stem(singularOf(w))) && this.explain(k, 1));
    }
    // 'budget records', 'contract entries': a word for rows after the table it names says nothing more.
    // ('the item table': so does a word for a table.)
    T.forEach((w, i) => {
      if (
        (ROW_WORDS.has(w) || TABLE_WORDS.has(w)) &&
        this.mentions.some((m) => m.kind === 'entity' && m.span.i + m.span.n === i)
      )
        this.explain(i, 1);
    });
    // 'the mountains they climb' beside climbers: the verb of a table named by who does it (its agent noun) says how
    // the two are related, which the join between them says.
    // ('the publisher that has published the most books': so is the verb of a column named by who does it, said.)
    const doers = new Set(
      this.mentions
        .flatMap((m) =>
          m.kind === 'entity'
            ? (this.catalog.byName.get(m.entities[0])?.words.slice(-1) ?? [])
            : m.kind === 'column' && m.span.n === 1
              ? [m.span.text]
              : [],
        )
        .map(doerRoot)
        .filter((r) => r !== null),
    );
    T.forEach((w, i) => !this.mentionAt.has(i) && doers.has(stem(w)) && this.explain(i, 1));
    // 'the course author that teaches the course …', 'authors who teach at least two courses': a verb between rows
    // of two tables (after a clause word, or right after the first), where one key alone joins the two, says how they
    // are related, which that join says.
    // ('Which course mentors teach two or more courses?': the verb right after the first rows, too.)
    // (Not a request: 'For each Orange county campus, report the number of degrees'.)
    T.forEach((w, k) => {
      if (this.mentionAt.has(k) || this.explained[k] || REQUEST_VERBS.has(w) || SORT_VERBS.has(w)) return;
      const a = CLAUSE_OPENERS.has(T[k - 1] ?? '') ? this.mentionAt.get(k - 2) : this.mentionAt.get(k - 1);
      let j = k + 1;
      while (j < T.length && j <= k + 5 && !this.mentionAt.has(j) && (this.explained[j] || ARTICLES.has(T[j]))) j++;
      const b = this.mentionAt.get(j);
      if (a?.kind !== 'entity' || b?.kind !== 'entity' || a.entities[0] === b.entities[0]) return;
      // ('departments which offer courses' read as departments grouped by course: the verb is not what was read.)
      if (dims.some((d) => d.kind === 'entity' && d.entity === b.entities[0])) return;
      const joins = this.catalog.edges.filter(
        (x) =>
          (x.from === a.entities[0] && x.to === b.entities[0]) || (x.from === b.entities[0] && x.to === a.entities[0]),
      );
      if (joins.length === 1) this.explain(k, 1);
    });
    // 'the people who served as governor': a verb of holding a role before 'as' and a column of who held it (read
    // as that column) says nothing more.
    T.forEach((w, i) => {
      const role = this.mentionAt.get(ARTICLES.has(T[i + 2] ?? '') ? i + 3 : i + 2);
      if (ROLE_VERBS.has(w) && T[i + 1] === 'as' && !this.mentionAt.has(i) && role?.kind === 'column' && role.used)
        this.explain(i, 2);
    });
    // So is a participle right after rows whose table has a column named by who does it ('a movie directed in 1999'
    // beside movie.Director, 'a book published by Alyson' beside Publisher): the column says who did it. (Not before
    // them: 'insured patients' says which patients.)
    T.forEach((w, i) => {
      const rows = this.mentionAt.get(i - 1);
      if (this.mentionAt.has(i) || !isParticiple(w) || rows?.kind !== 'entity') return;
      const doer = (this.catalog.byName.get(rows.entities[0])?.columns ?? []).some(
        (c) => c.words.length === 1 && doerRoot(c.words[0]) === stem(w),
      );
      if (doer) this.explain(i, 1);
    });
    // 'the policy type codes associated with the customer X': a word of relation between two things named is said by
    // the join between them.
    T.forEach((w, i) => {
      if (RELATION_WORDS.has(w) && ['with', 'to', 'in'].includes(T[i + 1]) && i > 0 && this.nextMention(i + 2, 1))
        this.explain(i, 2);
    });
    // 'how many locations are listed in the database', 'customers on file': where the rows are kept, and that they are,
    // says nothing of which rows. (Not 'listed' alone: 'a course that is listed in both …' says where.)
    T.forEach((w, i) => {
      if (this.mentionAt.has(i) || !STORE_PLACES.has(w)) return;
      let k = i - 1;
      if (ARTICLES.has(T[k]) || T[k] === 'this') k--;
      if (T[k] !== 'in' && T[k] !== 'on') return;
      if (STORE_VERBS.has(T[k - 1]) && !this.mentionAt.has(k - 1)) k--;
      this.explain(k, i - k + 1);
    });
    // 'the country that has published the most papers', 'authors who have written more than 2 papers': a verb no
    // column or table is named by, after 'have' and before the ranking or the bound on the records counted, says how
    // the rows hold those records, which the join says.
    T.forEach((w, i) => {
      if (this.mentionAt.has(i) || !HAVE_FORMS.has(T[i - 1] ?? '') || !isParticiple(w)) return;
      const next = T[i + 1] === 'the' ? i + 2 : i + 1;
      const ranked = !!MOST_WORDS[T[next] ?? ''] || !!SIZE_RANKS[T[next] ?? ''];
      const bounded = !!comparatorAt(T, i + 1) || numberWord(T[i + 1] ?? '') !== null;
      if ((ranked || bounded) && this.mentions.some((m) => m.kind === 'entity' && m.span.i > next)) this.explain(i, 1);
    });
    // 'the rooms available in this inn', 'the staff of our company': the system itself, named by a word of its name
    // after 'this' or 'our', is where the rows are kept (as 'in the database'); a store verb before it says only that.
    const own = new Set(identifierWords(this.catalog.systemName).map((w) => singularOf(w)));
    T.forEach((w, i) => {
      if (this.mentionAt.has(i) || (T[i - 1] !== 'this' && T[i - 1] !== 'our') || !own.has(singularOf(w))) return;
      let k = i - 1;
      if (['in', 'of', 'at', 'for'].includes(T[k - 1])) k--;
      if (STORE_VERBS.has(T[k - 1]) && !this.mentionAt.has(k - 1)) k--;
      this.explain(k, i - k + 1);
    });
    // 'the directors along with the number of films', 'publishers together with the number of publications': the words
    // that join what is shown say nothing more than 'with'.
    T.forEach((w, i) => {
      if (WITH_LEADS.has(w) && T[i + 1] === 'with' && this.mentions.some((m) => m.span.i > i)) this.explain(i, 1);
    });
    // 'How many different kinds of clients': the different values of the column counted are its kinds.
    T.forEach((w, i) => {
      const next = this.mentionAt.get(i + 2);
      if (
        KIND_WORDS.has(w) &&
        T[i + 1] === 'of' &&
        measure?.kind === 'countDistinct' &&
        next?.kind === 'column' &&
        next.columns.some((c) => measure.columns.some((x) => x.entity === c.entity && x.column === c.column))
      )
        this.explain(i, 2);
      // 'shops that have more than one kind of device', 'how many kinds of devices': the rows counted are the kinds.
      const counted = new Set([
        ...(measure?.kind === 'count' ? [measure.entity] : []),
        ...filters.flatMap((f) => (f.kind === 'threshold' && f.onMeasure && f.countOf ? [f.countOf] : [])),
      ]);
      if (KIND_WORDS.has(w) && T[i + 1] === 'of' && next?.kind === 'entity' && counted.has(next.entities[0]))
        this.explain(i, 2);
    });
    // 'Show different publishers with the number of publications': the groups are different values already.
    T.forEach((w, i) => {
      const next = this.mentionAt.get(i + 1);
      if (
        DISTINCT_WORDS.has(w) &&
        next?.kind === 'column' &&
        next.span.i === i + 1 &&
        dims.some((d) => d.kind === 'column' && d.columns.some((c) => next.columns.some((x) => x.column === c.column)))
      )
        this.explain(i, 1);
    });
    // 'the aircraft that won matches': a verb naming the reference between two tables the reading takes
    // (match.Winning_Aircraft, 'winning aircraft') is said by the join through it.
    const read = new Set([
      ...(measure && 'entity' in measure && measure.entity ? [measure.entity] : []),
      ...(measure?.kind === 'column' ? measure.columns.map((c) => c.entity) : []),
      ...dims.flatMap((d) =>
        d.kind === 'entity' ? [d.entity] : d.kind === 'column' ? d.columns.map((c) => c.entity) : [],
      ),
      ...this.mentions.filter((m) => m.kind === 'entity').flatMap((m) => m.entities),
    ]);
    T.forEach((w, i) => {
      if (this.explained[i] || !(IRREGULAR_PAST.has(w) || /[a-z]{2}(?:ed|s)$/.test(w))) return;
      const named = this.catalog.edges.some(
        (e) => read.has(e.from) && read.has(e.to) && e.words.some((x) => sameEvent(x, w)),
      );
      if (named) this.explain(i, 1);
    });
    // 'female (sex is F)': a condition said again right after itself, in other words, is that one condition (not
    // 'San Francisco, San Francisco', a city and its county side by side).
    for (const [f, p] of [...this.placed]) {
      if (f.kind !== 'value' || !this.placed.has(f)) continue;
      for (const [g, q] of [...this.placed]) {
        const again =
          g !== f &&
          g.kind === 'value' &&
          g.negate === f.negate &&
          g.text === f.text &&
          q.i > p.i + p.n &&
          q.i - (p.i + p.n) <= 3 &&
          g.hits.every((h) => f.hits.some((x) => x.entity === h.entity && x.columns.join() === h.columns.join()));
        if (!again) continue;
        this.placed.delete(g);
        if (filters.includes(g)) filters.splice(filters.indexOf(g), 1);
      }
    }
    let looseEither = false;
    if (
      groupEither(
        T,
        this.placed,
        (k) => this.mentionAt.has(k),
        () => (looseEither = true),
      )
    )
      this.explain(T.indexOf('or'), 1);
    // 'How many distinct allergies are there?', 'the different food allergies': the rows of a keyed table, counted or
    // listed, are distinct already (values said between the word and the table narrow them).
    const distinctRows =
      measure?.kind === 'count' || (measure?.kind === 'rows' && !measure.values) ? measure.entity : null;
    // Not so when a period or a word left after them may say the rows are counted over events ('how many different
    // patients did we see in 2025' counts patients seen, not patients).
    const restSaid = (from: number) =>
      T.slice(from).every((w, k) => this.explained[from + k] || DISTINCT_ROWS_TAIL.has(w));
    if (distinctRows && this.catalog.byName.get(distinctRows)?.primaryKey.length && !this.ev.time.range)
      for (const m of this.mentions) {
        if (m.kind !== 'entity' || !m.entities.includes(distinctRows) || !restSaid(m.span.i + m.span.n)) continue;
        let k = m.span.i - 1;
        while (k > 0 && this.mentionAt.get(k)?.kind === 'value') k = this.mentionAt.get(k)!.span.i - 1;
        if (DISTINCT_WORDS.has(T[k])) this.explain(k, 1);
      }
    if (this.ev.time.range?.hint) timeHints.push(this.ev.time.range.hint);

    // 'how many degrees were conferred in 2000', 'the campus with the most faculty': the rows of a table that keeps a
    // tally of its things (degrees.Degrees by campus and year, catalog tallyOf) stand for that many each.
    // 'total faculty in 2002', 'average faculty by campus': an aggregate said of those rows is the tally's.
    // 'the number of hosts of each nationality' said as a figure beside party.Number_of_hosts (see thingGroupedOwn).
    const thing =
      measure?.kind === 'column' && measure.agg === 'sum' ? this.thingGroupedOwn(measure.columns, dims) : null;
    const figure: MeasureRef | null = thing ? { kind: 'count', entity: thing } : measure;
    const tallied =
      figure?.kind === 'count' ||
      (figure?.kind === 'rows' && agg && agg.fn !== 'count' && !figure.orderBy && !figure.values)
        ? figure.entity
        : undefined;
    const tally = tallied ? this.catalog.byName.get(tallied)?.tally : undefined;
    // (A new name, not `measure` again: the closures above read `measure` narrowed.)
    const measured: MeasureRef | null =
      tallied && tally
        ? {
            kind: 'column',
            columns: [{ entity: tallied, column: tally, score: 1 }],
            agg: agg && agg.fn !== 'count' ? agg.fn : 'sum',
          }
        : figure;
    // 'degrees conferred', 'how many degrees were granted': a participle after things a table keeps a tally of, which
    // the schema does not name, is the event the tally counts.
    for (const m of this.mentions) {
      if (m.kind !== 'entity' || !this.catalog.byName.get(m.entities[0])?.tally) continue;
      const end = m.span.i + m.span.n;
      const k = BE_FORMS.has(T[end]) ? end + 1 : end;
      if (isParticiple(T[k] ?? '') && !this.mentionAt.has(k)) this.explain(end, k - end + 1);
    }

    // 'how many yoga mats were shipped', 'units received': the verb says which movement of the units is counted.
    const counted =
      measured?.kind === 'units' ||
      (measured?.kind === 'column' && measured.columns.some((c) => this.columnOf(c)?.money === 'quantity'));
    const verb = counted && verbAt >= 0 ? T[verbAt] : undefined;

    // 'for each distinct product name', 'the different product names … for each of them': the values, one group each.
    for (const [k, d] of dims.entries()) {
      if (d.kind !== 'column') continue;
      const m = this.mentions.find(
        (x) =>
          x.kind === 'column' &&
          x.columns.some((c) => c.entity === d.columns[0]?.entity && c.column === d.columns[0]?.column),
      );
      const before = m ? [T[m.span.i - 1], T[m.span.i - 2]] : [];
      if (before.some((w) => w !== undefined && DISTINCT_WORDS.has(w))) dims[k] = { ...d, distinct: true };
    }

    this.explainRelationVerbs();
    this.explainPlaceVerbs();

    // 'people who have been on the negative side of debates at least twice': a reference named by its own words
    // (debate_people.Negative) says which of the counted rows' references to the grouped rows is meant.
    const countedFrom = measure?.kind === 'count' ? measure.entity : null;
    for (const [k, d] of dims.entries()) {
      if (d.kind !== 'entity' || d.via || !countedFrom) continue;
      const named = this.mentions.filter(
        (m) => m.kind === 'edge' && !m.used && m.edge!.to === d.entity && m.edge!.from === countedFrom,
      );
      if (named.length !== 1) continue;
      named[0].used = true;
      this.explain(named[0].span.i, named[0].span.n);
      dims[k] = { ...d, via: named[0].edge };
    }

    // 'the software platforms for devices, and how many devices have each': the counted rows said after a grouping
    // ('for devices') name what is counted; a group of each counted row itself, beside another grouping, counts 1 in
    // every group.
    const countedOwn = measured?.kind === 'count' ? measured.entity : null;
    const isCountedRow = (d: DimRef) =>
      d.kind === 'entity'
        ? d.entity === countedOwn && !d.via
        : d.kind === 'column' &&
          !d.distinct &&
          d.columns.length > 0 &&
          d.columns.every(
            (c) => c.entity === countedOwn && !!this.catalog.byName.get(c.entity)?.label?.columns.includes(c.column),
          );
    if (countedOwn && dims.length > 1 && dims.some((d) => !isCountedRow(d)))
      for (let k = dims.length - 1; k >= 0; k--) if (isCountedRow(dims[k])) dims.splice(k, 1);

    // 'the first name and age of every student': a figure of each row's own, said of every row with no aggregate
    // word, is that row's value; the rows are listed with it (not an average of each row's one value).
    const rowOwner = measured?.kind === 'column' ? measured.columns[0]?.entity : undefined;
    const ofOwnRows = (d: DimRef) =>
      (d.kind === 'entity' && d.entity === rowOwner && !d.via) ||
      (d.kind === 'column' && d.columns.length > 0 && d.columns.every((c) => c.entity === rowOwner));
    const perRow =
      rowOwner &&
      measured?.kind === 'column' &&
      !agg &&
      !rank &&
      dims.length > 0 &&
      dims.every(ofOwnRows) &&
      dims.some((d) => d.kind === 'entity') &&
      measured.columns.every((c) => c.entity === rowOwner);
    if (perRow) {
      for (const d of dims) if (d.kind === 'column') show.push(d.columns[0]);
      show.push(...measured.columns.slice(0, 1));
      dims.length = 0;
    }
    // 'How many artists are male and how many are female?': one count for each value said, grouped by their column.
    const eachValue =
      measured?.kind === 'count' && / and how many /.test(` ${T.join(' ')} `) ? this.columnOfValuesSaid(filters) : null;
    if (eachValue && !dims.length) dims.push({ kind: 'column', columns: [eachValue] });
    // ('… of each artist, listed in descending order by age': the rows in the order of that figure.)
    const rowOrder =
      perRow && listOrder && this.sortNamesFigure(measured.columns)
        ? { columns: measured.columns.slice(0, 1), dir: listOrder, all: true as const }
        : undefined;

    return {
      measure: perRow
        ? { kind: 'rows', entity: rowOwner, ...(rowOrder ? { orderBy: rowOrder } : {}) }
        : (measured ?? { kind: 'rows', entity: '' }),
      dims: this.withoutNamesOfGroups(dedupeDims(dims)),
      filters,
      time: this.ev.time.range,
      timeHints,
      rank,
      mentioned,
      unmapped: [
        ...(placeAsked ? ['where'] : []),
        ...(looseEither ? ['either'] : []),
        ...this.bothUnread(),
        ...this.pointedAtUnread(),
        ...this.unmappedWords(measured, !!rank),
      ],
      summary,
      ...(countGroups ? { countGroups } : {}),
      ...(unclear ? { unclear } : {}),
      ...(verb ? { verb } : {}),
      ...(show.length ? { show } : {}),
      ...(groupOrder ? { groupOrder } : {}),
      ...(choices.length ? { choices } : {}),
    };
  }

  /**
   * The table named in the singular by the mention starting at `start` (or, with `end`, ending at it): one row of it
   * ('the county', 'document 2'), not its rows ('counties').
   */
  private oneRowNamed(at: number, end = false): Mention | undefined {
    const m = this.mentionAt.get(at);
    if (m?.kind !== 'entity' || (end ? m.span.i + m.span.n - 1 : m.span.i) !== at) return undefined;
    const last = m.span.text.split(' ').at(-1) ?? '';
    return singularOf(last) === last ? m : undefined;
  }

  /** Whether `table` extends `entity`'s rows: keyed by the foreign key to them (`CHECKING.custid` → `ACCOUNTS`). */
  private extends(table: string, entity: string): boolean {
    return extendsEntity(this.catalog, table, entity);
  }

  /**
   * Columns of `entity` named by mentions nothing else used, in the question's order (the mentions become used), and
   * columns named in the words around a value that are not the value's own column ('the species of Pet 5': species
   * is asked for, pet_name holds 'Pet 5').
   */
  private shownColumns(entity: string, filters: FilterRef[], asked: Mention | null = null): ColumnCandidate[] {
    const out: ColumnCandidate[] = [];
    const add = (c: ColumnCandidate) => !out.some((x) => x.column === c.column) && out.push(c);
    // 'What is the class description for class code CHL': the column asked about, when it is not a category whose
    // values are listed, is shown for the rows a value found on that table itself (found through another table, the
    // column may be the other table's: 'the description for the section named h' is not its course's).
    const foundHere = filters.some((f) => f.kind === 'value' && f.hits.some((h) => h.entity === entity));
    // Nor can it be where no table the values were found on has it ('the emails of teachers whose address has zip
    // code 918': an address has no email).
    const foundOn = new Set(filters.flatMap((f) => (f.kind === 'value' ? f.hits.map((h) => h.entity) : [])));
    const othersHaveIt = !!asked?.columns.some((c) => c.entity !== entity && foundOn.has(c.entity));
    // With no condition at all ('What are all the phone numbers?'), the column asked about is the rows' own.
    // So is a column said of the rows by name ('the descriptions of the service types with product price above 100').
    const own =
      foundHere || !filters.length || (foundOn.size && !othersHaveIt) || (asked && this.ofEntityAfter(asked) === entity)
        ? asked?.columns.find((c) => c.entity === entity && this.showable(c))
        : undefined;
    if (own) add(own);
    // A column said of a table the rows point at ('the climbers with the name of their mountain', 'the heights of
    // the mountains they climb'): shown beside each row (the plan joins it going up, so each row stays one).
    // ('the countries and years of film market estimations': so is the first of columns said together of them.)
    // (So is the column the question asks about when the rows have none of their own, which chose the rows listed:
    // 'the dates of birth of entrepreneurs', kept with the person each is.)
    const filtered = new Set(filters.flatMap((f) => ('columns' in f && Array.isArray(f.columns) ? f.columns : [])));
    for (const m of this.mentions) {
      if (m.kind !== 'column') continue;
      const chose =
        m.used &&
        m === this.mentions[0] &&
        m.columns.every(
          (c) => c.entity !== entity && ![...filtered].some((x) => x.entity === c.entity && x.column === c.column),
        );
      if (m.used && !chose) continue;
      let j = m.span.i + m.span.n;
      for (let next = this.mentionAt.get(j + 1); this.T[j] === 'and' && next?.kind === 'column';) {
        j = next.span.i + next.span.n;
        next = this.mentionAt.get(j + 1);
      }
      // ('the dates of birth for entrepreneurs who …': 'for' says it of them as 'of' does.)
      if (this.T[j] !== 'of' && this.T[j] !== 'for') continue;
      let k = j + 1;
      while (ARTICLES.has(this.T[k])) k++;
      const of = this.mentionAt.get(k);
      const target = of?.kind === 'entity' ? of.entities[0] : null;
      // ('the star rating descriptions of the hotels': a column of the table the rows listed point at, said of them.)
      const theirs =
        target && target !== entity
          ? m.columns.find((c) => c.entity === target && this.showable(c))
          : target === entity && !m.columns.some((c) => c.entity === entity)
            ? m.columns.find((c) => this.showable(c) && reachesUp(this.catalog, entity, c.entity, 1))
            : null;
      if (!theirs || !reachesUp(this.catalog, entity, theirs.entity, 2)) continue;
      m.used = true;
      of!.used = true;
      this.explain(m.span.i, m.span.n);
      this.explain(j, k - j + of!.span.n);
      add(theirs);
    }
    // 'the name and checking balance of each account' (CHECKING keyed by the account it extends): a column of a table
    // that holds at most one row for each of the rows listed is shown beside them, as their own is.
    const extension = (c: ColumnCandidate) => this.extends(c.entity, entity);
    for (const m of this.mentions) {
      if (m.kind !== 'column' || m.used) continue;
      const own =
        m.columns.find((c) => c.entity === entity && this.showable(c)) ??
        m.columns.find((c) => extension(c) && this.showable(c));
      if (!own) continue;
      m.used = true;
      add(own);
    }
    // 'the department name of the instructor whose …': a reference of the rows named by its table's name is that
    // table's name, shown beside each row.
    for (const m of this.mentions) {
      // The name may be that of several tables' references ('department name' of courses and of instructors).
      const edge =
        m.kind === 'edge' && !m.used
          ? m.span.schema
              .map((h) => (h.target.kind === 'edge' ? h.target.edge : undefined))
              .find((x) => x?.from === entity)
          : undefined;
      const label = edge ? this.catalog.byName.get(edge.to)?.label : undefined;
      if (!edge || !label || label.columns.length !== 1) continue;
      m.used = true;
      add({ entity: edge.to, column: label.columns[0], score: 1 });
    }
    const e = this.catalog.byName.get(entity);
    for (const f of filters) {
      if (f.kind !== 'value' || !e) continue;
      const context = new Set(f.context.map(stem));
      const held = new Set(f.hits.flatMap((h) => h.columns));
      for (const c of e.columns)
        if (!held.has(c.name) && c.role !== 'id' && c.stems.length && c.stems.every((s) => context.has(s)))
          add({ entity, column: c.name, score: 1 });
    }
    return out;
  }

  // ——— reading spans ———

  /**
   * 'parking or shopping as their feature details': values said, then 'as' and the column they are of, are that
   * column's values ('shopping' is no table of shops there).
   */
  private valueAsColumn(s: Span): Span['values'] {
    const T = this.T;
    let k = s.i + s.n;
    while (k < T.length && k <= s.i + s.n + 4 && T[k] !== 'as') k++;
    if (T[k] !== 'as') return [];
    k++;
    while (OWNERS_AFTER_AS.has(T[k] ?? '')) k++;
    return s.values.filter((v) =>
      v.columns.some((name) => {
        const words = this.catalog.byName.get(v.entity)?.byName.get(name)?.words ?? [];
        return words.length > 0 && words.every((w, x) => stem(T[k + x] ?? '') === stem(w));
      }),
    );
  }

  private readSpan(s: Span): Mention {
    // A column named by a participle (Budgeted, Invested) is not named by another form of its stem: 'budgets' names
    // the rows of a budget table, where there is one.
    const participle = (h: PhraseHit) => {
      const t = h.target as { entity: string; column: string };
      const words = this.catalog.byName.get(t.entity)?.byName.get(t.column)?.words ?? [];
      return words.length === 1 && /[^e]ed$/.test(words[0]) && words[0] !== s.text;
    };
    const tables = s.schema.some((h) => h.target.kind === 'entity');
    const said = s.schema.filter((h) => !(s.n === 1 && tables && h.target.kind === 'column' && participle(h)));
    const best = Math.max(0, ...said.map((h) => h.score));
    const schemaHits = said.filter((h) => h.score >= best - 0.2);
    // 'the states where at least 3 heads were born', beside a department called State: the plural of one row's name
    // names many things, those of the schema's word (born_state), not that row.
    const pluralOfValue =
      s.n === 1 &&
      schemaHits.length > 0 &&
      s.values.every((v) => v.value.toLowerCase() !== s.text && v.value.toLowerCase() === singularOf(s.text));
    // A value the question puts in quotes ('type code "SALE"') is that value, though a table is called Sales.
    const quoted = this.ev.quoted.some((q) => q.toLowerCase() === s.text);
    const valueWins =
      s.values.length > 0 &&
      !pluralOfValue &&
      (!schemaHits.length ||
        quoted ||
        (s.n >= 2 && !s.fuzzyValue && best < 1) ||
        (s.n === 1 && best < 0.6 && !COMMON_WORDS.has(s.text)) ||
        this.qualifiedValue(s));
    const asColumn = this.valueAsColumn(s);
    if (asColumn.length && !pluralOfValue)
      return {
        span: { ...s, values: asColumn },
        kind: 'value',
        entities: [...new Set(asColumn.map((v) => v.entity))],
        columns: [],
        used: false,
      };
    if (valueWins)
      return {
        span: s,
        kind: 'value',
        entities: [...new Set(s.values.map((v) => v.entity))],
        columns: [],
        used: false,
      };
    const edge = schemaHits.find((h) => h.target.kind === 'edge');
    const entityHits = schemaHits.filter((h) => h.target.kind === 'entity');
    // Weaker column readings stay as candidates: the planner weighs them against join distance.
    const columnHits = said.filter((h) => h.target.kind === 'column');
    const topEntity = Math.max(0, ...entityHits.map((h) => h.score));
    const topColumn = Math.max(0, ...columnHits.map((h) => h.score));
    const topEdge = edge?.score ?? 0;
    // A table named as said wins over a role of the same name that points elsewhere ('professors': the table
    // PROFESSOR, not the employees CLASS.PROF_NUM points at).
    const asSaid = (words: string[]) => words.map(singularOf).join(' ') === s.text.split(' ').map(singularOf).join(' ');
    const tableAsSaid = entityHits.some(
      (h) =>
        h.score === topEdge &&
        h.target.kind === 'entity' &&
        edge?.target.kind === 'edge' &&
        h.target.entity !== edge.target.edge.to &&
        asSaid(this.catalog.byName.get(h.target.entity)?.words ?? []),
    );
    if (edge && topEdge >= topEntity && topEdge >= topColumn && !tableAsSaid)
      return {
        span: s,
        kind: 'edge',
        entities: [],
        columns: [],
        edge: edge.target.kind === 'edge' ? edge.target.edge : undefined,
        used: false,
      };
    // 'whose budgeted amount is …' beside a table budget: a column written exactly as said (Budgeted) is named rather
    // than the table that shares only its stem.
    const saidExactly = (words: string[]) => words.join(' ') === s.text;
    const exactColumn =
      topColumn >= topEntity - 0.1 &&
      columnHits.some((h) => {
        const t = h.target as { entity: string; column: string };
        return (
          h.score === topColumn && saidExactly(this.catalog.byName.get(t.entity)?.byName.get(t.column)?.words ?? [])
        );
      }) &&
      !entityHits.some((h) => {
        const e = this.catalog.byName.get((h.target as { entity: string }).entity);
        const last = e?.words.at(-1) ?? '';
        const head = e?.words.slice(0, -1) ?? [];
        return !!e && [last, plural(last), singularOf(last)].some((w) => saidExactly([...head, w]));
      });
    // 'the course author' (Courses.author_id beside a table Course_Authors_and_Tutors): a reference named as well as
    // the table it points at is that table's rows.
    // (Named by the table's own words, not a verb's noun: 'booked' beside Bookings stays the reference.)
    const pointsAtNamed =
      topEntity >= 0.95 &&
      columnHits
        .filter((h) => h.score === topColumn)
        .every((h) => {
          const t = h.target as { entity: string; column: string };
          const ref = this.catalog.byName.get(t.entity)?.byName.get(t.column)?.references;
          return !!ref && entityHits.some((x) => (x.target as { entity: string }).entity === ref);
        });
    if (entityHits.length && (topEntity >= topColumn || pointsAtNamed) && !exactColumn)
      return {
        span: s,
        kind: 'entity',
        entities: entityHits.sort((a, b) => b.score - a.score).map((h) => (h.target as { entity: string }).entity),
        columns: [],
        used: false,
      };
    const columns = columnHits
      .map((h) => ({
        entity: (h.target as { entity: string }).entity,
        column: (h.target as { column: string }).column,
        score: h.score,
      }))
      .sort((a, b) => b.score - a.score);
    return { span: s, kind: 'column', entities: [], columns, used: false };
  }

  /**
   * 'the players from college UCLA' beside a table of players and a table match_season that names each season's player
   * in a text column (Player) next to its College: where the question's other words are said of that table (or of
   * what it points at) and not of the players' own, and the two tables meet only through a third both point at (a
   * team), the players asked are that table's, named by its column. Joined through the team, each player would stand
   * for every season of the team: a relation the question never asked.
   */
  private rowsNamedInTable(m: Mention): void {
    if (m.kind !== 'entity' || m.entities.length !== 1) return;
    const own = m.entities[0];
    const words = (this.catalog.byName.get(own)?.words ?? []).map(singularOf).join(' ');
    const named = m.span.schema.flatMap((h) => {
      if (h.target.kind !== 'column' || h.target.entity === own) return [];
      const { entity, column } = h.target;
      const c = this.catalog.byName.get(entity)?.byName.get(column);
      // (Its values are names: a code kept for the other table's rows, 'Marketing_Region_Code', is a reference.)
      if (!c || c.type !== 'text' || c.references || c.keyWord || c.codeWords) return [];
      if (c.words.map(singularOf).join(' ') !== words) return [];
      const linked = this.catalog.edges.some(
        (x) => (x.from === entity && x.to === own) || (x.from === own && x.to === entity),
      );
      return linked ? [] : [{ entity, column }];
    });
    if (named.length !== 1) return;
    const holder = named[0].entity;
    const path = findPath(this.catalog, own, holder);
    const firstUp = path ? path.steps.findIndex((x) => x.direction === 'up') : -1;
    const meetsThroughThird =
      !!path && firstUp >= 0 && path.steps.slice(firstUp + 1).some((x) => x.direction === 'down');
    if (!meetsThroughThird) return;
    const saidOf = (entity: string, of: string) => entity === of || reachesUp(this.catalog, of, entity, 2);
    // (A word that only begins a column's name, 'play' of Years_Played, says nothing of where it is.)
    const tables = (x: Mention) =>
      x.kind === 'column'
        ? x.span.schema.every((h) => h.partial)
          ? []
          : x.columns.map((c) => c.entity)
        : x.kind === 'value'
          ? x.span.values.map((v) => v.entity)
          : x.kind === 'entity'
            ? x.entities
            : [];
    // (The same rows named again, 'the position of players and the number of players', say nothing either way.)
    const others = this.mentions.filter(
      (x) => x !== m && tables(x).length && !(x.kind === 'entity' && x.entities.includes(own)),
    );
    const ofHolder = others.some((x) => tables(x).every((e) => saidOf(e, holder) && !saidOf(e, own)));
    const ofOwn = others.some((x) => tables(x).every((e) => e === own));
    if (!ofHolder || ofOwn) return;
    m.entities = [holder];
    this.rowNames.set(m, { ...named[0], score: 1 });
  }

  /** 'the Rock genre', 'country Canada', 'customers in Canada' → the entity/column word qualifies the value. */
  private bindValueQualifiers(): void {
    for (const v of this.mentions.filter((m) => m.kind === 'value')) {
      for (const k of [v.span.i + v.span.n, v.span.i - 1]) {
        const q = this.mentionAt.get(k);
        if (!q || q.kind === 'value' || q.used) continue;
        const names =
          q.kind === 'entity' ? q.entities : q.kind === 'column' ? q.columns.map((c) => `${c.entity}|${c.column}`) : [];
        // 'Rock genre', 'country Canada': the word names what the value is (the entity's label, or the
        // column) and is used up by it. 'cancelled orders': the value is a category of the orders, and
        // the word still names the rows to count or list.
        const fits = v.span.values.some(
          (h) =>
            names.includes(`${h.entity}|${h.columns[0]}`) ||
            (names.includes(h.entity) &&
              (this.catalog.byName.get(h.entity)?.label?.columns ?? []).some((c) => h.columns.includes(c))),
        );
        if (fits && !(k < v.span.i && this.isSubjectPosition(q))) {
          q.used = true;
          this.explain(q.span.i, q.span.n);
        }
      }
    }
  }

  // ——— comparisons ———

  private readColumnComparisons(): FilterRef[] {
    const out: FilterRef[] = [];
    const T = this.T;
    const cols = this.mentions.filter((m) => m.kind === 'column' || (m.kind === 'entity' && false));
    for (let a = 0; a < cols.length; a++) {
      for (let b = a + 1; b < cols.length; b++) {
        const A = cols[a],
          B = cols[b];
        const between = T.slice(A.span.i + A.span.n, B.span.i);
        const before = T.slice(Math.max(0, A.span.i - 2), A.span.i);
        let op: '>' | '<' | null = null;
        const cmp = COMPARATORS.find(([ws]) => ws.every((w, k) => between[k] === w));
        if (cmp && (cmp[1] === '>' || cmp[1] === '<') && between.length <= cmp[0].length + 2) op = cmp[1];
        else if (between[0] === 'than' && before.some((w) => SPLIT_COMPARATORS[w]))
          op = SPLIT_COMPARATORS[before.find((w) => SPLIT_COMPARATORS[w])!];
        // 'a larger accelerate than the car with the largest horsepower' compares with one ranked row's value, not
        // each row's own.
        if (!op || between.some((w) => MOST_WORDS[w] || AGG_WORDS[w])) continue;
        // 'city area greater than 10 or population larger than …': a number after the comparator is a threshold, and
        // the column after it starts a condition of its own.
        if (between.some((w) => numberWord(w) !== null)) continue;
        // Both columns of one entity, both numeric or both time, and no number follows (that would be a threshold).
        for (const ca of A.columns) {
          const cb = B.columns.find((c) => c.entity === ca.entity && c.column !== ca.column && this.sameKind(ca, c));
          if (!cb) continue;
          if (numberWord(T[B.span.i]) !== null) continue;
          // Two dates compared ('paid after the due date'): as the part of a share, its whole is the rows that
          // have both dates (whether an unpaid payment was late cannot be told yet).
          const dates = this.columnOf(ca)?.role === 'time';
          out.push(
            this.place(
              {
                kind: 'columns',
                entity: ca.entity,
                left: ca.column,
                op,
                right: cb.column,
                ...(dates ? { part: true } : {}),
              },
              { i: A.span.i, n: B.span.i + B.span.n - A.span.i },
            ),
          );
          A.used = B.used = true;
          this.explain(A.span.i, B.span.i + B.span.n - A.span.i);
          if (before.some((w) => SPLIT_COMPARATORS[w])) this.explain(A.span.i - 2, 2);
          break;
        }
        if (A.used) break;
      }
    }
    return out;
  }

  /** 'except those whose …', 'other than the ones with …' within the few words before `i`. */
  private exceptedBefore(i: number): boolean {
    const T = this.T;
    for (let k = Math.max(0, i - 7); k < i - 1; k++) {
      const those = T[k] === 'except' ? k + 1 : T[k] === 'other' && T[k + 1] === 'than' ? k + 2 : -1;
      if (those < 0) continue;
      const after = T[those] === 'the' && T[those + 1] === 'ones' ? those + 2 : T[those] === 'those' ? those + 1 : -1;
      if (after > 0 && ['whose', 'with', 'that', 'which', 'who', 'where'].includes(T[after])) return true;
    }
    return false;
  }

  private readThresholds(): Array<Extract<FilterRef, { kind: 'threshold' }>> {
    const out: Array<Extract<FilterRef, { kind: 'threshold' }>> = [];
    const T = this.T;
    const quoted = this.insideQuotes();
    for (let i = 0; i < T.length; i++) {
      if (this.ev.tokens[i].time) continue;
      // ('the address "6862 Kaitlyn Knolls"': a number inside quoted words is part of that text, no figure.)
      if (quoted.has(i)) continue;
      const aged = this.readAgeComparison(i) ?? this.readCountBound(i);
      if (aged) {
        out.push(aged.filter);
        i = aged.end;
        continue;
      }
      const range = this.readNumberRange(i);
      if (range) {
        out.push(...range.filters);
        i = range.end;
        continue;
      }
      const cmp = comparatorAt(T, i);
      // 'songs that have a higher resolution than some songs in English': the column said between the two words.
      const split = cmp ? null : this.splitComparedWithSubset(i);
      if (split) {
        out.push(split.filter);
        i = split.end;
        continue;
      }
      if (!cmp) {
        const keyed = this.readKeyEquality(i);
        if (keyed) {
          out.push(keyed);
          continue;
        }
        const equal = this.readEquality(i) ?? this.readCountedEquality(i);
        const code = equal ? null : this.readCodeEquality(i);
        if (code) this.codeValues.push(code);
        if (equal) {
          out.push(equal);
          // 'grade 9 or 10', 'aged either 32 or 33': a second value of the same column (groupEither joins the two).
          const at = this.placed.get(equal)!;
          const end = at.i + at.n - 1;
          if (equal.op === '=' && T[end + 1] === 'or' && /^[0-9]+(?:\.[0-9]+)?$/.test(T[end + 2] ?? '')) {
            out.push(this.place({ ...equal, value: Number(T[end + 2]) }, { i: end + 2, n: 1 }));
            this.explain(end + 1, 2);
            i = end + 2;
          } else if (
            // '3 or 4 stars': the first value said before the second's column.
            equal.op === '=' &&
            equal.unitAfter &&
            at.i === i &&
            T[i - 1] === 'or' &&
            /^[0-9]+(?:\.[0-9]+)?$/.test(T[i - 2] ?? '') &&
            !this.ev.tokens[i - 2].time
          ) {
            out.push(this.place({ ...equal, value: Number(T[i - 2]) }, { i: i - 2, n: 1 }));
            this.explain(i - 2, 2);
          }
        }
        continue;
      }
      let j = i + cmp[0].length;
      if (T[j] === '$') j++;
      // 'more than a single kind of device': one.
      const single = T[j] === 'a' && T[j + 1] === 'single';
      if (single) j++;
      const value = single ? 1 : numberWord(T[j]);
      if (value === null) {
        const against = this.comparedWithSubset(i, j, cmp[1]) ?? this.comparedWithAggregate(i, j, cmp[1]);
        if (against) {
          out.push(against.filter);
          i = against.end;
        }
        continue;
      }
      if (this.ev.tokens[j]?.time) continue;
      this.explain(i, j - i + 1);
      // 'a level not higher than 4', 'has not spent more than 1000', 'all the donors except those whose donation
      // amount is less than 9': the opposite bound.
      const negated = (T[i - 1] === 'not' || this.exceptedBefore(i)) && cmp[1] !== '=';
      const op = negated ? NEGATED_BOUND[cmp[1] as keyof typeof NEGATED_BOUND] : cmp[1];
      if (negated) this.explain(i - 1, 1);
      // What is compared: an entity right after the number counts it; a column before/after is the column.
      // 'more than 2 open invoices', 'more than 10 churned accounts': a qualifier before the entity stays a filter.
      // 'above 3 and a total quantity above 130': what follows 'and' / 'or' is another condition, not this one's unit.
      const after = CONJUNCTIONS.has(T[j + 1]) ? null : this.entityAfterQualifiers(this.nextMention(j + 1, 1));
      const before = this.prevMention(i - 1, 3);
      // The words read as the condition: the comparison and the number, and the column or entity they compare.
      const around = (m: Mention | null): Placed =>
        m && m.span.i > j
          ? { i, n: m.span.i + m.span.n - i }
          : m
            ? { i: m.span.i, n: j + 1 - m.span.i }
            : { i, n: j - i + 1 };
      // 'used less than 5 times': the rows of each thing, counted, are what the number bounds.
      // A kind said before ('channel codes used less than 5 times') counts the rows of its own table.
      // ('the party that has at least two records': the rows of each, counted, the same way.)
      if (OCCURRENCE_WORDS.has(T[j + 1]) || (ROW_WORDS.has(T[j + 1]) && !this.mentionAt.has(j + 1))) {
        // 'dishes that have won a dinner at least 2 times': the rows named right before the bound are what is counted.
        const said =
          before?.kind === 'entity' && !before.used && before.span.i + before.span.n >= i - 1 ? before : null;
        if (said) said.used = true;
        const kind = said
          ? null
          : bestNamed(
              this.mentions.filter((m) => m.kind === 'column' && !m.used && m.span.i < i && this.namesKindOrCode(m)),
            );
        // 'services used more than twice in first notification of loss': the records named after 'in' are counted.
        let at = j + 3;
        while (ARTICLES.has(T[at] ?? '')) at++;
        const inRecords = RECORDS_PREPOSITIONS.has(T[j + 2] ?? '') ? this.mentionAt.get(at) : undefined;
        if (inRecords?.kind === 'entity' && !inRecords.used && !said) {
          inRecords.used = true;
          this.explain(j + 2, inRecords.span.i + inRecords.span.n - (j + 2));
        }
        const recordsNamed =
          inRecords?.kind === 'entity' && inRecords.used && !said ? inRecords.entities[0] : undefined;
        // ('the party that has at least two records': rows of the table named before, counted.)
        const rowsNamed = ROW_WORDS.has(T[j + 1]) ? this.tableNamedBefore(i) : undefined;
        const countOf = said?.entities[0] ?? recordsNamed ?? kind?.columns[0]?.entity ?? rowsNamed;
        const bound: FilterRef = {
          kind: 'threshold',
          op,
          value,
          columns: [],
          onMeasure: true,
          ...(countOf ? { countOf } : {}),
        };
        out.push(this.place(bound, { i, n: j + 2 - i }));
        this.explain(j + 1, 1);
        i = j + 1;
        continue;
      }
      // 'the categories of the music festivals with count more than 1': the rows named before, counted in each group.
      if (T[i - 1] === 'count' && !this.mentionAt.has(i - 1) && ['with', 'a', 'the'].includes(T[i - 2] ?? '')) {
        const rows = this.tableNamedBefore(i - 1);
        out.push(
          this.place(
            { kind: 'threshold', op, value, columns: [], onMeasure: true, ...(rows ? { countOf: rows } : {}) },
            { i: i - 1, n: j - i + 2 },
          ),
        );
        this.explain(i - 1, 1);
        i = j;
        continue;
      }
      const count = out.length;
      const shared = this.boundBefore(out, i);
      const events = after && !after.used ? this.eventsNamedFrom(after) : null;
      if (after && (after.kind === 'entity' || after.kind === 'edge') && !after.used) {
        after.used = true;
        const countOf = after.kind === 'edge' ? after.edge!.to : after.entities[0];
        out.push({ kind: 'threshold', op, value, columns: [], onMeasure: true, countOf });
      } else if (
        after?.kind === 'value' &&
        !after.used &&
        !events &&
        /[^s]s$/.test(T[after.span.i + after.span.n - 1]) &&
        new Set(after.span.values.map((v) => v.entity)).size === 1
      ) {
        // 'buildings that have at least 10 professors': a value said in the plural names rows of its table (faculty of
        // rank Professor); they are counted, and the value stays their condition.
        out.push({ kind: 'threshold', op, value, columns: [], onMeasure: true, countOf: after.span.values[0].entity });
      } else if (events) {
        // 'more than two no-shows', 'more than 200 completed visits': the events are counted, their kind filters them.
        out.push({ kind: 'threshold', op, value, columns: [], onMeasure: true, countOf: events.entity });
        this.place(out[out.length - 1], { i, n: events.end - i });
        continue;
      } else if (after && after.kind === 'column' && after.columns.some((c) => this.isMeasureColumn(c))) {
        after.used = true;
        // 'types that have more than 10000 total access number': the number bounds the total of the column.
        const agg = after.span.i === j + 2 ? aggregateBefore(T, j + 2) : undefined;
        if (agg) this.explain(j + 1, 1);
        out.push({
          kind: 'threshold',
          op,
          value,
          columns: after.columns.filter((c) => this.isMeasureColumn(c)),
          onMeasure: false,
          unitAfter: true,
          ...(agg ? { agg } : {}),
        });
      } else if (
        before &&
        before.kind === 'column' &&
        before.columns.some((c) => this.isMeasureColumn(c)) &&
        !before.used
      ) {
        before.used = true;
        const agg = aggregateBefore(T, before.span.i);
        out.push({
          kind: 'threshold',
          op,
          value,
          columns: before.columns.filter((c) => this.isMeasureColumn(c)),
          onMeasure: false,
          ...(agg ? { agg } : {}),
        });
      } else if (
        before &&
        before.kind === 'entity' &&
        this.amountColumns(before.entities[0]).length &&
        !T.slice(0, i).some((w) => MONEY_WORDS.has(w))
      ) {
        out.push({
          kind: 'threshold',
          op,
          value,
          columns: this.amountColumns(before.entities[0]),
          onMeasure: false,
        });
      } else if (shared) {
        // 'price lower than 600 or higher than 900': the second bound, with no column of its own, is of the first's.
        out.push({ kind: 'threshold', op, value, columns: shared.columns, onMeasure: false });
      } else {
        out.push({ kind: 'threshold', op, value, columns: [], onMeasure: true });
      }
      const branch = out.length > count ? out[out.length - 1] : null;
      // 'longer than 5 minutes': the number's unit, for a column kept in another (milliseconds) to be compared in its own.
      if (branch && isUnitWord(T[j + 1])) {
        branch.unit = T[j + 1];
        this.explain(j + 1, 1);
      }
      if (branch) {
        const used =
          branch.countOf || (branch.columns.length && after?.used && after.kind === 'column') ? after : before;
        // A bound sharing the column of the one before ('length below 3 or above 5') is its own words only: placed from
        // the column, it would take in the 'or' between the two.
        const own = shared !== null && branch.columns === shared.columns;
        this.place(branch, around(!own && (branch.columns.length || branch.countOf) ? used : null));
      }
      // The words read ('than or equal to 180') are not read again ('equal to 180').
      i = j;
    }
    return out;
  }

  /**
   * The bound on a column read right before 'or' / 'and' at `i - 1` ('lower than 600 or …'), which a bound after it
   * that names no column of its own shares; null when there is none.
   */
  private boundBefore(
    out: Array<Extract<FilterRef, { kind: 'threshold' }>>,
    i: number,
  ): Extract<FilterRef, { kind: 'threshold' }> | null {
    const last = out[out.length - 1];
    if (!last || !CONJUNCTIONS.has(this.T[i - 1]) || !last.columns.length || last.countOf || last.against) return null;
    const at = this.placed.get(last);
    return at && at.i + at.n === i - 1 ? last : null;
  }

  /**
   * 'whose price is between 600 and 700', 'products costing between 600 and 700': a figure column named before
   * 'between' at `i`, from the lower number to the higher, both included (as SQL's BETWEEN). Null when no such column
   * is named, or the numbers are dates or years (read/time.ts reads those).
   */
  private readNumberRange(
    i: number,
  ): { filters: Array<Extract<FilterRef, { kind: 'threshold' }>>; end: number } | null {
    const T = this.T;
    // 'between 20 and 25', 'from 20 to 25', and right after the column, 'in age 20 to 25'.
    const said = T[i] === 'between' || T[i] === 'from';
    const first = said ? i + 1 : i;
    // ('the states that have 2 to 4 employees': things counted right after the two numbers.)
    const countedNext = () => {
      const m = this.nextMention(i + 3, 1);
      return m?.kind === 'entity' || m?.kind === 'edge';
    };
    if (
      !said &&
      (numberWord(T[i]) === null ||
        T[i + 1] !== 'to' ||
        (this.mentionAt.get(i - 1)?.kind !== 'column' && !countedNext()))
    )
      return null;
    const a = numberWord(T[first]);
    const b = numberWord(T[first + 2]);
    const joined = T[first + 1] === 'to' || (T[i] === 'between' && T[first + 1] === 'and');
    if (a === null || b === null || !joined) return null;
    if (this.ev.tokens[first]?.time || this.ev.tokens[first + 2]?.time) return null;
    // 'the states which have between 2 to 4 staffs': things counted after the range, each group's count bounded.
    const counted =
      said || this.mentionAt.get(i - 1)?.kind !== 'column'
        ? this.entityAfterQualifiers(this.nextMention(first + 3, 1))
        : null;
    if ((counted?.kind === 'entity' || counted?.kind === 'edge') && !counted.used && counted.span.i <= first + 4) {
      counted.used = true;
      const countOf = counted.kind === 'edge' ? counted.edge!.to : counted.entities[0];
      const at = { i, n: counted.span.i + counted.span.n - i };
      this.explain(at.i, at.n);
      const bound = (op: '>=' | '<=', value: number) =>
        this.place({ kind: 'threshold' as const, op, value, columns: [], onMeasure: true, countOf }, at);
      return { filters: [bound('>=', Math.min(a, b)), bound('<=', Math.max(a, b))], end: at.i + at.n - 1 };
    }
    // 'movies that have between 3 and 5 stars': the figure column named right after the range, as its unit.
    const unit = said ? this.unitColumnAfter(first + 2, true) : null;
    const before = unit ?? this.prevMention(i - 1, 3);
    if (!before || before.kind !== 'column' || before.used) return null;
    const columns = before.columns.filter((c) => this.isMeasureColumn(c));
    if (!columns.length) return null;
    before.used = true;
    const end = unit ? unit.span.i + unit.span.n - 1 : first + 2;
    const at = unit ? { i, n: end + 1 - i } : { i: before.span.i, n: end + 1 - before.span.i };
    this.explain(at.i, at.n);
    const bound = (op: '>=' | '<=', value: number) =>
      this.place({ kind: 'threshold' as const, op, value, columns, onMeasure: false }, at);
    return { filters: [bound('>=', Math.min(a, b)), bound('<=', Math.max(a, b))], end };
  }

  /**
   * 'whose revenue is greater than the average revenue of all companies', 'number products above the average', 'more
   * staff than the minimum': a figure column named before the comparison (at `i`, its words ending before `j`),
   * compared with an aggregate of the same column over all the rows; null when the words after it say otherwise.
   */
  private comparedWithAggregate(
    i: number,
    j: number,
    op: '>' | '>=' | '<' | '<=' | '=',
  ): { filter: Extract<FilterRef, { kind: 'threshold' }>; end: number } | null {
    const T = this.T;
    if (op === '=') return null;
    let k = j;
    if (T[k] === 'the') k++;
    const fn = AGG_WORDS[T[k]];
    if (fn !== 'avg' && fn !== 'min' && fn !== 'max' && fn !== 'median') return null;
    const before = this.prevMention(i - 1, 3);
    // 'students older than average': the rows named before an age comparative, compared by the age they keep.
    const byAge = before?.kind === 'entity' && AGE_COMPARATIVES[T[i]] ? this.ageColumns(before.entities[0]) : [];
    const columns = byAge.length
      ? byAge
      : before?.kind === 'column' && !before.used
        ? before.columns.filter((c) => this.isMeasureColumn(c))
        : [];
    // 'the product type whose average price is higher than the average price of all products' compares a group's
    // figure: not read here.
    if (!columns.length || aggregateBefore(T, before!.span.i)) return null;
    // 'whose age is older than the average age': on a number (an age), older is more; on a date it is earlier.
    if (AGE_COMPARATIVES[T[i]] && columns.every((c) => this.columnOf(c)?.role !== 'time')) op = AGE_COMPARATIVES[T[i]];
    let end = k;
    // '… the average revenue', '… the average of all revenues', '… of all companies': the same column and its table.
    const sameColumn = (m: Mention | undefined) =>
      m?.kind === 'column' &&
      m.columns.some((c) => columns.some((x) => x.entity === c.entity && x.column === c.column));
    const ownTable = (m: Mention | undefined) =>
      m?.kind === 'entity' && columns.some((c) => m.entities.includes(c.entity));
    // 'the average number of products' for Number_products: the column's two words said with 'of' between them.
    const withOf = (n: number) =>
      columns.some((c) => {
        const w = this.columnOf(c)?.words ?? [];
        return w.length === 2 && T[n] === w[0] && T[n + 1] === 'of' && stem(T[n + 2] ?? '') === stem(w[1]);
      });
    for (let n = end + 1; n < T.length;) {
      const m = this.mentionAt.get(n);
      if (n === end + 1 && withOf(n)) {
        for (let x = n; x <= n + 2; x++) {
          const at = this.mentionAt.get(x);
          if (at) at.used = true;
        }
        end = n + 2;
        n = end + 1;
      } else if (m && m.span.i === n && (sameColumn(m) || ownTable(m))) {
        m.used = true;
        end = n + m.span.n - 1;
        n = end + 1;
      } else if (
        n === end + 1 &&
        (T[n] === 'number' || T[n] === 'amount') &&
        T[n + 1] === 'of' &&
        this.mentionAt.get(n + 2)?.span.i === n + 2 &&
        sameColumn(this.mentionAt.get(n + 2))
      ) {
        // 'the average number of hours' for Hours: the column said as a number of what it counts.
        const said = this.mentionAt.get(n + 2)!;
        said.used = true;
        const counted = this.mentionAt.get(n);
        if (counted) counted.used = true;
        end = n + 2 + said.span.n - 1;
        n = end + 1;
      } else if (['of', 'all', 'the', 'every', 'any'].includes(T[n]) && n === end + 1) {
        end = n;
        n++;
      } else break;
    }
    // A condition on the rows the figure is taken over ('of all companies based in Austin') is not read here.
    while (['of', 'all', 'the', 'every', 'any'].includes(T[end])) end--;
    const next = this.mentionAt.get(end + 1);
    if (next && (next.kind === 'value' || next.kind === 'column') && !CONJUNCTIONS.has(T[end + 1])) return null;
    // (The rows named before 'older' stay the rows asked about; a column named there is the compared figure.)
    const from = byAge.length ? i : before!.span.i;
    if (!byAge.length) before!.used = true;
    this.explain(from, end - from + 1);
    const own = columns.filter((c) => c.entity === columns[0].entity);
    return {
      filter: this.place(
        { kind: 'threshold', op, value: 0, columns: own, onMeasure: false, against: fn },
        { i: from, n: end - from + 1 },
      ),
      end,
    };
  }

  /**
   * 'sorted by their earnings descending', 'in ascending order of height': every row, in that order. The column said
   * after the sort's 'by' orders them ('the name and rank of every company ordered by sales'), else the first figure.
   */
  private listOrdered(measure: Extract<MeasureRef, { kind: 'rows' }>, dims: DimRef[]): MeasureRef {
    const T = this.T;
    const sorted = sortAsked(T);
    if (sorted) {
      const entity = measure.entity;
      const byAt = sortsByAt(T);
      // A figure of the rows orders them; so does a text said right after the sort's 'by' ('sort them by details').
      const key = (x: Mention, c: ColumnCandidate) =>
        c.entity === entity &&
        (this.isMeasureColumn(c) ||
          (byAt >= 0 && x.span.i === byAt + 1 + (T[byAt + 1] === 'the' ? 1 : 0) && this.columnOf(c)?.type === 'text'));
      const orders = (x: Mention) => !x.used && x.kind === 'column' && x.columns.some((c) => key(x, c));
      const m =
        this.mentions.find((x) => orders(x) && byAt >= 0 && x.span.i > byAt) ?? this.mentions.find((x) => orders(x));
      if (m) {
        m.used = true;
        const columns = m.columns.filter((c) => key(m, c));
        // 'the locations of all the gas stations ordered by opening year': each row's location, in that order (the
        // different values of a column have no order of another column).
        if (measure.values && !T.some((w) => DISTINCT_WORDS.has(w))) {
          dims.push({ kind: 'column', columns: [measure.values] });
          measure = { kind: 'rows', entity: measure.entity };
        }
        measure = { ...measure, orderBy: { columns, dir: sorted, all: true } };
        // 'from old to young': the two ends said the direction.
        const ends = orderEnds(T);
        if (ends) this.explain(ends.at, ends.n);
      }
    }
    return measure;
  }

  /**
   * 'a rating below the rating of all songs in English', 'less than the minimum rating for English songs', 'a year
   * after all movies directed by Steven Spielberg', 'after the most recent Steven Spielberg film': a figure column
   * named before the comparison (at `i`, its words ending before `j`), compared with an aggregate of the same column
   * over the rows of its table that hold values said after it. 'than some' or 'than any' is the least of them for
   * 'more' (the most for 'less'); 'than all' the most (the least). Null when no value of that table is said.
   */
  private comparedWithSubset(
    i: number,
    j: number,
    op: '>' | '>=' | '<' | '<=' | '=',
    named?: Mention,
  ): { filter: Extract<FilterRef, { kind: 'threshold' }>; end: number } | null {
    const T = this.T;
    if (op === '=') return null;
    const said = named ?? this.prevMention(i - 1, 3);
    // ('movies that were created after the most recent Steven Spielberg film': 'after' and 'before' say of the rows
    // named before them their one year.)
    const before = said?.kind === 'column' ? said : this.yearOfRowsBefore(i);
    if (before?.kind !== 'column' || before.used) return null;
    const columns = before.columns.filter((c) => this.isMeasureColumn(c));
    if (!columns.length) return null;
    const entity = columns[0].entity;
    const more = op === '>' || op === '>=';
    const quantified = (w: string | undefined) =>
      w === 'some' || w === 'any'
        ? more
          ? 'min'
          : 'max'
        : w === 'all' || w === 'every'
          ? more
            ? 'max'
            : 'min'
          : null;
    let k = j;
    // ('than at least one blues song' is 'than some'.)
    const atLeastOne = T[k] === 'at' && T[k + 1] === 'least' && T[k + 2] === 'one';
    let fn: AggregateFn | null = quantified(atLeastOne ? 'some' : T[k]);
    if (fn) k += atLeastOne ? 3 : 1;
    else if (T[k] === 'the' || T[k] === 'that') {
      k++;
      const said = AGG_WORDS[T[k]];
      if (said === 'min' || said === 'max' || said === 'avg') {
        fn = said;
        k++;
      } else if (T[k] === 'most' && T[k + 1] === 'recent') {
        fn = 'max';
        k += 2;
      } else if (T[k] === 'latest' || T[k] === 'earliest') {
        fn = T[k] === 'latest' ? 'max' : 'min';
        k++;
      }
      // ('the rating of all songs': the same column said again.)
      const again = this.mentionAt.get(k);
      if (
        again?.kind === 'column' &&
        again.span.i === k &&
        again.columns.some((c) => columns.some((x) => x.entity === c.entity && x.column === c.column))
      ) {
        again.used = true;
        k += again.span.n;
      }
      if (T[k] === 'of' || T[k] === 'for') k++;
      const then = quantified(T[k]);
      if (then) {
        fn ??= then;
        k++;
      }
      if (!fn) return null;
    } else return null;
    // The rows and what they hold: values of the column's own table within the next words.
    const values: Mention[] = [];
    let end = k - 1;
    for (let x = k; x < Math.min(T.length, k + 8); x++) {
      if (CONJUNCTIONS.has(T[x]) && !values.length) break;
      const m = this.mentionAt.get(x);
      if (!m || m.span.i !== x) continue;
      if (m.kind === 'value' && !m.used && m.span.values.some((h) => this.keptOn(entity, h))) {
        values.push(m);
        end = x + m.span.n - 1;
      } else if (m.kind === 'value') break;
      x += m.span.n - 1;
    }
    if (!values.length) return null;
    // (A word naming the rows or the value's column right after the last value: 'some song of blues genre'.)
    const tail = this.mentionAt.get(end + 1);
    if (tail && tail.kind !== 'value' && tail.span.i === end + 1) end += tail.span.n;
    for (const m of values) m.used = true;
    before.used = true;
    for (let x = k; x <= end; x++) {
      const m = this.mentionAt.get(x);
      if (m && m.kind !== 'value') m.used = true;
    }
    const from = Math.min(before.span.i, i);
    this.explain(from, end - from + 1);
    const own = columns.filter((c) => c.entity === entity);
    return {
      filter: this.place(
        {
          kind: 'threshold',
          op,
          value: 0,
          columns: own,
          onMeasure: false,
          against: fn,
          againstValues: values.map((m) => ({
            text: m.span.text,
            hits: m.span.values.filter((h) => this.keptOn(entity, h)),
          })),
        },
        { i: from, n: end - from + 1 },
      ),
      end,
    };
  }

  /**
   * 'after' or 'before' at `i` said of rows named in the words before it whose table keeps one year column: that
   * column, as a mention of it at the rows' words; null otherwise.
   */
  private yearOfRowsBefore(i: number): Mention | null {
    if (this.T[i] !== 'after' && this.T[i] !== 'before') return null;
    const rows = this.mentions.filter((m) => m.kind === 'entity' && m.span.i < i).pop();
    const e = rows ? this.catalog.byName.get(rows.entities[0]) : undefined;
    const years = (e?.columns ?? []).filter((c) => c.role === 'measure' && c.words.includes('year'));
    if (!rows || !e || years.length !== 1) return null;
    return { ...rows, kind: 'column', columns: [{ entity: e.name, column: years[0].name, score: 1 }], used: false };
  }

  /**
   * Whether rows of `entity` hold the value itself: a value of their own columns, or the key of another table they
   * keep as a text reference ('blues', a genre's name, kept in song.genre_is).
   */
  private keptOn(entity: string, h: ValueHit): boolean {
    return h.entity === entity || !!keptReference(this.catalog, entity, h);
  }

  /** 'a higher resolution than some songs in English': a comparison word, a figure column, 'than', then the rows. */
  private splitComparedWithSubset(
    i: number,
  ): { filter: Extract<FilterRef, { kind: 'threshold' }>; end: number } | null {
    const op = SPLIT_COMPARATORS[this.T[i]];
    const m = op ? this.mentionAt.get(i + 1) : undefined;
    if (!op || m?.kind !== 'column' || m.span.i !== i + 1 || this.T[i + 1 + m.span.n] !== 'than') return null;
    return this.comparedWithSubset(i, i + 2 + m.span.n, op, m);
  }

  /** The words of 'in the county with the most …' (readInTopRow), which no other ranking reads. */
  private readonly rankedRowAt = new Set<number>();

  /**
   * 'the names of cities that are in the county with the most police officers', 'the number of concerts in the stadium
   * with the highest capacity': other rows, kept where the one row named after 'in the' (of another table, singular)
   * holds the largest (or smallest) figure of its own column, compared with that figure over all its table's rows (a
   * tie keeps each). Not when the figure's own table is what is asked ('the name of the county with …').
   */
  private readInTopRow(): FilterRef[] {
    const T = this.T;
    const out: FilterRef[] = [];
    for (let i = 1; i + 3 < T.length; i++) {
      if (!ROW_PLACES.has(T[i]) || T[i + 1] !== 'the') continue;
      const ranked = this.rankedByAdjective(i + 2);
      if (ranked) {
        out.push(ranked);
        continue;
      }
      if (i + 4 >= T.length) continue;
      const row = this.oneRowNamed(i + 2);
      if (!row || row.used) continue;
      const entity = row.entities[0];
      let k = i + 2 + row.span.n;
      // ('the procedure that costs the most': its figure said as the verb, then the ranking.)
      const verbFigure =
        (T[k] === 'that' || T[k] === 'which') &&
        T[k + 2] === 'the' &&
        (T[k + 3] === 'most' || T[k + 3] === 'least') &&
        this.mentionAt.get(k + 1)?.kind === 'column';
      if (verbFigure) {
        const figure = this.mentionAt.get(k + 1)!;
        const column = figure.columns.find((c) => c.entity === entity && this.isMeasureColumn(c));
        const asked = this.prevMention(i - 1, 6);
        if (!column || figure.used || !asked || asked.kind !== 'entity' || asked.entities.includes(entity)) continue;
        row.used = true;
        figure.used = true;
        out.push(this.topRowOf(column, T[k + 3] === 'most' ? 'desc' : 'asc', i, k + 4));
        continue;
      }
      if ((T[k] === 'that' || T[k] === 'which') && ['has', 'had', 'have'].includes(T[k + 1])) k += 2;
      else if (T[k] === 'with') k++;
      else continue;
      if (T[k] === 'the') k++;
      const dir = MOST_WORDS[T[k]] ?? SIZE_RANKS[T[k]];
      if (!dir || T[k] === 'top' || T[k] === 'more') continue;
      k++;
      if (T[k] === 'number' && T[k + 1] === 'of') k += 2;
      const figure = this.mentionAt.get(k);
      const column =
        figure?.kind === 'column' && figure.span.i === k
          ? figure.columns.find((c) => c.entity === entity && this.isMeasureColumn(c))
          : undefined;
      if (!figure || !column || figure.used) continue;
      // Other rows asked before it: the rows of the ranked table asked for are ranked by the plain reading.
      const asked = this.prevMention(i - 1, 6);
      if (
        !asked ||
        (asked.kind === 'entity' && asked.entities.includes(entity)) ||
        (asked.kind === 'column' && asked.columns.some((c) => c.entity === entity))
      )
        continue;
      row.used = true;
      figure.used = true;
      out.push(this.topRowOf(column, dir, i, figure.span.i + figure.span.n));
    }
    return out;
  }

  /**
   * 'the party with the most hosts', 'which party had the fewest hosts' beside party.Number_of_hosts: rows that keep
   * how many of a thing each has (countKeptOf) are ranked by that figure, not by counting rows of the thing elsewhere.
   */
  private readKeptCountTop(): FilterRef[] {
    const T = this.T;
    const out: FilterRef[] = [];
    for (let i = 1; i + 2 < T.length; i++) {
      const row = this.mentionAt.get(i - 1);
      if (row?.kind !== 'entity' || row.used || row.span.i + row.span.n !== i) continue;
      let k = i;
      if ((T[k] === 'that' || T[k] === 'which' || T[k] === 'who') && ['has', 'had', 'have'].includes(T[k + 1])) k += 2;
      else if (['with', 'has', 'had', 'have'].includes(T[k])) k++;
      else continue;
      if (T[k] === 'the') k++;
      const dir = MOST_WORDS[T[k]];
      if (!dir || T[k] === 'top' || T[k] === 'more' || T[k] === 'bottom') continue;
      const thing = this.mentionAt.get(k + 1);
      if (!thing || thing.used || thing.span.i !== k + 1 || thing.span.n !== 1 || thing.kind === 'value') continue;
      const kept = this.countKeptOf(T[k + 1], row.entities);
      if (!kept) continue;
      thing.used = true;
      out.push(this.topRowOf({ entity: kept.entity, column: kept.name, score: 1 }, dir, i, k + 2));
      i = k + 1;
    }
    return out;
  }

  /**
   * The condition that keeps the one row of another table whose `column` is its table's largest (`desc`) or smallest,
   * said by the words from `from` (the preposition, 'in') to `end`, which it claims.
   */
  private topRowOf(column: ColumnCandidate, dir: 'asc' | 'desc', from: number, end: number): FilterRef {
    this.explain(from, end - from);
    for (let x = from; x < end; x++) this.rankedRowAt.add(x);
    return this.place(
      {
        kind: 'threshold',
        op: '=',
        value: 0,
        columns: [column],
        onMeasure: false,
        against: dir === 'desc' ? 'max' : 'min',
      },
      { i: from + 1, n: end - from - 1 },
    );
  }

  /**
   * 'physicians trained in the most expensive procedure', 'students in the oldest dorm': one row of another table,
   * named by a superlative and its table (singular) after 'in the', whose column of that kind is its table's largest
   * (or smallest). Rows asked before it are the rows related to it. Null unless the words say so.
   */
  private rankedByAdjective(at: number): FilterRef | null {
    const T = this.T;
    let k = at;
    const most = T[k] === 'most' || T[k] === 'least' ? T[k++] : null;
    const s = SUPERLATIVES[T[k]];
    if (!s || this.mentionAt.has(k)) return null;
    const row = this.oneRowNamed(k + 1);
    if (!row || row.used) return null;
    const entity = row.entities[0];
    const wanted = new Set(s.concepts.map(canonical));
    const columns = (this.catalog.byName.get(entity)?.columns ?? []).filter(
      (c) => c.role === 'measure' && c.words.some((w) => wanted.has(canonical(w))),
    );
    // Rows asked before it, of another table: 'the physicians' of 'physicians trained in the most expensive …'.
    const asked = this.prevMention(at - 3, 6);
    if (columns.length !== 1 || !asked || asked.kind !== 'entity' || asked.entities.includes(entity)) return null;
    const dir = most === 'least' ? (s.dir === 'desc' ? 'asc' : 'desc') : s.dir;
    row.used = true;
    return this.topRowOf({ entity, column: columns[0].name, score: 1 }, dir, at - 2, row.span.i + row.span.n);
  }

  /**
   * An age said by the number and the words after it, no column named: 'students who are 18 years old' (equal), '18
   * or older', '30 years or younger', '20 years old or older' (a bound).
   */
  private readAgeStated(i: number): { op: '=' | '>=' | '<=' | '<>'; value: number; end: number; from?: number } | null {
    const T = this.T;
    const value = numberWord(T[i]);
    if (value === null || this.ev.tokens[i]?.time || this.mentionAt.get(i - 1)?.kind === 'column') return null;
    let k = i + 1;
    if (T[k] === 'year' || T[k] === 'years') k++;
    if (T[k] === 'old' && k > i + 1) {
      const then = T[k + 1] === 'or' ? AGE_BOUNDS[T[k + 2] ?? ''] : undefined;
      // 'actors who are not 20 years old': any other age.
      if (!then && T[i - 1] === 'not') return { op: '<>', value, end: k, from: i - 1 };
      return then ? { op: then, value, end: k + 2 } : { op: '=', value, end: k };
    }
    const bound = T[k] === 'or' ? AGE_BOUNDS[T[k + 1] ?? ''] : undefined;
    if (bound) return { op: bound, value, end: k + 1 };
    return null;
  }

  /**
   * 'singers above 40 and singers below 30': two bounds of one column that no row meets at once, joined by 'and',
   * can only mean rows of either kind. They become an either-of group; the 'and' read as 'or' is then named in the
   * answer (answer/coverage.ts), which says how it read the question.
   */
  private disjointAsEither(thresholds: Array<Extract<FilterRef, { kind: 'threshold' }>>): void {
    const low = (t: (typeof thresholds)[number]) => t.op === '>' || t.op === '>=';
    const high = (t: (typeof thresholds)[number]) => t.op === '<' || t.op === '<=';
    const same = (a: (typeof thresholds)[number], b: (typeof thresholds)[number]) =>
      a.columns.some((x) => b.columns.some((y) => x.entity === y.entity && x.column === y.column));
    for (const a of thresholds)
      for (const b of thresholds) {
        if (a === b || a.either !== undefined || b.either !== undefined || a.against || b.against) continue;
        if (!low(a) || !high(b) || !same(a, b) || a.value < b.value) continue;
        const [pa, pb] = [this.placed.get(a), this.placed.get(b)];
        if (!pa || !pb || !this.T.slice(Math.min(pa.i, pb.i), Math.max(pa.i, pb.i)).includes('and')) continue;
        const id = Math.max(0, ...thresholds.map((t) => t.either ?? 0)) + 1000;
        a.either = id;
        b.either = id;
      }
  }

  /**
   * 'students over 18', 'guests who are under 30': a bound right after rows that keep an age, with nothing after the number
   * that it could count or measure ('departments with over 60 employees' counts). The caller checks the age.
   */
  private readAgeBound(i: number): { op: '>' | '<'; value: number; end: number; from: number } | null {
    const T = this.T;
    const op = ({ over: '>', above: '>', under: '<', below: '<' } as const)[T[i] as 'over'];
    const value = op ? numberWord(T[i + 1]) : null;
    let k = i - 1;
    while (k > i - 4 && ['are', 'is', 'were', 'was', 'who', 'that', 'aged'].includes(T[k])) k--;
    const before = this.mentionAt.get(k);
    if (value === null || !before || before.kind !== 'entity' || this.ev.tokens[i + 1]?.time) return null;
    const after = this.mentionAt.get(i + 2);
    if (after && after.kind !== 'value') return null;
    const years = T[i + 2] === 'years' || T[i + 2] === 'year' ? (T[i + 3] === 'old' ? i + 3 : i + 2) : i + 1;
    return { op, value, end: years, from: before.span.i };
  }

  /** 'artists that are at least 32 years old', 'at most 23 years old': a comparison, a number and 'years old'. */
  private readAgeCompared(i: number): { op: '>' | '<' | '>=' | '<='; value: number; end: number; from: number } | null {
    const T = this.T;
    const cmp = comparatorAt(T, i);
    if (!cmp || cmp[1] === '=') return null;
    const j = i + cmp[0].length;
    const value = numberWord(T[j]);
    if (value === null || !(T[j + 1] === 'year' || T[j + 1] === 'years') || T[j + 2] !== 'old') return null;
    return { op: cmp[1] as '>' | '<' | '>=' | '<=', value, end: j + 2, from: i };
  }

  /**
   * 'pets older than 2', 'students younger than 20 years': a comparison of age, at `i`, on the rows named right before
   * it that keep an age of their own (a birth date is read by readings/age.ts before this). `end` is its last word.
   */
  private readAgeComparison(i: number): { filter: Extract<FilterRef, { kind: 'threshold' }>; end: number } | null {
    const T = this.T;
    const said = AGE_COMPARATIVES[T[i]] && T[i + 1] === 'than' ? numberWord(T[i + 2]) : null;
    const stated = said === null ? (this.readAgeStated(i) ?? this.readAgeBound(i) ?? this.readAgeCompared(i)) : null;
    const op = stated?.op ?? AGE_COMPARATIVES[T[i]];
    const value = stated?.value ?? said;
    if (value === null || !op || (!stated && this.ev.tokens[i + 2]?.time)) return null;
    // The first table the words may name that keeps an age ('a pet' may name the pets or the table of who has one),
    // nearest first: 'heads of the departments are older than 56' is said of the heads (the departments keep no age).
    const named = this.mentions
      .filter((m) => m.kind === 'entity' && m.span.i < i && m.span.i >= i - 8)
      .sort((a, b) => b.span.i - a.span.i);
    const columns =
      named
        .flatMap((m) => m.entities)
        .map((e) => this.ageColumns(e, true))
        .find((c) => c.length) ?? [];
    if (!columns.length) return null;
    const end = stated
      ? stated.end
      : ['year', 'years', 'old'].includes(T[i + 3])
        ? T[i + 4] === 'old'
          ? i + 4
          : i + 3
        : i + 2;
    this.explain(i, end - i + 1);
    // 'a singer below 30': the rows said before the bound are part of the condition, as for any compared column.
    const from = (stated && 'from' in stated ? stated.from : undefined) ?? i;
    return {
      filter: this.place({ kind: 'threshold', op, value, columns, onMeasure: false }, { i: from, n: end - from + 1 }),
      end,
    };
  }

  /**
   * '3 or more friends', '2 or fewer orders': a number, then a bound, then the things it counts (a column's value
   * said so, 'a score of 90 or above', is readEquality's).
   */
  private readCountBound(i: number): { filter: Extract<FilterRef, { kind: 'threshold' }>; end: number } | null {
    const T = this.T;
    const value = numberWord(T[i]);
    const op = (T[i + 1] === 'or' || T[i + 1] === 'and') && BOUNDS[T[i + 2] ?? ''];
    if (value === null || !op || this.ev.tokens[i]?.time) return null;
    const after = this.entityAfterQualifiers(this.nextMention(i + 3, 1));
    // 'Which party has two or more records?': the rows of the table named before (or of the column named before)
    // counted.
    const rows =
      ROW_WORDS.has(T[i + 3] ?? '') && !this.mentionAt.has(i + 3)
        ? (this.tableNamedBefore(i) ??
          bestNamed(this.mentions.filter((m) => m.kind === 'column' && m.span.i < i && this.namesKindOrCode(m)))
            ?.columns[0]?.entity)
        : undefined;
    if (rows) {
      this.explain(i, 4);
      return {
        filter: this.place({ kind: 'threshold', op, value, columns: [], onMeasure: true, countOf: rows }, { i, n: 4 }),
        end: i + 3,
      };
    }
    if (!after || after.used || (after.kind !== 'entity' && after.kind !== 'edge')) return null;
    after.used = true;
    const countOf = after.kind === 'edge' ? after.edge!.to : after.entities[0];
    const end = after.span.i + after.span.n - 1;
    this.explain(i, end - i + 1);
    return {
      filter: this.place(
        { kind: 'threshold', op, value, columns: [], onMeasure: true, countOf },
        { i, n: end - i + 1 },
      ),
      end,
    };
  }

  /**
   * The numeric columns of an entity that keep an age ('pet_age', 'Age'), for 'older', 'the youngest'. `borrowed`:
   * where it keeps none, those of the one table it references that does ('members of the club older than 18': a
   * membership's age is its student's).
   */
  private ageColumns(entity: string, borrowed = false): ColumnCandidate[] {
    const own = (name: string) =>
      (this.catalog.byName.get(name)?.columns ?? [])
        .filter((c) => c.role === 'measure' && c.words.includes('age'))
        .map((c) => ({ entity: name, column: c.name, score: 1 }));
    if (own(entity).length || !borrowed) return own(entity);
    const referenced = new Set(
      this.catalog.edges.filter((e) => e.from === entity && !e.selfReference && own(e.to).length).map((e) => e.to),
    );
    return referenced.size === 1 ? own([...referenced][0]) : [];
  }

  /** 'rated 5', 'a rating of 5 or above': the number at `j` as a value (or a bound) of the numeric column named right before it. */
  private readEquality(j: number): Extract<FilterRef, { kind: 'threshold' }> | null {
    if (this.ev.tokens[j].time) return null;
    const said = valueAfterColumn(this.T, j);
    // 'students majoring in 600': the column said as a verb, its value after 'in'.
    const v =
      said && this.T[said.columnEnd] === 'in' && /ing$/.test(this.T[said.columnEnd - 1] ?? '')
        ? { ...said, columnEnd: said.columnEnd - 1 }
        : said;
    const m = v && v.columnEnd >= 0 ? this.mentionAt.get(v.columnEnd) : undefined;
    if (!v || !m || m.used || m.kind !== 'column' || m.span.i + m.span.n - 1 !== v.columnEnd) return null;
    // 'Advisor 1121': a whole number of a person's role (an id kept as a category) is one of its values too.
    const columns = m.columns.filter(
      (c) => this.isMeasureColumn(c) || (this.columnOf(c)?.role === 'category' && this.columnOf(c)?.type === 'integer'),
    );
    // '5 orders' counts orders and '20 units' is an amount: a thing named after the number is what it counts.
    const after = this.mentionAt.get(j + 1);
    if (!columns.length || (after && after.kind !== 'value')) return null;
    m.used = true;
    // 'under age 30', 'over a rating of 4', 'at least age 18': a comparison said before the column bounds it.
    const before = v.op === '=' ? comparatorEndingAt(this.T, m.span.i - 1) : null;
    const op = before?.op ?? v.op;
    const start = before ? m.span.i - before.n : m.span.i;
    const at = { i: start, n: v.end + 1 - start };
    this.explain(at.i, at.n);
    return this.place({ kind: 'threshold', op, value: Number(this.T[j]), columns, onMeasure: false }, at);
  }

  /**
   * 'courses with 3 credits', 'rooms that have 2 beds': a number said before a figure column of the rows, after 'with'
   * or 'have', is that figure's value; before a table ('customers with 2 orders'), that many of its rows, exactly.
   */
  private readCountedEquality(j: number): Extract<FilterRef, { kind: 'threshold' }> | null {
    const T = this.T;
    const value = numberWord(T[j]);
    // ('with', 'has', 'having' …: the words that link rows to what they hold, as in 'the player with the most …'.)
    const holds = RANKED_ROW_LINKS.has(T[j - 1] ?? '') || T[j - 1] === 'having';
    if (value === null || this.ev.tokens[j].time) return null;
    // 'movies that received 4 stars', 'reviewers who gave 3 or 4 stars': a figure column said as the unit of the
    // number is its value after any verb, as after 'with' (not after a rank: 'the top 3 stars' are no value).
    const unit = this.unitColumnAfter(j);
    if (!holds && !unit) return null;
    const m = this.mentionAt.get(j + 1);
    if (!m || m.used || m.span.i !== j + 1) return null;
    if (m.kind === 'entity' || m.kind === 'edge') {
      // 'courses with two prerequisites', 'customers with 7 invoices': that many of the related records, exactly.
      m.used = true;
      const countOf = m.kind === 'edge' ? m.edge!.to : m.entities[0];
      this.explain(j, m.span.n + 1);
      return this.place(
        { kind: 'threshold', op: '=', value, columns: [], onMeasure: true, countOf },
        { i: j, n: m.span.n + 1 },
      );
    }
    if (m.kind !== 'column') return null;
    const columns = m.columns.filter((c) => this.isMeasureColumn(c));
    if (!columns.length) return null;
    m.used = true;
    const at = { i: j, n: m.span.n + 1 };
    this.explain(at.i, at.n);
    return this.place({ kind: 'threshold', op: '=', value, columns, onMeasure: false, unitAfter: true }, at);
  }

  /**
   * A figure column named right after the number `j` with nothing before it that ranks or counts ('4 stars', not
   * 'top 4 stars' nor 'more than 4 stars', which other readings take): the column, or null. `rangeEnd`: the number
   * ends a range said ('between 3 and 5 stars'), which is read with it.
   */
  private unitColumnAfter(j: number, rangeEnd = false): Mention | null {
    const T = this.T;
    const m = this.mentionAt.get(j + 1);
    if (!m || m.used || m.kind !== 'column' || m.span.i !== j + 1) return null;
    if (!m.columns.some((c) => this.isMeasureColumn(c))) return null;
    if (rangeEnd) return m;
    const prev = T[j - 1] ?? '';
    if (MOST_WORDS[prev] || LIMIT_LEADS.has(prev) || numberWord(prev) !== null || comparatorEndingAt(T, j - 1))
      return null;
    // ('between 3 and 5 stars', 'from 2 to 4 stars': the end of a range, read with the range.)
    if ((prev === 'and' || prev === 'to') && numberWord(T[j - 2] ?? '') !== null) return null;
    return m;
  }

  /**
   * 'the student with id 171', 'the student whose id is 171': a number said as the id of rows named right before is
   * their key (a key of one whole-number column).
   */
  private readKeyEquality(j: number): Extract<FilterRef, { kind: 'threshold' }> | null {
    const T = this.T;
    const value = numberWord(T[j]);
    if (value === null || this.ev.tokens[j].time || !Number.isInteger(value)) return null;
    let k = j - 1;
    if (T[k] === 'is') k--;
    // ('flight number 99', 'the flight with number 99': 'number' said as its key word, where it names no column.)
    const keyWord = (at: number) =>
      ASK_KEY_WORDS.has(T[at]) || (KEY_NUMBER_WORDS.has(T[at]) && !this.mentionAt.has(at));
    // 'document 2', 'document id 2': the number said right after one row named (singular), or after its key word.
    const after = (at: number) => this.oneRowNamed(at, true);
    const right = after(j - 1) ? j - 1 : keyWord(j - 1) && after(j - 2) ? j - 2 : -1;
    // 'with the id 2': an article may stand before the key word.
    const keyLead = ARTICLES.has(T[k - 1]) ? k - 2 : k - 1;
    if (right < 0 && (!keyWord(k) || !['with', 'whose', 'of'].includes(T[keyLead]))) return null;
    if (right >= 0) k = right + 1;
    let at = right >= 0 ? right : keyLead - 1;
    while (at >= 0 && !this.mentionAt.has(at) && ARTICLES.has(T[at])) at--;
    const named = this.mentionAt.get(at);
    if (!named || (named.kind !== 'entity' && named.kind !== 'edge')) return null;
    const entity = named.kind === 'edge' ? named.edge!.to : named.entities[0];
    const e = this.catalog.byName.get(entity);
    const key = e?.primaryKey.length === 1 ? e.byName.get(e.primaryKey[0]!) : undefined;
    if (!e || key?.type !== 'integer') return null;
    const said = k < j ? this.mentionAt.get(k) : undefined;
    if (said && said !== named) said.used = true;
    const start = right >= 0 ? k : keyLead;
    this.explain(start, j - start + 1);
    return this.place(
      { kind: 'threshold', op: '=', value, columns: [{ entity, column: key.name, score: 1 }], onMeasure: false },
      { i: start, n: j - start + 1 },
    );
  }

  /**
   * 'the city with post code 255', 'the account with number 338': a number right after a text column named as one
   * that identifies by its digits is one of its values, compared as stored (the value index keeps no bare numbers).
   */
  private readCodeEquality(j: number): FilterRef | null {
    if (this.ev.tokens[j].time) return null;
    const v = valueAfterColumn(this.T, j);
    const m = v && v.op === '=' && v.columnEnd >= 0 ? this.mentionAt.get(v.columnEnd) : undefined;
    if (!v || !m || m.used || m.kind !== 'column' || m.span.i + m.span.n - 1 !== v.columnEnd) return null;
    if (this.mentionAt.get(j + 1)) return null;
    // Only a column whose name says its digits identify something ('post code', 'phone', 'account number'): a number
    // after 'breed' is no breed.
    const texts = m.columns.filter((c) => {
      const col = this.columnOf(c);
      const identifies = !!col && [...col.words, col.keyWord ?? ''].some((w) => IDENTIFYING_NUMBER_WORDS.has(w));
      return !!col && col.type === 'text' && !col.references && identifies;
    });
    if (!texts.length) return null;
    m.used = true;
    const at = { i: m.span.i, n: j + 1 - m.span.i };
    this.explain(at.i, at.n);
    const hits = texts.map((c) => ({ entity: c.entity, columns: [c.column], value: this.T[j], rows: 1 }));
    return this.place({ kind: 'value', text: this.T[j], hits, context: [], negate: false }, at);
  }

  // ——— helpers ———

  /**
   * A value said from `i` on, maybe after the name of its column: 'in Paris', 'from country "West Germany"', 'from
   * the country of West Germany'.
   */
  private valueSaidAt(i: number): boolean {
    let k = i;
    while (ARTICLES.has(this.T[k])) k++;
    const m = this.mentionAt.get(k);
    if (m?.kind === 'value') return true;
    // ('from the country France', 'from the institution "Google"': a column or a table named, then its value.)
    if (m?.kind !== 'column' && m?.kind !== 'entity') return false;
    k = m.span.i + m.span.n;
    if (this.T[k] === 'of' || NAMING_WORDS.has(this.T[k])) k++;
    while (ARTICLES.has(this.T[k])) k++;
    return this.mentionAt.get(k)?.kind === 'value';
  }

  /** Whether the words at `i` name a table (and nothing after it) that keeps a measure of one of the concepts. */
  private sortedThing(i: number, concepts: string[]): boolean {
    const m = this.mentionAt.get(i);
    if (m?.kind !== 'entity' || m.span.i !== i || this.mentionAt.get(m.span.i + m.span.n)?.kind === 'column')
      return false;
    const wanted = new Set(concepts.map(canonical));
    return !!this.catalog.byName
      .get(m.entities[0])
      ?.columns.some((c) => c.role === 'measure' && c.words.some((w) => wanted.has(canonical(w))));
  }

  /** Notes where a filter was read (see groupEither). */
  private place<F extends FilterRef>(f: F, at: Placed): F {
    this.placed.set(f, { i: at.i, n: at.n });
    return f;
  }

  /**
   * Events named by their kind rather than their table, from mention `m` on: a coded value of a dated table ('no-shows'
   * read as NS), or values before a word that names rows by a column's modifier ('completed visits' beside
   * VISIT_TYPE_CD). The values stay for the filters; a modifier word is read here. Null when the words name neither.
   */
  private eventsNamedFrom(m: Mention): { entity: string; end: number } | null {
    let cur: Mention | undefined = m;
    let entity: string | null = null;
    let end = m.span.i;
    while (cur && !cur.used && cur.kind === 'value') {
      const e = this.catalog.byName.get(cur.span.values[0]?.entity ?? '');
      if (!e?.eventTimeColumns.length || (entity && entity !== e.name)) return null;
      entity = e.name;
      end = cur.span.i + cur.span.n;
      cur = this.mentionAt.get(end);
    }
    const rows = cur && !cur.used && cur.kind === 'column' ? this.namesRowsByModifier(cur) : null;
    if (cur && rows && (!entity || rows === entity)) {
      cur.used = true;
      return { entity: rows, end: cur.span.i + cur.span.n };
    }
    return entity ? { entity, end } : null;
  }

  /**
   * 'open invoices', 'enterprise accounts', 'churned accounts': a value, a yes/no column or an event's
   * participle right before an entity qualifies it; the entity is what is counted (the qualifier is read
   * later as its filter). Any other mention is returned as it is.
   */
  private entityAfterQualifiers(m: Mention | null): Mention | null {
    let cur = m;
    while (cur && !cur.used && this.isQualifier(cur)) {
      const next = this.mentionAt.get(cur.span.i + cur.span.n);
      if (!next || next.used) return m;
      if (next.kind === 'entity' || next.kind === 'edge') return next;
      cur = next;
    }
    return m;
  }

  /**
   * A numeric column named after 'how many' / 'number of' holds a count of its own ('seats', 'days'): its
   * values add up. Not a rate or a price ('how many ratings'), and not when distinct values are asked for.
   */
  private countsAmount(m: Mention): boolean {
    if (this.T.some((w) => DISTINCT_WORDS.has(w))) return false;
    const cols = m.columns.filter((c) => this.isMeasureColumn(c));
    return (
      cols.length > 0 &&
      cols[0] === m.columns[0] &&
      // (The column named best: 'number of votes' of election.Votes beside Vote_Percent is the votes.)
      !this.columnOf(cols[0])!.words.some((w) => RATE_LIKE_WORDS.has(w))
    );
  }

  /**
   * An amount named after its number ('more than 12 days', 'over 2000 units') on records that belong to the
   * listed rows (each employee's leave requests, each product's stock levels) is the total per listed row:
   * those columns, else null.
   */
  private totalPerRow(t: Extract<FilterRef, { kind: 'threshold' }>, entity: string): ColumnCandidate[] | null {
    // ('movies that received 4 stars': a figure said exactly is one record's, not a total of them.)
    if (!t.unitAfter || t.onMeasure || t.op === '=') return null;
    // ('artists with volumes with more than 2 weeks on top': the records named right before the bound are each bound.)
    const at = this.placed.get(t);
    const named = at ? this.prevMention(at.i - 1, 3) : null;
    if (named?.kind === 'entity' && t.columns.some((c) => named.entities.includes(c.entity))) return null;
    return this.ownedBy(t.columns, entity);
  }

  /**
   * The rows whose own records a threshold's aggregate is taken over: the listed rows ('phones that have total
   * stock above 2000'), or, where the same figure is the measure, the rows named and not yet used (`mention`).
   */
  private rowsOwning(
    t: Extract<FilterRef, { kind: 'threshold' }>,
    measure: MeasureRef | null,
  ): { entity: string; columns: ColumnCandidate[]; mention?: Mention[] } | null {
    if (measure?.kind === 'rows') {
      const columns = this.ownedBy(t.columns, measure.entity);
      return columns ? { entity: measure.entity, columns } : null;
    }
    const same =
      measure?.kind === 'column' &&
      measure.agg === t.agg &&
      t.columns.some((c) => measure.columns.some((m) => m.entity === c.entity && m.column === c.column));
    if (!same) return null;
    for (const m of this.mentions) {
      if (m.kind !== 'entity' || m.used) continue;
      const columns = this.ownedBy(t.columns, m.entities[0]);
      if (columns) return { entity: m.entities[0], columns, mention: [m] };
    }
    return null;
  }

  /** Of `columns`, those of a table that points at `entity` (its rows' own records); null when none or one is its own. */
  private ownedBy(columns: ColumnCandidate[], entity: string): ColumnCandidate[] | null {
    if (!columns.length || columns.some((c) => c.entity === entity)) return null;
    const owned = columns.filter((c) => this.catalog.edges.some((e) => e.from === c.entity && e.to === entity));
    return owned.length ? owned : null;
  }

  /**
   * The records that tie each `owner` to a `counted` thing: the thing itself when it points at the owner, else
   * the table that points at both ('courses an employee completed' are the employee's enrolment records, with
   * their own dates and statuses).
   */
  private linkRecords(counted: string, owner: string): string {
    if (this.pointsAt(counted, owner)) return counted;
    const link = this.catalog.entities.find(
      (e) => e.name !== counted && e.name !== owner && this.pointsAt(e.name, counted) && this.pointsAt(e.name, owner),
    );
    return link?.name ?? counted;
  }

  /**
   * The key column by which the one table named after `entity` (unused, a noun of its own) points at it: the column
   * whose words the question says when there are several ('currently live': current_address_id). Else null.
   */
  private pointedAtBy(entity: string): ColumnCandidate | null {
    const first = this.mentions.find((m) => m.kind === 'entity' && m.entities[0] === entity);
    const user = this.mentions.find(
      (m) => !m.used && m.kind === 'entity' && m.entities[0] !== entity && m.span.i > (first?.span.i ?? this.T.length),
    );
    if (!first || !user) return null;
    const edges = this.catalog.edges.filter(
      (x) => x.from === user.entities[0] && x.to === entity && x.fromFields.length === 1,
    );
    const said = new Set(this.T.map(stem));
    const edge =
      edges.length === 1
        ? edges[0]
        : edges.find((x) =>
            this.catalog.byName
              .get(x.from)
              ?.byName.get(x.fromFields[0])
              ?.stems.some((s) => said.has(s)),
          );
    if (!edge) return null;
    user.used = true;
    // The words between them say how one has the other ('offer', 'currently live at'): the key is that relation.
    const from = first.span.i + first.span.n;
    if (user.span.i - from <= 3)
      for (let k = from; k < user.span.i; k++) if (!this.mentionAt.has(k)) this.explain(k, 1);
    return { entity: edge.from, column: edge.fromFields[0], score: 1 };
  }

  /** A value filter of the question lies on dated records that point at `entity` (its events, its lines). */
  private onOwnedRecords(entity: string, filters: FilterRef[]): boolean {
    return filters.some(
      (f) =>
        f.kind === 'value' &&
        !f.negate &&
        f.hits.length > 0 &&
        f.hits.every((h) => {
          const e = this.catalog.byName.get(h.entity);
          return (
            !!e &&
            e.eventTimeColumns.length > 0 &&
            this.catalog.edges.some((x) => x.from === h.entity && x.to === entity)
          );
        }),
    );
  }

  private isQualifier(m: Mention): boolean {
    if (m.kind === 'value') return true;
    if (m.kind !== 'column') return false;
    const said = this.T[m.span.i + m.span.n - 1];
    return m.columns.some((c) => {
      const role = this.columnOf(c)?.role;
      return role === 'boolean' || (role === 'time' && m.span.n === 1 && /ed$/.test(said));
    });
  }

  /**
   * 'How many days did each customer visit', 'on how many different days did they order': the days on which
   * something was done, each counted once (the distinct days of the events' date), when 'days' follows the count
   * and a verb of coming or buying says what was done. The candidates are the dated tables' event dates, those
   * whose table the verb names first (`orders` for 'order'), then the tables with the most rows (visits repeat).
   */
  private activeDays(countAt: number): MeasureRef | null {
    const T = this.T;
    let at = countAt;
    while (DISTINCT_WORDS.has(T[at])) at++;
    if (T[at] !== 'days' || (this.mentionAt.has(at) && this.mentionAt.get(at)!.kind !== 'value')) return null;
    // 'how many days did each order take', 'days from order to delivery': a length of time, read elsewhere.
    if (T.some((w) => SPAN_WORDS.has(w))) return null;
    const dated = this.catalog.entities.filter((e) => e.eventTimeColumns.length && !e.isJunction);
    const names = (e: CatalogEntity, w: string) => e.words.some((x) => sameEvent(x, w));
    // The verb: one of coming or buying, or one naming a dated table ('ride' of rides, read as the table too).
    // ('each member' is who did it, not a verb: the word after 'each', 'every' or 'per' is the subject.)
    const verbAt = T.findIndex(
      (w, i) =>
        i > at &&
        (ACTIVE_VERBS.has(stem(w)) ||
          (this.namesNoColumn(i) && !SUBJECT_LEADS.has(T[i - 1]) && dated.some((e) => names(e, w)))),
    );
    if (verbAt < 0) return null;
    // The days something was done are the dates of the records of doing it, not of the one who did it: 'each
    // member' has a signup date, one per member, and counting its days would say 1 for everyone.
    const subjects = new Set(
      [...this.mentionAt.entries()]
        .filter(([i, m]) => i !== verbAt && m.kind === 'entity')
        .flatMap(([, m]) => m.entities),
    );
    const events = dated.filter((e) => !subjects.has(e.name));
    if (!events.length) return null;
    dated.splice(0, dated.length, ...events);
    const said = this.mentionAt.get(verbAt);
    if (said) said.used = true;
    dated.sort(
      (a, b) => Number(names(b, T[verbAt])) - Number(names(a, T[verbAt])) || (b.rowCount ?? 0) - (a.rowCount ?? 0),
    );
    if (!dated.length) return null;
    this.explain(countAt, at - countAt + 1);
    this.explain(verbAt, 1);
    return {
      kind: 'countDistinct',
      days: true,
      columns: dated.map((e, k) => ({ entity: e.name, column: e.eventTimeColumns[0].name, score: 1 - k * 0.01 })),
    };
  }

  /** Whether the word at `i` is read as nothing, or as a table: not a column nor a value. */
  private namesNoColumn(i: number): boolean {
    const m = this.mentionAt.get(i);
    return !m || m.kind === 'entity';
  }

  private explain(i: number, n: number): void {
    for (let k = Math.max(0, i); k < i + n && k < this.explained.length; k++) this.explained[k] = true;
  }

  /**
   * 'Show all port codes and the number of voyages for each', 'the different type codes, and how many templates
   * use each': an 'each' that ends the question points back at the things listed before the 'and', the groups.
   */
  private listedForEach(at: number): Mention | null {
    if (this.T[at] !== 'each' || at !== this.T.length - 1) return null;
    const and = this.T.lastIndexOf('and', at);
    if (and < 1) return null;
    for (let k = and - 1; k >= 0; k--) {
      const m = this.mentionAt.get(k);
      if (m && (m.kind === 'column' || m.kind === 'entity')) return m;
    }
    return null;
  }

  private nextMention(from: number, maxSkip: number): Mention | null {
    let skipped = 0;
    for (let k = from; k < this.T.length; k++) {
      const m = this.mentionAt.get(k);
      if (m) return m;
      if (numberWord(this.T[k]) !== null || FILLER.has(this.T[k])) continue;
      if (++skipped > maxSkip) return null;
    }
    return null;
  }

  private prevMention(from: number, maxSkip: number): Mention | null {
    let skipped = 0;
    for (let k = from; k >= 0; k--) {
      const m = this.mentionAt.get(k);
      if (m) return m;
      if (FILLER.has(this.T[k])) continue;
      if (++skipped > maxSkip) return null;
    }
    return null;
  }

  /**
   * 'the name of each course and the corresponding number of …': the name of rows grouped by themselves is how the
   * group is shown already, no second grouping.
   */
  private withoutNamesOfGroups(dims: DimRef[]): DimRef[] {
    const named = new Set(
      dims.flatMap((d) =>
        d.kind === 'entity' && !d.via
          ? (this.catalog.byName.get(d.entity)?.label?.columns ?? []).map((c) => `${d.entity}.${c}`)
          : [],
      ),
    );
    return dims.filter(
      (d) => d.kind !== 'column' || d.distinct || !d.columns.every((c) => named.has(`${c.entity}.${c.column}`)),
    );
  }

  /** The table of the last rows named before word `i` ('the party that has at least two records'), if any. */
  private tableNamedBefore(i: number): string | undefined {
    return this.mentions.filter((m) => m.kind === 'entity' && m.span.i < i).pop()?.entities[0];
  }

  /** Positions of the words of quoted texts of several words, some not numbers ('"6862 Kaitlyn Knolls"'). */
  private insideQuotes(): Set<number> {
    const out = new Set<number>();
    for (const q of this.ev.quoted) {
      const words = tokenize(q);
      if (words.length < 2 || words.every((w) => numberWord(w) !== null)) continue;
      for (let i = 0; i + words.length <= this.T.length; i++)
        if (words.every((w, k) => this.T[i + k] === w)) for (let k = 0; k < words.length; k++) out.add(i + k);
    }
    return out;
  }

  /**
   * The rows and the records of 'the detail of the vehicle used in lessons most often' (ranking word at `oftenAt`
   * - 1): a column of rows said first, a participle, and a table whose records point at those rows. Else null.
   */
  private usedInRecords(oftenAt: number): { rows: string; records: string } | null {
    const T = this.T;
    const asked = this.mentions.find((m) => m.kind === 'column' && !m.used && m.span.i < oftenAt);
    if (!asked || !isParticiple(T[asked.span.i + asked.span.n] ?? '')) return null;
    const records = this.mentions.find(
      (m) => m.kind === 'entity' && !m.used && m.span.i > asked.span.i && m.span.i + m.span.n === oftenAt - 1,
    );
    const rows = asked.columns
      .map((c) => c.entity)
      .find((e) => this.catalog.edges.some((x) => records && x.from === records.entities[0] && x.to === e));
    if (!records || !rows) return null;
    records.used = true;
    // The column asked is shown beside each (its name, if it is the rows' name, is shown anyway).
    asked.used = true;
    const shown = asked.columns.find((c) => c.entity === rows);
    if (shown && !this.catalog.byName.get(rows)?.label?.columns.includes(shown.column)) this.askedOfRanked.push(shown);
    this.explain(asked.span.i + asked.span.n, records.span.i + records.span.n - (asked.span.i + asked.span.n));
    return { rows, records: records.entities[0] };
  }

  /**
   * 'How many distinct students are enrolled in courses?': rows of one table, a participle, and rows of another,
   * where a table of links between the two is named by the participle's event (Student_Course_Enrolment,
   * 'enrolled'): those with at least one such link.
   */
  private readLinkPresence(): Array<Extract<FilterRef, { kind: 'threshold' }>> {
    const T = this.T;
    const out: Array<Extract<FilterRef, { kind: 'threshold' }>> = [];
    // (Or, in a count, a verb in the present right between the two: 'how many students play sports', 'how many
    // students who play video games'. Rows listed so are read by the presence form, readings/forms.ts.)
    const counting = T.some(
      (w, k) =>
        (w === 'how' && T[k + 1] === 'many') ||
        (w === 'number' && T[k + 1] === 'of' && (k === 0 || ['the', 'a', 'total'].includes(T[k - 1]))),
    );
    for (let i = 1; i + 1 < T.length; i++) {
      const present =
        counting &&
        !isParticiple(T[i]) &&
        /^[a-z]{3,}$/.test(T[i]) &&
        !GRAMMAR_WORDS.has(T[i]) &&
        !BE_FORMS.has(T[i]) &&
        !HAVE_FORMS.has(T[i]) &&
        T[i] !== 'having' &&
        T[i] !== 'being' &&
        // ('whose' opens a noun of theirs, not a verb: 'candidates whose assessment code is Fail'.)
        (this.mentionAt.get(i - 1)?.kind === 'entity' || (CLAUSE_OPENERS.has(T[i - 1]) && T[i - 1] !== 'whose'));
      // (A verb that only begins some column's name, 'play' beside Hours_Played, is still the verb.)
      const at = this.mentionAt.get(i);
      const partial = !!at && at.span.n === 1 && at.kind !== 'value' && at.span.schema.every((h) => h.partial);
      // ('how many pupils play instruments' beside Plays_Instruments: the verb and the records are the link table's
      // own name, its rows those records.)
      const said =
        present && at?.kind === 'entity' && at.span.i === i && at.span.n > 1 && !at.used ? at.entities[0] : null;
      const subject = this.mentionAt.get(CLAUSE_OPENERS.has(T[i - 1]) ? i - 2 : i - 1);
      if (
        said &&
        subject?.kind === 'entity' &&
        !this.explained[i] &&
        this.catalog.edges.some((x) => x.from === said && x.to === subject.entities[0])
      ) {
        at!.used = true;
        this.explain(i, at!.span.n);
        out.push(
          this.place(
            { kind: 'threshold', op: '>=', value: 1, columns: [], onMeasure: true, countOf: said },
            { i, n: at!.span.n },
          ),
        );
        continue;
      }
      if (this.explained[i] || (at && !partial) || (!isParticiple(T[i]) && !present)) continue;
      // ('students are enrolled in', 'courses that have enrolled students', 'courses enrolled in by students')
      let before = i - 1;
      while (before > 0 && (BE_FORMS.has(T[before]) || HAVE_FORMS.has(T[before]) || CLAUSE_OPENERS.has(T[before])))
        before--;
      const a = this.mentionAt.get(before);
      // ('how many games were played by students' beside SportsInfo.GamesPlayed: the games kept, added up.)
      if (this.keptAmountNamed(T[before], T[i])) continue;
      let k = i + 1;
      if (LINK_PREPOSITIONS.has(T[k])) k++;
      if (T[k] === 'by') k++;
      while (ARTICLES.has(T[k] ?? '') || T[k] === 'any') k++;
      const b = this.mentionAt.get(k);
      if (a?.kind !== 'entity' || b?.kind !== 'entity' || b.used || a.entities[0] === b.entities[0]) continue;
      const from = (x: string) => new Set(this.catalog.edges.filter((e) => e.from === x).map((e) => e.to));
      const link =
        this.catalog.entities.find(
          (l) =>
            from(l.name).has(a.entities[0]) &&
            from(l.name).has(b.entities[0]) &&
            l.words.some((w) => sameEvent(T[i], w)),
        ) ??
        // ('students play sports' of SportsInfo, each row a student's: the records themselves.)
        (present && from(b.entities[0]).has(a.entities[0]) ? this.catalog.byName.get(b.entities[0]) : undefined);
      if (!link) continue;
      if (at) at.used = true;
      b.used = true;
      this.explain(i, k - i);
      // ('How many distinct students are enrolled …': each counted once, as those with a link are.)
      if (DISTINCT_WORDS.has(T[a.span.i - 1] ?? '')) this.explain(a.span.i - 1, 1);
      out.push(
        this.place(
          { kind: 'threshold', op: '>=', value: 1, columns: [], onMeasure: true, countOf: link.name },
          { i, n: b.span.i + b.span.n - i },
        ),
      );
    }
    return out;
  }

  /**
   * 'pupils who did not grow up in Leeds', 'players who come from Spain': a verb (and its particle) right before 'in'
   * or 'from' and a value of a column that holds a place (a hometown, a country) says where the rows are from, which
   * the condition on that column says already.
   */
  private explainPlaceVerbs(): void {
    const T = this.T;
    for (const m of this.mentions) {
      if (m.kind !== 'value' || !['in', 'from'].includes(T[m.span.i - 1] ?? '')) continue;
      const place = m.span.values.some((v) =>
        v.columns.some((c) =>
          this.columnOf({ entity: v.entity, column: c, score: 1 })?.words.some((w) => PLACE_WORDS.has(w)),
        ),
      );
      if (!place) continue;
      let k = m.span.i - 2;
      if (VERB_PARTICLES.has(T[k]) && !this.mentionAt.has(k)) k--;
      if (k < 1 || this.mentionAt.has(k) || this.explained[k] || !/^[a-z]{3,}$/.test(T[k]) || GRAMMAR_WORDS.has(T[k]))
        continue;
      this.explain(k, m.span.i - k);
    }
  }

  /**
   * Verbs that say how the rows are related, which the reading's joins and conditions say already.
   * 'students living in the male dorm', 'who lives in a dorm': a table named by a verb and its preposition
   * (`Lives_in`) links the rows it joins; the verb said with that preposition names the link, when the question
   * names both tables it links (students, a dorm or a dorm's value), which are joined through it.
   */
  private explainRelationVerbs(): void {
    const T = this.T;
    const named = new Set(
      this.mentions.flatMap((m) =>
        m.kind === 'entity'
          ? m.entities
          : m.kind === 'column'
            ? m.columns.map((c) => c.entity)
            : m.kind === 'value'
              ? m.span.values.map((v) => v.entity)
              : [],
      ),
    );
    for (const e of this.catalog.entities) {
      const [verb, preposition, ...rest] = e.words;
      if (rest.length || !preposition || !GRAMMAR_WORDS.has(preposition) || GRAMMAR_WORDS.has(verb)) continue;
      const linked = new Set(this.catalog.edges.filter((x) => x.from === e.name && !x.selfReference).map((x) => x.to));
      if (linked.size < 2 || [...linked].some((t) => !named.has(t))) continue;
      for (let i = 0; i + 1 < T.length; i++)
        if (!this.explained[i] && T[i + 1] === preposition && sameVerb(T[i], verb)) this.explain(i, 1);
    }
    // 'the platform shared by the greatest number of devices': the participle says the counted rows hold the thing
    // ranked, which counting them by it says.
    for (let i = 0; i + 5 < T.length; i++)
      if (
        !this.explained[i] &&
        isParticiple(T[i]) &&
        T[i + 1] === 'by' &&
        T[i + 2] === 'the' &&
        (MOST_WORDS[T[i + 3]] !== undefined || !!SIZE_RANKS[T[i + 3]]) &&
        COUNT_NOUNS.has(T[i + 4]) &&
        T[i + 5] === 'of'
      )
        this.explain(i, 2);
    // 'each camera lens and the number of photos taken by it', 'authors and the books written by them': a participle
    // right after the rows counted, then 'by' and a word standing for the rows each is counted for, says that those
    // rows hold them, which counting them by it says.
    for (let i = 1; i + 2 < T.length; i++) {
      const counted = this.mentionAt.get(i - 1);
      if (this.explained[i] || !isParticiple(T[i]) || T[i + 1] !== 'by' || !BY_WHOM_PRONOUNS.has(T[i + 2])) continue;
      if (counted?.kind === 'entity' && counted.span.i + counted.span.n === i) this.explain(i, 3);
    }
    // 'the states which have between 2 to 4 staff living there': a verb in -ing before 'there' says again that the
    // rows counted are those of the place named, which the join says.
    for (let i = 0; i + 1 < T.length; i++)
      if (!this.explained[i] && /[a-z]{3}ing$/.test(T[i]) && T[i + 1] === 'there' && !this.mentionAt.has(i))
        this.explain(i, 2);
    // 'students living in city PHL', 'employees working in Sales': a verb in -ing before a place's preposition and the
    // value it places them by (maybe after its column's name) says only that condition, which the value reads.
    for (let i = 0; i + 2 < T.length; i++) {
      if (this.explained[i] || !/[a-z]{3}ing$/.test(T[i]) || !PLACING_PREPOSITIONS.has(T[i + 1])) continue;
      let k = i + 2;
      if (ARTICLES.has(T[k])) k++;
      const column = this.mentionAt.get(k);
      if (column?.kind === 'column' && column.span.i === k) k += column.span.n;
      const value = this.mentionAt.get(k);
      if (value?.kind === 'value' && value.span.i === k) this.explain(i, 1);
    }
  }

  /**
   * `kept` stands for `other`'s words too, and `other` is no mention of its own: one mention from the first of their
   * words to the last ('director names', 'codes of document types'). The two are neighbours among the mentions.
   */
  private absorbMention(kept: Mention, other: Mention): void {
    const i = Math.min(kept.span.i, other.span.i);
    const n = Math.max(kept.span.i + kept.span.n, other.span.i + other.span.n) - i;
    this.mentions.splice(this.mentions.indexOf(other), 1);
    kept.span = { ...kept.span, i, n, text: this.T.slice(i, i + n).join(' ') };
    for (let k = i; k < i + n; k++) this.mentionAt.set(k, kept);
  }

  /**
   * Whether a column of text whose values repeat (a category, or names kept as a column's values: party.Governor)
   * ends right before word `end`, read as nothing else yet ('governor' of 'been governor the most times').
   */
  private repeatingColumnEndsAt(end: number): boolean {
    const m = this.mentionAt.get(end - 1);
    return (
      m?.kind === 'column' &&
      !m.used &&
      m.span.i + m.span.n === end &&
      !isParticiple(this.T[end - 1]) &&
      m.columns.length > 0 &&
      m.columns.every((c) => this.columnOf(c)?.type === 'text' && this.columnOf(c)?.role !== 'id')
    );
  }

  /** A column of kinds or places (no figure, no name of a row) said in the plural at `i` ('the cities'). */
  private pluralKindAt(i: number): boolean {
    const m = this.mentionAt.get(i);
    if (m?.kind !== 'column' || m.span.i !== i || m.used || !m.columns.length) return false;
    const last = m.span.text.split(' ').at(-1) ?? '';
    return singularOf(last) !== last && m.columns.every((c) => this.columnOf(c)?.role === 'category');
  }

  /** A verb of moving things ('sold', 'shipped', or one naming a kind of movement in the data). */
  private isVerb(w: string): boolean {
    return TRANSACTION_VERBS.has(w) || !!this.asks.verbs?.includes(w);
  }

  private isSchemaWord(i: number): boolean {
    const m = this.mentionAt.get(i);
    return !!m && m.kind !== 'value' && m.span.n > 1;
  }

  /**
   * 'average rent by bedrooms', 'number of units by number of bedrooms', 'employees by years of service': a
   * grouping by a whole-number column that counts something, when the question measures something else before
   * it and ranks nothing ('top customers by number of orders' ranks: the count is the measure there). Returns
   * the column's mention, or null.
   */
  private groupsByNumber(at: number): Mention | null {
    const T = this.T;
    let k = at + 1;
    while (FILLER.has(T[k])) k++;
    const counted = COUNT_PHRASES.find((p) => p.every((w, j) => T[k + j] === w));
    if (counted) k += counted.length;
    const m = this.mentionAt.get(k);
    if (!m || m.kind !== 'column' || m.used) return null;
    const discrete = m.columns.filter((c) => {
      const col = this.columnOf(c);
      return !!col && col.type === 'integer' && !col.isKey && col.money !== 'amount' && col.money !== 'price';
    });
    if (!discrete.length || discrete.length < m.columns.length) return null;
    if (T.some((w) => (MOST_WORDS[w] && w !== 'more') || w === 'rank' || w === 'ranked' || w === 'sorted')) return null;
    const before = T.slice(0, at);
    const measured =
      before.some((w) => AGG_WORDS[w] || MONEY_WORDS.has(w)) ||
      COUNT_PHRASES.some((p) => before.some((_, j) => p.every((w, q) => before[j + q] === w))) ||
      [...this.mentionAt.entries()].some(([j, x]) => j < at && (x.kind === 'entity' || x.kind === 'column'));
    return measured ? m : null;
  }

  /** 'which vendor has the highest …': a thing named after 'which' / 'what', before the ranking word at `at`. */
  private ranksSubject(at: number): boolean {
    const q = this.T.findIndex((w) => w === 'which' || w === 'what');
    if (q < 0 || q >= at) return false;
    return [...this.mentionAt.entries()].some(
      ([j, m]) =>
        j > q && j < at && (m.kind === 'entity' || m.kind === 'edge' || (m.kind === 'column' && this.namesKind(m))),
    );
  }

  /** A column mention that names a kind of row or its label (a category, a name): something rows are grouped by. */
  private namesKind(m: Mention): boolean {
    return m.columns.some((c) => ['category', 'label'].includes(this.columnOf(c)?.role ?? ''));
  }

  /**
   * The one table whose rows point at `entity`, when `entity` is a lookup (rows with a name of their own that one other
   * table uses: payment methods, card types; a link table too: the facilities of apartments): how often each is used
   * is a count of those rows. Else null.
   */
  private usesOfLookup(entity: string): string | null {
    const e = this.catalog.byName.get(entity);
    const users = [
      ...new Set(this.catalog.edges.filter((x) => x.to === entity && x.from !== entity).map((x) => x.from)),
    ];
    return e?.label && users.length === 1 ? users[0] : null;
  }

  /** A kind, or the code a lookup table is keyed by ('template type code' of Ref_Template_Types). */
  private namesKindOrCode(m: Mention): boolean {
    return this.namesKind(m) || m.columns.some((c) => !!this.columnOf(c)?.codeWords);
  }

  /**
   * 'Find the state which has the most customers', 'List the city with the highest total sales': a category named
   * 'the X' right before a relative clause or 'with' that ranks it is what is ranked, as in 'which state has …'.
   */
  private rankedColumnSubject(whAt: number): Mention | null {
    const T = this.T;
    for (const m of this.mentions) {
      const end = m.span.i + m.span.n;
      // A wh-word before it asks its own subject ('what is the name of the bank with the most …').
      // 'Show director with the largest number of show times': a request's object needs no article.
      const led = T[m.span.i - 1] === 'the' || (m.span.i === 1 && REQUEST_VERBS.has(T[0]));
      if (m.used || m.kind !== 'column' || !led || (whAt >= 0 && whAt !== end)) continue;
      if (!this.namesKind(m) && !this.groupedByNumber(m)) continue;
      // 'the city where the most customers live': 'where' ranks a place as 'which' does.
      if (!/^(?:which|that|with|where)$/.test(T[end] ?? '')) continue;
      let k = end + 1;
      while (k < T.length && (RANKED_ROW_LINKS.has(T[k]) || T[k] === 'the')) k++;
      const w = T[k];
      if (w !== undefined && w !== 'more' && (MOST_WORDS[w] !== undefined || !!SIZE_RANKS[w])) return m;
    }
    return null;
  }

  /**
   * A figure that is a rate of something (a price, a salary, a score) is averaged, not added up. A cost or a fee
   * recorded as the amount of an event ('cost_amt' of a maintenance request) was incurred, and adds up.
   */
  private rateLike(c: ColumnCandidate): boolean {
    const col = this.columnOf(c);
    if (!col || !col.words.some((w) => RATE_LIKE_WORDS.has(w))) return false;
    const incurred =
      col.words.every((w) => !RATE_LIKE_WORDS.has(w) || w === 'cost' || w === 'fee') &&
      ['amount', 'total'].includes(col.words[col.words.length - 1]) &&
      !!this.catalog.byName.get(c.entity)?.eventTimeColumns.length;
    return !incurred;
  }

  /**
   * A column a question may ask to see of its rows: not an identifier, but a code the table is keyed by is one
   * (`ports.port_code`: "the port code for Antwerp" asks for 'ANR'; a surrogate number is no one's answer).
   */
  private showable(c: ColumnCandidate): boolean {
    const col = this.columnOf(c);
    return !!col && (col.role !== 'id' || !!col.codeWords);
  }

  /**
   * 'the official names of the cities of each competition': with nothing counted or added up (the caller's check), a
   * column said 'of the' rows of `e`, which each grouped row points at (one each), asks for that row's column beside
   * each grouped row, not for a count of `e`. The column is kept to be shown; the grouped table, or null.
   */
  private columnOfRelatedOfEach(e: string, dims: DimRef[]): string | null {
    const T = this.T;
    const grouped = dims.length === 1 && dims[0].kind === 'entity' && !dims[0].via ? dims[0].entity : null;
    if (!grouped || !this.pointsAt(grouped, e)) return null;
    const rows = this.mentions.find((m) => m.kind === 'entity' && m.entities[0] === e);
    const k = rows ? rows.span.i - (T[rows.span.i - 1] === 'the' ? 1 : 0) : -1;
    const asked = T[k - 1] === 'of' ? this.mentions.find((m) => m.span.i + m.span.n === k - 1) : undefined;
    const column =
      asked?.kind === 'column' && !asked.used ? asked.columns.find((c) => c.entity === e && this.showable(c)) : null;
    if (!rows || !asked || !column) return null;
    asked.used = true;
    rows.used = true;
    this.askedOfRanked.push(column);
    return grouped;
  }

  /**
   * 'cities that have hosted more than one competition': a past participle after 'have' is the verb, which may name
   * a reference (Host_city_ID, how the two are related) but no column of text (Hosts).
   */
  private perfectVerb(s: Span): Span {
    if (s.n !== 1 || !HAVE_FORMS.has(this.T[s.i - 1] ?? '') || !/[^e]ed$/.test(s.text)) return s;
    // (Only beside the reference it names: a yes/no or a date the verb names stays, 'accounts that have churned', in
    // whatever type a schema keeps it.)
    const columnOf = (h: PhraseHit) =>
      h.target.kind === 'column' ? this.catalog.byName.get(h.target.entity)?.byName.get(h.target.column) : undefined;
    if (!s.schema.some((h) => !!columnOf(h)?.references)) return s;
    const schema = s.schema.filter((h) => {
      const c = columnOf(h);
      return !c || !!c.references || c.type !== 'text';
    });
    return schema.length === s.schema.length ? s : { ...s, schema };
  }

  /** Whether rows of `from` point at rows of `to` (a reference of one table to another, not to itself). */
  private pointsAt(from: string, to: string | undefined): boolean {
    return this.catalog.edges.some((e) => e.from === from && e.to === to && !e.selfReference);
  }

  private columnOf(c: ColumnCandidate) {
    return this.catalog.byName.get(c.entity)?.byName.get(c.column);
  }

  private isMeasureColumn(c: ColumnCandidate): boolean {
    const col = this.columnOf(c);
    return !!col && col.role === 'measure';
  }

  /** `amountsOnly`: a money amount does not count (a verb may name it: 'paid' for PAID_AMT). */
  private anyMeasureColumn(amountsOnly = false): boolean {
    return this.mentions.some(
      (m) =>
        m.kind === 'column' &&
        !m.used &&
        m.columns.some((c) => this.isMeasureColumn(c) && !(amountsOnly && this.columnOf(c)?.money === 'amount')),
    );
  }

  private sameKind(a: ColumnCandidate, b: ColumnCandidate): boolean {
    const ra = this.columnOf(a)?.role,
      rb = this.columnOf(b)?.role;
    return ra === rb && (ra === 'measure' || ra === 'time');
  }

  private followedByMeasure(i: number): boolean {
    const w = this.T[i];
    if (w === undefined) return false;
    if (MONEY_WORDS.has(w)) return true;
    const m = this.mentionAt.get(i);
    // 'total degrees' of a table keeping a tally of degrees (catalog tallyOf): that tally.
    if (m?.kind === 'entity') return m.entities.some((e) => this.catalog.byName.get(e)?.tally);
    return !!m && m.kind === 'column' && m.columns.some((c) => this.isMeasureColumn(c));
  }

  /**
   * The figure columns whose own name is the event a word names ('spend' → `Spent`), looked for where the question
   * is (tablesNear), as a verb's amount is.
   */
  private figuresOfEvent(word: string): ColumnCandidate[] {
    return [...this.tablesNear()].flatMap((name) =>
      (this.catalog.byName.get(name)?.columns ?? [])
        .filter((c) => c.role === 'measure' && c.words.some((x) => sameEvent(x, word)))
        .map((c) => ({ entity: name, column: c.name, score: 1 })),
    );
  }

  /**
   * The tables the question names, those pointing at them, and the tables of columns it names; with nothing named,
   * every table of a schema small enough to look through, never a whole wide schema.
   */
  private tablesNear(): Set<string> {
    const near = new Set<string>();
    for (const m of this.mentions) {
      if (m.kind === 'entity') m.entities.forEach((e) => near.add(e));
      if (m.kind === 'column') m.columns.forEach((c) => near.add(c.entity));
    }
    for (const e of this.catalog.edges) if (near.has(e.to) && !e.selfReference) near.add(e.from);
    // Nothing named ('on average, how much did each insurer pay', read without its 'each insurer').
    if (!near.size && this.catalog.entities.length <= MAX_TABLES_FOR_ANY_VERB)
      for (const e of this.catalog.entities) near.add(e.name);
    return near;
  }

  /**
   * The money columns a verb of the question names ('pay' and 'paid' for PAID_AMT, 'refunded' for REFUND_AMT), on
   * the tables the question names, those pointing at them, and the tables of columns it names: the verb's amount is
   * looked for where the question is, never over a whole wide schema. The verb's word is read as that column.
   */
  private amountNamedByVerb(): ColumnCandidate[] {
    const T = this.ev.tokens.map((t) => t.text);
    const amounts = [...this.tablesNear()].flatMap((name) =>
      (this.catalog.byName.get(name)?.columns ?? []).filter((c) => c.money === 'amount'),
    );
    const found: ColumnCandidate[] = [];
    const said = new Set<number>();
    T.forEach((w, i) => {
      if (w.length < 3 || COMMON_WORDS.has(w) || this.ev.tokens[i].time) return;
      for (const c of amounts)
        if (c.words.some((x) => sameEvent(x, w))) {
          if (!found.some((f) => f.entity === c.entity && f.column === c.name))
            found.push({ entity: c.entity, column: c.name, score: 1 });
          said.add(i);
        }
    });
    if (!found.length) return [];
    for (const i of said) {
      const m = this.mentionAt.get(i);
      if (m && m.kind === 'column') m.used = true;
      this.explain(i, 1);
    }
    return found;
  }

  /** Whether the words at `i` name rows to rank: a table, or a column whose values are grouped ('countries'). */
  private namesRows(i: number): boolean {
    const m = this.mentionAt.get(i);
    return m?.kind === 'entity' || (m?.kind === 'column' && !m.columns.some((c) => this.isMeasureColumn(c)));
  }

  /**
   * The measure columns of a column mention, of the table named after it: 'the total amount of overdue invoices' is
   * the invoices' amount (their total), not a column called amount in deals. The mention's own candidates on that
   * table when it has some, else that table's amounts when the mention is a plain money word; else all of them.
   */
  private amountOfNamed(m: Mention): ColumnCandidate[] {
    const all = m.columns.filter((c) => this.isMeasureColumn(c));
    if (this.T[m.span.i + m.span.n] !== 'of') return all;
    const named = this.entityAfterQualifiers(this.nextMention(m.span.i + m.span.n + 1, 2));
    if (!named || named.kind !== 'entity') return all;
    const entity = named.entities[0];
    const own = all.filter((c) => c.entity === entity);
    // 'the amount of settlement' of Amount_Claimed and Amount_Settled: the amount of the event the table records
    // (settled ~ settlement, paid ~ payment), when its name says one of them.
    const event = [...named.span.text.split(' '), ...(this.catalog.byName.get(entity)?.words ?? [])];
    const evented = own.filter((c) => this.columnOf(c)?.words.some((w) => event.some((x) => sameEvent(x, w))));
    if (evented.length && evented.length < own.length) return evented;
    if (own.length) return own;
    const plain = m.span.text.split(' ').every((w) => ['amount', 'value', 'sum', 'money'].includes(w));
    const amounts = plain ? this.amountColumns(entity) : [];
    return amounts.length ? amounts : all;
  }

  /** The one figure column of the mentioned table whose name holds every word the mention said ('fee', CampusFee). */
  private figureNamedAs(m: Mention): ColumnCandidate[] {
    const figure = this.onlyColumnSaying(m, m.entities[0], (c) => c.role === 'measure');
    return figure ? [figure] : [];
  }

  /**
   * Whether rows of `holder` keep a count of `counted` as a figure of their own ('no_of_customers' of a bank): 'the
   * total number of bank customers' may add those up.
   */
  private keepsCountOf(holder: string, counted: string): boolean {
    const stems = (this.catalog.byName.get(counted)?.words ?? []).map((w) => stem(singularOf(w)));
    return (this.catalog.byName.get(holder)?.columns ?? []).some(
      (c) => c.role === 'measure' && stems.some((s) => c.stems.includes(s)),
    );
  }

  /** Whether the column said after a sort's 'by' ('in descending order by age') is one of `columns`; read so if it is. */
  private sortNamesFigure(columns: ColumnCandidate[]): boolean {
    const T = this.T;
    const byAt = sortsByAt(T);
    if (byAt < 0) return false;
    let k = byAt + 1;
    while (ARTICLES.has(T[k])) k++;
    const m = this.mentionAt.get(k);
    const same =
      m?.kind === 'column' &&
      m.columns.some((c) => columns.some((x) => x.entity === c.entity && x.column === c.column));
    if (same) {
      m.used = true;
      this.explain(byAt, k + m.span.n - byAt);
    }
    return same;
  }

  /** The one column two or more values the question says (none negated) are of, or null. */
  private columnOfValuesSaid(filters: FilterRef[]): ColumnCandidate | null {
    const values = filters.filter((f): f is Extract<FilterRef, { kind: 'value' }> => f.kind === 'value' && !f.negate);
    if (values.length < 2) return null;
    const keys = values.map((f) => new Set(f.hits.flatMap((h) => h.columns.map((c) => `${h.entity}|${c}`))));
    const shared = [...keys[0]].filter((k) => keys.every((s) => s.has(k)));
    if (shared.length !== 1) return null;
    const [entity, column] = shared[0].split('|');
    return { entity, column, score: 1 };
  }

  /** Whether a figure column is named within three words after `m` ('checking and savings balances'). */
  private modifiesFigure(m: Mention): boolean {
    for (let k = m.span.i + m.span.n; k < m.span.i + m.span.n + 3; k++) {
      const x = this.mentionAt.get(k);
      if (x?.kind === 'column' && x.columns.some((c) => this.isMeasureColumn(c))) return true;
    }
    return false;
  }

  /**
   * The one figure column of `entity` (no key, no reference, no year), as the table's own figure; none if not one, or
   * if its rows are people or named things (a record table's word names its figure: a rating, a review).
   */
  private soleFigureOf(entity: string): ColumnCandidate[] {
    const e = this.catalog.byName.get(entity);
    if (!e || e.isPerson || e.label) return [];
    const figures = e.columns.filter((c) => c.role === 'measure' && !c.isKey && !c.references && !holdsYears(c));
    return figures.length === 1 ? [{ entity, column: figures[0].name, score: 1 }] : [];
  }

  /**
   * The one column of `entity`, no key, that `accept` takes and whose name holds every word the mention said
   * ('fee' of CampusFee, 'email addresses' of Store_Email_Address); none when no column or several do.
   */
  private onlyColumnSaying(
    m: Mention,
    entity: string,
    accept: (c: CatalogColumn) => boolean,
  ): ColumnCandidate | undefined {
    const said = m.span.text.split(' ').map(stem);
    const named = (this.catalog.byName.get(entity)?.columns ?? []).filter(
      (c) => !c.isKey && accept(c) && said.every((s) => c.stems.includes(s)),
    );
    return named.length === 1 ? { entity, column: named[0].name, score: 1 } : undefined;
  }

  /** The reference a column is alone, as a whole key of one column (`takes.semester` is one part of a key of four). */
  private singleKeyEdge(c: ColumnCandidate): JoinEdge | undefined {
    return this.catalog.edges.find(
      (e) => e.from === c.entity && e.fromFields.length === 1 && e.fromFields[0] === c.column,
    );
  }

  private amountColumns(entity: string): ColumnCandidate[] {
    const e = this.catalog.byName.get(entity);
    if (!e) return [];
    return e.columns.filter((c) => c.money === 'amount').map((c) => ({ entity, column: c.name, score: 1 }));
  }

  private asDim(m: Mention): DimRef {
    if (m.kind === 'edge') return { kind: 'entity', entity: m.edge!.to, via: m.edge };
    if (m.kind === 'entity') return { kind: 'entity', entity: m.entities[0], said: saidWords(m.span.text) };
    // A foreign-key column ('product category' → products.category_id) groups by the row it points at. So does one
    // named as the name column of the table it points at ('site': staff.Site → school_sites, named by its Site).
    // (Of the columns the word names in full: a part of a longer name, `SiteFee`, is another column.)
    const named = m.columns.filter((c) => c.score > 0.5);
    // (A whole key alone: `takes.semester`, one part of a key of four, names no section.)
    const wholeKey = (c: ColumnCandidate) => !!this.singleKeyEdge(c);
    // (The reference named by the words said, all of them: 'carrier name' is the carrier's name column, not carrier_id.)
    const said = m.span.text.split(' ').map(stem).join(' ');
    const pointing = named.find(
      (c) => this.columnOf(c)?.references && wholeKey(c) && this.columnOf(c)!.stems.join(' ') === said,
    );
    const target = pointing ? this.columnOf(pointing)!.references! : undefined;
    if (
      target &&
      named.some((c) => c.entity === target) &&
      named.every(
        (c) =>
          (this.columnOf(c)?.references === target && wholeKey(c)) ||
          (c.entity === target && this.columnOf(c)?.type === 'text'),
      )
    )
      return { kind: 'entity', entity: target, said: saidWords(m.span.text) };
    const fk = m.columns[0] && this.columnOf(m.columns[0])?.references ? this.singleKeyEdge(m.columns[0]) : undefined;
    if (fk) return { kind: 'entity', entity: fk.to, via: fk };
    // 'the names of the singers': a column said of a table named right after it is that table's.
    const of = this.ofEntityAfter(m);
    const own = of ? m.columns.filter((c) => c.entity === of) : [];
    return { kind: 'column', columns: own.length ? own : m.columns };
  }

  /** A mention of yes/no columns only ('official' for IsOfficial). */
  /** 'How many distinct FDA approval statuses are there?': a yes/no column's values asked for, not a condition. */
  private flagValuesAsked(m: Mention): boolean {
    const T = this.T;
    return DISTINCT_WORDS.has(T[m.span.i - 1] ?? '') || FLAG_VALUES_WORDS.has(T[m.span.i + m.span.n] ?? '');
  }

  private isFlagMention(m: Mention): boolean {
    return m.kind === 'column' && m.columns.length > 0 && m.columns.every((c) => this.columnOf(c)?.role === 'boolean');
  }

  /** The table named right after a mention by 'of' ('names of the singers' → singer), or null. */
  private ofEntityAfter(m: Mention): string | null {
    let k = m.span.i + m.span.n;
    // 'the names and ids of products': past the other columns asked with it.
    while (this.T[k] === 'and' || this.T[k] === ',') {
      // 'the names and average salaries for departments': an aggregate word may come before the other column.
      const at = AGG_WORDS[this.T[k + 1]] ? k + 2 : k + 1;
      const also = this.mentionAt.get(at);
      if (also?.kind === 'column' && also.span.i === at) k = also.span.i + also.span.n;
      else if (ASK_KEY_WORDS.has(this.T[k + 1])) k += 2;
      else break;
    }
    // 'the names … for departments': 'for' after the names of things says whose they are, as 'of' does.
    const naming = m.kind === 'column' && m.span.n === 1 && /^(?:names?|titles?)$/.test(m.span.text);
    // So does 'for the' before one row ('the document type code for the document with the id 2').
    const oneRow = this.T[k + 1] === 'the' && !!this.oneRowNamed(k + 2);
    if (this.T[k] !== 'of' && !(this.T[k] === 'for' && (naming || oneRow))) return null;
    k++;
    // 'the names of the 3 departments with the most courses': past the count of them too.
    while (
      ARTICLES.has(this.T[k] ?? '') ||
      this.T[k] === 'all' ||
      this.T[k] === 'each' ||
      this.T[k] === 'top' ||
      (numberWord(this.T[k] ?? '') !== null && !this.ev.tokens[k]?.time)
    )
      k++;
    const next = this.mentionAt.get(k);
    if (next?.kind === 'entity') return next.entities[0];
    // 'the names of all the catalog entries': a table named by its rows' key (catalog_entry_id) is read as the
    // reference to it; the table is the one said.
    if (next?.kind === 'edge' && next.span.i === k) return next.edge!.to;
    // 'the names of products costing more than 600': the table's name begins a column's words ('products costing'
    // for the product price), and is the table said.
    const table = next?.kind === 'column' && next.span.i === k ? this.catalog.byName.get(next.columns[0].entity) : null;
    return table?.stems.includes(stem(this.T[k])) ? table.name : null;
  }

  /** The thing asked about: after 'which'/'what'/'who', after 'top N', or the first free entity before a group word. */
  private findSubject(whAt: number, hasTopN: boolean): Mention | null {
    const T = this.T;
    // 'Find the customer who started a policy most recently': after a request, 'who' opens a clause about the rows
    // named just before it, which are the subject.
    if (whAt > 0 && LIST_WORDS.has(T[0])) {
      // 'the faculty members who …': a word for the rows may stand between them and 'who'.
      const end = ROW_WORDS.has(T[whAt - 1]) && !this.mentionAt.has(whAt - 1) ? whAt - 1 : whAt;
      const before = this.mentions.find((m) => m.kind === 'entity' && !m.used && m.span.i + m.span.n === end);
      // (Not 'Find the average age of students who …': a figure asked of those rows is taken over them, not by each.)
      const figured =
        before &&
        (T.slice(0, before.span.i).some((w) => AGG_WORDS[w] !== undefined) || asksCount(T.slice(0, before.span.i)));
      if (before) return figured ? null : before;
      // ('Find the delegates who are from counties …': people kept as a column's values are those rows; not 'the
      // state which has …', ranked below, nor 'their names' asked before 'which employees …'.)
      const values = this.mentions.find(
        (m) =>
          T[whAt] === 'who' &&
          !['their', 'its', 'his', 'her'].includes(T[m.span.i - 1] ?? '') &&
          m.kind === 'column' &&
          !m.used &&
          m.span.i + m.span.n === end &&
          m.columns.length > 0 &&
          m.columns.every((c) => !this.isMeasureColumn(c) && this.columnOf(c)?.role !== 'id'),
      );
      if (values && !asksCount(T.slice(0, values.span.i))) return values;
    }
    // ('Count the … countries that players who play Defender are from': a 'who' right after the rows it is said of,
    // in a count, opens a clause about them; what follows it is no subject.)
    const relative = whAt > 0 && asksCount(T.slice(0, whAt)) && this.mentions.some((m) => m.span.i + m.span.n === whAt);
    if (whAt >= 0 && !relative) {
      const m = this.nextMention(whAt + 1, T[whAt] === 'who' ? 0 : 1);
      if (m && !m.used && (m.kind !== 'column' || !m.columns.every((c) => this.isMeasureColumn(c)))) return m;
      // 'Which age has the most students?', 'which major has most number of students': a number of the rows' own,
      // asked with 'which', is what the rows are grouped by.
      if (m && !m.used && m.kind === 'column' && this.groupedByNumber(m)) return m;
      if (T[whAt] === 'who') {
        const person = this.firstFree((x) => x.kind === 'entity' && this.catalog.byName.get(x.entities[0])!.isPerson);
        if (person) return person;
      }
    }
    this.rankedSubject = this.rankedColumnSubject(whAt);
    if (this.rankedSubject) return this.rankedSubject;
    // 'Find the product names whose average product price is below 1000': with no question word, the things the
    // request names first, right before a clause about them, are the subject.
    if (whAt < 0 && LIST_WORDS.has(T[0])) {
      const m = this.nextMention(1, 2);
      const end = m ? m.span.i + m.span.n : -1;
      if (
        m &&
        !m.used &&
        (m.kind === 'entity' || (m.kind === 'column' && !m.columns.some((c) => this.isMeasureColumn(c)))) &&
        (CLAUSE_OPENERS.has(T[end]) ||
          // 'List the software platform shared by the greatest number of devices': a participle, 'by' and a ranking.
          (isParticiple(T[end] ?? '') &&
            T[end + 1] === 'by' &&
            T[end + 2] === 'the' &&
            (MOST_WORDS[T[end + 3]] !== undefined || !!SIZE_RANKS[T[end + 3]])) ||
          // ('the company names with a movie directed in 1999', 'the city with the largest population'; not 'the
          // carrier name with the number of depots', a count listed beside the rows.)
          (T[end] === 'with' &&
            (INDEFINITES.has(T[end + 1] ?? '') ||
              (T[end + 1] === 'the' && (MOST_WORDS[T[end + 2]] !== undefined || !!SIZE_RANKS[T[end + 2]])))))
      )
        return m;
    }
    if (hasTopN) {
      const i = T.findIndex(
        (w, k) => ['top', 'bottom', 'best', 'worst', 'first'].includes(w) && numberWord(T[k + 1]) !== null,
      );
      const m = i >= 0 ? this.nextMention(i + 2, 2) : null;
      if (m && !m.used && m.kind !== 'value') return m;
      // 'top 5 sales reps': a value that names a kind of row (employees titled Sales Rep) is what is ranked.
      if (m && !m.used && m.kind === 'value' && /s$/.test(m.span.text) && this.valueNamesRows(m)) return m;
    }
    const top = T.findIndex((w) => w === 'top' || w === 'bottom');
    if (top >= 0) {
      const m = this.nextMention(top + 1, 2);
      if (m && !m.used && m.kind !== 'value') return m;
    }
    return null;
  }

  /**
   * 'the average length in feet of the bridges' (length_meters, length_feet): of columns a word named alike, the one
   * whose own word the question says after 'in' ('in feet'). The others stay when none is said.
   */
  private narrowedBySaidWord(columns: ColumnCandidate[]): ColumnCandidate[] {
    if (columns.length < 2) return columns;
    for (let k = 0; k + 1 < this.T.length; k++) {
      if (this.T[k] !== 'in' || this.explained[k + 1]) continue;
      const said = stem(singularOf(this.T[k + 1]));
      const own = columns.filter((c) => this.columnOf(c)?.stems.includes(said));
      if (own.length !== 1) continue;
      this.explain(k, 2);
      return own;
    }
    return columns;
  }

  /** A number column said right before 'has/have/with (the) most|fewest …' and the rows it belongs to. */
  private groupedByNumber(m: Mention): boolean {
    const T = this.T;
    let k = m.span.i + m.span.n;
    if (!['has', 'have', 'with'].includes(T[k])) return false;
    k++;
    if (T[k] === 'the') k++;
    if (!MOST_WORDS[T[k]]) return false;
    const rows = this.nextMention(k + 1, 3);
    return rows?.kind === 'entity' && m.columns.some((c) => rows.entities.includes(c.entity));
  }

  /**
   * 'the name and age of the pilot … who has won the most times': a column of the grouped rows listed with 'and' beside
   * the one they are grouped by is shown with it (one value per group: the rows' own column).
   */
  private columnsListedWithGroup(measure: MeasureRef | null, dims: DimRef[]): void {
    if (measure?.kind !== 'count' || dims.length !== 1 || dims[0].kind !== 'column') return;
    const d = dims[0];
    const by = d.columns[0];
    if (!by || !this.isLabel(by)) return;
    const said = this.mentions.find(
      (m) => m.kind === 'column' && m.columns.some((c) => c.entity === by.entity && c.column === by.column),
    );
    if (!said) return;
    for (let k = said.span.i + said.span.n; this.T[k] === 'and';) {
      const next = this.mentionAt.get(k + 1);
      const own = next?.kind === 'column' && !next.used ? next.columns.find((c) => c.entity === by.entity) : undefined;
      if (!own || !next) return;
      next.used = true;
      dims.push({ kind: 'column', columns: [own] });
      k = next.span.i + next.span.n;
    }
  }

  /**
   * 'the number of male and female assistant professors', 'the average age for male and female students': values of
   * one column of the measured rows joined by 'and' cannot hold together on one row; with a figure asked and no
   * grouping, each is a group of it (the values still keep the rows to them).
   */
  private valuesAsGroups(measure: MeasureRef | null, dims: DimRef[], filters: FilterRef[], rank: unknown): void {
    if (dims.length || rank || !measure || (measure.kind !== 'count' && measure.kind !== 'column')) return;
    const own = measure.kind === 'count' ? measure.entity : measure.columns[0]?.entity;
    const values = filters.filter(
      (f): f is Extract<FilterRef, { kind: 'value' }> => f.kind === 'value' && !f.negate && f.either === undefined,
    );
    for (const f of values) {
      const hit = f.hits.find((h) => h.entity === own && h.columns.length === 1);
      const at = this.placed.get(f);
      if (!hit || !at) continue;
      const next = values.find((g) => {
        const there = this.placed.get(g);
        return (
          g !== f &&
          !!there &&
          this.T[there.i - 1] === 'and' &&
          there.i - 1 === at.i + at.n &&
          g.hits.some((h) => h.entity === own && h.columns.join() === hit.columns.join())
        );
      });
      // The values qualify the rows named after them ('male and female students'); after the rows they name which
      // rows are taken together ('the total surface area of the continents Asia and Europe').
      if (!next) continue;
      const there = this.placed.get(next)!;
      const after = this.mentionAt.get(there.i + there.n);
      const qualifies =
        !!after &&
        ((after.kind === 'entity' && after.entities.includes(own)) ||
          (after.kind === 'value' && after.span.values.some((v) => v.entity === own)));
      if (!qualifies) continue;
      dims.push({ kind: 'column', columns: [{ entity: own, column: hit.columns[0], score: 1 }] });
      return;
    }
  }

  /** The mention that starts right after 'name(s) of (all) (the)' at `m` ('the names of all the cities'), if any. */
  private namedAfter(m: Mention): Mention | undefined {
    const T = this.T;
    const end = m.span.i + m.span.n;
    if (m.kind !== 'column' || m.span.n !== 1 || !['name', 'names'].includes(T[m.span.i]) || T[end] !== 'of')
      return undefined;
    let k = end + 1;
    while (k < T.length && (ARTICLES.has(T[k]) || ['all', 'each', 'every'].includes(T[k])) && !this.mentionAt.has(k))
      k++;
    const next = this.mentionAt.get(k);
    return next?.span.i === k ? next : undefined;
  }

  /**
   * 'the names of all the aircrafts', where the aircraft's name is a column `Aircraft` and another table has a `Name`:
   * 'names of' the rows of a table with a name of its own asks for that name, whatever column the word 'names' could
   * be (the constructor points the word at it). The rows' mention, or null.
   */
  private rowsNamedAfter(m: Mention): Mention | null {
    const rows = this.namedAfter(m);
    if (rows?.kind !== 'entity') return null;
    const e = this.catalog.byName.get(rows.entities[0]);
    if (!e?.label || m.columns.some((c) => c.entity === e.name)) return null;
    return rows;
  }

  /**
   * The mention after 'name(s) of (all) (the)' at `m` when it is a column of places or kinds kept as text ('the
   * names of the cities' of town_city): its values are the names asked for. Null otherwise.
   */
  private valueNamedAfter(m: Mention): Mention | null {
    const T = this.T;
    const next = this.namedAfter(m);
    if (next?.kind !== 'column' || !next.columns.length || this.rowsNamedAfter(m)) return null;
    // The word names the column as a whole or as its head ('cities' of town_city), not as a qualifier of another thing
    // ('products' of product_stock_number).
    const head = stem(singularOf(T[next.span.i + next.span.n - 1]));
    const places = next.columns.every((c) => {
      const col = this.columnOf(c);
      return (
        col?.type === 'text' &&
        col.role === 'category' &&
        !m.columns.some((x) => x.entity === c.entity && x.column === c.column) &&
        (next.span.schema.some((h) => !h.partial) ||
          stem(col.words.at(-1) ?? '') === head ||
          // ('towns' of town_city, a place; not 'products' of product_stock_number, a number kept of products.)
          (stem(col.words[0]) === head && PLACE_WORDS.has(col.words[0])))
      );
    });
    return places ? next : null;
  }

  /**
   * True when a value names a kind of row rather than qualifying a thing named after it: 'sales rep' (a title of
   * employees, who have names) is the rows it is held by; 'rock' in 'rock albums' qualifies albums.
   */
  private valueNamesRows(m: Mention): boolean {
    const hit = m.span.values[0];
    const e = hit && this.catalog.byName.get(hit.entity);
    // A name ('AC/DC', 'Jane Smith') is one row; a title or role held by many people is a kind of row.
    if (!e?.label || !e.isPerson || hit.columns.some((c) => e.label!.columns.includes(c))) return false;
    const after = this.nextMention(m.span.i + m.span.n, 0);
    return !after || (after.kind !== 'entity' && after.kind !== 'edge');
  }

  /**
   * Whether the counted thing is the subject of the transaction verb: the verb follows it at once, in the active
   * voice ('customers bought', not 'tracks were sold'), and either the thing is a person or the verb has an object
   * of its own ('accounts ordered products'). 'how many tracks sold' keeps counting what was moved.
   */
  private actsVerb(m: Mention, verbAt: number, counted: CatalogEntity): boolean {
    if (verbAt !== m.span.i + m.span.n) return false;
    if (counted.isPerson) return true;
    // 'how many clients booked': the dated records the verb names (bookings) point at the counted rows, who did it.
    // Not the lines of a purchase pointing at its wares ('wares purchased before …': what was moved), nor when the
    // doer follows 'by'.
    const verb = this.T[verbAt];
    if (
      this.T[verbAt + 1] !== 'by' &&
      this.catalog.edges.some((x) => {
        const from = this.catalog.byName.get(x.from)!;
        return (
          x.to === counted.name &&
          x.from !== counted.name &&
          from.eventTimeColumns.length > 0 &&
          from.words.some((w) => sameEvent(w, verb))
        );
      })
    )
      return true;
    let k = verbAt + 1;
    while (k < this.T.length && ARTICLES.has(this.T[k])) k++;
    const object = this.mentionAt.get(k);
    return !!object && object !== m && (object.kind === 'entity' || object.kind === 'value');
  }

  private isSubjectPosition(m: Mention): boolean {
    const prev = this.T.slice(Math.max(0, m.span.i - 3), m.span.i);
    return prev.some((w) => QUESTION_WORDS.has(w) || w === 'top' || w === 'bottom');
  }

  /**
   * 'What are the teams with the most technicians?', 'the colleges that have the most players': a ranking word after
   * 'the' and a link, with no number and no 'top', is the superlative itself: the rows at the top (with their ties),
   * in the plural as in the singular. 'the top teams by technicians' and 'the 3 teams with the most' are lists.
   */
  private definiteSuperlative(): boolean {
    const T = this.T;
    if (T.some((w) => w === 'top' || w === 'bottom')) return false;
    return T.some(
      (w, k) => MOST_WORDS[w] !== undefined && T[k - 1] === 'the' && DEFINITE_RANK_LINKS.has(T[k - 2] ?? ''),
    );
  }

  private subjectIsSingular(whAt: number): boolean {
    if (this.rankedSubject) return !/s$/.test(this.T[this.rankedSubject.span.i + this.rankedSubject.span.n - 1]);
    if (whAt < 0) return this.relativeSubjectIsSingular(true);
    const m = this.nextMention(whAt + 1, 1);
    // 'what is the name of the country with the most car makers': no subject right after the wh-word; the one ranked
    // by 'with the most' is.
    if (!m) return this.T[whAt] === 'who' || this.relativeSubjectIsSingular() || this.rankedNounIsSingular(whAt);
    const last = m.span.text.split(' ').pop()!;
    return stem(last) === last.replace(/s$/, '') ? !/s$/.test(last) || last.endsWith('ss') : true;
  }

  /**
   * 'What is the most frequently ordered product?': a singular copula after the wh-word, then 'the', the ranking
   * words and the thing ranked, named in the singular.
   */
  private rankedNounIsSingular(whAt: number): boolean {
    const T = this.T;
    if ((T[whAt + 1] !== 'is' && T[whAt + 1] !== 'was') || T[whAt + 2] !== 'the') return false;
    const m = this.mentions.find((x) => x.span.i > whAt + 2 && (x.kind === 'entity' || x.kind === 'column'));
    const between = m ? T.slice(whAt + 3, m.span.i) : [];
    if (!m || between.length > 3 || !between.some((w) => MOST_WORDS[w] !== undefined)) return false;
    const last = m.span.text.split(' ').pop()!;
    return !/s$/.test(last) || last.endsWith('ss');
  }

  /**
   * 'Give me the description of the treatment type whose total cost is the lowest': with no wh-word, a subject
   * named 'the X' and ranked by a relative clause after it ('whose', 'that', 'which', 'who') is one row when X is
   * singular.
   */
  private relativeSubjectIsSingular(columns = false): boolean {
    const T = this.T;
    for (let i = 1; i < T.length; i++) {
      // 'the conductor with the most years of work': 'with' and a ranking word rank the subject as a relative does.
      const rankedWith =
        T[i] === 'with' && T[i + 1] === 'the' && (MOST_WORDS[T[i + 2]] !== undefined || !!SIZE_RANKS[T[i + 2]]);
      // 'the product bought the most': a verb right after the subject and a ranking word rank it as a relative does.
      // 'the department has the highest number of students' (no relative pronoun): 'has' links them as 'with' does.
      const rankedBy =
        (this.isVerb(T[i]) || RANKED_ROW_LINKS.has(T[i])) &&
        (MOST_WORDS[T[i + 1]] !== undefined || (T[i + 1] === 'the' && !!MOST_WORDS[T[i + 2]]));
      // 'the software platform shared by the greatest number of devices': a participle, 'by' and a ranking.
      const sharedBy =
        isParticiple(T[i]) &&
        T[i + 1] === 'by' &&
        T[i + 2] === 'the' &&
        (MOST_WORDS[T[i + 3]] !== undefined || !!SIZE_RANKS[T[i + 3]]);
      if (!/^(?:whose|that|which|who)$/.test(T[i]) && !rankedWith && !rankedBy && !sharedBy) continue;
      // ('Return the publisher that has published the most books': so is a column of the things ranked, with `columns`.)
      // (Or named by its role: 'the source user with the highest average trust'.)
      const m = this.mentions.find(
        (x) =>
          (x.kind === 'entity' ||
            x.kind === 'edge' ||
            (columns && x.kind === 'column' && !x.columns.some((c) => this.isMeasureColumn(c)))) &&
          x.span.i + x.span.n === i,
      );
      // 'the name of department has the highest …': a bare noun after 'the <one thing> of' is as 'the department'.
      const k = m ? m.span.i : -1;
      const ofOne = T[k - 1] === 'of' && T[k - 3] === 'the' && !/[^s]s$/.test(T[k - 2] ?? '');
      if (!m || (T[k - 1] !== 'the' && !ofOne)) continue;
      const last = m.span.text.split(' ').pop()!;
      return !/s$/.test(last) || last.endsWith('ss');
    }
    return false;
  }

  /**
   * 'the horsepower of the car with the largest accelerate': a column asked of the one row ranked by another column of
   * the same table, or of the one row it points at ('the X with the largest Y', singular), is that row's, not a
   * grouping by it; the table, or null.
   */
  private rankedRowOf(columns: ColumnCandidate[], measured: ColumnCandidate[]): string | null {
    if (!this.relativeSubjectIsSingular()) return null;
    const own = measured.find((m) => columns.some((c) => c.entity === m.entity));
    if (own) return own.entity;
    // 'the company of the entrepreneur with the greatest height': the row asked of points at the one that measures.
    const pointing = columns.find((c) => measured.some((m) => this.pointsAt(c.entity, m.entity)));
    return pointing?.entity ?? null;
  }

  /**
   * The entity the question names whose measure column and label are both here ('the name of the singer with the
   * largest net worth': singers, named, measured and labelled), or null.
   */
  private labelledEntity(columns: ColumnCandidate[], measured: ColumnCandidate[]): string | null {
    for (const { entity } of measured) {
      const label = this.catalog.byName.get(entity)?.label?.columns ?? [];
      const named = this.mentions.some((m) => m.kind === 'entity' && m.entities[0] === entity);
      if (named && columns.some((c) => c.entity === entity && label.includes(c.column))) return entity;
    }
    return null;
  }

  /**
   * Whether a value is negated: 'not Russia', 'not from Russia', 'not in Leeds', and 'do not have the nationality
   * USA' (the negation, then only linking words and the name of the value's column).
   */
  private namesColumnOfValueBefore(m: Mention): boolean {
    const before = this.mentionAt.get(m.span.i - 1);
    if (m.span.n !== 1 || before?.kind !== 'value') return false;
    const word = stem(m.span.text);
    return before.span.values.some((v) =>
      v.columns.some((c) => this.catalog.byName.get(v.entity)?.byName.get(c)?.stems.includes(word)),
    );
  }

  private negatedValue(m: Mention): boolean {
    const T = this.T;
    for (let k = m.span.i - 1; k >= 0 && k >= m.span.i - 6; k--) {
      // 'born outside the California state': a place said as excluded. 'a TV Lounge but no Study Room': 'no' right
      // before the value.
      if (NEGATIONS.has(T[k]) || T[k] === 'outside' || (T[k] === 'no' && k === m.span.i - 1)) {
        if (k < m.span.i - 1) this.explain(k, 1);
        return true;
      }
      const between = this.mentionAt.get(k);
      // 'companies that do not make DVD drives', 'not made by Sony', 'countries that do not speak English': the one
      // word right after the negation is its verb, whatever the verb is.
      // (Or a verb and its particle: 'gymnasts who did not grow up in Santo Domingo'.)
      const verb =
        !between &&
        (NEGATIONS.has(T[k - 1]) || (VERB_PARTICLES.has(T[k]) && NEGATIONS.has(T[k - 2]))) &&
        /^[a-z]+$/.test(T[k]);
      // 'do not have allergy to food': the table of the value's column, or one keyed to it (`Has_Allergy`), named
      // between.
      const ownTable =
        between?.kind === 'entity' &&
        m.span.values.some((v) =>
          between.entities.some(
            (e) =>
              e === v.entity ||
              this.catalog.edges.some(
                (x) => (x.from === e && x.to === v.entity) || (x.to === e && x.from === v.entity),
              ),
          ),
        );
      if (
        between
          ? between.kind !== 'column' && !ownTable
          : !NEGATED_LINKS.has(T[k]) && !verb && !(T[k] === 'to' && this.mentionAt.get(k - 1)?.kind === 'entity')
      )
        return false;
      if (between) k = between.span.i;
    }
    return false;
  }

  /**
   * 'both' before values ('nations that speak both English and French') asks for rows that have each; a plain
   * reading takes either, so the word is named as not used (the presence form reads it, plan/forms.ts).
   */
  /**
   * 'properties belonging to that code': 'that' or 'those' after a preposition, before a thing named, points at one
   * said earlier, which a question on its own has not said: named as not used, so the answer says what it read.
   */
  private pointedAtUnread(): string[] {
    const T = this.T;
    // ('each industry and the number of companies in that industry' points at the one named before it.)
    const named = (m: Mention) =>
      m.kind === 'entity'
        ? m.entities
        : m.kind === 'column'
          ? m.columns.map((c) => `${c.entity}.${c.column}`)
          : m.kind === 'value'
            ? m.span.values.map((v) => v.entity)
            : [];
    return T.flatMap((w, i) => {
      const next = this.mentionAt.get(i + 1);
      if (!DEMONSTRATIVES.has(w) || !RELATIVE_PREPOSITIONS.has(T[i - 1] ?? '') || !next) return [];
      const said = this.mentions.some((m) => m.span.i < i && named(m).some((t) => named(next).includes(t)));
      return said ? [] : [w];
    });
  }

  private bothUnread(): string[] {
    const at = this.T.indexOf('both');
    // ('a movie in both year 1999 and 2000': so is 'both' before two periods, which the period read takes as one.)
    const periods = at >= 0 && this.ev.tokens.slice(at + 1, at + 4).some((t) => t.time);
    return at >= 0 && (periods || this.mentions.some((m) => m.kind === 'value' && m.span.i > at && m.span.i <= at + 3))
      ? ['both']
      : [];
  }

  /** 'the different product colors', 'distinct cities': the word that asks for each value once is read. */
  private explainDistinct(): void {
    this.T.forEach((w, i) => {
      if (DISTINCT_WORDS.has(w)) this.explain(i, 1);
    });
  }

  /**
   * 'the email of the party that has used the services the most', 'the student ID and personal name of the students
   * with at least two enrollments': columns of the grouped rows said before them and read as nothing else are what
   * the question asks to see of each group, shown beside its name (grouped by its key, they change no group).
   */
  private columnsAskedOfGroup(
    measure: MeasureRef | null,
    dims: DimRef[],
    asked: Mention | null,
    ranked: boolean,
  ): ColumnCandidate[] {
    // Only of rows counted: a figure of a column per group ('the addresses of the buildings that have apartments with
    // more than 2 bathrooms' read as a total) may be a misreading, which the words left unused say.
    const d = measure?.kind === 'count' && dims.length === 1 ? dims[0] : null;
    const e = d?.kind === 'entity' ? this.catalog.byName.get(d.entity) : undefined;
    if (!e) return [];
    // ('the student ID and personal name of the student': before the last words naming the rows; 'the party email
    // that has used party services the most', the rows never named: anywhere.)
    const named = this.mentions.filter((m) => m.kind === 'entity' && m.entities.includes(e.name));
    const rowsAt = named.length ? Math.max(...named.map((m) => m.span.i)) : this.T.length;
    const out: ColumnCandidate[] = [];
    const entityStems = new Set(e.words.map((w) => stem(singularOf(w))));
    for (const m of this.mentions) {
      // (The column first asked as the rows' own, before they were found ranked by a count: 'the email of the party …'.)
      if (m.kind !== 'column' || (m.used && m !== asked) || (m.span.i >= rowsAt && !this.askedLast(m))) continue;
      // A figure or a kind of the rows said so is what they are measured or grouped by, not a detail to show
      // ('the price ranges of hotels with …', 'the policy type used by …').
      const own = m.columns.find((c) => {
        const col = this.columnOf(c);
        return (
          c.entity === e.name &&
          !e.primaryKey.includes(c.column) &&
          // (Its name is shown as the group's already: 'the names of the courses that have …'.)
          !e.label?.columns.includes(c.column) &&
          !!col &&
          // (A figure of the one row ranked first is asked of it: 'the name and capacity of the dorm with the
          // least number of amenities'.)
          (col.role !== 'measure' || (ranked && this.saidOfRows(m, e.name))) &&
          !col.words.some((w) => KIND_WORDS.has(w))
        );
      });
      // Said as the rows' ('the email of the party', 'the student ID and personal name of the student'), or with
      // the rows' own word ('the party email'), or asked after the question ('… Give me the personal name').
      if (
        !own ||
        !(
          this.saidOfRows(m, e.name) ||
          this.listedAfterKey(m, e.name) ||
          ['their', 'its'].includes(this.T[m.span.i - 1] ?? '') ||
          m.span.text.split(' ').some((w) => entityStems.has(stem(singularOf(w)))) ||
          this.askedLast(m)
        )
      )
        continue;
      m.used = true;
      out.push(own);
    }
    return out;
  }

  /** Whether column mention `m`, with the columns listed after it ('X and Y'), is followed by 'of' and rows of `entity`. */
  private saidOfRows(m: Mention, entity: string): boolean {
    const T = this.T;
    let k = m.span.i + m.span.n;
    for (
      let next = this.mentionAt.get(k + 1);
      T[k] === 'and' && next?.kind === 'column';
      next = this.mentionAt.get(k + 1)
    ) {
      k = next.span.i + next.span.n;
      // ('the addresses and author IDs of the course authors')
      if (ASK_KEY_WORDS.has(T[k] ?? '')) k++;
    }
    // ('the student ID and middle name for all the students with …')
    if (T[k] !== 'of' && T[k] !== 'for') return false;
    k++;
    while (ARTICLES.has(T[k] ?? '') || ['all', 'each', 'every'].includes(T[k] ?? '')) k++;
    const rows = this.mentionAt.get(k);
    return rows?.kind === 'entity' && rows.entities.includes(entity);
  }

  /** Whether column mention `m` is listed after the rows' own key said with their word ('the student ID and personal name'). */
  private listedAfterKey(m: Mention, entity: string): boolean {
    const T = this.T;
    const k = m.span.i - 1;
    if (T[k] !== 'and' || !ASK_KEY_WORDS.has(T[k - 1] ?? '')) return false;
    const rows = this.mentionAt.get(k - 2);
    return rows?.kind === 'entity' && rows.entities.includes(entity);
  }

  /** Whether column mention `m` is among the last words, after every other mention ('… Give me their names and ids'). */
  private askedLast(m: Mention): boolean {
    return this.mentions.every((x) => x.span.i <= m.span.i || x.kind === 'column');
  }

  /** The table whose rows are the one grouping, by their own name or as rows; else null. */
  private groupedRowsOf(dims: DimRef[], keyAt: number): string | null {
    if (dims.length !== 1) return null;
    const d = dims[0];
    if (d.kind === 'entity') return d.via ? null : d.entity;
    if (d.kind !== 'column') return null;
    // 'the name and id of the department …': of several tables' names, the one of the table the question names.
    const named = d.columns.filter(
      (c) =>
        this.isLabel(c) &&
        (d.columns.length === 1 || this.mentions.some((m) => m.kind === 'entity' && m.entities.includes(c.entity))),
    );
    const tables = new Set(named.map((c) => c.entity));
    if (tables.size === 1) return named[0].entity;
    // ('the details and id of the project with the most outcomes', where outcomes have details too: the table named
    // first after the key's word.)
    const after = this.mentions
      .filter((m) => m.kind === 'entity' && m.span.i > keyAt)
      .sort((a, b) => a.span.i - b.span.i)[0];
    const of = [...tables].filter((e) => after?.entities.includes(e));
    return of.length === 1 ? of[0] : null;
  }

  /**
   * 'the birth date of the poker player with the lowest earnings', 'the hometown of the teacher who has the highest
   * age': one row (a singular subject) ranked by a figure of its own table said after 'with the' or 'has the', and
   * the columns asked of it before the subject. Null unless a column is asked of the row.
   */
  /**
   * 'Which customer has the latest invoice?', 'the patients with the most recent appointments', 'the employee who
   * had the first hire': rows named, then 'has the' / 'with the', an order in time and records that point at them
   * and keep one date. The rows are ranked by the latest (or earliest) date of their records; one row when said in
   * the singular. Null unless the words say so.
   */
  private rowsByLatestRecord(): {
    measure: Extract<MeasureRef, { kind: 'column' }>;
    dims: DimRef[];
    rank: NonNullable<Interpretation['rank']>;
  } | null {
    const T = this.T;
    for (let i = 1; i + 3 < T.length; i++) {
      if (!RANKED_ROW_LINKS.has(T[i]) || T[i + 1] !== 'the') continue;
      let k = i + 2;
      const recent = T[k] === 'most' && T[k + 1] === 'recent' ? 2 : LATEST_WORDS.has(T[k]) ? 1 : 0;
      const first = EARLIEST_WORDS.has(T[k]) ? 1 : 0;
      if (!recent && !first) continue;
      k += recent || first;
      const records = this.mentionAt.get(k);
      if (records?.kind !== 'entity' || records.span.i !== k || records.used) continue;
      // The rows named before: 'which customer has', 'the patient who has', 'the patient with'.
      let b = i - 1;
      if (CLAUSE_OPENERS.has(T[b])) b--;
      const rows = this.mentionAt.get(b);
      if (rows?.kind !== 'entity' || rows.span.i + rows.span.n - 1 !== b || rows.entities[0] === records.entities[0])
        continue;
      const e = this.catalog.byName.get(records.entities[0]);
      const dates = e?.eventTimeColumns.length ? e.eventTimeColumns : (e?.timeColumns ?? []);
      // (Of a start and an end, the start: 'the latest appointment' is the one that begins last.)
      const date = dates.length === 1 ? dates[0] : (dates.find((c) => c.words.some((w) => START_WORDS.has(w))) ?? null);
      const path = findPath(this.catalog, records.entities[0], rows.entities[0]);
      if (!e || !date || !path || path.fansOut || !path.steps.length) continue;
      rows.used = true;
      records.used = true;
      this.explain(i, records.span.i + records.span.n - i);
      const last = rows.span.text.split(' ').at(-1) ?? '';
      return {
        measure: {
          kind: 'column',
          columns: [{ entity: e.name, column: dates[0].name, score: 1 }],
          agg: recent ? 'max' : 'min',
        },
        dims: [{ kind: 'entity', entity: rows.entities[0] }],
        rank: { dir: recent ? 'desc' : 'asc', n: 1, singular: singularOf(last) === last },
      };
    }
    return null;
  }

  private rowRankedByColumn(): {
    measure: Extract<MeasureRef, { kind: 'rows' }>;
    dims: DimRef[];
    rank: NonNullable<Interpretation['rank']>;
  } | null {
    const T = this.T;
    for (let i = 1; i + 3 <= T.length; i++) {
      if (!RANKED_ROW_LINKS.has(T[i]) || T[i + 1] !== 'the') continue;
      const word = T[i + 2];
      const agg = AGG_WORDS[word];
      const dir = MOST_WORDS[word] ?? (agg === 'max' ? 'desc' : agg === 'min' ? 'asc' : undefined);
      if (!dir || word === 'top' || word === 'bottom' || word === 'more') continue;
      let by = this.nextMention(i + 3, 0);
      // 'the body builder with the greatest body weight': a word that only begins a table's name, before the column,
      // says whose column it is ('body' of body_builder).
      const partOfName = by?.kind === 'entity' && by.span.n === 1 && by.span.schema.every((h) => h.partial) ? by : null;
      if (partOfName) by = this.nextMention(partOfName.span.i + 1, 0);
      const ranked = by?.kind === 'column' && !by.used ? by.columns.filter((c) => this.isMeasureColumn(c)) : [];
      if (!by || !ranked.length) continue;
      let end = i;
      while (end > 0 && ['that', 'who', 'which'].includes(T[end - 1])) end--;
      const subject = this.mentions.find((m) => m.kind === 'entity' && !m.used && m.span.i + m.span.n === end);
      // 'the body builder with the greatest weight': the weight of the person a body builder is (the table its rows
      // are named through) ranks them as their own column would.
      const person = subject ? this.catalog.byName.get(subject.entities[0])?.labelVia?.entity : undefined;
      // 'the account with the lowest savings balance' (SAVINGS keyed by the account): a column of a table that extends
      // the rows ranks them as their own would.
      const extended = !!subject && ranked.every((c) => this.extends(c.entity, subject.entities[0]));
      const entity =
        (person && ranked.every((c) => c.entity === person)) || extended ? subject!.entities[0] : ranked[0].entity;
      const ownOrExtension = (c: ColumnCandidate) => c.entity === entity || this.extends(c.entity, entity);
      if (!subject || subject.entities[0] !== entity || this.isPluralSubject(entity)) continue;
      const asked = this.mentions.filter(
        (m) =>
          m.kind === 'column' && !m.used && m.span.i + m.span.n <= subject.span.i && m.columns.some(ownOrExtension),
      );
      // 'the name of the school with the smallest enrollment': the rows' name, which is shown anyway, is asked too.
      const nameAt = T.slice(0, subject.span.i).findIndex((w) => w === 'name' || w === 'names');
      if (!asked.length && nameAt < 0) continue;
      // Ranked by the person's column, the person's name is what is shown; another of their columns asked is not.
      const personLabel = person ? (this.catalog.byName.get(person)?.label?.columns ?? []) : [];
      const ofPerson = (m: Mention) =>
        entity !== ranked[0].entity &&
        m.kind === 'column' &&
        !m.used &&
        m.span.i + m.span.n <= subject.span.i &&
        m.columns.some((c) => c.entity === person);
      const personAsked = this.mentions.filter(ofPerson);
      if (personAsked.some((m) => !m.columns.some((c) => c.entity === person && personLabel.includes(c.column))))
        continue;
      for (const m of [by, subject, ...asked, ...personAsked]) m.used = true;
      this.explain(i, 3);
      // The word 'name' is the rows' name, however other tables' name columns read it.
      const nameWord = nameAt >= 0 ? this.mentionAt.get(nameAt) : undefined;
      if (nameWord?.kind === 'column' && nameWord.span.n === 1) nameWord.used = true;
      if (partOfName) {
        partOfName.used = true;
        this.explain(partOfName.span.i, 1);
      }
      if (nameAt >= 0) this.explain(nameAt, 1);
      const label = this.catalog.byName.get(entity)?.label?.columns ?? [];
      const dims = asked
        .map((m) => ({
          ...m,
          columns: m.columns.filter((c) => ownOrExtension(c) && !(c.entity === entity && label.includes(c.column))),
        }))
        .filter((m) => m.columns.length)
        .map((m) => this.asDim(m));
      const own = ranked.filter((c) => c.entity === entity);
      return {
        measure: { kind: 'rows', entity, orderBy: { columns: own.length ? own : ranked, dir } },
        dims,
        rank: { dir, n: 1, singular: true },
      };
    }
    return null;
  }

  /**
   * The table whose rows a counted noun names through the identifier column of one part of its composite key
   * ('rooms' → `room_number` of a table keyed by building and room number), when that part points at no other table.
   */
  private keyPartThing(m: Mention): string | null {
    const said = m.span.text.split(' ');
    if (said.length !== 1) return null;
    for (const ref of m.columns) {
      const c = this.columnOf(ref);
      const e = this.catalog.byName.get(ref.entity);
      if (!c || !e || e.primaryKey.length < 2 || !e.primaryKey.includes(c.name) || c.references) continue;
      // One word and the word of a key ('room_number', 'seat_no'), as the catalog drops it (keyless).
      const named = identifierWords(c.name);
      if (named.length !== 2 || keyless(named).length !== 1) continue;
      if (stem(singularOf(said[0])) === stem(named[0])) return e.name;
    }
    return null;
  }

  private isPluralSubject(entity: string): boolean {
    const m = this.mentions.find((x) => x.kind === 'entity' && x.entities[0] === entity);
    if (!m) return false;
    const last = m.span.text.split(' ').pop()!;
    return last.endsWith('s') && !last.endsWith('ss');
  }

  private firstFree(pred: (m: Mention) => boolean): Mention | null {
    return this.mentions.find((m) => !m.used && pred(m)) ?? null;
  }

  /**
   * 'the id and details of the investor that has the largest number of transactions': rows named only through their
   * name column ('details of the investor' read as Investor_details), other than the measured ones: those rows.
   */
  private labelledRows(measure: MeasureRef): string | null {
    const measured = measure.kind === 'count' || measure.kind === 'rows' ? measure.entity : undefined;
    for (const m of this.mentions) {
      if (m.used || m.kind !== 'column') continue;
      const c = m.columns[0];
      if (!c || !this.isLabel(c) || c.entity === measured) continue;
      m.used = true;
      return c.entity;
    }
    return null;
  }

  /** Whether a column is the name its table's rows are known by. */
  private isLabel(c: ColumnCandidate): boolean {
    return !!this.catalog.byName.get(c.entity)?.label?.columns.includes(c.column);
  }

  private firstFreeEntity(): string | null {
    const m = this.firstFree((x) => x.kind === 'entity');
    if (m) {
      m.used = true;
      return m.entities[0];
    }
    return null;
  }

  /**
   * The entity a question means without naming it: the table of a date column it names as an event
   * ('hires', 'hired'), else, when it asks about people ('who', 'people', 'anyone'), the person table best
   * connected to the values and columns it names.
   */
  private impliedEntity(): string | null {
    const timeColumn = this.mentions
      .filter((m) => m.kind === 'column' && !m.used)
      .flatMap((m) => m.columns)
      .find((c) => this.columnOf(c)?.role === 'time');
    if (timeColumn) return timeColumn.entity;
    if (!this.T.some((w) => PERSON_WORDS.has(w))) return null;
    const people = this.catalog.entities.filter((e) => e.isPerson && !e.isJunction);
    if (!people.length) return null;
    const named = new Set(
      this.mentions.flatMap((m) =>
        m.kind === 'value'
          ? m.span.values.map((v) => v.entity)
          : m.kind === 'column'
            ? m.columns.map((c) => c.entity)
            : [],
      ),
    );
    const linked = (e: string) =>
      (named.has(e) ? 2 : 0) +
      this.catalog.edges.filter((x) => (x.from === e && named.has(x.to)) || (x.to === e && named.has(x.from))).length;
    const score = (e: CatalogEntity) => linked(e.name) * 10 + Math.log10((e.rowCount ?? 0) + 1);
    return people.sort((a, b) => score(b) - score(a))[0].name;
  }

  /** A value followed by the name of its own column or table ('Enterprise plan', 'Rock genre'): the value it is. */
  private qualifiedValue(s: Span): boolean {
    const next = this.T[s.i + s.n];
    if (!next) return false;
    const w = stem(next);
    return s.values.some((v) => {
      const e = this.catalog.byName.get(v.entity);
      return !!e && (e.stems.includes(w) || v.columns.some((c) => e.byName.get(c)?.stems.includes(w)));
    });
  }

  /** A one-word value that is also the word of a date column the question names ('hire' / hire_date). */
  private namesTimeColumn(m: Mention): boolean {
    if (m.span.n !== 1) return false;
    return this.mentions.some(
      (x) =>
        x !== m &&
        x.kind === 'column' &&
        x.span.i <= m.span.i &&
        x.span.i + x.span.n > m.span.i &&
        x.columns.some((c) => this.columnOf(c)?.role === 'time'),
    );
  }

  /**
   * 'which warehouse shipped the most units': of the columns 'units' may mean, those whose other words the
   * question says elsewhere (quantity shipped) are meant.
   */
  private namedElsewhere(m: Mention, cols: ColumnCandidate[]): ColumnCandidate[] {
    const other = new Set(
      this.T.filter((w, i) => (i < m.span.i || i >= m.span.i + m.span.n) && !COMMON_WORDS.has(w)).map(stem),
    );
    const said = cols.filter((c) => this.columnOf(c)?.stems.some((s) => other.has(s)));
    return said.length ? said : cols;
  }

  /**
   * 'best-selling product by units shipped', 'top customers by quantity': the numeric column after 'by' is what
   * ranks, whatever money word came before it (its total per ranked row).
   */
  private rankedByColumn(): MeasureRef | null {
    for (let i = 0; i < this.T.length; i++) {
      if (this.T[i] !== 'by') continue;
      const m = this.nextMention(i + 1, 0);
      if (!m || m.used || m.kind !== 'column' || !m.columns.every((c) => this.isMeasureColumn(c))) continue;
      m.used = true;
      this.explain(i, 1);
      const cols = m.columns.filter((c) => this.isMeasureColumn(c));
      return { kind: 'column', columns: cols, agg: cols.some((c) => this.rateLike(c)) ? 'avg' : 'sum' };
    }
    return null;
  }

  /**
   * 'number of orders' where a table has a column called 'number' (employee number, invoice number): before
   * 'of' the word counts; the column's one-word reading is dropped.
   */
  /**
   * 'the phone number of performer Ashley': 'number' right after a column of text it completes the name of
   * (Customer_Phone) is that column's word, not a count; it is read as part of the column's name.
   */
  private numberOfColumnAt(i: number): boolean {
    const before = this.mentionAt.get(i - 1);
    const names =
      this.T[i] === 'number' &&
      before?.kind === 'column' &&
      before.span.i + before.span.n === i &&
      before.columns.length > 0 &&
      before.columns.every((c) => this.columnOf(c)?.type === 'text');
    if (names) this.explain(i, 1);
    return names;
  }

  /** 'the number of customers' at `i` naming a numeric column whose own name says it (`no_of_customers`). */
  /** The one amount column named by a thing and a participle, in that order ('games played': GamesPlayed). */
  /** The words from `i` on, `n` of them, read as one count column kept on each row (and so explained). */
  private keptCountMention(i: number, n: number, kept: { entity: string; name: string }): Mention {
    this.explain(i, n);
    return {
      span: { i, n, text: this.T.slice(i, i + n).join(' '), schema: [], values: [], fuzzyValue: false },
      kind: 'column',
      entities: [],
      columns: [{ entity: kept.entity, column: kept.name, score: 1 }],
      used: false,
    };
  }

  /**
   * The one column that keeps, on each row, how many of a thing it has ('components' of Num_of_Component, 'shops' of
   * shop_count): a figure named by a count word and the thing. Among `of`'s tables when given, else in the catalog.
   */
  private countKeptOf(word: string, of: string[] | null): (CatalogColumn & { entity: string }) | null {
    const thing = stem(word);
    const kept = this.catalog.entities
      .filter((e) => !of || of.includes(e.name))
      .flatMap((e) =>
        e.columns
          .filter((c) => {
            if (c.role !== 'measure') return false;
            const w = c.words.filter((x) => x !== 'of');
            return (
              w.length === 2 &&
              ((KEPT_COUNT_WORDS.has(w[0]) && stem(w[1]) === thing) ||
                (KEPT_COUNT_WORDS.has(w[1]) && stem(w[0]) === thing))
            );
          })
          .map((c) => ({ ...c, entity: e.name })),
      );
    return kept.length === 1 ? kept[0] : null;
  }

  /** Whether a value said as one participle is the deed of a column the question groups by ('nominated', Nominee). */
  private deedOfGrouped(m: Mention, dims: DimRef[]): boolean {
    return (
      m.span.n === 1 &&
      dims.some(
        (d) => d.kind === 'column' && d.columns.some((c) => namesReceiver(this.columnOf(c)?.words ?? [], m.span.text)),
      )
    );
  }

  /**
   * The table of the things a kept count counts ('hosts' of party.Number_of_hosts), when the question groups by that
   * table or one of its columns: those rows are what is counted. Null otherwise.
   */
  private thingGroupedOwn(kept: ColumnCandidate[], dims: DimRef[]): string | null {
    const things = new Set(
      kept.flatMap((c) => {
        const thing = keptCountThing(this.columnOf(c)?.words ?? []);
        // (The table named by the thing alone, before one whose name ends with it: `host` before `party_host`.)
        const others = this.catalog.entities.filter((e) => e.name !== c.entity);
        const own = others.filter((e) => e.stems.length === 1 && e.stems[0] === thing);
        return (own.length ? own : others.filter((e) => e.stems.at(-1) === thing)).map((e) => e.name);
      }),
    );
    if (things.size !== 1) return null;
    const [thing] = things;
    const grouped = dims.some(
      (d) =>
        (d.kind === 'entity' && d.entity === thing) ||
        (d.kind === 'column' && d.columns.length > 0 && d.columns.every((c) => c.entity === thing)),
    );
    return grouped ? thing : null;
  }

  private keptAmountNamed(thing: string, participle: string): CatalogColumn | null {
    const said = [stem(thing), stem(participle)];
    const kept = this.catalog.entities.flatMap((e) =>
      e.columns.filter((c) => c.role === 'measure' && c.stems.length === 2 && c.stems.every((x, k) => x === said[k])),
    );
    return kept.length === 1 ? kept[0] : null;
  }

  /**
   * 'how many sports do we have' of SportsInfo(StuID, SportName, …): a table with no key of its own, named by a thing
   * and a word that says it is a table ('info'), keeps facts about those things, several rows each; the things
   * counted are the different values of its column named after them (SportName), not its rows.
   */
  private namedKindOfKeyless(m: Mention): ColumnCandidate | null {
    const e = this.catalog.byName.get(m.entities[0]);
    if (!e || e.primaryKey.length || e.words.length !== 2 || !TABLE_SUFFIXES.has(e.words[1])) return null;
    const said = m.span.text.split(' ').map(stem);
    if (said.length !== 1 || said[0] !== stem(e.words[0])) return null;
    const named = e.columns.filter((c) => c.role === 'label' && c.stems[0] === said[0] && c.words.at(-1) === 'name');
    return named.length === 1 ? { entity: e.name, column: named[0].name, score: 1 } : null;
  }

  private keptCountAt(i: number, phrase: string[]): boolean {
    const m = this.mentionAt.get(i);
    // 'the bank with the greatest number of customers' ranks the rows by their own count (rowRankedByColumn).
    const ranks = MOST_WORDS[this.T[i - 1]] !== undefined || !!SIZE_RANKS[this.T[i - 1]];
    // The count word begins the column's name ('number of customers' of no_of_customers), not ends it ('room count').
    // 'phones on markets with number of shops greater than 50': a count kept on each row, compared, is a condition.
    const after = m ? m.span.i + m.span.n + (this.T[m.span.i + m.span.n] === 'is' ? 1 : 0) : -1;
    const compared = !!comparatorAt(this.T, after);
    return (
      !!m &&
      m.span.i === i &&
      !ranks &&
      !compared &&
      m.kind === 'column' &&
      m.span.n > phrase.length &&
      this.countsAmount(m)
    );
  }

  /**
   * 'every company ordered by descending number of sales': the words at `i` follow a sort verb and its 'by' (and
   * articles or a direction), so they name what the list is ordered on, a column of each row, not a count asked.
   */
  private sortKeyAt(i: number, n: number): boolean {
    const T = this.T;
    let k = i - 1;
    while (k > 0 && (ARTICLES.has(T[k]) || LIST_ORDERS.has(T[k]))) k--;
    const named = this.mentionAt.get(i) ?? this.mentionAt.get(i + n);
    return T[k] === 'by' && SORT_VERBS.has(T[k - 1]) && named?.kind === 'column';
  }

  private countWordNamesColumn(i: number, phrase: string[]): boolean {
    const m = this.mentionAt.get(i);
    if (!m || m.kind !== 'column' || m.span.n !== 1 || phrase.length < 2 || this.T[i + 1] !== 'of') return false;
    // 'the average quantity of stocks': an aggregate of a quantity column, not a count of the stock rows.
    const fn = AGG_WORDS[this.T[i - 1]];
    if (this.T[i] === 'quantity' && fn && fn !== 'count' && m.columns.some((c) => this.isMeasureColumn(c)))
      return false;
    m.used = true;
    return true;
  }

  /**
   * 'number of hires', 'new sign-ups': a noun that names only a date column (hire date, signup date) names the
   * event it records, so the rows of that table are counted, each dated by it.
   */
  private namesEvent(m: Mention): string | null {
    if (m.kind !== 'column' || !m.columns.length) return null;
    const time = m.columns.filter((c) => this.columnOf(c)?.role === 'time');
    if (!time.length || time.length < m.columns.length) return null;
    // 'how many hire dates' asks for the dates themselves.
    if (/^(date|dates|day|days|time|times)$/.test(this.T[m.span.i + m.span.n - 1])) return null;
    const best = time.reduce((a, b) => (b.score > a.score ? b : a));
    return best.entity;
  }

  /**
   * 'how many visits' on a table of appointments whose `VISIT_TYPE_CD` says what kind of visit each is: the word
   * names the column's first word only, a modifier of its head ("visit type"), so it names the rows the column
   * classifies, not the column's values. Only for rows that are events (dated), the one table all candidates are in.
   */
  private namesRowsByModifier(m: Mention): string | null {
    if (m.kind !== 'column' || !m.columns.length) return null;
    const said = new Set(this.T.slice(m.span.i, m.span.i + m.span.n).map(canonical));
    const entities = new Set<string>();
    for (const c of m.columns) {
      const column = this.columnOf(c);
      if (!column || column.role !== 'category' || column.words.length < 2) return null;
      const [first, ...rest] = column.words.map(canonical);
      if (!said.has(first) || rest.some((w) => said.has(w))) return null;
      entities.add(c.entity);
    }
    const [entity] = entities;
    return entities.size === 1 && this.catalog.byName.get(entity)?.eventTimeColumns.length ? entity : null;
  }

  /**
   * The table whose rows a ranking counts after 'by' at `at` ('… by completed visits'): an entity, or a column named
   * by its modifier (namesRowsByModifier), past any values, whose rows point at a table the question named before.
   */
  private rowsCountedBy(at: number): string | null {
    let m = this.mentionAt.get(at + 1);
    while (m && m.kind === 'value' && !m.used) m = this.mentionAt.get(m.span.i + m.span.n);
    if (!m || m.used) return null;
    const counted = m.kind === 'entity' ? m.entities[0] : this.namesRowsByModifier(m);
    if (!counted) return null;
    const subject = this.mentions.find((x) => x.kind === 'entity' && !x.used && x.span.i < at);
    if (!subject || subject.entities[0] === counted || !reachesUp(this.catalog, counted, subject.entities[0], 3))
      return null;
    m.used = true;
    return counted;
  }

  /**
   * 'Find the names of all the catalog entries': a column word said of a table named right after it is that table's
   * own column of the word (catalog_entry_name), even where another table's column matches the word alone more
   * closely (attribute_name). The table's columns holding every stem of the word join the mention, the label first.
   */
  /**
   * The records that count for `rows` in a ranking: those of another table the question names that point at them,
   * else the rows of a table linking that table to them (registrations between students and courses; of several, the
   * one a participle of the question names). The mention is claimed.
   */
  private recordsNamedFor(rows: string): string | null {
    for (const m of this.mentions) {
      // A table said by its name, or by a column of its own ('languages' for countrylanguage.Language).
      const tables =
        m.kind === 'entity'
          ? m.entities.slice(0, 1)
          : m.kind === 'column' && !m.used
            ? [...new Set(m.columns.map((c) => c.entity))]
            : [];
      if (tables.length !== 1 || tables[0] === rows) continue;
      const other = tables[0]!;
      const points = (from: string, to: string) => this.pointsAt(from, to);
      let links = points(other, rows)
        ? [other]
        : this.catalog.entities.filter((l) => points(l.name, rows) && points(l.name, other)).map((l) => l.name);
      // Of several links, the one a verb of the question names ('registered' → Student_Course_Registrations).
      if (links.length > 1) {
        const verbs = this.T.filter((w) => isParticiple(w));
        links = links.filter((l) => this.catalog.byName.get(l)!.words.some((x) => verbs.some((v) => sameEvent(x, v))));
      }
      if (links.length !== 1) continue;
      m.used = true;
      this.explain(m.span.i, m.span.n);
      return links[0]!;
    }
    return null;
  }

  /** The mention after 'names of (the)' when it names a text column whose values name things of their own. */
  private valuesNamedAfter(m: Mention): Mention | null {
    if (!/^names?$/.test(m.span.text) || this.T[m.span.i + m.span.n] !== 'of') return null;
    let k = m.span.i + m.span.n + 1;
    while (ARTICLES.has(this.T[k] ?? '')) k++;
    const next = this.mentionAt.get(k);
    const valued =
      next?.kind === 'column' &&
      !next.used &&
      next.span.i === k &&
      next.columns.length > 0 &&
      next.columns.every((c) => {
        const col = this.columnOf(c);
        return !!col && col.type === 'text' && !col.isKey && (col.role === 'category' || col.role === 'other');
      });
    return valued ? next : null;
  }

  private claimOwnColumn(m: Mention, of: string): boolean {
    const e = this.catalog.byName.get(of);
    if (!e) return false;
    const said = m.span.text.split(/\s+/).map(stem);
    const own = e.columns
      .filter((c) => c.role !== 'id' && said.every((w) => c.stems.includes(w)))
      .sort((a, b) => Number(b.role === 'label') - Number(a.role === 'label') || a.stems.length - b.stems.length);
    if (!own.length) return false;
    m.columns = [...own.map((c) => ({ entity: e.name, column: c.name, score: 1 })), ...m.columns];
    return true;
  }

  /**
   * The table a column said of several tables is read on: the one named right after it by 'of' ('the names of
   * products'), else one the question names elsewhere, else the first.
   */
  private bestEntityOf(columns: ColumnCandidate[], said?: Mention): string {
    const of = said ? this.ofEntityAfter(said) : null;
    const named = (e: string) => this.mentions.some((m) => m.kind === 'entity' && m.entities[0] === e);
    if (of && said && !columns.some((c) => c.entity === of) && this.claimOwnColumn(said, of)) return of;
    // 'the names of the products with length under 3 or height over 5', no table named: the rows compared are those
    // listed, by their own column of the word ('whose stock number starts with 2' too).
    const compared = this.comparedOn;
    if (!of && compared && said && !columns.some((c) => named(c.entity))) {
      if (columns.some((c) => c.entity === compared) || this.claimOwnColumn(said, compared)) return compared;
    }
    // 'the descriptions of all the project outcomes': of a table with no such column, the column of the table it
    // points at (the outcome's description in the table of outcomes).
    const pointedAt = (c: ColumnCandidate) => this.catalog.edges.some((e) => e.from === of && e.to === c.entity);
    return (
      columns.find((c) => c.entity === of)?.entity ??
      (of ? columns.find(pointedAt)?.entity : undefined) ??
      columns.find((c) => named(c.entity))?.entity ??
      // 'the description for role name "Proof Reader"', 'the description for the budget type with code ORG': with no
      // table named, the column of the table whose value the question names after it.
      columns.find((c) =>
        this.mentions.some(
          (m) =>
            m.kind === 'value' && (!said || m.span.i > said.span.i) && m.span.values.some((h) => h.entity === c.entity),
        ),
      )?.entity ??
      columns[0]?.entity ??
      ''
    );
  }

  /** Numeric or time columns of an entity that carry a superlative's concept ('longest' → milliseconds). */
  private conceptColumns(entity: string, concepts: string[]): ColumnCandidate[] {
    const e: CatalogEntity | undefined = this.catalog.byName.get(entity);
    if (!e) return [];
    const wanted = new Set(concepts.map(canonical));
    const mentioned = this.mentions
      .filter((m) => m.kind === 'column' && !m.used)
      .flatMap((m) => m.columns)
      .filter((c) => c.entity === entity);
    const named = mentioned.filter((c) => this.isMeasureColumn(c));
    if (!concepts.length) return named.length ? named : this.amountColumns(entity);
    // 'the minister who left office the latest': a year kept as text, named by what happened (`Left_office`), is what a
    // superlative of time ranks when the question names it.
    // (So is a number named so that holds years, `Founded`: 'the earliest year founded'.)
    const namedYears = wanted.has(canonical('year'))
      ? mentioned.filter((c) => this.columnOf(c)?.textYear || this.columnOf(c)?.numberYear)
      : [];
    if (namedYears.length === 1) return namedYears;
    const carrying = (t: CatalogEntity) =>
      t.columns
        .filter((c) => (c.role === 'measure' || c.role === 'time') && c.words.some((w) => wanted.has(canonical(w))))
        .map((c) => ({ entity: t.name, column: c.name, score: 1 }));
    const own = carrying(e);
    if (own.length) return own;
    // 'the tallest entrepreneur' where the height is kept with the person each entrepreneur is: the one row each
    // points at carries it.
    const pointed = this.catalog.edges
      .filter((x) => x.from === entity && !x.selfReference)
      .flatMap((x) => carrying(this.catalog.byName.get(x.to)!));
    return pointed.length === 1 ? pointed : [];
  }

  private edgeBefore(m: Mention): JoinEdge | undefined {
    const prev = this.prevMention(m.span.i - 1, 1);
    if (prev && prev.kind === 'edge' && m.span.values.some((h) => h.entity === prev.edge!.to)) {
      prev.used = true;
      return prev.edge;
    }
    // 'report to Andrew Fuller', 'managed by …': the key column of a reference to the named row's own table
    // ('reports_to') says the name is of the row it points at, not of the rows counted.
    if (prev?.kind === 'column') {
      const edge = this.catalog.edges.find((x) =>
        prev.columns.some(
          (c) =>
            x.selfReference &&
            x.from === c.entity &&
            x.fromFields.length === 1 &&
            x.fromFields[0] === c.column &&
            m.span.values.some((h) => h.entity === x.to),
        ),
      );
      if (edge) {
        prev.used = true;
        return edge;
      }
    }
    // 'which courses have Data Structures as a prerequisite': the role said after the value.
    let k = m.span.i + m.span.n;
    if (this.T[k] === 'as') {
      k++;
      while (ARTICLES.has(this.T[k] ?? '')) k++;
      const after = this.mentionAt.get(k);
      if (after?.kind === 'edge' && !after.used && m.span.values.some((h) => h.entity === after.edge!.to)) {
        after.used = true;
        this.explain(m.span.i + m.span.n, k + after.span.n - (m.span.i + m.span.n));
        return after.edge;
      }
      // ('… with Differential Geometry as a prerequisite': the role is a table linking courses to courses.)
      const link = after?.kind === 'entity' && !after.used ? this.selfLink(after.entities[0]) : null;
      if (link && m.span.values.some((h) => h.entity === link.role.to)) {
        after!.used = true;
        this.explain(m.span.i + m.span.n, k + after!.span.n - (m.span.i + m.span.n));
        return link.role;
      }
    }
    // 'the course whose prerequisite is Differential Geometry' (the role's rows hold the value); 'the course that is a
    // prerequisite for Mobile Computing' (the value's rows hold it: read from the other end of the link).
    // ('whose prerequisite is course Differential Geometry': the rows' own table may be said before the value.)
    const before = this.mentionAt.get(m.span.i - 1);
    const at =
      before?.kind === 'entity' && before.span.n === 1 && m.span.values.some((h) => h.entity === before.entities[0])
        ? m.span.i - 1
        : m.span.i;
    const said = /^(?:is|are|was|were)$/.test(this.T[at - 1] ?? '')
      ? 'whose'
      : this.T[at - 1] === 'for' || this.T[at - 1] === 'of'
        ? 'for'
        : null;
    const named = said ? this.mentionAt.get(at - 2) : undefined;
    const link = named?.kind === 'entity' && !named.used ? this.selfLink(named.entities[0]) : null;
    if (link && m.span.values.some((h) => h.entity === link.role.to)) {
      const whose = said === 'whose' && this.T[named!.span.i - 1] === 'whose';
      const forIt = said === 'for' && /^(?:a|an|the)$/.test(this.T[named!.span.i - 1] ?? '');
      if (whose || forIt) {
        named!.used = true;
        if (at < m.span.i) before!.used = true;
        this.explain(named!.span.i - 1, m.span.i - named!.span.i + 1);
        return whose ? link.role : link.holder;
      }
    }
    return undefined;
  }

  /**
   * A table linking rows of one table to rows of the same table under a role (`prereq`: a course and its
   * prerequisite, named by the prerequisite's title): its role reference and the holder's.
   */
  private selfLink(entity: string): { role: JoinEdge; holder: JoinEdge } | null {
    const e = this.catalog.byName.get(entity);
    const role = e?.labelVia ? this.catalog.edges.find((x) => x.id === e.labelVia!.edge) : undefined;
    const holder = role ? otherReference(this.catalog, role) : undefined;
    return role && holder ? { role, holder } : null;
  }

  /**
   * 'apartments with type code "Flat"', 'the "Studio" type code': words beside a value that name the column holding it
   * (its key word too: `apt_type_code`) are read with the value.
   */
  private explainColumnOfValue(m: Mention): void {
    const stems = this.valueColumnStems(m);
    // 'counties located in the East' (Location = 'East'): the column's noun said as its verb names it too.
    const nouns = m.span.values.flatMap((h) =>
      h.columns.flatMap((name) => this.catalog.byName.get(h.entity)?.byName.get(name)?.words ?? []),
    );
    for (const k of this.contextAt(m))
      if (stems.has(stem(this.T[k])) || (isParticiple(this.T[k]) && nouns.some((w) => sameEvent(this.T[k], w))))
        this.explain(k, 1);
  }

  /** The stems of the columns a value mention's values are of ('type' for 'food' of AllergyType). */
  private valueColumnStems(m: Mention): Set<string> {
    const stems = new Set<string>();
    for (const h of m.span.values)
      for (const name of h.columns) {
        const c = this.catalog.byName.get(h.entity)?.byName.get(name);
        c?.stems.forEach((s) => stems.add(s));
        if (c?.keyWord) stems.add(stem(c.keyWord));
      }
    return stems;
  }

  private contextStems(m: Mention): string[] {
    const out = this.contextAt(m).map((k) => stem(this.T[k]));
    // 'walkers from the country of Norway': the rows named before the value's column hold it, however far back.
    let k = m.span.i - 1;
    while (k >= 0 && (ARTICLES.has(this.T[k]) || this.T[k] === 'of')) k--;
    const column = this.mentionAt.get(k);
    if (column?.kind === 'column') k = column.span.i - 1;
    while (k >= 0 && ARTICLES.has(this.T[k])) k--;
    if (['from', 'in', 'at', 'of', 'with'].includes(this.T[k])) k--;
    const rows = this.mentionAt.get(k);
    if (rows?.kind === 'entity') out.push(...rows.span.text.split(' ').map((w) => stem(w)));
    return out;
  }

  /** The words around a mention, three before it and two after: where a value's column is said. */
  private contextAt(m: Mention): number[] {
    const out: number[] = [];
    for (let k = Math.max(0, m.span.i - 3); k < Math.min(this.T.length, m.span.i + m.span.n + 2); k++)
      if (k < m.span.i || k >= m.span.i + m.span.n) out.push(k);
    return out;
  }

  /**
   * Content words no part of the reading used. An average, a median, a maximum or a minimum asked for and not
   * computed (the rows listed or counted instead: 'the average age of the dogs' where age is text) is such a word too:
   * the answer must not state another figure as if it were that one.
   */
  private unmappedWords(measure: MeasureRef | null, ranked = false): string[] {
    const notComputed = !measure || measure.kind === 'rows' || measure.kind === 'count';
    // Rows listed in no order where a ranking word was said ('the owner of the youngest dog' where ages are text):
    // that word is left unused, and said so.
    const unranked = measure?.kind === 'rows' && !measure.orderBy && !ranked;
    return this.ev.tokens
      .filter(
        (t, i) =>
          !this.explained[i] &&
          (notComputed && ASKED_FIGURES.has(t.text) ? true : !COMMON_WORDS.has(t.text)) &&
          !MONEY_WORDS.has(t.text) &&
          !this.isVerb(t.text) &&
          // A number no reader used ('tonnage 225' on a text column) is said, never dropped; number words are not.
          (numberWord(t.text) === null || (/^[0-9]+(?:\.[0-9]+)?$/.test(t.text) && !t.time)) &&
          (!AGG_WORDS[t.text] || (notComputed && ASKED_FIGURES.has(t.text))) &&
          ((!MOST_WORDS[t.text] && !SUPERLATIVES[t.text]) || (unranked && !!SUPERLATIVES[t.text])) &&
          !GROUP_WORDS.has(t.text) &&
          !QUESTION_WORDS.has(t.text) &&
          !LIST_WORDS.has(t.text) &&
          !NEGATIONS.has(t.text),
      )
      .map((t) => t.typed ?? t.text);
  }
}

function dedupeDims(dims: DimRef[]): DimRef[] {
  const seen = new Set<string>();
  return dims.filter((d) => {
    const k = JSON.stringify(
      d.kind === 'entity'
        ? [d.entity, d.via?.id]
        : d.kind === 'time'
          ? d.unit
          : d.kind === 'weekday' || d.kind === 'hour'
            ? d.kind
            : d.columns.map((c) => c.entity + c.column),
    );
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Of mentions, the one whose best column is named best (the first of equals); undefined when there are none. */
function bestNamed(mentions: Mention[]): Mention | undefined {
  const top = (m: Mention) => Math.max(0, ...m.columns.map((c) => c.score));
  return mentions.reduce<Mention | undefined>((best, m) => (!best || top(m) > top(best) ? m : best), undefined);
}

/** The words a question named rows by, the last one singular ('sales reps' → sales rep), to name them back. */
function saidWords(text: string): string[] | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 3) return undefined;
  words[words.length - 1] = singularOf(words[words.length - 1]);
  return words;
}

/** Prepositions before the records a bound counts ('used more than twice in first notification of loss'). */
const RECORDS_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'on', 'at', 'within', 'across']);

/** Words between a negation and a yes/no column it negates ('do not have the wifi', 'has no Bluetooth'). */
const FLAG_HAVE_WORDS: ReadonlySet<string> = new Set(['have', 'has', 'had', 'the', 'a', 'an', 'any']);

/** Forms of 'have' before a participle ('courses that have enrolled students'): grammar words. */
const HAVE_FORMS: ReadonlySet<string> = new Set(['have', 'has', 'had']);

/** Prepositions between a participle and the rows it links to ('enrolled in courses', 'signed up for classes'). */
const LINK_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'on', 'for', 'at', 'to', 'into', 'with']);

/** Prepositions that place rows by a value ('living in PHL', 'working at Head Office'): grammar words. */
const PLACING_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'from', 'on', 'near']);

/** A count said as a noun ('the average number of bedrooms'), which an aggregate word right before qualifies. */
const COUNT_NOUNS: ReadonlySet<string> = new Set(['number', 'count']);

/** Words between 'and' and a count that link the count to the things listed before ('and the corresponding number of'). */
const LISTED_FIGURE_LINKS: ReadonlySet<string> = new Set(['the', 'corresponding', 'respective', 'their', 'its']);

/** An aggregate word that forms a figure of many rows (a total, an average), which a superlative before it ranks. */
function formsFigure(word: string | undefined): boolean {
  const fn = word === undefined ? undefined : AGG_WORDS[word];
  return fn !== undefined && fn !== 'max' && fn !== 'min';
}

/** 'sort by their age from old to young', 'from the highest to the lowest': the direction said by its two ends. */
function orderEnds(T: string[]): { dir: 'asc' | 'desc'; at: number; n: number } | null {
  for (let i = 0; i + 3 < T.length; i++) {
    if (T[i] !== 'from') continue;
    const a = T[i + 1] === 'the' ? i + 2 : i + 1;
    if (T[a + 1] !== 'to') continue;
    const b = T[a + 2] === 'the' ? a + 3 : a + 2;
    const n = b + 1 - i;
    if (HIGH_TO_LOW.has(`${T[a]} ${T[b]}`)) return { dir: 'desc', at: i, n };
    if (HIGH_TO_LOW.has(`${T[b]} ${T[a]}`)) return { dir: 'asc', at: i, n };
  }
  return null;
}

/** What a size word ranks when it measures it ('the greatest number of', 'the smallest amount of'). */
const ORDERED_AMOUNTS = new Set(['number', 'amount', 'count', 'total', 'quantity']);

/**
 * 'in descending order', 'in order of age', 'how many … are there in order?', 'order all stations by their opening
 * year', 'ordered by the count': the word at `i` puts a list in order; it is not the verb of ordering goods. After
 * 'by', what the list is ordered on is a count or a figure (`namesFigureAt`), never who ordered ('ordered by Alice').
 */
/** Where the 'by' of the question's first sort verb that has one is ('listed in descending order by age'); -1 if none. */
function sortsByAt(T: string[]): number {
  const verbAt = T.findIndex((w, i) => SORT_VERBS.has(w) && sortedByAt(T, i) >= 0);
  return verbAt >= 0 ? sortedByAt(T, verbAt) : -1;
}

/**
 * Where the 'by' of a sort verb at `i` is: right after it ('sorted by'), or after what is sorted said as a pronoun or
 * as the list itself ('sort them by', 'order the results by'); -1 when there is none.
 */
function sortedByAt(T: string[], i: number): number {
  if (T[i + 1] === 'by') return i + 1;
  // ('ordered descending by count': the direction said before 'by'.)
  if (LIST_ORDERS.has(T[i + 1]) && T[i + 2] === 'by') return i + 2;
  if (SORTED_OBJECTS.has(T[i + 1]) && T[i + 2] === 'by') return i + 2;
  if (T[i + 1] === 'the' && SORTED_OBJECTS.has(T[i + 2]) && T[i + 3] === 'by') return i + 3;
  return -1;
}

function sortOrderAt(T: string[], i: number, namesFigureAt?: (k: number) => boolean): boolean {
  if (
    T[i] === 'order' &&
    (LIST_ORDERS.has(T[i - 1]) || (T[i - 1] === 'in' && (T[i + 1] === 'of' || i === T.length - 1)))
  )
    return true;
  if (!SORT_VERBS.has(T[i])) return false;
  if (i === 0 && T.includes('by')) return true;
  const by = sortedByAt(T, i);
  if (by < 0) return false;
  let k = by + 1;
  while (ARTICLES.has(T[k])) k++;
  return LIST_ORDERS.has(T[k]) || ORDERED_AMOUNTS.has(T[k]) || !!namesFigureAt?.(k);
}

/**
 * The order a list is asked in ('sorted by earnings descending', 'ordered by the final tables made in ascending
 * order', 'in descending order of height'): its direction (ascending unless said otherwise), or null when no order is
 * asked.
 */
function sortAsked(T: string[]): 'asc' | 'desc' | null {
  const ends = orderEnds(T);
  if (ends) return ends.dir;
  const asked = T.some(
    (w, i) =>
      (SORT_VERBS.has(w) && (sortedByAt(T, i) >= 0 || T[i + 1] === 'of')) ||
      // 'Sort employee names by age', 'order all stations by their opening year': the sentence starts with the verb.
      (i === 0 && SORT_VERBS.has(w) && T.includes('by')) ||
      w === 'ascending' ||
      w === 'descending',
  );
  if (!asked) return null;
  return T.some((w) => w === 'descending' || w === 'decreasing' || w === 'desc') ? 'desc' : 'asc';
}
