import { describe, expect, it } from 'vitest';
import { col, lit, type Condition, type QuerySpec } from '../../connectors/query';
import type { Evidence, Span } from '../candidates/evidence';
import type { SchemaTarget } from '../candidates/schema-phrases';
import type { Catalog, JoinEdge } from '../catalog/types';
import { unreflectedWords } from './coverage';

// The check reads the statement that runs, not the reader's notes: each case is a question's words with what they
// name, and a statement; the words the statement does not reflect come back.

const edge = (from: string, field: string, to: string): JoinEdge => ({
  id: `${from}.${field}`,
  from,
  to,
  fromFields: [field],
  toFields: ['id'],
  words: [],
  stems: [],
  named: false,
  selfReference: false,
});
const catalog: Catalog = {
  systemName: 'Kennel',
  entities: [],
  byName: new Map(),
  edges: [edge('dogs', 'breed_id', 'breeds'), edge('treatments', 'dog_id', 'dogs')],
  revenue: [],
};

type Named = SchemaTarget | { value: string; entity: string; column: string };
/** A question's words; `names` says which runs of words name what (by their first word's index). */
function evidence(question: string, names: Record<number, [number, Named]> = {}): Evidence {
  const words = question.toLowerCase().split(/\s+/);
  let at = 0;
  const tokens = words.map((text) => {
    const start = question.toLowerCase().indexOf(text, at);
    at = start + text.length;
    return { text, start, end: at, time: false };
  });
  const spans: Span[] = Object.entries(names).map(([i, [n, named]]) => ({
    i: Number(i),
    n,
    text: words.slice(Number(i), Number(i) + n).join(' '),
    schema: 'kind' in named ? [{ target: named, score: 1, partial: false }] : [],
    values: 'value' in named ? [{ entity: named.entity, columns: [named.column], value: named.value, rows: 1 }] : [],
    fuzzyValue: false,
  }));
  return {
    text: question,
    tokens,
    spans,
    time: { spans: [] } as unknown as Evidence['time'],
    quoted: [],
    corrections: [],
  };
}

const count = { alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } } as const;
const dogs = (rest: Partial<QuerySpec> = {}): QuerySpec => ({
  from: { entity: 'dogs', alias: 't0' },
  select: [count],
  ...rest,
});
const entity = (name: string): SchemaTarget => ({ kind: 'entity', entity: name });
const column = (e: string, c: string): SchemaTarget => ({ kind: 'column', entity: e, column: c });
const treated = (negate: boolean): Condition => ({
  kind: 'exists',
  negate,
  query: {
    from: { entity: 'treatments', alias: 's0' },
    select: [{ alias: 'one', expr: lit(1) }],
    where: { kind: 'cmp', op: '=', left: col('s0', 'dog_id'), right: col('t0', 'id') },
  },
});

