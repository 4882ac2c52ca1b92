import { ConnectorError } from '../connector';
import type { OperationPlan } from './operations';

/**
 * The HTTP request of one operation call, from the caller's input: path
 * parameters substituted (encoded, so a value can never add a path segment or
 * change the host), query and header parameters, and the JSON body. Unknown
 * inputs and missing required ones are refused with a clear message.
 */

export interface BuiltRequest {
  method: string;
  path: string;
  query: Record<string, string | number | boolean>;
  headers: Record<string, string>;
  body?: unknown;
}

export function buildRequest(plan: OperationPlan, input: Record<string, unknown>): BuiltRequest {
  const fields = plan.bodyFields;
  const known = new Set([...plan.params.map((p) => p.key), ...(fields ?? (plan.body ? ['body'] : []))]);
  const unknown = Object.keys(input).filter((k) => !known.has(k) && input[k] !== undefined);
  if (unknown.length) {
    throw new ConnectorError(
      `${plan.descriptor.id} does not take ${unknown.map((k) => `"${k}"`).join(', ')}. Its inputs: ${[...known].join(', ') || 'none'}.`,
      'query',
    );
  }
  const requiredBody = fields
    ? ((plan.descriptor.inputSchema.required as string[] | undefined) ?? []).filter((k) => fields.includes(k))
    : plan.body?.required
      ? ['body']
      : [];
  const missing = [...plan.params.filter((p) => p.required).map((p) => p.key), ...requiredBody].filter(
    (k) => input[k] === undefined || input[k] === null,
  );
  if (fields && plan.body?.required && !fields.some((k) => input[k] !== undefined))
    throw new ConnectorError(
      `${plan.descriptor.id} needs at least one of ${fields.map((k) => `"${k}"`).join(', ')}.`,
      'query',
    );
  if (missing.length)
    throw new ConnectorError(`${plan.descriptor.id} needs ${missing.map((k) => `"${k}"`).join(', ')}.`, 'query');

  let path = plan.path;
  const query: BuiltRequest['query'] = {};
  const headers: Record<string, string> = {};
  for (const p of plan.params) {
    const value = input[p.key];
    if (value === undefined || value === null) continue;
    const text = scalarText(value, p.key);
    if (p.in === 'path') {
      // URLs resolve '.' and '..' segments (encoded too): they would reach another path of the API.
      if (/^(\.|%2e){1,2}$/i.test(text))
        throw new ConnectorError(`"${text}" is not a valid value for "${p.key}".`, 'query');
      path = path.split(`{${p.name}}`).join(encodeURIComponent(text));
    } else if (p.in === 'query') query[p.name] = text;
    else if (/^[\t\x20-\x7e]*$/.test(text)) headers[p.name] = text;
    else throw new ConnectorError(`The header "${p.key}" must be plain text on one line.`, 'query');
  }
  if (fields) {
    const body = Object.fromEntries(fields.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
    return {
      method: plan.method,
      path,
      query,
      headers,
      ...(Object.keys(body).length || plan.body?.required ? { body } : {}),
    };
  }
  return {
    method: plan.method,
    path,
    query,
    headers,
    ...(plan.body && input.body !== undefined ? { body: input.body } : {}),
  };
}

/** Scalars as text; arrays comma-joined (OpenAPI's form style without explode). */
function scalarText(value: unknown, key: string): string {
  if (Array.isArray(value)) return value.map((v) => scalarText(v, key)).join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ConnectorError(`The input "${key}" must be text, a number or a list of them.`, 'query');
}
