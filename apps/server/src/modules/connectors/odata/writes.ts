import { ConnectorError, type InvokeOptions, type OperationDescriptor, type OperationResult } from '../connector';
import type { Literal } from '../query';
import { odataLiteral } from './literal';
import type { ODataEntitySet, ODataModel, ODataProperty } from './metadata';
import { fromOData } from './read';
import type { ODataService } from './service';

/**
 * Record writes an OData service declares: create (POST to the entity set)
 * and update (PATCH to the entity by its key), per entity set, unless the
 * set's Capabilities say Insertable / Updatable false. Every operation is a
 * write, so without write access it is refused before any request is made.
 */

const writable = (p: ODataProperty) => p.primitive;

function jsonSchemaOf(p: ODataProperty): Record<string, unknown> {
  const base: Record<string, unknown> =
    p.type === 'integer'
      ? { type: 'integer' }
      : p.type === 'decimal'
        ? { type: 'number' }
        : p.type === 'boolean'
          ? { type: 'boolean' }
          : p.type === 'date'
            ? { type: 'string', format: 'date' }
            : p.type === 'timestamp'
              ? { type: 'string', format: 'date-time' }
              : p.edmType === 'Edm.Guid'
                ? { type: 'string', format: 'uuid' }
                : { type: 'string' };
  return p.nullable ? { ...base, type: [base.type, 'null'] } : base;
}

function inputSchema(set: ODataEntitySet, required: string[]): Record<string, unknown> {
  const props = set.properties.filter(writable);
  return {
    type: 'object',
    properties: Object.fromEntries(props.map((p) => [p.name, jsonSchemaOf(p)])),
    required,
    additionalProperties: false,
  };
}

const labelOf = (set: ODataEntitySet) => set.label ?? set.name;

export function writeOperations(model: ODataModel): OperationDescriptor[] {
  const out: OperationDescriptor[] = [];
  for (const set of model.sets) {
    if (!set.key.length) continue;
    if (set.insertable) {
      out.push({
        id: `create_${set.name}`,
        kind: 'write',
        title: `Create ${labelOf(set)}`,
        description: `Creates a record in ${set.name} (POST ${set.name}). Key properties the service assigns itself may be left out.`,
        entity: set.name,
        inputSchema: inputSchema(
          set,
          set.properties.filter((p) => writable(p) && !p.nullable && !set.key.includes(p.name)).map((p) => p.name),
        ),
      });
    }
    if (set.updatable) {
      out.push({
        id: `update_${set.name}`,
        kind: 'write',
        title: `Update ${labelOf(set)}`,
        description: `Changes a record of ${set.name} identified by ${set.key.join(', ')} (PATCH ${set.name}(key)); only the given properties change.`,
        entity: set.name,
        inputSchema: inputSchema(set, set.key),
      });
    }
  }
  return out;
}

/** Checks a value against the property and gives it as OData JSON expects it. */
function jsonValue(set: ODataEntitySet, name: string, value: unknown): unknown {
  const p = set.byName.get(name);
  if (!p || !writable(p)) throw new ConnectorError(`${set.name} has no writable property "${name}".`, 'query');
  const invalid = () =>
    new ConnectorError(`The value for ${name} is not a valid ${p.edmType.replace('Edm.', '')}.`, 'query');
  if (value === null) {
    if (!p.nullable) throw new ConnectorError(`${name} cannot be empty.`, 'query');
    return null;
  }
  switch (p.type) {
    case 'integer':
      if (typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && /^-?\d+$/.test(value))
        return Number(value);
      throw invalid();
    case 'decimal':
      if (
        typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
      )
        return Number(value);
      throw invalid();
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw invalid();
    case 'date':
    case 'timestamp':
    case 'text': {
      if (typeof value !== 'string') throw invalid();
      if (p.type !== 'text' || p.edmType === 'Edm.Guid') {
        const literal = odataLiteral(value, p);
        if (literal === null) throw invalid();
        return p.type === 'date' ? value.trim() : p.type === 'timestamp' ? literal : value;
      }
      return value;
    }
    default:
      throw invalid();
  }
}

function keyPredicate(set: ODataEntitySet, input: Record<string, unknown>): string {
  const parts = set.key.map((k) => {
    const p = set.byName.get(k)!;
    const v = input[k];
    const literal = v === undefined || v === null || typeof v === 'object' ? null : odataLiteral(v as Literal, p);
    if (literal === null || literal === 'null')
      throw new ConnectorError(`Give the ${k} of the ${labelOf(set)} to update.`, 'query');
    return { k, literal: encodeURIComponent(literal) };
  });
  return parts.length === 1 ? `(${parts[0]!.literal})` : `(${parts.map((p) => `${p.k}=${p.literal}`).join(',')})`;
}

function entityResult(set: ODataEntitySet, summary: string, entity: unknown): OperationResult {
  if (!entity || typeof entity !== 'object') return { text: summary };
  const record = Object.fromEntries(Object.entries(entity).filter(([k]) => !k.includes('@')));
  const columns = set.properties.filter((p) => p.name in record).map((p) => p.name);
  const row = Object.fromEntries(
    columns.map((c) => {
      const type = set.byName.get(c)!.type;
      const v = fromOData(record[c], type);
      return [c, v instanceof Date ? (type === 'date' ? v.toISOString().slice(0, 10) : v.toISOString()) : v];
    }),
  );
  return { text: `${summary}\n${JSON.stringify(row)}`, columns, rows: [row] };
}

export async function invokeWrite(
  service: ODataService,
  model: ODataModel,
  id: string,
  input: Record<string, unknown>,
  options: InvokeOptions,
): Promise<OperationResult> {
  const op = writeOperations(model).find((o) => o.id === id);
  if (!op) throw new ConnectorError(`This OData service has no operation "${id}".`, 'query');
  const set = model.byName.get(op.entity!)!;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs);
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input ?? {}))
    if (!(id.startsWith('update_') && set.key.includes(k))) body[k] = jsonValue(set, k, v);

  if (id.startsWith('create_')) {
    const missing = (op.inputSchema.required as string[]).filter((k) => body[k] === undefined);
    if (missing.length) throw new ConnectorError(`Give ${missing.join(', ')} to create a ${labelOf(set)}.`, 'query');
    const res = await service.write('POST', service.url(encodeURIComponent(set.name)), {
      body,
      signal,
      headers: { prefer: 'return=representation' },
    });
    return entityResult(set, `Created a ${labelOf(set)} in ${set.name}.`, res.data);
  }
  const key = keyPredicate(set, input ?? {});
  if (!Object.keys(body).length)
    throw new ConnectorError(`Give at least one property of the ${labelOf(set)} to change.`, 'query');
  const res = await service.write('PATCH', service.url(`${encodeURIComponent(set.name)}${key}`), {
    body,
    signal,
    headers: { prefer: 'return=representation' },
  });
  return entityResult(set, `Updated ${set.name}${decodeURIComponent(key)}.`, res.data);
}
