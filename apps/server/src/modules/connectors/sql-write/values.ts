import { ConnectorError } from '../connector';
import type { Literal } from '../query';
import type { SchemaField } from '../schema';

/**
 * Values of a record write: checked against the column's discovered type
 * before any I/O (a clear message instead of a database error), and bound as
 * parameters — never written into SQL text.
 */

/** A value as it is bound: text keeps exact decimals and big integers exact. */
export type BoundValue = string | number | boolean | null;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCMonth() + 1 === Number(m[2]) && d.getUTCDate() === Number(m[3]);
}

/** Checks one input value against its column and returns what is bound for it. */
export function boundValue(field: SchemaField, value: unknown): BoundValue {
  const invalid = (what: string) => new ConnectorError(`The value for ${field.name} must be ${what}.`, 'query');
  if (value === null || value === undefined) {
    if (!field.nullable) throw new ConnectorError(`${field.name} cannot be empty.`, 'query');
    return null;
  }
  switch (field.type) {
    case 'integer': {
      if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
      if (typeof value === 'string' && INTEGER.test(value.trim())) return value.trim();
      throw invalid('a whole number');
    }
    case 'decimal': {
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
      throw invalid('a number');
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
        return value.trim().toLowerCase() === 'true';
      throw invalid('true or false');
    }
    case 'date': {
      if (typeof value === 'string' && validDate(value.trim())) return value.trim();
      throw invalid('a date such as 2025-12-31');
    }
    case 'timestamp': {
      if (typeof value === 'string' && value.trim() && !Number.isNaN(Date.parse(value.trim())))
        return new Date(value.trim()).toISOString();
      throw invalid('a date and time such as 2025-12-31T09:30:00Z');
    }
    case 'json':
      return JSON.stringify(value);
    default: {
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalid('text');
    }
  }
}

/** A stored value as shown in a preview or result: dates as ISO text, JSON as text, bytes as hex. */
export function displayValue(field: SchemaField | undefined, value: unknown): Literal {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return field?.type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    // MySQL returns BIT(1) booleans as one byte.
    if (field?.type === 'boolean' && value.length === 1) return value[0] === 1;
    return `\\x${Buffer.from(value).toString('hex')}`;
  }
  if (typeof value === 'number' && field?.type === 'boolean') return value === 1;
  if (typeof value === 'string' && (field?.type === 'integer' || field?.type === 'decimal')) {
    const n = Number(value);
    return Number.isFinite(n) && (!INTEGER.test(value) || Number.isSafeInteger(n)) ? n : value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return value as Literal;
}

/** Whether a stored value still equals what a preview showed (numbers by value, everything else as text). */
export function sameValue(a: Literal, b: Literal): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}
