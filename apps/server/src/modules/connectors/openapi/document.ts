import { parse as parseYaml } from 'yaml';
import { ConnectorError } from '../connector';

/**
 * Reading an OpenAPI 3.x document: JSON or YAML text, checked for the shape the
 * connector relies on, with every local `$ref` ('#/components/…') resolved in
 * place. Only the parts SOE uses are typed; the rest is carried as JSON.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  info: { title?: string; version?: string; description?: string };
  servers?: Array<{ url: string; variables?: Record<string, { default?: string }> }>;
  paths: Record<string, JsonObject>;
  components?: JsonObject;
}

/** Documents larger than this are refused rather than parsed (memory, and YAML alias bombs). */
export const MAX_DOCUMENT_CHARS = 5_000_000;
// A YAML alias may expand to many nodes; far more than a real document needs means an attack.
const MAX_ALIAS_COUNT = 1000;

export function parseDocument(text: string): OpenApiDocument {
  if (text.length > MAX_DOCUMENT_CHARS)
    throw new ConnectorError(
      'The OpenAPI document is larger than 5 MB; SOE does not read documents that large.',
      'config',
    );
  const trimmed = text.trimStart();
  let raw: unknown;
  try {
    raw = trimmed.startsWith('{') ? JSON.parse(trimmed) : parseYaml(trimmed, { maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    throw new ConnectorError(
      'The URL did not return an OpenAPI document: it is neither valid JSON nor valid YAML.',
      'config',
    );
  }
  if (!isObject(raw))
    throw new ConnectorError('The URL did not return an OpenAPI document (expected a JSON or YAML object).', 'config');
  if (typeof raw.swagger === 'string') {
    throw new ConnectorError(
      `This is a Swagger ${raw.swagger} document; SOE reads OpenAPI 3.x documents. Convert it (e.g. with swagger2openapi) and try again.`,
      'config',
    );
  }
  if (typeof raw.openapi !== 'string' || !/^3\./.test(raw.openapi)) {
    throw new ConnectorError(
      'The URL did not return an OpenAPI 3.x document (its "openapi" field is missing or not 3.x).',
      'config',
    );
  }
  if (!isObject(raw.paths))
    throw new ConnectorError('The OpenAPI document has no "paths": there are no operations to use.', 'config');
  const resolved = resolveLocalRefs(raw as JsonObject);
  return {
    openapi: raw.openapi,
    info: isObject(resolved.info) ? (resolved.info as OpenApiDocument['info']) : {},
    servers: Array.isArray(resolved.servers)
      ? (resolved.servers.filter(isObject) as OpenApiDocument['servers'])
      : undefined,
    paths: resolved.paths as Record<string, JsonObject>,
    components: isObject(resolved.components) ? resolved.components : undefined,
  };
}

/**
 * Replaces every local `$ref` by its target, resolved. A reference back into
 * itself (a tree of categories) stops at the second visit as an open object,
 * so the result is finite; references to other files are not fetched (that
 * would be a request to a host the user never named) and become open objects.
 * A target is resolved once and shared wherever it is used, so a document that
 * references one schema a thousand times does not grow a thousand copies.
 */
export function resolveLocalRefs(root: JsonObject): JsonObject {
  const done = new Map<string, Json>();
  // Returns the node and the refs it was cut at that are still open above it: a
  // result that depends on where it was reached is not shared.
  const walk = (node: Json, visiting: readonly string[]): [Json, Set<string>] => {
    if (Array.isArray(node)) {
      const open = new Set<string>();
      const out = node.map((n) => collect(walk(n, visiting), open));
      return [out, open];
    }
    if (!isObject(node)) return [node, new Set()];
    const ref = node.$ref;
    if (typeof ref === 'string') {
      // OpenAPI 3.1 lets summary/description sit beside $ref; they override the target's.
      const siblings = Object.fromEntries(Object.entries(node).filter(([k]) => k === 'summary' || k === 'description'));
      const withSiblings = (v: Json): Json => (isObject(v) && Object.keys(siblings).length ? { ...v, ...siblings } : v);
      if (!ref.startsWith('#/')) return [{ type: 'object', ...siblings, 'x-soe-unresolved': ref }, new Set()];
      if (visiting.includes(ref)) return [{ type: 'object', ...siblings, 'x-soe-unresolved': ref }, new Set([ref])];
      const cached = done.get(ref);
      if (cached !== undefined) return [withSiblings(cached), new Set()];
      const target = pointer(root, ref);
      if (target === undefined)
        throw new ConnectorError(`The OpenAPI document refers to ${ref}, which it does not define.`, 'config');
      const [resolved, open] = walk(target, [...visiting, ref]);
      open.delete(ref);
      const value = isObject(resolved) ? { ...resolved, 'x-soe-ref': ref } : resolved;
      if (open.size === 0) done.set(ref, value);
      return [withSiblings(value), open];
    }
    const open = new Set<string>();
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = collect(walk(value, visiting), open);
    return [out, open];
  };
  return walk(root, [])[0] as JsonObject;
}

function collect([value, open]: [Json, Set<string>], into: Set<string>): Json {
  for (const ref of open) into.add(ref);
  return value;
}

/** RFC 6901 JSON pointer within the document ('#/components/schemas/Item'). */
function pointer(root: JsonObject, ref: string): Json | undefined {
  let node: Json | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = Object.hasOwn(node, key) ? node[key] : undefined;
    else return undefined;
  }
  return node;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
