import { ConnectorError, type OperationDescriptor } from '../connector';
import type { Literal } from '../query';
import type { DiscoveredSchema, SchemaEntity, SchemaField } from '../schema';
import { boundValue, type BoundValue } from './values';

/**
 * Record writes on SQL databases: create_record, update_record and
 * delete_record on every table with a primary key (views and keyless tables
 * cannot name one row). Inputs are `{ entity, key: {pk: value}, values:
 * {field: value} }`, checked here against the discovered schema before any
 * I/O; the dialect files only run the statements.
 */

export type RecordAction = 'create' | 'update' | 'delete';

/** The refusal of every write without effective write access, before any I/O (decisions §2). */
export const WRITE_NOT_ALLOWED = 'Writing to this system needs write access, and the change must be confirmed first.';

export const RECORD_OPERATIONS: Record<RecordAction, string> = {
  create: 'create_record',
  update: 'update_record',
  delete: 'delete_record',
};
const ACTION_OF = new Map(Object.entries(RECORD_OPERATIONS).map(([action, id]) => [id, action as RecordAction]));

export const recordActionOf = (operationId: string): RecordAction | undefined => ACTION_OF.get(operationId);

export interface FieldValue {
  field: SchemaField;
  value: BoundValue;
}

export interface RecordWrite {
  action: RecordAction;
  entity: SchemaEntity;
  /** The primary key, every column of it (empty for create). */
  key: FieldValue[];
  /** Columns to set (empty for delete). */
  values: FieldValue[];
  /**
   * What the preview showed for the changed columns; when given, the write
   * rolls back if the row no longer holds these values.
   */
  expected?: Record<string, Literal>;
}

export const writableEntities = (schema: DiscoveredSchema) => schema.entities.filter((e) => e.primaryKey.length > 0);

const scalar = { type: ['string', 'number', 'boolean', 'null'] };

