import type { Expr, Literal, QueryResult, QuerySpec } from '../../connectors/query';
import { col } from '../../connectors/query';
import type { DiscoveredSchema, SchemaEntity, SchemaField, SchemaRelation } from '../../connectors/schema';
import { stem } from '../read/normalize';
import { isPastForm } from '../read/lemma';
import { BOOLEAN_LEADS, readSchemaNames, type SchemaNames } from './names';
import { AMOUNT_WORDS, IDENTIFYING_NUMBER_WORDS, PRICE_WORDS, QUANTITY_WORDS } from './vocabulary';
import { sameUnit } from '../read/units';

/**
 * What the data says about a schema beyond its declared names and keys: read what the data is, not only what it is
 * named (engine note 16, docs/engine-notes.md). Small hand-built schemas rarely declare their foreign keys (`sales.product_id` pointing at
 * `menu.product_id`) and keep flags as 0/1 integers (`discontinued`); without this, such a schema has no join path
 * and "how many items are discontinued" counts every item.
 *
 *  - A relation is proposed by names (a key-named column whose words name another table, or that shares its name
 *    with another table's key) and kept only when the data confirms it: every value of the column is a key of the
 *    other table, and that key is unique there.
 *  - An integer column that is not a key and holds exactly the values 0 and 1 is a yes/no flag; so is a short text
 *    column holding exactly a yes/no pair ('Y'/'N', 'T'/'F', 'yes'/'no').
 *  - A text column whose least and greatest values are ISO dates holds dates (as exported files and hand-built
 *    tables keep them): it dates the rows like a date column, and its periods are computed on it as dates.
 *  - A text column named as why a row failed (`cancellation`, `cancel_reason`, `failure`, `return_reason`) that is
 *    empty on some rows (NULL, '' or a word for nothing such as 'null') and holds a reason on others says whether
 *    each row failed: the empty texts found are kept, so "cancelled" and "successful" read the reasons right.
 *  - A text column whose values are numbers written with one unit ('12km', '13.4 km', '25'; '20 mins', '32 minutes')
 *    holds figures: they are summed and averaged on the number each starts with, in the unit the values name.
 *
 * Profiling runs queries, so it is bounded: only schemas of at most PROFILE_MAX_ENTITIES tables, at most
 * MAX_CHECKS relation checks, a few at a time; a check that fails (a source that cannot run it) keeps nothing.
 */
export interface SchemaProfile {
  /** Relations the schema does not declare, each confirmed on the data. */
  relations: SchemaRelation[];
  /** `entity|column` → the values that mean yes and no, for columns holding only 0 and 1, or a yes/no pair. */
  flags: Map<string, { yes: Literal[]; no: Literal[] }>;
  /** `entity|column` of text columns holding ISO dates ('2025-03-14'): points in time, read as dates. */
  textDates: Set<string>;
  /** `entity|column` of text columns named as a year holding only years ('2014'): compared as the numbers they are. */
  textYears?: Set<string>;
  /**
   * `entity|column` of number columns named by what happened ('Founded', 'Opened') holding only whole years (1880,
   * 2003): 'founded after 1990' compares the number with that year.
   */
  numberYears?: Set<string>;
  /** `entity|column` of text columns saying why a row failed, empty on the others → the empty texts they hold. */
  reasons: Map<string, string[]>;
  /** `entity|column` of text columns holding numbers written with a unit ('12km') → that unit, as written. */
  textNumbers: Map<string, string>;
  /**
   * `entity|column` of the one key-named column of a table with no declared key whose values repeat
   * (`shop_sales.cust_id`): not the table's key, but the id of something the schema has no table for.
   */
  repeatedIds: Set<string>;
  /**
   * `entity|column` of a foreign key whose values do not repeat, in a table with no text of its own
   * (`poker_player.People_ID`): each row is one row of the table it points at, in a role, and is named by that row's
   * name (build-catalog.ts `labelVia`).
   */
  oneToOne: Set<string>;
  /**
   * `entity|column` of a text column named as its own table whose values repeat (`Allergy_Type.AllergyType`: 14
   * allergies, 3 types): a kind each row has, not the rows' name; the table's rows are named by its key
   * (build-catalog.ts).
   */
  kindsNamedLikeTable?: Set<string>;
}

export const EMPTY_PROFILE: SchemaProfile = {
  relations: [],
  flags: new Map(),
  textDates: new Set(),
  reasons: new Map(),
  textNumbers: new Map(),
  repeatedIds: new Set(),
  oneToOne: new Set(),
};

