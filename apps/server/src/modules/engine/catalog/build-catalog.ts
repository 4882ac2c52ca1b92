import type { DiscoveredSchema, SchemaEntity, SchemaField, SchemaRelation } from '../../connectors/schema';
import { runAll, runInSlices, type Pacer } from '../../../lib/slices';
import { identifierWords, singular, stem } from '../read/normalize';
import { BOOLEAN_LEADS, schemaNameSteps, type SchemaNames } from './names';
import { EMPTY_PROFILE, flagKey, type SchemaProfile } from './profile';
import type { Catalog, CatalogColumn, CatalogEntity, ColumnRole, JoinEdge, LabelSpec, RevenueMeasure } from './types';
import { namesItsOwnTable } from './join-graph';
import { joinedRevenue } from './joined-revenue';
import {
  AMOUNT_WORDS,
  FREE_TEXT_WORDS,
  MONEY_WORDS,
  NOT_REVENUE_WORDS,
  PERSON_ROLES,
  PRICE_WORDS,
  QUANTITY_WORDS,
  ROW_TEXT_STEMS,
} from './vocabulary';

const KEY_SUFFIXES = new Set(['id', 'key', 'fk', 'pk', 'no', 'num', 'number', 'code', 'uuid', 'guid']);
const NUMERIC = new Set(['integer', 'decimal']);
/** Words of bookkeeping timestamps, which say when a row was edited rather than when something happened. */
const AUDIT_WORDS = new Set([
  'update',
  'updated',
  'modified',
  'modify',
  'changed',
  'deleted',
  'synced',
  'etl',
  'loaded',
]);

/** Builds the semantic catalog of one system from its discovered schema (no data access). */
export function buildCatalog(systemName: string, schema: DiscoveredSchema, profile = EMPTY_PROFILE): Catalog {
  return runAll(catalogSteps(systemName, withProfile(schema, profile), profile));
}

/** Lets other work (requests, timers) run before going on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same catalog as buildCatalog, built a slice of time at a time so a wide schema never holds the
 * event loop (a 10,000-table catalog is about a second of work). `pacer` carries the slice on into
 * the caller's next step.
 */
export function buildCatalogInSlices(
  systemName: string,
  schema: DiscoveredSchema,
  pacer?: Pacer,
  profile = EMPTY_PROFILE,
): Promise<Catalog> {
  return runInSlices(catalogSteps(systemName, withProfile(schema, profile), profile), pacer);
}

/**
 * The schema with the relations its data confirmed (profile.ts) beside the declared ones. One confirmed on a column
 * already declared replaces the declaration, which the profile found a slip (profile.ts `misdeclared`).
 */
function withProfile(schema: DiscoveredSchema, profile: SchemaProfile): DiscoveredSchema {
  if (!profile.relations.length) return schema;
  const confirmed = new Set(profile.relations.map((r) => `${r.fromEntity}|${r.fromFields.join(',')}`));
  const declared = schema.relations.filter((r) => !confirmed.has(`${r.fromEntity}|${r.fromFields.join(',')}`));
  return { ...schema, relations: [...declared, ...profile.relations] };
}

/** The catalog as steps (lib/slices.ts): one per table, relation and entity pass. */
function* catalogSteps(systemName: string, schema: DiscoveredSchema, profile: SchemaProfile): Generator<void, Catalog> {
  const fkColumns = yield* foreignKeyColumns(schema);
  const names = yield* schemaNameSteps(schema);
  const entities: CatalogEntity[] = [];
  for (const e of schema.entities) {
    entities.push(buildEntity(e, fkColumns.get(e.name) ?? new Map(), names, profile));
    yield;
  }
  return yield* assemble(systemName, schema, entities, names, profile);
}

