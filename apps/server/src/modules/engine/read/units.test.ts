import { describe, expect, it } from 'vitest';
import { figureOf } from '../testing/answer-text';
import { askerOf, useScriptSystem } from '../testing/eval-set';
import { columnUnit, convertUnit } from './units';

describe('units of time and size', () => {
  it('converts between units of one dimension only', () => {
    expect(convertUnit(5, 'minutes', 'milliseconds')).toBe(300_000);
    expect(convertUnit(2, 'hours', 'sec')).toBe(7200);
    expect(convertUnit(3, 'mb', 'kb')).toBe(3072);
    expect(convertUnit(5, 'minutes', 'kb')).toBeNull();
    expect(convertUnit(5, 'minutes', null)).toBeNull();
    expect(columnUnit(['duration', 'sec'])).toBe('sec');
    expect(columnUnit(['amount'])).toBeNull();
  });

  /** A support desk keeps call lengths in seconds and recordings in kilobytes; people ask in minutes and megabytes. */
  const CALLS = `
CREATE TABLE calls (call_id int PRIMARY KEY, agent text NOT NULL, duration_sec int NOT NULL, recording_kb int NOT NULL);
INSERT INTO calls SELECT g, (ARRAY['Ana', 'Ben', 'Cai'])[1 + g % 3], 30 + (g * 37) % 1500, 100 + (g * 53) % 9000
  FROM generate_series(1, 400) g;
`;
  const open = useScriptSystem(CALLS, 'Support desk', 987);
  const { ask, figure } = askerOf(open, new Date('2026-11-22T12:00:00Z'));

  it('compares a number said in one unit with a column kept in another', async () => {
    const long = await ask('How many calls had a duration longer than 10 minutes?');
    expect(figureOf(long), long).toBe(await figure('SELECT count(*) FROM calls WHERE duration_sec > 600'));
    const big = await ask('How many calls have a recording over 5 MB?');
    expect(figureOf(big), big).toBe(await figure('SELECT count(*) FROM calls WHERE recording_kb > 5120'));
  });
});
