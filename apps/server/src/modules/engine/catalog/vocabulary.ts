import { stem } from '../read/normalize';

/**
 * Business vocabulary: words people use for the things schemas name differently. Each group is a
 * set of interchangeable words; a question word matches a schema word of the same group, with a
 * lower score than an exact match so that a table really called `items` still wins for "items".
 */
const SYNONYM_GROUPS: string[][] = [
  ['customer', 'client', 'account', 'buyer', 'purchaser', 'shopper', 'patron', 'consumer'],
  [
    'employee',
    'staff',
    'worker',
    'rep',
    'representative',
    'agent',
    'salesperson',
    'salesman',
    'personnel',
    'associate',
    'colleague',
  ],
  ['product', 'item', 'article', 'merchandise', 'sku', 'good'],
  ['order', 'purchase'],
  ['invoice', 'bill', 'receipt'],
  ['supplier', 'vendor', 'provider'],
  ['category', 'kind', 'class'],
  ['shipper', 'carrier', 'courier'],
  ['country', 'nation'],
  ['city', 'town'],
  ['region', 'territory', 'area'],
  ['track', 'song', 'tune'],
  ['artist', 'band', 'musician', 'performer', 'singer'],
  ['film', 'movie'],
  ['department', 'dept', 'division'],
  ['salary', 'wage', 'pay', 'compensation'],
  ['price', 'cost'],
  ['quantity', 'qty', 'unit'],
  ['manager', 'boss', 'supervisor'],
  ['birth', 'born'],
  ['hire', 'hired', 'joined'],
  ['duration', 'length', 'runtime', 'millisecond', 'minute', 'long'],
  ['size', 'byte'],
  ['feet', 'footage', 'foot'],
  ['tenant', 'renter', 'lessee', 'occupant'],
  ['name', 'title'],
  ['payment', 'paid'],
  ['store', 'shop', 'branch', 'outlet'],
  ['location', 'site'],
  ['job', 'position', 'role'],
];

const groupOf = new Map<string, number>();
SYNONYM_GROUPS.forEach((g, i) => g.forEach((w) => groupOf.set(stem(w), i)));

/** The canonical form used for synonym matching: the group's first word, else the word's stem. */
export function canonical(word: string): string {
  const s = stem(word);
  const g = groupOf.get(s);
  return g === undefined ? s : stem(SYNONYM_GROUPS[g][0]);
}

export function synonymsOf(word: string): string[] {
  const g = groupOf.get(stem(word));
  return g === undefined ? [] : SYNONYM_GROUPS[g];
}

/** Words that ask for money earned: the measure is the schema's revenue (a header total or qty × price). */
export const MONEY_WORDS = new Set([
  'revenue',
  'revenues',
  'sales',
  'sale',
  'turnover',
  'income',
  'spend',
  'spending',
  'spent',
  'earnings',
  'earned',
  'earn',
  'takings',
  'money',
  'gross',
  'grossing',
  'billing',
  'billings',
  'selling',
  'seller',
  'sellers',
  'grossed',
  'generated',
  'generate',
  'value',
  'worth',
]);

/** Verbs that make "how many X" mean units moved through transactions rather than rows of X. */
export const TRANSACTION_VERBS = new Set([
  'sold',
  'sell',
  'bought',
  'buy',
  'ordered',
  'order',
  'purchased',
  'rented',
  'rent',
  'shipped',
  'delivered',
  'booked',
  'downloaded',
  'streamed',
  'played',
  'borrowed',
  'invoiced',
  'billed',
]);