function* foreignKeyColumns(schema: DiscoveredSchema): Generator<void, Map<string, Map<string, string>>> {
  const fkColumns = new Map<string, Map<string, string>>();
  for (const r of schema.relations) {
    const m = fkColumns.get(r.fromEntity) ?? new Map<string, string>();
    r.fromFields.forEach((f) => m.set(f, r.toEntity));
    fkColumns.set(r.fromEntity, m);
    yield;
  }
  return fkColumns;
}

function* assemble(
  systemName: string,
  schema: DiscoveredSchema,
  entities: CatalogEntity[],
  names: SchemaNames,
  profile: SchemaProfile,
): Generator<void, Catalog> {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const edges: JoinEdge[] = [];
  for (const r of schema.relations) {
    if (byName.has(r.fromEntity) && byName.has(r.toEntity) && r.fromFields.length === r.toFields.length)
      edges.push(joinEdge(r, `e${edges.length}`, byName.get(r.toEntity)!, names));
    yield;
  }
  markEntityKeys(entities, profile);
  const outgoing = new Map<string, number>();
  for (const x of edges) outgoing.set(x.from, (outgoing.get(x.from) ?? 0) + 1);
  for (const e of entities) {
    e.isJunction = isJunction(e, outgoing.get(e.name) ?? 0);
    yield;
  }
  holderEdgesFirst(edges, byName);
  const from = new Map<string, JoinEdge[]>();
  for (const x of edges) from.set(x.from, [...(from.get(x.from) ?? []), x]);
  for (const e of entities) {
    const borrowed =
      borrowedLabel(e, from.get(e.name) ?? [], byName, profile) ?? otherEndLabel(e, from.get(e.name) ?? [], byName);
    if (borrowed) e.labelVia = borrowed;
    yield;
  }
  const revenue: RevenueMeasure[] = [];
  for (const e of entities) {
    revenue.push(...revenueMeasures(e));
    yield;
  }
  if (!revenue.length) revenue.push(...joinedRevenue(entities, edges));
  return { systemName, entities, byName, edges, revenue };
}

/**
 * Identifiers of things with no table of their own (types.ts `entityKey`): a key-named column that points at
 * nothing, is not its table's key, and whose words name no table (nor the end of its own). A table without a declared key whose only
 * key-named column is this one is keyed by it (`members.customer_id`), so that column stays its key, unless its
 * values repeat there (profile.ts `repeatedIds`: `shop_sales.cust_id`, a customer per sale).
 */
function markEntityKeys(entities: CatalogEntity[], profile: SchemaProfile): void {
  const tableStems = new Set(entities.map((e) => e.stems.join(' ')));
  for (const e of entities) {
    const keyed = e.columns.filter((c) => c.role === 'id');
    for (const c of keyed) {
      if (c.references || e.primaryKey.includes(c.name) || !c.words.length) continue;
      if (c.words.length === 1 && KEY_SUFFIXES.has(c.words[0])) continue;
      if (!e.primaryKey.length && keyed.length === 1 && !profile.repeatedIds.has(flagKey(e.name, c.name))) continue;
      if (tableStems.has(c.stems.join(' '))) continue;
      // `pilot_record.Record_ID`: named as its own table's last words, the id of its own rows (the key declared is
      // another), no thing of its own.
      if (c.stems.join(' ') === e.stems.slice(-c.stems.length).join(' ')) continue;
      c.role = 'category';
      c.entityKey = true;
    }
  }
}

