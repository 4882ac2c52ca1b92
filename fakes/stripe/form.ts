/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed
 * keys for nesting — `items[0][price]=price_1`, `metadata[user]=7`,
 * `expand[]=latest_invoice`. Decoded into plain objects; arrays come from
 * numeric or empty brackets, as Stripe reads them.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = splitKey(rawKey);
    if (!head) continue;
    assign(root, [head, ...rest], value);
  }
  return arraysFromIndexes(root) as FormObject;
}

/** 'items[0][price]' → ['items', '0', 'price']; 'expand[]' → ['expand', '']. */
function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: FormObject, path: string[], value: string) {
  let node = target;
  for (let i = 0; i < path.length - 1; i++) {
    let key = path[i]!;
    if (key === '') key = String(Object.keys(node).length);
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
  let last = path[path.length - 1]!;
  if (last === '') last = String(Object.keys(node).length);
  node[last] = value;
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key]!);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]!) : converted;
}

/** Reads a string field, or undefined. */
export function str(form: FormObject | undefined, key: string): string | undefined {
  const value = form?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function obj(form: FormObject | undefined, key: string): FormObject | undefined {
  const value = form?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}

export function list(form: FormObject | undefined, key: string): FormValue[] {
  const value = form?.[key];
  return Array.isArray(value) ? value : [];
}
