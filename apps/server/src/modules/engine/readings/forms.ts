import { isSingularWord, pluralOf } from '../read/plural';
import { normalizeText } from '../read/normalize';
import { isParticiple } from '../read/lemma';
import { numberWord, ORDER_IN_TIME, SPLIT_COMPARATORS } from '../read/keywords';
import { RANKING_AFTER_TEXT_VERBS, SORT_VERBS } from '../catalog/vocabulary';
import { BOUNDS } from './equalities';
import { readCycleGrouping } from '../read/weekdays';
import { CHANGE_RE, isPercentChange, readChange, type Back } from './periods';

/**
 * The question forms a single grouped SELECT cannot express (engine note 13, docs/engine-notes.md): each is recognised from its
 * words here, the rest of the question is read as usual, and plan/forms.ts wraps the plain query into the form.
 */
export type FormRef =
  /**
   * 'customers who never placed an order': rows of the subject with no related `clause` record; `present`: the
   * opposite, rows with at least one ('dogs that went through any treatment', 'departments offering at least one
   * degree'). `copular`: said with 'are not' ('people that are not poker players') or 'do not' with no 'any' ('who do
   * not play Canoeing'); a clause that names no related record is then a condition, read plainly ('countries that are
   * not in Asia').
   */
  | { kind: 'absence'; clause: string; present?: boolean; copular?: boolean }
  /**
   * 'share of revenue by category', 'what percent of orders …', 'share of revenue from the top 10 customers';
   * `perGroup`: the part's share within each group ('return rate by carrier'), not of the grand total; `event`:
   * the word of a rate's event ('returned'), the only part, every other filter being the whole; `absent`: the part
   * is the rows with no such record ('what percentage of patients have no insurance', an absence clause).
   */
  | { kind: 'share'; perGroup?: boolean; event?: string; absent?: string }
  /** 'revenue growth in 2025 compared with 2024', '… vs last year'; `percent`: asked in percent; `back`: the earlier period's distance. */
  | { kind: 'growth'; percent?: boolean; back?: Back }
  /**
   * 'top 3 products per category', 'best-selling product in each category'; `popular`: ranked by how often each
   * was taken ('the most popular item for each customer', 'the most common plan in each region').
   */
  | { kind: 'topPerGroup'; group: string; popular?: boolean }
  /**
   * 'the first item each customer bought', 'each customer's most recent order', 'the second plan of every
   * subscriber': per `group`, the records at its `nth` earliest (`dir` asc) or latest (desc) date.
   */
  | { kind: 'firstPerGroup'; group: string; dir: 'asc' | 'desc'; nth: number }
  /**
   * 'after joining the loyalty program', 'before they became a member': the rows dated on or after (before) the
   * date of another table's record of the same entity, the record `event` names; `days`: only within that many
   * days of it ('in their first week after joining').
   */
  | { kind: 'relative'; when: 'after' | 'before'; event: string; days?: number }
  /**
   * 'average revenue per customer', 'average number of orders per month': the average of per-`per` totals.
   * `implied`: no 'per' was said ('average order value'); when `per` names nothing, the question is read plainly.
   */
  | { kind: 'averagePer'; per: string; implied?: boolean }
  /** 'ratio of returned to delivered shipments': the measure where `a` holds over the measure where `b` holds. */
  | { kind: 'ratio'; a: string; b: string };

export interface FormReading {
  form: FormRef | null;
  /** The question without the form's own words, read by the ordinary reader. */
  rest: string;
  /** 'which month had the highest revenue': rank the groups of this time unit. */
  rankPeriod?: { unit: 'year' | 'quarter' | 'month' | 'week' | 'day' | 'weekday' | 'hour'; dir: 'asc' | 'desc' };
  /** 'by day of the week', 'by hour of the day': the figures are grouped by that part of the measure's date. */
  byCycle?: 'weekday' | 'hour';
}

const RANK_WORDS =
  /\b(top|bottom|best|worst|most|least|highest|lowest|largest|smallest|biggest|best selling|top selling|leading)\b/;

/** Words that rank things by how often they were taken ('the most popular item', 'the most common plan'). */
const POPULAR = /\b(?:popular|common|frequent|favou?rite|usual)\b/;

/** Words that compare or rank: a clause with one is a condition on a figure, not the existence of a record. */
const COMPARES =
  /\b(?:more|most|less|least|fewer|fewest|greater|greatest|higher|highest|lower|lowest|larger|largest|bigger|biggest|over|under|above|below|starting|ending|beginning|containing|like|between|exactly|equal)\b/;

/**
 * Existence: a verb, then 'any', 'at least one' or 'some', then the records ('dogs that went through any treatments').
 * A bound ('a grade point of 3.8 or above in at least one course': equalities.ts BOUNDS) is no verb taking the
 * records. 'some' is 'any' ('instructors who have taught some course'), not 'some of', nor in a clause that ranks or
 * sorts ('hosted some events in the most recent year', 'who have some shipment sorted by their total'), nor after
 * 'than' ('a lower rating than some song of blues genre' compares with them).
 */
