import { pluralOf, pluralPhrase } from './read/plural';
import { LRUCache } from 'lru-cache';
import type { AnswerQuery } from '@soe/shared';
import type { QueryResult, QuerySpec } from '../connectors/query';
import type { DiscoveredSchema } from '../connectors/schema';
import { readAntonyms } from './readings/antonyms';
import { readFlagPhrases } from './readings/flag-phrases';
import { readOutcomes } from './readings/outcomes';
import { readPatterns } from './readings/patterns';
import { readLimits } from './readings/limits';
import { readHoldings } from './readings/holdings';
import { isTimeUnit, readAskedUnit } from './read/units';
import { readDurations } from './readings/durations';
import { unreflectedWords } from './answer/coverage';
import { readSeasonTerms } from './readings/season-terms';
import { readWeekdays } from './read/weekdays';
import { readPossessives } from './read/possessives';
import { AGG_WORDS, asksCount } from './read/keywords';
import { readCodes, readMeanings } from './readings/meanings';
import { readRate } from './readings/rates';
import { readCapacities, readColumnNumberBefore, readComparatives } from './readings/comparatives';
import { readMovements } from './readings/movements';
import { applyDates, readDates } from './readings/dates';
import { ageOn, applyAge, readAge } from './readings/age';
import { renderAnswer } from './answer/render';
import { suggestionCandidates } from './answer/suggest';
import { readsAsMeant } from './answer/check-suggestion';
import { isClose, systemEvidence } from './choice/system-evidence';
import { queryFailureText } from './answer/query-failure';
import type { StructuredQuery } from '@soe/shared';
import { buildCatalogInSlices, yieldToOthers } from './catalog/build-catalog';
import { describeCatalog, type DescribeOptions } from './structured/describe';
import { structuredFromSpec } from './structured/from-spec';
import { StructuredQueryError, type CompiledQuery } from './structured/compile';
import { compileStructuredCached, specKey } from './structured/compiled-cache';
import { EMPTY_PROFILE, profileSchema } from './catalog/profile';
import { readTextFlags } from './catalog/text-flags';
import { readTextDates } from './plan/text-dates';
import { Pacer } from '../../lib/slices';
import type { KnowledgeStore } from './catalog/persist';
import type { Catalog } from './catalog/types';
import { COMMON_WORDS, MONEY_WORDS, SUPERLATIVES, TRANSACTION_VERBS } from './catalog/vocabulary';
import { NO_DATE, NO_MEASURE, planQuery, yearNumberColumn } from './plan/plan-query';
import { isParticiple } from './read/lemma';
import type { Plan } from './plan/plan-types';
import { gatherEvidence, type Evidence } from './candidates/evidence';
import { interpret, type ReadAsks } from './readings/interpret';
import { liveRecurring } from './terms/recurring';
import type { FilterRef, Interpretation } from './readings/interpretation';
import { SchemaPhrases, synonymVocabulary } from './candidates/schema-phrases';
import { readValueWords } from './readings/value-words';
import { buildValueIndex, likelyColumns, lookup, type ValueHit, type ValueIndex } from './values/value-index';
import { editPrevious, type StoredReading } from './conversation/follow-up';
import { normalizeText, singular } from './read/normalize';
import { readForm, type FormRef } from './readings/forms';
import { applyTerms, findTerms, isDrafted, type BusinessTerm } from './terms/terms';
import { receivedAmount, settledRevenue } from './terms/settled';
import { applyCatalogTerms, catalogTermsKey } from './terms/catalog-terms';
import { unknownTermOf } from './terms/unknown-term';
import { NO_EVENT, NOT_ADDITIVE, planForm, type FormContext } from './plan/forms';
import { countOfGroups } from './plan/aggregates';
import { applyRequestVerbs } from './readings/requests';
import { requestFirst } from './read/sentences';
import { applyPeriodColumns, readPeriodColumns } from './readings/period-columns';
import { readTime, type TimeRange } from './read/time';
import {
  adjustReading,
  describeReading,
  readingChoices,
  type Adjustment,
  type ReadingChoices,
} from './conversation/adjust';

export interface EngineSystem {
  /** A connected system's id, or another stable key for other tabular sources (e.g. 'document:12'). */
  id: number | string;
  name: string;
  schema: DiscoveredSchema;
  /** The system's business terms (engine/terms): what its company means by revenue, pipeline, won deals. */
  terms?: BusinessTerm[];
  run(spec: QuerySpec): Promise<QueryResult>;
  /**
   * The systems an answer from this one reads, when it is more than itself: two connected systems combined for
   * cross-system answers (modules/cross). Its readings count only when a plan reads both (`spans`).
   */
  sources?: string[];
  spans?(spec: QuerySpec): boolean;
  /** Why this system may not answer for the asker (their plan): a reading chosen on it answers with this, unrun. */
  locked?: string;
}

/** The names an answer from this system cites. */
export const sourcesOf = (system: EngineSystem): string[] => system.sources ?? [system.name];

export interface EngineAnswer {
  text: string;
  systemSources: string[];
  understood: boolean;
  /** The query run, for debugging and for showing "how this was computed". */
  spec?: QuerySpec;
  interpretation?: Interpretation;
  /** What was run, stored with the answer so the next question of the conversation can edit it. */
  reading?: StoredReading;
  /** Engine CPU time in ms (excluding the source's query time). */
  engineMs?: number;
  /** The source's query time in ms. */
  queryMs?: number;
  /**
   * How the question was read, in words ("revenue by month in 2025"), when SOE was not sure of it; the
   * answer's text then starts with "I read this as …".
   */
  readAs?: string;
  /** Up to three other readings of the question; a chat chip asks `question`, which states the reading outright. */
  alternatives?: AnswerAlternative[];
  /** A term the question named that SOE does not know: the chat offers to save its meaning as a business term. */
  unknownTerm?: { phrase: string; systemId: number | string; systemName: string };
  /** The question needs a system the asker's plan does not allow (EngineSystem.locked); `text` says so. */
  locked?: boolean;
  /** The answer has no figure (no rows, or only empty values) on any system in scope that reads the question. */
  empty?: boolean;
  /** The statements the answer ran, as each system ran them (the chat's "Query" under the answer). */
  queries?: AnswerQuery[];
}

export interface AnswerAlternative {
  /** What the chip says ("Revenue by billing country"). */
  label: string;
  /** The question asked when the chip is clicked: the reading made explicit. */
  question: string;
}

export interface AnswerOptions {
  now?: Date;
  mode?: 'internal' | 'external' | 'both';
  /** The previous answer's reading in the same conversation: a partial question is read as an edit of it. */
  previous?: StoredReading | null;
  /**
   * The system that answered the conversation so far (for a new conversation, the system the user's last answer came
   * from): it answers again when it reads the question nearly as well as the best-supported system (a question that
   * names another system goes to it alone before it gets here). Without it, or when it reads the question less well,
   * the first of `systems` (the first connected) wins among systems that read it nearly as well.
   */
  prefer?: number | string;
}

/** The parts of a system's knowledge other readers use. */
export interface SystemReading {
  catalog: Catalog;
  phrases: SchemaPhrases;
  values: ValueIndex | null;
}

interface Reading {
  system: EngineSystem;
  k: SystemKnowledge;
  values: ValueIndex | null;
  ev: Evidence;
  it: Interpretation;
  plan: Plan | { error: string };
  form: FormRef | null;
  score: number;
}

/** Everything SOE Local knows about one system, built once per discovery. */
interface SystemKnowledge {
  discoveredAt: string;
  /** The display and hidden columns of the system's terms it was built with (terms/catalog-terms). */
  termsKey: string;
  catalog: Catalog;
  phrases: SchemaPhrases;
  vocabulary: Set<string>;
  values: Promise<ValueIndex | null>;
}

/**
 * The way SOE Local reads a schema into a catalog and value index: part of the key of stored knowledge, so a
 * catalog built by an older engine is built again. Raise it whenever catalog or value-index building changes.
 */
