import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionOptions } from './mention';

const systems = [
  { id: 1, name: 'Demo Company' },
  { id: 2, name: 'Chinook Music Store' },
];

describe('composer @ mentions', () => {
  it('finds the mention being typed before the caret, across spaces while it still begins a name', () => {
    expect(mentionAt('sales @chi', 10, systems)).toEqual({ start: 6, query: 'chi' });
    expect(mentionAt('@', 1, systems)).toEqual({ start: 0, query: '' });
    expect(mentionAt('sales @Chinook Mu', 17, systems)).toEqual({ start: 6, query: 'Chinook Mu' });
    expect(mentionAt('sales @Chinook how', 18, systems)).toBeNull();
    expect(mentionAt('mail me@chinook', 15, systems)).toBeNull();
  });

  it('offers names that begin with the query first, and inserts the whole name', () => {
    expect(mentionOptions(systems, 'c').map((s) => s.id)).toEqual([2, 1]);
    expect(mentionOptions(systems, 'music').map((s) => s.id)).toEqual([2]);
    expect(insertMention('total sales @chi top 5', 12, 16, 'Chinook Music Store')).toEqual({
      text: 'total sales @Chinook Music Store top 5',
      caret: 33,
    });
  });
});
