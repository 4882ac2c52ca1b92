import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/**
 * The lines of a gzipped JSON-lines payload whose first line is `['head', { version, … }]`, as SOE stores large
 * structures (a system's schema, the engine's knowledge of it): each line parsed on its own, with `pause` awaited
 * before each one so other requests run between them. Yields nothing when the payload is of another version or
 * does not start with its head; the caller then treats it as missing.
 */
export async function* versionedLines<L extends [string, unknown]>(
  bytes: Uint8Array,
  version: number,
  pause: () => Promise<void>,
): AsyncGenerator<L> {
  const text = (await gunzipAsync(bytes)).toString('utf8');
  for (let at = 0, first = true; at < text.length; first = false) {
    await pause();
    const end = text.indexOf('\n', at);
    const line = JSON.parse(text.slice(at, end === -1 ? text.length : end)) as L;
    at = end === -1 ? text.length : end + 1;
    const isHead = line[0] === 'head';
    if (first !== isHead) return;
    if (isHead && (line[1] as { version?: number } | null)?.version !== version) return;
    yield line;
  }
}
