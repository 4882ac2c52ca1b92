import { VOCABULARY, wordsOf } from '../knowledge';
import { stem } from '../read/normalize';
import { singularOf } from '../read/plural';

/**
 * Business vocabulary: words people use for the things schemas name differently (knowledge/vocabulary.json, ADR
 * 050). Each group is a set of interchangeable words; a question word matches a schema word of the same group, with
 * a lower score than an exact match so that a table really called `items` still wins for "items".
 */
const SYNONYM_GROUPS: string[][] = VOCABULARY.synonyms.map((g) => g.words);

const groupOf = new Map<string, number>();
SYNONYM_GROUPS.forEach((g, i) => g.forEach((w) => !w.includes(' ') && groupOf.set(stem(w), i)));
/** Phrases of a synonym group ('movie theater'), by their words' stems, to the group's canonical word. */
const phraseOf = new Map<string, string>();
SYNONYM_GROUPS.forEach((g) =>
  g.forEach((w) => w.includes(' ') && phraseOf.set(w.split(' ').map(stem).join(' '), stem(g[0]))),
);

/** The canonical form used for synonym matching: the group's first word, else the word's stem. */
export function canonical(word: string): string {
  const s = stem(word);
  const g = groupOf.get(s);
  return g === undefined ? s : stem(SYNONYM_GROUPS[g][0]);
}

/** The canonical word of a phrase a synonym group holds ('movie theaters' → cinema), or null. */
export function canonicalPhrase(words: string[]): string | null {
  return words.length > 1 ? (phraseOf.get(words.map(stem).join(' ')) ?? null) : null;
}

export function synonymsOf(word: string): string[] {
  const g = groupOf.get(stem(word));
  // The single words of the group: a phrase is matched as a whole (canonicalPhrase).
  return g === undefined ? [] : SYNONYM_GROUPS[g].filter((w) => !w.includes(' '));
}

/** Words that ask for money earned: the measure is the schema's revenue (a header total or qty × price). */
export const MONEY_WORDS = new Set(wordsOf(VOCABULARY.sets.money));

/** Verbs that make "how many X" mean units moved through transactions rather than rows of X. */
export const TRANSACTION_VERBS = new Set(wordsOf(VOCABULARY.sets.transactionVerbs));

/** Column words that mark a money amount at the grain of its row (a header total, a payment). */
export const AMOUNT_WORDS = new Set(wordsOf(VOCABULARY.sets.amount));
export const PRICE_WORDS = new Set(wordsOf(VOCABULARY.sets.price));
export const QUANTITY_WORDS = new Set(wordsOf(VOCABULARY.sets.quantity));
/** Column words that are never revenue even when numeric and money-like. */
export const NOT_REVENUE_WORDS = new Set(wordsOf(VOCABULARY.sets.notRevenue));

/** Columns that hold contact details or free text: never categories, never shown as a grouping. */
export const FREE_TEXT_WORDS = new Set(wordsOf(VOCABULARY.sets.freeText));

/** Words that ask for an average rather than a sum when no aggregate is named. */
export const RATE_LIKE_WORDS = new Set(wordsOf(VOCABULARY.sets.rateLike));

/** Superlatives with the column concept they sort on and the direction (`byAge`: on an age column instead). */
export const SUPERLATIVES: Record<
  string,
  { concepts: string[]; dir: 'asc' | 'desc'; byAge?: 'asc' | 'desc'; ofThings?: string[] }
> = VOCABULARY.superlatives;

/** Verbs that open a request ('Show …', 'List …'): at the start they ask, they do not name. */
export const REQUEST_VERBS = new Set(wordsOf(VOCABULARY.sets.requestVerbs));

/** Words that ask to see a listed row's key ('List name and id'). */
export const ASK_KEY_WORDS = new Set(wordsOf(VOCABULARY.sets.askKey));

/** Words that say a number is a row's key where they name no column ('flight number 99'). */
export const KEY_NUMBER_WORDS = new Set(wordsOf(VOCABULARY.sets.keyNumberWords));

/** Words of a column that holds a place ('Where is X from?' shows it). */
export const PLACE_WORDS = new Set(wordsOf(VOCABULARY.sets.placeWords));

/** Words of a text column's name that say its digits identify or date something, so it is no figure. */
export const IDENTIFYING_NUMBER_WORDS = new Set(wordsOf(VOCABULARY.sets.identifyingNumberWords));

/** Words at the end of a column's name that give the scale of its figures ('Market_Value_billion'). */
export const COLUMN_SCALE_WORDS = new Set(wordsOf(VOCABULARY.sets.columnScaleWords));
/** Nouns of whom a figure named by a deed counts ('the number of people killed' of a column `Killed`). */
export const COUNTED_BY_DEED = new Set(wordsOf(VOCABULARY.sets.countedByDeed));

/** Words before 'order' that make it the order of a list ('in descending order'). */
export const LIST_ORDERS = new Set(wordsOf(VOCABULARY.sets.listOrders));

/** Words after a table's initial in a one-run column name ('ename', 'dname', 'bname'). */
export const INITIAL_LED_WORDS = new Set(wordsOf(VOCABULARY.sets.initialLedWords));

