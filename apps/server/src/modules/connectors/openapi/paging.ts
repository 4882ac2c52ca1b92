import type { ParamPlan } from './params';

/**
 * Paging declared by a list operation's query parameters — limit/offset
 * (offset, skip, start, _start), page numbers (page or _page with per_page,
 * pageSize, size, limit or _limit) or a cursor (cursor, after, page_token …,
 * whose next value the response body carries) — and what a response says
 * about the next page: a `Link: <…>; rel="next"` header (followed whatever
 * the parameters), a count header (X-Total-Count) that tells when every
 * record has been read, or a next cursor.
 */

export interface Paging {
  kind: 'offset' | 'page' | 'cursor';
  /** The offset, page-number or cursor parameter. */
  position: string;
  /** The page-size parameter, when there is one. */
  size?: string;
  /** Records asked for per request. */
  pageSize: number;
  /** True when the document states the page size's maximum: a short page then means the end. */
  sizeKnown: boolean;
  /** First page number (page paging); 0 for offsets and cursors. */
  first: number;
}

const OFFSET = ['offset', 'skip', 'start', '$skip', '_start'];
const PAGE = ['page', '_page', 'page_number', 'pageNumber', 'pageIndex'];
const CURSOR = [
  'cursor',
  'after',
  'page_token',
  'pageToken',
  'starting_after',
  'next_token',
  'nextToken',
  'continuation',
  'continuationToken',
];
const LIMIT = ['limit', '_limit', 'top', '$top', 'max', 'count'];
const PAGE_SIZE = ['per_page', 'perPage', 'page_size', 'pageSize', 'size', 'limit', '_limit', '_per_page'];
const DEFAULT_PAGE_SIZE = 100;

export function detectPaging(params: ParamPlan[]): Paging | undefined {
  const query = params.filter((p) => p.in === 'query');
  const find = (names: string[]) => names.map((n) => query.find((p) => p.name === n)).find(Boolean);
  const offset = find(OFFSET);
  const limit = find(LIMIT);
  if (offset && limit) return { kind: 'offset', position: offset.name, size: limit.name, first: 0, ...size(limit) };
  const cursor = find(CURSOR);
  if (cursor) {
    const perPage = find(PAGE_SIZE);
    return {
      kind: 'cursor',
      position: cursor.name,
      size: perPage?.name,
      first: 0,
      ...(perPage ? size(perPage) : { pageSize: 0, sizeKnown: false }),
    };
  }
  const page = find(PAGE);
  if (!page) return undefined;
  const perPage = find(PAGE_SIZE);
  const first = numberOf(page.schema.minimum) ?? numberOf(page.schema.default) ?? 1;
  return {
    kind: 'page',
    position: page.name,
    size: perPage?.name,
    first,
    ...(perPage ? size(perPage) : { pageSize: 0, sizeKnown: false }),
  };
}

function size(param: ParamPlan): { pageSize: number; sizeKnown: boolean } {
  const max = numberOf(param.schema.maximum);
  return max && max > 0 ? { pageSize: max, sizeKnown: true } : { pageSize: DEFAULT_PAGE_SIZE, sizeKnown: false };
}

/**
 * The query parameters of one page: `position` is the offset so far (offset
 * paging), the page index from 0, or the cursor the last page gave (none on
 * the first page).
 */
export function pageQuery(
  paging: Paging,
  index: number,
  offset: number,
  cursor?: string,
): Record<string, number | string> {
  const query: Record<string, number | string> = {};
  if (paging.kind === 'cursor') {
    if (cursor !== undefined) query[paging.position] = cursor;
  } else query[paging.position] = paging.kind === 'offset' ? offset : paging.first + index;
  if (paging.size && paging.pageSize > 0) query[paging.size] = paging.pageSize;
  return query;
}

/** The `rel="next"` target of a Link header (RFC 8288), resolved against the request URL; only on the same origin. */
export function nextLink(header: string | null, requestUrl: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!m || !/;\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(;|$)/i.test(m[2]!)) continue;
    try {
      const url = new URL(m[1]!, requestUrl);
      // Credentials go only to the API's own origin.
      return url.origin === new URL(requestUrl).origin ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The number of records a list has in all, from X-Total-Count (json-server, many Express APIs), X-Total or Total-Count. */
export function totalCount(headers: Headers): number | undefined {
  for (const name of ['x-total-count', 'x-total', 'total-count']) {
    const n = Number(headers.get(name)?.trim());
    if (headers.get(name) !== null && Number.isSafeInteger(n) && n >= 0) return n;
  }
  return undefined;
}

const CURSOR_FIELD = /^(next_?cursor|next_?page_?token|next_?token|end_?cursor|next_?page_?cursor|cursor|after)$/i;
const CURSOR_HOLDERS = ['meta', 'pagination', 'paging', 'page_info', 'pageInfo', 'response_metadata', 'next'];

/** The next cursor a response body carries (top level, or one level down in meta/pagination/paging …); undefined at the end. */
export function nextCursor(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  if (record.has_more === false || record.hasMore === false || record.hasNextPage === false) return undefined;
  const own = (o: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(o))
      if (CURSOR_FIELD.test(k) && (typeof v === 'string' ? v !== '' : typeof v === 'number')) return String(v);
    return undefined;
  };
  const top = own(record);
  if (top) return top;
  for (const holder of CURSOR_HOLDERS) {
    const inner = record[holder];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const found = own(inner as Record<string, unknown>);
      if (found) return found;
    }
  }
  return undefined;
}

const numberOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
