import type { StructuredQuery } from '@soe/shared';
import type { QuerySpec } from '../../connectors/query';
import type { Catalog } from '../catalog/types';
import { compileStructured, type CompiledQuery } from './compile';

/** Compiled queries kept per catalog: a dashboard's tiles compile the same stored queries each time it opens. */
const MAX_PER_CATALOG = 500;

/**
 * The compiled queries of each catalog, by the query's JSON. A catalog is built once per discovery of its system
 * (and per set of its display and hidden columns), and a new discovery builds a new catalog object: the queries
 * compiled against the old one go with it (a WeakMap holds no catalog alive), so nothing compiled against a schema
 * is used once the system has been read again.
 */
const byCatalog = new WeakMap<Catalog, Map<string, CompiledQuery>>();

/** The JSON of each cached spec, for keys that name it (SOE Local's single flight). */
const specKeys = new WeakMap<QuerySpec, string>();

/**
 * compileStructured, once per query and catalog. The result is shared by every caller, so it is frozen (a copy of
 * what compiling made, which may hold parts of the caller's query): code that changed it would throw rather than
 * change the next caller's query. A query that does not compile is not kept; it throws each time.
 */
export function compileStructuredCached(query: StructuredQuery, catalog: Catalog): CompiledQuery {
  let compiled = byCatalog.get(catalog);
  if (!compiled) {
    compiled = new Map();
    byCatalog.set(catalog, compiled);
  }
  const key = JSON.stringify(query);
  const hit = compiled.get(key);
  if (hit) {
    // Most recently used last, so the oldest is the one dropped.
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  const made = deepFreeze(structuredClone(compileStructured(query, catalog)));
  if (compiled.size >= MAX_PER_CATALOG) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, made);
  return made;
}

/** JSON.stringify(spec), worked out once for a spec that cannot change (a cached compile's). */
export function specKey(spec: QuerySpec): string {
  if (!Object.isFrozen(spec)) return JSON.stringify(spec);
  let key = specKeys.get(spec);
  if (key === undefined) {
    key = JSON.stringify(spec);
    specKeys.set(spec, key);
  }
  return key;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
