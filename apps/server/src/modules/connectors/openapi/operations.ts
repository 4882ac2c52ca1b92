import type { OperationDescriptor } from '../connector';
import { isObject, type Json, type JsonObject, type OpenApiDocument } from './document';
import { listShape, type ListShape } from './list-shape';
import { detectPaging, type Paging } from './paging';
import type { ParamLocation, ParamPlan } from './params';

export type { ParamLocation, ParamPlan } from './params';

/**
 * Every operation of an OpenAPI document as SOE uses it: a descriptor for the
 * UI, the model tools and the operations list (GET/HEAD are reads, the other
 * methods declared writes), plus what is needed to call it. GET operations that
 * return a list of records and need no input also become tabular entities.
 */

export interface OperationPlan {
  descriptor: OperationDescriptor;
  method: string;
  path: string;
  params: ParamPlan[];
  body?: { required: boolean; schema: JsonObject };
  /**
   * The body's top-level properties when they are inputs of their own (an
   * object body whose names no parameter takes): callers name the fields,
   * never a nested `body`.
   */
  bodyFields?: string[];
  /** Set when the operation lists records SOE Local can query. */
  list?: ListPlan;
}

export interface ListPlan {
  entity: string;
  shape: ListShape;
  paging?: Paging;
  /** The records' key: the field the item path's parameter names (/orders/{id} → id). */
  key: string[];
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;
/** Cookie parameters are not sent: SOE keeps no cookies for a connected API. */
const LOCATIONS = new Set<string>(['path', 'query', 'header']);
/** Headers SOE sets itself; a document cannot make them inputs. */
const RESERVED_HEADERS = new Set([
  'authorization',
  'cookie',
  'host',
  'content-type',
  'content-length',
  'accept',
  'connection',
]);
// Enough for any real API; a document with more is cut rather than stored whole.
export const MAX_OPERATIONS = 1000;
// JSON schemas deeper than this are cut to an open object in stored descriptors.
const MAX_SCHEMA_DEPTH = 6;

export function planOperations(doc: OpenApiDocument): OperationPlan[] {
  const plans: OperationPlan[] = [];
  const ids = new Set<string>();
  const entities = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    const shared = paramsOf(item.parameters);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || plans.length >= MAX_OPERATIONS) continue;
      const params = mergeParams(shared, paramsOf(op.parameters));
      const body = bodyOf(op.requestBody);
      const bodyFields = flatFields(body, params);
      const id = unique(
        typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId.trim() : fallbackId(method, path),
        ids,
      );
      const summary = text(op.summary);
      const plan: OperationPlan = {
        method: method.toUpperCase(),
        path,
        params,
        body,
        ...(bodyFields ? { bodyFields } : {}),
        descriptor: {
          id,
          kind: method === 'get' || method === 'head' ? 'read' : 'write',
          title: summary || `${method.toUpperCase()} ${path}`,
          description: text(op.description) || summary || `${method.toUpperCase()} ${path}`,
          inputSchema: inputSchema(params, body, bodyFields),
        },
      };
      const shape =
        method === 'get' && !params.some((p) => p.required) ? listShape(successSchema(op.responses)) : undefined;
      if (shape) {
        const entity = unique(entityName(path, id), entities);
        plan.list = {
          entity,
          shape,
          paging: detectPaging(params),
          key: shape.fields.some((f) => f.name === 'id') ? ['id'] : [],
        };
        plan.descriptor.entity = entity;
      }
      plans.push(plan);
    }
  }
  linkRecords(plans);
  return plans;
}

/**
 * The operations on one record of a list (GET/PATCH/DELETE /orders/{id},
 * POST /orders) get the list's entity and what they do, and the path
 * parameter names the records' key. PUT replaces a whole record, so it is not
 * taken for a change of a few fields.
 */
function linkRecords(plans: OperationPlan[]) {
  for (const listing of plans.filter((p) => p.list)) {
    const list = listing.list!;
    const item = new RegExp(`^${listing.path.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/{([^}/]+)}$`);
    for (const plan of plans) {
      if (plan === listing) continue;
      const param = item.exec(plan.path)?.[1];
      if (plan.path === listing.path && plan.method === 'POST')
        Object.assign(plan.descriptor, { entity: list.entity, action: 'create' });
      if (!param) continue;
      const field = list.shape.fields.find((f) => f.name === param) ?? list.shape.fields.find((f) => f.name === 'id');
      if (field && list.key.length === 0) list.key = [field.name];
      if (field) field.isPrimaryKey = true;
      const action = plan.method === 'PATCH' ? 'update' : plan.method === 'DELETE' ? 'delete' : undefined;
      if (plan.method === 'GET' || action)
        Object.assign(plan.descriptor, { entity: list.entity, ...(action ? { action } : {}) });
    }
  }
}