describe('words the statement that runs does not reflect', () => {
  it('a negation the statement does not make', () => {
    const ev = evidence('how many dogs have not gone through any treatment', {
      2: [1, entity('dogs')],
      8: [1, entity('treatments')],
    });
    expect(unreflectedWords(ev, dogs({ where: treated(false) }), catalog)).toEqual(['not']);
    expect(unreflectedWords(ev, dogs({ where: treated(true) }), catalog)).toEqual([]);
  });

  it('a flag compared with its false value is a negation', () => {
    const ev = evidence('countries where english is not official');
    const spec = dogs({ where: { kind: 'cmp', op: '=', left: col('t0', 'is_official'), right: lit('F') } });
    expect(unreflectedWords(ev, spec, catalog)).toEqual([]);
  });

  it('an average, and a comparison with it, the statement does not compute', () => {
    const ev = evidence('how many dogs have an age below the average', {
      2: [1, entity('dogs')],
      5: [1, column('dogs', 'age')],
    });
    expect(unreflectedWords(ev, dogs(), catalog)).toEqual(['age', 'below', 'average']);
    const below: Condition = {
      kind: 'cmp',
      op: '<',
      left: col('t0', 'age'),
      right: { kind: 'agg', fn: 'avg', arg: col('t0', 'age') },
    };
    expect(unreflectedWords(ev, dogs({ where: below }), catalog)).toEqual([]);
  });

  it('a table the question groups or ranks by must be in the statement; one its rows belong to need not', () => {
    const ev = evidence('name of the breed with the most dogs', { 3: [1, entity('breeds')], 7: [1, entity('dogs')] });
    const byName = dogs({
      groupBy: [col('t0', 'name')],
      orderBy: [{ expr: { kind: 'agg', fn: 'count', arg: null }, direction: 'desc' }],
      limit: 1,
    });
    expect(unreflectedWords(ev, byName, catalog)).toEqual(['breed']);
    // 'how many dogs of a breed': the dogs' rows each belong to a breed, and the question does not group by it.
    const plain = evidence('how many breed dogs', { 2: [1, entity('breeds')], 3: [1, entity('dogs')] });
    expect(unreflectedWords(plain, dogs(), catalog)).toEqual([]);
  });

  it('a value the statement does not hold, and "or" the statement does not make', () => {
    const ev = evidence('dogs of owners in hawaii or wisconsin', {
      0: [1, entity('dogs')],
      4: [1, { value: 'Hawaii', entity: 'owners', column: 'state' }],
      6: [1, { value: 'Wisconsin', entity: 'owners', column: 'state' }],
    });
    const one: Condition = { kind: 'eq_ci', expr: col('t0', 'state'), value: 'Hawaii' };
    expect(unreflectedWords(ev, dogs({ where: one }), catalog)).toEqual(['or', 'wisconsin']);
    const both: Condition = { kind: 'in', expr: col('t0', 'state'), values: ['Hawaii', 'Wisconsin'] };
    expect(unreflectedWords(ev, dogs({ where: both }), catalog)).toEqual([]);
  });

  it('"and" between two values read as either of them is named', () => {
    const ev = evidence('countries that use english and dutch', {
      3: [1, { value: 'English', entity: 'languages', column: 'language' }],
      5: [1, { value: 'Dutch', entity: 'languages', column: 'language' }],
    });
    const either: Condition = { kind: 'in', expr: col('t0', 'language'), values: ['English', 'Dutch'] };
    expect(unreflectedWords(ev, dogs({ where: either }), catalog)).toEqual(['and']);
  });

  it('a superlative the statement neither ranks nor takes a max of, and "distinct" it does not count', () => {
    expect(unreflectedWords(evidence('the oldest dogs with the most treatments'), dogs(), catalog)).toEqual([
      'oldest',
      'most',
    ]);
    expect(unreflectedWords(evidence('how many distinct dogs'), dogs(), catalog)).toEqual(['distinct']);
    const distinct = dogs({
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count_distinct', arg: col('t0', 'id') } }],
    });
    expect(unreflectedWords(evidence('how many distinct dogs'), distinct, catalog)).toEqual([]);
  });

  it('periods and the words of a count are not comparisons or content', () => {
    const ev = evidence('number of dogs over the last year', {
      0: [1, column('dogs', 'number')],
      2: [1, entity('dogs')],
    });
    expect(unreflectedWords(ev, dogs(), catalog)).toEqual([]);
    expect(unreflectedWords(evidence('dogs with more than 3 treatments'), dogs(), catalog)).toEqual(['more']);
  });

  it('an order in time the statement neither ranks by a date nor bounds, and a calendar part it does not read', () => {
    const timed: Catalog = {
      ...catalog,
      byName: new Map([
        [
          'dogs',
          {
            name: 'dogs',
            columns: [
              { name: 'date_arrived', role: 'time', words: ['date', 'arrived'] },
              { name: 'age', role: 'measure', words: ['age'] },
            ],
          },
        ],
      ]) as unknown as Catalog['byName'],
    };
    const first = evidence('the first dog of each owner');
    // Counted per owner: nothing says which dog came first.
    expect(unreflectedWords(first, dogs({ groupBy: [col('t0', 'owner_id')] }), timed)).toEqual(['first']);
    // Ranked by age, not by a date: still not the first.
    const byAge = dogs({ orderBy: [{ expr: col('t0', 'age'), direction: 'desc' }], limit: 1 });
    expect(unreflectedWords(first, byAge, timed)).toEqual(['first']);
    // Numbered by arrival within each owner, or the earliest arrival: reflected.
    const numbered = dogs({
      select: [
        {
          alias: 'n',
          expr: {
            kind: 'window',
            fn: 'row_number',
            arg: null,
            partitionBy: [col('t0', 'owner_id')],
            orderBy: [{ expr: col('t0', 'date_arrived'), direction: 'asc' }],
          },
        },
      ],
    } as Partial<QuerySpec>);
    expect(unreflectedWords(first, numbered, timed)).toEqual([]);
    const earliest = dogs({
      select: [{ alias: 'd', expr: { kind: 'agg', fn: 'min', arg: col('t0', 'date_arrived') } }],
    });
    expect(unreflectedWords(evidence('the latest arrival'), earliest, timed)).toEqual([]);
    // A period is the time reading's.
    expect(unreflectedWords(evidence('dogs in the last 3 months'), dogs(), timed)).toEqual([]);

    const weekday = evidence('number of dogs by day of the week');
    const byDay = dogs({ groupBy: [{ kind: 'time', unit: 'day', mode: 'trunc', arg: col('t0', 'date_arrived') }] });
    expect(unreflectedWords(weekday, byDay, timed)).toEqual(['week']);
    const byWeekday = dogs({ groupBy: [{ kind: 'weekday', arg: col('t0', 'date_arrived') }] });
    expect(unreflectedWords(weekday, byWeekday, timed)).toEqual([]);
    expect(unreflectedWords(evidence('dogs arrived by hour of the day'), dogs(), timed)).toEqual(['hour']);
  });
});