const PROFILE_MAX_ENTITIES = 300;
const MAX_CHECKS = 200;
const PARALLEL = 4;
/** Tables above this many rows are checked on a sample, as the value index reads them. */
const SAMPLE_ABOVE_ROWS = 1_000_000;
const SAMPLE_ROWS = 100_000;
/** Last words of a column name that make it a key (`customer_id`, `CustomerKey`, `item_code`). */
const KEY_WORDS = new Set(['id', 'key', 'code', 'fk']);

export const flagKey = (entity: string, column: string) => `${entity}|${column}`;

type Run = (spec: QuerySpec) => Promise<QueryResult>;

export async function profileSchema(schema: DiscoveredSchema, run: Run): Promise<SchemaProfile> {
  if (schema.partial || schema.entities.length > PROFILE_MAX_ENTITIES || !schema.entities.length) return EMPTY_PROFILE;
  const names = readSchemaNames(schema);
  const textDates = new Set<string>();
  const textYears = new Set<string>();
  const numberYears = new Set<string>();
  const [relations, flags, texts, repeatedIds, kindsNamedLikeTable] = await Promise.all([
    inferRelations(schema, names, run),
    findFlags(schema, names, run, { textDates, textYears, numberYears }),
    readTextColumns(schema, names, run),
    findRepeatedIds(schema, names, run),
    findKindsNamedLikeTable(schema, names, run),
  ]);
  const oneToOne = await findOneToOne(schema, [...schema.relations, ...relations], run);
  return {
    relations,
    flags,
    textDates,
    textYears,
    numberYears,
    ...texts,
    repeatedIds,
    oneToOne,
    kindsNamedLikeTable,
  };
}

/**
 * The foreign keys whose values do not repeat (SchemaProfile `oneToOne`), of tables with no text of their own, with
 * no other reference, or named as the key they point at.
 */
async function findOneToOne(schema: DiscoveredSchema, relations: SchemaRelation[], run: Run): Promise<Set<string>> {
  const out = new Set<string>();
  const byName = new Map(schema.entities.map((e) => [e.name, e]));
  const checks = relations.flatMap((r) => {
    const e = byName.get(r.fromEntity);
    if (!e || r.fromFields.length !== 1 || r.fromEntity === r.toEntity || e.rowCount === 0) return [];
    const keys = new Set([
      ...e.primaryKey,
      ...relations.filter((x) => x.fromEntity === e.name).flatMap((x) => x.fromFields),
    ]);
    const text = e.fields.some((f) => f.type === 'text' && !keys.has(f.name));
    // A table with text of its own is checked when this is its only reference ('candidate.People_ID'): whether its
    // rows are each one person is for the catalog to weigh (build-catalog.ts borrowedLabel).
    const only = relations.filter((x) => x.fromEntity === e.name).length === 1;
    // So is a reference named as the key it points at (PROFESSOR.EMP_NUM → EMPLOYEE.EMP_NUM): the row may be that
    // one under another role, whatever else it points at.
    const sameKey = r.fromFields[0].toLowerCase() === r.toFields[0]?.toLowerCase();
    return text && !only && !sameKey ? [] : [{ e, column: r.fromFields[0] }];
  });
  await inParallel(checks.slice(0, MAX_CHECKS), async ({ e, column }) => {
    const counts = await valueCounts(e, column, run);
    if (counts && counts.filled > 0 && counts.distinct === counts.filled) out.add(flagKey(e.name, column));
  });
  return out;
}

/** A column's key words: 'customer_id' → ['customer'], 'customerid' (split by names.ts) likewise; null when not a key name. */
function keyWords(names: SchemaNames, entity: string, field: string): string[] | null {
  const words = names.column(entity, field);
  if (words.length < 2 || !KEY_WORDS.has(words[words.length - 1])) return null;
  return words.slice(0, -1);
}

const numeric = (f: SchemaField) => f.type === 'integer' || f.type === 'decimal';
const comparable = (a: SchemaField, b: SchemaField) =>
  (numeric(a) && numeric(b)) || (a.type === 'text' && b.type === 'text');

/**
 * The column that identifies a table's rows: its declared one-column key; else, with no key declared, a column
 * named 'id', the table's only key-named column (`menu.product_id`), or the one of them named after the table.
 * Null when there is none, or several and none so named.
 */