function joinEdge(r: SchemaRelation, id: string, target: CatalogEntity, names: SchemaNames): JoinEdge {
  const words = r.fromFields.length === 1 ? keyless(names.column(r.fromEntity, r.fromFields[0])) : [];
  // `source_u_id` pointing at useracct(u_id): the referenced key's short word ('u') stands for the table's first word,
  // so the role reads 'source user' as questions say it.
  const key = r.toFields.length === 1 ? keyless(names.column(r.toEntity, r.toFields[0])) : [];
  const short = key.length === 1 ? key[0] : '';
  if (
    short &&
    words.length > 1 &&
    words[words.length - 1] === short &&
    short !== target.words[0] &&
    target.words[0]?.startsWith(short)
  )
    words.splice(words.length - 1, 1, target.words[0]);
  // `PersonFriend.name` pointing at Person(name), the person's name: a reference named as the name it holds names no
  // role of its own (one named as a number it holds, `ProdId`, still names the things it points at).
  if (key.length && words.join(' ') === key.join(' ') && target.label?.columns.includes(r.toFields[0])) words.splice(0);
  const stems = words.map(stem);
  const named = stems.length > 0 && !stems.every((s) => target.stems.includes(s));
  return {
    id,
    from: r.fromEntity,
    to: r.toEntity,
    fromFields: r.fromFields,
    toFields: r.toFields,
    words,
    stems,
    named,
    selfReference: r.fromEntity === r.toEntity,
  };
}

function buildEntity(
  e: SchemaEntity,
  fks: Map<string, string>,
  names: SchemaNames,
  profile: SchemaProfile,
): CatalogEntity {
  // `Allergy_Type` keyed by `Allergy`, with a column `AllergyType` of 3 values over 14 rows: the rows are allergies,
  // each of a type. The table is named by its key's words, and the column keeps the table's words ('allergy types').
  const kind = e.fields.find((f) => profile.kindsNamedLikeTable?.has(flagKey(e.name, f.name)));
  const keyWordsOf = kind && e.primaryKey.length === 1 ? rowWords(names.column(e.name, e.primaryKey[0])) : [];
  const words = keyWordsOf.length ? keyWordsOf : names.entity(e.name);
  const entityStems = words.map(stem);
  const columns = e.fields.map((f) =>
    buildColumn(
      e,
      f,
      fks.get(f.name),
      entityStems,
      names.column(e.name, f.name),
      profile.flags.get(flagKey(e.name, f.name)),
      profile.textDates.has(flagKey(e.name, f.name)),
      profile.reasons.get(flagKey(e.name, f.name)),
      profile.textNumbers.get(flagKey(e.name, f.name)),
    ),
  );
  for (const c of columns) {
    if (profile.textYears?.has(flagKey(e.name, c.name))) c.textYear = true;
    if (profile.numberYears?.has(flagKey(e.name, c.name))) c.numberYear = true;
  }
  const byName = new Map(columns.map((c) => [c.name, c]));
  const isPerson = personNameColumns(columns) !== null;
  const key = keyWordsOf.length ? columns.find((c) => c.name === e.primaryKey[0] && c.type === 'text') : undefined;
  // A table keyed by two references or more links rows of other tables (`broadcast` of a channel and a program).
  const links = e.primaryKey.length > 1 && e.primaryKey.every((k) => columns.find((c) => c.name === k)?.references);
  const label = key ? { columns: [key.name] } : chooseLabel(columns, entityStems, e.primaryKey.length === 1, links);
  for (const c of columns) if (label?.columns.includes(c.name) && c.role !== 'id') c.role = 'label';
  return {
    name: e.name,
    table: e.table,
    words,
    stems: entityStems,
    columns,
    byName,
    primaryKey: e.primaryKey,
    label,
    isPerson,
    isJunction: false,
    rowCount: e.rowCount,
    timeColumns: columns.filter((c) => c.role === 'time'),
    eventTimeColumns: columns.filter((c) => c.role === 'time' && !c.words.some((w) => AUDIT_WORDS.has(w))),
    ...tallyOf(columns, words),
  };
}

/**
 * `degrees.Degrees` beside a campus and a year, `faculty.Faculty`: a number named as its table, word for word, where
 * the table's words are no money, is how many of the table's things each row stands for (a tally kept by campus and
 * year), so counting them adds it up ('how many degrees were conferred in 2000', 'the campus with the most faculty').
 * It is no amount of money then. (`budget.Budgeted` names what was done with an amount: an amount.)
 */
