import type { WriteChange, WritePreview } from '@soe/shared';
import { ConnectorError, type OperationDescriptor } from '../connectors/connector';
import { col, lit, type Condition, type Literal, type QueryResult, type QuerySpec } from '../connectors/query';
import type { DiscoveredSchema, SchemaEntity } from '../connectors/schema';
import {
  displayValue,
  keyText,
  parseRecordWrite,
  recordActionOf,
  type FieldValue,
  type Row,
} from '../connectors/sql-write';
import { actionOf } from './record-target';

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
  const text = (name: string) =>
    typeof row[name] === 'string' && (row[name] as string).trim() ? (row[name] as string) : null;
  const names = entity.fields.map((f) => f.name);
  const first = names.find((n) => /^(first_?name|given_?name|firstname)$/i.test(n));
  const last = names.find((n) => /^(last_?name|surname|family_?name|lastname)$/i.test(n));
  if (first && last && text(first) && text(last)) return `${text(first)} ${text(last)}`;
  const pick =
    names.find((n) => /^(name|title|label)$/i.test(n)) ??
    names.find((n) => new RegExp(`^${entity.table.replace(/s$/, '')}_?(name|title|number|no)$`, 'i').test(n)) ??
    names.find((n) => /^(number|code)$/i.test(n));
  return pick ? text(pick) : null;
}

