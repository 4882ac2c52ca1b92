import type { OperationResult } from '../connectors/connector';
import type { Literal } from '../connectors/query';
import type { DiscoveredSchema, SchemaField } from '../connectors/schema';
import { runAll, runInSlices, type Pacer } from '../../lib/slices';

/**
 * Secret columns never leave (issue 17): fields that hold passwords, hashes,
 * tokens, secrets or keys — recognised by name and by type — are taken out of
 * the schema SystemsService serves. SOE Local, the language-model tools, the
 * schema browser, answers, tables, CSV and charts all start from that schema,
 * so none of them can name such a field. A staff admin may show one field of
 * one system again (`systems.shown_fields`, 'entity.field').
 */

/** Words that make a field secret wherever they appear in its name. */
const SECRET_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'privatekey',
  'accesskey',
  'secretkey',
  'signingkey',
  'encryptionkey',
  'sessionkey',
  'authkey',
  'licensekey',
  'credential',
  'authenticationstring',
  'bcrypt',
  'argon',
  'scrypt',
];
/** Words that make a field secret when they are a whole word of its name (password_hash, pwHash, otp_seed). */
const SECRET_WORDS = new Set([
  'pwd',
  'pw',
  'hash',
  'hashed',
  'salt',
  'otp',
  'totp',
  'mfa',
  'pin',
  'cvv',
  'cvc',
  'nonce',
  'jwt',
  'hmac',
  'signature',
  'cookie',
]);
/** Native types that hold keys, hashes and other binary secrets, or say they are secret. */
const SECRET_TYPE = /\b(bytea|binary|varbinary|tinyblob|blob|mediumblob|longblob|encryptedstring)\b|password|secret/i;

/** The words of a name: snake_case, kebab-case, camelCase and digits split apart, lower case. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** Why a field counts as secret ('name' or 'type'), or null. */
export function secretReason(field: Pick<SchemaField, 'name' | 'nativeType'>): 'name' | 'type' | null {
  const parts = words(field.name);
  const joined = parts.join('');
  if (SECRET_PARTS.some((part) => joined.includes(part)) || parts.some((w) => SECRET_WORDS.has(w))) return 'name';
  if (SECRET_TYPE.test(field.nativeType ?? '')) return 'type';
  return null;
}

export interface HiddenField {
  entity: string;
  field: string;
  reason: 'name' | 'type';
}

const keyOf = (entity: string, field: string) => `${entity}.${field}`;

/** The fields of a schema that are secret and not shown by a staff admin. */
export function hiddenFieldsOf(schema: DiscoveredSchema, shown: readonly string[]): HiddenField[] {
  return runAll(hiddenFieldSteps(schema, shown));
}

/** hiddenFieldsOf as steps (lib/slices.ts), one per entity: a 10,000-table schema's fields are read between turns. */
function* hiddenFieldSteps(schema: DiscoveredSchema, shown: readonly string[]): Generator<void, HiddenField[]> {
  const show = new Set(shown);
  const hidden: HiddenField[] = [];
  for (const entity of schema.entities) {
    for (const field of entity.fields) {
      const reason = secretReason(field);
      if (reason && !show.has(keyOf(entity.name, field.name)))
        hidden.push({ entity: entity.name, field: field.name, reason });
    }
    yield;
  }
  return hidden;
}

/** Every secret field of a schema, hidden or shown, for the staff admin's list. */
export function secretFieldsOf(
  schema: DiscoveredSchema,
  shown: readonly string[],
): Array<HiddenField & { shown: boolean }> {
  const show = new Set(shown);
  return schema.entities.flatMap((entity) =>
    entity.fields.flatMap((field) => {
      const reason = secretReason(field);
      return reason
        ? [{ entity: entity.name, field: field.name, reason, shown: show.has(keyOf(entity.name, field.name)) }]
        : [];
    }),
  );
}

/**
 * The schema without its hidden fields: out of the entities, their primary
 * keys, the relations that use them and the inputs of the operations on them.
 */
export function withoutHiddenFields(schema: DiscoveredSchema, shown: readonly string[]): DiscoveredSchema {
  return withoutFields(schema, hiddenFieldsOf(schema, shown));
}

/** withoutHiddenFields, the fields read a slice of time at a time (what every question of a wide system starts from). */
export async function withoutHiddenFieldsInSlices(
  schema: DiscoveredSchema,
  shown: readonly string[],
  pacer?: Pacer,
): Promise<DiscoveredSchema> {
  return withoutFields(schema, await runInSlices(hiddenFieldSteps(schema, shown), pacer));
}

function withoutFields(schema: DiscoveredSchema, hidden: HiddenField[]): DiscoveredSchema {
  if (hidden.length === 0) return schema;
  const gone = new Set(hidden.map((h) => keyOf(h.entity, h.field)));
  const isGone = (entity: string, field: string) => gone.has(keyOf(entity, field));
  return {
    ...schema,
    entities: schema.entities.map((entity) => ({
      ...entity,
      fields: entity.fields.filter((f) => !isGone(entity.name, f.name)),
      primaryKey: entity.primaryKey.filter((f) => !isGone(entity.name, f)),
    })),
    relations: schema.relations.filter(
      (r) => !r.fromFields.some((f) => isGone(r.fromEntity, f)) && !r.toFields.some((f) => isGone(r.toEntity, f)),
    ),
    ...(schema.operations
      ? {
          operations: schema.operations.map((op) => {
            const properties = op.entity
              ? (op.inputSchema.properties as Record<string, unknown> | undefined)
              : undefined;
            if (!op.entity || !properties) return op;
            const entity = op.entity;
            const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !isGone(entity, name)));
            const required = Array.isArray(op.inputSchema.required)
              ? (op.inputSchema.required as string[]).filter((name) => !isGone(entity, name))
              : undefined;
            return { ...op, inputSchema: { ...op.inputSchema, properties: kept, ...(required ? { required } : {}) } };
          }),
        }
      : {}),
  };
}

/**
 * What an operation returned, with the values of secret-named keys replaced:
 * an API call or a record write returns whole records, hidden fields included.
 * `shownNames` are field names a staff admin showed on this system.
 */
export function redactOperationResult(result: OperationResult, shownNames: ReadonlySet<string>): OperationResult {
  const secret = (key: string) => !shownNames.has(key) && secretReason({ name: key, nativeType: '' }) !== null;
  const row = (r: Record<string, Literal> | null): Record<string, Literal> | null =>
    r ? Object.fromEntries(Object.entries(r).filter(([k]) => !secret(k))) : r;
  const redacted: OperationResult = { ...result, text: redactText(result.text, secret) };
  if (result.columns) redacted.columns = result.columns.filter((c) => !secret(c));
  if (result.rows) redacted.rows = result.rows.map((r) => row(r)!);
  if (result.record) redacted.record = { before: row(result.record.before), after: row(result.record.after) };
  return redacted;
}

function redactText(text: string, secret: (key: string) => boolean): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => !secret(k))
          .map(([k, v]) => [k, walk(v)]),
      );
    return value;
  };
  return JSON.stringify(walk(parsed), null, text.includes('\n') ? 2 : undefined);
}