function tallyOf(columns: CatalogColumn[], entityWords: string[]): { tally?: string } {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => singular(w) === singular(b[i]));
  const tally = columns.find(
    (c) =>
      c.role === 'measure' &&
      !c.isKey &&
      same(c.words, entityWords) &&
      !c.words.some((w) => AMOUNT_WORDS.has(w) || PRICE_WORDS.has(w) || MONEY_WORDS.has(w)),
  );
  if (!tally) return {};
  tally.money = null;
  return { tally: tally.name };
}

/** 'support_rep_id' → ['support', 'rep']; 'CustomerID' → ['customer']; 'id' stays ['id']. */
export function keyless(words: string[]): string[] {
  return words.length > 1 && KEY_SUFFIXES.has(words[words.length - 1]) ? words.slice(0, -1) : words;
}

/**
 * A field whose name runs words together ('dealstage', 'closedate') is read
 * through its label when the label is the same words spaced ('Deal Stage').
 */
function fieldWords(f: SchemaField, fromName: string[]): string[] {
  if (!f.description || f.description.length > 60) return fromName;
  const fromLabel = identifierWords(f.description);
  const squash = (words: string[]) => words.join('');
  return fromLabel.length > fromName.length && squash(fromLabel) === squash(fromName) ? fromLabel : fromName;
}

function buildColumn(
  e: SchemaEntity,
  f: SchemaField,
  references: string | undefined,
  entityStems: string[],
  nameWords: string[],
  /** The values of a 0/1 integer flag (profile.ts), when the data says it is one. */
  flag?: CatalogColumn['truth'],
  /** Text holding ISO dates (profile.ts). */
  textDate = false,
  /** The texts meaning nothing of a column saying why a row failed (profile.ts). */
  emptyTexts?: string[],
  /** The unit of numbers kept as text with it ('km' of '12km', profile.ts). */
  numberUnit?: string,
): CatalogColumn {
  let raw = fieldWords(f, nameWords);
  // 'is_active' kept as 0/1 is the flag 'active', as a boolean 'isActive' is.
  if (flag && raw.length > 1 && BOOLEAN_LEADS.has(raw[0])) raw = raw.slice(1);
  const isKeyName = raw.length > 0 && ['id', 'key', 'uuid', 'guid', 'fk', 'pk'].includes(raw[raw.length - 1]);
  // A text or date column that is one part of a composite key and points at nothing is what the row is about
  // (`countrylanguage.language` beside `countrycode`), or when it happened (a table partitioned by its date must
  // key its rows with it): an attribute, grouped, filtered and dated by its values.
  const keyPart =
    f.isPrimaryKey && e.primaryKey.length > 1 && ATTRIBUTE_KEY_TYPES.has(f.type) && !references && !isKeyName;
  const isKey = (f.isPrimaryKey && !keyPart) || references !== undefined || isKeyName;
  const yesNo = !isKey && f.type === 'text' && raw.length > 1 && YES_NO_SUFFIXES.has(raw[raw.length - 1]);
  const truth = yesNo ? YES_NO : !isKey && flag ? flag : undefined;
  // 'jobcode' in jobs, 'course_code' in courses: a column that is not a key keeps its last word when dropping it
  // would leave only its table's own name (the column is "the course code", not "the course").
  const bare = keyless(raw);
  const ownName = !isKey && bare.length < raw.length && bare.every((w) => entityStems.includes(stem(w)));
  const words = yesNo ? raw.slice(0, -1) : ownName ? raw : bare;
  const stems = words.map(stem);
  const asDate = textDate && !isKey && !truth;
  const asNumber = numberUnit !== undefined && !isKey && !truth && !asDate;
  const role = truth ? 'boolean' : asDate ? 'time' : asNumber ? 'measure' : columnRole(f, isKey, words);
  return {
    entity: e.name,
    name: f.name,
    type: f.type,
    role,
    words,
    stems,
    isKey,
    references,
    money: truth ? null : moneyKind(f, isKey, words, entityStems, asNumber && numberUnit === ''),
    ...(truth ? { truth } : {}),
    ...(asDate ? { textDate: true as const } : {}),
    ...(codeKey(e, f, role, references) ? { codeWords: raw } : {}),
    ...(!isKey && words.length < raw.length && !yesNo ? { keyWord: raw[raw.length - 1] } : {}),
    ...(emptyTexts && !isKey ? { emptyTexts } : {}),
    ...(asNumber ? { textNumber: { unit: numberUnit } } : {}),
  };
}

