import { col, type Condition, type Expr, type Literal } from '../../connectors/query';
import type { CatalogEntity } from '../catalog/types';
import type { EngineSystem, SystemReading } from '../soe-local';
import { singular, tokenize } from '../read/normalize';
import type { ValueHit } from '../values/value-index';

/**
 * The one record a write command names: by a value the value index knows
 * (a deal's name, a person's full name, a unique invoice number), or by its
 * id after the entity's name ('deal 42'). Anything less than exactly one row
 * is a question back, never a guess.
 */

export interface TargetRow {
  entity: CatalogEntity;
  key: Record<string, Literal>;
  /** How the user named it, e.g. 'Acme Renewal' or '42'. */
  named: string;
}

export type TargetResult = { kind: 'row'; row: TargetRow } | { kind: 'question'; text: string } | { kind: 'none' };

const MAX_LISTED = 5;
/** Rows read to find the one key that is a number with its padding ('1' → SO00001, SO00010, SO00100 …). */
const PADDED_CANDIDATES = 200;

/** 'deals' → 'deal', 'order_lines' → 'order line'. */
export const noun = (e: CatalogEntity) =>
  [...e.words.slice(0, -1), singular(e.words[e.words.length - 1] ?? e.table)].join(' ');

/** An entity named at the start or end of the words ('deal Acme Renewal', 'the Acme Renewal deal'). */
export function entityHint(
  tokens: string[],
  reading: Pick<SystemReading, 'phrases'>,
): { entities: string[]; rest: string[] } {
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    for (const [words, rest] of [
      [tokens.slice(0, n), tokens.slice(n)],
      [tokens.slice(-n), tokens.slice(0, -n)],
    ]) {
      const hits = reading.phrases.lookup(words).filter((h) => h.target.kind === 'entity' && !h.partial);
      if (!hits.length) continue;
      const best = Math.max(...hits.map((h) => h.score));
      return {
        entities: hits.filter((h) => h.score === best).map((h) => (h.target as { entity: string }).entity),
        rest,
      };
    }
  }
  return { entities: [], rest: tokens };
}

function nameExpr(hit: ValueHit): Expr {
  return hit.columns.length === 1
    ? col('t', hit.columns[0]!)
    : { kind: 'concat', separator: ' ', args: hit.columns.map((c) => col('t', c)) };
}

/** A value can name a row when it is the entity's label (name, title, person) or occurs in one row only. */
function namesRows(hit: ValueHit, reading: SystemReading): boolean {
  const entity = reading.catalog.byName.get(hit.entity);
  if (!entity) return false;
  if (entity.label && entity.label.columns.join('+') === hit.columns.join('+')) return true;
  return hit.rows === 1;
}

async function rowsNamed(
  system: EngineSystem,
  entity: CatalogEntity,
  where: Condition,
  limit = MAX_LISTED + 1,
): Promise<Array<Record<string, Literal>>> {
  const result = await system.run({
    from: { entity: entity.name, alias: 't' },
    select: entity.primaryKey.map((k) => ({ alias: k, expr: col('t', k) })),
    where,
    orderBy: entity.primaryKey.map((k) => ({ expr: col('t', k), direction: 'asc' as const })),
    limit,
  });
  return result.rows.map((r) =>
    Object.fromEntries(
      entity.primaryKey.map((k) => [k, r[k] instanceof Date ? (r[k] as Date).toISOString() : (r[k] as Literal)]),
    ),
  );
}

const keyWords = (key: Record<string, Literal>) =>
  Object.entries(key)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export async function findTarget(words: string, reading: SystemReading, system: EngineSystem): Promise<TargetResult> {
  const tokens = tokenize(words);
  if (!tokens.length) return { kind: 'none' };
  const hint = entityHint(tokens, reading);
  const restKey = hint.rest.join(' ');
  const hits = (reading.values?.byText.get(restKey) ?? []).filter(
    (h) => (!hint.entities.length || hint.entities.includes(h.entity)) && namesRows(h, reading),
  );
  const entities = [...new Set(hits.map((h) => h.entity))];

  if (entities.length > 1) {
    const nouns = entities.map((e) => `the ${noun(reading.catalog.byName.get(e)!)}`);
    return {
      kind: 'question',
      text: `"${hits[0]!.value}" names more than one kind of record in ${system.name}: ${nouns.join(' or ')}. Say which, e.g. "${nouns[0]!.replace('the ', '')} ${hits[0]!.value}".`,
    };
  }
  if (hits.length) {
    const entity = reading.catalog.byName.get(entities[0]!)!;
    if (!entity.primaryKey.length)
      return {
        kind: 'question',
        text: `${system.name} cannot tell ${entity.table} rows apart (no primary key), so SOE does not change them.`,
      };
    const hit = hits[0]!;
    const rows = await rowsNamed(system, entity, { kind: 'eq_ci', expr: nameExpr(hit), value: hit.value });
    if (rows.length === 1) return { kind: 'row', row: { entity, key: rows[0]!, named: hit.value } };
    if (!rows.length)
      return {
        kind: 'question',
        text: `I could not find the ${noun(entity)} "${hit.value}" in ${system.name} any more.`,
      };
    const listed = rows.slice(0, MAX_LISTED).map(keyWords).join('; ');
    return {
      kind: 'question',
      text: `${system.name} has ${rows.length > MAX_LISTED ? 'more than ' + MAX_LISTED : rows.length} ${noun(entity)} records named "${hit.value}" (${listed}). Say which one by its id, e.g. "${noun(entity)} ${Object.values(rows[0]!)[0]}".`,
    };
  }

  // 'deal 42', 'sales order SO00001', 'order 1' for SO00001, 'item SO00001/10': the key itself, after the entity's name.
  if (hint.entities.length === 1 && hint.rest.length) {
    const entity = reading.catalog.byName.get(hint.entities[0]!)!;
    const typed = originalWords(words, hint.rest);
    const byKey = typed && entity.primaryKey.length ? await rowByKey(system, entity, typed) : null;
    if (byKey?.kind === 'row') return { kind: 'row', row: { entity, key: byKey.key, named: typed! } };
    if (byKey?.kind === 'missing')
      return {
        kind: 'question',
        text: `${system.name} has no ${noun(entity)} with ${entity.primaryKey.join(', ')} ${typed}.`,
      };
  }
  if (hint.entities.length === 1 && restKey) {
    const entity = reading.catalog.byName.get(hint.entities[0]!)!;
    return {
      kind: 'question',
      text: `I could not find "${words}" in ${system.name}. Check the name, or give the ${noun(entity)}'s id, e.g. "${noun(entity)} 12".`,
    };
  }
  return { kind: 'none' };
}