/** The body's properties as inputs of their own, when the body is an object whose property names no parameter takes. */
function flatFields(body: OperationPlan['body'], params: ParamPlan[]): string[] | undefined {
  if (!body || !isObject(body.schema.properties) || (body.schema.type !== undefined && body.schema.type !== 'object'))
    return undefined;
  const names = Object.keys(body.schema.properties);
  if (!names.length || names.some((n) => params.some((p) => p.key === n))) return undefined;
  return names;
}

function paramsOf(value: Json | undefined): Array<Omit<ParamPlan, 'key'>> {
  if (!Array.isArray(value)) return [];
  const out: Array<Omit<ParamPlan, 'key'>> = [];
  for (const p of value) {
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string' || !LOCATIONS.has(p.in)) continue;
    if (p.in === 'header' && RESERVED_HEADERS.has(p.name.toLowerCase())) continue;
    const schema = isObject(p.schema) ? p.schema : { type: 'string' };
    out.push({
      name: p.name,
      in: p.in as ParamLocation,
      required: p.in === 'path' || p.required === true,
      schema:
        typeof p.description === 'string' && !schema.description ? { ...schema, description: p.description } : schema,
    });
  }
  return out;
}

/** Operation parameters override path-level ones with the same name and location (OpenAPI 3 §4.8.9). */
function mergeParams(shared: Array<Omit<ParamPlan, 'key'>>, own: Array<Omit<ParamPlan, 'key'>>): ParamPlan[] {
  const byKey = new Map<string, Omit<ParamPlan, 'key'>>();
  for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
  const all = [...byKey.values()];
  return all.map((p) => ({ ...p, key: all.some((q) => q !== p && q.name === p.name) ? `${p.in}_${p.name}` : p.name }));
}

function bodyOf(value: Json | undefined): OperationPlan['body'] {
  if (!isObject(value) || !isObject(value.content)) return undefined;
  const entry = Object.entries(value.content).find(([type]) => /^application\/(.+\+)?json\b/i.test(type));
  if (!entry) return undefined;
  const media = entry[1];
  return { required: value.required === true, schema: isObject(media) && isObject(media.schema) ? media.schema : {} };
}

/** The JSON schema of a 200 (or the first 2xx) response's JSON content. */
export function successSchema(responses: Json | undefined): JsonObject | undefined {
  if (!isObject(responses)) return undefined;
  const code = [
    '200',
    ...Object.keys(responses)
      .filter((c) => /^2\d\d$/.test(c))
      .sort(),
    '2XX',
    'default',
  ].find((c) => isObject(responses[c]));
  const response = code ? responses[code] : undefined;
  if (!isObject(response) || !isObject(response.content)) return undefined;
  const json = Object.entries(response.content).find(([type]) => /json/i.test(type));
  const media = json?.[1];
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

function inputSchema(
  params: ParamPlan[],
  body: OperationPlan['body'],
  bodyFields: string[] | undefined,
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of params) {
    properties[p.key] = prune({ ...p.schema, 'x-in': p.in }, 0);
    if (p.required) required.push(p.key);
  }
  if (body && bodyFields) {
    const fields = body.schema.properties as JsonObject;
    for (const name of bodyFields)
      properties[name] = prune({ ...(isObject(fields[name]) ? fields[name] : {}), 'x-in': 'body' }, 0);
    if (body.required && Array.isArray(body.schema.required))
      required.push(
        ...body.schema.required.filter((r): r is string => typeof r === 'string' && bodyFields.includes(r)),
      );
  } else if (body) {
    properties.body = prune(body.schema, 0);
    if (body.required) required.push('body');
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** A stored copy of a schema: bookkeeping keys dropped, depth bounded. */
function prune(node: Json, depth: number): Json {
  if (Array.isArray(node)) return node.map((n) => prune(n, depth + 1));
  if (!isObject(node)) return node;
  if (depth > MAX_SCHEMA_DEPTH) return { type: 'object' };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) if (!key.startsWith('x-soe-')) out[key] = prune(value, depth + 1);
  return out;
}

/** 'GET /items/{id}' → 'get_items_id': stable, and safe as a model tool name. */
function fallbackId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words].join('_');
}

/** The entity of a list is its path's last fixed segment ('/v1/stores' → 'stores'). */
function entityName(path: string, fallback: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  const last = segments[segments.length - 1];
  return last && /[A-Za-z]/.test(last) ? last : fallback;
}

function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let i = 2; taken.has(candidate); i++) candidate = `${name}_${i}`;
  taken.add(candidate);
  return candidate;
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? value.trim() : '');