function rowKey(e: SchemaEntity, names: SchemaNames): SchemaField | null {
  if (e.primaryKey.length === 1) return e.fields.find((f) => f.name === e.primaryKey[0]) ?? null;
  if (e.primaryKey.length > 1) return partitionedKey(e, names);
  const id = e.fields.find((f) => f.name.toLowerCase() === 'id');
  if (id) return id;
  const keyed = e.fields.filter((f) => keyWords(names, e.name, f.name) !== null);
  if (keyed.length === 1) return keyed[0];
  // Several: the one named after the table itself (`classes.class_id` beside `level_code`).
  const own = names.entity(e.name).map(stem).join(' ');
  const named = keyed.filter((f) => keyWords(names, e.name, f.name)!.map(stem).join(' ') === own);
  return named.length === 1 ? named[0] : null;
}

/**
 * The row key of a table partitioned by date: PostgreSQL makes a partitioned table's primary key include the
 * partition column, so `appointment` keyed by its id and split by month declares (appt_id, appt_dt). Without the
 * day and time columns one key-named column is left, and it identifies the rows when the data says it is unique
 * (confirmed() checks it, as for any key not declared alone). Null for any other composite key.
 */
function partitionedKey(e: SchemaEntity, names: SchemaNames): SchemaField | null {
  const parts = e.primaryKey.map((name) => e.fields.find((f) => f.name === name));
  if (parts.some((f) => !f)) return null;
  // Days kept as ISO text too (the data is not read yet here: the name or length says it may be one).
  const isDay = (f: SchemaField) =>
    f.type === 'date' || f.type === 'timestamp' || (f.type === 'text' && mayHoldDates(f, names, e.name));
  const dated = parts.filter((f) => isDay(f!));
  const rest = parts.filter((f) => !isDay(f!));
  return dated.length > 0 && rest.length === 1 && rest[0]!.type !== 'text' ? rest[0]! : null;
}

interface Candidate {
  from: SchemaEntity;
  field: SchemaField;
  to: SchemaEntity;
  key: SchemaField;
  /** The target's key is declared: its uniqueness needs no check. */
  declaredKey: boolean;
}

function candidates(schema: DiscoveredSchema, names: SchemaNames): Candidate[] {
  const declared = new Set(
    schema.relations
      .filter((r) => !misdeclared(r, schema))
      .flatMap((r) => r.fromFields.map((f) => `${r.fromEntity}|${f}`)),
  );
  const keys = new Map<string, SchemaField>();
  for (const e of schema.entities) {
    const k = rowKey(e, names);
    if (k) keys.set(e.name, k);
  }
  const entityStems = new Map(schema.entities.map((e) => [e.name, names.entity(e.name).map(stem)]));
  // Key names compared as read, without the prefixes each table puts on its columns: `sl_ship_id` of a shipment line
  // and `shp_ship_id` of the shipment are both "ship id".
  const fieldWords = (entity: string, field: string) => names.column(entity, field).join(' ');
  const out: Candidate[] = [];
  for (const from of schema.entities) {
    const ownKey = keys.get(from.name);
    for (const field of from.fields) {
      if (declared.has(`${from.name}|${field.name}`)) continue;
      // A table's own key points at nothing (a one-to-one table is read through the other side's key).
      if (ownKey?.name === field.name && from.primaryKey.length <= 1) continue;
      const words = keyWords(names, from.name, field.name);
      if (!words) continue;
      const own = fieldWords(from.name, field.name);
      const sameWords = (entity: string, key: string) => fieldWords(entity, key) === own;
      const stems = words.map(stem);
      const byWords: SchemaEntity[] = [];
      const byName: SchemaEntity[] = [];
      const byHead: SchemaEntity[] = [];
      for (const to of schema.entities) {
        if (to.name === from.name) continue;
        const key = keys.get(to.name);
        if (!key || !comparable(field, key)) continue;
        const target = entityStems.get(to.name)!;
        // 'customer_id' → customers; 'ship_customer_id' is a role of customers too.
        const named =
          target.length > 0 &&
          target.length <= stems.length &&
          target.every((s, i) => stems[stems.length - target.length + i] === s);
        if (named) byWords.push(to);
        else if (key.name.toLowerCase() === field.name.toLowerCase() || sameWords(to.name, key.name)) byName.push(to);
        // 'owner_rep_id' → sales_reps, 'crs_id' → training_courses: the key and the table end in the same noun.
        else if (target.length > 0 && target[target.length - 1] === stems[stems.length - 1]) byHead.push(to);
      }
      const found =
        byWords.length === 1
          ? byWords
          : byWords.length > 0
            ? []
            : byName.length === 1
              ? byName
              : byName.length === 0 && byHead.length === 1
                ? byHead
                : [];
      for (const to of found)
        out.push({ from, field, to, key: keys.get(to.name)!, declaredKey: to.primaryKey.length === 1 });
    }
  }
  return out.slice(0, MAX_CHECKS);
}