/** Column words that mark a money amount at the grain of its row (a header total, a payment). */
export const AMOUNT_WORDS = new Set([
  'total',
  'amount',
  'revenue',
  'sale',
  'sales',
  'subtotal',
  'payment',
  'paid',
  'due',
  'gross',
  'net',
  'charge',
  'charged',
  'value',
  'turnover',
  'income',
  'billed',
  'invoiced',
]);
export const PRICE_WORDS = new Set(['price', 'rate', 'cost', 'fee', 'tariff', 'msrp']);
export const QUANTITY_WORDS = new Set(['quantity', 'qty', 'units', 'count', 'volume', 'pieces']);
/** Column words that are never revenue even when numeric and money-like. */
export const NOT_REVENUE_WORDS = new Set([
  'freight',
  'discount',
  'tax',
  'shipping',
  'stock',
  'reorder',
  'level',
  'limit',
  'balance',
  'credit',
  'salary',
  'commission',
  'replacement',
  'weight',
  'cost',
]);

/** Columns that hold contact details or free text: never categories, never shown as a grouping. */
export const FREE_TEXT_WORDS = new Set([
  'email',
  'mail',
  'phone',
  'fax',
  'address',
  'postal',
  'zip',
  'postcode',
  'url',
  'website',
  'homepage',
  'password',
  'hash',
  'photo',
  'picture',
  'image',
  'notes',
  'note',
  'comment',
  'comments',
  'description',
  'remarks',
  'path',
  'token',
  'uuid',
  'guid',
  'extension',
  'mobile',
  'cell',
]);

/** Words that ask for an average rather than a sum when no aggregate is named. */
export const RATE_LIKE_WORDS = new Set([
  'price',
  'rate',
  'salary',
  'wage',
  'discount',
  'percent',
  'percentage',
  'pct',
  'score',
  'rating',
  'age',
  'length',
  'duration',
  'millisecond',
  'milliseconds',
  'weight',
  'cost',
  'fee',
]);

/** Superlatives with the column concept they sort on and the direction. */
export const SUPERLATIVES: Record<string, { concepts: string[]; dir: 'asc' | 'desc' }> = {
  longest: { concepts: ['duration', 'length', 'millisecond', 'minute', 'runtime', 'second'], dir: 'desc' },
  shortest: { concepts: ['duration', 'length', 'millisecond', 'minute', 'runtime', 'second'], dir: 'asc' },
  expensive: { concepts: ['price', 'rate', 'cost', 'fee', 'amount', 'total'], dir: 'desc' },
  priciest: { concepts: ['price', 'rate', 'cost', 'fee'], dir: 'desc' },
  cheapest: { concepts: ['price', 'rate', 'cost', 'fee'], dir: 'asc' },
  heaviest: { concepts: ['weight'], dir: 'desc' },
  lightest: { concepts: ['weight'], dir: 'asc' },
  oldest: { concepts: ['birth', 'born', 'date', 'created', 'hire', 'start'], dir: 'asc' },
  youngest: { concepts: ['birth', 'born'], dir: 'desc' },
  newest: { concepts: ['date', 'created', 'hire', 'release', 'start'], dir: 'desc' },
  latest: { concepts: ['date', 'created', 'hire', 'release', 'start'], dir: 'desc' },
  earliest: { concepts: ['date', 'created', 'hire', 'release', 'start'], dir: 'asc' },
  recent: { concepts: ['date', 'created', 'hire', 'release', 'start'], dir: 'desc' },
  paid: { concepts: ['salary', 'wage', 'pay', 'compensation'], dir: 'desc' },
  largest: { concepts: [], dir: 'desc' },
  biggest: { concepts: [], dir: 'desc' },
  highest: { concepts: [], dir: 'desc' },
  greatest: { concepts: [], dir: 'desc' },
  smallest: { concepts: [], dir: 'asc' },
  lowest: { concepts: [], dir: 'asc' },
};

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
   include including included each one two three four five six seven eight nine ten dollars dollar euro euros
   return returns result results respective respectively inclusive calculate calculated compute computed
   descending ascending sorted sort display displayed output provide want need know like exist exists existing
   currently ever never anything nothing something everything nobody written wrote actually overall altogether
   respectively kindly work works working happen happens happened
   as if so but via i he she his her him hers them they you yours theirs whether either neither both`
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
