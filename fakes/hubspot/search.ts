import type { HsProperty, HsRecord } from './data';

/**
 * The CRM search endpoint's semantics (POST /crm/v3/objects/{type}/search):
 * filter groups are ORed, filters in a group ANDed; text comparisons ignore
 * case; NEQ and NOT_IN also match records without a value; LT/GT need one;
 * number properties compare as numbers, date and datetime properties as
 * instants (filter values in epoch milliseconds or ISO 8601); CONTAINS_TOKEN
 * matches a word of the value, with `*` as a wildcard. One sort at most;
 * at most 5 groups of 6 filters, 18 filters in all.
 */

export interface HsFilter {
  propertyName: string;
  operator: string;
  value?: string | number | boolean;
  highValue?: string | number;
  values?: Array<string | number>;
}

export interface SearchRequest {
  filterGroups?: Array<{ filters: HsFilter[] }>;
  sorts?: Array<{ propertyName: string; direction?: 'ASCENDING' | 'DESCENDING' } | string>;
  properties?: string[];
  limit?: number;
  after?: string | number;
  query?: string;
}

export class SearchError extends Error {}

const OPERATORS = new Set([
  'EQ',
  'NEQ',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'CONTAINS_TOKEN',
  'NOT_CONTAINS_TOKEN',
]);

export function validate(req: SearchRequest, properties: HsProperty[]): void {
  const groups = req.filterGroups ?? [];
  if (groups.length > 5) throw new SearchError('Too many filter groups (maximum 5).');
  let total = 0;
  for (const g of groups) {
    if (!g.filters?.length) throw new SearchError('A filter group needs at least one filter.');
    if (g.filters.length > 6) throw new SearchError('Too many filters in a group (maximum 6).');
    total += g.filters.length;
    for (const f of g.filters) {
      if (!OPERATORS.has(f.operator)) throw new SearchError(`Unknown operator ${f.operator}.`);
      if (!properties.some((p) => p.name === f.propertyName))
        throw new SearchError(`Property "${f.propertyName}" does not exist`);
      if ((f.operator === 'IN' || f.operator === 'NOT_IN') && !Array.isArray(f.values))
        throw new SearchError(`${f.operator} needs "values".`);
    }
  }
  if (total > 18) throw new SearchError('Too many filters (maximum 18 in all).');
  if ((req.sorts ?? []).length > 1) throw new SearchError('Only one sort is supported.');
  if (req.limit !== undefined && (!Number.isInteger(req.limit) || req.limit < 1 || req.limit > 200))
    throw new SearchError('limit must be between 1 and 200.');
}

function comparable(p: HsProperty | undefined, v: string | number | boolean): number | string {
  if (!p) return String(v).toLowerCase();
  if (p.type === 'number') return Number(v);
  if (p.type === 'date' || p.type === 'datetime') {
    const s = String(v);
    return /^\d+$/.test(s) ? Number(s) : Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s);
  }
  return String(v).toLowerCase();
}

function glob(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .toLowerCase()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
    's',
  );
}

function matches(f: HsFilter, record: HsRecord, props: Map<string, HsProperty>): boolean {
  const raw = record.properties[f.propertyName];
  const has = raw !== null && raw !== undefined && raw !== '';
  const p = props.get(f.propertyName);
  const cmp = (v: string | number | boolean) => {
    const a = comparable(p, raw!);
    const b = comparable(p, v);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  switch (f.operator) {
    case 'HAS_PROPERTY':
      return has;
    case 'NOT_HAS_PROPERTY':
      return !has;
    case 'EQ':
      return has && cmp(f.value!) === 0;
    case 'NEQ':
      return !has || cmp(f.value!) !== 0;
    case 'LT':
      return has && cmp(f.value!) < 0;
    case 'LTE':
      return has && cmp(f.value!) <= 0;
    case 'GT':
      return has && cmp(f.value!) > 0;
    case 'GTE':
      return has && cmp(f.value!) >= 0;
    case 'BETWEEN':
      return has && cmp(f.value!) >= 0 && cmp(f.highValue!) <= 0;
    case 'IN':
      return has && f.values!.some((v) => cmp(v) === 0);
    case 'NOT_IN':
      return !has || !f.values!.some((v) => cmp(v) === 0);
    case 'CONTAINS_TOKEN':
    case 'NOT_CONTAINS_TOKEN': {
      const re = glob(String(f.value));
      const hit =
        has &&
        (re.test(raw!.toLowerCase()) ||
          raw!
            .toLowerCase()
            .split(/\s+/)
            .some((w) => re.test(w)));
      return f.operator === 'CONTAINS_TOKEN' ? hit : !hit;
    }
  }
  return false;
}

export function search(records: HsRecord[], req: SearchRequest, properties: HsProperty[]): HsRecord[] {
  const props = new Map(properties.map((p) => [p.name, p]));
  const groups = req.filterGroups ?? [];
  let out = groups.length
    ? records.filter((r) => groups.some((g) => g.filters.every((f) => matches(f, r, props))))
    : [...records];
  const sort = req.sorts?.[0];
  if (sort) {
    const name = typeof sort === 'string' ? sort.replace(/^-/, '') : sort.propertyName;
    const desc = typeof sort === 'string' ? sort.startsWith('-') : sort.direction === 'DESCENDING';
    const p = props.get(name);
    out = out.sort((a, b) => {
      const x = a.properties[name];
      const y = b.properties[name];
      // Records without a value come last either way.
      if (!x || !y) return !x && !y ? Number(a.id) - Number(b.id) : !x ? 1 : -1;
      const cx = comparable(p, x);
      const cy = comparable(p, y);
      const d = cx < cy ? -1 : cx > cy ? 1 : Number(a.id) - Number(b.id);
      return desc ? -d : d;
    });
  } else {
    out = out.sort((a, b) => Number(a.id) - Number(b.id));
  }
  return out;
}