/**
 * A reference declared from a table to itself on a column named as another table's key (`actor.Musical_ID` declared
 * against actor's own `Actor_ID`, where `musical` is keyed by `Musical_ID`): a slip of the declaration, checked against
 * the other table like an undeclared key (build-catalog.ts `withProfile` puts the confirmed one in its place).
 */
function misdeclared(r: SchemaRelation, schema: DiscoveredSchema): boolean {
  if (r.fromEntity !== r.toEntity || r.fromFields.length !== 1) return false;
  const field = r.fromFields[0].toLowerCase();
  if (field === r.toFields[0]?.toLowerCase()) return false;
  return schema.entities.some(
    (e) => e.name !== r.fromEntity && e.primaryKey.length === 1 && e.primaryKey[0].toLowerCase() === field,
  );
}

function sampleOf(e: SchemaEntity): QuerySpec['from']['sample'] {
  if (e.rowCount === null || e.rowCount <= SAMPLE_ABOVE_ROWS) return undefined;
  return { percent: Math.max(0.01, Math.min(100, (100 * SAMPLE_ROWS) / e.rowCount)), rows: SAMPLE_ROWS };
}

const count = (arg: Expr | null = null): Expr => ({ kind: 'agg', fn: 'count', arg });

/**
 * Whether the column's values are keys of the target (at most 1 % of its filled rows point at nothing, as real
 * data keeps a few orphans), and the target's key is unique.
 */
async function confirmed(c: Candidate, run: Run): Promise<boolean> {
  const sample = sampleOf(c.from);
  const from = { entity: c.from.name, alias: 'f', ...(sample ? { sample } : {}) };
  const filled = await run({ from, select: [{ alias: 'n', expr: count(col('f', c.field.name)) }] });
  const n = Number(filled.rows[0]?.n ?? 0);
  // An empty column proves nothing.
  if (!n) return false;
  const orphans = await run({
    from,
    select: [{ alias: 'n', expr: count(col('f', c.field.name)) }],
    where: {
      kind: 'exists',
      negate: true,
      query: {
        from: { entity: c.to.name, alias: 't' },
        select: [{ alias: 'one', expr: { kind: 'literal', value: 1 } }],
        where: { kind: 'cmp', op: '=', left: col('t', c.key.name), right: col('f', c.field.name) },
      },
    },
  });
  if (Number(orphans.rows[0]?.n ?? n) > n * 0.01) return false;
  if (c.declaredKey) return true;
  const unique = await run({
    from: { entity: c.to.name, alias: 't' },
    select: [
      { alias: 'n', expr: count(col('t', c.key.name)) },
      { alias: 'd', expr: { kind: 'agg', fn: 'count_distinct', arg: col('t', c.key.name) } },
    ],
  });
  const row = unique.rows[0];
  return row !== undefined && Number(row.n) > 0 && Number(row.n) === Number(row.d);
}

async function inferRelations(schema: DiscoveredSchema, names: SchemaNames, run: Run): Promise<SchemaRelation[]> {
  const list = candidates(schema, names);
  const kept: Array<SchemaRelation | null> = list.map(() => null);
  await inParallel(list, async (c, i) => {
    if (await confirmed(c, run).catch(() => false))
      kept[i] = {
        name: `inferred_${c.from.table}_${c.field.name}`,
        fromEntity: c.from.name,
        fromFields: [c.field.name],
        toEntity: c.to.name,
        toFields: [c.key.name],
      };
  });
  return kept.filter((r): r is SchemaRelation => r !== null);
}

/**
 * Values of a yes/no column kept as text, by their lower-case form: the word for yes first. A column whose only two
 * values are one such pair, in any case ('Y'/'N', 'T'/'F', 'yes'/'no', 'true'/'false'), is a flag.
 */
export const TRUTH_PAIRS: Array<[string, string]> = [
  ['y', 'n'],
  ['t', 'f'],
  ['yes', 'no'],
  ['true', 'false'],
];

