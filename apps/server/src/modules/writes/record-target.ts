import type { Literal } from '../connectors/query';
import type { OperationDescriptor } from '../connectors/connector';
import type { DiscoveredSchema } from '../connectors/schema';

/**
 * SOE Local reads a chat write as one record update, `update_record` with
 * {entity, key, values}: the operation SQL systems offer. Every other
 * connector declares its own update per entity (update_SalesOrders on OData,
 * update_Account on Salesforce, an OpenAPI PATCH on /orders/{id}); this finds
 * it and maps the key and values to that operation's named inputs.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID_NAMES = ['id', 'Id', 'ID'];

/** create / update / delete, as declared or as the operation's id starts. */
export function actionOf(op: OperationDescriptor): 'create' | 'update' | 'delete' | undefined {
  if (op.action) return op.action;
  const prefix = /^(create|update|delete)(?:[_-]|(?=[A-Z]))/.exec(op.id)?.[1]?.toLowerCase();
  return prefix as 'create' | 'update' | 'delete' | undefined;
}

export interface RecordUpdate {
  entity: string;
  key: Record<string, Literal>;
  values: Record<string, Literal>;
}

export function asRecordUpdate(input: Record<string, unknown>): RecordUpdate | null {
  if (typeof input.entity !== 'string' || !isRecord(input.key) || !isRecord(input.values)) return null;
  return input as unknown as RecordUpdate;
}

/** The input key a key field goes to: its own name, or the one id input of a single-key operation (a path parameter). */
function keyInput(properties: Record<string, unknown>, field: string, single: boolean): string | undefined {
  if (field in properties) return field;
  return single ? ID_NAMES.find((n) => n in properties) : undefined;
}

export type Mapped =
  | { kind: 'mapped'; op: OperationDescriptor; input: Record<string, unknown> }
  | { kind: 'refused'; message: string }
  | null;

/** The system's own update operation for a record update, with the update's key and values as its named inputs; null when there is none. */
export function connectorUpdate(
  ops: OperationDescriptor[],
  update: RecordUpdate,
  schema: DiscoveredSchema | null,
): Mapped {
  const op = ops.find((o) => o.kind === 'write' && o.entity === update.entity && actionOf(o) === 'update');
  if (!op) return null;
  const properties = isRecord(op.inputSchema.properties) ? op.inputSchema.properties : {};
  const keyFields = Object.keys(update.key);
  const input: Record<string, unknown> = {};
  for (const field of keyFields) {
    const name = keyInput(properties, field, keyFields.length === 1);
    if (!name)
      return {
        kind: 'refused',
        message: `${op.title} does not say which ${update.entity} record to change by ${field}.`,
      };
    input[name] = update.key[field];
  }
  const entity = schema?.entities.find((e) => e.name === update.entity);
  for (const [field, value] of Object.entries(update.values)) {
    if (!(field in properties))
      return {
        kind: 'refused',
        message: `${op.title} cannot change ${entity?.fields.find((f) => f.name === field)?.description ?? field}.`,
      };
    input[field] = value;
  }
  return { kind: 'mapped', op, input };
}
