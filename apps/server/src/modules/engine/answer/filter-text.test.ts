import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal } from '../soe-local';
import { figureOf } from '../testing/answer-text';
import { demoSystem } from '../testing/demo-system';

/** The sentence before a figure says every value its condition holds, so a reader can check what was summed. */
describe('filter descriptions', () => {
  let demo: Awaited<ReturnType<typeof demoSystem>>;
  const engine = new SoeLocal();
  beforeAll(async () => {
    demo = await demoSystem();
  }, 120_000);
  afterAll(() => demo?.close());

  it('names both values a negated condition leaves out, and each value of an either-or', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const pipeline = (await engine.answer('What is the value of our open pipeline?', [demo.system], { now })).text;
    expect(pipeline).toMatch(/deal stage is neither Won nor Lost/);
    const [row] = await demo.sql(`SELECT sum(amount)::float8 AS v FROM demo.deals WHERE stage NOT IN ('Won', 'Lost')`);
    expect(figureOf(pipeline), pipeline).toBeCloseTo(Number(row.v), 2);
    const either = (await engine.answer('Revenue from customers in Canada or Mexico', [demo.system], { now })).text;
    expect(either).toMatch(/is Canada or Mexico/);
  });
});