/** Words before 'of' never read back to front with the word after it as one column ('the number of customers'). */
export const OF_HEADS_KEPT = new Set(wordsOf(VOCABULARY.sets.ofHeadsKept));

/** Verbs of a value turning up among the rows ('the code that occurs the fewest times'). */
export const OCCURRING_VERBS = new Set(wordsOf(VOCABULARY.sets.occurringVerbs));

/** Verbs that put a list in order ('sorted by age', 'order all stations by their opening year'). */
export const SORT_VERBS = new Set(wordsOf(VOCABULARY.sets.sortVerbs));

/** Words that ask for each one once ('how many different days', 'for the different regions'). */
export const DISTINCT_WORDS = new Set(wordsOf(VOCABULARY.sets.distinctWords));
/** Words that rank things by how often they occur, after 'most' or 'least' ('most common', 'most popular'). */
export const FREQUENCY_WORDS = new Set(wordsOf(VOCABULARY.sets.frequencyWords));
export const OCCURRENCE_WORDS = new Set(wordsOf(VOCABULARY.sets.occurrenceWords));
/** Stems of a column's last word that say it holds its row's own text ('address_content', 'address_details'). */
export const ROW_TEXT_STEMS = new Set(wordsOf(VOCABULARY.sets.rowTextWords).map(stem));
/** Words of a column keeping each row's share of a whole ('Percentage'): 'the most popular' is its largest. */
export const SHARE_COLUMN_WORDS = new Set(wordsOf(VOCABULARY.sets.shareColumnWords));
/** Words asking for a list in the order of its names ('in alphabetical order', 'alphabetically'). */
export const ALPHABETICAL_ORDERS = new Set(wordsOf(VOCABULARY.sets.alphabeticalOrders));

/** Last words of a table's name that say it is a table of its first words ('cars_data', 'model_list'). */
export const TABLE_SUFFIXES = new Set(wordsOf(VOCABULARY.sets.tableSuffixes));

/** First words of a table's name that mark a table of reference codes ('Ref_Document_Types', 'lu_status'). */
export const LOOKUP_PREFIXES = new Set(wordsOf(VOCABULARY.sets.lookupPrefixes));

/** Participles that relate the things named around them ('associated with', 'related to'): the join says them. */
export const RELATION_WORDS = new Set(wordsOf(VOCABULARY.sets.relationWords));

/** Where rows are kept ('listed in the database', 'on file') and the participles saying they are kept there. */
export const STORE_PLACES = new Set(wordsOf(VOCABULARY.sets.storePlaces));
export const STORE_VERBS = new Set(wordsOf(VOCABULARY.sets.storeVerbs));

/** Roles of a person as one-word column names ('Advisor'): a whole number so named is that person's id. */
export const PERSON_ROLES = new Set(wordsOf(VOCABULARY.sets.personRoles));

/** Words for a column's values as sorts of thing ('kinds of clients'). */
export const KIND_WORDS = new Set(wordsOf(VOCABULARY.sets.kindWords));
/** Words that make 'contains', 'includes', 'starting from' before them a ranking or an order, not a text searched. */
export const RANKING_AFTER_TEXT_VERBS = new Set(wordsOf(VOCABULARY.sets.rankingAfterTextVerbs));
/** 'can accommodate more than 300 students': verbs of how many a place can take (readings/comparatives.ts). */
export const CAPACITY_VERBS = new Set(wordsOf(VOCABULARY.sets.capacityVerbs));
/** 'served as governor': verbs of holding a role kept as a column of who held it (readings/interpret.ts). */
export const ROLE_VERBS = new Set(wordsOf(VOCABULARY.sets.roleVerbs));
/** 'after season 2007': nouns naming a whole number column that keeps the year (read/time.ts, plan/plan-query.ts). */
export const YEAR_NOUNS = new Set(wordsOf(VOCABULARY.sets.yearNouns));
/** Words of a time column's name that make it the start of its row's record ('start_date', 'begins_at'). */
export const START_WORDS = new Set(wordsOf(VOCABULARY.sets.startWords));
/** 'which customer has the latest invoice' / 'the first hire': rows ranked by their records' latest or earliest date. */
export const LATEST_WORDS = new Set(wordsOf(VOCABULARY.sets.latestWords));
export const EARLIEST_WORDS = new Set(wordsOf(VOCABULARY.sets.earliestWords));
/** First words of a column's name that make it a bound of a figure (`MIN_SALARY`): its figure's word alone is not it. */
export const BOUND_WORDS = new Set(wordsOf(VOCABULARY.sets.boundWords));

/** Words that make a column keep how many of a thing each row has (`Num_of_Component`). */
export const KEPT_COUNT_WORDS = new Set(wordsOf(VOCABULARY.sets.keptCountWords));
/**
 * The thing a column keeps a count of, by the words of its name, a count word first ('Number_of_hosts' → host): its
 * stem, singular. Null for any other column.
 */