/** The yes and no values of a text column whose two values (its min and max) are a yes/no pair; null otherwise. */
function truthOf(lo: unknown, hi: unknown): { yes: Literal[]; no: Literal[] } | null {
  if (typeof lo !== 'string' || typeof hi !== 'string') return null;
  const [a, b] = [lo.trim(), hi.trim()];
  for (const [yes, no] of TRUTH_PAIRS) {
    if (a.toLowerCase() === no && b.toLowerCase() === yes) return { yes: [b], no: [a] };
    if (a.toLowerCase() === yes && b.toLowerCase() === no) return { yes: [a], no: [b] };
  }
  return null;
}

/**
 * Integer and short text columns that are not keys, read per table in one query: min, max and distinct count each.
 * Integers holding only 0 and 1 and texts holding only a yes/no pair are flags. Texts holding ISO dates, texts
 * named as a year holding years, and numbers named by what happened holding whole years are told on the way.
 */
async function findFlags(
  schema: DiscoveredSchema,
  names: SchemaNames,
  run: Run,
  found: { textDates: Set<string>; textYears: Set<string>; numberYears: Set<string> },
): Promise<Map<string, { yes: Literal[]; no: Literal[] }>> {
  const { textDates, textYears, numberYears } = found;
  const flags = new Map<string, { yes: Literal[]; no: Literal[] }>();
  const tables = schema.entities
    .filter((e) => e.rowCount !== 0)
    .map((e) => ({
      e,
      columns: e.fields.filter(
        (f) =>
          (f.type === 'integer' ||
            (f.type === 'decimal' && namedByDeed(f, names, e.name)) ||
            (f.type === 'text' &&
              (shortText(f) ||
                mayHoldDates(f, names, e.name) ||
                namedYear(f, names, e.name) ||
                namedFlag(f, names, e.name)))) &&
          // A composite key's date part is read like any date: a table partitioned by a day kept as text has it there.
          (!f.isPrimaryKey || (e.primaryKey.length > 1 && f.type === 'text' && mayHoldDates(f, names, e.name))) &&
          keyWords(names, e.name, f.name) === null &&
          !schema.relations.some((r) => r.fromEntity === e.name && r.fromFields.includes(f.name)),
      ),
    }))
    .filter((t) => t.columns.length > 0);
  await inParallel(tables, async ({ e, columns }) => {
    const sample = sampleOf(e);
    const select = columns.slice(0, 40).flatMap((f, i) => [
      { alias: `lo${i}`, expr: { kind: 'agg', fn: 'min', arg: col('t', f.name) } as Expr },
      { alias: `hi${i}`, expr: { kind: 'agg', fn: 'max', arg: col('t', f.name) } as Expr },
      { alias: `d${i}`, expr: { kind: 'agg', fn: 'count_distinct', arg: col('t', f.name) } as Expr },
    ]);
    const res = await run({ from: { entity: e.name, alias: 't', ...(sample ? { sample } : {}) }, select }).catch(
      () => null,
    );
    const row = res?.rows[0];
    if (!row) return;
    columns.slice(0, 40).forEach((f, i) => {
      if (f.type === 'text' && isoDate(row[`lo${i}`]) && isoDate(row[`hi${i}`]))
        return void textDates.add(flagKey(e.name, f.name));
      if (f.type === 'text' && namedYear(f, names, e.name) && yearText(row[`lo${i}`]) && yearText(row[`hi${i}`]))
        return void textYears.add(flagKey(e.name, f.name));
      if (f.type !== 'text' && namedByDeed(f, names, e.name) && wholeYear(row[`lo${i}`]) && wholeYear(row[`hi${i}`]))
        return void numberYears.add(flagKey(e.name, f.name));
      if (Number(row[`d${i}`]) !== 2) return;
      const truth =
        f.type === 'integer'
          ? Number(row[`lo${i}`]) === 0 && Number(row[`hi${i}`]) === 1
            ? { yes: [1], no: [0] }
            : null
          : truthOf(row[`lo${i}`], row[`hi${i}`]);
      if (truth) flags.set(flagKey(e.name, f.name), truth);
    });
  });
  return flags;
}

/** Words of a column name that say it holds a date ('order_date', 'created_at', 'ship_dt'). */
const DATE_NAME_WORDS = new Set(['date', 'day', 'time', 'timestamp', 'at', 'on', 'dt', 'ts', 'when']);
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** Whether a value is an ISO date or date and time as text. */
const isoDate = (v: unknown) => typeof v === 'string' && ISO_DATE.test(v.trim());

