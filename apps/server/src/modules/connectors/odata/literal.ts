import type { Literal } from '../query';
import type { ODataProperty } from './metadata';

/**
 * OData v4 literals (OData ABNF, primitiveLiteral) for a value compared with a
 * property of a given Edm type: strings in single quotes with quotes doubled,
 * dates and date-times unquoted, decimals without exponent. null when the
 * value cannot be written for that type — the caller then evaluates the
 * condition itself instead of sending something the service would read
 * differently from SQL.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

export const stringLiteral = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** A finite number as plain decimal digits (no exponent: Edm.Decimal literals in OData 4.0 have none). */
export function decimalText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // 1e21 → 1000000000000000000000 (integral at that size), 1e-7 → 0.0000001
  if (Math.abs(n) >= 1e21) return BigInt(n).toString();
  return n.toFixed(20).replace(/\.?0+$/, '') || '0';
}

function validDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

export function odataLiteral(
  value: Literal,
  prop: Pick<ODataProperty, 'edmType' | 'type' | 'primitive'>,
): string | null {
  if (value === null) return 'null';
  if (!prop.primitive) return null;
  switch (prop.type) {
    case 'text':
      if (typeof value !== 'string') return null;
      if (prop.edmType === 'Edm.Guid') return GUID.test(value) ? value : null;
      return stringLiteral(value);
    case 'integer':
      if (typeof value === 'number') return Number.isInteger(value) ? String(value) : decimalText(value);
      return typeof value === 'string' && INTEGER.test(value.trim()) ? value.trim() : null;
    case 'decimal':
      if (typeof value === 'number') return decimalText(value);
      return typeof value === 'string' && DECIMAL.test(value.trim()) ? value.trim() : null;
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : null;
    case 'date': {
      const m = typeof value === 'string' ? DATE.exec(value.trim()) : null;
      return m && validDate(m[1]!, m[2]!, m[3]!) ? value.toString().trim() : null;
    }
    case 'timestamp': {
      if (typeof value !== 'string') return null;
      const v = value.trim();
      const m = DATE.exec(v);
      if (m) return validDate(m[1]!, m[2]!, m[3]!) ? `${v}T00:00:00Z` : null;
      if (!DATETIME.test(v)) return null;
      // Text without a zone means UTC, as the in-memory evaluator reads it.
      const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v.replace(' ', 'T') : `${v.replace(' ', 'T')}Z`;
      const d = new Date(zoned);
      return Number.isNaN(d.getTime()) ? null : d.toISOString().replace('.000Z', 'Z');
    }
    default:
      return null;
  }
}

/**
 * Percent-encodes a query option value for the URL. Characters OData gives a
 * meaning and URLs allow in a query ($ ' ( ) , / : @) stay readable; every
 * other reserved character (& = + # % ; and spaces) is encoded.
 */
export function encodeOption(value: string): string {
  return encodeURIComponent(value).replace(/%(24|2C|2F|3A|40)/gi, (m) => decodeURIComponent(m));
}