/**
 * A table keyed by a code kept as text (`ports.port_code` = 'RTM', `airports.code` = 'AKO'): people type its values
 * and ask for it by name ("the port code of Antwerp"). A surrogate number is no one's word, and a referencing
 * column's values are the referenced key's.
 */
function codeKey(e: SchemaEntity, f: SchemaField, role: ColumnRole, references: string | undefined): boolean {
  return role === 'id' && f.type === 'text' && !references && e.primaryKey.length === 1 && e.primaryKey[0] === f.name;
}

/** Types of a composite key's parts that are attributes of the row rather than identifiers. */
const ATTRIBUTE_KEY_TYPES = new Set(['text', 'date', 'timestamp']);

/** Name endings of a yes/no flag kept as text ('SMOKER_YN', 'active_yn'): 'Y' or 'N' in either case. */
const YES_NO_SUFFIXES = new Set(['yn']);
const YES_NO = { yes: ['Y', 'y'], no: ['N', 'n'] };

function columnRole(f: SchemaField, isKey: boolean, words: string[]): ColumnRole {
  if (isKey) return 'id';
  if (f.type === 'date' || f.type === 'timestamp') return 'time';
  if (f.type === 'boolean') return 'boolean';
  // 'Advisor' = 2192: a whole number named by a person's role is the id of someone the schema has no table for.
  if (f.type === 'integer' && words.length === 1 && PERSON_ROLES.has(words[0])) return 'category';
  if (NUMERIC.has(f.type)) return 'measure';
  if (f.type === 'text') return words.some((w) => FREE_TEXT_WORDS.has(w)) ? 'freetext' : 'category';
  return 'other';
}

/**
 * `asNumber`: a text column the profile found holding bare numbers (`order_quantity` kept as varchar) is read as one;
 * numbers said with a unit ('10 boxes x 20 bags') describe a thing, they move nothing.
 */
function moneyKind(
  f: SchemaField,
  isKey: boolean,
  words: string[],
  entityStems: string[],
  asNumber: boolean,
): CatalogColumn['money'] {
  if (isKey || !(NUMERIC.has(f.type) || asNumber)) return null;
  if (words.includes('discount')) return 'discount';
  if (words.some((w) => NOT_REVENUE_WORDS.has(w))) return null;
  // Units held or awaited are no units moved: 'units in stock', 'units on order', 'reorder level', 'min quantity';
  // an 'order quantity' is what an order line moves.
  const held = words.some((w) => ['stock', 'reorder', 'level', 'min', 'max'].includes(w));
  const onOrder = words.includes('order') && words.includes('on');
  if (words.some((w) => QUANTITY_WORDS.has(w)) && !held && !onOrder) return 'quantity';
  if (words.some((w) => PRICE_WORDS.has(w))) return 'price';
  // 'total' alone, 'amount', 'total_amount', 'payment_amount'… but not 'total_weight'. (A column named only as its
  // table, `degrees.Degrees`, is no amount but a tally: tallyOf.)
  if (words.every((w) => AMOUNT_WORDS.has(w) || entityStems.includes(stem(w)))) return 'amount';
  return null;
}