/** A text column named as a yes/no ('IsOfficial', 'has_discount', 'active_flag'), however long its type allows. */
function namedFlag(f: SchemaField, names: SchemaNames, entity: string): boolean {
  const words = names.column(entity, f.name);
  const lead = /^([A-Za-z][a-z]*)(?=[A-Z_])/.exec(f.name)?.[1]?.toLowerCase();
  return (
    (lead !== undefined && BOOLEAN_LEADS.has(lead)) ||
    (words.length > 1 && BOOLEAN_LEADS.has(words[0])) ||
    ['flag', 'yn'].includes(words[words.length - 1] ?? '') ||
    // 'FDA_approved', 'Discontinued': a name ending in a past participle says whether it happened to the row.
    /^[a-z]{3,}ed$/.test(words[words.length - 1] ?? '')
  );
}

/** A text column named as a year ('Year', 'release_year'), which may keep years as text. */
function namedYear(f: SchemaField, names: SchemaNames, entity: string): boolean {
  const words = names.column(entity, f.name);
  // 'Took_office', 'Left_office', 'Founded': named by what happened, a year when every value is one.
  return words.includes('year') || (words.length <= 3 && isPastForm(words[0] ?? ''));
}

/**
 * A number column named by what happened to the row alone ('Founded', 'Opened', 'Built'), not as a year ('Year'
 * columns are years by their name). A count named so ('Killed', 'Injured') holds no whole years from end to end.
 */
function namedByDeed(f: SchemaField, names: SchemaNames, entity: string): boolean {
  const words = names.column(entity, f.name);
  return words.length === 1 && isPastForm(words[0]);
}

/** A whole number within the years records of founding, building and opening speak of. */
const wholeYear = (v: unknown) => v !== null && Number.isInteger(Number(v)) && Number(v) >= 1000 && Number(v) <= 2100;

/** A year written as four digits, within the years business data speaks of. */
const yearText = (v: unknown) =>
  typeof v === 'string' && /^\d{4}$/.test(v.trim()) && Number(v) >= 1900 && Number(v) <= 2100;

/** A text column that may keep dates as ISO text: named as a date, or too short for free text (varchar(10), char(19)). */
function mayHoldDates(f: SchemaField, names: SchemaNames, entity: string): boolean {
  const length = /\((\d+)\)/.exec(f.nativeType)?.[1];
  if (length !== undefined && Number(length) >= 10 && Number(length) <= 32) return true;
  return names.column(entity, f.name).some((w) => DATE_NAME_WORDS.has(w));
}

/** A text column short enough to hold a yes/no word ('Y', 'true'): char(1), varchar(5); free text is not looked at. */
function shortText(f: SchemaField): boolean {
  const length = /\((\d+)\)/.exec(f.nativeType)?.[1];
  return length !== undefined && Number(length) <= 5;
}

/** The most text columns read for what they hold: each costs a query. */
const MAX_TEXT_COLUMNS = 60;
/** A number written with a unit or none: '12km', '13.4 km', '25', '20 mins', '1.5 hours'. */
const NUMBER_WITH_UNIT = /^\s*-?\d+(?:\.\d+)?\s*([a-z]{1,12})?\s*$/i;
/** Share of the values read that must be such numbers (a stray 'unknown' is tolerated). */
const NUMBERS_SHARE = 0.9;
/** Words of a column name that say its text, when there is one, is why the row failed. */
const REASON_NAME_WORDS = new Set(
  ['cancellation', 'cancel', 'cancelled', 'failure', 'fail', 'error', 'return', 'refund', 'rejection', 'void'].map(
    stem,
  ),
);
/** Texts that exported data writes for nothing, compared in lower case. */
const EMPTY_TEXTS = new Set(['', 'null', 'nan', 'none', 'n/a']);
const isEmptyText = (v: unknown) => v === null || (typeof v === 'string' && EMPTY_TEXTS.has(v.trim().toLowerCase()));
/** Values read of a column to see what it holds: its empty texts and a few reasons, or its numbers' units. */
const COMMON_VALUES = 50;

/**
 * Text columns that are not keys, each read once for its commonest values (those named as a reason first, so a bound
 * never drops them): a column named as why a row failed is kept with the empty texts that occur ('' and 'null'
 * beside NULL) when some rows are empty and some are not; any other holds numbers with their unit when unitOfNumbers
 * says so.
 */
