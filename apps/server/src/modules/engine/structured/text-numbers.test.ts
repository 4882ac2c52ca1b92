import type { StructuredQueryInput } from '@soe/shared';
import { structuredQuerySchema } from '@soe/shared';
import { describe, expect, it } from 'vitest';
import { askerOf, useScriptSystem } from '../testing/eval-set';

/**
 * Numbers kept as text ('12' in a varchar, as older schemas keep them): a structured query may sum, average and take
 * the median of such a column, each value read as the number it is (by number, '12' is more than '7'), as SOE Local's
 * own answers read it; a text column of words is still refused. The figures are checked against SQL that casts.
 */
const FLATS = `
CREATE TABLE flats (flat_id int PRIMARY KEY, flat_kind text, room_count varchar(5));
INSERT INTO flats VALUES (1, 'Studio', '7'), (2, 'Studio', '12'), (3, 'Duplex', '3'), (4, 'Duplex', '9'), (5, 'Flat', '10');
`;

describe('numbers kept as text in a structured query', () => {
  const open = useScriptSystem(FLATS, 'Flats', 994);
  const { rows } = askerOf(open, new Date('2026-03-01T12:00:00Z'));
  const run = async (query: StructuredQueryInput) => {
    const { result, compiled } = await open.engine.runStructured(open.system, structuredQuerySchema.parse(query));
    return result.rows.map((r) => compiled.columns.map((c) => (c.role === 'measure' ? Number(r[c.key]) : r[c.key])));
  };

  it('sums, averages and takes the median of the numbers, per group and ordered by them', async () => {
    const got = await run({
      from: 'flats',
      measures: [
        { name: 'rooms', agg: 'sum', column: 'room_count' },
        { name: 'average', agg: 'avg', column: 'room_count' },
        { name: 'median', agg: 'median', column: 'room_count' },
      ],
      dimensions: [{ column: 'flat_kind' }],
      orderBy: [{ by: 'average', dir: 'desc' }],
    });
    const expected = await rows(
      `SELECT flat_kind, sum(room_count::numeric), avg(room_count::numeric),
        percentile_cont(0.5) WITHIN GROUP (ORDER BY room_count::numeric) FROM flats GROUP BY 1 ORDER BY 3 DESC`,
    );
    expect(got).toEqual(expected.map((r) => [r[0], ...r.slice(1).map(Number)]));
    // Read as text, '12' sorts before '7': the Studio's largest would be 7.
    const [largest] = await run({ from: 'flats', measures: [{ name: 'most', agg: 'max', column: 'room_count' }] });
    expect(largest).toEqual([12]);
  });

  it('still refuses an average of a text column of words', async () => {
    await expect(
      open.engine.runStructured(
        open.system,
        structuredQuerySchema.parse({ from: 'flats', measures: [{ agg: 'avg', column: 'flat_kind' }] }),
      ),
    ).rejects.toThrow(/not a number/);
  });
});
