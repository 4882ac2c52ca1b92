/**
 * How an API connector reports the requests a query made (QueryResult.statement): the method, the path relative
 * to the API's root with its query string, and the JSON body. Credentials travel in headers, which are never
 * part of it.
 */

/** One request as text: `GET /path?a=1`, or the method and path with the pretty-printed JSON body below. */
export function httpStatement(
  method: string,
  path: string,
  init: { query?: Record<string, string | number | boolean | undefined>; body?: unknown } = {},
): string {
  const query = Object.entries(init.query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const line = `${method.toUpperCase()} ${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  return init.body === undefined ? line : `${line}\n${JSON.stringify(init.body, null, 2)}`;
}

/** Several requests (one per table read) as one text, in the order they ran, a blank line between them. */
export function joinStatements(texts: string[]): string {
  return texts.join('\n\n');
}