/** The three record operations, or none when no table has a primary key. */
export function recordWriteOperations(schema: DiscoveredSchema): OperationDescriptor[] {
  const entities = writableEntities(schema);
  if (!entities.length) return [];
  const names = entities.map((e) => e.name);
  const entity = { type: 'string', enum: names, description: 'The table, as named in the schema.' };
  const key = {
    type: 'object',
    additionalProperties: scalar,
    description: 'Every primary-key column of the row with its value.',
  };
  const values = {
    type: 'object',
    additionalProperties: { ...scalar, type: [...scalar.type, 'object', 'array'] },
    description: 'Columns to set, with their new values.',
  };
  const listed =
    names.length > 12 ? `${names.slice(0, 12).join(', ')} and ${names.length - 12} more` : names.join(', ');
  const schemaOf = (properties: Record<string, unknown>, required: string[]) => ({
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  });
  return [
    {
      id: RECORD_OPERATIONS.create,
      kind: 'write',
      title: 'Create a record',
      description: `Inserts one row into a table (${listed}). Columns the database fills itself may be left out.`,
      inputSchema: schemaOf({ entity, values }, ['entity', 'values']),
    },
    {
      id: RECORD_OPERATIONS.update,
      kind: 'write',
      title: 'Update a record',
      description: `Changes columns of the one row of a table (${listed}) found by its primary key.`,
      inputSchema: schemaOf({ entity, key, values }, ['entity', 'key', 'values']),
    },
    {
      id: RECORD_OPERATIONS.delete,
      kind: 'write',
      title: 'Delete a record',
      description: `Deletes the one row of a table (${listed}) found by its primary key.`,
      inputSchema: schemaOf({ entity, key }, ['entity', 'key']),
    },
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'demo.deals', 'deals' or 'DEALS' name the same table when only one table has that name. */
export function findEntity(schema: DiscoveredSchema, name: string): SchemaEntity | undefined {
  const exact = schema.entities.find((e) => e.name === name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  const matches = schema.entities.filter((e) => e.name.toLowerCase() === lower || e.table.toLowerCase() === lower);
  return matches.length === 1 ? matches[0] : undefined;
}

function fieldOf(entity: SchemaEntity, name: string): SchemaField {
  const field =
    entity.fields.find((f) => f.name === name) ??
    entity.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
  if (!field) throw new ConnectorError(`${entity.name} has no column "${name}".`, 'query');
  return field;
}

/** Checks an input against the discovered schema; every failure is a ConnectorError('query') with a clear message. */
export function parseRecordWrite(schema: DiscoveredSchema, operationId: string, input: unknown): RecordWrite {
  const action = recordActionOf(operationId);
  if (!action) throw new ConnectorError(`There is no operation "${operationId}" on this database.`, 'query');
  if (!isRecord(input)) throw new ConnectorError('The input must be an object with entity, key and values.', 'query');
  for (const k of Object.keys(input)) {
    if (!['entity', 'key', 'values', 'expected'].includes(k))
      throw new ConnectorError(`Unknown input "${k}": give entity, key and values.`, 'query');
  }
  if (typeof input.entity !== 'string' || !input.entity.trim())
    throw new ConnectorError('Name the table to write to (entity).', 'query');
  const entity = findEntity(schema, input.entity.trim());
  if (!entity) throw new ConnectorError(`This database has no table "${input.entity}".`, 'query');
  if (!entity.primaryKey.length)
    throw new ConnectorError(
      `${entity.name} has no primary key, so SOE cannot tell its rows apart and does not write to it.`,
      'query',
    );

  const key: FieldValue[] = [];
  if (action !== 'create') {
    if (!isRecord(input.key))
      throw new ConnectorError(
        `Give the primary key of the ${entity.table} row (${entity.primaryKey.join(', ')}).`,
        'query',
      );
    const given = input.key;
    for (const name of Object.keys(given))
      if (!entity.primaryKey.includes(fieldOf(entity, name).name))
        throw new ConnectorError(
          `${name} is not part of the primary key of ${entity.name} (${entity.primaryKey.join(', ')}).`,
          'query',
        );
    for (const pk of entity.primaryKey) {
      const raw = given[pk] ?? Object.entries(given).find(([k]) => k.toLowerCase() === pk.toLowerCase())?.[1];
      if (raw === undefined || raw === null)
        throw new ConnectorError(`Give ${pk}, the primary key of the ${entity.table} row to ${action}.`, 'query');
      key.push({ field: fieldOf(entity, pk), value: boundValue(fieldOf(entity, pk), raw) });
    }
  } else if (input.key !== undefined) {
    throw new ConnectorError('A new record has no key yet: put its columns in values.', 'query');
  }

  const values: FieldValue[] = [];
  if (action === 'delete') {
    if (input.values !== undefined && !(isRecord(input.values) && Object.keys(input.values).length === 0))
      throw new ConnectorError('Deleting a record takes only its key, no values.', 'query');
  } else {
    if (!isRecord(input.values) || !Object.keys(input.values).length)
      throw new ConnectorError(
        `Give at least one column of ${entity.name} to ${action === 'create' ? 'set' : 'change'}.`,
        'query',
      );
    const seen = new Set<string>();
    for (const [name, raw] of Object.entries(input.values)) {
      const field = fieldOf(entity, name);
      if (seen.has(field.name)) throw new ConnectorError(`${field.name} is given twice.`, 'query');
      seen.add(field.name);
      if (action === 'update' && entity.primaryKey.includes(field.name))
        throw new ConnectorError(
          `${field.name} is the primary key of ${entity.name}; SOE does not change keys.`,
          'query',
        );
      values.push({ field, value: boundValue(field, raw) });
    }
  }

  let expected: Record<string, Literal> | undefined;
  if (input.expected !== undefined) {
    if (!isRecord(input.expected)) throw new ConnectorError('expected must be an object of column values.', 'query');
    expected = {};
    for (const [name, v] of Object.entries(input.expected)) {
      if (v !== null && typeof v === 'object')
        throw new ConnectorError(`expected.${name} must be a plain value.`, 'query');
      expected[fieldOf(entity, name).name] = v as Literal;
    }
  }
  return { action, entity, key, values, ...(expected ? { expected } : {}) };
}

/** 'id = 7', 'order_no = 100, customer_id = 2'. */
export const keyText = (key: FieldValue[]) => key.map((k) => `${k.field.name} = ${k.value}`).join(', ');
