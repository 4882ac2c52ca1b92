import { describe, expect, it } from 'vitest';
import { titleFromQuestion } from './chat';

describe('titleFromQuestion', () => {
  it('keeps a short question as typed, on one line, without the @ of mentions', () => {
    expect(titleFromQuestion('  Who are our top 5\n customers by revenue?  ')).toBe(
      'Who are our top 5 customers by revenue?',
    );
    expect(titleFromQuestion('@Chinook total sales per billing country')).toBe(
      'Chinook total sales per billing country',
    );
    expect(titleFromQuestion('mail me@example.com')).toBe('mail me@example.com');
  });

  it('cuts a long question at a word, within 60 characters', () => {
    const title = titleFromQuestion(
      'What was our total invoiced revenue in 2025 for every region, broken down by quarter and product line?',
    );
    expect(title).toBe('What was our total invoiced revenue in 2025 for every…');
    expect(title.length).toBeLessThanOrEqual(60);
  });
});