const KNOWLEDGE_FORMAT = 'k41';

/** A relative clause after its subject ('… who have placed orders in 2009'): its words, from the verb on. */
/**
 * A clause of the question as the form reader has it (lower case) with the codes written in capitals as typed
 * ('at least one grade "B"', 'division AS'): a one-letter or upper-case word read in lower case is a word of English,
 * not the value the data holds.
 */
function withCodesAsTyped(text: string, asked: string): string {
  const codes = new Map<string, string>();
  // ('A list of …', 'I want …': a capital that begins the sentence or says 'I' is no code.)
  const words = asked.match(/[A-Za-z0-9]+/g) ?? [];
  words.forEach((w, i) => {
    if (/^[A-Z][A-Z0-9]*$/.test(w) && !(i === 0 && w.length === 1) && w !== 'I') codes.set(w.toLowerCase(), w);
  });
  return codes.size ? text.replace(/[a-z0-9]+/g, (w) => codes.get(w) ?? w) : text;
}

/**
 * The table of dated records that point at `entity` (its own event date or year: invoices of a customer), or that
 * rows pointing at it link it to, that the question names, else (`done`: a verb says what was done) the one table
 * pointing at it; null when there is none or several.
 */
function datedRecordsOf(
  catalog: Catalog,
  entity: string,
  mentioned: string[],
  done: boolean,
  grouped: boolean,
): string | null {
  // A year kept as a number dates its rows too ('films with a market estimation in 1995' on estimations(Year)), for
  // rows listed or counted as a whole (grouped, the year may be another record's: 'cities that have a branch that
  // opened in 2001', read on a membership's register year).
  const isDated = (name: string) => {
    const e = catalog.byName.get(name);
    return !!e && (e.eventTimeColumns.length > 0 || (!grouped && !!yearNumberColumn(e)));
  };
  const dated = [
    ...new Set(
      catalog.edges
        .filter((x) => x.to === entity && !x.selfReference && x.from !== entity)
        .map((x) => x.from)
        .filter(isDated),
    ),
  ];
  // 'artworks nominated in festivals in 2007': a dated table the question names, reached through the rows that
  // point at the subject and at it (nominations of an artwork at a festival).
  const linked = catalog.edges
    .filter((x) => x.to === entity && !x.selfReference && x.from !== entity)
    .flatMap((x) => catalog.edges.filter((y) => y.from === x.from && y.to !== entity && !y.selfReference))
    .map((y) => y.to)
    .filter((to) => !grouped && mentioned.includes(to) && isDated(to));
  const named = [...new Set([...dated.filter((d) => mentioned.includes(d)), ...linked])];
  return named.length === 1 ? named[0] : done && dated.length === 1 ? dated[0] : null;
}

const RELATIVE_CLAUSE = /\b(?:who|that|which)\s+(?:(?:have|has|had)\s+)?(.+)$/;

/** Tables described by all cached systems' knowledge at most, and how long unused knowledge is kept. */
const KNOWLEDGE_MAX_TABLES = 100_000;
const KNOWLEDGE_TTL_MS = 60 * 60_000;

const EXTERNAL_ONLY =
  'General-knowledge questions need a language-model provider (OpenAI, Anthropic, Ollama or an OpenAI-compatible endpoint) configured in Settings. SOE Local answers only from your connected systems.';

/**
 * SOE Local: answers business questions over connected systems without a language model. The
 * question is read against a semantic catalog and a value index of each system, turned into one
 * QuerySpec, pushed down to the system, and the exact result is written back.
 */
export class SoeLocal {
  /**
   * Per-system knowledge, bounded by the tables it describes (a 10,000-table ERP weighs as much as
   * thousands of small systems) and dropped after an hour unused; rebuilt on the next question.
   */
  private readonly knowledge = new LRUCache<number | string, SystemKnowledge>({
    maxSize: KNOWLEDGE_MAX_TABLES,
    sizeCalculation: (k) => k.catalog.entities.length + 1,
    ttl: KNOWLEDGE_TTL_MS,
    updateAgeOnGet: true,
  });
  private readonly inFlight = new Map<string, Promise<QueryResult>>();
  private readonly building = new Map<string, Promise<SystemKnowledge>>();
  /** Each system's checked suggestions (see suggest). */
  private readonly suggested = new LRUCache<string, Promise<string[]>>({ max: 1000, ttl: KNOWLEDGE_TTL_MS });

  /** `store` shares the built catalog and value index of each discovery with every instance (catalog/persist). */
  constructor(private readonly options: { store?: KnowledgeStore } = {}) {}

  async answer(question: string, systems: EngineSystem[], options: AnswerOptions = {}): Promise<EngineAnswer> {
    const now = options.now ?? new Date();
    if (options.mode === 'external') return { text: EXTERNAL_ONLY, systemSources: [], understood: false };
    if (!systems.length)
      return {
        text: 'No connected system to answer from. Connect a database or an application first.',
        systemSources: [],
        understood: false,
      };

    const started = performance.now();
    const followUp = options.previous
      ? await this.answerFollowUp(question, systems, options.previous, now, options.mode)
      : null;
    if (followUp) return (await this.followUpElsewhere(followUp, systems, now, options.mode)) ?? followUp.answer;
    const readings: Reading[] = [];
    for (const system of systems) {
      const reading = await this.readOn(system, question, now);
      // Two systems combined answer only what needs both: a plan on one of them alone is that system's own reading.
      if (system.spans && ('error' in reading.plan || !system.spans(reading.plan.spec))) continue;
      readings.push(reading);
    }
    const ranked = preferSystem(rankByEvidence(question, readings), options.prefer, systems);
    const best = ranked[0].reading;
    const cpuBefore = performance.now() - started;

    // A term SOE does not know, where the question names its figure: asked about, never guessed around. An
    // acronym ("ARR") is asked about even when the rest of the question reads, as it names the figure for certain.
    const unknown = unknownTermOf(question, best.it.unmapped);
    const askTerm = unknown && (unknown.acronym || 'error' in best.plan || best.score <= 0) ? unknown : null;
    if ('error' in best.plan || best.score <= 0 || askTerm) {
      const mode = options.mode === 'both' ? `\n\n${EXTERNAL_ONLY}` : '';
      // The questions offered instead are those this system answers as asked (the chat's chips).
      const offered = await this.suggest(best.system, now).catch(() => []);
      const why = askTerm
        ? askTermText(askTerm.phrase, best.k.catalog, offered)
        : 'error' in best.plan &&
            (best.form || (best.plan.error.startsWith('I could not') && best.plan.error !== NO_MEASURE))
          ? formRefusal(best.plan.error, best.k.catalog, offered)
          : unclearText(best.it, best.ev, best.k.catalog, offered);
      return {
        text: why + mode,
        systemSources: [],
        understood: false,
        interpretation: best.it,
        engineMs: round(cpuBefore),
        unknownTerm: askTerm
          ? { phrase: askTerm.phrase, systemId: best.system.id, systemName: best.system.name }
          : undefined,
      };
    }
    const plan = best.plan;
    if (best.system.locked)
      return { text: best.system.locked, systemSources: sourcesOf(best.system), understood: false, locked: true };
    let result: QueryResult;
    const q0 = performance.now();
    try {
      result = await this.runOnce(best.system, readTextDates(plan.spec, best.k.catalog));
    } catch (err) {
      return {
        text: queryFailureText(best.system.name, err, `I understood the question as ${plan.measureText}`),
        systemSources: sourcesOf(best.system),
        understood: true,
        spec: plan.spec,
        interpretation: best.it,
      };
    }
    let answered = best;
    let answeredPlan = plan;
    let emptyOn: string | undefined;
    // What ran, in order: a system without the figure, then the one that answered.
    const queries = [...(result.queries ?? [])];
    if (!hasFigure(result)) {
      // No figure here (no rows, or only nulls): another system in scope that reads the question may hold it.
      const other = await this.firstWithFigure(ranked.slice(1), best.system);
      if (other) {
        emptyOn = best.system.name;
        ({ reading: answered, plan: answeredPlan, result } = other);
        queries.push(...(result.queries ?? []));
      }
    }
    const queryMs = performance.now() - q0;
    const r0 = performance.now();
    let text = withNote(renderAnswer(answeredPlan, result, answered.system.name), result);
    if (emptyOn) text = `${emptyOn} has no figure for this; answered from ${answered.system.name}. ${text}`;
    if (answered.ev.corrections.length)
      text = `(Read ${answered.ev.corrections.map((c) => `"${c.typed}" as "${c.read}"`).join(', ')}.) ${text}`;
    // Not sure of the reading: words of the question left unused. The answer then says first how it read the
    // question, so the figure is never taken for an answer to all of it.
    // Words the reader left unused, and words the statement that ran does not reflect (answer/coverage.ts).
    const unused = [
      ...new Set([
        ...answered.it.unmapped,
        ...(answeredPlan.unused ?? []),
        ...unreflectedWords(answered.ev, answeredPlan.spec, answered.k.catalog),
      ]),
    ];
    const choices = answeredPlan.choices ?? [];
    const readAs = unused.length || choices.length ? readingWords(answeredPlan) : undefined;
    if (readAs) text = `I read this as ${readAs}. ${text}`;
    if (choices.length) text += `\n\nRead as the ${choices.join('; the ')}.`;
    if (unused.length) text += `\n\nNot used from the question: ${unused.map((w) => `"${w}"`).join(', ')}.`;
    // Another system reads the question nearly as well: it is named, and offered as another reading.
    const others = emptyOn ? [] : closeSystems(ranked);
    if (others.length)
      text += `\n\nAnswered from ${best.system.name}; ${listOf(others.map((o) => o.name))} could answer this too.`;
    const alternatives = others.map((o) => ({ label: `Ask ${o.name} instead`, question: askIn(question, o.name) }));
    const engineMs = cpuBefore + (performance.now() - r0);
    const reading: StoredReading = {
      version: 1,
      systemId: answered.system.id,
      systemName: answered.system.name,
      interpretation: answered.it,
      form: answered.form ?? undefined,
      ...(readAs ? { unsure: true as const } : {}),
    };
    return {
      text,
      systemSources: sourcesOf(answered.system),
      understood: true,
      spec: answeredPlan.spec,
      interpretation: answered.it,
      reading,
      engineMs: round(engineMs),
      queryMs: round(queryMs),
      readAs,
      alternatives: alternatives.length ? alternatives : undefined,
      empty: !hasFigure(result) || undefined,
      queries: queries.length ? inCatalogTerms(queries, (await this.knowledgeOf(answered.system)).catalog) : undefined,
    };
  }