async function readTextColumns(
  schema: DiscoveredSchema,
  names: SchemaNames,
  run: Run,
): Promise<Pick<SchemaProfile, 'reasons' | 'textNumbers'>> {
  const reasons = new Map<string, string[]>();
  const textNumbers = new Map<string, string>();
  const isReason = (e: SchemaEntity, f: SchemaField) =>
    names.column(e.name, f.name).some((w) => REASON_NAME_WORDS.has(stem(w)));
  const columns = schema.entities
    .flatMap((e) =>
      e.rowCount === 0
        ? []
        : e.fields
            .filter((f) => f.type === 'text' && !f.isPrimaryKey && keyWords(names, e.name, f.name) === null)
            .map((f) => ({
              e,
              f,
              reason: isReason(e, f),
              dated: names.column(e.name, f.name).some((w) => DATE_NAME_WORDS.has(w)),
            })),
    )
    .sort((a, b) => Number(b.reason) - Number(a.reason))
    .slice(0, MAX_TEXT_COLUMNS);
  await inParallel(columns, async ({ e, f, reason, dated }) => {
    const values = await commonValues(e, f, run);
    if (!values) return;
    // A column named for a time ('lesson_time') holding small whole numbers ('5', '3') keeps how long, a figure;
    // one holding anything else (a date, a clock time, a year) is read as time elsewhere.
    if (dated) {
      if (
        !reason &&
        plainNumbers(values, []) &&
        values.every((v) => typeof v !== 'string' || isEmptyText(v) || SHORT_NUMBER.test(v))
      )
        textNumbers.set(flagKey(e.name, f.name), '');
      return;
    }
    if (reason && values.some(isEmptyText) && !values.every(isEmptyText))
      reasons.set(
        flagKey(e.name, f.name),
        values.filter((v): v is string => typeof v === 'string' && isEmptyText(v)),
      );
    const unit = reason ? null : unitOfNumbers(values);
    if (unit) textNumbers.set(flagKey(e.name, f.name), unit);
    // Plain numbers kept as text ('32', '3.5'): the same, with no unit.
    else if (!reason && plainNumbers(values, names.column(e.name, f.name)))
      textNumbers.set(flagKey(e.name, f.name), '');
  });
  return { reasons, textNumbers };
}

/**
 * Tables with no declared key and one key-named column, whose values repeat there: the column identifies something
 * the rows are about (a customer of each sale), not the rows. One count per such table.
 */
async function findRepeatedIds(schema: DiscoveredSchema, names: SchemaNames, run: Run): Promise<Set<string>> {
  const repeated = new Set<string>();
  const tables = schema.entities.flatMap((e) => {
    const keyed = e.fields.filter((f) => keyWords(names, e.name, f.name) !== null);
    return e.primaryKey.length === 0 && e.rowCount !== 0 && keyed.length === 1 ? [{ e, f: keyed[0] }] : [];
  });
  await inParallel(tables, async ({ e, f }) => {
    const counts = await valueCounts(e, f.name, run);
    if (counts && counts.distinct < counts.filled) repeated.add(flagKey(e.name, f.name));
  });
  return repeated;
}

/**
 * Text columns named as their own table, in a table keyed by one other column, whose values repeat (SchemaProfile
 * `kindsNamedLikeTable`). `orchestra.Orchestra`, one name per row, is the rows' name and is not among them.
 */
async function findKindsNamedLikeTable(schema: DiscoveredSchema, names: SchemaNames, run: Run): Promise<Set<string>> {
  const kinds = new Set<string>();
  const checks = schema.entities.flatMap((e) => {
    const own = names.entity(e.name).map(stem).join(' ');
    const f = e.fields.find(
      (x) =>
        x.type === 'text' && !e.primaryKey.includes(x.name) && names.column(e.name, x.name).map(stem).join(' ') === own,
    );
    return f && e.primaryKey.length === 1 && e.rowCount !== 0 ? [{ e, f }] : [];
  });
  await inParallel(checks.slice(0, MAX_CHECKS), async ({ e, f }) => {
    const counts = await valueCounts(e, f.name, run);
    if (counts && counts.distinct < counts.filled) kinds.add(flagKey(e.name, f.name));
  });
  return kinds;
}