const EXISTENCE = new RegExp(
  `\\b(?:(?:who|that|which)\\s+)?(?:(?:have|has|had|did|do|does)\\s+)?(?:(?!(?:there|we|you|they|i|than|${Object.keys(BOUNDS).join('|')})\\b)([a-z]+(?:\\s+(?:through|in|for|on|to|with|from|into))?)\\s+)(?:any|at\\s+least\\s+one|some(?!\\s+of\\b|.*\\b(?:${[...RANKING_AFTER_TEXT_VERBS, ...ORDER_IN_TIME, ...SORT_VERBS].join('|')})\\b))\\b\\s*(.+)$`,
);

/** A comparative, a figure and 'than' ('a lower rating than …'): the clause compares a figure of the rows' own. */
const COMPARED_FIGURE = new RegExp(`^(?:${Object.keys(SPLIT_COMPARATORS).join('|')})\\s+[a-z]+\\s+than\\b`);

/**
 * Records named first, in the plural, then what they are ('both journalists with more than 10 years of working and
 * …', 'members who are older than 45'): a comparison or a bound after them is a condition of those records. (One
 * record said twice, 'a branch that opened in 2001 and a branch with more than 100 members', is not read so.)
 */
const RECORDS_FIRST = /^(?:both\s+)?[a-z]+s\s+(?:with|who|that|whose|which)\b/;