  /** The first of these readings (in rank order) whose system answers with a figure, other than `tried`. */
  private async firstWithFigure(
    ranked: Ranked[],
    tried: EngineSystem,
  ): Promise<{ reading: Reading; plan: Plan; result: QueryResult } | null> {
    const seen = new Set([String(tried.id)]);
    for (const { reading } of ranked) {
      const plan = reading.plan;
      if ('error' in plan || reading.score <= 0 || reading.system.locked || seen.has(String(reading.system.id)))
        continue;
      seen.add(String(reading.system.id));
      const result = await this.runOnce(reading.system, plan.spec).catch(() => null);
      if (result && hasFigure(result)) return { reading, plan, result };
    }
    return null;
  }

  /**
   * A follow-up with no figure on the conversation's system ('what about 2023?' where its data starts in 2024): the
   * edited reading, said in words ('total revenue by month, in 2023'), is asked of the other systems in scope, so
   * "no value" is never the answer while one of them holds the figure. Null when none does.
   */
  private async followUpElsewhere(
    followUp: { answer: EngineAnswer; restated: string; system: EngineSystem },
    systems: EngineSystem[],
    now: Date,
    mode: AnswerOptions['mode'],
  ): Promise<EngineAnswer | null> {
    if (!followUp.answer.empty) return null;
    const others = systems.filter((s) => String(s.id) !== String(followUp.system.id) && !s.spans);
    if (!others.length) return null;
    const elsewhere = await this.answer(followUp.restated, others, { now, mode });
    if (!elsewhere.understood || elsewhere.empty || elsewhere.locked || !elsewhere.reading) return null;
    const used = elsewhere.reading.systemName;
    return {
      ...elsewhere,
      text: `${followUp.system.name} has no figure for this; answered from ${used}, asked as "${followUp.restated}". ${elsewhere.text}`,
    };
  }

  /**
   * A question that only changes the previous answer ('what about 1998?', 'only for Germany', 'by region
   * instead', 'just the top 3', 'and the average?', 'as a chart') is read as an edit of its stored reading, on
   * the same system. Null when the question stands on its own.
   */
  private async answerFollowUp(
    question: string,
    systems: EngineSystem[],
    previous: StoredReading,
    now: Date,
    mode: AnswerOptions['mode'],
  ): Promise<{ answer: EngineAnswer; restated: string; system: EngineSystem } | null> {
    if (previous?.version !== 1 || mode === 'external') return null;
    const system = systems.find((s) => String(s.id) === String(previous.systemId));
    if (!system) return null;
    const started = performance.now();
    const k = await this.knowledgeOf(system);
    const values = await k.values;
    const { ev, it: next } = readText(k, values, now, readPossessives(readSeasonTerms(question, values), values));
    const edit = editPrevious(
      previous.interpretation,
      next,
      ev.tokens.map((t) => t.text),
      (e) => singular(k.catalog.byName.get(e)?.words.join(' ') ?? e),
    );
    if (!edit) return null;
    const it = edit.interpretation;
    const plan = previous.form
      ? planForm(previous.form, it, this.formContext(k, values, now, ev.time.ranges, question))
      : planPlain(it, k.catalog);
    if ('error' in plan) return null;
    const cpu = performance.now() - started;
    let result: QueryResult;
    const q0 = performance.now();
    try {
      result = await system.run(readTextDates(plan.spec, (await this.knowledgeOf(system)).catalog));
    } catch (err) {
      const answer: EngineAnswer = {
        text: queryFailureText(system.name, err, `I read this as the previous question ${edit.said.join(', ')}`),
        systemSources: sourcesOf(system),
        understood: true,
        spec: plan.spec,
        interpretation: it,
      };
      return { answer, restated: readingWords(plan), system };
    }
    const queryMs = performance.now() - q0;
    const r0 = performance.now();
    const rendered = withNote(renderAnswer(plan, result, system.name, edit.view ?? previous.view), result);
    // A word of the follow-up the reading or the statement leaves out: the answer says how it read the turn.
    const unused = [...new Set([...it.unmapped, ...unreflectedWords(ev, plan.spec, k.catalog)])];
    const choices = plan.choices ?? [];
    // A follow-up of an answer that was not stated as fact is not stated as fact either: it repeats that reading.
    const unsure = !!(unused.length || choices.length || previous.unsure);
    let text = unsure
      ? `I read this as the previous question ${edit.said.join(', ')}. ${rendered}`
      : `Same as before, ${edit.said.join(', ')}. ${rendered}`;
    if (choices.length) text += `\n\nRead as the ${choices.join('; the ')}.`;
    if (unused.length) text += `\n\nNot used from the question: ${unused.map((w) => `"${w}"`).join(', ')}.`;
    const reading: StoredReading = {
      version: 1,
      systemId: system.id,
      systemName: system.name,
      interpretation: it,
      form: previous.form,
      view: edit.view ?? previous.view,
      ...(unsure ? { unsure: true as const } : {}),
    };
    const answer: EngineAnswer = {
      text,
      systemSources: sourcesOf(system),
      understood: true,
      spec: plan.spec,
      interpretation: it,
      reading,
      engineMs: round(cpu + performance.now() - r0),
      queryMs: round(queryMs),
      queries: result.queries && inCatalogTerms(result.queries, k.catalog),
      empty: !hasFigure(result) || undefined,
    };
    return { answer, restated: readingWords(plan), system };
  }