function personNameColumns(columns: CatalogColumn[]): LabelSpec | null {
  const find = (firsts: string[]) =>
    columns.find(
      (c) =>
        c.type === 'text' &&
        (firsts.some((f) => c.words.join('') === f || c.words.join('') === `${f}name`) ||
          (c.words.length === 2 && firsts.includes(c.words[0]) && c.words[1] === 'name')),
    );
  const first = find(['first', 'given', 'fore', 'firstname']);
  const last = find(['last', 'sur', 'surname', 'family', 'lastname']);
  return first && last ? { columns: [first.name, last.name] } : null;
}

/** A key column's words as the name of its rows: 'allergy' for `Allergy` or `allergy_id`; none for a bare `id`. */
function rowWords(words: string[]): string[] {
  const own = ['id', 'key', 'code', 'no', 'num', 'number'].includes(words[words.length - 1] ?? '')
    ? words.slice(0, -1)
    : words;
  return own;
}

/** The column a person would read as the row's name: first + last name, 'name', '<entity>_name', 'title'… */
function chooseLabel(
  columns: CatalogColumn[],
  entityStems: string[],
  keyedByOne = false,
  links = false,
): LabelSpec | null {
  const person = personNameColumns(columns);
  if (person) return person;
  // A key kept as the row's name (`department.dept_name`, a text primary key named as the table's name; `Person.name`)
  // names it too.
  const namedKey = (c: CatalogColumn) =>
    c.role === 'id' &&
    !c.references &&
    c.stems.at(-1) === 'nam' &&
    c.stems.slice(0, -1).every((w) => entityStems.includes(w));
  const text = columns.filter((c) => c.type === 'text' && (c.role !== 'id' || namedKey(c)) && c.role !== 'freetext');
  const score = (c: CatalogColumn): number => {
    const s = c.stems;
    if (s.length === 1 && s[0] === 'nam') return 100;
    if (s[s.length - 1] === 'nam' && s.slice(0, -1).every((w) => entityStems.includes(w))) return 95;
    // orchestra."Orchestra", museum."Museum": a text column named as its table names the row.
    if (s.join(' ') === entityStems.join(' ')) return 92;
    if (s.length === 1 && s[0] === 'titl') return 90;
    if (s[s.length - 1] === 'titl' && s.slice(0, -1).every((w) => entityStems.includes(w))) return 88;
    if (s.join(' ') === 'company nam') return 85;
    if (s[s.length - 1] === 'nam') return 70;
    if (s.length === 1 && s[0] === 'label') return 65;
    // school_sites."Site": one named as the last word of the table's name, where nothing is called a name, in a table
    // keyed by one column (`countrylanguage.Language` is half of a key: a value the rows share, no name).
    if (keyedByOne && s.length === 1 && entityStems.length > 1 && s[0] === entityStems[entityStems.length - 1])
      return 60;
    if (s.includes('titl')) return 50;
    return 0;
  };
  const best = text
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)[0];
  if (best) return { columns: [best.c.name] };
  // A lone descriptive text column (e.g. a lookup table's 'description') still names the row. Not so
  // in a fact table (dated rows, amounts): there a lone text column is a status or type, not a name.
  const isFact = columns.some((c) => c.role === 'measure' || c.role === 'time');
  // Addresses.address_content, Addresses.address_details: the table's own word and what it holds of it names the
  // row, though a free text elsewhere (an address is no category); an order's details name no order.
  const own = columns.find(
    (c) =>
      c.type === 'text' &&
      c.role !== 'id' &&
      c.stems.length > 1 &&
      ROW_TEXT_STEMS.has(c.stems[c.stems.length - 1]) &&
      c.stems.slice(0, -1).join(' ') === entityStems.join(' '),
  );
  if (own && !isFact) return { columns: [own.name] };
  const desc = columns.filter((c) => c.type === 'text' && c.role !== 'id');
  // Nor in a link table: its lone text says something of the link (`broadcast.Time_of_day`: 'Morning' of many
  // broadcasts), grouped by its values ('programs broadcast in each time of day'), never each link's name.
  return desc.length === 1 && !isFact && !links ? { columns: [desc[0].name] } : null;
}

