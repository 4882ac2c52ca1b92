import { asDate } from '../api/values';
import type { ApiClient } from '../api/http-client';
import { ConnectorError, type OperationDescriptor, type OperationResult } from '../connector';
import { fieldTypeOf, valuesForLabel, type HsPropertyMeta, type ObjectMeta } from './metadata';

/**
 * Record writes per object: create_{type} (POST /crm/v3/objects/{type}) and
 * update_{type} (PATCH /crm/v3/objects/{type}/{id}). Inputs use property names;
 * enumerations accept the label people see ("Closed Won") or the internal
 * value, and are sent as the value. HubSpot's own validation message is shown.
 */

const OPERATION = /^(create|update)_([a-z_]+)$/;

const writable = (p: HsPropertyMeta) => !p.calculated && !p.modificationMetadata?.readOnlyValue;

function jsonType(meta: ObjectMeta, p: HsPropertyMeta): Record<string, unknown> {
  const base = { description: p.label };
  switch (fieldTypeOf(p)) {
    case 'decimal':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'timestamp':
      return { ...base, type: 'string', format: 'date-time' };
    default: {
      const labels = meta.labels.get(p.name);
      return { ...base, type: 'string', ...(labels?.size ? { enum: [...new Set(labels.values())] } : {}) };
    }
  }
}

export function writeOperations(metas: ObjectMeta[]): OperationDescriptor[] {
  return metas.flatMap((m) => {
    const props = m.properties.filter(writable);
    const properties = Object.fromEntries(props.map((p) => [p.name, jsonType(m, p)]));
    const noun = m.label.toLowerCase();
    return [
      {
        id: `create_${m.type}`,
        kind: 'write' as const,
        title: `Create ${noun}`,
        description: `Creates a ${noun} in HubSpot.`,
        entity: m.type,
        inputSchema: { type: 'object', properties, additionalProperties: false, minProperties: 1 },
      },
      {
        id: `update_${m.type}`,
        kind: 'write' as const,
        title: `Update ${noun}`,
        description: `Changes properties of one ${noun} in HubSpot, found by its record ID.`,
        entity: m.type,
        inputSchema: {
          type: 'object',
          properties: { id: { type: 'string', description: `${m.label} record ID` }, ...properties },
          required: ['id'],
          minProperties: 2,
          additionalProperties: false,
        },
      },
    ];
  });
}

export function parseOperation(id: string): { mode: 'create' | 'update'; type: string } {
  const m = OPERATION.exec(id);
  if (!m) throw new ConnectorError(`HubSpot has no operation "${id}".`, 'unsupported');
  return { mode: m[1] as 'create' | 'update', type: m[2] };
}

/** A value as HubSpot stores it (text): enumeration labels become values, dates ISO text. */
function wireValue(meta: ObjectMeta, p: HsPropertyMeta, value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'object')
    throw new ConnectorError(`The value of ${p.name} must be text, a number or true/false.`, 'query');
  const text = String(value);
  if (p.type === 'enumeration') {
    const labels = meta.labels.get(p.name);
    if (!labels || labels.has(text)) return text;
    const byLabel = valuesForLabel(meta, p.name, text, true);
    if (byLabel.length === 1) return byLabel[0];
    if (byLabel.length > 1)
      throw new ConnectorError(
        `"${text}" names several ${p.label} values in HubSpot (${byLabel.join(', ')}); give the value itself.`,
        'query',
      );
    return text; // HubSpot names the allowed options in its answer
  }
  if (p.type === 'date' || p.type === 'datetime') {
    const d = asDate(text);
    if (!d) throw new ConnectorError(`${p.label} needs a date such as 2025-12-31.`, 'query');
    return p.type === 'date' ? d.toISOString().slice(0, 10) : d.toISOString();
  }
  return text;
}

export async function performWrite(
  client: ApiClient,
  meta: ObjectMeta,
  mode: 'create' | 'update',
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const { id, ...fields } = input;
  const properties: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(mode === 'create' ? input : fields)) {
    const p = meta.byName.get(name);
    if (!p || !writable(p))
      throw new ConnectorError(
        `HubSpot ${meta.type} have no property "${name}" that can be ${mode === 'create' ? 'set' : 'changed'}.`,
        'query',
      );
    properties[p.name] = wireValue(meta, p, value);
  }
  if (!Object.keys(properties).length)
    throw new ConnectorError(
      `Nothing to write: give at least one property of the ${meta.label.toLowerCase()}.`,
      'query',
    );
  const noun = meta.label.toLowerCase();
  if (mode === 'create') {
    const { data } = await client.request<{ id: string }>('POST', `/crm/v3/objects/${meta.type}`, {
      body: { properties },
      signal,
    });
    return { text: `Created ${noun} ${data.id}.`, columns: ['id'], rows: [{ id: data.id }] };
  }
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new ConnectorError(`Updating a ${noun} needs its record ID.`, 'query');
  if (!/^\d+$/.test(String(id)))
    throw new ConnectorError(`"${String(id)}" is not a HubSpot record ID (digits only).`, 'query');
  await client.request('PATCH', `/crm/v3/objects/${meta.type}/${id}`, { body: { properties }, signal });
  return {
    text: `Updated ${noun} ${id} (${Object.keys(properties).join(', ')}).`,
    columns: ['id'],
    rows: [{ id: String(id) }],
  };
}