async function currentRow(entity: SchemaEntity, key: FieldValue[], read: Read): Promise<Row | null> {
  const conditions: Condition[] = key.map((k) => ({
    kind: 'cmp',
    op: '=',
    left: col('t', k.field.name),
    right: lit(k.value),
  }));
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
export async function recordPreview(
  systemName: string,
  schema: DiscoveredSchema,
  op: OperationDescriptor,
  input: Record<string, unknown>,
  read: Read,
): Promise<PreviewResult> {
  const write = parseRecordWrite(schema, op.id, input);
  const entity = write.entity;
  const after = (v: (typeof write.values)[number]) => displayValue(v.field, v.value);
  const base = { title: op.title, system: systemName, entity: entity.name };
  const values = Object.fromEntries(write.values.map((v) => [v.field.name, v.value]));
  const key = Object.fromEntries(write.key.map((k) => [k.field.name, k.value]));
  if (write.action === 'create') {
    return {
      preview: {
        ...base,
        action: 'create',
        target: null,
        changes: write.values.map((v) => ({ field: v.field.name, before: null, after: after(v) })),
      },
      input: { entity: entity.name, values },
    };
  }
  const row = await currentRow(entity, write.key, read);
  if (!row) throw new ConnectorError(`${entity.name} has no row with ${keyText(write.key)}.`, 'query');
  const label = rowLabel(entity, row);
  const target = `${entity.table} with ${keyText(write.key)}${label ? ` (${label})` : ''}`;
  if (write.action === 'delete') {
    return {
      preview: {
        ...base,
        action: 'delete',
        target,
        changes: entity.fields.map((f) => ({ field: f.name, before: row[f.name] ?? null, after: null })),
      },
      input: { entity: entity.name, key, expected: row },
    };
  }
  const changes: WriteChange[] = write.values.map((v) => ({
    field: v.field.name,
    before: row[v.field.name] ?? null,
    after: after(v),
  }));
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
export function operationPreview(
  systemName: string,
  op: OperationDescriptor,
  input: Record<string, unknown>,
): PreviewResult {
  const schema = op.inputSchema ?? {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const missing = required.filter((k) => input[k] === undefined);
  if (missing.length) throw new ConnectorError(`${op.title} needs ${missing.join(', ')}.`, 'query');
  if (schema.additionalProperties === false) {
    const unknown = Object.keys(input).filter((k) => !(k in properties));
    if (unknown.length)
      throw new ConnectorError(`${op.title} has no input ${unknown.map((k) => `"${k}"`).join(', ')}.`, 'query');
  }
  const prefix = actionOf(op);
  const idKey = ['id', 'Id', 'ID'].find((k) => input[k] !== undefined && input[k] !== null);
  const scalar = (v: unknown): Literal =>
    v === undefined || v === null ? null : typeof v === 'object' ? JSON.stringify(v) : (v as Literal);
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

/** A key field's value in an API operation's input: under its own name, or the one id input (a path parameter). */
function keyInputOf(entity: SchemaEntity, field: string, input: Record<string, unknown>): string | undefined {
  if (input[field] !== undefined && input[field] !== null) return field;
  return entity.primaryKey.length === 1 ? ID_NAMES.find((n) => input[n] !== undefined && input[n] !== null) : undefined;
}

const ID_NAMES = ['id', 'Id', 'ID'];

/**
 * An update or delete of one record through an API (OData, OpenAPI,
 * Salesforce, HubSpot): the record is read first through the system's
 * read path, so the card shows its real values before → after, and a record
 * that does not exist is refused before anything is proposed. Null when the
 * input does not name the record by its key (the input is then shown as sent).
 */
async function apiRecordPreview(
  systemName: string,
  entity: SchemaEntity,
  op: OperationDescriptor,
  action: 'update' | 'delete',
  input: Record<string, unknown>,
  read: Read,
): Promise<PreviewResult | null> {
  const checked = operationPreview(systemName, op, input);
  const keyInputs = entity.primaryKey.map((k) => ({
    field: entity.fields.find((f) => f.name === k),
    input: keyInputOf(entity, k, input),
  }));
  if (keyInputs.some((k) => !k.field || !k.input)) return null;
  const key = keyInputs.map((k) => {
    const raw = input[k.input!];
    const numeric = k.field!.type === 'integer' || k.field!.type === 'decimal';
    const value = numeric && typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    return { field: k.field!, input: k.input!, value: value as Literal };
  });
  const spec: QuerySpec = {
    from: { entity: entity.name, alias: 't' },
    select: entity.fields.filter((f) => f.type !== 'json').map((f) => ({ alias: f.name, expr: col('t', f.name) })),
    where:
      key.length === 1
        ? { kind: 'cmp', op: '=', left: col('t', key[0]!.field.name), right: lit(key[0]!.value) }
        : {
            kind: 'and',
            conditions: key.map((k) => ({ kind: 'cmp', op: '=', left: col('t', k.field.name), right: lit(k.value) })),
          },
    limit: 2,
  };
  const keyWords = key.map((k) => `${k.field.name} ${String(k.value)}`).join(', ');
  const { rows } = await read(spec);
  if (!rows.length)
    throw new ConnectorError(
      `${systemName} has no ${entity.label ?? entity.name} record with ${keyWords}, so nothing was proposed.`,
      'query',
    );
  if (rows.length > 1) throw new ConnectorError(`More than one ${entity.name} record has ${keyWords}.`, 'query');
  const row: Row = Object.fromEntries(entity.fields.map((f) => [f.name, displayValue(f, rows[0]![f.name])]));
  const label = rowLabel(entity, row);
  const target = `${entity.table} with ${keyWords}${label ? ` (${label})` : ''}`;
  const keyNames = new Set(key.map((k) => k.input));
  const changes: WriteChange[] =
    action === 'delete'
      ? entity.fields.map((f) => ({ field: f.name, before: row[f.name] ?? null, after: null }))
      : checked.preview.changes
          .filter((c) => !keyNames.has(c.field))
          .map((c) => ({ ...c, before: row[c.field] ?? null }));
  return { preview: { ...checked.preview, action, target, changes }, input };
}

/** The preview for any write operation: record writes read the row first, others show the input. */
export async function buildPreview(
  systemName: string,
  schema: DiscoveredSchema | null,
  op: OperationDescriptor,
  input: Record<string, unknown>,
  read: Read,
): Promise<PreviewResult> {
  if (recordActionOf(op.id) && schema) return recordPreview(systemName, schema, op, input, read);
  const action = actionOf(op);
  const entity = op.entity ? schema?.entities.find((e) => e.name === op.entity) : undefined;
  if ((action === 'update' || action === 'delete') && entity?.primaryKey.length) {
    const read_ = await apiRecordPreview(systemName, entity, op, action, input, read);
    if (read_) return read_;
  }
  return operationPreview(systemName, op, input);
}