  /** Reads the question on one system: its form (if any), the plain reading of the rest, and the plan. */
  private async readOn(system: EngineSystem, asked: string, now: Date): Promise<Reading> {
    const k = await this.knowledgeOf(system);
    const values = await k.values;
    // 'Fall 2025' where the data keeps the term as '2025FA': the code, before the form reads 'fall' as a decline.
    const question = readPossessives(readSeasonTerms(requestFirst(asked), values), values);
    // A word the value index does not hold ('cancelled' missed by a sample) is looked up in the data first.
    if (values) await lookUpUnknownWords(question, k, values, system);
    // Business terms first ('revenue' as this company defines it), then the question's form, then the rest.
    const named = findTerms(question, system.terms ?? [], (words) => !!values?.byText.has(words));
    // Coded values first ('women' → 'f'), so a form's sides are in the words the data holds; a rate is the share it means.
    const coded = readCodes(named.rest, k.catalog, values);
    const rate = readRate(coded, k.catalog, values);
    const shaped = readForm(
      rate?.text ?? coded,
      (word) => !!values?.byText.has(word),
      // A word alone may name a column in part ('share' of share_count, after 'the total'); not words that name a
      // table ('journalists', beside news_report.journalist_ID).
      (words) => {
        const hits = k.phrases.lookup(words);
        return (
          hits.some((h) => h.target.kind === 'column' && (!h.partial || words.length === 1)) &&
          !hits.some((h) => h.target.kind === 'entity' && !h.partial)
        );
      },
    );
    if (rate && shaped.form?.kind === 'share')
      shaped.form = { kind: 'share', perGroup: rate.perGroup, event: rate.event };
    const read = (text: string) => {
      const { ev, it } = readText(k, values, now, text, {
        figure: shaped.form?.kind === 'growth',
        partOfFigure: ['growth', 'share', 'ratio'].includes(shaped.form?.kind ?? ''),
      });
      // Money asked for in other words ('order value', 'spend') is the revenue the company defined, when it did.
      const house =
        it.measure.kind === 'revenue' && !it.revenue && !named.matches.some((m) => m.term.measure)
          ? houseRevenue(system)
          : undefined;
      const matches = house ? [...named.matches, { term: house, phrase: 'revenue' }] : named.matches;
      const applied = applyTerms(it, matches, k.catalog);
      if (applied.revenue) it.revenue = applied.revenue;
      // Revenue counts the settled rows ('paid' invoices) unless a person's business term defines it.
      const defined = matches.some((m) => m.term.measure && !isDrafted(m.term));
      if (it.measure.kind === 'revenue' && !defined) {
        const settled = settledRevenue({ ...k.catalog, revenue: it.revenue ?? k.catalog.revenue }, values);
        if (settled && !it.filters.some((f) => f.kind === 'value' && f.hits.some((h) => sameColumn(h, settled))))
          it.filters.push(settled);
      }
      const live = defined ? null : liveRecurring(it, k.catalog, values);
      if (live) it.filters.push(live);
      return { ev, it };
    };
    // Quoted strings are read from the question as typed, so the rewritten text is used only when it differs.
    const { ev, it } = read(shaped.rest !== normalizeText(question) ? shaped.rest : question);
    const cycle = shaped.byCycle ?? (shaped.rankPeriod?.unit === 'hour' ? 'hour' : undefined);
    if (shaped.rankPeriod?.unit === 'weekday' || cycle) {
      // 'which weekday had the most shipments', 'deliveries by hour': the rows of each day of the week (hour) are counted.
      it.dims.unshift({ kind: cycle ?? 'weekday' });
      if (it.measure.kind === 'rows' && it.measure.entity && !it.measure.orderBy)
        it.measure = { kind: 'count', entity: it.measure.entity };
    }
    if (shaped.rankPeriod && it.dims.some((d) => d.kind === 'time' || d.kind === 'weekday' || d.kind === 'hour')) {
      // 'which month had the highest revenue': one period, the groups ranked by the measure (a sum, not a maximum).
      it.rank = { dir: shaped.rankPeriod.dir, n: 1, singular: true };
      if (
        (it.measure.kind === 'revenue' || it.measure.kind === 'column') &&
        (it.measure.agg === 'max' || it.measure.agg === 'min')
      )
        it.measure = { ...it.measure, agg: 'sum' };
    }
    // 'late delivery rate by carrier': the share of rows where the dates compare so, per group.
    const form: FormRef | null = shaped.form ?? (it.rate ? { kind: 'share' } : null);
    if (!form) {
      const plain = planPlain(it, k.catalog);
      // 'customers who have placed orders between 2009-01-01 and 2010-01-01': a period said inside a relative clause
      // is read on the records the clause names, those the subject must have at least one of, not on the subject's
      // own date (when it has one). A clause that names no other records leaves the plain reading.
      // Only for a list or count of the subject's rows: units moved or a figure keep the plain reading's date.
      const rowsOfSubject = it.measure.kind === 'rows' || it.measure.kind === 'count';
      const said = it.time && rowsOfSubject ? RELATIVE_CLAUSE.exec(shaped.rest) : null;
      const clause =
        said && readTime(normalizeText(said[1]), now).range && (!('error' in plain) || plain.error.startsWith(NO_DATE))
          ? said
          : null;
      // One plain clause only: a second clause or a second condition ('a branch that opened in 2001 and a branch
      // with …') is more than one record's existence.
      const conditions = clause?.[1].replace(/\bbetween\b.*?\band\b/, 'between') ?? '';
      if (clause && clause.index > 0 && !/\b(?:who|that|which|and|or)\b/.test(conditions)) {
        const present: FormRef = { kind: 'absence', clause: clause[1], present: true };
        const subject = read(shaped.rest.slice(0, clause.index).trim());
        const within = planForm(
          present,
          subject.it,
          this.formContext(k, values, now, ev.time.ranges, shaped.rest, question),
        );
        if (!('error' in within)) return this.scored(system, k, values, subject.ev, subject.it, present, within);
      }
      // 'How many customers have invoices in 2012?', 'customers who bought in 2012': with no date of the subject's own,
      // the period is read on the dated records that point at it (its invoices), those it must have at least one of.
      // Only when the question names the records or says what was done ('bought'): 'how many members were there in
      // 2025' says neither, and which date would tell is left unsaid (a membership's start, its end, its signing).
      const restWords = normalizeText(shaped.rest).split(' ');
      const done = restWords.some(isParticiple);
      // (Not for rows listed where a total or an average was asked: 'the total amount of products ordered before …'
      // is no list of the products.)
      const listedAsAsked = it.measure.kind !== 'rows' || !restWords.some((w) => AGG_WORDS[w]);
      const records =
        'error' in plain &&
        plain.error.startsWith(NO_DATE) &&
        rowsOfSubject &&
        listedAsAsked &&
        it.time &&
        'entity' in it.measure
          ? datedRecordsOf(k.catalog, it.measure.entity, it.mentioned, done, it.dims.length > 0)
          : null;
      if (records && it.time) {
        const ctx = this.formContext(k, values, now, ev.time.ranges, shaped.rest, question);
        const present: FormRef = {
          kind: 'absence',
          clause: `${ctx.entityWords(records, true)} ${it.time.label}`,
          present: true,
        };
        const within = planForm(present, { ...it, time: undefined }, ctx);
        if (!('error' in within)) return this.scored(system, k, values, ev, it, present, within);
      }
      return this.scored(system, k, values, ev, it, null, plain);
    }
    const plan = planForm(form, it, this.formContext(k, values, now, ev.time.ranges, shaped.rest, question));
    // An average over rows that are not totals ('average discount per category') is the plain grouped average.
    // An existence the question did not ask about ('are there any orders in May') is the plain reading too, as is
    // 'are not' with no related record named ('countries that are not in Asia').
    if (
      'error' in plan &&
      ((form.kind === 'averagePer' && (plan.error === NOT_ADDITIVE || form.implied)) ||
        // 'shipped after being packed' where no other table dates the packing: the words are read as usual.
        (form.kind === 'relative' && plan.error === NO_EVENT) ||
        (form.kind === 'absence' && (form.present || form.copular)))
    ) {
      const whole = read(question);
      return this.scored(system, k, values, whole.ev, whole.it, null, planPlain(whole.it, k.catalog));
    }
    return this.scored(system, k, values, ev, it, form, plan);
  }

