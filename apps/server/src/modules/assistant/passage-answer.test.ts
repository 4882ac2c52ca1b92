import { describe, expect, it } from 'vitest';
import { answerFromPassages } from './passage-answer';
import type { DocumentPassage } from './sources';

const passage = (name: string, text: string, page?: number, rank = 0.5): DocumentPassage => ({
  documentId: 1,
  name,
  text,
  rank,
  ...(page ? { page } : {}),
});

describe('answerFromPassages', () => {
  it('picks the sentence that answers, bolds the figure asked for and cites the page under it', () => {
    const answer = answerFromPassages('How much is the annual membership fee?', [
      passage(
        'handbook.pdf',
        'Members get a card. The annual membership fee is 65 euros per person. Cards are renewed in January.',
        3,
      ),
    ]);
    expect(answer.text).toBe('The annual membership fee is **65 euros** per person.\n\nSource: handbook.pdf, page 3');
    expect(answer.systemSources).toEqual(['handbook.pdf, page 3']);
  });

  it('finds a duration for "how long" across several passages and names the others that also answer', () => {
    const answer = answerFromPassages('How long is the warranty?', [
      passage('terms.docx', 'Delivery is free above 100 euros.'),
      passage('warranty.pdf', 'Scope of cover. The warranty lasts 24 months from the date of delivery.', 2),
      passage('faq.md', 'Is there a warranty? Yes, see the warranty terms.'),
    ]);
    expect(answer.text.split('\n')[0]).toBe('The warranty lasts **24 months** from the date of delivery.');
    expect(answer.text).toContain('Source: warranty.pdf, page 2');
    expect(answer.systemSources[0]).toBe('warranty.pdf, page 2');
    expect(answer.text).not.toContain('Delivery is free');
  });

  it('states a spreadsheet row in words, never as "region: North; quarter: Q1"', () => {
    const rows =
      'Region: North; Quarter: Q1; Revenue: 1200\n\nRegion: South; Quarter: Q1; Revenue: 900\n\nRegion: North; Quarter: Q2; Revenue: 1500';
    const answer = answerFromPassages('What was the revenue of North in Q2?', [passage('sales.csv', rows)]);
    expect(answer.text.split('\n')[0]).toBe('Revenue for North, Q2: **1500**');
    expect(answer.text).not.toMatch(/Region: North;/);
    const table = answerFromPassages('North Q1', [passage('sales.csv', rows)]);
    expect(table.text).toContain('| Region | Quarter | Revenue |');
    expect(table.text).toContain('| North | Q1 | 1200 |');
    expect(table.text).not.toContain('South');
  });
});
