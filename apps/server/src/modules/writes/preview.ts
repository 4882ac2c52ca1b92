import type { WriteChange, WritePreview } from '@soe/shared';
import { ConnectorError, type OperationDescriptor } from '../connectors/connector';
import { col, lit, type Condition, type Literal, type QueryResult, type QuerySpec } from '../connectors/query';
import type { DiscoveredSchema, SchemaEntity } from '../connectors/schema';
import { displayValue, keyText, parseRecordWrite, recordActionOf, type FieldValue, type Row } from '../connectors/sql-write';

/**
 * What a proposed write will do, for the card the user confirms: the record
 * as it is now (read through the system's read-only path) and each changed
 * field before → after. For record writes on SQL systems the stored input
 * also gets `expected` — the values shown — so the write rolls back if the
 * record changed between preview and confirmation.
 */

export interface PreviewResult {
  preview: WritePreview;
  /** The input to run on confirmation. */
  input: Record<string, unknown>;
}

type Read = (spec: QuerySpec) => Promise<QueryResult>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a person names a row: its name, title or person's full name, else nothing beyond the key. */
export function rowLabel(entity: SchemaEntity, row: Row): string | null {
  const text = (name: string) => (typeof row[name] === 'string' && (row[name] as string).trim() ? (row[name] as string) : null);
  const names = entity.fields.map((f) => f.name);
  const first = names.find((n) => /^(first_?name|given_?name|firstname)$/i.test(n));
  const last = names.find((n) => /^(last_?name|surname|family_?name|lastname)$/i.test(n));
  if (first && last && text(first) && text(last)) return `${text(first)} ${text(last)}`;
  const pick = names.find((n) => /^(name|title|label)$/i.test(n)) ?? names.find((n) => new RegExp(`^${entity.table.replace(/s$/, '')}_?(name|title|number|no)$`, 'i').test(n)) ?? names.find((n) => /^(number|code)$/i.test(n));
  return pick ? text(pick) : null;
}

async function currentRow(entity: SchemaEntity, key: FieldValue[], read: Read): Promise<Row | null> {
  const conditions: Condition[] = key.map((k) => ({ kind: 'cmp', op: '=', left: col('t', k.field.name), right: lit(k.value) }));
  const spec: QuerySpec = {
    from: { entity: entity.name, alias: 't' },
    select: entity.fields.map((f) => ({ alias: f.name, expr: col('t', f.name) })),
    where: conditions.length === 1 ? conditions[0] : { kind: 'and', conditions },
    limit: 2,
  };
  const { rows } = await read(spec);
  if (rows.length > 1) throw new ConnectorError(`More than one ${entity.table} row has ${keyText(key)}.`, 'query');
  return rows.length ? Object.fromEntries(entity.fields.map((f) => [f.name, displayValue(f, rows[0]![f.name])])) : null;
}

/** A record write on a SQL system: validated against the schema, the current row read for before → after. */
export async function recordPreview(systemName: string, schema: DiscoveredSchema, op: OperationDescriptor, input: Record<string, unknown>, read: Read): Promise<PreviewResult> {
  const write = parseRecordWrite(schema, op.id, input);
  const entity = write.entity;
  const after = (v: (typeof write.values)[number]) => displayValue(v.field, v.value);
  const base = { title: op.title, system: systemName, entity: entity.name };
  const values = Object.fromEntries(write.values.map((v) => [v.field.name, v.value]));
  const key = Object.fromEntries(write.key.map((k) => [k.field.name, k.value]));
  if (write.action === 'create') {
    return {
      preview: { ...base, action: 'create', target: null, changes: write.values.map((v) => ({ field: v.field.name, before: null, after: after(v) })) },
      input: { entity: entity.name, values },
    };
  }
  const row = await currentRow(entity, write.key, read);
  if (!row) throw new ConnectorError(`${entity.name} has no row with ${keyText(write.key)}.`, 'query');
  const label = rowLabel(entity, row);
  const target = `${entity.table} with ${keyText(write.key)}${label ? ` (${label})` : ''}`;
  if (write.action === 'delete') {
    return {
      preview: { ...base, action: 'delete', target, changes: entity.fields.map((f) => ({ field: f.name, before: row[f.name] ?? null, after: null })) },
      input: { entity: entity.name, key, expected: row },
    };
  }
  const changes: WriteChange[] = write.values.map((v) => ({ field: v.field.name, before: row[v.field.name] ?? null, after: after(v) }));
  return {
    preview: { ...base, action: 'update', target, changes },
    input: { entity: entity.name, key, values, expected: Object.fromEntries(changes.map((c) => [c.field, c.before])) },
  };
}

/**
 * Any other connector's write (Salesforce, HubSpot, OData, OpenAPI, MCP): the
 * input checked against the operation's declared top-level schema; the card
 * shows the values to be sent (the API does not say what it holds now).
 */
export function operationPreview(systemName: string, op: OperationDescriptor, input: Record<string, unknown>): PreviewResult {
  const schema = op.inputSchema ?? {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const missing = required.filter((k) => input[k] === undefined);
  if (missing.length) throw new ConnectorError(`${op.title} needs ${missing.join(', ')}.`, 'query');
  if (schema.additionalProperties === false) {
    const unknown = Object.keys(input).filter((k) => !(k in properties));
    if (unknown.length) throw new ConnectorError(`${op.title} has no input ${unknown.map((k) => `"${k}"`).join(', ')}.`, 'query');
  }
  const prefix = /^(create|update|delete)[_-]/i.exec(op.id)?.[1]?.toLowerCase() as 'create' | 'update' | 'delete' | undefined;
  const idKey = ['id', 'Id', 'ID'].find((k) => input[k] !== undefined && input[k] !== null);
  const scalar = (v: unknown): Literal => (v === undefined || v === null ? null : typeof v === 'object' ? JSON.stringify(v) : (v as Literal));
  return {
    preview: {
      action: prefix ?? 'other',
      title: op.title,
      system: systemName,
      entity: op.entity ?? null,
      target: idKey ? `${op.entity ?? 'record'} ${String(input[idKey])}` : null,
      changes: Object.entries(input)
        .filter(([k]) => k !== idKey)
        .map(([field, v]) => ({ field, before: null, after: scalar(v) })),
    },
    input,
  };
}

/** The preview for any write operation: record writes read the row, others show the input. */
export function buildPreview(systemName: string, schema: DiscoveredSchema | null, op: OperationDescriptor, input: Record<string, unknown>, read: Read): Promise<PreviewResult> {
  if (recordActionOf(op.id) && schema) return recordPreview(systemName, schema, op, input, read);
  return Promise.resolve(operationPreview(systemName, op, input));
}