  private scored(
    system: EngineSystem,
    k: SystemKnowledge,
    values: ValueIndex | null,
    ev: Evidence,
    it: Interpretation,
    form: FormRef | null,
    p: Plan | { error: string },
  ): Reading {
    // A recognised form that could not be built still outranks a plain reading of another system: it is what was asked.
    const score = form && 'error' in p ? 0.5 : explainScore(ev, it, p) + (form ? 1 : 0);
    return { system, k, values, ev, it, plan: p, form, score };
  }

  private formContext(
    k: SystemKnowledge,
    values: ValueIndex | null,
    now: Date,
    ranges: TimeRange[],
    rest: string,
    asked: string = rest,
  ): FormContext {
    return {
      catalog: k.catalog,
      ranges,
      rest,
      read: (text) => readText(k, values, now, withCodesAsTyped(text, asked)).it,
      entityWords: (entity, many) => {
        const words = k.catalog.byName.get(entity)?.words ?? [entity];
        const last = words[words.length - 1] ?? entity;
        return [...words.slice(0, -1), many ? pluralOf(singular(last)) : singular(last)].join(' ');
      },
    };
  }

  /**
   * What SOE Local knows of a system (catalog, schema phrases, value index;
   * built once and cached), for readers of other kinds of sentences such as
   * write commands (engine/write).
   */
  async knowledgeFor(system: EngineSystem): Promise<SystemReading> {
    const k = await this.knowledgeOf(system);
    return { catalog: k.catalog, phrases: k.phrases, values: await k.values };
  }

  /**
   * A structured query (the language model's `query_data`), checked against the system's catalog, compiled and run
   * read-only like SOE Local's own plans: same single flight, same row cap and timeout of the system.
   */
  async runStructured(
    system: EngineSystem,
    query: StructuredQuery,
  ): Promise<{ compiled: CompiledQuery; result: QueryResult }> {
    if (system.locked) throw new StructuredQueryError(system.locked);
    const k = await this.knowledgeOf(system);
    // Compiled once per query and catalog (a dashboard opens the same stored queries again and again); a new
    // discovery of the system builds a new catalog, against which each query compiles anew.
    const compiled = compileStructuredCached(query, k.catalog);
    return { compiled, result: await this.runOnce(system, compiled.spec) };
  }

  /** The system's catalog: its tables, columns and the roles SOE Local reads them in (built once per discovery). */
  async catalogOf(system: EngineSystem): Promise<Catalog> {
    return (await this.knowledgeOf(system)).catalog;
  }

  /** The system's catalog as a language model reads it to write a structured query (structured/describe.ts). */
  async describeForModel(system: EngineSystem, options: Omit<DescribeOptions, 'terms'> = {}): Promise<string> {
    const k = await this.knowledgeOf(system);
    return describeCatalog(k.catalog, await k.values, { ...options, terms: system.terms });
  }

  /** A stored reading planned again on the system as it is now (its period read from `question` when given). */
  private async planStored(reading: StoredReading, system: EngineSystem, now: Date, question?: string) {
    const k = await this.knowledgeOf(system);
    const values = await k.values;
    const it: Interpretation = structuredClone(reading.interpretation);
    const asked = question ? readText(k, values, now, question).ev : null;
    if (asked?.time.range && it.time) it.time = asked.time.range;
    ageOn(it, now);
    const ranges = asked?.time.ranges.length ? asked.time.ranges : it.time ? [it.time] : [];
    const plan = reading.form
      ? planForm(reading.form, it, this.formContext(k, values, now, ranges, question ?? ''))
      : planPlain(it, k.catalog);
    return 'error' in plan ? null : { k, it, plan };
  }

  /**
   * A verified question's reading as the structured query a language model would write for it (a worked example
   * in its instructions); null when the reading no longer plans or its statement has no structured form.
   */
  async structuredOfStored(reading: StoredReading, system: EngineSystem, now: Date): Promise<StructuredQuery | null> {
    if (reading?.version !== 1) return null;
    const planned = await this.planStored(reading, system, now);
    return planned && structuredFromSpec(readTextDates(planned.plan.spec, planned.k.catalog), planned.k.catalog);
  }

  /**
   * Identical queries on one system in flight at the same time run once (single flight): a question
   * asked twice at once, or a suggested question clicked by several tabs, costs the source one
   * query. A follower whose leader was cancelled (its user stopped the answer) runs its own.
   */
  private async runOnce(system: EngineSystem, spec: QuerySpec): Promise<QueryResult> {
    const key = `${system.id}\u0000${system.schema.discoveredAt}\u0000${specKey(spec)}`;
    const leader = this.inFlight.get(key);
    if (leader) {
      try {
        return await leader;
      } catch (error) {
        if (!isCancel(error)) throw error;
        return system.run(spec);
      }
    }
    const run = system.run(spec);
    this.inFlight.set(key, run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(key);
    }
  }

  invalidate(systemId: number | string): void {
    this.knowledge.delete(systemId);
  }

  /** Warms the catalog and value index of a system (e.g. right after discovery). */
  async prepare(system: EngineSystem): Promise<void> {
    // Reading the suggested questions once (without running them) warms the reader, so the user's first question
    // is as fast as the rest, and the chat's suggestions are ready.
    await this.suggest(system);
  }

  /**
   * The questions to offer for a system (the chat's suggestion chips): the catalog's candidates that this engine
   * reads as they were written (understood, every word used, from the intended table, grouped as asked), so a
   * chip never leads to a refusal or to another question's figure. Read once per discovery and day.
   */
  suggest(system: EngineSystem, now = new Date(), max = 3): Promise<string[]> {
    const key = `${system.id}\u0000${system.schema.discoveredAt}\u0000${now.toISOString().slice(0, 10)}\u0000${max}`;
    let found = this.suggested.get(key);
    if (!found) {
      found = this.readSuggestions(system, now, max);
      this.suggested.set(key, found);
      found.catch(() => this.suggested.delete(key));
    }
    return found;
  }

  private async readSuggestions(system: EngineSystem, now: Date, max: number): Promise<string[]> {
    const k = await this.knowledgeOf(system);
    const values = await k.values;
    const revenue = houseRevenue(system, true);
    const out: string[] = [];
    for (const candidate of suggestionCandidates(k.catalog, values, revenue?.entity)) {
      if (out.length >= max) break;
      // Between questions, other requests run: on a wide schema each reading can take a while.
      await yieldToOthers();
      if (readsAsMeant(candidate, await this.readOn(system, candidate.question, now))) out.push(candidate.question);
    }
    return out;
  }

