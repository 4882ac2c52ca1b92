import { describe, expect, it } from 'vitest';
import { evaluateQuery, type SourceRow } from '../../connectors/api/evaluate';
import type { QuerySpec } from '../../connectors/query';
import type { FieldType } from '../../connectors/schema';
import { SoeLocal, type EngineSystem } from '../index';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A one-table system over rows, run by the in-memory evaluator the spreadsheets use; `specs` keeps what ran. */
function sheet(name: string, fields: Array<[string, FieldType]>, rows: SourceRow[], specs: QuerySpec[] = []) {
  const system: EngineSystem = {
    id: `sheet:${name}`,
    name: `${name}.csv`,
    schema: {
      entities: [
        {
          name,
          table: name,
          fields: fields.map(([field, type]) => ({
            name: field,
            type,
            nativeType: type,
            nullable: true,
            isPrimaryKey: false,
          })),
          primaryKey: [],
          rowCount: rows.length,
        },
      ],
      relations: [],
      discoveredAt: new Date(0).toISOString(),
    },
    run: async (spec) => {
      specs.push(spec);
      return evaluateQuery(spec, () => rows, { rowCap: 10_000 });
    },
  };
  return system;
}

const REPS: SourceRow[] = [
  { rep: 'Ana', closed_q2_2026: 50, closed_q3_2026: 90 },
  { rep: 'Ben', closed_q2_2026: 80, closed_q3_2026: 40 },
  { rep: 'Cy', closed_q2_2026: 60, closed_q3_2026: 70 },
];
const reps = (specs?: QuerySpec[]) =>
  sheet(
    'reps',
    [
      ['rep', 'text'],
      ['closed_q2_2026', 'integer'],
      ['closed_q3_2026', 'integer'],
    ],
    REPS,
    specs,
  );

/** Engine note 18 (docs/engine-notes.md): a period a column's name carries names that column. */
describe('a period in a column name', () => {
  const engine = new SoeLocal();

  it('picks the quarter’s column, whichever the words alone would have read', async () => {
    const system = reps();
    const q3 = await engine.answer('Which rep closed the most in Q3?', [system], { now: NOW });
    expect(q3.understood, q3.text).toBe(true);
    expect(q3.text).toMatch(/\*\*Ana\*\* \(90\)/);
    const q2 = await engine.answer('Which rep closed the most in Q2 2026?', [system], { now: NOW });
    expect(q2.text).toMatch(/\*\*Ben\*\* \(80\)/);
  });

  it('a period no column carries is no figure, not another period’s', async () => {
    const a = await engine.answer('total closed in Q3 2025', [reps()], { now: NOW });
    expect(a.understood, a.text).toBe(false);
    expect(a.text).not.toMatch(/\*\*\d/);
  });

  it('on a table with its own dates, a period is still a range of its rows', async () => {
    const specs: QuerySpec[] = [];
    const rows: SourceRow[] = [
      { sold_on: new Date('2025-03-01T00:00:00Z'), amount: 10, budget_2025: 100 },
      { sold_on: new Date('2024-03-01T00:00:00Z'), amount: 5, budget_2025: 100 },
    ];
    const system = sheet(
      'sales',
      [
        ['sold_on', 'date'],
        ['amount', 'decimal'],
        ['budget_2025', 'decimal'],
      ],
      rows,
      specs,
    );
    const a = await engine.answer('total amount in 2025', [system], { now: NOW });
    expect(a.understood, a.text).toBe(true);
    expect(a.text).toMatch(/\*\*10(\.00)?\*\*/);
    expect(JSON.stringify(specs.at(-1)?.where)).toContain('sold_on');
  });
});
