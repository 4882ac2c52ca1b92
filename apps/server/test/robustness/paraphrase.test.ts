import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conversationsOf, EVAL_DIR, readEvalSet } from '../../src/modules/engine/testing/eval-set';
import { followUpUnder, paraphrasesOf, RULES } from './paraphrase';

const rule = (id: string) => RULES.find((r) => r.id === id)!;

describe('the paraphrase grammar', () => {
  it.each([
    ['per-month', 'Monthly revenue in 2022', 'Revenue per month in 2022'],
    ['per-month', 'Number of shipments by month in 2025', 'Number of shipments each month in 2025'],
    ['top-n', 'Top 5 countries by sales', 'Which 5 countries have the highest sales?'],
    ['top-n', 'Who are our top 5 customers by total spend?', 'Which 5 customers have the highest total spend?'],
    ['how-many', 'How many products are discontinued?', 'Number of discontinued products'],
    ['how-many', 'How many customers do we have?', 'What is the number of customers?'],
    ['how-many', 'How many invoices are still open?', 'What is the number of invoices that are still open?'],
    ['what-is', 'What is the average invoice total?', 'Show the average invoice total'],
    ['what-is', 'Headcount by department', 'What is the headcount by department?'],
    ['by-per', 'Freight cost by carrier in 2025', 'Freight cost per carrier in 2025'],
    ['for-each', 'Freight cost by carrier in 2025', 'Freight cost for each carrier in 2025'],
    ['during', 'How many invoices were issued in 2023?', 'How many invoices were issued during 2023?'],
    ['during', 'How many units did we receive in October 2026?', 'How many units did we receive during October 2026?'],
    ['which-what', 'Which genre brings in the most revenue?', 'What genre brings in the most revenue?'],
    ['polite', 'How many customers do we have?', 'Could you tell me how many customers do we have?'],
    ['polite', 'Show total sales by year', 'Could you show me total sales by year?'],
    ['please', 'How many customers do we have?', 'How many customers do we have, please?'],
    ['casual', 'How many customers do we have?', 'how many customers do we have'],
  ])('%s: "%s" → "%s"', (id, question, paraphrase) => {
    expect(rule(id).apply(question)).toBe(paraphrase);
  });

  it.each([
    ['by-per', 'Top 5 customers by number of shipments'],
    ['by-per', 'What is the best-selling product in each category by units shipped?'],
    ['by-per', 'By what percentage did approved leave days grow in 2025 compared with 2024?'],
    ['by-per', 'How many rent payments were made by check in 2025?'],
    ['by-per', 'Average number of seats per subscription by plan'],
    ['by-per', 'break that down by department'],
    ['during', 'Average performance rating by department in the 2025 review cycle'],
    ['how-many', 'How many of our patients are smokers?'],
  ])('%s leaves "%s" alone (it would change its meaning or its grammar)', (id, question) => {
    expect(rule(id).apply(question)).toBeNull();
  });

  it('rewrites later turns only under the rules made for them', () => {
    expect(followUpUnder('during', 'and in 2024?')).toBe('and during 2024?');
    expect(followUpUnder('what-is', 'just the top 3')).toBe('just the top 3');
    expect(followUpUnder('polite', 'and in 2024?')).toBe('and in 2024?');
  });

  it('gives every question of every set at least three paraphrases, the same on every run', () => {
    const sets = readdirSync(new URL('sets/', EVAL_DIR)).filter((f) => f.endsWith('.json'));
    for (const f of sets)
      for (const c of conversationsOf(readEvalSet(f.slice(0, -5)))) {
        const q = c.turns[0].question;
        const ps = paraphrasesOf(q);
        expect(ps.length, `${c.id} "${q}"`).toBeGreaterThanOrEqual(3);
        expect(new Set(ps.map((p) => p.question)).size).toBe(ps.length);
        expect(ps.every((p) => p.question !== q)).toBe(true);
        expect(paraphrasesOf(q)).toEqual(ps);
      }
  });
});
