import type { LinkMethod } from '@soe/shared';
import { col, type QuerySpec } from '../connectors/query';
import type { SchemaEntity, SchemaField } from '../connectors/schema';
import type { EngineSystem } from '../engine';
import { singular } from '../engine/read/normalize';
import { linkKey } from './normalize';

/** A link SOE found: the two columns, how their values compare, and how many of them match. */
export interface FoundLink {
  method: LinkMethod;
  a: { entity: string; column: string };
  b: { entity: string; column: string };
  matched: number;
  distinctA: number;
  distinctB: number;
}

/** Distinct values read per candidate column: enough to measure an overlap, bounded for very large tables. */
const SAMPLE_VALUES = 5000;
/** Candidate columns read per system (the most telling first), so a 10,000-table ERP is not read whole. */
const MAX_CANDIDATES = 60;
/** A link needs this many values in common, and this share of the smaller side's values. */
const MIN_MATCHED = 2;
const MIN_SHARE = 0.5;
const METHOD_ORDER: LinkMethod[] = ['key', 'email', 'domain', 'name'];

interface Candidate {
  entity: SchemaEntity;
  field: SchemaField;
  methods: LinkMethod[];
  /** The column's words, lower case ('company name', 'erp customer id'). */
  words: string[];
}

/**
 * Finds the columns two systems name the same things by: shared keys (an external id that holds the other
 * system's key), email addresses, web domains, and normalised company or person names. A pair counts when enough
 * of the values read from both systems match once normalised (normalize.ts), the measure the join will use.
 * Per pair of tables the best column pair is kept.
 */
export async function findLinks(x: EngineSystem, y: EngineSystem): Promise<FoundLink[]> {
  const cx = candidates(x);
  const cy = candidates(y);
  const pairs: Array<[Candidate, Candidate, LinkMethod]> = [];
  for (const a of cx)
    for (const b of cy) {
      for (const method of METHOD_ORDER) {
        if (!a.methods.includes(method) || !b.methods.includes(method)) continue;
        if (method === 'key' && !keysMayMatch(a, b)) continue;
        pairs.push([a, b, method]);
      }
    }
  const values = new Map<string, Promise<unknown[]>>();
  const outcome = new Map<EngineSystem, { read: number; error?: unknown }>([
    [x, { read: 0 }],
    [y, { read: 0 }],
  ]);
  const read = (system: EngineSystem, c: Candidate) => {
    const key = `${String(system.id)}|${c.entity.name}|${c.field.name}`;
    // A system that failed a read and its retry (down, or hanging until its timeout) is not read again.
    if (outcome.get(system)!.error) return Promise.resolve([]);
    if (!values.has(key))
      values.set(
        key,
        // One retry: a dropped connection must not hide a link. A column that cannot be read has no link.
        distinctValues(system, c)
          .catch(() => distinctValues(system, c))
          .then(
            (rows) => {
              outcome.get(system)!.read++;
              return rows;
            },
            (error: unknown) => {
              outcome.get(system)!.error = error;
              return [];
            },
          ),
      );
    return values.get(key)!;
  };
  const best = new Map<string, FoundLink & { share: number }>();
  for (const [a, b, method] of pairs) {
    const va = keysOf(await read(x, a), method);
    const vb = keysOf(await read(y, b), method);
    if (!va.size || !vb.size) continue;
    let matched = 0;
    for (const v of va) if (vb.has(v)) matched++;
    const share = matched / Math.min(va.size, vb.size);
    if (matched < MIN_MATCHED || share < MIN_SHARE) continue;
    const pair = `${a.entity.name}|${b.entity.name}`;
    const current = best.get(pair);
    const better =
      !current ||
      share > current.share + 0.05 ||
      (Math.abs(share - current.share) <= 0.05 && METHOD_ORDER.indexOf(method) < METHOD_ORDER.indexOf(current.method));
    if (better)
      best.set(pair, {
        method,
        a: { entity: a.entity.name, column: a.field.name },
        b: { entity: b.entity.name, column: b.field.name },
        matched,
        distinctA: va.size,
        distinctB: vb.size,
        share,
      });
  }
  // Nothing could be read from a system at all: that is the answer, not "no links".
  for (const [system, { read, error }] of outcome)
    if (error && !read) throw error instanceof Error ? error : new Error(`${system.name} could not be read`);
  return [...best.values()]
    .sort((p, q) => q.share - p.share || q.matched - p.matched)
    .map(({ share: _share, ...link }) => link);
}

