import type { ParamPlan } from './params';

/**
 * Paging declared by a list operation's query parameters: limit/offset
 * (offset, skip, start) or page numbers (page with per_page, pageSize, size or
 * limit). Cursor paging has no common spelling in OpenAPI and is not guessed.
 */

export interface Paging {
  kind: 'offset' | 'page';
  /** The offset or page-number parameter. */
  position: string;
  /** The page-size parameter, when there is one. */
  size?: string;
  /** Records asked for per request. */
  pageSize: number;
  /** True when the document states the page size's maximum: a short page then means the end. */
  sizeKnown: boolean;
  /** First page number (page paging); 0 for offsets. */
  first: number;
}

const OFFSET = ['offset', 'skip', 'start', '$skip'];
const PAGE = ['page', 'page_number', 'pageNumber', 'pageIndex'];
const LIMIT = ['limit', 'top', '$top', 'max', 'count'];
const PAGE_SIZE = ['per_page', 'perPage', 'page_size', 'pageSize', 'size', 'limit'];
const DEFAULT_PAGE_SIZE = 100;

export function detectPaging(params: ParamPlan[]): Paging | undefined {
  const query = params.filter((p) => p.in === 'query');
  const find = (names: string[]) => names.map((n) => query.find((p) => p.name === n)).find(Boolean);
  const offset = find(OFFSET);
  const limit = find(LIMIT);
  if (offset && limit) return { kind: 'offset', position: offset.name, size: limit.name, first: 0, ...size(limit) };
  const page = find(PAGE);
  if (!page) return undefined;
  const perPage = find(PAGE_SIZE);
  const first = numberOf(page.schema.minimum) ?? numberOf(page.schema.default) ?? 1;
  return { kind: 'page', position: page.name, size: perPage?.name, first, ...(perPage ? size(perPage) : { pageSize: 0, sizeKnown: false }) };
}

function size(param: ParamPlan): { pageSize: number; sizeKnown: boolean } {
  const max = numberOf(param.schema.maximum);
  return max && max > 0 ? { pageSize: max, sizeKnown: true } : { pageSize: DEFAULT_PAGE_SIZE, sizeKnown: false };
}

/** The query parameters of one page: `position` is the offset so far (offset paging) or the page index from 0. */
export function pageQuery(paging: Paging, index: number, offset: number): Record<string, number> {
  const query: Record<string, number> = { [paging.position]: paging.kind === 'offset' ? offset : paging.first + index };
  if (paging.size && paging.pageSize > 0) query[paging.size] = paging.pageSize;
  return query;
}

const numberOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