/** The words of the sentence, as typed, whose tokens are `rest` (the key keeps its case: 'SO00001'). */
function originalWords(words: string, rest: string[]): string | null {
  const parts = words.trim().split(/\s+/);
  const want = rest.join(' ');
  for (let n = parts.length; n >= 1; n--) {
    for (const slice of [parts.slice(-n), parts.slice(0, n)])
      if (tokenize(slice.join(' ')).join(' ') === want) return slice.join(' ').replace(/^#/, '');
  }
  return null;
}

type KeyLookup = { kind: 'row'; key: Record<string, Literal> } | { kind: 'missing' } | null;

/** A key value typed for a column: a number for numeric keys (null when it is not one), else the text. */
function keyValue(entity: CatalogEntity, column: string, text: string): Literal | undefined {
  const type = entity.byName.get(column)?.type;
  if (type === 'integer' || type === 'decimal') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  return text;
}

/**
 * The row whose key the text is: equal as typed (a number, a string key such
 * as SO00001), equal ignoring case, or — for text keys — the one key that is
 * the number with its zero padding or letter prefix ('1' → SO00001,
 * '4711' → 0000004711). A compound key takes its parts in key order,
 * separated by '/', ',' or spaces ('SO00001/10'). Null when the text cannot
 * be a key of this entity; 'missing' when it can but no row has it.
 */
async function rowByKey(system: EngineSystem, entity: CatalogEntity, text: string): Promise<KeyLookup> {
  const pk = entity.primaryKey;
  if (pk.length > 1) {
    const parts = text.split(/\s*[/,]\s*|\s+/).filter(Boolean);
    if (parts.length !== pk.length) return null;
    const values = pk.map((k, i) => keyValue(entity, k, parts[i]!));
    if (values.some((v) => v === undefined)) return null;
    const rows = await rowsNamed(system, entity, {
      kind: 'and',
      conditions: pk.map((k, i) => ({
        kind: 'cmp',
        op: '=',
        left: col('t', k),
        right: { kind: 'literal', value: values[i]! },
      })),
    });
    return rows.length === 1 ? { kind: 'row', key: rows[0]! } : { kind: 'missing' };
  }
  const column = pk[0]!;
  if (/\s/.test(text)) return null;
  const value = keyValue(entity, column, text);
  if (value === undefined) return null;
  const exact = await rowsNamed(system, entity, {
    kind: 'cmp',
    op: '=',
    left: col('t', column),
    right: { kind: 'literal', value },
  });
  if (exact.length === 1) return { kind: 'row', key: exact[0]! };
  if (typeof value !== 'string') return { kind: 'missing' };
  const ci = await rowsNamed(system, entity, { kind: 'eq_ci', expr: col('t', column), value: text });
  if (ci.length === 1) return { kind: 'row', key: ci[0]! };
  const digits = /^([A-Za-z]*[-_]?)0*(\d+)$/.exec(text);
  // A word with no digit is more likely a name the value index does not know than a key.
  if (!digits) return /\d/.test(text) ? { kind: 'missing' } : null;
  const [, prefix, number] = digits as unknown as [string, string, string];
  const near = await rowsNamed(
    system,
    entity,
    { kind: 'contains', expr: col('t', column), value: number },
    PADDED_CANDIDATES,
  );
  const same = near.filter((r) => {
    const m = /^([A-Za-z]*[-_]?)0*(\d+)$/.exec(String(r[column]));
    return m !== null && m[2] === number && (!prefix || m[1]!.toLowerCase() === prefix.toLowerCase());
  });
  return same.length === 1 ? { kind: 'row', key: same[0]! } : { kind: 'missing' };
}