/**
 * A table with no name of its own whose one-to-one key points at a table with one ('poker_player.People_ID' →
 * 'people.Name'): its rows are shown by that name, not by their ids.
 */
function borrowedLabel(
  e: CatalogEntity,
  outgoing: JoinEdge[],
  byName: Map<string, CatalogEntity>,
  profile: SchemaProfile,
): CatalogEntity['labelVia'] {
  if (e.label || e.isJunction || !profile.oneToOne.size) return undefined;
  // A table with text of its own ('candidate': a poll source, a date) is named so only by a person it is one of
  // each: a candidate is that person; an order, one per customer in a small sample, is no customer.
  const ownText = e.columns.some((c) => c.type === 'text' && c.role !== 'id');
  const named = outgoing.filter((x) => {
    const to = byName.get(x.to);
    return (
      !x.selfReference &&
      x.fromFields.length === 1 &&
      profile.oneToOne.has(flagKey(e.name, x.fromFields[0])) &&
      !!to?.label &&
      (!ownText || to.isPerson || to.stems.includes('person'))
    );
  });
  return named.length === 1 ? { edge: named[0].id, entity: named[0].to } : undefined;
}

/**
 * A table linking a table to itself (`Friend`: student_id and friend_id, both a high schooler) is about the row
 * its first reference names: 'the friends of each student' are the Friend rows of that student. The reference
 * named like the table itself (`friend_id` in Friend, `liked_id` in Likes) is the other end. Paths from the link
 * take the first edge to a table, so the holder's edge is put before the other end's.
 */
function holderEdgesFirst(edges: JoinEdge[], byName: Map<string, CatalogEntity>): void {
  const otherEnd = (x: JoinEdge) =>
    !!byName.get(x.from)?.isJunction && namesItsOwnTable(x, byName.get(x.from), byName.get(x.to));
  for (let i = 0; i < edges.length; i++) {
    if (!otherEnd(edges[i])) continue;
    const holder = edges.findIndex((x, k) => k > i && x.from === edges[i].from && x.to === edges[i].to && !otherEnd(x));
    if (holder > i) edges.splice(i, 0, ...edges.splice(holder, 1));
  }
}

/** A link of a table to itself is shown by its other end's name: 'the friends of Kyle' are named, not numbered. */
function otherEndLabel(
  e: CatalogEntity,
  out: JoinEdge[],
  byName: Map<string, CatalogEntity>,
): CatalogEntity['labelVia'] {
  if (!e.isJunction || e.label) return undefined;
  const end = out.find((x) => namesItsOwnTable(x, e, byName.get(x.to)));
  const holder = end && out.find((x) => x !== end && x.to === end.to);
  return holder && byName.get(end.to)?.label ? { edge: end.id, entity: end.to } : undefined;
}

function isJunction(e: CatalogEntity, outgoing: number): boolean {
  if (outgoing < 2) return false;
  // A table that dates its own rows (a rental, an order) is an event, even when it is mostly keys.
  if (e.eventTimeColumns.length) return false;
  const other = e.columns.filter((c) => !c.isKey && c.role !== 'time');
  return other.length <= 1;
}

/** Every way an entity can compute revenue: money amounts at its row's grain, and quantity × price lines. */
function revenueMeasures(e: CatalogEntity): RevenueMeasure[] {
  const out: RevenueMeasure[] = [];
  const qty = e.columns.find((c) => c.money === 'quantity');
  const price = e.columns.find((c) => c.money === 'price' && c.stems.some((s) => s === 'pric'));
  const amounts = e.columns.filter((c) => c.money === 'amount');
  for (const a of amounts) out.push({ entity: e.name, kind: 'amount', amount: a.name });
  if (qty && price) {
    const discount = e.columns.find((c) => c.money === 'discount');
    out.push({ entity: e.name, kind: 'line', quantity: qty.name, price: price.name, discount: discount?.name });
  }
  return out;
}
