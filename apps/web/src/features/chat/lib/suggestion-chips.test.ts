import { describe, expect, it } from 'vitest';
import { askIn, suggestionChips } from './suggestion-chips';

describe('suggestion chips', () => {
  it("takes each system's best question in turn, naming the system when there are several", () => {
    const chips = suggestionChips(
      [
        {
          systemId: 1,
          systemName: 'Demo Company',
          questions: ['Top 5 accounts by revenue', 'Total revenue by status'],
        },
        { systemId: 2, systemName: 'Chinook', questions: ['Top 5 customers by revenue', 'Monthly revenue last year'] },
        { systemId: 3, systemName: 'Empty', questions: [] },
      ],
      3,
    );
    expect(chips.map((c) => [c.question, c.ask, c.systemId])).toEqual([
      ['Top 5 accounts by revenue', 'Top 5 accounts by revenue in Demo Company', 1],
      ['Top 5 customers by revenue', 'Top 5 customers by revenue @Chinook', 2],
      ['Total revenue by status', 'Total revenue by status in Demo Company', 1],
    ]);
  });

  it('asks a single system as written', () => {
    const chips = suggestionChips([{ systemId: 1, systemName: 'Demo Company', questions: ['A', 'B', 'C', 'D'] }], 3);
    expect(chips.map((c) => c.ask)).toEqual(['A', 'B', 'C']);
    expect(suggestionChips(undefined, 3)).toEqual([]);
  });

  it('names a one-word system with a mention', () => {
    expect(askIn('How many orders? ', 'Sales')).toBe('How many orders? @Sales');
    expect(askIn('How many orders?', 'Sales DB')).toBe('How many orders? in Sales DB');
  });
});
