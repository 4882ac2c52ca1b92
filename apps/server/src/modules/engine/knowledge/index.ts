import { z } from 'zod';
import abbreviationsFile from './abbreviations.json';
import eventsFile from './events.json';
import unitsFile from './units.json';
import vocabularyFile from './vocabulary.json';

/**
 * What SOE Local knows of business English, as data (ADR 050): synonym groups, the word sets readings use
 * (money, amounts, prices, quantities, free text, …), superlatives and the abbreviations schemas use. Each file has
 * a version and each entry says where it came from, so a change of knowledge is a reviewed change of data, not of
 * code. The files are read and checked when this module loads (at start): a malformed entry stops the server with
 * the file and the entry named, rather than an engine that silently knows less.
 */

const word = z
  .string()
  .min(1)
  .regex(/^[a-z][a-z'-]*$/, "a word is lower-case letters (with - or ')");
const source = z.string().min(8, 'say where the entry came from');
/** Words said together for one thing ('movie theater'): lower-case words with single spaces. */
const synonymPhrase = z.string().regex(/^[a-z]+(?: [a-z]+)+$/, 'a phrase is lower-case words with single spaces');
/** A word of a set: the word alone (the set's source), or with a source of its own. */
const setWord = z.union([word, z.object({ word, source }).strict()]);

/** What every knowledge file starts with: its version (raised when its meaning changes) and what it holds. */
const header = { version: z.number().int().positive(), about: z.string() };

/** A key in two entries of a list: the later entry is the issue (a word in two groups, a unit named twice). */
function noRepeats<T>(
  ctx: z.RefinementCtx,
  list: string,
  entries: T[],
  keysOf: (entry: T) => string[],
  message: (key: string, first: number) => string,
): void {
  const seen = new Map<string, number>();
  entries.forEach((entry, i) =>
    keysOf(entry).forEach((key) => {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else if (first !== i) ctx.addIssue({ code: 'custom', path: [list, i], message: message(key, first) });
    }),
  );
}

const WordSet = z.object({ about: z.string().min(1), source, words: z.array(setWord).min(1) }).strict();

export const VocabularyFile = z
  .object({
    ...header,
    // A synonym may be a phrase ('movie theater' for cinema), matched as a whole; the group's first word is one word.
    synonyms: z.array(
      z.object({ words: z.tuple([word], z.union([word, synonymPhrase])).check(z.minLength(2)), source }).strict(),
    ),
    sets: z
      .object({
        money: WordSet,
        transactionVerbs: WordSet,
        amount: WordSet,
        price: WordSet,
        quantity: WordSet,
        notRevenue: WordSet,
        freeText: WordSet,
        rateLike: WordSet,
        requestVerbs: WordSet,
        ranksPaid: WordSet,
        moneyTaken: WordSet,
        ranksMore: WordSet,
        ranksFewer: WordSet,
        askKey: WordSet,
        keyNumberWords: WordSet,
        tableSuffixes: WordSet,
        lookupPrefixes: WordSet,
        rowWords: WordSet,
        wholeRowWords: WordSet,
        tableWords: WordSet,
        relationWords: WordSet,
        storePlaces: WordSet,
        storeVerbs: WordSet,
        placeWords: WordSet,
        identifyingNumberWords: WordSet,
        columnScaleWords: WordSet,
        countedByDeed: WordSet,
        listOrders: WordSet,
        initialLedWords: WordSet,
        ofHeadsKept: WordSet,
        distinctWords: WordSet,
        occurringVerbs: WordSet,
        sortVerbs: WordSet,
        frequencyWords: WordSet,
        occurrenceWords: WordSet,
        rowTextWords: WordSet,
        shareColumnWords: WordSet,
        alphabeticalOrders: WordSet,
        personRoles: WordSet,
        kindWords: WordSet,
        compoundHeads: WordSet,
        rankingAfterTextVerbs: WordSet,
        capacityVerbs: WordSet,
        roleVerbs: WordSet,
        yearNouns: WordSet,
        startWords: WordSet,
        latestWords: WordSet,
        earliestWords: WordSet,
        boundWords: WordSet,
        keptCountWords: WordSet,
        flagValueLeads: WordSet,
        flagValuesWords: WordSet,
        sortedObjects: WordSet,
      })
      .strict(),
    /** Two ends of an order, the high end first ('old', 'young'): 'from old to young' is the oldest first. */
    orderEnds: z.object({ about: z.string().min(1), source, pairs: z.array(z.tuple([word, word])).min(1) }).strict(),
    /**
     * Words for the values of coded columns ('women' for a gender kept as 'F'): `column` are words one of which the
     * column's name has; `codes` the stored spellings, tried in order.
     */
    codedValues: z
      .array(
        z
          .object({ column: z.array(word).min(1), words: z.array(word).min(1), codes: z.array(word).min(1), source })
          .strict(),
      )
      .min(1),
    superlatives: z.record(
      word,
      z
        .object({
          concepts: z.array(word),
          dir: z.enum(['asc', 'desc']),
          /** Where the rows keep an age and no date of birth: the order of the age column ('youngest': lowest age). */
          byAge: z.enum(['asc', 'desc']).optional(),
          /** Said right before a table's name with no figure named ('the highest mountain'): the concepts it sorts on. */
          ofThings: z.array(word).optional(),
          source,
        })
        .strict(),
    ),
  })
  .strict()
  // A word in two synonym groups would make "canonical" depend on the order of the file.
  .superRefine((file, ctx) =>
    noRepeats(
      ctx,
      'synonyms',
      file.synonyms,
      (g) => g.words,
      (w, first) => `"${w}" is already in group ${first}`,
    ),
  );
export type VocabularyFile = z.infer<typeof VocabularyFile>;

export const AbbreviationsFile = z
  .object({
    ...header,
    entries: z.array(
      z
        .object({
          short: z.string().regex(/^[a-z]{2,}$/),
          word: z.string().regex(/^[a-z]+( [a-z]+)*$/),
          /** Other words the abbreviation is written for ('inst': institution, instrument): names the question may use. */
          also: z
            .array(z.string().regex(/^[a-z]+$/))
            .min(1)
            .optional(),
          source,
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((file, ctx) =>
    noRepeats(
      ctx,
      'entries',
      file.entries,
      (e) => [e.short],
      (short) => `"${short}" is spelled out twice`,
    ),
  );
export type AbbreviationsFile = z.infer<typeof AbbreviationsFile>;

export const EventsFile = z
  .object({
    ...header,
    events: z.array(
      z
        .object({
          words: z.array(word).min(1),
          /** Where the event falls in a record's life: earlier events first. */
          rank: z.number().int().min(0),
          role: z.enum(['start', 'end', 'target', 'event', 'birth']),
          source,
        })
        .strict(),
    ),
  })
  .strict();
export type EventsFile = z.infer<typeof EventsFile>;

export const UnitsFile = z
  .object({
    ...header,
    units: z.array(
      z
        .object({
          dimension: z.enum(['time', 'size']),
          /** The unit's size in its dimension's base unit: seconds, bytes. */
          size: z.number().positive(),
          words: z.array(word).min(1),
          source,
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((file, ctx) =>
    noRepeats(
      ctx,
      'units',
      file.units,
      (u) => u.words,
      (w) => `"${w}" names two units`,
    ),
  );
export type UnitsFile = z.infer<typeof UnitsFile>;

/** A knowledge file checked against its schema; the error names the file and the entry. */
export function checked<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`knowledge/${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The words of a set, whatever their form in the file. */
export function wordsOf(set: z.infer<typeof WordSet>): string[] {
  return set.words.map((w) => (typeof w === 'string' ? w : w.word));
}

export const VOCABULARY = checked(VocabularyFile, vocabularyFile, 'vocabulary.json');
export const ABBREVIATIONS = checked(AbbreviationsFile, abbreviationsFile, 'abbreviations.json');
export const EVENTS = checked(EventsFile, eventsFile, 'events.json');
export const UNITS = checked(UnitsFile, unitsFile, 'units.json');