  private knowledgeOf(system: EngineSystem): Promise<SystemKnowledge> {
    const cached = this.knowledge.get(system.id);
    const termsKey = catalogTermsKey(system.terms);
    if (cached && cached.discoveredAt === system.schema.discoveredAt && cached.termsKey === termsKey)
      return Promise.resolve(cached);
    const key = `${system.id}\u0000${system.schema.discoveredAt}\u0000${termsKey}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.build(system).finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  /**
   * Builds a system's knowledge in slices, giving other requests the event loop between them: on a
   * 10,000-table schema the whole build is about a second of work. Questions asked meanwhile on the
   * same system wait for this one build (knowledgeOf) rather than starting their own.
   */
  private async build(system: EngineSystem): Promise<SystemKnowledge> {
    const { store } = this.options;
    const termsKey = catalogTermsKey(system.terms);
    // The stored copy is of this discovery, this engine's way of reading it, and these display/hidden terms.
    const storedKey = `${system.schema.discoveredAt}|${KNOWLEDGE_FORMAT}|${termsKey}`;
    // Another instance (or this one, earlier) may have built this knowledge already.
    const stored = store ? await store.load(system.id, storedKey).catch(() => null) : null;
    // One clock for the steps below: each goes on with the slice the one before it left.
    const pacer = new Pacer();
    const catalog = stored
      ? { ...stored.catalog, systemName: system.name }
      : applyCatalogTerms(
          await buildCatalogInSlices(
            system.name,
            system.schema,
            pacer,
            await profileSchema(system.schema, (spec) => system.run(spec)).catch(() => EMPTY_PROFILE),
          ),
          system.terms,
        );
    await pacer.maybePause();
    const phrases = await SchemaPhrases.build(catalog, pacer);
    await pacer.maybePause();
    const vocabulary = new Set<string>([
      ...phrases.vocabulary,
      ...synonymVocabulary(phrases.vocabulary),
      ...Object.keys(SUPERLATIVES),
      ...TRANSACTION_VERBS,
      'selling',
      'seller',
      'expensive',
      'longest',
      'summary',
    ]);
    await pacer.maybePause();
    const values = stored
      ? Promise.resolve(stored.values)
      : buildValueIndex(catalog, (spec) => system.run(spec))
          .then((v) => {
            // Yes/no columns told by their values ('Yes'/'No' of WiFi), before the catalog is stored with them.
            readTextFlags(catalog, v);
            return v;
          })
          .catch(() => null);
    if (store && !stored)
      void values
        .then((v) => (v ? store.save(system.id, storedKey, { catalog, values: v }) : undefined))
        .catch(() => {});
    const k: SystemKnowledge = {
      discoveredAt: system.schema.discoveredAt,
      termsKey,
      catalog,
      phrases,
      vocabulary,
      values,
    };
    this.knowledge.set(system.id, k);
    return k;
  }

  /** What a stored reading on this system can be adjusted to (the chat's "Adjust the reading"), from its catalog. */
  async readingOptions(system: EngineSystem, reading: StoredReading): Promise<ReadingChoices> {
    return readingChoices((await this.knowledgeOf(system)).catalog, reading.interpretation);
  }

  /** A stored reading changed by the form's choices, with the reading in words; an error when a choice is unknown. */
  async adjust(
    system: EngineSystem,
    reading: StoredReading,
    change: Adjustment,
  ): Promise<{ reading: StoredReading; text: string } | { error: string }> {
    const catalog = (await this.knowledgeOf(system)).catalog;
    const adjusted = adjustReading(catalog, reading.interpretation, change);
    if ('error' in adjusted) return adjusted;
    return {
      reading: { ...reading, interpretation: adjusted.interpretation },
      text: describeReading(catalog, adjusted.interpretation),
    };
  }

  /** A stored reading in words ("Revenue by month, in 2025"). */
  async describe(system: EngineSystem, reading: StoredReading): Promise<string> {
    return describeReading((await this.knowledgeOf(system)).catalog, reading.interpretation);
  }

  /**
   * Answers with a stored reading (a verified question's), planned and run as a follow-up's is, without reading
   * the question anew: `question`, when given, only sets the period again ('last month' is this month's last
   * month) and the periods a question form compares. Null when the reading's system is not among `systems` or
   * the reading no longer plans on it (its tables changed).
   */
  async answerStored(
    reading: StoredReading,
    systems: EngineSystem[],
    options: { now?: Date; question?: string; lead?: string } = {},
  ): Promise<EngineAnswer | null> {
    if (reading?.version !== 1) return null;
    const system = systems.find((s) => String(s.id) === String(reading.systemId));
    if (!system) return null;
    const now = options.now ?? new Date();
    const started = performance.now();
    const planned = await this.planStored(reading, system, now, options.question);
    if (!planned) return null;
    const { k, it, plan } = planned;
    const cpu = performance.now() - started;
    const q0 = performance.now();
    const result = await this.runOnce(system, readTextDates(plan.spec, k.catalog));
    const queryMs = performance.now() - q0;
    const r0 = performance.now();
    const body = withNote(renderAnswer(plan, result, system.name, reading.view), result);
    return {
      text: options.lead ? `${options.lead} ${body}` : body,
      systemSources: sourcesOf(system),
      understood: true,
      spec: plan.spec,
      interpretation: it,
      reading: { ...reading, systemName: system.name, interpretation: it },
      engineMs: round(cpu + performance.now() - r0),
      queryMs: round(queryMs),
      queries: result.queries && inCatalogTerms(result.queries, k.catalog),
    };
  }
}

const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || /abort|cancel/i.test(error.message));

/** Question-time value lookups per question: a bound on the queries one question may add. */
const MAX_LOOKUP_WORDS = 3;
const MAX_LOOKUP_COLUMNS = 4;

/**
 * Words of the question that name nothing the engine knows (no schema word, no indexed value) may
 * still be values the index does not hold: a rare status on a sampled 50M-row table, a column with
 * more values than the index keeps. They are looked up in the source, on the category columns of
 * the tables the question names, before the question is read, so "cancelled" filters the count
 * instead of being reported unused under a figure for all orders.
 */
async function lookUpUnknownWords(
  question: string,
  k: SystemKnowledge,
  values: ValueIndex,
  system: EngineSystem,
): Promise<void> {
  const tokens = normalizeText(question).split(' ').filter(Boolean);
  const unknown = tokens.filter(
    (w) =>
      w.length >= 3 &&
      !/[0-9]/.test(w) &&
      !COMMON_WORDS.has(w) &&
      !MONEY_WORDS.has(w) &&
      !k.vocabulary.has(w) &&
      !values.byText.has(w) &&
      !values.misses?.has(w),
  );
  if (!unknown.length) return;
  // The tables the question names, in one word or several ('loyalty members').
  const named = new Set<string>();
  for (let i = 0; i < tokens.length; i++)
    for (let n = 1; n <= 3 && i + n <= tokens.length; n++)
      for (const hit of k.phrases.lookup(tokens.slice(i, i + n)))
        if (hit.target.kind === 'entity' && !hit.partial) named.add(hit.target.entity);
  if (!named.size) return;
  const candidates = likelyColumns(values, k.catalog, [...named], MAX_LOOKUP_COLUMNS).filter((c) =>
    named.has(c.entity),
  );
  if (!candidates.length) return;
  await Promise.all(
    unknown.slice(0, MAX_LOOKUP_WORDS).map((w) => lookup(values, w, candidates, (spec) => system.run(spec))),
  );
}

/** A reading with how strongly the question points at its system. */
interface Ranked {
  reading: Reading;
  evidence: number;
}

/**
 * The systems' readings, the one to answer from first: readings that can be answered before those that cannot,
 * then by evidence for the system (choice/system-evidence: a distinctive phrase a schema names outweighs generic
 * words every schema matches), then by how much of the question each explains.
 */
function rankByEvidence(question: string, readings: Reading[]): Ranked[] {
  const answerable = (r: Reading) => !('error' in r.plan) && r.score > 0;
  return readings
    .map((reading) => ({
      reading,
      evidence:
        systemEvidence(reading.ev, reading.it, reading.plan, findTerms(question, reading.system.terms ?? []).matches) +
        (reading.form ? 1 : 0),
    }))
    .sort(
      (a, b) =>
        Number(answerable(b.reading)) - Number(answerable(a.reading)) ||
        // Among readings that cannot be answered, the one explaining most gives the clearest refusal.
        (answerable(a.reading) ? b.evidence - a.evidence : 0) ||
        groupsWhereOneSystemFilters(a.reading, b.reading) ||
        b.reading.score - a.reading.score,
    );
}

/**
 * Among systems that read the question about equally well (choice/system-evidence's isClose), which answers
 * (engine note 19, docs/engine-notes.md): the conversation's system (or, for a new conversation, the user's last),
 * else the first connected of them (`systems` comes in connection order). Evidence alone would let a near tie on
 * generic words ('top 5 customers by revenue') flip the answer to whichever schema happens to name one word more;
 * the user then sees a system they did not ask about. A question that points clearly elsewhere still moves, and the
 * other systems that read it stay offered beside the answer (closeSystems).
 */
function preferSystem(ranked: Ranked[], prefer: number | string | undefined, systems: EngineSystem[]): Ranked[] {
  if (ranked.length < 2) return ranked;
  const best = ranked[0];
  const answerable = (r: Reading) => !('error' in r.plan) && r.score > 0;
  // Two linked sources read as one only count when the question needs both (ADR 034): such a reading is not a near
  // miss of one system but the question's own answer.
  if (best.reading.system.spans || !answerable(best.reading)) return ranked;
  const tied = ranked.filter((r) => answerable(r.reading) && (r === best || isClose(best.evidence, r.evidence)));
  const preferred = tied.find((r) => prefer !== undefined && String(r.reading.system.id) === String(prefer));
  // A document (string id) is read for what it is attached to, and a reading of two linked sources is no near miss.
  const connected = (r: Ranked) => typeof r.reading.system.id === 'number' && !r.reading.system.sources;
  const order = (r: Ranked) => systems.findIndex((s) => String(s.id) === String(r.reading.system.id));
  const chosen =
    preferred ?? (connected(best) ? tied.filter(connected).reduce((a, b) => (order(b) < order(a) ? b : a)) : best);
  return chosen === best ? ranked : [chosen, ...ranked.filter((r) => r !== chosen)];
}

/** Whether a result holds a figure: some row with a value (a sum over no rows is one row of nulls). */
function hasFigure(result: QueryResult): boolean {
  return result.rows.some((row) => Object.values(row).some((v) => v !== null && v !== undefined));
}

/** The answer with what the source said about how it computed it (a cross-system join's matching, a scan). */
function withNote(text: string, result: QueryResult): string {
  if (!result.note) return text;
  // The note goes before the table and chart blocks, with the sentence it explains.
  const at = text.search(/\n\n\[(TABLE|CHART):/);
  return at < 0 ? `${text}\n\n${result.note}` : `${text.slice(0, at)}\n\n${result.note}${text.slice(at)}`;
}

/**
 * Two systems combined and one alone, equally supported: "revenue by account manager" grouped by another system's
 * account manager column reads "by" as it is meant, where one system alone filters on a value that happens to be
 * spelled so (an employee title "Account Manager"). The reading with more groupings comes first; otherwise neither.
 */
function groupsWhereOneSystemFilters(a: Reading, b: Reading): number {
  if (!a.system.sources === !b.system.sources) return 0;
  return b.it.dims.length - a.it.dims.length;
}

/** Most other systems offered beside an answer. */
const MAX_OTHER_SYSTEMS = 3;

/**
 * Connected systems whose reading of the question is nearly as well supported as the chosen one's: the answer
 * says which system it used and offers these. Tabular documents (string ids) are left out: a question cannot
 * name them.
 */
function closeSystems(ranked: Ranked[]): EngineSystem[] {
  const [best, ...rest] = ranked;
  // Under an answer that needs two systems, either one alone is no alternative: it cannot answer all of it.
  if (best.reading.system.sources) return [];
  const seen = new Set([String(best.reading.system.id)]);
  const out: EngineSystem[] = [];
  for (const r of rest) {
    const s = r.reading.system;
    if (out.length >= MAX_OTHER_SYSTEMS || typeof s.id !== 'number' || seen.has(String(s.id))) continue;
    if ('error' in r.reading.plan || r.reading.score <= 0 || !isClose(best.evidence, r.evidence)) continue;
    seen.add(String(s.id));
    out.push(s);
  }
  return out;
}

/** The question put to one system by name ("… in Demo Company"); a one-word name as a mention ("… @Sales"). */
function askIn(question: string, name: string): string {
  const q = question.trim();
  return /\s/.test(name.trim()) ? `${q} in ${name.trim()}` : `${q} @${name.trim()}`;
}

function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** How much of the question a reading explains: schema and value mentions count, unmapped words subtract. */
function explainScore(ev: Evidence, it: Interpretation, plan: Plan | { error: string }): number {
  if ('error' in plan) return -1;
  const mentioned = ev.spans.reduce((s, x) => s + x.n * (x.values.length ? 1.2 : 1), 0);
  const moneyWords = ev.tokens.filter((t) => MONEY_WORDS.has(t.text)).length;
  return mentioned + moneyWords * 0.5 + (it.explained ?? 0) - it.unmapped.length * 0.5;
}

/** The query of a plain reading; a reading that names nothing to measure has none. */
function planPlain(it: Interpretation, catalog: Catalog): Plan | { error: string } {
  if (it.unclear) return { error: it.unclear };
  if (it.measure.kind === 'rows' && !it.measure.entity) return { error: 'nothing to measure' };
  // 'which vendor has the most?' with nothing named to count or add up: no list in some order stands for it.
  if (it.measure.kind === 'rows' && it.rank && !it.measure.orderBy && !it.dims.length)
    return {
      error: `I could not tell what to rank ${pluralPhrase(catalog.byName.get(it.measure.entity)?.words.join(' ') || it.measure.entity)} by`,
    };
  return it.countGroups ? countOfGroups(planQuery(it, catalog)) : planQuery(it, catalog);
}

/** The plain reading of a text on one system: yes/no adjectives, evidence, interpretation. */
function readText(
  k: SystemKnowledge,
  values: ValueIndex | null,
  now: Date,
  asked: string,
  asks: ReadAsks = {},
): { ev: Evidence; it: Interpretation } {
  // 'average track length in minutes': the unit the figure is asked in, converted from the column's own.
  const askedUnit = readAskedUnit(asked);
  // 'closed in Q3' on a sheet with a column per quarter: the period names the column (closed_q3_2026).
  // 'total playing time … in hours': the kind of time names the schema's duration column.
  const timed = readDurations(askedUnit?.question ?? asked, k.catalog, isTimeUnit(askedUnit?.unit));
  const periods = readPeriodColumns(timed, k.catalog, now);
  const text = periods.question;
  // The value of what is held ('inventory value'): quantity held × unit cost, read as the question's money.
  const held = readHoldings(text, k.catalog);
  // Age from a birth date ('average age', '65 or older'), then date arithmetic ('days from shipping to delivery',
  // 'arrived late'): each claims the words of its dates.
  const age = readAge(held?.question ?? text, k.catalog, now, (words) => !!values?.byText.has(words));
  // 'taller than 200': the column the comparative's concept names, and the bound it says.
  // 'can accommodate more than 300 students': a bound on the capacity kept, not a count of students.
  // 'the rank 1 coach': the coach with rank 1.
  const compared = readComparatives(
    readCapacities(readColumnNumberBefore(age.question, k.catalog), k.catalog),
    k.catalog,
  );
  const dates = readDates(compared, k.catalog, (words) => !!values?.byText.has(words));
  // A figure below or over a limit ('below their reorder point'): two columns compared, maybe across a join.
  const limits = readLimits(dates.question, k.catalog);
  const patterns = readPatterns(limits.question, k.catalog, k.phrases);
  const weekdays = readWeekdays(patterns.question);
  const named = readFlagPhrases(weekdays.question, k.catalog, (words) => !!values?.byText.has(words));
  // 'cancelled deliveries', 'successful deliveries': whether the row's reason for failing is set.
  const outcomes = readOutcomes(named.question, k.catalog, (words) => !!values?.byText.has(words));
  const adjectives = readAntonyms(outcomes.question, k.catalog);
  const meant = readMeanings(adjectives.question, k.catalog, values);
  const ev = gatherEvidence(meant.question, k.phrases, values, k.vocabulary, now);
  const moved = readMovements(ev, k.catalog, values);
  const conditionsOn = [...new Set(patterns.filters.map((f) => f.entity))];
  const it = interpret(ev, k.catalog, {
    ...asks,
    verbs: moved.verbs,
    ...(conditionsOn.length ? { conditionsOn } : {}),
  });
  // Words left over that values hold inside them ('diabetes', 'statin'): a "contains" on that one column.
  const inside = readValueWords(it.unmapped, values, k.catalog, ev.quoted);
  if (inside.read.length) it.unmapped = it.unmapped.filter((w) => !inside.read.includes(w));
  it.filters.push(
    ...inside.filters,
    ...limits.filters,
    ...named.flags,
    ...outcomes.filters,
    ...adjectives.flags,
    ...patterns.filters,
    ...meant.filters,
    ...moved.filters,
  );
  // 'the building full names that contain the word court': the pattern took the column's words; its rows are listed,
  // the column shown.
  const pattern = patterns.filters[0];
  if (it.measure.kind === 'rows' && !it.measure.entity && pattern && !it.dims.length) {
    it.measure = { kind: 'rows', entity: pattern.entity };
    it.show = [{ entity: pattern.entity, column: pattern.column, score: 1 }, ...(it.show ?? [])];
    // The words the pattern read are the whole reading's evidence.
    const wordCount = (t: string) => t.split(/\s+/).filter(Boolean).length;
    it.explained = (it.explained ?? 0) + wordCount(limits.question) - wordCount(patterns.question);
  }
  it.timeHints.unshift(...meant.timeHints);
  if (meant.collected) collectedRows(it, k.catalog, values, text);
  if (weekdays.filter) it.filters.push(weekdays.filter);
  applyDates(it, dates);
  applyAge(it, age);
  applyRequestVerbs(it, text, k.catalog, values);
  applyPeriodColumns(it, periods.columns, k.catalog);
  if (limits.unclear) it.unclear = `I could not tell ${limits.unclear}`;
  if (held && it.measure.kind === 'revenue') Object.assign(it, { revenue: [held.revenue], term: held.term });
  if (askedUnit) it.measureUnit = askedUnit.unit;
  return { ev, it };
}

/** 'how much tax did we collect': an amount column counts its settled rows ('paid' invoices), as revenue does. */
function collectedRows(it: Interpretation, catalog: Catalog, values: ValueIndex | null, text: string): void {
  // 'what share of the tuition collected in 2025 was paid by card': money collected is an amount, not a count of
  // rows, unless the question counts ('how many payments were collected').
  if (it.measure.kind === 'count' && !asksCount(text.toLowerCase().split(/[^a-z]+/))) {
    const entity = it.measure.entity;
    const amount = catalog.revenue.find((r) => r.entity === entity && r.kind === 'amount')?.amount;
    if (amount) it.measure = { kind: 'column', columns: [{ entity, column: amount, score: 1 }], agg: 'sum' };
  }
  if (it.measure.kind !== 'column' || !it.measure.columns[0]) return;
  // 'rent collected' is the rent paid, not the rent agreed: the measure moves to the money that came in.
  const received = receivedAmount(catalog, it.measure.columns[0].entity, it.measure.columns[0].column);
  if (received) it.measure = { ...it.measure, columns: [{ ...received, score: it.measure.columns[0].score }] };
  const { entity, column } = it.measure.columns[0];
  const settled = settledRevenue({ ...catalog, revenue: [{ entity, kind: 'amount', amount: column }] }, values);
  if (settled && !it.filters.some((f) => f.kind === 'value' && f.hits.some((h) => sameColumn(h, settled))))
    it.filters.push(settled);
}

/** A recognised form that could not be built: no figure, the reason, and questions that can be answered. */
function formRefusal(reason: string, catalog: Catalog, suggestions: string[]): string {
  return `${reason}, so I have no figure to give rather than answer a different question.${suggestions.length ? ` Questions I can answer in ${catalog.systemName}:\n${suggestions.map((q) => `- ${q}`).join('\n')}` : ''}`;
}

/** A term SOE does not know: no figure, and how to teach it (a business term, which the next question reads). */
function askTermText(phrase: string, catalog: Catalog, suggestions: string[]): string {
  const offered = suggestions.length
    ? ` Questions I can answer here:\n${suggestions.map((s) => `- ${s}`).join('\n')}`
    : '';
  return `I could not map "${phrase}" to anything in ${catalog.systemName}, so I have no figure to give. What does "${phrase}" mean in ${catalog.systemName}? Save its meaning as a business term of ${catalog.systemName} (a measure, a formula or the rows it counts), and the next question uses it.${offered}`;
}

function unclearText(it: Interpretation, ev: Evidence, catalog: Catalog, suggestions: string[]): string {
  if (it.unclear) return formRefusal(`${it.unclear} in ${catalog.systemName}`, catalog, suggestions);
  // With nothing named as unused, the words said: those no table, column or value of the system answers to (a word
  // that names a column, 'order quantity', is no word the system lacks).
  const named = new Set(
    ev.spans
      .filter((x) => x.schema.length || x.values.length)
      .flatMap((x) => Array.from({ length: x.n }, (_, k) => x.i + k)),
  );
  const words = it.unmapped.length
    ? it.unmapped
    : ev.tokens.filter((t, i) => !named.has(i) && !COMMON_WORDS.has(t.text)).map((t) => t.text);
  const which = words.length
    ? `I could not map ${words.map((w) => `"${w}"`).join(', ')} to anything in ${catalog.systemName}`
    : `I could not tell what to measure in ${catalog.systemName}`;
  return `${which}, so I have no figure to give. Questions I can answer here:\n${suggestions.map((s) => `- ${s}`).join('\n')}`;
}

/** A hit on the same column as the filter's (the question already filters that status: 'open invoices'). */
function sameColumn(h: ValueHit, f: FilterRef): boolean {
  return f.kind === 'value' && f.hits.some((x) => x.entity === h.entity && x.columns.join() === h.columns.join());
}

/** A reading in words: 'total revenue by month where status is paid, in 2025'. */
function readingWords(plan: Plan): string {
  const measure = plan.measureText.replace(/\s*\([^)]*\)/g, '');
  const groups = plan.groupText.length ? ` by ${plan.groupText.join(' and ')}` : '';
  const filters = plan.filterText.length ? ` where ${plan.filterText.join(' and ')}` : '';
  const period = plan.periodText ? `, ${plan.periodText.replace(/\s*\(by [^)]*\)/, '')}` : '';
  return `${measure}${groups}${filters}${period}`;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The system's own definition of revenue: the measure term a person named 'revenue' (a drafted one too when
 * `drafted`), which then also defines money asked for in other words.
 */
function houseRevenue(system: EngineSystem, drafted = false): BusinessTerm | undefined {
  return system.terms?.find(
    (t) =>
      t.measure &&
      t.measure.agg !== 'count' &&
      (drafted || !isDrafted(t)) &&
      t.phrases.some((p) => normalizeText(p) === 'revenue'),
  );
}

/**
 * The queries an answer ran, each with its statement written back as a structured query in the catalog's names
 * (structured/from-spec.ts): what the answer's "Query" shows and a pin keeps. A statement the structured query
 * cannot express keeps only its text.
 */
function inCatalogTerms(queries: AnswerQuery[], catalog: Catalog): AnswerQuery[] {
  return queries.map(({ structured, ...q }) => {
    const written = structured ? structuredFromSpec(structured as QuerySpec, catalog) : null;
    return written ? { ...q, structured: written } : q;
  });
}