/** Measures a link a person names: how many of each side's values match the other's. */
export async function measureLink(
  x: EngineSystem,
  a: { entity: string; column: string },
  y: EngineSystem,
  b: { entity: string; column: string },
  method: LinkMethod,
): Promise<{ matched: number; distinctA: number; distinctB: number }> {
  const field = (s: EngineSystem, side: { entity: string; column: string }): Candidate => {
    const entity = s.schema.entities.find((e) => e.name === side.entity)!;
    const f = entity.fields.find((x) => x.name === side.column)!;
    return { entity, field: f, methods: [method], words: [] };
  };
  const va = keysOf(await distinctValues(x, field(x, a)), method);
  const vb = keysOf(await distinctValues(y, field(y, b)), method);
  let matched = 0;
  for (const v of va) if (vb.has(v)) matched++;
  return { matched, distinctA: va.size, distinctB: vb.size };
}

function keysOf(values: unknown[], method: LinkMethod): Set<string> {
  const out = new Set<string>();
  for (const v of values) {
    const k = linkKey(method, v);
    if (k) out.add(k);
  }
  return out;
}

function distinctValues(system: EngineSystem, c: Candidate): Promise<unknown[]> {
  const spec: QuerySpec = {
    from: { entity: c.entity.name, alias: 't' },
    select: [{ alias: 'v', expr: col('t', c.field.name) }],
    where: { kind: 'is_null', expr: col('t', c.field.name), negate: true },
    groupBy: [col('t', c.field.name)],
    limit: SAMPLE_VALUES,
  };
  return system.run(spec).then((r) => r.rows.map((row) => row.v));
}

const EMAIL = /e-?mail/;
const DOMAIN = /\b(domain|website|web site|url|homepage|site)\b/;
const NAME = /\b(name|company|account|customer|client|organi[sz]ation|firm|vendor|supplier|partner)\b/;
const KEY_WORDS = /\b(id|key|code|number|no|ref|reference|external|erp|crm|ext)\b/;

function candidates(system: EngineSystem): Candidate[] {
  const out: Candidate[] = [];
  for (const entity of system.schema.entities) {
    // A 10,000-table ERP has hundreds of thousands of columns: enough candidates to rank is enough to scan.
    if (out.length >= MAX_CANDIDATES * 4) break;
    for (const field of entity.fields) {
      const words = wordsOf(field.name);
      const text = words.join(' ');
      const methods: LinkMethod[] = [];
      const isText = field.type === 'text';
      if (isText && EMAIL.test(text)) methods.push('email', 'domain');
      else if (isText && DOMAIN.test(text)) methods.push('domain');
      if (field.isPrimaryKey || KEY_WORDS.test(text)) methods.push('key');
      if (isText && NAME.test(text) && !methods.includes('email') && !KEY_WORDS.test(text)) methods.push('name');
      if (methods.length) out.push({ entity, field, methods, words });
    }
  }
  // Identity columns of tables with rows first; keys last (they match only named the other system's way).
  const rank = (c: Candidate) =>
    Math.min(...c.methods.map((m) => (METHOD_ORDER.indexOf(m) === 0 ? 3 : METHOD_ORDER.indexOf(m))));
  return out.sort((p, q) => rank(p) - rank(q)).slice(0, MAX_CANDIDATES);
}

/**
 * Two key columns can hold the same keys when one is named after the other's table or column ('erp_customer_id'
 * beside customers.customer_id), both are named alike ('customer_id'), or one says it holds another system's id.
 */
function keysMayMatch(a: Candidate, b: Candidate): boolean {
  const core = (c: Candidate) =>
    c.words.filter((w) => !/^(id|key|code|no|number|ref|reference|external|ext|erp|crm)$/.test(w));
  const table = (c: Candidate) => wordsOf(c.entity.table).map(singular);
  const ca = core(a).map(singular);
  const cb = core(b).map(singular);
  const same = ca.join(' ') === cb.join(' ') && ca.length > 0;
  const namesOther = (x: string[], other: Candidate) => x.length > 0 && table(other).some((w) => x.includes(w));
  const foreign = (c: Candidate) => c.words.some((w) => /^(external|ext|erp|crm)$/.test(w));
  return same || namesOther(ca, b) || namesOther(cb, a) || foreign(a) || foreign(b);
}

/** 'erpCustomerID', 'erp_customer_id' → ['erp', 'customer', 'id']. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