export function keptCountThing(words: string[]): string | null {
  const w = words.filter((x) => x !== 'of');
  return w.length === 2 && KEPT_COUNT_WORDS.has(w[0]) ? stem(singularOf(w[1])) : null;
}
/** Words between a yes/no column and the value said for it ('approval status 'No'', 'approved is yes'). */
export const FLAG_VALUE_LEADS = new Set(wordsOf(VOCABULARY.sets.flagValueLeads));
/** Words after a yes/no column that ask for its values ('the approval statuses'). */
export const FLAG_VALUES_WORDS = new Set(wordsOf(VOCABULARY.sets.flagValuesWords));
/** What a sort verb sorts when it names no table: the list itself ('sort them by', 'order the results by'). */
export const SORTED_OBJECTS = new Set(wordsOf(VOCABULARY.sets.sortedObjects));

/** Head nouns a column word may be run together with ('postcode' → 'code'). */
export const COMPOUND_HEADS: readonly string[] = wordsOf(VOCABULARY.sets.compoundHeads);

/** Two ends of an order, high end first, as 'high low' ('from old to young' is the oldest first). */
export const HIGH_TO_LOW = new Set(VOCABULARY.orderEnds.pairs.map(([high, low]) => `${high} ${low}`));

/** Words that name the rows of a table said before them ('budget records', 'claim entries'). */
export const ROW_WORDS = new Set(wordsOf(VOCABULARY.sets.rowWords));

/** Words after 'all (the)' that ask for every column of the rows listed ('all information in the item table'). */
export const WHOLE_ROW_WORDS = new Set(wordsOf(VOCABULARY.sets.wholeRowWords));

/** Words that name a table as such after its name ('the item table'). */
export const TABLE_WORDS = new Set(wordsOf(VOCABULARY.sets.tableWords));

/** Words before 'paid' that make it rank what a person earns ('highest paid', 'best-paid', 'worst paid'). */
export const RANKS_PAID = new Set(wordsOf(VOCABULARY.sets.ranksPaid));

/** Verbs of money taken in: what they share is an amount, not a number of rows. */
export const MONEY_TAKEN = new Set(wordsOf(VOCABULARY.sets.moneyTaken));

/** Size words that rank before 'number of' or 'amount of' ('the greatest number of'), with their direction. */
export const SIZE_RANKS: Record<string, 'asc' | 'desc'> = Object.fromEntries([
  ...wordsOf(VOCABULARY.sets.ranksMore).map((w) => [w, 'desc' as const]),
  ...wordsOf(VOCABULARY.sets.ranksFewer).map((w) => [w, 'asc' as const]),
]);

/**
 * Ordinary English words of business questions. They are never "corrected" into schema words
 * (a typo fix must not turn 'brings' into 'rings'), and a data value equal to one of them is only
 * used as a filter when the question names its column too.
 */
export const COMMON_WORDS = new Set(
  `a an the of in on at to for from by per with without and or not no is are was were be been being do does did done have has had
   how many much what which who whom whose where when why show list give me tell us our we my your their its it this that these those
   there here each every all any some most least more less fewer few than over under above below between after before since until
   during within top bottom best worst first last next previous past this current ago year years month months quarter quarters week weeks day days
   total sum average avg mean count number amount max maximum min minimum highest lowest largest biggest smallest greatest
   get got find see look looks looking after bring brings brought come came comes make makes made generate generated generating
   issued issue placed place take took use used using into out up down about also only just please can could would should
   summary overview breakdown split grouped group across compared versus vs ratio share percent percentage rate
   new old many long short high low big small good bad yes ok okay name names people person someone anyone everyone
   include includes including included contain contains each one two three four five six seven eight nine ten dollars dollar euro euros
   return returns result results respective respectively corresponding inclusive calculate calculated compute computed
   descending ascending sorted sort display displayed output provide want need know like exist exists existing called named
   currently ever never anything nothing something everything nobody written wrote actually overall altogether
   respectively kindly work works working happen happens happened
   as if so but via i he she his her him hers them they you yours theirs whether either neither both`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words of grammar (articles, prepositions, conjunctions, pronouns, forms of 'be' and 'have'): they join the words of
 * a name (Rank_of_the_Year, Has_Allergy) but never name its column alone: 'ordered by the count' says nothing of a rank.
 */
export const GRAMMAR_WORDS = new Set(
  `a an the of in on at to for from by per with without and or nor not no is are was were be been being do does did
   have has had it its this that these those there here as if so but via into onto upon than then`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words of a column that holds what a row has now: its stock, its balance, what it used or spent. */
export const HOLDING_WORDS = new Set(
  [
    'stock',
    'hand',
    'onhand',
    'available',
    'inventory',
    'balance',
    'current',
    'actual',
    'used',
    'occupied',
    'spent',
    'spend',
    'outstanding',
  ].map(stem),
);

/** Words of a column that is another setting or a commitment, not what is held ('reserved', 'on order'). */
export const NOT_HOLDING_WORDS = new Set(
  ['reserved', 'allocated', 'committed', 'ordered', 'order', 'incoming', 'transit', 'damaged'].map(stem),
);
