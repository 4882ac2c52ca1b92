import { describe, expect, it } from 'vitest';
import { col, lit, type Condition, type Expr, type QuerySpec } from './query';
import { mapColumns, mapConditionColumns, sqlOnlyFeature, visitSpec } from './query-walk';

const amount = col('t0', 'amount');
const shipped = col('t1', 'shipped_at');
const promised = col('t1', 'promised_at');
const late: Condition = { kind: 'cmp', op: '>', left: shipped, right: promised };
const lateAmount: Expr = {
  kind: 'agg',
  fn: 'sum',
  arg: { kind: 'case', when: late, then: amount, else: lit(0) },
};
const spec: QuerySpec = {
  from: { entity: 'orders', alias: 't0' },
  joins: [
    { entity: 'shipments', alias: 't1', type: 'inner', on: [{ left: col('t1', 'order_id'), right: col('t0', 'id') }] },
  ],
  select: [
    { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('t0', 'ordered_at') } },
    { alias: 'late', expr: lateAmount },
  ],
  where: {
    kind: 'and',
    conditions: [
      { kind: 'eq_ci', expr: col('t0', 'status'), value: 'open' },
      {
        kind: 'exists',
        negate: true,
        query: { from: { entity: 'returns', alias: 'r0' }, select: [{ alias: 'x', expr: col('r0', 'id') }] },
      },
    ],
  },
  groupBy: [{ kind: 'time', unit: 'month', mode: 'trunc', arg: col('t0', 'ordered_at') }],
};

const columnsRead = (s: QuerySpec, deep: boolean) => {
  const out: string[] = [];
  visitSpec(s, { expr: (e) => void (e.kind === 'column' && out.push(`${e.table}.${e.column}`)), query: () => deep });
  return out;
};

describe('one walk over a QuerySpec', () => {
  it('visits every clause, CASE conditions included, and nested queries only when asked', () => {
    expect(columnsRead(spec, false)).toEqual([
      't1.order_id',
      't0.id',
      't0.ordered_at',
      't1.shipped_at',
      't1.promised_at',
      't0.amount',
      't0.status',
      't0.ordered_at',
    ]);
    expect(columnsRead(spec, true)).toContain('r0.id');
  });

  it('stops below a node when the visitor says so', () => {
    const kinds: string[] = [];
    visitSpec(spec, {
      expr: (e) => {
        kinds.push(e.kind);
        return e.kind !== 'agg';
      },
    });
    expect(kinds).toContain('agg');
    expect(kinds).not.toContain('case');
  });

  it('renames every column reference and leaves the shape alone', () => {
    const rename = mapColumns(lateAmount, (c) => ({ ...c, table: `x${c.table}` }));
    expect(JSON.stringify(rename)).not.toMatch(/"table":"t/);
    expect(rename).toMatchObject({ kind: 'agg', fn: 'sum', arg: { kind: 'case', else: lit(0) } });
    expect(mapConditionColumns(spec.where!, (c) => ({ ...c, table: 'y' }))).toMatchObject({
      conditions: [
        { kind: 'eq_ci', expr: { table: 'y' } },
        { kind: 'exists', query: { from: { alias: 'r0' } } },
      ],
    });
  });

  it('names the first construct only SQL sources run', () => {
    expect(
      sqlOnlyFeature({
        from: { entity: 'orders', alias: 't0' },
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      }),
    ).toBeNull();
    expect(sqlOnlyFeature(spec)).toBe('a conditional figure');
    expect(sqlOnlyFeature({ ...spec, select: [spec.select[0]] })).toBe('a condition on related records');
    expect(
      sqlOnlyFeature({
        ...spec,
        select: [{ alias: 'm', expr: { kind: 'agg', fn: 'median', arg: amount } }],
        where: undefined,
      }),
    ).toBe('a median');
  });
});