/** A bound on a number of things: 'at least 2 friends', 'more than three orders', '2 or more pets'. */
const COUNTED_BOUND =
  /\b(?:(?:at least|at most|more than|fewer than|less than|exactly)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+s|(?:\d+|two|three|four|five)\s+or\s+(?:more|fewer|less)\s+[a-z]+s|^(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+s\b)\b/;

/** Words that add up or compare a figure, before a word that may name it ('the total share'). */
const AGGREGATE_BEFORE = new Set(['total', 'average', 'sum', 'maximum', 'minimum', 'mean', 'max', 'min']);

const SHARE_WORDS = /\b(share|percent|percentage|proportion|fraction)\b/;

/** A share's question without the words that ask for a share ('what percentage of orders …' → 'orders …'). */
function shareRest(text: string): string {
  return text
    .replace(/\b(?:what|which)\s+(?:is\s+the\s+)?(?:share|percent(?:age)?|proportion|fraction)\s+(?:of\s+)?/, ' ')
    .replace(/\b(?:the\s+)?(?:share|percent(?:age)?|proportion|fraction)\s+(?:of\s+)?/, ' ')
    .replace(/\b(?:comes?|came|coming|come)\s+from\b/, ' from ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a 'who has …' clause says a column and its value ('who has personal name Julio'): no article after the
 * verb, a column's name first and words after it.
 */
function namesOwnValue(has: RegExpExecArray, namesColumn: (words: string[]) => boolean): boolean {
  return ownValueNamed(has[4], /\b(?:have|has|had|own|owns)\s+(?:a|an)\s/.test(has[0]), namesColumn);
}

/**
 * Whether a clause after 'have' begins with a column of the rows' own and goes on with its value ('personal name
 * Julio'). After an article only a column of two words ('have a color description 'yellow''): 'who have a pet
 * named Tom' has a record.
 */
function ownValueNamed(clause: string, article: boolean, namesColumn: (words: string[]) => boolean): boolean {
  const words = clause.split(' ');
  // ('who have a pet named Tom': a record called so, not a column 'pet name'.)
  if (article && isParticiple(words[1] ?? '')) return false;
  return [2, 1].some((n) => words.length > n && (!article || n === 2) && namesColumn(words.slice(0, n)));
}

/** The verb of having, in its forms. */
const HAVE_VERBS: ReadonlySet<string> = new Set(['have', 'has', 'had', 'own', 'owns']);

/**
 * 'students who have allergies with food and animal types': two values and-ed in a clause about related records,
 * which each hold one, ask for a record of each, as 'both' says ('… with both food and animal types'). Not with
 * 'or', 'either' or 'both' said.
 */
function bothValues(clause: string, isValue: (word: string) => boolean): string {
  if (/\b(?:both|or|either)\b/.test(clause)) return clause;
  return clause.replace(/\b([a-z]+)\s+and\s+([a-z]+)\b/, (m, a: string, b: string) =>
    isValue(a) && isValue(b) ? `both ${a} and ${b}` : m,
  );
}

/** Words before 'count' that are not the thing counted. */
const NOT_COUNTED = new Set([
  ...['the', 'a', 'total', 'unit', 'word', 'head', 'row', 'distinct', 'unique', 'new', 'overall', 'final'],
  ...['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annual', 'average', 'median'],
  // Grammar words: 'each result and its count', 'in descending order of count', 'the corresponding count'.
  ...['of', 'by', 'its', 'their', 'his', 'her', 'and', 'or', 'with', 'corresponding', 'respective'],
  // ('the frequency count': a count of how often, the count itself.)
  'frequency',
]);

export function readForm(
  question: string,
  isValue: (word: string) => boolean = () => false,
  namesColumn: (words: string[]) => boolean = () => false,
): FormReading {
  const cycle = readCycleGrouping(yearAndPart(normalizeText(question.replace(/%/g, ' percent '))));
  const form = readFormOf(cycle.question, isValue, namesColumn);
  return cycle.cycle ? { ...form, byCycle: cycle.cycle } : form;
}

/**
 * 'per year and month', 'by month and year': one bucket, the month of its year (a month's bucket is already
 * labelled with its year, '2025-03'); likewise a quarter or a week of the year.
 */
function yearAndPart(text: string): string {
  return text
    .replace(/\byears?\s+(?:and|&)\s+(?:the\s+)?(quarter|month|week)s?\b/g, '$1')
    .replace(/\b(quarter|month|week)s?\s+(?:and|&)\s+(?:the\s+)?years?\b/g, '$1');
}

function readFormOf(
  normalized: string,
  isValue: (word: string) => boolean,
  namesColumn: (words: string[]) => boolean,
): FormReading {
  let text = normalized;
  // A form's word that is a value in the data ('the Growth plan', 'Change requests') is that value, not the form;
  // so is one that begins a column's name ('share count' of share_count) or is a column's figure added up ('the
  // total share of transactions').
  // So does one that ends a column's name ('market share' of market_share).
  const ofColumn = (m: RegExpMatchArray) => {
    const words = text.slice(m.index).split(' ');
    const preceding = text.slice(0, m.index).trim().split(' ');
    const before = preceding[preceding.length - 1] ?? '';
    return (
      namesColumn(words.slice(0, 2)) ||
      namesColumn(words.slice(0, 3)) ||
      (before !== '' && namesColumn([before, words[0]])) ||
      (preceding.length > 1 && namesColumn([...preceding.slice(-2), words[0]])) ||
      (AGGREGATE_BEFORE.has(before) && namesColumn(words.slice(0, 1)))
    );
  };
  const asForm = (re: RegExp) =>
    [...text.matchAll(new RegExp(re.source, 'g'))].some((m) => !isValue(m[0]) && !ofColumn(m));
  // 'Find the count and code of the job with the most employees': the count asked beside the thing ranked by it is
  // that ranking's figure, shown with it; the question asks for the thing.
  if (/\b(?:most|fewest|least|highest|lowest|largest|smallest)\b/.test(text))
    text = text.replace(/\b(the )?count and (?:the )?(?=[a-z])/, '$1');
  // 'clubs that have at least a member': the article is the number one.
  text = text.replace(/\bat least (?:a|an) /g, 'at least 1 ');
  // 'how old are the members': where ages are kept as a column (not worked out from a birth date, readings/age.ts),
  // the question asks for that column.
  if (namesColumn(['age'])) text = text.replace(/\bhow old (is|are|was|were) /g, 'what $1 the age of ');
  // 'order count', 'invoice count' → 'number of orders'; never after 'how many' / 'number of', where 'count' is already read,
  // nor after a word that says how often or which ('monthly count of customers' is a count per month).
  // A column named so ('share count' of share_count) stays as said. 'count' before what it counts is the verb
  // ('For each competition, count the number of matches').
  text = text.replace(
    /\b(?<!number of |how many )([a-z]+) counts?\b(?! (?:the|all|how|number|distinct|different|unique)\b)/g,
    (m, w: string) => (NOT_COUNTED.has(w) || namesColumn([w, 'count']) ? m : `number of ${pluralOf(w)}`),
  );

  // 'which month had the highest revenue': the groups are ranked, the answer is one period.
  let rankPeriod: FormReading['rankPeriod'];
  // 'which month of 2025 had the most hires', 'which quarter in 2024 saw the highest revenue': the period named
  // between them is kept as the question's period.
  const rp =
    /\b(?:which|what) (year|quarter|month|weekday|week|day of the week|day|hour of the day|hour)s? (?:(of|in|during) ((?:the )?[a-z0-9]+(?: [a-z0-9]+)?) )?(?:had|has|have|was|were|saw|showed|brought|generated|with)?\s*(?:the )?(highest|most|largest|biggest|best|top|lowest|least|smallest|fewest|worst)\b/.exec(
      text,
    );
  if (rp) {
    const unit = rp[1] === 'day of the week' ? 'weekday' : rp[1] === 'hour of the day' ? 'hour' : rp[1];
    rankPeriod = {
      unit: unit as NonNullable<FormReading['rankPeriod']>['unit'],
      dir: ['lowest', 'least', 'smallest', 'fewest', 'worst'].includes(rp[4]) ? 'asc' : 'desc',
    };
    const within = rp[3] ? ` in ${rp[3]}` : '';
    // The days of the week and the hours of the day are grouped by the caller (the time reader knows only periods).
    const by = unit === 'weekday' || unit === 'hour' ? '' : ` by ${unit}`;
    text = `${text.slice(0, rp.index)} ${text.slice(rp.index + rp[0].length)}${within}${by}`
      .replace(/\s+/g, ' ')
      .trim();
  }

  const seq = readFirstPerGroup(text, isValue);
  if (seq) return { ...seq, rankPeriod };
  const relative = readRelative(text);
  if (relative) return { ...relative, rankPeriod };

  // Absence: 'customers who have never placed an order', 'products without sales', 'patients who have not received any treatment',
  // 'dogs that have not gone through any treatment', 'types not used by any document', 'how many persons are not body
  // builders'.
  // The verb stays in the clause ('not completed any training' → 'completed training'): it may say which
  // related records count ('completed' ones, with a completion date set).
  // 'the locations where no cinema has capacity over 800': those that have no such cinema.
  text = text.replace(/\bwhere\s+no\s+([a-z]+)\s+(?:has|have|had)\s+(?!(?:a|an|any|the)\b)/, 'that have no $1 with ');
  // 'the buildings except for those having an institution founded in 2003': the rows that have no such record.
  text = text.replace(
    /\bexcept\s+(?:for\s+)?(?:those|the\s+ones|ones)\s+(?:(?:that|which|who)\s+(?:have|has|had)|having|with)\s+(?:a|an|any)\s+/,
    'that have no ',
  );
  // 'representatives that have not participated in elections': a perfect verb negated before the records, no article.
  text = text.replace(
    /\b(have|has|had)\s+not\s+([a-z]+ed(?:\s+(?:in|for|on|to|with|from|into|by))?)\s+(?!(?:a|an|any|the|been)\b)/,
    '$1 not $2 any ',
  );
  // 'countries in which English is not the official language': a value said not to be what a related record of
  // the rows holds is none of their records with both ('without English official language').
  text = text.replace(/\b(?:in\s+which|where)\s+([a-z]+)\s+(?:is|was)\s+not\s+(?:the|an?)\s+(.+)$/, 'without $1 $2');
  const ab =
    /\b(?:(?:who|that|which)\s+)?(?:(?:have|has|had|did|do|does|were|was|are|is)\s+)?(?:never|not\s+(?:yet\s+)?been|not\s+(?:yet\s+)?(?:(\w+(?:\s+(?:up|out|off))?(?:\s+(?:through|in|for|on|to|with|from|into|by))?)\s+)?(?:any|a|an)|havent|hasnt|hadnt|didnt|dont|doesnt|without(?:\s+any)?|free\s+of(?:\s+any)?|(?<=(?:(?:who|that|which)\s+(?:are|is|were|was|do|does|did)|(?:who|that|which|and)\s+(?:do|does|did)|^(?:how\s+many|which|what)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:are|were|did|do|does))\s+)(not)\s+(?:a\s+|an\s+)?|with\s+no|in\s+no|(?:have|has|had)\s+no)\b\s*(.+)$/.exec(
      text,
    );
  if (ab && ab.index > 0 && ab[3].trim()) {
    const clause = `${ab[1] ?? ''} ${ab[3]}`.trim();
    const before = text.slice(0, ab.index).trim();
    // 'what percentage of customers have no orders': the rows without them are the part of a share.
    if (SHARE_WORDS.test(before) && asForm(SHARE_WORDS))
      return { form: { kind: 'share', absent: clause }, rest: shareRest(before), rankPeriod };
    return { form: { kind: 'absence', clause, ...(ab[2] ? { copular: true } : {}) }, rest: before, rankPeriod };
  }

  // Existence: 'dogs that went through any treatments', 'how many departments offer any degree', 'customers with at
  // least one order'. The verb stays in the clause as for an absence. A question that only asks whether there are
  // any ('are there any …') has no subject before the verb and is read plainly when this form finds none.
  // 'locations where some cinemas were opened in both 2010 and 2011': the places that have cinemas opened in each.
  text = text.replace(
    /\bwhere\s+(?:some\s+)?([a-z]+)\s+(?:were|was|are|is|have\s+been|has\s+been)\s+([a-z]+ed)\s+(?=(?:[a-z]+\s+)?both\s)/,
    'that have $1 $2 ',
  );
  // 'publishers that have publications with price over 10000000 and publications with price under 5000000': the
  // records named twice, each with its condition, are one of each kind, as with 'both'.
  text = text.replace(
    /\b(that|who|which)\s+(have|has|had)\s+(?!both\b)([a-z]+)\s+(with|where|whose)\s+(.+?)\s+and\s+\3\s+\4\s+/,
    '$1 $2 both $3 $4 $5 and $3 $4 ',
  );
  // 'publishers with a book published in 1989 and a book in 1990': the same record named twice after 'with', each
  // with its condition, is one of each kind too.
  text = text.replace(/\bwith\s+(a|an)\s+([a-z]+)\s+(.+?)\s+and\s+(a|an)\s+\2\b/, 'that have both $1 $2 $3 and $4 $2');
  // 'addresses shared by some students and some teachers', 'the industries shared by companies whose headquarters are
  // USA and companies whose headquarters are China': what has records of each kind.
  text = text.replace(/\bshared\s+by\s+(?:some\s+|both\s+)?(.+?)\s+and\s+(?:some\s+)?/, 'that have both $1 and ');
  // 'the industry shared by the most companies': the one with the most.
  text = text.replace(/\bshared\s+by\s+the\s+(most|fewest|least)\b/, 'with the $1');
  const ex = EXISTENCE.exec(text);
  // 'dogs that went through a treatment', 'professionals who have ever treated dogs': a relative clause whose verb
  // takes a related record (the plan reads the question plainly when the clause names none). 'that is a prerequisite
  // for …' says what the rows are, not what they have.
  // ('songs that have a lower rating than some song of blues genre' compare a figure of their own: read plainly.)
  const relMatch = ex
    ? null
    : /\b(?:who|that|which)\s+(?:(?:have|has|had)\s+)?(?:ever\s+([a-z]+(?:\s+(?:through|in|for|on|to|with|from|into))?)\s+(?:(?:a|an)\s+)?|(?!(?:is|are|was|were|be)\s)([a-z]+(?:\s+(?:through|in|for|on|to|with|from|into))?)\s+(?:a|an)\s+)(.+)$/.exec(
        text,
      );
  // ('the products that have a color description 'yellow'': a column of two words named after 'have a' and its value
  // are the rows' own, no record they have.)
  const ownAfterArticle =
    relMatch?.[2] !== undefined && HAVE_VERBS.has(relMatch[2]) && ownValueNamed(relMatch[3], true, namesColumn);
  const rel = relMatch && !COMPARED_FIGURE.test(relMatch[3]) && !ownAfterArticle ? relMatch : null;
  // 'students who have cat or dog pet', 'how many students have a pet': having a related record, said with 'have' or
  // 'own' after a relative pronoun or before an article, or before the plural that ends the question ('how many
  // documents have expenses'). A clause that compares or ranks ('have a weight greater than
  // 10', 'has the most') or whose verb is a participle ('have signed', 'has paid') is read plainly.
  const has =
    ex || rel
      ? null
      : /\b(?:(?:who|that|which)\s+(have|has|had|own|owns|owned)\s+(?:(?:a|an)\s+)?|(have|has|had|own|owns)\s+(?:(?:a|an)\s+|(?=both\s)|(?=[a-z]{3,}s$))|(owned)\s+(?=by\s))([a-z].*)$/.exec(
          text,
        );
  // ('the nations that have both journalists with more than 10 years of working and …': a comparison said after the
  // records and 'with' or a relative is a condition of those records, not of the rows asked.)
  const recordsFirst = has ? RECORDS_FIRST.test(has[4]) : false;
  const hasClause =
    has &&
    (recordsFirst || !COMPARES.test(has[4])) &&
    // '… who have likes, and the number of likes for each': a figure of the records is asked, not only that they exist.
    !/\b(?:numbers?|how many|count|total|each)\b/.test(has[4]) &&
    !/^(?:the|no|not|never|been|to|it|them|their|its|[a-z]+ed|done|made|paid|won|seen|given|taken|sold|bought)\b/.test(
      has[4],
    ) &&
    // 'the tutor who has personal name Julio': a column of the rows' own and its value, no record that exists.
    !namesOwnValue(has, namesColumn)
      ? has
      : null;
  // 'countries where a singer above age 40 and a singer below 30 are from': the same rows named twice, each with 'a',
  // are two records, one of each kind, as with 'both'.
  const twice = /\bwhere\s+(?=(?:a|an)\s+([a-z]+)\s+.+?\s+and\s+(?:a|an)\s+\1\b)/;
  // 'reviewers who rated 3 star and 4 star': two figures of one unit and-ed are two records, one of each, as with
  // 'both' (one record holds one figure).
  const twoFigures = /\b(?<!both\s)([0-9]+(?:\.[0-9]+)?)\s+([a-z]+)\s+and\s+([0-9]+(?:\.[0-9]+)?)\s+\2\b/;
  // 'nations that speak both English and French', 'customers who ordered both a desk and a chair': a verb before
  // 'both … and …' takes a related record for each (a request, 'list both the id and the name', is none).
  // ('movies that get both …': a request word is that verb after a relative pronoun.)
  const bothText = text.replace(twice, 'where both ').replace(twoFigures, 'both $1 $2 and $3 $2');
  const both =
    ex || rel || hasClause
      ? null
      : (/\b(?:who|that|which)\s+([a-z]+)\s+(both\s+.+\s+and\s+.+)$/.exec(bothText) ??
        /\b(?!(?:list|show|give|find|return|display|get|tell|are|is|was|were|be|who|that|which)\b)([a-z]+)\s+(both\s+.+\s+and\s+.+)$/.exec(
          bothText,
        ));
  // 'how many faculty members participate in an activity': things counted, then a verb taking a related record, with
  // no relative pronoun between.
  const counted =
    ex || rel || hasClause || both
      ? null
      : /^((?:how\s+many|(?:the\s+)?number\s+of)\s+(?:(?!(?:are|is|were|was|be|have|has|had|do|does|did|it|on|of|in)\b)[a-z]+\s+){0,2}[a-z]+)\s+(?!(?:are|is|were|was|be|have|has|had|do|does|did)\b)([a-z]+(?:\s+(?:through|in|for|on|to|with|from|into))?)\s+(?:a|an)\s+(.+)$/.exec(
          text,
        );
  // 'how many students have been in detention', 'players who have been on a team': having been somewhere is having a
  // record of it (a copula's participle is no verb the clause could take; the place is the related record).
  const been =
    /\b(?:(?:who|that|which)\s+)?(?:have|has|had)\s+(?:ever\s+)?(been\s+(?:in|on|at|to|through))\s+(?:(?:a|an|the)\s+)?([a-z].*)$/.exec(
      text,
    );
  const said = been
    ? { at: been.index, verb: been[1], clause: been[2] }
    : ex
      ? { at: ex.index, verb: ex[1], clause: ex[2] }
      : both
        ? { at: both.index, verb: both[1], clause: both[2] }
        : rel
          ? { at: rel.index, verb: rel[1] ?? rel[2], clause: rel[3] }
          : hasClause
            ? { at: hasClause.index, verb: hasClause[1] ?? hasClause[2] ?? hasClause[3], clause: hasClause[4] }
            : counted
              ? { at: counted[1].length + 1, verb: counted[2], clause: counted[3] }
              : null;
  // '… and have at least 2 friends', 'courses that have two prerequisites': things counted and compared are a count
  // per subject, not one that exists.
  // 'the customer who made an order most recently': the clause ranks the subjects by their records, which a
  // condition of being there cannot (the plain reading ranks them).
  if (
    said &&
    said.at > 0 &&
    said.clause.trim() &&
    !SHARE_WORDS.test(text) &&
    (!COUNTED_BOUND.test(said.clause) || RECORDS_FIRST.test(said.clause)) &&
    !/\bmost\s+recently\b/.test(said.clause)
  ) {
    const before = text.slice(0, said.at).trim();
    if (before.split(' ').length >= 2)
      return {
        form: { kind: 'absence', clause: bothValues(`${said.verb} ${said.clause}`.trim(), isValue), present: true },
        rest: before,
        rankPeriod,
      };
  }

  // The ratio of two parts: 'ratio of returned to delivered shipments (among …)'.
  const ratio = /\bratio\s+(?:of|between)\s+(.+?)\s+(?:to|and|vs|versus)\s+(.+)$/.exec(text);
  if (ratio) {
    const [b, scope] = ratio[2].split(/\s+(?=(?:among|for|in|across|within|during)\s)/, 2);
    const rest = `${text.slice(0, ratio.index)} ${ratio[1]} ${b} ${scope ?? ''}`
      .replace(/\b(?:what|which)\s+(?:is|was)\s+(?:the\s+)?/, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { form: { kind: 'ratio', a: ratio[1].trim(), b: b.trim() }, rest, rankPeriod };
  }

  // 'percentage change in X', 'by what percentage did X grow': a change, asked in percent, not a share.
  const change = asForm(CHANGE_RE);
  if (change && isPercentChange(text)) {
    const c = readChange(text);
    return { form: { kind: 'growth', percent: true, back: c.back }, rest: c.rest, rankPeriod };
  }

  // Share of a whole.
  if (asForm(SHARE_WORDS)) return { form: { kind: 'share' }, rest: shareRest(text), rankPeriod };

  // Change between two periods.
  if (change) {
    const c = readChange(text);
    return { form: { kind: 'growth', back: c.back }, rest: c.rest, rankPeriod };
  }

  // Top N within each group.
  const pg =
    /\b(?:per|in each|for each|within each|in every|for every|of each|by each|each)\s+([a-z0-9 ]+?)(?=\s+(?:by|in|during|for|from|with|since|before|after)\b|$)/.exec(
      text,
    );
  // 'the highest average rent per unit' ranks an average taken per unit, not the top rows within each unit.
  const averagePer = pg?.[0].startsWith('per') && /\b(?:average|avg|mean)\b/.test(text.slice(0, pg.index));
  if (pg && !averagePer && RANK_WORDS.test(text.slice(0, pg.index))) {
    // The word of frequency is the form's: what it ranks by, not a column to find.
    const ranking = text.slice(0, pg.index).replace(POPULAR, ' ');
    const popular = ranking !== text.slice(0, pg.index);
    const rest = `${ranking} ${text.slice(pg.index + pg[0].length)}`.replace(/\s+/g, ' ').trim();
    return { form: { kind: 'topPerGroup', group: pg[1].trim(), ...(popular ? { popular } : {}) }, rest, rankPeriod };
  }

  // The average of per-entity totals.
  const ap = /\bper\s+([a-z0-9]+(?:\s+[a-z0-9]+)?)\s*$/.exec(text) ?? /\bper\s+([a-z0-9]+)\b/.exec(text);
  if (/\b(average|avg|mean|typical)\b/.test(text) && ap && !RANK_WORDS.test(text)) {
    const rest = `${text.slice(0, ap.index)} ${text.slice(ap.index + ap[0].length)}`.replace(/\s+/g, ' ').trim();
    return { form: { kind: 'averagePer', per: ap[1].trim() }, rest, rankPeriod };
  }
  // 'average order value', 'average shipment amount': the value of one order, that is the total of its lines.
  const av = /\b(?:average|avg|mean|typical)\s+([a-z]+)\s+(?:value|amount|size|revenue|spend|worth)\b/.exec(text);
  if (av && !/^(?:total|sales|net|gross|unit)$/.test(av[1]) && !RANK_WORDS.test(text)) {
    const at = av.index + av[0].indexOf(` ${av[1]} `);
    const rest = `${text.slice(0, at)} ${text.slice(at + av[1].length + 1)}`.replace(/\s+/g, ' ').trim();
    return { form: { kind: 'averagePer', per: av[1], implied: true }, rest, rankPeriod };
  }
  // 'on average, how many days did each employee take': the one who does it, each on their own, is the 'per'.
  // ('average salary for each department' groups the average instead: 'each' after a preposition is a grouping.)
  const each = eachDoer(text);
  if (each && /\b(average|avg|mean|typical)\b/.test(text) && !RANK_WORDS.test(text)) {
    const rest = `${text.slice(0, each.index)} ${text.slice(each.index + each.length)}`.replace(/\s+/g, ' ').trim();
    return { form: { kind: 'averagePer', per: each.per }, rest, rankPeriod };
  }
  return { form: null, rest: text, rankPeriod };
}

/** The words that place a record in its entity's sequence: its direction and place (the second is 2nd from the start). */
const ORDINALS: Record<string, { dir: 'asc' | 'desc'; nth: number }> = {
  first: { dir: 'asc', nth: 1 },
  earliest: { dir: 'asc', nth: 1 },
  oldest: { dir: 'asc', nth: 1 },
  second: { dir: 'asc', nth: 2 },
  third: { dir: 'asc', nth: 3 },
  last: { dir: 'desc', nth: 1 },
  latest: { dir: 'desc', nth: 1 },
  newest: { dir: 'desc', nth: 1 },
  'most recent': { dir: 'desc', nth: 1 },
};
const ORDINAL = `(first|earliest|oldest|second|third|last|latest|newest|most recent)`;
/** What 'first' / 'last' also starts that is no record of a sequence: 'last name', 'last month', 'first 5 orders'. */
const NOT_A_RECORD =
  /^(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|few|several|name|names|time|day|days|week|weeks|month|months|quarter|quarters|year|years|half|hour|hours|minute|minutes)\b/;
/** Words that end an entity's name after 'each' ('each customer bought …', 'each member in 2025'). */
const GROUP_END =
  /\s+(?:in|on|at|during|for|from|with|since|before|after|by|who|that|which|was|were|is|are|has|have|had|did|do|does|[a-z]+ed|bought|made|took|got|paid|sent|won|sold|gave|ran|left)\b.*$/;

/**
 * 'the first item purchased by each customer', 'the latest order of every customer', 'each customer's most recent
 * order' (the apostrophe dropped by normalisation): a record's place in the sequence of its entity's records.
 * The rest keeps the record and its verb ('item purchased'); the entity goes to the form.
 */
function readFirstPerGroup(text: string, isValue: (word: string) => boolean): FormReading | null {
  const before = new RegExp(
    `\\b(?:the\\s+)?${ORDINAL}\\s+(.+?)\\s+(?:(?:of|for|by|from|to)\\s+)?(?:each|every)\\s+(.+)$`,
  ).exec(text);
  const after = before ? null : new RegExp(`\\b(?:each|every)\\s+([a-z0-9]+?)s?\\s+${ORDINAL}\\s+(.+)$`).exec(text);
  const m = before
    ? { at: before.index, ord: before[1], what: before[2], tail: before[3], group: '' }
    : after
      ? { at: after.index, ord: after[2], what: after[3], tail: '', group: after[1] }
      : null;
  if (!m || NOT_A_RECORD.test(m.what) || isValue(`${m.ord} ${m.what.split(' ')[0]}`)) return null;
  let group = m.group;
  let rest = `${text.slice(0, m.at)} ${m.what}`;
  if (!group) {
    // The entity's name ends where its verb or a preposition starts; what follows is read with the record.
    const end = GROUP_END.exec(m.tail);
    group = end ? m.tail.slice(0, end.index) : m.tail;
    if (end) rest += end[0];
  }
  group = group.trim();
  if (!group || group.split(' ').length > 3) return null;
  const { dir, nth } = ORDINALS[m.ord];
  return { form: { kind: 'firstPerGroup', group, dir, nth }, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Days in the spans a person counts from an event ('their first week after joining'). */
const SPAN_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
/** The event after 'after' / 'before': a verb ('joining', 'they became', 'signing up'), never a date or a column. */
const RELATIVE =
  /\b(?:(?:in|during|within)\s+(?:the|their|his|her|its)\s+first\s+(?:([0-9]+|a|one|two|three|four)\s+)?(day|week|month)s?\s+)?(after|before|since)\s+(?:(?:they|he|she|it|we|you)\s+)?((?:[a-z]+ing|[a-z]+ed|became|become|began|begun|made|got|took|paid|won|bought|left|went)\b.*)$/;
/** Where the event's words end and the rest of the question resumes ('… joining the club in 2025'). */
const EVENT_END =
  /\s+(?:in|during|by|per|for|from|between|on|with|grouped|broken)\s+(?:each|every|[0-9]|q[1-4]|the\s+(?:last|past|first)|this|last|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|month|year|week|day|quarter)\b.*$/;

/**
 * 'how many items did each customer buy after joining the loyalty program', 'visits before they became members',
 * 'orders in their first week after signing up': the rows compared with the date of the event the clause names.
 */
function readRelative(text: string): FormReading | null {
  const m = RELATIVE.exec(text);
  if (!m || m.index === 0) return null;
  const end = EVENT_END.exec(m[4]);
  const event = (end ? m[4].slice(0, end.index) : m[4]).trim();
  const span = m[2] ? (numberWord(m[1] ?? 'one') ?? 1) * SPAN_DAYS[m[2]] : undefined;
  const when = m[3] === 'before' ? 'before' : 'after';
  const rest = `${text.slice(0, m.index)} ${end ? end[0] : ''}`.replace(/\s+/g, ' ').trim();
  return { form: { kind: 'relative', when, event, ...(span && when === 'after' ? { days: span } : {}) }, rest };
}

/** Words after which 'each X' names the groups of a grouped figure ('for each department'), not who does something. */
const GROUPING_BEFORE_EACH = new Set(['for', 'in', 'by', 'of', 'within', 'across', 'to', 'from', 'on', 'at', 'per']);
/** Words that end the name after 'each' ('each employee take', 'each customer in 2025'). */
const NAME_STOPS =
  /^(?:in|on|at|during|for|from|with|since|before|after|by|take|took|taken|spend|spent|make|made|have|has|had|get|got|do|does|did|place|placed|buy|bought|order|ordered|use|used|log|logged|submit|submitted|earn|earned|receive|received|work|worked|book|booked)$/;

/** Auxiliaries of a question ('how much did each …'): the subject after them is followed by its verb. */
const AUXILIARIES = /^(?:did|does|do|will|would|can|could|has|have|had)$/;
/** What follows a verb rather than a name: an object pronoun, a preposition, an article, a number. */
const AFTER_A_VERB =
  /^(?:us|me|them|him|her|it|you|in|on|at|during|for|from|with|since|before|after|by|to|per|over|under|the|a|an|more|less|than|[0-9]+)$/;

/** 'did each employee take …': 'each' (or 'every') and the name after it, when it is not after a preposition. */
function eachDoer(text: string): { index: number; length: number; per: string } | null {
  const m = /\b(?:each|every)\s+([a-z0-9]+)(?:\s+([a-z0-9]+))?/.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index).trim().split(' ').pop() ?? '';
  if (GROUPING_BEFORE_EACH.has(before)) return null;
  // 'did each student pay us': after an auxiliary the subject is followed by its verb, so a second word followed
  // by an object, a preposition or nothing is that verb ('pay'), and one followed by another word is part of the
  // name ('did each sales rep win').
  const next =
    text
      .slice(m.index + m[0].length)
      .trim()
      .split(' ')[0] ?? '';
  const verbSecond = AUXILIARIES.test(before) && (!next || AFTER_A_VERB.test(next));
  const two = m[2] && !NAME_STOPS.test(m[2]) && !verbSecond;
  const length = two ? m[0].length : m[0].length - (m[2] ? m[2].length + 1 : 0);
  return { index: m.index, length, per: two ? `${m[1]} ${m[2]}` : m[1] };
}

/**
 * How many rows per group a top-per-group form keeps: the number written ('top 3'), else one for a singular
 * subject ('the best-selling product'), else null (the reader's default).
 */
export function topCount(text: string): number | null {
  const m = /\b(?:top|best|first|bottom|worst|leading|highest|lowest)\s+([a-z0-9]+)\b/.exec(text);
  const n = m ? numberWord(m[1]) : null;
  if (n && Number.isInteger(n) && n > 0) return n;
  const subject =
    /\b(?:top|best|worst|most|least|highest|lowest|leading|biggest|largest)(?:\s+(?:selling|sold|paid|rated|grossing|earning))?\s+([a-z]+)/.exec(
      text,
    );
  if (subject && isSingularWord(subject[1])) return 1;
  return null;
}