/** How many rows fill a column, and how many different values they hold (on a sample of a large table); null when the source could not say. */
async function valueCounts(
  e: SchemaEntity,
  column: string,
  run: Run,
): Promise<{ filled: number; distinct: number } | null> {
  const sample = sampleOf(e);
  const res = await run({
    from: { entity: e.name, alias: 't', ...(sample ? { sample } : {}) },
    select: [
      { alias: 'n', expr: count(col('t', column)) },
      { alias: 'd', expr: { kind: 'agg', fn: 'count_distinct', arg: col('t', column) } },
    ],
  }).catch(() => null);
  const row = res?.rows[0];
  return row ? { filled: Number(row.n), distinct: Number(row.d) } : null;
}

/** The commonest values of a column (NULL among them), or null when the source could not read them. */
async function commonValues(e: SchemaEntity, f: SchemaField, run: Run): Promise<unknown[] | null> {
  const value = col('t', f.name);
  const sample = sampleOf(e);
  const res = await run({
    from: { entity: e.name, alias: 't', ...(sample ? { sample } : {}) },
    select: [
      { alias: 'v', expr: value },
      { alias: 'n', expr: count() },
    ],
    groupBy: [value],
    orderBy: [{ expr: count(), direction: 'desc' }],
    limit: COMMON_VALUES,
  }).catch(() => null);
  return res ? res.rows.map((r) => r.v) : null;
}

/**
 * The one unit numbers kept as text are written in ('km'), or null: nearly all the filled values must be numbers, at
 * least one must name its unit and all that name one the same ('min', 'mins' and 'minutes' are one unit). Digits
 * alone are not enough: codes, zips and phone numbers are kept so.
 */
function unitOfNumbers(values: unknown[]): string | null {
  const filled = values.filter((v): v is string => typeof v === 'string' && !isEmptyText(v));
  if (filled.length < 2) return null;
  const units = filled.map((v) => NUMBER_WITH_UNIT.exec(v)).filter((m) => m !== null);
  if (units.length < filled.length * NUMBERS_SHARE) return null;
  const named = units.map((m) => m[1]?.toLowerCase()).filter((u): u is string => u !== undefined);
  if (!named.length) return null;
  return named.every((u) => sameUnit(u, named[0])) ? named[0] : null;
}

/** A plain number as text: no leading zero (a code keeps it: '02647'), no unit. */
const PLAIN_NUMBER_VALUES = 5;
const PLAIN_NUMBER = /^\s*-?(?:0|[1-9]\d*)(?:\.\d+)?\s*$/;
/** A number of at most three digits before its decimals: no year, no date written as digits. */
const SHORT_NUMBER = /^\s*(?:0|[1-9]\d{0,2})(?:\.\d+)?\s*$/;

/**
 * Whether a text column holds plain numbers ('32', '3.5'; a stray empty text such as 'null' is tolerated): at least
 * PLAIN_NUMBER_VALUES different ones, nearly all values, and a name that is no code's.
 */
function plainNumbers(values: unknown[], nameWords: string[]): boolean {
  if (nameWords.some((w) => IDENTIFYING_NUMBER_WORDS.has(w))) return false;
  const filled = values.filter((v): v is string => typeof v === 'string' && !isEmptyText(v));
  // A name that says it holds a figure (order_quantity, chargeable_amount) tolerates one stray text among its
  // values ('male' typed into a quantity): the stray one reads as no number.
  const figure = nameWords.some((w) => QUANTITY_WORDS.has(w) || AMOUNT_WORDS.has(w) || PRICE_WORDS.has(w));
  // A few digits only ('0'/'1' for a gender, '1'…'3' for a level) are codes of a category, not figures; not so under
  // a name that says it holds a figure (an order quantity of '1' or '2').
  if (!figure && new Set(filled.map((v) => v.trim())).size < PLAIN_NUMBER_VALUES) return false;
  const numbers = filled.filter((v) => PLAIN_NUMBER.test(v)).length;
  return numbers >= filled.length * NUMBERS_SHARE || (figure && numbers >= filled.length - 1 && numbers >= 2);
}

/**
 * The longest profiling may keep a system's first question waiting: checks not started by then are skipped (what
 * they would have found is simply not known), so a slow source costs seconds, not a statement timeout per check
 * (on a quiet machine a whole profile takes a fraction of a second).
 */
const PROFILE_BUDGET_MS = 20_000;

async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const until = performance.now() + PROFILE_BUDGET_MS;
  const worker = async () => {
    while (next < items.length && performance.now() < until) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
