import { describe, expect, it } from 'vitest';
import { questionKey, sameQuestion } from './match';

describe('verified questions: the same question, reworded or not', () => {
  it('matches the question as asked again, whatever its case and punctuation', () => {
    expect(sameQuestion('Revenue by month in 2025', 'revenue by month in 2025?')).toBe(true);
    expect(sameQuestion('Top 5 customers by revenue', 'TOP 5 CUSTOMERS, BY REVENUE!')).toBe(true);
  });

  it('matches a rewording: filler words, plurals, word order and -ly periods do not matter', () => {
    expect(sameQuestion('Revenue by month in 2025', 'Show me monthly revenue for 2025')).toBe(true);
    expect(sameQuestion('What was our total revenue in 2025?', 'total revenue 2025')).toBe(true);
    expect(sameQuestion('How many won deals in 2025?', 'how many deals won in 2025')).toBe(true);
    expect(sameQuestion('Revenue by customer country', 'revenue by customer countries')).toBe(true);
  });

  it('does not match a different year, number, value or name', () => {
    expect(sameQuestion('Revenue by month in 2025', 'Revenue by month in 2024')).toBe(false);
    expect(sameQuestion('Top 5 customers by revenue', 'Top 3 customers by revenue')).toBe(false);
    expect(sameQuestion('Revenue in Germany', 'Revenue in France')).toBe(false);
    expect(sameQuestion('Deals owned by Alice', 'Deals owned by Bob')).toBe(false);
    expect(sameQuestion('Revenue by month in 2025', 'Revenue by quarter in 2025')).toBe(false);
  });

  it('does not match when a negation, a cut or an aggregate differs', () => {
    expect(sameQuestion('Revenue excluding Germany', 'Revenue in Germany')).toBe(false);
    expect(sameQuestion('Average invoice total', 'Total invoice total')).toBe(false);
    expect(sameQuestion('Top 5 customers by revenue', 'Bottom 5 customers by revenue')).toBe(false);
    expect(sameQuestion('Customers not in Canada', 'Customers in Canada')).toBe(false);
  });

  it('a question of filler words alone matches nothing', () => {
    expect(questionKey('What is it?')).toBe('');
    expect(sameQuestion('what is it', 'what is it')).toBe(false);
  });
});
