import { ConnectorError, type OperationDescriptor, type OperationResult } from '../connector';
import type { ApiClient } from '../api/http-client';
import { findField, fieldType, type SfFieldMeta, type SfObjectMeta } from './metadata';

/**
 * Record writes, declared per object from describe: create_{Object} (POST
 * /sobjects/{Object}) and update_{Object} (PATCH /sobjects/{Object}/{Id}).
 * The input is the record's fields by API name; Salesforce validates the
 * values and its own message (required fields, bad picklist value) is shown.
 */

const OPERATION = /^(create|update)_([A-Za-z][A-Za-z0-9_]*)$/;

function jsonType(f: SfFieldMeta): Record<string, unknown> {
  const type = fieldType(f.type);
  const base: Record<string, unknown> = { description: f.label };
  switch (type) {
    case 'integer':
      return { ...base, type: 'integer' };
    case 'decimal':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'timestamp':
      return { ...base, type: 'string', format: 'date-time' };
    default: {
      const values = (f.picklistValues ?? []).filter((p) => p.active !== false).map((p) => p.value);
      return { ...base, type: 'string', ...(f.type === 'picklist' && values.length ? { enum: values } : {}) };
    }
  }
}

export function writeOperations(metas: SfObjectMeta[]): OperationDescriptor[] {
  const ops: OperationDescriptor[] = [];
  for (const m of metas) {
    const writable = (mode: 'create' | 'update') =>
      m.fields.filter((f) => (mode === 'create' ? f.createable : f.updateable) && fieldType(f.type));
    if (m.createable !== false) {
      const fields = writable('create');
      const required = fields
        .filter((f) => !f.nillable && !f.defaultedOnCreate && f.type !== 'boolean')
        .map((f) => f.name);
      ops.push({
        id: `create_${m.name}`,
        kind: 'write',
        title: `Create ${m.label}`,
        description: `Creates a ${m.label} record in Salesforce.`,
        entity: m.name,
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(fields.map((f) => [f.name, jsonType(f)])),
          required,
          additionalProperties: false,
        },
      });
    }
    if (m.updateable !== false) {
      const fields = writable('update');
      ops.push({
        id: `update_${m.name}`,
        kind: 'write',
        title: `Update ${m.label}`,
        description: `Changes fields of one ${m.label} record in Salesforce, found by its Id.`,
        entity: m.name,
        inputSchema: {
          type: 'object',
          properties: {
            Id: { type: 'string', description: `${m.label} ID` },
            ...Object.fromEntries(fields.map((f) => [f.name, jsonType(f)])),
          },
          required: ['Id'],
          minProperties: 2,
          additionalProperties: false,
        },
      });
    }
  }
  return ops;
}

/** The object and mode an operation id names; unknown ids are an 'unsupported' error. */
export function parseOperation(id: string): { mode: 'create' | 'update'; object: string } {
  const m = OPERATION.exec(id);
  if (!m) throw new ConnectorError(`Salesforce has no operation "${id}".`, 'unsupported');
  return { mode: m[1] as 'create' | 'update', object: m[2] };
}

export async function performWrite(
  client: ApiClient,
  apiPath: string,
  meta: SfObjectMeta,
  mode: 'create' | 'update',
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<OperationResult> {
  if ((mode === 'create' ? meta.createable : meta.updateable) === false)
    throw new ConnectorError(`This Salesforce user cannot ${mode} ${meta.labelPlural ?? meta.name}.`, 'forbidden');
  const { Id: id, ...rest } = input;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(mode === 'create' ? input : rest)) {
    const f = findField(meta, key);
    if (!f || !(mode === 'create' ? f.createable : f.updateable))
      throw new ConnectorError(
        `Salesforce object ${meta.name} has no field "${key}" that can be ${mode === 'create' ? 'set' : 'changed'}.`,
        'query',
      );
    if (value !== null && typeof value === 'object')
      throw new ConnectorError(`The value of ${f.name} must be text, a number or true/false.`, 'query');
    values[f.name] = value;
  }
  if (mode === 'create') {
    const { data } = await client.request<{ id: string; success: boolean }>(
      'POST',
      `${apiPath}/sobjects/${meta.name}`,
      { body: values, signal },
    );
    return { text: `Created ${meta.label} ${data.id}.`, columns: ['id'], rows: [{ id: data.id }] };
  }
  if (typeof id !== 'string' || !/^[A-Za-z0-9]{15,18}$/.test(id))
    throw new ConnectorError(`Updating a ${meta.label} needs its Id (15 or 18 letters and digits).`, 'query');
  if (!Object.keys(values).length)
    throw new ConnectorError(`Nothing to change: give at least one field of the ${meta.label}.`, 'query');
  await client.request('PATCH', `${apiPath}/sobjects/${meta.name}/${id}`, { body: values, signal });
  return { text: `Updated ${meta.label} ${id} (${Object.keys(values).join(', ')}).`, columns: ['id'], rows: [{ id }] };
}
