import type { FieldType, SchemaField } from '../schema';
import { isObject, type Json, type JsonObject } from './document';

/**
 * Where the records of a list response are and what their fields are: a bare
 * array of objects, or an object with exactly one array-of-objects property
 * ({items: [...], total: 25}). Anything else is not tabular.
 */

export interface ListShape {
  /** The property holding the records; undefined for a bare array. */
  itemsProperty?: string;
  fields: SchemaField[];
}

export function listShape(schema: JsonObject | undefined): ListShape | undefined {
  if (!schema) return undefined;
  const direct = recordFields(arrayItems(schema));
  if (direct) return { fields: direct };
  const object = objectProperties(schema);
  if (!object) return undefined;
  const arrays = Object.entries(object.properties).filter(([, s]) => isObject(s) && recordFields(arrayItems(s)));
  if (arrays.length !== 1) return undefined;
  const [name, arraySchema] = arrays[0]!;
  return { itemsProperty: name, fields: recordFields(arrayItems(arraySchema as JsonObject))! };
}

/** The records in a response body, by the shape discovery found; [] when the body does not have it. */
export function recordsOf(body: unknown, shape: ListShape): Array<Record<string, unknown>> {
  const list =
    shape.itemsProperty === undefined
      ? body
      : isObject(body)
        ? (body as Record<string, unknown>)[shape.itemsProperty]
        : undefined;
  return Array.isArray(list)
    ? list.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r))
    : [];
}

function arrayItems(schema: JsonObject): JsonObject | undefined {
  const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
  return isArray && isObject(schema.items) ? schema.items : undefined;
}

/** Properties of an object schema, allOf parts merged (the usual way documents extend a base record). */
function objectProperties(schema: JsonObject): { properties: JsonObject; required: Set<string> } | undefined {
  const properties: JsonObject = {};
  const required = new Set<string>();
  const add = (s: Json) => {
    if (!isObject(s)) return;
    if (isObject(s.properties)) Object.assign(properties, s.properties);
    if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') required.add(r);
    if (Array.isArray(s.allOf)) s.allOf.forEach(add);
  };
  add(schema);
  return Object.keys(properties).length ? { properties, required } : undefined;
}

function recordFields(items: JsonObject | undefined): SchemaField[] | undefined {
  if (!items) return undefined;
  const object = objectProperties(items);
  if (!object) return undefined;
  return Object.entries(object.properties).map(([name, s]) => {
    const prop = isObject(s) ? s : {};
    const [type, nativeType] = fieldType(prop);
    return {
      name,
      type,
      nativeType,
      nullable:
        !object.required.has(name) ||
        prop.nullable === true ||
        (Array.isArray(prop.type) && prop.type.includes('null')),
      isPrimaryKey: name === 'id',
      ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
    };
  });
}

function fieldType(prop: JsonObject): [FieldType, string] {
  const types = Array.isArray(prop.type) ? prop.type.filter((t) => t !== 'null') : [prop.type];
  const type = typeof types[0] === 'string' ? types[0] : isObject(prop.properties) ? 'object' : 'string';
  const format = typeof prop.format === 'string' ? prop.format : '';
  const native = format ? `${type}(${format})` : String(type);
  switch (type) {
    case 'integer':
      return ['integer', native];
    case 'number':
      return ['decimal', native];
    case 'boolean':
      return ['boolean', native];
    case 'object':
    case 'array':
      return ['json', native];
    case 'string':
      return [format === 'date' ? 'date' : format === 'date-time' ? 'timestamp' : 'text', native];
    default:
      return ['other', native];
  }
}
